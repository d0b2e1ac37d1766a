import type { Role } from '@zak/contract';
import { select } from '../../platform/db/query';
import { usersChanged } from '../../platform/db/user-version';

/** What the account features need of a user beyond UserRecord (migration 0010). */
export interface AccountRow {
  id: string;
  username: string;
  email: string | null;
  /** True when the current email was verified (verified_email equals it). */
  emailVerified: boolean;
  language: 'fr' | 'en' | null;
  isActive: boolean;
  role: Role;
}

const COLUMNS = `id, username, email, language, is_active AS "isActive", role,
  (email IS NOT NULL AND verified_email IS NOT NULL AND lower(email) = lower(verified_email))
    AS "emailVerified"`;

export async function findAccount(id: string): Promise<AccountRow | null> {
  const [row] = await select<AccountRow>(`SELECT ${COLUMNS} FROM users WHERE id = $id`, { id });
  return row ?? null;
}

/**
 * The accounts a recovery request names: by username (case-insensitive), or every account whose
 * verified email is this address (an address may serve several accounts; at most 5).
 */
export async function findAccountsForRecovery(login: string): Promise<AccountRow[]> {
  return select<AccountRow>(
    `SELECT ${COLUMNS} FROM users
     WHERE lower(username) = lower($login)
        OR (email IS NOT NULL AND lower(email) = lower($login)
            AND lower(verified_email) = lower($login))
     ORDER BY created_at, id LIMIT 5`,
    { login },
  );
}

export async function rememberLanguage(id: string, language: 'fr' | 'en'): Promise<void> {
  await select(
    `UPDATE users SET language = $language
     WHERE id = $id AND language IS DISTINCT FROM $language RETURNING id`,
    { id, language },
  );
}

export async function passwordHashOf(id: string): Promise<string | null> {
  const [row] = await select<{ password: string }>('SELECT password FROM users WHERE id = $id', {
    id,
  });
  return row?.password ?? null;
}

export async function storePasswordHash(id: string, passwordHash: string): Promise<void> {
  await select('UPDATE users SET password = $passwordHash WHERE id = $id RETURNING id', {
    id,
    passwordHash,
  });
}

/** Marks `email` verified for the user if it is still their address. */
export async function markEmailVerified(id: string, email: string): Promise<boolean> {
  const rows = await select(
    `UPDATE users SET verified_email = email
     WHERE id = $id AND email IS NOT NULL AND lower(email) = lower($email) RETURNING id`,
    { id, email },
  );
  return rows.length > 0;
}

/** Changes the user's email (null removes it); the new address is unverified until its link is followed. */
export async function changeEmail(id: string, email: string | null): Promise<void> {
  await select('UPDATE users SET email = $email WHERE id = $id RETURNING id', { id, email });
  await usersChanged();
}
