import { createHash, randomBytes } from 'node:crypto';
import { db, select } from '../../platform/db/query';

export type TokenPurpose = 'reset' | 'verify';

/** The SHA-256 of a token, as stored (the token itself never is). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

/**
 * A new one-time token for the user: 32 random bytes (base64url). Every unused token of the same
 * purpose is cancelled in the same transaction, so only the newest link works.
 */
export async function issueToken(input: {
  userId: string;
  purpose: TokenPurpose;
  ttlMs: number;
  email?: string | null;
  createdBy?: string | null;
}): Promise<IssuedToken> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + input.ttlMs);
  await db().transaction(async (transaction) => {
    await select(
      `UPDATE account_tokens SET used_at = now()
       WHERE user_id = $userId AND purpose = $purpose AND used_at IS NULL RETURNING id`,
      { userId: input.userId, purpose: input.purpose },
      transaction,
    );
    await select(
      `INSERT INTO account_tokens (user_id, purpose, token_hash, email, created_by, expires_at)
       VALUES ($userId, $purpose, $hash, $email, $createdBy, $expiresAt) RETURNING id`,
      {
        userId: input.userId,
        purpose: input.purpose,
        hash: hashToken(token),
        email: input.email ?? null,
        createdBy: input.createdBy ?? null,
        expiresAt,
      },
      transaction,
    );
  });
  return { token, expiresAt };
}

/**
 * Spends a token: one UPDATE that only an unused, unexpired token passes, so of two concurrent
 * uses exactly one gets the row. Returns the token's user (and address, for verification).
 */
export async function spendToken(
  token: string,
  purpose: TokenPurpose,
): Promise<{ userId: string; email: string | null } | null> {
  const [row] = await select<{ userId: string; email: string | null }>(
    `UPDATE account_tokens SET used_at = now()
     WHERE token_hash = $hash AND purpose = $purpose AND used_at IS NULL AND expires_at > now()
     RETURNING user_id AS "userId", email`,
    { hash: hashToken(token), purpose },
  );
  return row ?? null;
}

/** Whether a token would be accepted now (the reset page checks before asking for a password). */
export async function tokenUsable(token: string, purpose: TokenPurpose): Promise<boolean> {
  const [row] = await select<{ ok: boolean }>(
    `SELECT true AS ok FROM account_tokens
     WHERE token_hash = $hash AND purpose = $purpose AND used_at IS NULL AND expires_at > now()`,
    { hash: hashToken(token), purpose },
  );
  return Boolean(row);
}

/** Test and operations helper: moves a token's expiry (e.g. to prove an expired link fails). */
export async function expireTokensOf(userId: string): Promise<void> {
  await select(
    `UPDATE account_tokens SET expires_at = now() - interval '1 second'
     WHERE user_id = $userId AND used_at IS NULL RETURNING id`,
    { userId },
  );
}
