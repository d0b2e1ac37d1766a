import type { Migration } from './types';

// Issue 36, the coach desk: the `coach` role; coach_assignments (each member followed by at most
// one coach, assigned by an administrator); coach_notes (private notes the member never sees);
// coach_flag_states (an attention flag marked handled or snoozed, keyed by the flag's occurrence:
// the day its condition started, so a condition that holds again later raises the flag again);
// check_in_replies (one reply per check-in, shown to the member under it). The indexes serve the
// desk's set-based roster and attention queries (modules/coaching/coaching.repository).
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    ALTER TABLE users DROP CONSTRAINT IF EXISTS users_role_check;
    ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('user', 'admin', 'coach'));
    CREATE TABLE coach_assignments (
      member_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      coach_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      assigned_at timestamptz(3) NOT NULL DEFAULT now(),
      CHECK (member_id <> coach_id)
    );
    CREATE INDEX coach_assignments_coach ON coach_assignments (coach_id);
    CREATE TABLE coach_notes (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      member_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      author_id uuid REFERENCES users(id) ON DELETE SET NULL,
      body text NOT NULL,
      created_at timestamptz(3) NOT NULL DEFAULT now(),
      updated_at timestamptz(3) NOT NULL DEFAULT now()
    );
    CREATE INDEX coach_notes_member ON coach_notes (member_id, created_at DESC);
    CREATE TABLE coach_flag_states (
      member_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      flag text NOT NULL,
      since date NOT NULL,
      state text NOT NULL CHECK (state IN ('handled', 'snoozed')),
      snoozed_until date,
      note text NOT NULL DEFAULT '',
      by_user_id uuid REFERENCES users(id) ON DELETE SET NULL,
      updated_at timestamptz(3) NOT NULL DEFAULT now(),
      PRIMARY KEY (member_id, flag, since),
      CHECK ((state = 'snoozed') = (snoozed_until IS NOT NULL))
    );
    CREATE TABLE check_in_replies (
      check_in_id uuid PRIMARY KEY REFERENCES check_ins(id) ON DELETE CASCADE,
      member_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      coach_id uuid REFERENCES users(id) ON DELETE SET NULL,
      body text NOT NULL,
      created_at timestamptz(3) NOT NULL DEFAULT now(),
      updated_at timestamptz(3) NOT NULL DEFAULT now()
    );
    CREATE INDEX check_in_replies_member ON check_in_replies (member_id);
    CREATE INDEX entitlements_active_user ON entitlements (user_id)
      INCLUDE (period_end) WHERE status = 'active';
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    DROP INDEX IF EXISTS entitlements_active_user;
    DROP TABLE IF EXISTS check_in_replies;
    DROP TABLE IF EXISTS coach_flag_states;
    DROP TABLE IF EXISTS coach_notes;
    DROP TABLE IF EXISTS coach_assignments;
    UPDATE users SET role = 'user' WHERE role = 'coach';
    ALTER TABLE users DROP CONSTRAINT IF EXISTS users_role_check;
    ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('user', 'admin'));
  `);
};
