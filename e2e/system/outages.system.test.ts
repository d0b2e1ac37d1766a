// Redis and PostgreSQL restarts under load, behind the gateway: while a store is down, requests
// that need it fail fast with 503 and a JSON message (none hangs, none is a 500 or an nginx page);
// when it is back the API recovers by itself, and sessions kept by Redis survive its restart.
import { Client } from './client';
import {
  compareWrites,
  describeFailures,
  describeLoad,
  EXPECTED_STATUS,
  faultLoad,
  prepareWorkers,
  replicaCapacity,
  storedCounts,
  type Outcome,
  type Worker,
} from './load';
import { startTopology, type Topology } from './topology';

let topology: Topology;
let workers: Worker[];
/** One replica's requests per second with the load's mix, measured before the outages. */
let capacity: number;

beforeAll(async () => {
  topology = await startTopology({ apiCount: 2 });
  workers = await prepareWorkers(topology.url, 12);
  const [first] = topology.apis;
  if (!first) throw new Error('no API instance');
  capacity = await replicaCapacity(workers, first.url);
});

afterAll(async () => {
  await topology?.stop();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** "Fail fast": a request taking longer than this is aborted and counted as a failure. */
const FAIL_FAST_MS = 5000;

/** Polls every instance until /api/ready answers 200 (the API recovering on its own). */
async function untilReady(): Promise<void> {
  for (const api of topology.apis) {
    const client = new Client(api.url);
    for (;;) {
      const res = await client.get('/api/ready').catch(() => undefined);
      if (res?.status === 200) break;
      await sleep(100);
    }
  }
}

function unexpected(outcomes: Outcome[]): Outcome[] {
  return outcomes.filter((o) => {
    if (o.status === EXPECTED_STATUS[o.method]) return false;
    if (o.status !== 503) return true;
    // A 503 must carry the API's JSON message, not a proxy page.
    try {
      const body = JSON.parse(o.error ?? '') as { message?: unknown; code?: unknown };
      return !(typeof body.message === 'string' && body.message && body.code === 'UNAVAILABLE');
    } catch {
      return true;
    }
  });
}

async function everyWorkerStillLoggedIn(): Promise<number[]> {
  return Promise.all(workers.map(async (w) => (await w.client.get('/api/auth/user')).status));
}

describe.each([
  ['Redis', () => topology.redis],
  ['PostgreSQL', () => topology.postgres],
])('%s restart during load', (name, service) => {
  test(`while ${name} is down requests answer 503 JSON at once; afterwards everything works again`, async () => {
    const tag = `${name.toLowerCase()}-${Date.now().toString(36)}`;
    // The load lasts until the store is back and every replica ready, then some more: it spans
    // the outage and the recovery by construction.
    let recovered!: () => void;
    const until = new Promise<void>((resolve) => (recovered = resolve));
    const load = faultLoad(workers, { capacity, until, tag, timeoutMs: FAIL_FAST_MS });
    await sleep(500);
    try {
      await service().stopServer();

      // Down: a signed-in read that needs both (the session in Redis, the conversations in
      // PostgreSQL) answers 503 with a message on each replica, through the gateway too. (The
      // session check alone may still answer during a PostgreSQL outage: a replica caches the
      // signed-in user for a short while.)
      for (const base of [...topology.apis.map((a) => a.url), topology.url]) {
        const client = new Client(base);
        workers[0]?.client.copyCookiesTo(client);
        const res = await client.request(
          'GET',
          '/api/conversations',
          undefined,
          {},
          AbortSignal.timeout(FAIL_FAST_MS),
        );
        expect({ base, status: res.status }).toEqual({ base, status: 503 });
        expect(res.json).toEqual({ message: expect.any(String), code: 'UNAVAILABLE' });
        expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      }
      const ready = await new Client(topology.url).get('/api/ready');
      expect(ready.status).toBe(503);

      await sleep(2000);
      await service().start();
      await untilReady();
    } finally {
      recovered();
    }
    const result = await load;
    process.stdout.write(`${describeLoad(`${name} outage`, result, capacity)}\n`);

    expect(result.complete).toBe(true);
    expect(describeFailures(unexpected(result.outcomes))).toBe('');
    const during = result.outcomes.filter((o) => o.status === 503);
    expect(during.length).toBeGreaterThan(0);
    // After the recovery every request was answered as expected, writes included.
    const afterRecovery = result.outcomes.filter((o) => o.sentAt >= (result.untilAt ?? Infinity));
    expect(
      describeFailures(afterRecovery.filter((o) => o.status !== EXPECTED_STATUS[o.method])),
    ).toBe('');
    expect(afterRecovery.filter((o) => o.written).length).toBeGreaterThan(0);

    // Sessions survive (Redis persists them; a PostgreSQL restart does not touch them).
    expect(await everyWorkerStillLoggedIn()).toEqual(workers.map(() => 200));

    // Row by row: every acknowledged write stored once; no refused write slipped in.
    expect(compareWrites(result.outcomes, await storedCounts(topology.databaseUrl, tag))).toEqual({
      missing: [],
      duplicated: [],
      unacknowledged: [],
    });
  });
});
