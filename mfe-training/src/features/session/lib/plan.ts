// A new session's rows, from the routine's day, the last session's sets and the API's next targets.
import type { Exercise, LoggedSet, NextTargets, RoutineExercise, TargetSet } from '@zak/contract';
import { newClientId } from '../../../lib/client-id';
import type { DraftExercise, DraftSet } from '../types';
import { DEFAULT_REST_SECONDS } from './draft';

/** Reps to aim for: one more than last time while the range is not topped, else the bottom. */
function suggestedReps(
  target: TargetSet | undefined,
  before: LoggedSet | undefined,
  next: NextTargets | null,
) {
  const min = target?.repsMin ?? next?.repsMin ?? null;
  const max = target?.repsMax ?? next?.repsMax ?? null;
  if (next?.reason.action === 'add-reps' && before && max !== null)
    return Math.min(max, before.reps + 1);
  return min ?? before?.reps ?? null;
}

function draftSet(
  target: TargetSet | undefined,
  before: LoggedSet | undefined,
  next: NextTargets | null,
): DraftSet {
  const type = target?.type ?? 'normal';
  const work = type === 'normal';
  return {
    clientId: newClientId(),
    type,
    weightKg: null,
    reps: null,
    rir: null,
    repsMin: target?.repsMin ?? null,
    repsMax: target?.repsMax ?? null,
    restSeconds: target?.restSeconds ?? DEFAULT_REST_SECONDS,
    suggestedKg: (work ? next?.weightKg : null) ?? before?.weightKg ?? null,
    suggestedReps: work
      ? suggestedReps(target, before, next)
      : (before?.reps ?? target?.repsMin ?? null),
    done: false,
    completedAt: null,
  };
}

/** The exercise's rows: one per planned set, else as many as last time (at least one). */
export function draftExercise(
  exercise: Pick<Exercise, 'id' | 'name' | 'equipment' | 'primaryMuscles'>,
  planned: Pick<RoutineExercise, 'superset' | 'sets'> | null,
  previous: LoggedSet[] = [],
  next: NextTargets | null = null,
): DraftExercise {
  const targets: Array<TargetSet | undefined> = planned?.sets.length
    ? planned.sets
    : previous.length
      ? previous.map((s) => ({
          type: s.type,
          repsMin: s.reps,
          repsMax: s.reps,
          rir: s.rir,
          restSeconds: DEFAULT_REST_SECONDS,
        }))
      : [undefined];
  return {
    key: newClientId(),
    exerciseId: exercise.id,
    name: exercise.name,
    equipment: exercise.equipment,
    primaryMuscles: exercise.primaryMuscles,
    superset: planned?.superset ?? null,
    previous,
    next,
    sets: targets.map((target, i) => draftSet(target, previous[i], next)),
  };
}

/** The row "add a set" appends: the last row's plan and values, not ticked. */
export function nextRow(exercise: DraftExercise): DraftSet {
  const last = exercise.sets.at(-1);
  const base = last ?? draftSet(undefined, undefined, exercise.next);
  return {
    ...base,
    clientId: newClientId(),
    suggestedKg: last?.weightKg ?? base.suggestedKg,
    suggestedReps: last?.reps ?? base.suggestedReps,
    weightKg: null,
    reps: null,
    done: false,
    completedAt: null,
  };
}
