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
    CREATE INDEX weight_entries_day ON weight_entries (day) INCLUDE (user_id, weight_kg);
    CREATE INDEX training_sessions_started ON training_sessions (started_at) INCLUDE (user_id);

    CREATE TABLE coaching_activity (
      user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      check_in_id uuid,
      check_in_day date,
      diet_adherence smallint,
      training_adherence smallint,
      sleep smallint,
      energy smallint,
      stress smallint,
      hunger smallint,
      last_session_at timestamptz(3)
    );
    CREATE FUNCTION coaching_last_check_in(member uuid) RETURNS void LANGUAGE sql AS $$
      INSERT INTO coaching_activity (user_id, check_in_id, check_in_day, diet_adherence,
          training_adherence, sleep, energy, stress, hunger)
        SELECT member, c.id, c.day, c.diet_adherence, c.training_adherence, c.sleep, c.energy,
          c.stress, c.hunger
        FROM (SELECT 1) one
        LEFT JOIN LATERAL (SELECT * FROM check_ins WHERE user_id = member
          ORDER BY day DESC LIMIT 1) c ON TRUE
        WHERE EXISTS (SELECT 1 FROM users WHERE id = member)
      ON CONFLICT (user_id) DO UPDATE SET check_in_id = EXCLUDED.check_in_id,
        check_in_day = EXCLUDED.check_in_day, diet_adherence = EXCLUDED.diet_adherence,
        training_adherence = EXCLUDED.training_adherence, sleep = EXCLUDED.sleep,
        energy = EXCLUDED.energy, stress = EXCLUDED.stress, hunger = EXCLUDED.hunger;
    $$;
    CREATE FUNCTION coaching_last_session(member uuid) RETURNS void LANGUAGE sql AS $$
      INSERT INTO coaching_activity (user_id, last_session_at)
        SELECT member, (SELECT max(started_at) FROM training_sessions WHERE user_id = member)
        WHERE EXISTS (SELECT 1 FROM users WHERE id = member)
      ON CONFLICT (user_id) DO UPDATE SET last_session_at = EXCLUDED.last_session_at;
    $$;
  `);
  // One trigger per table and event (a transition table serves one event only); each recomputes
  // the members the statement touched, once per statement (an import of 1,000 sessions: once).
  for (const table of ['check_ins', 'training_sessions']) {
    for (const [event, tables] of [
      ['INSERT', 'NEW TABLE AS changed_new'],
      ['DELETE', 'OLD TABLE AS changed_old'],
      ['UPDATE', 'NEW TABLE AS changed_new OLD TABLE AS changed_old'],
    ] as const) {
      await sequelize.query(`
        CREATE FUNCTION ${table}_${event.toLowerCase()}_activity() RETURNS trigger
        LANGUAGE plpgsql AS $$
        DECLARE
          member uuid;
        BEGIN
          FOR member IN SELECT DISTINCT user_id FROM (${
            event === 'UPDATE'
              ? 'SELECT user_id FROM changed_new UNION ALL SELECT user_id FROM changed_old'
              : `SELECT user_id FROM ${event === 'DELETE' ? 'changed_old' : 'changed_new'}`
          }) m LOOP
            PERFORM ${table === 'check_ins' ? 'coaching_last_check_in' : 'coaching_last_session'}(member);
          END LOOP;
          RETURN NULL;
        END $$;
        CREATE TRIGGER ${table}_${event.toLowerCase()}_activity AFTER ${event} ON ${table}
          REFERENCING ${tables} FOR EACH STATEMENT
          EXECUTE FUNCTION ${table}_${event.toLowerCase()}_activity();
      `);
    }
  }
  await sequelize.query(`
    INSERT INTO coaching_activity (user_id) SELECT id FROM users
      WHERE EXISTS (SELECT 1 FROM check_ins WHERE user_id = users.id)
         OR EXISTS (SELECT 1 FROM training_sessions WHERE user_id = users.id);
    UPDATE coaching_activity a SET check_in_id = c.id, check_in_day = c.day,
      diet_adherence = c.diet_adherence, training_adherence = c.training_adherence,
      sleep = c.sleep, energy = c.energy, stress = c.stress, hunger = c.hunger
    FROM (SELECT DISTINCT ON (user_id) * FROM check_ins ORDER BY user_id, day DESC) c
    WHERE c.user_id = a.user_id;
    UPDATE coaching_activity a SET last_session_at = s.last
    FROM (SELECT user_id, max(started_at) AS last FROM training_sessions GROUP BY user_id) s
    WHERE s.user_id = a.user_id;
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  for (const table of ['check_ins', 'training_sessions']) {
    for (const event of ['insert', 'delete', 'update']) {
      await sequelize.query(`
        DROP TRIGGER IF EXISTS ${table}_${event}_activity ON ${table};
        DROP FUNCTION IF EXISTS ${table}_${event}_activity();
      `);
    }
  }
  await sequelize.query(`
    DROP FUNCTION IF EXISTS coaching_last_check_in(uuid);
    DROP FUNCTION IF EXISTS coaching_last_session(uuid);
    DROP TABLE IF EXISTS coaching_activity;
    DROP INDEX IF EXISTS weight_entries_day;
    DROP INDEX IF EXISTS training_sessions_started;
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
