// Backups and restores of the database, in both modes (the commands: src/backup.ts, src/restore.ts;
// the decisions: docs/backups.md).
// - PostgreSQL: pg_dump's custom format, restored by pg_restore into an empty database.
// - Embedded PGlite: a logical dump of our own (each table's COPY text, the sequences, the list of
//   applied migrations), read through the running server's wire protocol inside one REPEATABLE
//   READ transaction. The local pg_dump cannot do it (PGlite 0.5 is PostgreSQL 18, pg_dump refuses
//   a newer server), and PGlite's dumpDataDir() is in-process only (the server holds the folder).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { Writable, type Readable } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { QueryTypes, type Sequelize } from 'sequelize';

/** A table of the public schema with its exact row count. */
export interface TableCount {
  table: string;
  rows: number;
}

/** UTC, sortable, safe in a file name: 20261126T224501Z. */
export function backupStamp(date = new Date()): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
}

/** Every table of the public schema with its row count (what a restore would replace). */
export async function tableCounts(client: Client): Promise<TableCount[]> {
  const { rows } = await client.query<{ tablename: string }>(
    "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
  );
  const counts: TableCount[] = [];
  for (const { tablename } of rows) {
    const result = await client.query<{ n: string }>(
      `SELECT count(*) AS n FROM public.${quoteIdent(tablename)}`,
    );
    counts.push({ table: tablename, rows: Number(result.rows[0]?.n ?? 0) });
  }
  return counts;
}

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Runs a PostgreSQL client program; `onLine` hears its stderr (the --verbose progress). */
async function runPgProgram(
  program: string,
  args: string[],
  databaseUrl: string,
  onLine: (line: string) => void,
): Promise<void> {
  // The password goes through the environment, not the command line (visible in `ps`).
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const child = spawn(program, [...args, `--dbname=${url.toString()}`], {
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  const errors: string[] = [];
  createInterface({ input: child.stderr }).on('line', (line) => {
    if (/error|warning|fatal/i.test(line)) errors.push(line);
    onLine(line);
  });
  const [code] = (await Promise.race([
    once(child, 'exit'),
    once(child, 'error').then(([err]) => {
      throw new Error(
        `${program} could not start (${(err as Error).message}): install the PostgreSQL client`,
      );
    }),
  ])) as [number | null];
  if (code !== 0) throw new Error(`${program} failed (exit ${code}):\n${errors.join('\n')}`);
}

/** `pg_dump --format=custom` of the whole database into file; onTable hears each table dumped. */
export async function dumpPostgres(
  databaseUrl: string,
  file: string,
  onTable: (table: string) => void,
): Promise<void> {
  await runPgProgram(
    'pg_dump',
    ['--format=custom', '--no-owner', '--no-acl', '--verbose', `--file=${file}`],
    databaseUrl,
    (line) => {
      const match = /dumping contents of table "?([^"\s]+)"?/.exec(line);
      if (match?.[1]) onTable(match[1]);
    },
  );
}

/** Empties the public schema (what `--force` replaces), extensions and functions included. */
export async function emptyPostgres(client: Client): Promise<void> {
  await client.query('DROP SCHEMA public CASCADE');
  await client.query('CREATE SCHEMA public');
}

/** `pg_restore` of a custom-format dump into an empty database, in one transaction. */
export async function restorePostgres(
  databaseUrl: string,
  file: string,
  onTable: (table: string) => void,
): Promise<void> {
  await runPgProgram(
    'pg_restore',
    ['--no-owner', '--no-acl', '--exit-on-error', '--single-transaction', '--verbose', file],
    databaseUrl,
    (line) => {
      const match = /processing data for table "?([^"\s]+)"?/.exec(line);
      if (match?.[1]) onTable(match[1]);
    },
  );
}

/**
 * Records a successful backup in backup_runs (migration 0019), read by every API replica's
 * zak_backup_last_success_timestamp_seconds. Returns false when the schema has no such table yet
 * (a database the migrations have not reached): the backup stands, only the record is missing.
 */
export async function recordBackupRun(
  url: string,
  run: { file: string; bytes: number; seconds: number },
): Promise<boolean> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('INSERT INTO backup_runs (file, bytes, seconds) VALUES ($1, $2, $3)', [
      run.file,
      run.bytes,
      run.seconds,
    ]);
    return true;
  } catch (err) {
    if ((err as { code?: string }).code === '42P01') return false; // undefined_table
    throw err;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** When the newest recorded backup finished, in Unix seconds; 0 when none is recorded. */
export async function lastBackupSeconds(sequelize: Sequelize): Promise<number> {
  const [row] = await sequelize.query<{ at: number | null }>(
    'SELECT extract(epoch FROM max(finished_at))::float8 AS at FROM backup_runs',
    { type: QueryTypes.SELECT },
  );
  return Number(row?.at ?? 0);
}

// ---- Embedded (PGlite): the logical dump ----

const EMBEDDED_MAGIC = 'ZAK-EMBEDDED-BACKUP 1';
const END_OF_COPY = '\\.';

interface EmbeddedHeader {
  createdAt: string;
  /** schema_migrations, in order: the restore recreates this schema, then migrates forward. */
  migrations: string[];
  sequences: Array<{ name: string; value: string | null }>;
  tables: Array<{ name: string; columns: string[]; rows: number }>;
}

/** Whether a backup file is the embedded format (else pg_dump's custom format, `PGDMP`). */
export async function isEmbeddedBackup(file: string): Promise<boolean> {
  const stream = createReadStream(file, { start: 0, end: 1 });
  const [head] = (await stream.toArray()) as Buffer[];
  return head?.[0] === 0x1f && head[1] === 0x8b; // gzip
}

/**
 * Dumps the embedded database through its wire protocol. The REPEATABLE READ transaction is one
 * snapshot; pglite-socket runs one connection's transaction at a time, so the server's own queries
 * wait until it ends: the returned pausedMs is how long the site waited.
 */
export async function dumpEmbedded(
  url: string,
  file: string,
  onTable: (table: string, rows: number) => void,
): Promise<{ tables: TableCount[]; pausedMs: number; bytes: number }> {
  const client = new Client({ connectionString: url, application_name: 'zak-backup' });
  await client.connect();
  const gzip = createGzip();
  const out = createWriteStream(file);
  const written = pipeline(gzip, out);
  const write = async (chunk: string | Buffer) => {
    if (!gzip.write(chunk)) await once(gzip, 'drain');
  };
  let pausedMs = 0;
  const tables: TableCount[] = [];
  try {
    const started = Date.now();
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    try {
      const header = await embeddedHeader(client);
      await write(`${EMBEDDED_MAGIC}\n${JSON.stringify(header)}\n`);
      for (const table of header.tables) {
        await write(`${table.name}\n`);
        const cols = table.columns.map(quoteIdent).join(', ');
        await pipeline(
          copyOut(client, `COPY public.${quoteIdent(table.name)} (${cols}) TO STDOUT`),
          new Writable({
            write: (chunk: Buffer, _encoding, done) => {
              write(chunk).then(() => done(), done);
            },
          }),
        );
        await write(`${END_OF_COPY}\n`);
        tables.push({ table: table.name, rows: table.rows });
        onTable(table.name, table.rows);
      }
    } finally {
      await client.query('COMMIT');
      pausedMs = Date.now() - started;
    }
    gzip.end();
    await written;
  } catch (err) {
    gzip.destroy();
    throw err;
  } finally {
    await client.end();
  }
  return { tables, pausedMs, bytes: out.bytesWritten };
}

/** pg's typings know no stream queries; pg-copy-streams' `to` is one (Submittable at run time). */
const copyOut = (client: Client, text: string): Readable =>
  (client as unknown as { query: (stream: Readable) => Readable }).query(copyTo(text));

async function embeddedHeader(client: Client): Promise<EmbeddedHeader> {
  const migrations = await client.query<{ name: string }>(
    'SELECT name FROM schema_migrations ORDER BY name',
  );
  const sequences = await client.query<{ name: string; value: string | null }>(
    "SELECT sequencename AS name, last_value::text AS value FROM pg_sequences WHERE schemaname = 'public'",
  );
  const columns = await client.query<{ table: string; column: string }>(
    `SELECT c.table_name AS table, c.column_name AS column
       FROM information_schema.columns c
       JOIN pg_tables t ON t.schemaname = c.table_schema AND t.tablename = c.table_name
      WHERE c.table_schema = 'public' AND c.is_generated = 'NEVER' AND c.table_name <> 'schema_migrations'
      ORDER BY c.table_name, c.ordinal_position`,
  );
  const byTable = new Map<string, string[]>();
  for (const { table, column } of columns.rows) {
    byTable.set(table, [...(byTable.get(table) ?? []), column]);
  }
  const tables: EmbeddedHeader['tables'] = [];
  for (const [name, cols] of byTable) {
    const count = await client.query<{ n: string }>(
      `SELECT count(*) AS n FROM public.${quoteIdent(name)}`,
    );
    tables.push({ name, columns: cols, rows: Number(count.rows[0]?.n ?? 0) });
  }
  return {
    createdAt: new Date().toISOString(),
    migrations: migrations.rows.map((r) => r.name),
    sequences: sequences.rows,
    tables,
  };
}

/** Reads an embedded backup: its header, then each table's COPY text, one table at a time. */
export async function readEmbeddedBackup(
  file: string,
  onTable: (table: EmbeddedHeader['tables'][number], copyText: string) => Promise<void>,
): Promise<EmbeddedHeader> {
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()) });
  let header: EmbeddedHeader | undefined;
  let table: EmbeddedHeader['tables'][number] | undefined;
  let text: string[] = [];
  let index = 0;
  for await (const line of lines) {
    index += 1;
    if (index === 1) {
      if (line !== EMBEDDED_MAGIC) throw new Error(`${file} is not a Zak Coaching backup`);
    } else if (index === 2) {
      header = JSON.parse(line) as EmbeddedHeader;
    } else if (!table) {
      table = header?.tables.find((t) => t.name === line);
      if (!table) throw new Error(`${file}: unknown table "${line}" (damaged file?)`);
    } else if (line === END_OF_COPY) {
      await onTable(table, text.length ? `${text.join('\n')}\n` : '');
      table = undefined;
      text = [];
    } else {
      text.push(line);
    }
  }
  if (!header || table) throw new Error(`${file} is truncated`);
  return header;
}

/** The header of an embedded backup alone (which migrations its schema had). */
export async function embeddedBackupHeader(file: string): Promise<EmbeddedHeader> {
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()) });
  let index = 0;
  for await (const line of lines) {
    index += 1;
    if (index === 1 && line !== EMBEDDED_MAGIC) break;
    if (index === 2) {
      lines.close();
      return JSON.parse(line) as EmbeddedHeader;
    }
  }
  throw new Error(`${file} is not a Zak Coaching backup`);
}

/**
 * Loads an embedded backup's rows into a PGlite whose schema is the backup's (migrated up to its
 * last migration): triggers off (the counters and daily stats are in the dump already), the
 * migrations' seed rows replaced, the sequences set back.
 */
export async function loadEmbedded(
  db: PGlite,
  file: string,
  onTable: (table: string, rows: number) => void,
): Promise<EmbeddedHeader> {
  await db.exec("SET session_replication_role = 'replica'");
  try {
    const header = await embeddedBackupHeader(file);
    const names = header.tables.map((t) => `public.${quoteIdent(t.name)}`);
    if (names.length) await db.exec(`TRUNCATE ${names.join(', ')}`);
    await readEmbeddedBackup(file, async (table, copyText) => {
      const cols = table.columns.map(quoteIdent).join(', ');
      await db.query(`COPY public.${quoteIdent(table.name)} (${cols}) FROM '/dev/blob'`, [], {
        blob: new Blob([copyText]),
      });
      onTable(table.name, table.rows);
    });
    for (const { name, value } of header.sequences) {
      await db.query(
        value === null ? 'SELECT setval($1, 1, false)' : 'SELECT setval($1, $2::bigint, true)',
        value === null ? [`public.${quoteIdent(name)}`] : [`public.${quoteIdent(name)}`, value],
      );
    }
    return header;
  } finally {
    await db.exec("SET session_replication_role = 'origin'");
  }
}

/**
 * A command's report: lines as they happen, and a progress line every few seconds while a step
 * runs long (so a big dump never looks stuck).
 */
export function reporter(write: (text: string) => void, everyMs = 3000) {
  const started = Date.now();
  let current = 'starting';
  const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
  const timer = setInterval(() => write(`... ${current} (${seconds()} s so far)\n`), everyMs);
  timer.unref();
  return {
    seconds,
    /** What the command is doing now (the progress line repeats it). */
    step(text: string) {
      current = text;
    },
    line(text: string) {
      write(`${text}\n`);
    },
    done() {
      clearInterval(timer);
    },
  };
}

/** `  users  12 rows` lines, aligned. */
export function formatCounts(counts: TableCount[]): string {
  const width = Math.max(0, ...counts.map((c) => c.table.length));
  return counts.map((c) => `  ${c.table.padEnd(width)}  ${c.rows} rows`).join('\n');
}
