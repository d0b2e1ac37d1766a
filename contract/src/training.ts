// Training log (issue #34): the exercise catalogue, routines, sessions and sets, as the API at
// /api/training/ and the mfe-training remote exchange them. Loads are stored and sent in kilograms;
// the front end converts to the member's units (kg or lb) for display and input.

export const MUSCLES = [
  'chest',
  'front-delts',
  'side-delts',
  'rear-delts',
  'biceps',
  'triceps',
  'forearms',
  'upper-back',
  'lats',
  'lower-back',
  'traps',
  'abs',
  'obliques',
  'glutes',
  'quads',
  'hamstrings',
  'adductors',
  'abductors',
  'calves',
  'neck',
] as const;
export type Muscle = (typeof MUSCLES)[number];

export const EXERCISE_EQUIPMENT = [
  'barbell',
  'dumbbell',
  'machine',
  'cable',
  'bodyweight',
  'band',
  'kettlebell',
  'smith-machine',
  'ez-bar',
  'trap-bar',
  'other',
] as const;
export type ExerciseEquipment = (typeof EXERCISE_EQUIPMENT)[number];

export const SET_TYPES = ['warmup', 'normal', 'drop', 'failure'] as const;
export type SetType = (typeof SET_TYPES)[number];

export const TRAINING_LIMITS = {
  exerciseNameMax: 80,
  aliasMax: 60,
  aliasesMax: 10,
  cueMax: 300,
  routineNameMax: 80,
  dayNameMax: 60,
  daysMax: 14,
  exercisesPerDayMax: 20,
  setsPerExerciseMax: 20,
  repsMax: 200,
  rirMax: 10,
  restSecondsMax: 900,
  /** Heaviest load accepted for one set, in kilograms. */
  weightKgMax: 700,
  notesMax: 2000,
  setsPerSessionMax: 200,
  /** Client-generated idempotency keys for sets and sessions (UUID strings). */
  clientIdMax: 64,
} as const;

/** One catalogue or custom exercise, with its texts in the request's language. */
export interface Exercise {
  id: string;
  /** Stable catalogue key ('barbell-bench-press'); null for a member's own exercise. */
  slug: string | null;
  name: string;
  /** Both languages' names and aliases, as search finds them. */
  aliases: string[];
  primaryMuscles: Muscle[];
  secondaryMuscles: Muscle[];
  equipment: ExerciseEquipment;
  cue: string;
  /** True for an exercise the member added. */
  custom: boolean;
}

export interface CustomExerciseInput {
  name: string;
  primaryMuscles: Muscle[];
  secondaryMuscles?: Muscle[];
  equipment: ExerciseEquipment;
  cue?: string;
}

/** A planned set in a routine. */
export interface TargetSet {
  type: SetType;
  repsMin: number;
  repsMax: number;
  /** Reps in reserve aimed at; null when not set. */
  rir: number | null;
  restSeconds: number;
}

export interface RoutineExercise {
  exerciseId: string;
  /** Exercises sharing a superset letter ('A', 'B'...) in one day are done back to back. */
  superset: string | null;
  sets: TargetSet[];
  notes: string;
}

export interface RoutineDay {
  name: string;
  exercises: RoutineExercise[];
}

export interface RoutineInput {
  name: string;
  days: RoutineDay[];
}

export interface Routine extends RoutineInput {
  id: string;
  /** Where it came from: written by the member, or saved from a coach's answer. */
  source: 'member' | 'coach';
  active: boolean;
  createdAt: string;
  updatedAt: string;
}

/** One logged set. `clientId` makes sending it again (offline replay) store it once. */
export interface LoggedSet {
  id: string;
  clientId: string;
  exerciseId: string;
  /** Order within the session. */
  position: number;
  type: SetType;
  weightKg: number;
  reps: number;
  rir: number | null;
  /** When the set was ticked, ISO 8601 UTC. */
  completedAt: string;
}

export type LoggedSetInput = Omit<LoggedSet, 'id'>;

export interface TrainingSession {
  id: string;
  clientId: string;
  routineId: string | null;
  /** The routine day's index, when started from one. */
  dayIndex: number | null;
  startedAt: string;
  finishedAt: string | null;
  notes: string;
  sets: LoggedSet[];
}
