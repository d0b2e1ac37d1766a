// Scheduled work (issue #37): pg-boss 10 keeps jobs and cron schedules in PostgreSQL (schema
// pgboss), so every mode runs the same: one API replica or N (a cron tick is claimed by one
// instance, a queued job by one worker), and the embedded database of `npm start`. pg-boss 11
// and 12 need Node 22 (docs/dependencies.md).
import PgBoss from 'pg-boss';
import type { Sequelize, Transaction } from 'sequelize';
import type { Logger } from '../logger';

/** What a job's handler may do besides its work: queue other jobs. */
export interface JobContext {
  /**
   * Queues a job on `queue`; a job with the same key waiting already is not queued twice. With a
   * transaction, the job is queued in it (it exists if and only if the transaction commits).
   */
  enqueue(queue: string, data: object, key: string, transaction?: Transaction): Promise<void>;
}

export interface JobDefinition {
  /** Queue name (also the cron schedule's key). */
  name: string;
  /** Cron expression in UTC ("* * * * *": every minute); none for a queue fed by other jobs. */
  cron?: string;
  /** The work of one job; throwing retries it with backoff, then leaves it failed. */
  run: (data: object, context: JobContext) => Promise<void>;
}

/** Per queue: the jobs waiting, running and failed for good, and the oldest waiting's age. */
export interface QueueStats {
  queue: string;
  waiting: number;
  active: number;
  failed: number;
  completed: number;
  /** Seconds the oldest job waiting to start has waited past its start time (0: none). */
  lagSeconds: number;
}

export interface FailedJob {
  id: string;
  queue: string;
  data: object;
  error: string;
  retries: number;
  failedAt: string;
}

export interface JobRunner {
  stats(): Promise<QueueStats[]>;
  failed(limit?: number): Promise<FailedJob[]>;
  /** Puts a failed job back in its queue; false when no failed job has that id. */
  retry(id: string): Promise<boolean>;
  /** Runs a cron job's work now (a setting just became due), besides its schedule. */
  runSoon(name: string): Promise<void>;
  stop(): Promise<void>;
}

/** Retries: 5, with backoff from 10 s (10, 20, 40, 80, 160 s), then `failed` (the dead letter). */
export const RETRY = { retryLimit: 5, retryDelay: 10, retryBackoff: true } as const;

interface PgClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}
interface ConnectionManager {
  getConnection(options?: object): Promise<PgClient>;
  releaseConnection(connection: PgClient): Promise<void> | void;
}

/**
 * The embedded database is one session, which the app's pool of one connection holds: pg-boss
 * borrows that connection for each statement (a transaction of the app is never interleaved: the
 * pool hands the connection out only between them).
 */
function sharedConnection(sequelize: Sequelize): { executeSql: PgClient['query'] } {
  const manager = (sequelize as unknown as { connectionManager: ConnectionManager })
    .connectionManager;
  return {
    async executeSql(text, values) {
      const connection = await manager.getConnection({ type: 'write' });
      try {
        return await connection.query(text, values);
      } finally {
        await manager.releaseConnection(connection);
      }
    },
  };
}

/**
 * pg-boss's statements run in the caller's transaction: on its connection (the pg client Sequelize
 * holds for it), so they commit or roll back with it. Sequelize's own query() is not used: it
 * parses `$n` itself and pg-boss's statements are written for pg's positional parameters.
 */
function inTransaction(transaction: Transaction): PgBoss.Db {
  const connection = (transaction as unknown as { connection: PgClient }).connection;
  return { executeSql: (text: string, values: unknown[]) => connection.query(text, values) };
}

let current: JobRunner | undefined;

/** The running replica's job runner, if it started one (none in tests that build the app alone). */
export const jobRunner = (): JobRunner | undefined => current;

/**
 * Starts pg-boss, creates each job's queue (retries with backoff; a job that keeps failing stays
 * `failed`, listed for the administrator), schedules the cron ones and works each queue.
 */
export async function startJobs(options: {
  databaseUrl: string;
  /** The embedded mode's Sequelize: pg-boss shares its one connection. */
  sharedSession?: Sequelize;
  logger: Logger;
  jobs: readonly JobDefinition[];
  /** How often an idle worker looks for work, in seconds (pg-boss's default is 2). */
  pollingIntervalSeconds?: number;
  /** Retries of a failing job (default RETRY). */
  retry?: { retryLimit: number; retryDelay: number; retryBackoff: boolean };
  /**
   * How long a job may run before it counts as dead (its replica killed) and is retried elsewhere
   * (JOBS_EXPIRE_SECONDS, default 60); the expired ones are looked for every half of it (at most
   * every 30 s).
   */
  expireInSeconds?: number;
}): Promise<JobRunner> {
  const retry = options.retry ?? RETRY;
  const expireInSeconds = options.expireInSeconds ?? 60;
  const { logger } = options;
  const boss = new PgBoss({
    ...(options.sharedSession
      ? { db: sharedConnection(options.sharedSession) }
      : { connectionString: options.databaseUrl, max: 2 }),
    schema: 'pgboss',
    application_name: 'zak-jobs',
    maintenanceIntervalSeconds: Math.max(1, Math.min(30, Math.floor(expireInSeconds / 2))),
  });
  boss.on('error', (err: Error) => logger.error({ err }, 'job runner error'));
  await boss.start();
  const names = options.jobs.map((j) => j.name);
  const context: JobContext = {
    async enqueue(queue, data, key, transaction) {
      // 'stately' queues hold one job per key and state: a second one waiting is refused.
      await boss.send(queue, data, {
        ...retry,
        singletonKey: key,
        ...(transaction ? { db: inTransaction(transaction) } : {}),
      });
    },
  };
  for (const job of options.jobs) {
    await boss.createQueue(job.name, {
      name: job.name,
      policy: 'stately',
      ...retry,
      expireInSeconds,
    });
    if (job.cron) await boss.schedule(job.name, job.cron, {}, { tz: 'UTC', singletonKey: 'tick' });
    await boss.work<object>(
      job.name,
      { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
      async ([item]) => {
        const started = Date.now();
        await job.run(item?.data ?? {}, context);
        logger.debug({ job: job.name, ms: Date.now() - started }, 'job done');
      },
    );
  }
  logger.info({ jobs: names }, 'job runner started');
  const run = async (text: string, values: unknown[]) =>
    (await boss.getDb().executeSql(text, values)).rows as Array<Record<string, unknown>>;
  const runner: JobRunner = {
    async stats() {
      const rows = await run(
        `SELECT name,
                count(*) FILTER (WHERE state IN ('created', 'retry'))::int AS waiting,
                count(*) FILTER (WHERE state = 'active')::int AS active,
                count(*) FILTER (WHERE state = 'failed')::int AS failed,
                count(*) FILTER (WHERE state = 'completed')::int AS completed,
                coalesce(extract(epoch FROM now() - min(start_after)
                  FILTER (WHERE state IN ('created', 'retry') AND start_after < now())), 0)::float AS lag
           FROM pgboss.job WHERE name = ANY($1) GROUP BY name`,
        [names],
      );
      const byName = new Map(rows.map((r) => [r.name as string, r]));
      return names.map((queue) => {
        const r = byName.get(queue);
        return {
          queue,
          waiting: Number(r?.waiting ?? 0),
          active: Number(r?.active ?? 0),
          failed: Number(r?.failed ?? 0),
          completed: Number(r?.completed ?? 0),
          lagSeconds: Number(r?.lag ?? 0),
        };
      });
    },
    async failed(limit = 50) {
      const rows = await run(
        `SELECT id::text, name, data, output, retry_count AS retries, completed_on AS "failedAt"
           FROM pgboss.job WHERE name = ANY($1) AND state = 'failed'
          ORDER BY completed_on DESC NULLS LAST LIMIT $2`,
        [names, limit],
      );
      return rows.map((r) => {
        const output = r.output as { message?: string } | null;
        return {
          id: String(r.id),
          queue: String(r.name),
          data: (r.data as object | null) ?? {},
          error: String(output?.message ?? ''),
          retries: Number(r.retries),
          failedAt: new Date(r.failedAt as string).toISOString(),
        };
      });
    },
    async retry(id) {
      const [row] = await run(
        `SELECT name FROM pgboss.job WHERE id::text = $1 AND state = 'failed' AND name = ANY($2)`,
        [id, names],
      );
      if (!row) return false;
      await boss.retry(String(row.name), id);
      return true;
    },
    async runSoon(name) {
      await boss.send(name, {}, { ...retry, singletonKey: 'soon' });
    },
    async stop() {
      if (current === runner) current = undefined;
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
    },
  };
  current = runner;
  return runner;
}
