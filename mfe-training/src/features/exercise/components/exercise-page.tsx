// /entrainement/exercices/:id: next session's targets with their rule, the estimated 1RM (Epley,
// named), the records, the e1RM over time and the history of sets.
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card } from 'shared-ui';
import { useT } from '../../../i18n';
import { Figures } from '../../../lib/figures';
import { useDateFormat } from '../../../lib/dates';
import { historyQueryOptions } from '../../../lib/history';
import { useLinks } from '../../../lib/links';
import { NextTargetsText } from '../../../lib/next-targets';
import { useLoadFormat } from '../../../lib/units';
import { E1rmChart } from './e1rm-chart';
import { ExerciseEditor } from './exercise-editor';
import { SessionLine } from './session-line';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

/** The heaviest weights whose best reps are listed. */
const BEST_REPS_SHOWN = 4;
/** Sessions of the history listed at first, and added by each "older" press. */
const PAGE = 20;

export function ExercisePage() {
  const t = useT();
  const links = useLinks();
  const { id = '' } = useParams();
  const { format } = useLoadFormat();
  const history = useQuery(historyQueryOptions(id));
  const date = useDateFormat({ day: 'numeric', month: 'short', year: 'numeric' });
  const [shown, setShown] = useState(PAGE);
  const loaded = history.data?.sessions;
  const newestFirst = useMemo(() => [...(loaded ?? [])].reverse(), [loaded]);

  if (history.isPending) return <p role="status">{t.exercise.loading}</p>;
  if (history.isError)
    return (
      <div role="alert">
        <p>{t.exercise.failed}</p>
        <Button variant="secondary" onClick={() => void history.refetch()}>
          {t.catalogue.retry}
        </Button>
      </div>
    );
  const { exercise, sessions, records, next } = history.data;
  const none = t.exercise.none;
  const bestReps = records.bestRepsAtWeight
    .slice(0, BEST_REPS_SHOWN)
    .map((r) => t.exercise.repsAt(r.reps, format(r.weightKg)))
    .join(', ');
  return (
    <Stack>
      <p>
        <Link to={links.exercises}>{t.exercise.back}</Link>
      </p>
      <h2>{exercise.name}</h2>
      {exercise.custom ? <ExerciseEditor key={exercise.id} exercise={exercise} /> : null}
      <Card>
        <h3>{t.exercise.next}</h3>
        <p>
          <NextTargetsText next={next} />
        </p>
      </Card>
      <Card>
        <h3>{t.exercise.records}</h3>
        <Figures>
          <dt>{t.exercise.heaviest}</dt>
          <dd>{records.heaviestKg === null ? none : format(records.heaviestKg)}</dd>
          <dt>{t.exercise.bestE1rm}</dt>
          <dd>{records.bestE1rmKg === null ? none : format(records.bestE1rmKg)}</dd>
          <dt>{t.exercise.bestVolume}</dt>
          <dd>
            {records.bestSessionVolumeKg === null ? none : format(records.bestSessionVolumeKg)}
          </dd>
          <dt>{t.exercise.bestReps}</dt>
          <dd>{bestReps || none}</dd>
        </Figures>
        <p>{t.exercise.epley}</p>
      </Card>
      <Card>
        <h3>{t.exercise.chart}</h3>
        <E1rmChart sessions={sessions} date={date} />
      </Card>
      <section aria-labelledby="exercise-history">
        <h3 id="exercise-history">{t.exercise.history}</h3>
        {sessions.length === 0 ? <p>{t.exercise.noHistory}</p> : null}
        <ul>
          {newestFirst.slice(0, shown).map((s) => (
            <SessionLine
              key={s.sessionId}
              summary={s}
              exerciseId={exercise.id}
              date={date}
              format={format}
            />
          ))}
        </ul>
        {sessions.length > shown ? (
          <p>
            {`${t.exercise.shown(shown, sessions.length)} `}
            <Button variant="secondary" onClick={() => setShown((n) => n + PAGE)}>
              {t.exercise.showOlder(Math.min(PAGE, sessions.length - shown))}
            </Button>
          </p>
        ) : null}
      </section>
    </Stack>
  );
}
