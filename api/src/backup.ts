// `npm run backup [-- --prune]` (from the repository) or `node dist/backup.js [--prune]` (in the API
// image): writes a consistent, timestamped backup of the database to BACKUP_DIR (default
// <DATA_DIR>/backups) and records it in backup_runs (the last-success metric). --prune then
// deletes the backups the retention does not keep (platform/db/retention: 7 daily, 4 weekly);
// a failed backup prunes nothing.
// - DATABASE_URL set: pg_dump's custom format (pg_dump must be at least the server's version).
// - Embedded (no DATABASE_URL): through the running `npm start` server when there is one (the
//   site keeps running; its queries wait while the dump's snapshot is read, and the command says
//   for how long), else by opening <DATA_DIR>/pglite itself. Why: docs/backups.md.
// TypeScript under tsx like reset-second-factor, not a scripts/*.mjs: it reads the API's own
// config and shares the restore's code (platform/db/backup), and it is built into the API image.
import { mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { loadConfig } from './platform/config';
import {
  backupStamp,
  dumpEmbedded,
  dumpPostgres,
  formatCounts,
  recordBackupRun,
  reporter,
} from './platform/db/backup';
import { pruneBackups } from './platform/db/retention';

const report = reporter((text) => process.stdout.write(text));

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const unknown = args.filter((a) => a !== '--prune');
  if (unknown.length) throw new Error(`usage: backup [--prune] (unknown: ${unknown.join(' ')})`);
  const config = loadConfig();
  await backUp(config);
  if (args.includes('--prune')) {
    const { kept, deleted } = pruneBackups(config.backupDir);
    report.line(
      `Pruned ${config.backupDir}: kept ${kept.length} (7 daily, 4 weekly), deleted ` +
        `${deleted.length}${deleted.length ? `: ${deleted.join(', ')}` : ''}.`,
    );
  }
}

/** Records the written backup (backup_runs) through url, and says so. */
async function record(url: string, file: string): Promise<void> {
  const seconds = Number(report.seconds());
  const recorded = await recordBackupRun(url, {
    file: path.basename(file),
    bytes: statSync(file).size,
    seconds,
  });
  if (!recorded) {
    report.line(
      'Not recorded in backup_runs: the schema is older than migration 0019 (start the API once).',
    );
  }
}

async function backUp(config: ReturnType<typeof loadConfig>): Promise<void> {
  mkdirSync(config.backupDir, { recursive: true });
  const stamp = backupStamp();
  if (config.databaseUrl) {
    const file = path.join(config.backupDir, `zak-postgres-${stamp}.dump`);
    const partial = `${file}.partial`;
    report.step('pg_dump');
    let tables = 0;
    try {
      await dumpPostgres(config.databaseUrl, partial, (table) => {
        tables += 1;
        report.step(`pg_dump: table ${table} (${tables} so far)`);
      });
    } catch (err) {
      rmSync(partial, { force: true });
      throw err;
    }
    renameSync(partial, file);
    await record(config.databaseUrl, file);
    report.line(
      `Backup written: ${file} (PostgreSQL, pg_dump custom format, ${tables} tables, ` +
        `${megabytes(file)}) in ${report.seconds()} s.`,
    );
    return;
  }

  const dataDir = path.join(config.dataDir, 'pglite');
  const { runningEmbeddedUrl, startEmbeddedPostgres } = createRequire(__filename)(
    './platform/db/embedded',
  ) as typeof import('./platform/db/embedded');
  const file = path.join(config.backupDir, `zak-embedded-${stamp}.backup.gz`);
  const partial = `${file}.partial`;
  let url = runningEmbeddedUrl(dataDir);
  if (url === null) throw new Error(`the server on ${dataDir} is still starting: try again`);
  let stop: (() => Promise<void>) | undefined;
  const through = url ? 'through the running server' : 'with the server stopped';
  if (!url) {
    try {
      statSync(dataDir);
    } catch {
      throw new Error(`no embedded database at ${dataDir} (DATA_DIR=${config.dataDir})`);
    }
    const embedded = await startEmbeddedPostgres(dataDir);
    url = embedded.url;
    stop = () => embedded.stop();
  }
  try {
    report.step(`reading the embedded database ${through}`);
    const result = await dumpEmbedded(url, partial, (table, rows) =>
      report.step(`dumped ${table} (${rows} rows)`),
    );
    renameSync(partial, file);
    await record(url, file);
    report.line(`Tables:\n${formatCounts(result.tables)}`);
    report.line(
      `Backup written: ${file} (embedded PGlite, ${through}, ${result.tables.length} tables, ` +
        `${megabytes(file)}) in ${report.seconds()} s; the site's queries waited ` +
        `${result.pausedMs} ms for the snapshot.`,
    );
  } catch (err) {
    rmSync(partial, { force: true });
    throw err;
  } finally {
    await stop?.();
  }
}

const megabytes = (file: string) => `${(statSync(file).size / 1_048_576).toFixed(2)} MB`;

main()
  .catch((err: unknown) => {
    process.stderr.write(`backup: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
  })
  .finally(() => report.done());
