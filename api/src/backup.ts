// `npm run backup` (from the repository) or `node dist/backup.js` (in the API image): writes a
// consistent, timestamped backup of the database to BACKUP_DIR (default <DATA_DIR>/backups).
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
  reporter,
} from './platform/db/backup';

const report = reporter((text) => process.stdout.write(text));

async function main(): Promise<void> {
  const config = loadConfig();
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
