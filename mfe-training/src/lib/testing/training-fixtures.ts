// Shared fixtures of the remote's screen tests: an exercise, a routine with one day, and a
// StartedSession with the last session's sets.
import type {
  Exercise,
  LoggedSet,
  NextTargets,
  Routine,
  StartedSession,
  TrainingSession,
} from '@zak/contract';

export const bench: Exercise = {
  id: 'e1',
  slug: 'barbell-bench-press',
  name: 'Développé couché',
  aliases: ['Bench press'],
  primaryMuscles: ['chest'],
  secondaryMuscles: ['front-delts', 'triceps'],
  equipment: 'barbell',
  cue: 'Omoplates serrées, pieds ancrés.',
  custom: false,
};

export const pushDay: Routine = {
  id: 'r1',
  name: 'Push Pull Legs',
  source: 'member',
  active: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  days: [
    {
      name: 'Push',
      exercises: [
        {
          exerciseId: 'e1',
          superset: null,
          notes: '',
          sets: [
            { type: 'normal', repsMin: 8, repsMax: 12, rir: 2, restSeconds: 90 },
            { type: 'normal', repsMin: 8, repsMax: 12, rir: 2, restSeconds: 90 },
          ],
        },
      ],
    },
  ],
};

export const loggedSet = (over: Partial<LoggedSet> = {}): LoggedSet => ({
  id: 'old1',
  clientId: 'old-c1',
  exerciseId: 'e1',
  position: 0,
  type: 'normal',
  weightKg: 100,
  reps: 8,
  rir: 2,
  completedAt: '2026-11-24T10:00:00.000Z',
  ...over,
});

export const serverSession = (over: Partial<TrainingSession> = {}): TrainingSession => ({
  id: 's1',
  clientId: 'c1',
  routineId: 'r1',
  dayIndex: 0,
  startedAt: '2026-11-27T04:00:00.000Z',
  finishedAt: null,
  notes: '',
  sets: [],
  ...over,
});

/** Same load, more reps: what the API answers after a session under the top of the range. */
export const moreReps: NextTargets = {
  weightKg: 100,
  repsMin: 8,
  repsMax: 12,
  rir: 2,
  sets: 2,
  reason: { rule: 'double-progression', action: 'add-reps' },
};

export const startedPush = (clientId: string): StartedSession => ({
  session: serverSession({ clientId }),
  exercises: [
    {
      exerciseId: 'e1',
      previous: [loggedSet(), loggedSet({ id: 'old2', clientId: 'old-c2', reps: 7 })],
      next: moreReps,
    },
  ],
});
