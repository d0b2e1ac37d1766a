import type { Migration } from './types';

// Password recovery and email verification (issue 19).
// - users.language: the member's last language (mails are written in it).
// - users.verified_email: the address a verification link was followed for; the email counts as
//   verified only while it equals the current one, so any change of address (by the member or an
//   administrator) needs a new verification without a trigger or a second flag to keep in step.
// - account_tokens: one-time links. Only the SHA-256 of the token is stored; a token is spent by
//   one UPDATE ... WHERE used_at IS NULL (atomic: two concurrent uses, one wins).
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    ALTER TABLE users ADD COLUMN language text;
    ALTER TABLE users ADD COLUMN verified_email text;
    CREATE TABLE account_tokens (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      purpose text NOT NULL CHECK (purpose IN ('reset', 'verify')),
      token_hash text NOT NULL UNIQUE,
      email text,
      created_by uuid,
      created_at timestamptz(3) NOT NULL DEFAULT now(),
      expires_at timestamptz(3) NOT NULL,
      used_at timestamptz(3)
    );
    CREATE INDEX account_tokens_user ON account_tokens (user_id, purpose) WHERE used_at IS NULL;
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    DROP TABLE IF EXISTS account_tokens;
    ALTER TABLE users DROP COLUMN IF EXISTS verified_email;
    ALTER TABLE users DROP COLUMN IF EXISTS language;
  `);
};
