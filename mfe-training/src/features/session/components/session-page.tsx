// /entrainement/seance: resumes the session kept on this device, or starts the one the home asked
// for (navigation state), from a routine's day or empty.
import type { Exercise } from '@zak/contract';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Button } from 'shared-ui';
import { useT } from '../../../i18n';
import { useExerciseIndex } from '../../../lib/exercises';
import { useLinks } from '../../../lib/links';
import { useRoutines } from '../../../lib/routines';
import { startSession } from '../api/start-session';
import { readDraft, writeDraft } from '../lib/storage';
import type { SessionDraft } from '../types';
import { SessionScreen } from './session-screen';

/** What the home puts in the navigation state to start a session. */
export type StartRequest = { routineId: string; dayIndex: number } | 'empty';

export function SessionPage({
  userId,
  picker,
}: {
  userId: string;
  picker: (onPick: (exercise: Exercise) => void) => ReactNode;
}) {
  const t = useT();
  const links = useLinks();
  const location = useLocation();
  const navigate = useNavigate();
  const exercises = useExerciseIndex();
  const routines = useRoutines();
  const start = (location.state as { start?: StartRequest } | null)?.start;
  const [draft, setDraft] = useState<SessionDraft | null>(() => readDraft(userId));
  const [failed, setFailed] = useState(false);
  const starting = useRef(false);
  const ready = !routines.isPending && !exercises.isPending;

  useEffect(() => {
    if (draft || !start || !ready || starting.current) return;
    starting.current = true;
    const routine =
      start === 'empty' ? undefined : routines.data?.find((r) => r.id === start.routineId);
    const plan = routine && start !== 'empty' ? { routine, dayIndex: start.dayIndex } : null;
    startSession(plan, exercises.byId)
      .then((started) => {
        writeDraft(userId, started);
        setDraft(started);
        void navigate(location.pathname, { replace: true, state: null });
      })
      .catch(() => setFailed(true))
      .finally(() => (starting.current = false));
  }, [draft, start, ready, routines.data, exercises.byId, userId, navigate, location.pathname]);

  if (draft) return <SessionScreen userId={userId} initial={draft} picker={picker} />;
  if (failed) {
    return (
      <div role="alert">
        <p>{t.session.startFailed}</p>
        <Button variant="secondary" onClick={() => void navigate(links.home)}>
          {t.session.backHome}
        </Button>
      </div>
    );
  }
  if (start) return <p role="status">{t.session.starting}</p>;
  return (
    <p>
      {t.session.none} <Link to={links.home}>{t.session.backHome}</Link>
    </p>
  );
}
