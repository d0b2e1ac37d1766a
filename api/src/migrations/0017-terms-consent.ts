import type { Migration } from './types';

// Issue 40: a paid, adults-only service records that each member confirmed being 18 or over and
// accepted the terms and the privacy policy, with when and which version of the terms (the
// administrator's text's last change, or 'unpublished' while there is none). Members who signed
// up before this have NULLs and are asked once at their next sign-in. Columns of users: read with
// the user on every request (GET /api/auth/user says whether to ask), gone with the account.
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    ALTER TABLE users
      ADD COLUMN adult_confirmed_at timestamptz(3),
      ADD COLUMN terms_accepted_at timestamptz(3),
      ADD COLUMN terms_version text,
      ADD CONSTRAINT users_consent_whole CHECK (
        (adult_confirmed_at IS NULL) = (terms_accepted_at IS NULL)
        AND (terms_accepted_at IS NULL) = (terms_version IS NULL)
      )
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    ALTER TABLE users
      DROP CONSTRAINT IF EXISTS users_consent_whole,
      DROP COLUMN IF EXISTS adult_confirmed_at,
      DROP COLUMN IF EXISTS terms_accepted_at,
      DROP COLUMN IF EXISTS terms_version
  `);
};
