// The training log's arithmetic, pure: estimated one-rep max, per-session summaries, records and
// next session's targets by double progression. Loads in kilograms.
import type {
  ExerciseEquipment,
  ExerciseRecords,
  ExerciseSessionSummary,
  LoggedSet,
  NextTargets,
  TargetSet,
} from '@zak/contract';

/** The smallest load step per equipment, in kg (the lightest plates or pin step usually found). */
export const LOAD_STEP_KG: Record<ExerciseEquipment, number> = {
  barbell: 2.5,
  'ez-bar': 2.5,
  'trap-bar': 2.5,
  'smith-machine': 2.5,
  dumbbell: 2,
  kettlebell: 4,
  machine: 5,
  cable: 2.5,
  bodyweight: 0,
  band: 0,
  other: 2.5,
};

/** A deload is suggested after this many sessions in a row with a work set below the range. */
export const MISSES_BEFORE_DELOAD = 3;
export const DELOAD_PERCENT = 10;
/** Targets for an exercise with no plan: 3 sets of 8 to 12 at 2 reps in reserve. */
export const DEFAULT_TARGET: TargetSet = {
  type: 'normal',
  repsMin: 8,
  repsMax: 12,
  rir: 2,
  restSeconds: 120,
};

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Epley's estimated one-rep max: w x (1 + reps / 30); one rep is the weight itself; 0 reps, 0. */
export function epley(weightKg: number, reps: number): number {
  if (reps <= 0) return 0;
  if (reps === 1) return weightKg;
  return round2(weightKg * (1 + reps / 30));
}

/** Work sets: the ones progression reads (warm-ups, drops and sets to failure are not). */
export const workSets = (sets: LoggedSet[]) => sets.filter((s) => s.type === 'normal');

/** One session's sets of one exercise with their summary (the API sends the summary alone). */
export type SessionSets = ExerciseSessionSummary & { sets: LoggedSet[] };

/** Heaviest first, then most reps: the order the best set is picked in. */
const heavierFirst = (a: LoggedSet, b: LoggedSet) => b.weightKg - a.weightKg || b.reps - a.reps;

/** The summary of one session's sets of an exercise (the repository computes the same in SQL). */
export function summarise(sessionId: string, startedAt: string, sets: LoggedSet[]): SessionSets {
  const counted = sets.filter((s) => s.type !== 'warmup');
  const best = counted.filter((s) => s.reps > 0).sort(heavierFirst)[0];
  return {
    sessionId,
    startedAt,
    sets,
    setCount: sets.length,
    bestSet: best ? { weightKg: best.weightKg, reps: best.reps } : null,
    bestE1rmKg: Math.max(0, ...counted.map((s) => epley(s.weightKg, s.reps))),
    volumeKg: round2(counted.reduce((sum, s) => sum + s.weightKg * s.reps, 0)),
  };
}

/**
 * Records from the sessions' summaries and the most reps done at each weight (heaviest first,
 * warm-ups aside); nulls when nothing was lifted.
 */
export function recordsOf(
  sessions: ExerciseSessionSummary[],
  bestRepsAtWeight: Array<{ weightKg: number; reps: number }>,
): ExerciseRecords {
  const heaviest = bestRepsAtWeight[0];
  if (!heaviest) {
    return { heaviestKg: null, bestE1rmKg: null, bestSessionVolumeKg: null, bestRepsAtWeight: [] };
  }
  return {
    heaviestKg: heaviest.weightKg,
    bestE1rmKg: Math.max(...sessions.map((s) => s.bestE1rmKg)),
    bestSessionVolumeKg: Math.max(...sessions.map((s) => s.volumeKg)),
    bestRepsAtWeight,
  };
}

/** Records over every session's sets (warm-ups excluded); nulls when nothing was lifted. */
export function records(sessions: SessionSets[]): ExerciseRecords {
  const sets = sessions.flatMap((s) => s.sets).filter((s) => s.type !== 'warmup' && s.reps > 0);
  const bestReps = new Map<number, number>();
  for (const s of sets) bestReps.set(s.weightKg, Math.max(bestReps.get(s.weightKg) ?? 0, s.reps));
  return recordsOf(
    sessions,
    [...bestReps].sort(([a], [b]) => b - a).map(([weightKg, reps]) => ({ weightKg, reps })),
  );
}

const missedBottom = (sets: LoggedSet[], target: TargetSet) =>
  workSets(sets).some((s) => s.reps < target.repsMin);

/** The load to build on: the heaviest work set of the session. */
const workingLoad = (sets: LoggedSet[]) => Math.max(0, ...workSets(sets).map((s) => s.weightKg));

/**
 * Next session's targets by double progression, from the sessions of the exercise (oldest first)
 * and the planned target (the routine's work set, or DEFAULT_TARGET):
 * - every work set of the last session reached the top of the range at or under the target RIR
 *   -> add the equipment's smallest step (LOAD_STEP_KG), back to the bottom of the range;
 * - the last MISSES_BEFORE_DELOAD sessions each had a work set under the range -> deload by
 *   DELOAD_PERCENT, rounded down to the step;
 * - otherwise the same load, more reps.
 */
export function nextTargets(
  sessions: Array<{ sets: LoggedSet[] }>,
  equipment: ExerciseEquipment,
  target: TargetSet = DEFAULT_TARGET,
  plannedSets = 3,
): NextTargets {
  const base = { repsMin: target.repsMin, repsMax: target.repsMax, rir: target.rir };
  const worked = sessions.filter((s) => workSets(s.sets).length > 0);
  const last = worked.at(-1);
  if (!last)
    return {
      ...base,
      weightKg: null,
      sets: plannedSets,
      reason: { rule: 'double-progression', action: 'start' },
    };
  const work = workSets(last.sets);
  const load = workingLoad(last.sets);
  const sets = Math.max(plannedSets, work.length);
  const recent = worked.slice(-MISSES_BEFORE_DELOAD);
  if (recent.length === MISSES_BEFORE_DELOAD && recent.every((s) => missedBottom(s.sets, target))) {
    const step = LOAD_STEP_KG[equipment];
    const lighter = load * (1 - DELOAD_PERCENT / 100);
    const weightKg = step > 0 ? Math.floor(lighter / step) * step : round2(lighter);
    return {
      ...base,
      weightKg: round2(weightKg),
      sets,
      reason: {
        rule: 'double-progression',
        action: 'deload',
        percent: DELOAD_PERCENT,
        missedSessions: MISSES_BEFORE_DELOAD,
      },
    };
  }
  const topReached = work.every(
    (s) =>
      s.weightKg >= load &&
      s.reps >= target.repsMax &&
      (target.rir === null || s.rir === null || s.rir <= target.rir),
  );
  const stepKg = LOAD_STEP_KG[equipment];
  if (topReached && stepKg > 0) {
    return {
      ...base,
      weightKg: round2(load + stepKg),
      sets,
      reason: { rule: 'double-progression', action: 'add-load', stepKg },
    };
  }
  return {
    ...base,
    weightKg: load,
    sets,
    reason: { rule: 'double-progression', action: 'add-reps' },
  };
}
