// The logging screen: the day's exercises and their set rows, the rest timer, notes, and finish.
// A tick changes the draft, so this screen renders again: its parts memoised on stable props (the
// blocks of the other exercises, the waiting count, the bottom's buttons and notes, the closed
// catalogue dialog) do not; the member's units are read here once for every row.
import type { Exercise } from '@zak/contract';
import { useQueryClient } from '@tanstack/react-query';
import { memo, useCallback, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Modal, Textarea } from 'shared-ui';
import { useT } from '../../../i18n';
import { historyQueryOptions } from '../../../lib/history';
import { useLoadFormat } from '../../../lib/units';
import { useStopUnhandledEvents } from '../../../lib/quiet-events';
import { useSession } from '../hooks/use-session';
import { draftExercise } from '../lib/plan';
import { clearDraft, writeRest } from '../lib/storage';
import type { SessionDraft } from '../types';
import { ExerciseBlock } from './exercise-block';
import { PendingSets } from './pending-sets';
import { RestTimer } from './rest-timer';
import { SessionSummary } from './session-summary';

const Bottom = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.lg} 0;
`;

export interface SessionScreenProps {
  userId: string;
  initial: SessionDraft;
  /** The catalogue search, with `onPick` on each result (composed by the app). */
  picker: (onPick: (exercise: Exercise) => void) => ReactNode;
}

const SessionBottom = memo(function SessionBottom({
  notes,
  onAdd,
  onNotes,
  onFinish,
}: {
  notes: string;
  onAdd: () => void;
  onNotes: (notes: string) => void;
  onFinish: () => void;
}) {
  const t = useT();
  return (
    <Bottom>
      <Button variant="secondary" block onClick={onAdd}>
        {t.session.addExercise}
      </Button>
      <Textarea
        label={t.session.notes}
        defaultValue={notes}
        onBlur={(e) => onNotes(e.target.value)}
        maxLength={2000}
      />
      <Button size="lg" block onClick={onFinish}>
        {t.session.finish}
      </Button>
    </Bottom>
  );
});

/** The catalogue in a dialog: closed, it is not rendered again by a tick. */
const ExercisePicker = memo(function ExercisePicker({
  open,
  onClose,
  onPick,
  picker,
}: {
  open: boolean;
  onClose: () => void;
  onPick: (exercise: Exercise) => Promise<void>;
  picker: SessionScreenProps['picker'];
}) {
  const t = useT();
  return (
    <Modal open={open} onClose={onClose} title={t.session.addExercise}>
      {picker((exercise) => void onPick(exercise))}
    </Modal>
  );
});

export function SessionScreen({ userId, initial, picker }: SessionScreenProps) {
  const t = useT();
  const client = useQueryClient();
  const { draft, rest, actions } = useSession(userId, initial);
  const loadFormat = useLoadFormat();
  const [picking, setPicking] = useState(false);
  const [finished, setFinished] = useState(false);
  // Nothing here handles hover, move or pointer-capture events: they stop at the screen, and a
  // tap's click runs sooner (issue #34; `lib/quiet-events.ts`).
  const screenRef = useRef<HTMLElement>(null);
  useStopUnhandledEvents(screenRef);

  const add = useCallback(
    async (exercise: Exercise) => {
      setPicking(false);
      // The last session's sets and the next targets when the API answers; none offline.
      const history = await client.fetchQuery(historyQueryOptions(exercise.id)).catch(() => null);
      actions.addExercise(
        draftExercise(exercise, null, history?.lastSets ?? [], history?.next ?? null),
      );
    },
    [client, actions],
  );

  const finish = useCallback(() => {
    void actions.finish().then(() => {
      clearDraft(userId);
      writeRest(userId, null);
      setFinished(true);
    });
  }, [actions, userId]);
  const openPicker = useCallback(() => setPicking(true), []);
  const closePicker = useCallback(() => setPicking(false), []);

  if (finished) return <SessionSummary draft={draft} />;

  return (
    <section ref={screenRef} aria-labelledby="training-session">
      <h2 id="training-session">{draft.title ?? t.session.emptyTitle}</h2>
      <PendingSets />
      {draft.exercises.length === 0 ? <p>{t.session.noExercise}</p> : null}
      {draft.exercises.map((exercise) => (
        <ExerciseBlock
          key={exercise.key}
          exercise={exercise}
          actions={actions}
          loadFormat={loadFormat}
        />
      ))}
      <SessionBottom
        notes={draft.notes}
        onAdd={openPicker}
        onNotes={actions.setNotes}
        onFinish={finish}
      />
      <RestTimer rest={rest} onAdjust={actions.adjustRest} onEnd={actions.endRest} />
      <ExercisePicker open={picking} onClose={closePicker} onPick={add} picker={picker} />
    </section>
  );
}
