import { db, select } from '../../platform/db/query';

/** A user's TOTP row (migration 0011); `secret` is the stored (sealed) form. */
export interface TotpRow {
  secret: string;
  confirmed: boolean;
  lastStep: number | null;
}

export async function findTotp(userId: string): Promise<TotpRow | null> {
  const [row] = await select<{ secret: string; confirmed: boolean; lastStep: string | null }>(
    `SELECT secret, confirmed_at IS NOT NULL AS confirmed, last_step AS "lastStep"
     FROM user_totp WHERE user_id = $userId`,
    { userId },
  );
  if (!row) return null;
  return { ...row, lastStep: row.lastStep === null ? null : Number(row.lastStep) };
}

/** Whether the user has a confirmed second factor. */
export async function hasSecondFactor(userId: string): Promise<boolean> {
  const rows = await select(
    'SELECT 1 FROM user_totp WHERE user_id = $userId AND confirmed_at IS NOT NULL',
    { userId },
  );
  return rows.length > 0;
}

/** Starts (or restarts) an enrolment: an unconfirmed key, replacing an earlier unconfirmed one. */
export async function storePendingTotp(userId: string, secret: string): Promise<boolean> {
  const rows = await select(
    `INSERT INTO user_totp (user_id, secret) VALUES ($userId, $secret)
     ON CONFLICT (user_id) DO UPDATE SET secret = $secret, last_step = NULL, created_at = now()
       WHERE user_totp.confirmed_at IS NULL
     RETURNING user_id`,
    { userId, secret },
  );
  return rows.length > 0;
}

/**
 * Accepts a code's time step once: only a step later than the last accepted one passes (atomic,
 * so two requests with one code cannot both pass). `confirm` also confirms a pending enrolment.
 */
export async function acceptStep(userId: string, step: number, confirm: boolean): Promise<boolean> {
  const rows = await select(
    `UPDATE user_totp SET last_step = $step,
       confirmed_at = CASE WHEN $confirm::boolean THEN coalesce(confirmed_at, now()) ELSE confirmed_at END
     WHERE user_id = $userId AND (last_step IS NULL OR last_step < $step)
       AND (confirmed_at IS NOT NULL OR $confirm::boolean)
     RETURNING user_id`,
    { userId, step, confirm },
  );
  return rows.length > 0;
}

/** Replaces the user's recovery codes with these hashes. */
export async function replaceRecoveryCodes(userId: string, hashes: string[]): Promise<void> {
  await db().transaction(async (transaction) => {
    await select(
      'DELETE FROM user_recovery_codes WHERE user_id = $userId RETURNING id',
      { userId },
      transaction,
    );
    for (const hash of hashes) {
      await select(
        `INSERT INTO user_recovery_codes (user_id, code_hash) VALUES ($userId, $hash) RETURNING id`,
        { userId, hash },
        transaction,
      );
    }
  });
}

/** Spends a recovery code (one UPDATE: of two concurrent uses, one wins). */
export async function spendRecoveryCode(userId: string, hash: string): Promise<boolean> {
  const rows = await select(
    `UPDATE user_recovery_codes SET used_at = now()
     WHERE user_id = $userId AND code_hash = $hash AND used_at IS NULL RETURNING id`,
    { userId, hash },
  );
  return rows.length > 0;
}

export async function recoveryCodesLeft(userId: string): Promise<number> {
  const [row] = await select<{ n: string }>(
    'SELECT count(*) AS n FROM user_recovery_codes WHERE user_id = $userId AND used_at IS NULL',
    { userId },
  );
  return Number(row?.n ?? 0);
}

/** Removes the user's second factor and recovery codes; true when there was one. */
export async function removeSecondFactor(userId: string): Promise<boolean> {
  return db().transaction(async (transaction) => {
    await select(
      'DELETE FROM user_recovery_codes WHERE user_id = $userId RETURNING id',
      { userId },
      transaction,
    );
    const rows = await select(
      'DELETE FROM user_totp WHERE user_id = $userId RETURNING confirmed_at',
      { userId },
      transaction,
    );
    return rows.length > 0;
  });
}
