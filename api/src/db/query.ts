import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import { UserModel } from '../models';

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
