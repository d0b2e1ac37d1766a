import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { UserModel } from '../models';
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
 * and Sequelize's query machinery is skipped. `name` must be unique to this SQL text.
 */
export async function selectPrepared<T extends object>(
  name: string,
  sql: string,
  params: Record<string, unknown>,
): Promise<T[]> {
  const sequelize = db();
  const manager = sequelize.connectionManager;
  const connection = await manager.getConnection({ type: 'read' });
  try {
    const statement = positional(sql, params);
    return (
      await (connection as unknown as PgConnection).query(
        supportsNamedStatements(sequelize) ? { name, ...statement } : statement,
      )
    ).rows as T[];
  } finally {
    manager.releaseConnection(connection);
  }
}
