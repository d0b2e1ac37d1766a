// The fake API of a member who starts the Push day (screen tests of the logging screen).
import type { Routine } from '@zak/contract';
import { fakeUser, type FakeRoutes } from 'shared-ui/testing';
import { bench, pushDay, serverSession, startedPush } from './training-fixtures';

export function pushDayRoutes({
  units = 'metric',
  routine = pushDay,
}: { units?: 'metric' | 'imperial'; routine?: Routine } = {}): FakeRoutes {
  return {
    'GET /api/auth/user': () => ({ body: fakeUser() }),
    'GET /api/progress/profile': () => ({ body: { units } }),
    'GET /api/training/exercises': () => ({ body: { exercises: [bench] } }),
    'GET /api/training/routines': () => ({ body: [routine] }),
    'GET /api/training/sessions': () => ({ body: { sessions: [], nextBefore: null } }),
    'POST /api/training/sessions/start': ({ body }) => ({
      status: 201,
      body: startedPush((body as { clientId: string }).clientId),
    }),
    'PUT /api/training/sessions/:id/sets': () => ({ body: serverSession() }),
  };
}
