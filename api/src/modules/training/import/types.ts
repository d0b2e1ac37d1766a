import type { SetType, TrainingImportSkipReason } from '@zak/contract';

/** Why a line of an imported file was left out (shown to the member in the import's report). */
export type SkipReason = TrainingImportSkipReason;

export interface SkippedLine {
  /** 1-based line of the file where the row starts (the header is line 1). */
  line: number;
  reason: SkipReason;
}

export interface ImportedSet {
  /** The exercise's name as the file writes it (see matchExercise). */
  exerciseName: string;
  /** 1-based order of the set in its session, in file order. */
  position: number;
  type: SetType;
  /** Kilograms, rounded to 0.01. 0 for a bodyweight set without added load. */
  weightKg: number;
  reps: number;
  /** Reps in reserve, 10 - RPE; null when the file gives no RPE. */
  rir: number | null;
}

export interface ImportedSession {
  /**
   * Idempotency key: a UUID (version 5) of the workout's local start time to the minute and its
   * name, so importing the same file again, or the same workout from the other app, gives the
   * same key whatever time zone is chosen.
   */
  clientKey: string;
  /** ISO 8601 UTC. */
  startedAt: string;
  finishedAt: string | null;
  name: string;
  /** The workout's notes, then each exercise's notes as "Exercise: note" lines. */
  notes: string;
  sets: ImportedSet[];
}

export interface ImportResult {
  /** In the order of their first row in the file; sessions left with no set are dropped. */
  sessions: ImportedSession[];
  skipped: SkippedLine[];
}

/** Why a whole file is refused. */
export type ImportErrorCode = 'invalid-csv' | 'missing-columns' | 'invalid-time-zone';

export class TrainingImportError extends Error {
  constructor(
    readonly code: ImportErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'TrainingImportError';
  }
}
