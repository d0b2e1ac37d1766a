// The logging screen's controller: the draft (reducer), the rest timer's end, and the outbox. The
// actions object is stable, so rows memoised on their own props re-render only when they change:
// a tick repaints one row and the timer, not the list. The draft and the rest's end (localStorage)
// are written after the frame that shows the tick (issue #34), and at once when the page is hidden
// or left, or the screen closes; the set itself goes to the outbox at the tap.
import { useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import { AfterPaintQueue } from '../../../lib/after-paint';
import { useOutbox } from '../../../lib/outbox';
import { draftReducer, loggedSet, positionOf } from '../lib/draft';
import { nextRow } from '../lib/plan';
import { readRest, writeDraft, writeRest } from '../lib/storage';
import type { DraftExercise, DraftSet, SessionDraft } from '../types';

export interface RestClock {
  /** Date.now() when the rest ends: the countdown is read from it, so a sleeping phone stays right. */
  endsAt: number;
}

export type SetValues = Pick<DraftSet, 'weightKg' | 'reps' | 'rir' | 'type'>;

export function useSession(userId: string, initial: SessionDraft) {
  const outbox = useOutbox();
  const [draft, dispatch] = useReducer(draftReducer, initial);
  const [rest, setRest] = useState<RestClock | null>(() => readRest(userId));
  // The actions read the draft as last painted (they run in event handlers, after the commit).
  const latest = useRef(draft);
  useLayoutEffect(() => {
    latest.current = draft;
  }, [draft]);

  const [later] = useState(() => new AfterPaintQueue());
  useEffect(() => {
    const flush = () => later.flush();
    const hidden = () => document.visibilityState === 'hidden' && flush();
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', hidden);
      flush();
    };
  }, [later]);
  useEffect(() => later.run(() => writeDraft(userId, draft), 'draft'), [later, userId, draft]);
  useEffect(() => later.run(() => writeRest(userId, rest), 'rest'), [later, userId, rest]);
  useEffect(() => {
    void outbox.track({
      clientId: initial.clientId,
      serverId: initial.serverId,
      routineId: initial.routineId,
      dayIndex: initial.dayIndex,
      startedAt: initial.startedAt,
    });
  }, [outbox, initial]);

  const actions = useMemo(() => {
    const find = (exerciseKey: string, setId: string) => {
      const exercises = latest.current.exercises;
      const e = exercises.findIndex((x) => x.key === exerciseKey);
      const exercise = exercises[e];
      const s = exercise?.sets.findIndex((x) => x.clientId === setId) ?? -1;
      return exercise && s >= 0
        ? { exercise, set: exercise.sets[s]!, position: positionOf(e, s) }
        : null;
    };
    // A set goes to the outbox at the tap, not after the paint: it is what the member saved, and
    // the outbox is what survives a killed tab (its IndexedDB write starts now).
    const send = (exercise: DraftExercise, set: DraftSet, position: number) =>
      void outbox.enqueue({
        kind: 'set',
        key: set.clientId,
        session: latest.current.clientId,
        set: loggedSet(exercise, set, position),
      });
    const unsend = (set: DraftSet) =>
      void outbox.enqueue({ kind: 'unset', key: set.clientId, session: latest.current.clientId });

    return {
      tick(exerciseKey: string, setId: string, values: SetValues) {
        const found = find(exerciseKey, setId);
        if (!found) return;
        const patch = { ...values, done: true, completedAt: new Date().toISOString() };
        dispatch({ type: 'edit', exercise: exerciseKey, set: setId, patch });
        setRest({ endsAt: Date.now() + found.set.restSeconds * 1000 });
        send(found.exercise, { ...found.set, ...patch }, found.position);
      },
      untick(exerciseKey: string, setId: string) {
        const found = find(exerciseKey, setId);
        if (!found) return;
        dispatch({ type: 'edit', exercise: exerciseKey, set: setId, patch: { done: false } });
        unsend(found.set);
      },
      /** A change to a row; a ticked row is sent again (same clientId: updated, not doubled). */
      edit(exerciseKey: string, setId: string, values: Partial<SetValues>) {
        const found = find(exerciseKey, setId);
        if (!found) return;
        dispatch({ type: 'edit', exercise: exerciseKey, set: setId, patch: values });
        if (found.set.done) send(found.exercise, { ...found.set, ...values }, found.position);
      },
      addSet(exerciseKey: string) {
        const exercise = latest.current.exercises.find((e) => e.key === exerciseKey);
        if (exercise) dispatch({ type: 'add-set', exercise: exerciseKey, set: nextRow(exercise) });
      },
      removeSet(exerciseKey: string, setId: string) {
        const found = find(exerciseKey, setId);
        if (!found) return;
        dispatch({ type: 'remove-set', exercise: exerciseKey, set: setId });
        if (found.set.done) unsend(found.set);
      },
      addExercise(exercise: DraftExercise) {
        dispatch({ type: 'add-exercise', exercise });
      },
      removeExercise(exerciseKey: string) {
        const exercise = latest.current.exercises.find((e) => e.key === exerciseKey);
        if (!exercise) return;
        dispatch({ type: 'remove-exercise', exercise: exerciseKey });
        exercise.sets.filter((s) => s.done).forEach(unsend);
      },
      setNotes(notes: string) {
        dispatch({ type: 'notes', notes });
      },
      adjustRest(seconds: number) {
        setRest((r) => r && { endsAt: Math.max(Date.now(), r.endsAt + seconds * 1000) });
      },
      endRest() {
        setRest(null);
      },
      /** Queues the end of the session (with its notes) and tries to send everything. */
      finish() {
        later.flush(); // the draft still waiting for a paint is written first
        const finishedAt = new Date().toISOString();
        const { clientId, notes } = latest.current;
        return outbox
          .enqueue({
            kind: 'finish',
            key: `finish:${clientId}`,
            session: clientId,
            finishedAt,
            notes,
          })
          .then(() => outbox.flush());
      },
    };
  }, [outbox, later]);

  return { draft, rest, actions };
}

export type SessionActions = ReturnType<typeof useSession>['actions'];
