import type { Migration } from './types';

// Issue 37: a reminder's occurrence is claimed (its reminder_sends row, once per member, kind and
// due instant) apart from its mail, which a job of its own delivers with retries: `claimed_at`
// says when a tick took it, `delivering_at` which attempt holds it (a stale one is taken over),
// `outcome` how it ended (sent, or skipped: an unverified address, or nothing due that day).
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`ALTER TABLE reminder_sends RENAME COLUMN sent_at TO claimed_at`);
  await sequelize.query(`
    ALTER TABLE reminder_sends
      ADD COLUMN delivering_at timestamptz(3),
      ADD COLUMN delivered_at timestamptz(3),
      ADD COLUMN outcome text CHECK (outcome IN ('sent', 'unverified', 'not-due'))
  `);
  // Rows already there were sent by the first version (which mailed in the claim).
  await sequelize.query(
    `UPDATE reminder_sends SET outcome = 'sent', delivered_at = claimed_at WHERE outcome IS NULL`,
  );
  await sequelize.query(
    `CREATE INDEX reminder_sends_pending ON reminder_sends (claimed_at) WHERE outcome IS NULL`,
  );
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`DROP INDEX IF EXISTS reminder_sends_pending`);
  await sequelize.query(`
    ALTER TABLE reminder_sends
      DROP COLUMN IF EXISTS outcome,
      DROP COLUMN IF EXISTS delivered_at,
      DROP COLUMN IF EXISTS delivering_at
  `);
  await sequelize.query(`ALTER TABLE reminder_sends RENAME COLUMN claimed_at TO sent_at`);
};
