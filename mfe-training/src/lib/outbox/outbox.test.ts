import type { LoggedSet, LoggedSetInput, TrainingSession } from '@zak/contract';
import { waitFor } from '@testing-library/react';
import { installFakeApi } from 'shared-ui/testing';
import { serverSession } from '../testing/training-fixtures';
import { memoryStore } from './memory-store';
import { Outbox } from './outbox';

const session = (over: Partial<TrainingSession> = {}) =>
  serverSession({
    id: 's-server',
    clientId: 'c-session',
    routineId: null,
    dayIndex: null,
    ...over,
  });

const set = (n: number): LoggedSetInput => ({
  clientId: `set-${n}`,
  exerciseId: 'e1',
  position: n,
  type: 'normal',
  weightKg: 100,
  reps: 8,
  rir: 2,
  completedAt: '2026-11-27T04:05:00.000Z',
});

/** A fake API that stores sets by clientId, as the real one upserts them. */
function fakeTrainingApi() {
  const stored = new Map<string, LoggedSet>();
  let hold: Promise<void> | null = null;
  let online = false;
  const api = installFakeApi({
    'POST /api/training/sessions': ({ body }) => ({
      status: 201,
      body: session({ clientId: (body as { clientId: string }).clientId }),
    }),
    'PUT /api/training/sessions/:id/sets': async ({ body }) => {
      await hold;
      const { sets } = body as { sets: LoggedSetInput[] };
      // An exercise deleted since the set was ticked.
      if (sets.some((s) => s.exerciseId === 'gone'))
        return { status: 400, body: { message: 'Exercice inconnu' } };
      for (const s of sets) stored.set(s.clientId, { ...s, id: `id-${s.clientId}` });
      return { body: session({ sets: [...stored.values()] }) };
    },
    'GET /api/training/sessions/:id': () => ({ body: session({ sets: [...stored.values()] }) }),
    'DELETE /api/training/sessions/:id/sets/:setId': ({ params }) => {
      stored.delete(String(params.setId).replace(/^id-/, ''));
      return { body: { message: 'ok' } };
    },
  });
  const fakeFetch = globalThis.fetch;
  globalThis.fetch = ((...args: Parameters<typeof fetch>) =>
    online ? fakeFetch(...args) : Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
  /** Holds the PUT answers until the returned function is called. */
  const holdPuts = () => {
    let release = () => {};
    hold = new Promise<void>((resolve) => (release = resolve));
    return release;
  };
  return { api, stored, holdPuts, goOnline: () => (online = true) };
}

async function offlineSession() {
  const net = fakeTrainingApi();
  const outbox = new Outbox(memoryStore());
  await outbox.track({
    clientId: 'c-session',
    serverId: null,
    routineId: null,
    dayIndex: null,
    startedAt: '2026-11-27T04:00:00.000Z',
  });
  return { ...net, outbox };
}

test('sets ticked offline stay in the outbox, then each is sent exactly once when the network returns', async () => {
  const { outbox, api, stored, goOnline } = await offlineSession();
  await outbox.enqueue({ kind: 'set', key: 'set-1', session: 'c-session', set: set(1) });
  await outbox.enqueue({ kind: 'set', key: 'set-2', session: 'c-session', set: set(2) });
  await outbox.flush();
  expect(outbox.pending.map((op) => op.key).sort()).toEqual(['set-1', 'set-2']);
  expect(stored.size).toBe(0);

  goOnline();
  await outbox.flush();
  await outbox.flush();
  expect(outbox.pending).toEqual([]);
  expect([...stored.keys()].sort()).toEqual(['set-1', 'set-2']);
  const puts = api.callsTo('PUT', '/api/training/sessions/s-server/sets');
  expect(puts).toHaveLength(1);
  expect(puts[0]?.body).toEqual({ sets: [set(1), set(2)] });
  // The session started offline was created once, by its client-generated id.
  expect(api.callsTo('POST', '/api/training/sessions').map((c) => c.body)).toEqual([
    { clientId: 'c-session', startedAt: '2026-11-27T04:00:00.000Z' },
  ]);
});

test('a set edited while it was being sent is sent again with its new values, not dropped', async () => {
  const { outbox, api, stored, holdPuts, goOnline } = await offlineSession();
  goOnline();
  const release = holdPuts();
  await outbox.enqueue({ kind: 'set', key: 'set-1', session: 'c-session', set: set(1) });
  await waitFor(() =>
    expect(api.callsTo('PUT', '/api/training/sessions/s-server/sets')).toHaveLength(1),
  );
  await outbox.enqueue({
    kind: 'set',
    key: 'set-1',
    session: 'c-session',
    set: { ...set(1), reps: 10 },
  });
  release();
  await outbox.flush();
  const sent = api.callsTo('PUT', '/api/training/sessions/s-server/sets');
  expect(sent.map((c) => c.body)).toEqual([
    { sets: [set(1)] },
    { sets: [{ ...set(1), reps: 10 }] },
  ]);
  expect(stored.get('set-1')?.reps).toBe(10);
  expect(outbox.pending).toEqual([]);
});

test('an untick replaces the waiting set: a set never sent is never written, a sent one is deleted', async () => {
  const { outbox, api, stored, goOnline } = await offlineSession();
  await outbox.enqueue({ kind: 'set', key: 'set-1', session: 'c-session', set: set(1) });
  await outbox.enqueue({ kind: 'unset', key: 'set-1', session: 'c-session' });
  goOnline();
  await outbox.flush();
  expect(api.callsTo('PUT', '/api/training/sessions/s-server/sets')).toHaveLength(0);

  await outbox.enqueue({ kind: 'set', key: 'set-2', session: 'c-session', set: set(2) });
  await outbox.flush();
  expect(stored.has('set-2')).toBe(true);
  await outbox.enqueue({ kind: 'unset', key: 'set-2', session: 'c-session' });
  await outbox.flush();
  expect(stored.has('set-2')).toBe(false);
  expect(outbox.pending).toEqual([]);
});

test('an API that fails (503) keeps the sets for the next pass', async () => {
  const { outbox, goOnline } = await offlineSession();
  goOnline();
  installFakeApi({}, { intercept: () => ({ status: 503, body: { message: 'down' } }) });
  await outbox.enqueue({ kind: 'set', key: 'set-1', session: 'c-session', set: set(1) });
  await outbox.flush();
  expect(outbox.pending.map((op) => op.key)).toEqual(['set-1']);
});

test('a session started offline from a routine deleted since is still created, without the routine', async () => {
  const { outbox, api, stored, goOnline } = await offlineSession();
  await outbox.track({
    clientId: 'c-gone',
    serverId: null,
    routineId: 'r-deleted',
    dayIndex: 0,
    startedAt: '2026-11-27T04:00:00.000Z',
  });
  await outbox.enqueue({ kind: 'set', key: 'set-9', session: 'c-gone', set: set(9) });
  goOnline();
  await outbox.flush();
  expect(api.callsTo('POST', '/api/training/sessions/start')).toHaveLength(1);
  expect(api.callsTo('POST', '/api/training/sessions').map((c) => c.body)).toEqual([
    { clientId: 'c-gone', startedAt: '2026-11-27T04:00:00.000Z' },
  ]);
  expect(stored.has('set-9')).toBe(true);
});

test('sets the API refuses for good (400 deleted exercise, 409 elsewhere) are set aside with its message, the others stored, and nothing is sent again', async () => {
  const { outbox, api, stored, goOnline } = await offlineSession();
  const refuse = (sets: LoggedSetInput[]) => {
    if (sets.some((s) => s.exerciseId === 'gone'))
      return { status: 400, body: { message: 'Exercice inconnu' } };
    if (sets.some((s) => s.clientId === 'set-3'))
      return { status: 409, body: { message: 'Série déjà enregistrée dans une autre séance' } };
    return null;
  };
  installFakeApi({
    'POST /api/training/sessions': () => ({ status: 201, body: session() }),
    'PUT /api/training/sessions/:id/sets': ({ body }) => {
      const { sets } = body as { sets: LoggedSetInput[] };
      const refused = refuse(sets);
      if (refused) return refused;
      for (const s of sets) stored.set(s.clientId, { ...s, id: `id-${s.clientId}` });
      return { body: session() };
    },
  });
  await outbox.enqueue({ kind: 'set', key: 'set-1', session: 'c-session', set: set(1) });
  await outbox.enqueue({
    kind: 'set',
    key: 'set-2',
    session: 'c-session',
    set: { ...set(2), exerciseId: 'gone' },
  });
  await outbox.enqueue({ kind: 'set', key: 'set-3', session: 'c-session', set: set(3) });
  goOnline();
  await outbox.flush();
  expect([...stored.keys()]).toEqual(['set-1']);
  expect(outbox.pending).toEqual([]);
  expect(outbox.refused.map((op) => [op.key, op.refused.status, op.refused.message])).toEqual([
    ['set-2', 400, 'Exercice inconnu'],
    ['set-3', 409, 'Série déjà enregistrée dans une autre séance'],
  ]);
  const puts = () => api.callsTo('PUT', '/api/training/sessions/s-server/sets').length;
  const sent = puts();
  await outbox.flush();
  expect(puts()).toBe(sent);
  // Kept until the member discards them, one at a time.
  const [first] = outbox.refused;
  await outbox.discard(first!);
  expect(outbox.refused.map((op) => op.key)).toEqual(['set-3']);
});

test('a refused set edited since it was sent is sent again, not set aside', async () => {
  const { outbox, api, stored, holdPuts, goOnline } = await offlineSession();
  goOnline();
  const release = holdPuts();
  await outbox.enqueue({
    kind: 'set',
    key: 'set-1',
    session: 'c-session',
    set: { ...set(1), exerciseId: 'gone' },
  });
  await waitFor(() =>
    expect(api.callsTo('PUT', '/api/training/sessions/s-server/sets')).toHaveLength(1),
  );
  await outbox.enqueue({ kind: 'set', key: 'set-1', session: 'c-session', set: set(1) });
  release();
  await outbox.flush();
  expect(stored.get('set-1')?.exerciseId).toBe('e1');
  expect(outbox.refused).toEqual([]);
  expect(outbox.pending).toEqual([]);
});
