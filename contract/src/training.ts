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

// ---------------------------------------------------------------- API answers (issue #34)

/** GET /api/training/sessions?before=&limit=: newest first; `nextBefore` pages on (null at the end). */
export interface TrainingSessionPage {
  sessions: TrainingSession[];
  nextBefore: string | null;
}

/** Next targets for one exercise, with the rule that produced them stated as data. */
export type ProgressionRule =
  | { rule: 'double-progression'; action: 'add-load'; stepKg: number }
  | { rule: 'double-progression'; action: 'add-reps' }
  | { rule: 'double-progression'; action: 'deload'; percent: number; missedSessions: number }
  | { rule: 'double-progression'; action: 'start' };

export interface NextTargets {
  weightKg: number | null;
  repsMin: number;
  repsMax: number;
  rir: number | null;
  sets: number;
  reason: ProgressionRule;
}

/**
 * One session of one exercise, summarised (the chart's point, the history's line): how many sets,
 * the best set, the best estimated 1RM (Epley) and the volume (kg x reps), warm-ups aside.
 * Its sets: GET /api/training/sessions/:id.
 */
export interface ExerciseSessionSummary {
  sessionId: string;
  startedAt: string;
  /** Sets of the exercise in the session, every type. */
  setCount: number;
  /** The heaviest set (not a warm-up, at least one rep) with the most reps done at it; null when none. */
  bestSet: { weightKg: number; reps: number } | null;
  bestE1rmKg: number;
  volumeKg: number;
}

export interface ExerciseRecords {
  heaviestKg: number | null;
  bestE1rmKg: number | null;
  bestSessionVolumeKg: number | null;
  /** The most reps done at each weight, heaviest first. */
  bestRepsAtWeight: Array<{ weightKg: number; reps: number }>;
}

/** GET /api/training/exercises/:id/history. */
export interface ExerciseHistory {
  exercise: Exercise;
  /** Every session with the exercise, summarised, oldest first (chart order). */
  sessions: ExerciseSessionSummary[];
  /** The exercise's sets in its last session (what to beat when it is added to a session). */
  lastSets: LoggedSet[];
  records: ExerciseRecords;
  next: NextTargets;
  /** The estimated one-rep max's formula, named for the screen. */
  e1rmFormula: 'epley';
}

/** POST /api/training/sessions/start: the new session and, per exercise of the day, what to beat. */
export interface StartedSession {
  session: TrainingSession;
  exercises: Array<{
    exerciseId: string;
    previous: LoggedSet[];
    next: NextTargets;
  }>;
}

/** The training log in the account's data export. */
export interface TrainingExport {
  exercises: Exercise[];
  routines: Routine[];
  sessions: TrainingSession[];
}

/** GET /api/training/exercises?q=&muscle=&equipment= (catalogue and the member's own). */
export interface ExerciseList {
  exercises: Exercise[];
}

/** The other apps whose CSV exports POST /api/training/import reads. */
export const TRAINING_IMPORT_FORMATS = ['strong', 'hevy'] as const;
export type TrainingImportFormat = (typeof TRAINING_IMPORT_FORMATS)[number];

/** Why a line of an imported file was left out (see the API's import/README.md). */
/** Why a line of an imported file was left out (the screen words each one in both languages). */
export const TRAINING_IMPORT_SKIP_REASONS = [
  /** Not as many cells as the header has columns. */
  'malformed-row',
  'missing-date',
  'invalid-date',
  'missing-exercise',
  /** Strong's rest-timer rows: no set. */
  'rest-timer',
  /** Distance or time without reps (running, rowing machine, plank held for time...). */
  'cardio-or-timed',
  'missing-reps',
  'invalid-reps',
  'invalid-weight',
  'weight-out-of-range',
  'invalid-rpe',
  'unknown-set-type',
  /** Past TRAINING_LIMITS.setsPerSessionMax sets in one session. */
  'too-many-sets',
] as const;
export type TrainingImportSkipReason = (typeof TRAINING_IMPORT_SKIP_REASONS)[number];

export interface TrainingImportSkippedLine {
  /** 1-based line of the file (the header is line 1). */
  line: number;
  reason: TrainingImportSkipReason;
}

/**
 * POST /api/training/import: what the file holds and what was (or, in preview, would be) stored.
 * Sessions already imported (same workout start and name) are counted, never stored twice.
 */
export interface TrainingImportReport {
  format: TrainingImportFormat;
  /** True when nothing was stored (preview). */
  dryRun: boolean;
  sessions: { inFile: number; imported: number; alreadyImported: number };
  sets: { inFile: number; imported: number };
  exercises: {
    /** Distinct exercise names of the file found in the catalogue. */
    matched: number;
    /** Names that are already the member's own exercises. */
    existingCustom: number;
    /** Names that become (or would become) the member's own exercises. */
    createdCustom: number;
    /** Those names, as the file writes them. */
    createdNames: string[];
  };
  /** Every skipped row's count, and the first ones with their line and reason. */
  skipped: { total: number; lines: TrainingImportSkippedLine[] };
}

/**
 * POST /api/training/import (not a preview) with `Accept: text/event-stream`: once the file's
 * header is read (a missing column, an unknown time zone or a Strong file without its unit are the
 * usual 4xx), `reading` events as its rows are read (a big file: every 1,000 rows, then once at
 * its end), `checking` events as its rows are checked (the same rhythm), `matching` events as its
 * exercise names are matched to the catalogue (the lookup of the sessions imported before comes
 * with the last), `progress` events as the sessions are stored (in chunks of one transaction), then
 * `done` with the report, or `error` (the error shape's message and code, and the status it would
 * have had, 400 for a file found unreadable further down): nothing was stored then, and the same
 * file can be sent again.
 */
export interface TrainingImportReading {
  /** Rows of the file read so far (its header not counted). */
  rows: number;
  /** Bytes of the file (UTF-8) read so far, of `total`. */
  bytes: number;
  total: number;
}
export interface TrainingImportChecking {
  /** Rows of the file checked so far (dates, set types, numbers), of `total` rows. */
  rows: number;
  total: number;
}
export interface TrainingImportMatching {
  /** The file's distinct exercise names matched so far (catalogue, own or new), of `total`. */
  done: number;
  total: number;
}
export interface TrainingImportProgress {
  /** New sessions stored so far, of `total` (the file's sessions not imported before). */
  done: number;
  total: number;
}
export type TrainingImportEvent =
  | { event: 'reading'; data: TrainingImportReading }
  | { event: 'checking'; data: TrainingImportChecking }
  | { event: 'matching'; data: TrainingImportMatching }
  | { event: 'progress'; data: TrainingImportProgress }
  | { event: 'done'; data: TrainingImportReport }
  | { event: 'error'; data: { message: string; code: string; status: number } };

/**
 * "3 × 8-10", "4x6", "3 sets of 12", "3 séries de 10", or a table's "| 4 | 6-8 |": a dose of sets
 * and reps in a coach's text ("2 × 150 g" of a meal plan is none).
 * The chat's "Save this programme" button and POST /api/training/routines/from-message share it.
 */
const DOSE_IN_TEXT =
  /\b\d{1,2}\s*(?:[×xX*]|sets? of|s[ée]ries? de)\s*\d{1,3}\b(?!\s*(?:g|kg|mg|ml|cl|l|kcal|cal|lbs?|oz|%)(?![a-z]))|\|\s*\d{1,2}\s*\|\s*\d{1,3}(?:\s*[-–]\s*\d{1,3})?\s*\|/gi;

/**
 * A cheap test that a coach's answer proposes a programme: at least three exercises written with
 * their sets and reps. The API's parser (which may still find nothing: 422) runs only after it.
 */
export function looksLikeProgramme(text: string): boolean {
  if (text.length > 100_000) return false;
  return (text.match(DOSE_IN_TEXT) ?? []).length >= 3;
}

/** POST /api/training/routines/from-message. */
export interface RoutineFromMessageInput {
  messageId: string;
}
