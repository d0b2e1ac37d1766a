import type { Migration } from './types';

// The terms accepted again: when the administrator publishes a change to the terms that members
// must accept (admin panel, Paramètres, "Demander une nouvelle acceptation"), every member who
// accepted another version gets that version here and is asked again at their next visit, like a
// member who never answered; their earlier acceptance (terms_accepted_at, terms_version) stays
// until they accept the new one. A column of users: read with the user on every request.
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    ALTER TABLE users
      ADD COLUMN terms_renewal text,
      ADD CONSTRAINT users_terms_renewal_after_acceptance CHECK (
        terms_renewal IS NULL OR terms_accepted_at IS NOT NULL
      )
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    ALTER TABLE users
      DROP CONSTRAINT IF EXISTS users_terms_renewal_after_acceptance,
      DROP COLUMN IF EXISTS terms_renewal
  `);
};
