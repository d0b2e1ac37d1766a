// The logging screen's state changes, pure: every change copies only the exercise and the row it
// touches, so the memoised rows of the others keep their identity and do not re-render.
import type { LoggedSetInput } from '@zak/contract';
import type { DraftExercise, DraftSet, SessionDraft } from '../types';

/** Rest when the routine gives none (two minutes, the API's default target). */
export const DEFAULT_REST_SECONDS = 120;

export type DraftAction =
  | { type: 'edit'; exercise: string; set: string; patch: Partial<DraftSet> }
  | { type: 'add-set'; exercise: string; set: DraftSet }
  | { type: 'remove-set'; exercise: string; set: string }
  | { type: 'add-exercise'; exercise: DraftExercise }
  | { type: 'remove-exercise'; exercise: string }
  | { type: 'notes'; notes: string };

const mapExercise = (
  draft: SessionDraft,
  key: string,
  change: (e: DraftExercise) => DraftExercise,
): SessionDraft => ({
  ...draft,
  exercises: draft.exercises.map((e) => (e.key === key ? change(e) : e)),
});

export function draftReducer(draft: SessionDraft, action: DraftAction): SessionDraft {
  switch (action.type) {
    case 'edit':
      return mapExercise(draft, action.exercise, (e) => ({
        ...e,
        sets: e.sets.map((s) => (s.clientId === action.set ? { ...s, ...action.patch } : s)),
      }));
    case 'add-set':
      return mapExercise(draft, action.exercise, (e) => ({ ...e, sets: [...e.sets, action.set] }));
    case 'remove-set':
      return mapExercise(draft, action.exercise, (e) => ({
        ...e,
        sets: e.sets.filter((s) => s.clientId !== action.set),
      }));
    case 'add-exercise':
      return { ...draft, exercises: [...draft.exercises, action.exercise] };
    case 'remove-exercise':
      return { ...draft, exercises: draft.exercises.filter((e) => e.key !== action.exercise) };
    case 'notes':
      return { ...draft, notes: action.notes };
  }
}

/** Order within the session: exercises by hundreds, sets inside (the API allows 0 to 10 000). */
export const positionOf = (exerciseIndex: number, setIndex: number) =>
  exerciseIndex * 100 + setIndex;

/** A ticked row as the API stores it. */
export function loggedSet(
  exercise: DraftExercise,
  set: DraftSet,
  position: number,
): LoggedSetInput {
  return {
    clientId: set.clientId,
    exerciseId: exercise.exerciseId,
    position,
    type: set.type,
    weightKg: set.weightKg ?? 0,
    reps: set.reps ?? 0,
    rir: set.rir,
    completedAt: set.completedAt ?? new Date().toISOString(),
  };
}
