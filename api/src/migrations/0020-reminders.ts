import type { Migration } from './types';

// Issue 37: the reminders a member opted into, one row per member and kind (no row = off, the
// defaults), with the time zone the weekday and time are read in and the next due instant in UTC
// (indexed: the scheduler reads the due ones). reminder_sends holds one row per reminder sent,
// keyed by the occurrence it was due for: a second replica or a retry cannot send it twice;
// reminder_unsubscribe_tokens the one-click links of the mails.
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    CREATE TABLE reminder_settings (
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('checkin', 'training', 'access-ending', 'coach-reply')),
      enabled boolean NOT NULL,
      weekday smallint CHECK (weekday BETWEEN 0 AND 6),
      time text CHECK (time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
      time_zone text NOT NULL,
      next_due_at timestamptz(3),
      updated_at timestamptz(3) NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, kind)
    )
  `);
  await sequelize.query(`
    CREATE INDEX reminder_settings_due ON reminder_settings (next_due_at) WHERE enabled
  `);
  await sequelize.query(`
    CREATE TABLE reminder_sends (
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      kind text NOT NULL,
      due_at timestamptz(3) NOT NULL,
      sent_at timestamptz(3) NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, kind, due_at)
    )
  `);
  // The link in each reminder that stops its kind without signing in: one token per mail, stored
  // as its SHA-256 only, spent once (a reused or forged one changes nothing).
  await sequelize.query(`
    CREATE TABLE reminder_unsubscribe_tokens (
      token_hash text PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      kind text NOT NULL,
      created_at timestamptz(3) NOT NULL DEFAULT now(),
      used_at timestamptz(3)
    )
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`DROP TABLE IF EXISTS reminder_unsubscribe_tokens`);
  await sequelize.query(`DROP TABLE IF EXISTS reminder_sends`);
  await sequelize.query(`DROP TABLE IF EXISTS reminder_settings`);
};
