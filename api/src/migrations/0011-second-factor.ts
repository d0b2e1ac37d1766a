import type { Migration } from './types';

// Second factor (issue 19): TOTP (RFC 6238) and single-use recovery codes.
// - user_totp: one row per user who started an enrolment; `confirmed_at` is set when the first
//   code was accepted (only then does the factor count). `secret` is the base32 key, encrypted
//   (AES-256-GCM, "enc:" prefix) when TOTP_ENCRYPTION_KEY is set. `last_step` is the last time
//   step accepted: a code is accepted once (UPDATE ... WHERE last_step < step, atomic).
// - user_recovery_codes: SHA-256 of each code; spent by one UPDATE ... WHERE used_at IS NULL.
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    CREATE TABLE user_totp (
      user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      secret text NOT NULL,
      confirmed_at timestamptz(3),
      last_step bigint,
      created_at timestamptz(3) NOT NULL DEFAULT now()
    );
    CREATE TABLE user_recovery_codes (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      code_hash text NOT NULL,
      used_at timestamptz(3),
      UNIQUE (user_id, code_hash)
    );
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    DROP TABLE IF EXISTS user_recovery_codes;
    DROP TABLE IF EXISTS user_totp;
  `);
};
