import type { EventEmitter } from 'node:events';
import { databaseAnswered, databaseFailed } from './health';
import { Sequelize } from 'sequelize';
import { initModels } from '../../models';

export interface DatabaseOptions {
  url: string;
  poolMax: number;
  /**
   * Embedded PGlite behind pglite-socket: every connection shares ONE backend session, so named
   * prepared statements outlive the pg connection that created them (a pooled connection evicted
   * when idle, then a new one preparing the same name, fails). Such databases use unnamed ones.
   */
  sharedSession?: boolean;
}

const sharedSessionDatabases = new WeakSet<Sequelize>();
const urls = new WeakMap<Sequelize, string>();

/** The URL a Sequelize instance was created with (the migration lock opens its own session). */
export function databaseUrlOf(sequelize: Sequelize): string | undefined {
  return urls.get(sequelize);
}

/** This process's pool (sequelize-pool, behind Sequelize's connection manager), for the metrics. */
export function poolStats(
  sequelize: Sequelize,
): { available: number; using: number; waiting: number } | undefined {
  return (
    sequelize.connectionManager as unknown as {
      pool?: { available: number; using: number; waiting: number };
    }
  ).pool;
}

/** Whether named prepared statements are safe on this database (see `sharedSession`). */
export function supportsNamedStatements(sequelize: Sequelize): boolean {
  return !sharedSessionDatabases.has(sequelize);
}

/**
 * One Sequelize instance per process. Connection-level failures are retried a few times (a
 * Postgres restart is survived by the next request); statement errors are never retried.
 */
export function createSequelize({ url, poolMax, sharedSession }: DatabaseOptions): Sequelize {
  const sequelize = new Sequelize(url, {
    dialect: 'postgres',
    logging: false,
    pool: { max: poolMax, min: 0, acquire: 5000, idle: 10_000, evict: 5000 },
    retry: {
      max: 3,
      match: [
        /SequelizeConnectionError/,
        /SequelizeConnectionRefusedError/,
        /ECONNREFUSED/,
        /ECONNRESET/,
        /Connection terminated/,
      ],
    },
    dialectOptions: { connectionTimeoutMillis: 3000, statement_timeout: 30_000 },
  });
  sequelize.addHook('afterQuery', databaseAnswered);
  sequelize.addHook('afterConnect', (connection: unknown) => {
    (connection as EventEmitter).on('error', databaseFailed);
  });
  if (sharedSession) sharedSessionDatabases.add(sequelize);
  urls.set(sequelize, url);
  initModels(sequelize);
  return sequelize;
}
