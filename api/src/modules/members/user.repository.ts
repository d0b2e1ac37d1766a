// Data access only: passwords arrive hashed, and the user service (modules/members/user.service.ts)
// turns a taken username into its 409 and tells the replicas' caches that users changed.
import { Op, QueryTypes } from 'sequelize';
import {
  db,
  containsPattern,
  isUniqueViolation,
  select,
  selectPrepared,
} from '../../platform/db/query';
import { usernameKeySql } from '../../platform/text-policy';
import { UserModel } from '../../models';
import type { NewUser, PaidAccess, UserFilters, UserPatch, UserRecord } from './user';

/** What an insert or update answers when the (case-insensitive) username is already taken. */
export const USERNAME_TAKEN = 'username-taken';
type UsernameTaken = typeof USERNAME_TAKEN;

/** A new user row: the password is already hashed. */
export type NewUserRow = Omit<NewUser, 'password'> & { passwordHash: string };

const COLUMNS = `users.id, username, email, role, has_ia_access AS "hasIAAccess",
  is_active AS "isActive", ia_settings AS "iaSettings", users.created_at AS "createdAt",
  last_login_at AS "lastLoginAt", expires_at AS "expiresAt",
  terms_accepted_at AS "termsAcceptedAt", terms_renewal AS "termsRenewal", paid."paidAccess"`;

/**
 * The member's paid entitlement that matters (modules/members/user PaidAccess): the active one lasting
 * longest, else the latest; one lookup in the (user_id, source) unique index, per user read.
 */
const PAID = `LEFT JOIN LATERAL (
    SELECT json_build_object('source', e.source, 'status', e.status, 'periodEnd', e.period_end,
      'renewing', e.renewing, 'endedAt', e.ended_at) AS "paidAccess"
    FROM entitlements e WHERE e.user_id = users.id AND e.source <> 'admin'
    ORDER BY e.status = 'active' DESC, e.period_end DESC NULLS FIRST, e.updated_at DESC, e.id DESC
    LIMIT 1
  ) paid ON TRUE`;

/** FROM clause of every user read: the users table with the paid entitlement. */
const USERS = `users ${PAID}`;

type PaidRow = {
  [K in keyof PaidAccess]: PaidAccess[K] extends Date | null ? string | null : PaidAccess[K];
};
type UserRow = Omit<UserRecord, 'paidAccess'> & { paidAccess: PaidRow | null };

function toRecord(m: UserModel): UserRecord {
  return {
    id: m.id,
    username: m.username,
    email: m.email,
    role: m.role,
    hasIAAccess: m.hasIAAccess,
    isActive: m.isActive,
    iaSettings: m.iaSettings,
    createdAt: m.createdAt,
    lastLoginAt: m.lastLoginAt,
    expiresAt: m.expiresAt,
    termsAcceptedAt: m.termsAcceptedAt ?? null,
    termsRenewal: m.termsRenewal ?? null,
    paidAccess: null,
  };
}

const date = (value: Date | string | null) => (value ? new Date(value) : null);

function withDates(row: UserRow): UserRecord {
  const paid = row.paidAccess;
  return {
    ...row,
    createdAt: new Date(row.createdAt),
    lastLoginAt: date(row.lastLoginAt),
    expiresAt: date(row.expiresAt),
    termsAcceptedAt: date(row.termsAcceptedAt),
    paidAccess: paid
      ? { ...paid, periodEnd: date(paid.periodEnd), endedAt: date(paid.endedAt) }
      : null,
  };
}

export async function insertUser(input: NewUserRow): Promise<UserRecord | UsernameTaken> {
  const accepted = input.acceptedTermsVersion === undefined ? null : new Date();
  try {
    const created = await UserModel.create({
      username: input.username,
      email: input.email ?? null,
      password: input.passwordHash,
      role: input.role ?? 'user',
      hasIAAccess: input.hasIAAccess,
      isActive: input.isActive,
      iaSettings: null,
      lastLoginAt: null,
      expiresAt: input.expiresAt ?? null,
      adultConfirmedAt: accepted,
      termsAcceptedAt: accepted,
      termsVersion: input.acceptedTermsVersion ?? null,
    });
    return toRecord(created);
  } catch (err) {
    if (isUniqueViolation(err)) return USERNAME_TAKEN;
    throw err;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Read on every authenticated request (loadUser): a prepared primary-key lookup. */
export async function findUserById(id: string): Promise<UserRecord | null> {
  if (!UUID.test(id)) return null;
  const [row] = await selectPrepared<UserRow>(
    'user_by_id',
    `SELECT ${COLUMNS} FROM ${USERS} WHERE users.id = $id`,
    { id },
  );
  return row ? withDates(row) : null;
}

export async function findUserByUsername(username: string): Promise<UserRecord | null> {
  const [row] = await select<UserRow>(
    `SELECT ${COLUMNS} FROM ${USERS}
     WHERE ${usernameKeySql('username')} = ${usernameKeySql('$username::text')}`,
    { username },
  );
  return row ? withDates(row) : null;
}

/** The user and their password hash, by username (case-insensitive). */
export async function findUserWithHash(
  username: string,
): Promise<{ user: UserRecord; passwordHash: string } | null> {
  // Any case of the name (the unique index of migration 0009).
  const [row] = await select<UserRow & { passwordHash: string }>(
    `SELECT ${COLUMNS}, password AS "passwordHash" FROM ${USERS}
     WHERE ${usernameKeySql('username')} = ${usernameKeySql('$username::text')}`,
    { username },
  );
  if (!row) return null;
  const { passwordHash, ...user } = row;
  return { user: withDates(user), passwordHash };
}

export async function findPasswordHash(id: string): Promise<string | null> {
  const found = await UserModel.findByPk(id, { attributes: ['password'] });
  return found ? found.password : null;
}

export async function updatePasswordHash(id: string, passwordHash: string): Promise<void> {
  await UserModel.update({ password: passwordHash }, { where: { id } });
}

export async function updateLastLogin(id: string): Promise<void> {
  await UserModel.update({ lastLoginAt: new Date() }, { where: { id } });
}

/**
 * Records the member's 18+ confirmation and acceptance of `version` of the terms, once: a second
 * call keeps the first date (false then, as for an unknown id), unless the member was asked to
 * accept the terms again (askTermsRenewal): then the new acceptance replaces the old one.
 */
export async function updateConsent(id: string, version: string): Promise<boolean> {
  const now = new Date();
  const [count] = await UserModel.update(
    { adultConfirmedAt: now, termsAcceptedAt: now, termsVersion: version, termsRenewal: null },
    { where: { id, [Op.or]: [{ termsAcceptedAt: null }, { termsRenewal: { [Op.ne]: null } }] } },
  );
  return count > 0;
}

/**
 * Asks every member (role user) who accepted a version of the terms other than `version` to
 * accept `version`: how many were asked (not those asked it already). Members who never answered
 * are asked anyway.
 */
export async function askTermsRenewal(version: string): Promise<number> {
  const [count] = await UserModel.update(
    { termsRenewal: version },
    {
      where: {
        role: 'user',
        termsAcceptedAt: { [Op.ne]: null },
        termsVersion: { [Op.ne]: version },
        [Op.or]: [{ termsRenewal: null }, { termsRenewal: { [Op.ne]: version } }],
      },
    },
  );
  return count;
}

/** true when the user exists (and now holds the patch). */
export async function updateUser(id: string, patch: UserPatch): Promise<boolean | UsernameTaken> {
  try {
    const [count] = await UserModel.update(patch, { where: { id } });
    return count > 0;
  } catch (err) {
    if (isUniqueViolation(err)) return USERNAME_TAKEN;
    throw err;
  }
}

/** Their conversations and messages go with them (cascade). */
export async function deleteUser(id: string): Promise<boolean> {
  return (await UserModel.destroy({ where: { id } })) > 0;
}

export async function countAdmins(): Promise<number> {
  return UserModel.count({ where: { role: 'admin', isActive: true } });
}

/** From the per-day registration counters (migration 0005, exact): no scan of the users table. */
export async function countUsers(): Promise<number> {
  const [row] = await select<{ n: string }>(
    'SELECT coalesce(sum(registrations), 0) AS n FROM daily_stats',
  );
  return Number(row?.n ?? 0);
}

export async function recentUsers(limit: number): Promise<UserRecord[]> {
  const rows = await select<UserRow>(
    `SELECT ${COLUMNS} FROM ${USERS} ORDER BY users.created_at DESC, users.id DESC LIMIT $limit`,
    { limit },
  );
  return rows.map(withDates);
}

function filterSql(filters: UserFilters): { where: string; params: Record<string, unknown> } {
  const clauses: string[] = [];
  const params: Record<string, unknown> = {};
  if (filters.search) {
    clauses.push('(username ILIKE $pattern OR email ILIKE $pattern)');
    params.pattern = containsPattern(filters.search);
  }
  if (filters.role && filters.role !== 'all') {
    clauses.push('role = $role');
    params.role = filters.role;
  }
  if (filters.status === 'active') clauses.push('is_active');
  if (filters.status === 'inactive') clauses.push('NOT is_active');
  if (filters.status === 'pending') {
    // Waiting for access: no administrator's grant and no paid entitlement running.
    clauses.push(
      `is_active AND role = 'user' AND NOT has_ia_access AND NOT EXISTS (
        SELECT 1 FROM entitlements e WHERE e.user_id = users.id AND e.source <> 'admin'
          AND e.status = 'active' AND (e.period_end IS NULL OR e.period_end > now()))`,
    );
  }
  return { where: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
}

export async function findUsers(
  filters: UserFilters,
  page: number,
  limit: number,
): Promise<{ rows: UserRecord[]; total: number }> {
  const { where, params } = filterSql(filters);
  // One scan answers both the page and the total (the trigram search is the costly part).
  const rows = await select<UserRow & { total: string }>(
    `SELECT ${COLUMNS}, count(*) OVER () AS total FROM ${USERS} ${where}
     ORDER BY users.created_at DESC, users.id DESC LIMIT $limit OFFSET $offset`,
    { ...params, limit, offset: (page - 1) * limit },
  );
  let total = Number(rows[0]?.total ?? 0);
  if (!rows.length && page > 1) {
    const [countRow] = await select<{ total: string }>(
      `SELECT count(*) AS total FROM users ${where}`,
      params,
    );
    total = Number(countRow?.total ?? 0);
  }
  return {
    rows: rows.map(({ total: _total, ...row }) => withDates(row)),
    total,
  };
}

/** Every matching user, newest first, fetched in keyset batches: constant memory at any size. */
export async function* streamUsers(filters: UserFilters, batch = 1000): AsyncGenerator<UserRecord> {
  const { where, params } = filterSql(filters);
  let after: { createdAt: Date; id: string } | null = null;
  for (;;) {
    const keyset: string = after ? '(users.created_at, users.id) < ($afterAt, $afterId)' : 'TRUE';
    const rows: UserRow[] = await db().query<UserRow>(
      `SELECT ${COLUMNS} FROM ${USERS} ${where ? `${where} AND` : 'WHERE'} ${keyset}
       ORDER BY users.created_at DESC, users.id DESC LIMIT $batch`,
      {
        type: QueryTypes.SELECT,
        bind: after
          ? { ...params, afterAt: after.createdAt, afterId: after.id, batch }
          : { ...params, batch },
      },
    );
    for (const row of rows) yield withDates(row);
    const last = rows.at(-1);
    if (rows.length < batch || !last) return;
    after = { createdAt: new Date(last.createdAt), id: last.id };
  }
}
