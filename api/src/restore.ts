// `npm run restore -- FILE [--force]` (from the repository) or `node dist/restore.js FILE [--force]`
// (in the API image): restores a backup made by `npm run backup` into an empty database, then
// runs the migrations forward, so a backup made by an older version restores into this one.
// - DATABASE_URL set: pg_restore of a pg_dump custom-format file, in one transaction.
// - Embedded: into <DATA_DIR>/pglite, with `npm start` stopped.
// A database that holds tables is refused unless --force, naming them and their rows; --force
// empties a PostgreSQL database's public schema, and moves an embedded folder aside (kept).
import { existsSync, readdirSync, renameSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Client } from 'pg';
import type { Sequelize } from 'sequelize';
import { loadConfig } from './platform/config';
import {
  backupStamp,
  embeddedBackupHeader,
  emptyPostgres,
  formatCounts,
  isEmbeddedBackup,
  loadEmbedded,
  reporter,
  restorePostgres,
  tableCounts,
  type TableCount,
} from './platform/db/backup';
import { createMigrator, migrate } from './platform/db/migrate';
import { createSequelize } from './platform/db/sequelize';
import { createLogger } from './platform/logger';

const report = reporter((text) => process.stdout.write(text));

function refusal(where: string, counts: TableCount[]): Error {
  return new Error(
    `${where} is not empty; restoring would replace these tables:\n${formatCounts(counts)}\n` +
      'Run again with --force to replace them.',
  );
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const file = args.find((a) => !a.startsWith('--'));
  if (!file || !existsSync(file))
    throw new Error('usage: restore FILE [--force] (FILE must exist)');
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const embeddedFile = await isEmbeddedBackup(file);

  if (config.databaseUrl) {
    if (embeddedFile) {
      throw new Error(`${file} is an embedded backup: restore it without DATABASE_URL`);
    }
    const client = new Client({ connectionString: config.databaseUrl });
    await client.connect();
    try {
      const counts = await tableCounts(client);
      if (counts.length && !force) throw refusal('The database', counts);
      if (counts.length) {
        await emptyPostgres(client);
        report.line(`--force: emptied the database's public schema (${counts.length} tables).`);
      }
    } finally {
      await client.end();
    }
    report.step('pg_restore');
    let tables = 0;
    await restorePostgres(config.databaseUrl, file, (table) => {
      tables += 1;
      report.step(`pg_restore: table ${table} (${tables} so far)`);
    });
    report.line(`pg_restore: ${tables} tables loaded in ${report.seconds()} s.`);
    const sequelize = createSequelize({ url: config.databaseUrl, poolMax: 1 });
    await finish(sequelize, logger);
    return;
  }

  if (!embeddedFile) {
    throw new Error(`${file} is a PostgreSQL (pg_dump) backup: restore it with DATABASE_URL set`);
  }
  const dataDir = path.join(config.dataDir, 'pglite');
  const { runningEmbeddedUrl, startEmbeddedPostgres } = createRequire(__filename)(
    './platform/db/embedded',
  ) as typeof import('./platform/db/embedded');
  if (runningEmbeddedUrl(dataDir)) {
    throw new Error(`the server is running on ${dataDir}: stop npm start first`);
  }
  if (existsSync(dataDir) && readdirSync(dataDir).length) {
    const existing = await startEmbeddedPostgres(dataDir);
    const client = new Client({ connectionString: existing.url });
    let counts: TableCount[];
    try {
      await client.connect();
      counts = await tableCounts(client);
    } finally {
      await client.end().catch(() => undefined);
      await existing.stop();
    }
    if (!force) throw refusal(`The embedded database ${dataDir}`, counts);
    const aside = `${dataDir}.replaced-${backupStamp()}`;
    renameSync(dataDir, aside);
    report.line(`--force: moved the previous database (${counts.length} tables) to ${aside}.`);
  }

  const header = await embeddedBackupHeader(file);
  const embedded = await startEmbeddedPostgres(dataDir);
  const sequelize = createSequelize({ url: embedded.url, poolMax: 1, sharedSession: true });
  try {
    const known = new Set(
      (await createMigrator(sequelize).migrations(sequelize)).map((m) => m.name),
    );
    const unknown = header.migrations.filter((name) => !known.has(name));
    if (unknown.length) {
      throw new Error(`the backup comes from a newer version (migrations ${unknown.join(', ')})`);
    }
    report.step("recreating the backup's schema");
    // The backup's own schema first, so its rows fit; the newer migrations come after the rows.
    // Exactly its migrations, not "up to its last one": migrations are not always merged in the
    // order of their numbers (a backup with 0017 and without 0015 exists: testdata/backups), and a
    // newer table referencing users would stop the load's TRUNCATE.
    if (header.migrations.length) {
      await createMigrator(sequelize, logger).up({ migrations: header.migrations });
    }
    report.step('loading the tables');
    await loadEmbedded(embedded.db, file, (table, rows) =>
      report.step(`loaded ${table} (${rows} rows)`),
    );
    report.line(
      `Loaded ${header.tables.length} tables from a backup of ${header.createdAt} ` +
        `in ${report.seconds()} s.`,
    );
    await finish(sequelize, logger);
  } finally {
    await embedded.stop();
  }
}

/** Migrations forward, then what the database now holds. */
async function finish(sequelize: Sequelize, logger: ReturnType<typeof createLogger>) {
  try {
    report.step('migrations');
    const pending = (await createMigrator(sequelize).pending()).map((m) => m.name);
    await migrate(sequelize, logger);
    report.line(pending.length ? `Migrated forward: ${pending.join(', ')}.` : 'Schema up to date.');
    const [rows] = await sequelize.query(
      "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
    );
    const counts: TableCount[] = [];
    for (const { tablename } of rows as Array<{ tablename: string }>) {
      const [[count]] = (await sequelize.query(`SELECT count(*) AS n FROM "${tablename}"`)) as [
        Array<{ n: string }>,
        unknown,
      ];
      counts.push({ table: tablename, rows: Number(count?.n ?? 0) });
    }
    report.line(`Tables:\n${formatCounts(counts)}`);
    report.line(`Restore finished in ${report.seconds()} s.`);
  } finally {
    await sequelize.close();
  }
}

main()
  .catch((err: unknown) => {
    process.stderr.write(`restore: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
  })
  .finally(() => report.done());
