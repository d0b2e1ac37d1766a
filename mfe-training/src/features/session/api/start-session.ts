// Starting a session: POST /api/training/sessions/start (from a routine's day: the last sets and
// next targets come back) or POST /api/training/sessions (empty). Offline, the session starts
// anyway with its client-generated id; the outbox creates it on the API later (same clientId).
import type { Exercise, Routine, StartedSession, TrainingSession } from '@zak/contract';
import { ApiError, apiSend } from 'shared-ui';
import { newClientId } from '../../../lib/client-id';
import { SESSIONS_PATH } from '../../../lib/outbox';
import { draftExercise } from '../lib/plan';
import type { SessionDraft } from '../types';

export interface StartPlan {
  routine: Routine;
  dayIndex: number;
}

const unknownExercise = (id: string): Exercise => ({
  id,
  slug: null,
  name: '?',
  aliases: [],
  primaryMuscles: [],
  secondaryMuscles: [],
  equipment: 'other',
  cue: '',
  custom: false,
});

/** A thrown ApiError is the API's refusal; anything else (TypeError) means no network. */
async function orOffline<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    return null;
  }
}

export async function startSession(
  plan: StartPlan | null,
  exercises: ReadonlyMap<string, Exercise>,
): Promise<SessionDraft> {
  const clientId = newClientId();
  const startedAt = new Date().toISOString();
  const base = { clientId, startedAt, notes: '', exercises: [] };
  if (!plan) {
    const created = await orOffline(() =>
      apiSend<TrainingSession>('POST', SESSIONS_PATH, { clientId, startedAt }),
    );
    return { ...base, serverId: created?.id ?? null, routineId: null, dayIndex: null, title: null };
  }
  const day = plan.routine.days[plan.dayIndex];
  const started = await orOffline(() =>
    apiSend<StartedSession>('POST', `${SESSIONS_PATH}/start`, {
      routineId: plan.routine.id,
      dayIndex: plan.dayIndex,
      clientId,
    }),
  );
  const before = new Map(started?.exercises.map((e) => [e.exerciseId, e] as const));
  return {
    ...base,
    serverId: started?.session.id ?? null,
    startedAt: started?.session.startedAt ?? startedAt,
    routineId: plan.routine.id,
    dayIndex: plan.dayIndex,
    title: day?.name ?? null,
    exercises: (day?.exercises ?? []).map((planned) =>
      draftExercise(
        exercises.get(planned.exerciseId) ?? unknownExercise(planned.exerciseId),
        planned,
        before.get(planned.exerciseId)?.previous,
        before.get(planned.exerciseId)?.next,
      ),
    ),
  };
}
