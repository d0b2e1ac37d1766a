// A bounded load from a local client: members each with its own session and conversation, half
// of the requests writes (POST /api/messages with a unique text, checked in the database
// afterwards, row by row) and half reads, sent at a set rate (open loop, a bounded number in
// flight). The load lasts until a given event (the faults are over) and then `after` more
// requests, so it spans the faults and the recovery by construction; it is bounded in count and
// in time, and reports whether it got that far.
import { randomUUID } from 'node:crypto';
import { Client, registerMember } from './client';
import { Client as PgClient } from 'pg';

export interface LoadOptions {
  /** Requests started per second (the pace; slower when `inFlight` requests are all pending). */
  rate: number;
  /** Resolves when the faults are over (the restarts done, the store back). */
  until: Promise<unknown>;
  /** Requests sent after `until` resolved: the load's answers after the recovery. */
  after: number;
  /** Bounds: the load stops at whichever comes first (and reports that it was cut). */
  maxRequests: number;
  maxMs: number;
  /** Requests pending at once at most. */
  inFlight?: number;
  /** Per-request deadline: a request hanging past it counts as a failure. */
  timeoutMs?: number;
  /** Text prefix of the messages this load posts. */
  tag: string;
}

export interface Outcome {
  index: number;
  method: 'POST' | 'GET';
  status: number;
  /** When the request was sent (ms since the epoch). */
  sentAt: number;
  /** Milliseconds the request took. */
  ms: number;
  /** Body of an answer that is not the expected one, or the transport error. */
  error?: string;
  /** For writes answered 201: the posted text. */
  written?: string;
  /** For every write: the posted text (acknowledged or not). */
  text?: string;
}

export interface LoadResult {
  outcomes: Outcome[];
  startedAt: number;
  /** When `until` resolved (undefined: the bounds cut the load before). */
  untilAt: number | undefined;
  endedAt: number;
  /** The load reached `until` + `after` within its bounds. */
  complete: boolean;
  /** Requests started per second over the whole load. */
  achievedRate: number;
}

export interface Worker {
  client: Client;
  conversationId: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The answer each request of the load must get: anything else (1xx, 3xx, 4xx, 5xx) is a failure. */
export const EXPECTED_STATUS = { POST: 201, GET: 200 } as const;

/** One member and one conversation per worker, created through the gateway. */
export async function prepareWorkers(url: string, count: number): Promise<Worker[]> {
  const workers: Worker[] = [];
  for (let i = 0; i < count; i += 1) {
    const client = new Client(url);
    await registerMember(client);
    const created = await client.post('/api/conversations', { title: `Load ${i}` });
    if (created.status !== 201) throw new Error(`conversation: ${created.status} ${created.text}`);
    workers.push({ client, conversationId: (created.json as { id: string }).id });
  }
  return workers;
}

async function send(
  { client, conversationId }: Worker,
  index: number,
  tag: string,
  timeoutMs: number,
): Promise<Outcome> {
  const write = index % 2 === 0;
  const method = write ? 'POST' : 'GET';
  const text = write ? `${tag}-${index}` : undefined;
  const sentAt = Date.now();
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const res = write
      ? await client.request(
          'POST',
          '/api/messages',
          { conversationId, type: 'user', content: text },
          // Like the front ends (shared-ui's apiSend): each write its own key, so the gateway may
          // pass it on to another replica when the first closes the connection.
          { 'idempotency-key': randomUUID(), 'x-load-index': String(index) },
          signal,
        )
      : await client.request(
          'GET',
          `/api/conversations/${conversationId}`,
          undefined,
          { 'x-load-index': String(index) },
          signal,
        );
    const expected = res.status === EXPECTED_STATUS[method];
    return {
      index,
      method,
      status: res.status,
      sentAt,
      ms: Date.now() - sentAt,
      error: expected ? undefined : res.text.slice(0, 200),
      written: write && expected ? text : undefined,
      text,
    };
  } catch (err) {
    return {
      index,
      method,
      status: 0,
      sentAt,
      ms: Date.now() - sentAt,
      error: err instanceof Error ? `${err.name}: ${err.message}` : String(err),
      text,
    };
  }
}

export async function runLoad(workers: Worker[], options: LoadOptions): Promise<LoadResult> {
  const outcomes: Outcome[] = [];
  const pending = new Set<Promise<void>>();
  const inFlight = options.inFlight ?? 64;
  const timeoutMs = options.timeoutMs ?? 10_000;
  let untilAt: number | undefined;
  void options.until.then(() => (untilAt = Date.now()));
  const startedAt = Date.now();
  let sentAfter = 0;
  let index = 0;
  while (index < options.maxRequests && Date.now() - startedAt < options.maxMs) {
    if (untilAt !== undefined) {
      if (sentAfter >= options.after) break;
      sentAfter += 1;
    }
    // Open loop: request i leaves at startedAt + i / rate, unless `inFlight` are still pending.
    const due = startedAt + (index * 1000) / options.rate;
    if (due > Date.now()) await sleep(due - Date.now());
    while (pending.size >= inFlight) await Promise.race(pending);
    const worker = workers[index % workers.length];
    if (!worker) throw new Error('no workers');
    const p: Promise<void> = send(worker, index, options.tag, timeoutMs).then((o) => {
      outcomes.push(o);
      pending.delete(p);
    });
    pending.add(p);
    index += 1;
  }
  await Promise.all(pending);
  const endedAt = Date.now();
  outcomes.sort((a, b) => a.index - b.index);
  return {
    outcomes,
    startedAt,
    untilAt,
    endedAt,
    complete: untilAt !== undefined && sentAfter >= options.after,
    achievedRate: Math.round((index * 1000) / Math.max(1, endedAt - startedAt)),
  };
}

/**
 * What one replica answers per second with this load's mix, measured straight on it: a closed
 * loop of `concurrency` requests for `seconds` (its writes carry `tag`, not the load's tag).
 */
export async function measureCapacity(
  workers: Worker[],
  { seconds, concurrency, tag }: { seconds: number; concurrency: number; tag: string },
): Promise<{ rate: number; failed: number }> {
  let index = 0;
  let failed = 0;
  const end = Date.now() + seconds * 1000;
  const t0 = Date.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < end) {
        const i = index;
        index += 1;
        const worker = workers[i % workers.length];
        if (!worker) throw new Error('no workers');
        const o = await send(worker, i, tag, 10_000);
        if (o.status !== EXPECTED_STATUS[o.method]) failed += 1;
      }
    }),
  );
  return { rate: Math.round((index * 1000) / (Date.now() - t0)), failed };
}

/** How many rows hold each message text with `tag` (a write applied twice counts 2). */
export async function storedCounts(databaseUrl: string, tag: string): Promise<Map<string, number>> {
  const pg = new PgClient({ connectionString: databaseUrl });
  await pg.connect();
  try {
    const { rows } = await pg.query<{ content: string; n: number }>(
      'SELECT content, count(*)::int AS n FROM messages WHERE content LIKE $1 GROUP BY content',
      [`${tag}-%`],
    );
    return new Map(rows.map((r) => [r.content, r.n]));
  } finally {
    await pg.end();
  }
}

/**
 * The stored rows against the acknowledged writes, one to one: every acknowledged write stored
 * exactly once, and no row for a write that was not acknowledged (a refused write that slipped
 * in). Empty lists when they match.
 */
export function compareWrites(
  outcomes: Outcome[],
  stored: Map<string, number>,
): { missing: string[]; duplicated: string[]; unacknowledged: string[] } {
  const acknowledged = new Set(outcomes.flatMap((o) => (o.written ? [o.written] : [])));
  return {
    missing: [...acknowledged].filter((t) => !stored.has(t)),
    duplicated: [...stored].filter(([, n]) => n > 1).map(([t, n]) => `${t} x${n}`),
    unacknowledged: [...stored.keys()].filter((t) => !acknowledged.has(t)),
  };
}

/** The outcomes given (up to 10), one line each. */
export function describeFailures(outcomes: Outcome[]): string {
  return outcomes
    .slice(0, 10)
    .map((o) => `#${o.index} ${o.method} ${o.status} ${o.ms} ms ${errorLine(o.error)}`)
    .join('\n');
}

/** An error body on one line: a gateway's HTML page by its title, a JSON error as it is. */
function errorLine(error: string | undefined): string {
  if (!error) return '';
  return (/<title>([^<]*)<\/title>/.exec(error)?.[1] ?? error).replace(/\s+/g, ' ').trim();
}

/** Outcomes whose status is not the one expected for their method. */
export function unexpectedStatus(outcomes: Outcome[]): Outcome[] {
  return outcomes.filter((o) => o.status !== EXPECTED_STATUS[o.method]);
}

/** A one-line summary for the test output. */
export function describeLoad(name: string, result: LoadResult, capacity: number): string {
  const seconds = ((result.endedAt - result.startedAt) / 1000).toFixed(1);
  const byStatus = new Map<number, number>();
  for (const o of result.outcomes) byStatus.set(o.status, (byStatus.get(o.status) ?? 0) + 1);
  const statuses = [...byStatus]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s}: ${n}`)
    .join(', ');
  return `${name}: ${result.outcomes.length} requests in ${seconds} s = ${result.achievedRate} req/s (one replica measured at ${capacity} req/s); statuses ${statuses}`;
}

/** The same members and conversations, talking straight to one replica (same cookie jars). */
export function onReplica(workers: Worker[], url: string): Worker[] {
  return workers.map(({ client, conversationId }) => {
    const direct = new Client(url);
    client.copyCookiesTo(direct);
    return { client: direct, conversationId };
  });
}

/**
 * What one replica serves with this load's mix on this machine right now, measured straight on
 * `replicaUrl` for 3 s (throws when a request of the measurement failed).
 */
export async function replicaCapacity(workers: Worker[], replicaUrl: string): Promise<number> {
  const measured = await measureCapacity(onReplica(workers, replicaUrl), {
    seconds: 3,
    concurrency: 16,
    tag: `capacity-${Date.now().toString(36)}`,
  });
  if (measured.failed) throw new Error(`${measured.failed} requests failed measuring capacity`);
  return measured.rate;
}

/**
 * The system tests' load around a fault: 80% of one replica's `capacity`, so while one replica
 * is down the other carries about all it can (on a machine loaded by other work the capacity
 * measured is lower, and so is the load); it lasts until `until` resolves and then 2 s more (at
 * least 40 requests), bounded by 90 s.
 */
export function faultLoad(
  workers: Worker[],
  {
    capacity,
    until,
    tag,
    timeoutMs,
  }: { capacity: number; until: Promise<unknown>; tag: string; timeoutMs?: number },
): Promise<LoadResult> {
  const rate = Math.max(5, Math.round(capacity * 0.8));
  return runLoad(workers, {
    rate,
    until,
    after: Math.max(40, rate * 2),
    maxRequests: rate * 90,
    maxMs: 90_000,
    tag,
    timeoutMs,
  });
}
