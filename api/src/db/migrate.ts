import type { Sequelize } from 'sequelize';
import { SequelizeStorage, Umzug } from 'umzug';
import type { Logger } from '../lib/logger';
import * as m0001 from '../migrations/0001-initial-schema';
import * as m0002 from '../migrations/0002-search-indexes';
import * as m0003 from '../migrations/0003-default-settings';
import * as m0004 from '../migrations/0004-message-counts';
import * as m0005 from '../migrations/0005-daily-stats';
import * as m0006 from '../migrations/0006-last-user-message';
import * as m0007 from '../migrations/0007-daily-stats-upserts';
import * as m0008 from '../migrations/0008-conversation-notify';
import * as m0010 from '../migrations/0010-account-recovery';
import type { Migration } from '../migrations/types';

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
  { name: '0010-account-recovery', ...m0010 },
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

/** Applies every pending migration (at start and in tests). */
export async function migrate(sequelize: Sequelize, logger?: Logger): Promise<void> {
  await createMigrator(sequelize, logger).up();
}
