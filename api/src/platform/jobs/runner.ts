// Scheduled work (issue #37): pg-boss 10 keeps jobs and cron schedules in PostgreSQL (schema
// pgboss), so every mode runs the same: one API replica or N (a cron tick is claimed by one
// instance), and the embedded database of `npm start`. pg-boss 11 and 12 need Node 22.
import PgBoss from 'pg-boss';
import type { Sequelize } from 'sequelize';
import type { Logger } from '../logger';

export interface ScheduledJob {
  /** Queue name, also the schedule's key. */
  name: string;
  /** Cron expression in UTC ("* * * * *": every minute). */
  cron: string;
  /** The work of one tick; throwing retries it with backoff, then leaves it failed. */
  run: () => Promise<void>;
}

export interface JobRunner {
  boss: PgBoss;
  stop(): Promise<void>;
}

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
 * Starts pg-boss, creates each job's queue (retries with backoff; a job that keeps failing stays
 * `failed`, visible in pgboss.job), schedules it and works it one job at a time.
 */
export async function startJobs(options: {
  databaseUrl: string;
  /** The embedded mode's Sequelize: pg-boss shares its one connection. */
  sharedSession?: Sequelize;
  logger: Logger;
  jobs: readonly ScheduledJob[];
}): Promise<JobRunner> {
  const { logger } = options;
  const boss = new PgBoss({
    ...(options.sharedSession
      ? { db: sharedConnection(options.sharedSession) }
      : { connectionString: options.databaseUrl, max: 2 }),
    schema: 'pgboss',
    application_name: 'zak-jobs',
  });
  boss.on('error', (err: Error) => logger.error({ err }, 'job runner error'));
  await boss.start();
  for (const job of options.jobs) {
    await boss.createQueue(job.name, {
      name: job.name,
      retryLimit: 5,
      retryDelay: 10,
      retryBackoff: true,
      expireInSeconds: 300,
    });
    await boss.schedule(job.name, job.cron, undefined, { tz: 'UTC' });
    await boss.work(job.name, { batchSize: 1, pollingIntervalSeconds: 5 }, async () => {
      const started = Date.now();
      await job.run();
      logger.debug({ job: job.name, ms: Date.now() - started }, 'job done');
    });
  }
  logger.info({ jobs: options.jobs.map((j) => j.name) }, 'job runner started');
  return {
    boss,
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
    },
  };
}
