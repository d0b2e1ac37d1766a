import { finished } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { to as copyTo } from 'pg-copy-streams';
import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { UserModel } from '../../models';
import { databaseAnswered } from './health';
import { supportsNamedStatements } from './sequelize';

/** The process's Sequelize instance (bound by initModels). */
export function db(): Sequelize {
  const sequelize = UserModel.sequelize;
  if (!sequelize) throw new Error('Models are not initialised: call createSequelize() first');
  return sequelize;
}

/** A SELECT with named bind parameters ($name: sent apart from the SQL text); plain rows. */
export function select<T extends object>(
  sql: string,
  params: Record<string, unknown> = {},
  transaction?: Transaction,
): Promise<T[]> {
  return db().query<T>(sql, { type: QueryTypes.SELECT, bind: params, transaction });
}

/** Escapes LIKE/ILIKE wildcards and wraps the text for a substring match. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function iso(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return new Date(value).toISOString();
}

export function isUniqueViolation(err: unknown): boolean {
  return (
    typeof err === 'object' &&
    err !== null &&
    'name' in err &&
    err.name === 'SequelizeUniqueConstraintError'
  );
}

interface PgConnection {
  query(q: { text: string; values: unknown[]; rowMode: 'array' }): Promise<{ rows: unknown[][] }>;
  query(q: { name?: string; text: string; values: unknown[] }): Promise<{ rows: object[] }>;
  query(text: string): Promise<unknown>;
  query(stream: Readable): Readable;
}

/** `$name` placeholders to pg's positional `$1`, with the values in order. */
export function positional(
  sql: string,
  params: Record<string, unknown>,
): { text: string; values: unknown[] } {
  const values: unknown[] = [];
  const index = new Map<string, number>();
  const text = sql.replace(/\$([A-Za-z]\w*)/g, (_m, name: string) => {
    if (!index.has(name)) {
      values.push(params[name]);
      index.set(name, values.length);
    }
    return `$${index.get(name)}`;
  });
  return { text, values };
}

/**
 * A SELECT answered as arrays of column values straight from the pg driver, skipping Sequelize's
 * row handling: for bulk reads (exports) where that overhead dominates. Bound parameters only.
 */
export async function selectArrays(
  sql: string,
  params: Record<string, unknown>,
): Promise<unknown[][]> {
  const manager = db().connectionManager;
  const connection = await manager.getConnection({ type: 'read' });
  try {
    return (
      await (connection as unknown as PgConnection).query({
        ...positional(sql, params),
        rowMode: 'array',
      })
    ).rows;
  } finally {
    manager.releaseConnection(connection);
  }
}

/**
 * A small hot-path SELECT (e.g. the signed-in user, read on every request) as a named prepared
 * statement straight on a pooled pg connection: PostgreSQL parses and plans it once per connection,
 * and Sequelize's query machinery is skipped. `name` must be unique to this SQL text; null sends
 * it unnamed, planned for each call's values (for a plan that depends on them, e.g. an OFFSET,
 * where PostgreSQL's generic plan for a named statement could be far worse).
 */
export async function selectPrepared<T extends object>(
  name: string | null,
  sql: string,
  params: Record<string, unknown>,
): Promise<T[]> {
  const sequelize = db();
  const manager = sequelize.connectionManager;
  const connection = await manager.getConnection({ type: 'read' });
  try {
    const statement = positional(sql, params);
    const { rows } = await (connection as unknown as PgConnection).query(
      name !== null && supportsNamedStatements(sequelize) ? { name, ...statement } : statement,
    );
    databaseAnswered();
    return rows as T[];
  } finally {
    manager.releaseConnection(connection);
  }
}

/** Can this database stream a COPY on a connection of its own (not PGlite's single session)? */
export function supportsCopy(): boolean {
  return supportsNamedStatements(db());
}

/**
 * `COPY (query) TO STDOUT WITH (FORMAT csv)` on a pooled connection of its own: PostgreSQL writes
 * the CSV and the bytes stream through untouched, so a million rows cost no per-row objects here.
 * COPY takes no bind parameters: `settings` are set for its transaction with set_config (bound
 * values) and the query reads them with current_setting('name'). The connection returns to the
 * pool once the stream has ended; a stream that fails or is abandoned half-way (client gone)
 * closes it instead, as a COPY in progress cannot be taken back.
 */
export async function copyCsv(query: string, settings: Record<string, string>): Promise<Readable> {
  const manager = db().connectionManager;
  const connection = (await manager.getConnection({ type: 'read' })) as unknown as PgConnection;
  const names = Object.keys(settings);
  try {
    await connection.query('BEGIN TRANSACTION READ ONLY');
    if (names.length) {
      await connection.query({
        text: `SELECT ${names.map((_, i) => `set_config($${2 * i + 1}, $${2 * i + 2}, true)`).join(', ')}`,
        values: names.flatMap((name) => [name, settings[name]]),
      });
    }
  } catch (err) {
    await manager.destroyConnection(connection as never).catch(() => undefined);
    throw err;
  }
  const stream = connection.query(copyTo(`COPY (${query}) TO STDOUT WITH (FORMAT csv)`));
  finished(stream).then(
    () =>
      connection.query('COMMIT').then(
        () => manager.releaseConnection(connection as never),
        () => manager.destroyConnection(connection as never),
      ),
    () => manager.destroyConnection(connection as never).catch(() => undefined),
  );
  return stream;
}
