// A bounded load from a local client: a fixed number of requests, a fixed number of members each
// with its own session and conversation, half of them writes (POST /api/messages with a unique
// text, checked in the database afterwards) and half reads, sent at a fixed pace.
import { Client, registerMember } from './client';
import { Client as PgClient } from 'pg';

export interface LoadOptions {
  requests: number;
  /** Pause of each worker between two requests (keeps the load running across the faults). */
  pauseMs: number;
  /** Per-request deadline: a request hanging past it counts as a failure. */
  timeoutMs?: number;
  /** Text prefix of the messages this load posts. */
  tag: string;
}

export interface Outcome {
  index: number;
  method: string;
  status: number;
  /** Milliseconds the request took. */
  ms: number;
  /** JSON body of an error answer, or the transport error. */
  error?: string;
  /** For writes answered 201: the posted text. */
  written?: string;
}

export interface LoadResult {
  outcomes: Outcome[];
  startedAt: number;
  endedAt: number;
}

export interface Worker {
  client: Client;
  conversationId: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

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

export async function runLoad(workers: Worker[], options: LoadOptions): Promise<LoadResult> {
  const outcomes: Outcome[] = [];
  let next = 0;
  const startedAt = Date.now();
  const timeoutMs = options.timeoutMs ?? 10_000;
  await Promise.all(
    workers.map(async ({ client, conversationId }) => {
      while (next < options.requests) {
        const index = next;
        next += 1;
        const write = index % 2 === 0;
        const text = `${options.tag}-${index}`;
        const t0 = Date.now();
        const signal = AbortSignal.timeout(timeoutMs);
        try {
          const res = write
            ? await client.request(
                'POST',
                '/api/messages',
                { conversationId, type: 'user', content: text },
                {},
                signal,
              )
            : await client.request(
                'GET',
                `/api/conversations/${conversationId}`,
                undefined,
                {},
                signal,
              );
          outcomes.push({
            index,
            method: write ? 'POST' : 'GET',
            status: res.status,
            ms: Date.now() - t0,
            error: res.status >= 400 ? res.text.slice(0, 200) : undefined,
            written: write && res.status === 201 ? text : undefined,
          });
        } catch (err) {
          outcomes.push({
            index,
            method: write ? 'POST' : 'GET',
            status: 0,
            ms: Date.now() - t0,
            error: err instanceof Error ? `${err.name}: ${err.message}` : String(err),
          });
        }
        await sleep(options.pauseMs);
      }
    }),
  );
  return { outcomes, startedAt, endedAt: Date.now() };
}

/** Message texts with `tag` stored in the database. */
export async function storedTexts(databaseUrl: string, tag: string): Promise<Set<string>> {
  const pg = new PgClient({ connectionString: databaseUrl });
  await pg.connect();
  try {
    const { rows } = await pg.query<{ content: string }>(
      'SELECT content FROM messages WHERE content LIKE $1',
      [`${tag}-%`],
    );
    return new Set(rows.map((r) => r.content));
  } finally {
    await pg.end();
  }
}

export function describeFailures(outcomes: Outcome[]): string {
  return outcomes
    .filter((o) => o.status === 0 || o.status >= 400)
    .slice(0, 10)
    .map((o) => `#${o.index} ${o.method} ${o.status} ${o.ms} ms ${o.error ?? ''}`)
    .join('\n');
}
