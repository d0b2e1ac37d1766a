import { Client } from 'pg';
import type { Sequelize } from 'sequelize';
import { SequelizeStorage, Umzug } from 'umzug';
import type { Logger } from '../logger';
import * as m0001 from '../../migrations/0001-initial-schema';
import * as m0002 from '../../migrations/0002-search-indexes';
import * as m0003 from '../../migrations/0003-default-settings';
import * as m0004 from '../../migrations/0004-message-counts';
import * as m0005 from '../../migrations/0005-daily-stats';
import * as m0006 from '../../migrations/0006-last-user-message';
import * as m0007 from '../../migrations/0007-daily-stats-upserts';
import * as m0008 from '../../migrations/0008-conversation-notify';
import * as m0009 from '../../migrations/0009-username-rules';
import * as m0010 from '../../migrations/0010-account-recovery';
import * as m0011 from '../../migrations/0011-second-factor';
import * as m0012 from '../../migrations/0012-entitlements';
import * as m0013 from '../../migrations/0013-progress-tracker';
import * as m0014 from '../../migrations/0014-replaced-messages';
import * as m0015 from '../../migrations/0015-training-log';
import * as m0016 from '../../migrations/0016-message-suggestions';
import * as m0017 from '../../migrations/0017-terms-consent';
import * as m0019 from '../../migrations/0019-backup-runs';
import * as m0020 from '../../migrations/0020-reminders';
import * as m0021 from '../../migrations/0021-coaching';
import * as m0022 from '../../migrations/0022-training-history-index';
import * as m0023 from '../../migrations/0023-reminder-deliveries';
import * as m0024 from '../../migrations/0024-coaching-summary';
import * as m0025 from '../../migrations/0025-message-topics';
import * as m0026 from '../../migrations/0026-training-exercise-sessions';
import * as m0027 from '../../migrations/0027-unclassified-messages';
import * as m0028 from '../../migrations/0028-terms-renewal';
import * as m0029 from '../../migrations/0029-training-reminder-days';
import type { Migration } from '../../migrations/types';
import { databaseUrlOf, supportsNamedStatements } from './sequelize';

// Explicit list (not a glob): works the same from src/ under tsx/jest and from dist/.
const MIGRATIONS: Array<{ name: string; up: Migration; down: Migration }> = [
  { name: '0001-initial-schema', ...m0001 },
  { name: '0002-search-indexes', ...m0002 },
  { name: '0003-default-settings', ...m0003 },
  { name: '0004-message-counts', ...m0004 },
  { name: '0005-daily-stats', ...m0005 },
  { name: '0006-last-user-message', ...m0006 },
  { name: '0007-daily-stats-upserts', ...m0007 },
  { name: '0008-conversation-notify', ...m0008 },
  { name: '0009-username-rules', ...m0009 },
  { name: '0010-account-recovery', ...m0010 },
  { name: '0011-second-factor', ...m0011 },
  { name: '0012-entitlements', ...m0012 },
  { name: '0013-progress-tracker', ...m0013 },
  { name: '0014-replaced-messages', ...m0014 },
  { name: '0015-training-log', ...m0015 },
  { name: '0016-message-suggestions', ...m0016 },
  { name: '0017-terms-consent', ...m0017 },
  // 0018 is taken by another change in flight; 0019 does not depend on it.
  { name: '0019-backup-runs', ...m0019 },
  { name: '0020-reminders', ...m0020 },
  { name: '0021-coaching', ...m0021 },
  { name: '0022-training-history-index', ...m0022 },
  { name: '0023-reminder-deliveries', ...m0023 },
  { name: '0024-coaching-summary', ...m0024 },
  { name: '0025-message-topics', ...m0025 },
  { name: '0026-training-exercise-sessions', ...m0026 },
  { name: '0027-unclassified-messages', ...m0027 },
  { name: '0028-terms-renewal', ...m0028 },
  { name: '0029-training-reminder-days', ...m0029 },
];

export function createMigrator(sequelize: Sequelize, logger?: Logger) {
  return new Umzug({
    migrations: MIGRATIONS,
    context: sequelize,
    storage: new SequelizeStorage({ sequelize, tableName: 'schema_migrations' }),
    logger: logger
      ? {
          info: (m) => logger.info(m, 'migration'),
          warn: (m) => logger.warn(m, 'migration'),
          error: (m) => logger.error(m, 'migration'),
          debug: (m) => logger.debug(m, 'migration'),
        }
      : undefined,
  });
}

/** Key of the PostgreSQL advisory lock every migrator of this schema takes (any fixed bigint). */
export const MIGRATION_LOCK_KEY = 7_302_202_622;

/**
 * Runs `work` while holding the migration lock: a session-level advisory lock on a connection of
 * its own (outside the pool, which the migrations use), so migrators started together (API
 * replicas, the migration Job, Kubernetes init containers) run one after the other; the next one
 * finds nothing pending. A migrator that dies releases the lock with its session.
 */
async function withMigrationLock<T>(
  url: string,
  logger: Logger | undefined,
  work: () => Promise<T>,
) {
  const client = new Client({ connectionString: url, application_name: 'zak-migrator' });
  await client.connect();
  try {
    const tried = await client.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_lock($1) AS locked',
      [MIGRATION_LOCK_KEY],
    );
    if (!tried.rows[0]?.locked) {
      logger?.info('another migrator holds the migration lock: waiting');
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    }
    return await work();
  } finally {
    await client.end().catch(() => undefined); // ending the session releases the lock
  }
}

/**
 * Applies every pending migration (at start and in tests), then `andThen` (the administrator's
 * bootstrap), both under the migration lock. Embedded PGlite is one process and one session: no lock.
 */
export async function migrate(
  sequelize: Sequelize,
  logger?: Logger,
  andThen?: () => Promise<void>,
): Promise<void> {
  const work = async () => {
    await createMigrator(sequelize, logger).up();
    await andThen?.();
  };
  const url = databaseUrlOf(sequelize);
  if (!url || !supportsNamedStatements(sequelize)) return work();
  return withMigrationLock(url, logger, work);
}
