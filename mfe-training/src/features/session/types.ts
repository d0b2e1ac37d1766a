import type { ExerciseEquipment, LoggedSet, Muscle, NextTargets, SetType } from '@zak/contract';

/** One set row of the logging screen; loads in kilograms (shown in the member's units). */
export interface DraftSet {
  clientId: string;
  type: SetType;
  weightKg: number | null;
  reps: number | null;
  rir: number | null;
  /** The planned range and rest, when the set comes from a routine. */
  repsMin: number | null;
  repsMax: number | null;
  restSeconds: number;
  /** What ticking an empty row logs, shown as the inputs' placeholders (last time, the targets). */
  suggestedKg: number | null;
  suggestedReps: number | null;
  done: boolean;
  completedAt: string | null;
}

export interface DraftExercise {
  /** Unique in the session (an exercise may be done twice). */
  key: string;
  exerciseId: string;
  name: string;
  equipment: ExerciseEquipment;
  primaryMuscles: Muscle[];
  superset: string | null;
  /** The last session's sets of this exercise, to beat (row by row). */
  previous: LoggedSet[];
  next: NextTargets | null;
  sets: DraftSet[];
}

/** The session being logged, kept in localStorage so a reload or a killed tab resumes it. */
export interface SessionDraft {
  clientId: string;
  serverId: string | null;
  routineId: string | null;
  dayIndex: number | null;
  /** The routine day's name, or null for an empty session. */
  title: string | null;
  startedAt: string;
  notes: string;
  exercises: DraftExercise[];
}
