// One-shot migration job (docker-compose `migrate` service): applies the versioned migrations and
// bootstraps the administrator, then exits, so API replicas start on an up-to-date schema.
import { loadConfig } from './platform/config';
import { migrate } from './platform/db/migrate';
import { createSequelize } from './platform/db/sequelize';
import { createLogger } from './platform/logger';
import { administratorNotice, ensureAdmin } from './modules/members';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  if (!config.databaseUrl) throw new Error('DATABASE_URL is required for the migration job');
  const sequelize = createSequelize({ url: config.databaseUrl, poolMax: 1 });
  try {
    // Under the migration lock (platform/db/migrate): two jobs or pods started together never race.
    await migrate(sequelize, logger, async () => {
      const generated = await ensureAdmin(config, logger);
      if (generated) process.stdout.write(`\n${administratorNotice(config, generated)}\n`);
    });
    logger.info('migrations applied');
  } finally {
    await sequelize.close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`Migration failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
