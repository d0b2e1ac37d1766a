import type { Migration } from './types';

// Issue 36, the coach desk: the `coach` role; coach_assignments (each member followed by at most
// one coach, assigned by an administrator); coach_notes (private notes the member never sees);
// coach_flag_states (an attention flag marked handled or snoozed, keyed by the flag's occurrence:
// the day its condition started, so a condition that holds again later raises the flag again);
// check_in_replies (one reply per check-in, shown to the member under it). The indexes serve the
// desk's set-based roster and attention queries (modules/coaching/coaching.repository).
/**
 * What each table's writes keep up to date (the member and the days the statement touched):
 * the latest check-in, the latest session, the 7-day weight windows.
 */
const TRIGGERS: Array<[table: string, day: string, update: string]> = [
  ['check_ins', 'day', 'coaching_last_check_in(member)'],
  ['training_sessions', 'NULL::date', 'coaching_last_session(member)'],
  ['weight_entries', 'day', 'coaching_weight_windows(member, days)'],
];

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
    CREATE TABLE weight_windows (
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      day date NOT NULL,
      total double precision NOT NULL,
      n smallint NOT NULL,
      PRIMARY KEY (user_id, day)
    );
    CREATE INDEX weight_windows_day ON weight_windows (day) INCLUDE (user_id, total, n);
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
    CREATE FUNCTION coaching_weight_windows(member uuid, days date[]) RETURNS void
    LANGUAGE sql AS $$
      WITH ends AS (
        SELECT DISTINCT d + k AS day FROM unnest(days) d, generate_series(0, 6) k
        WHERE d + k >= (now() AT TIME ZONE 'UTC')::date - 28
      ),
      sums AS (
        SELECT e.day, sum(w.weight_kg) AS total, count(w.day) AS n
        FROM ends e
        LEFT JOIN weight_entries w ON w.user_id = member AND w.day BETWEEN e.day - 6 AND e.day
        GROUP BY e.day
      ),
      gone AS (
        DELETE FROM weight_windows ww USING sums s
        WHERE ww.user_id = member AND (ww.day = s.day AND s.n = 0
          OR ww.day < (now() AT TIME ZONE 'UTC')::date - 28)
      )
      INSERT INTO weight_windows (user_id, day, total, n)
        SELECT member, day, total, n FROM sums
        WHERE n > 0 AND EXISTS (SELECT 1 FROM users WHERE id = member)
      ON CONFLICT (user_id, day) DO UPDATE SET total = EXCLUDED.total, n = EXCLUDED.n;
    $$;
    CREATE FUNCTION coaching_last_session(member uuid) RETURNS void LANGUAGE sql AS $$
      INSERT INTO coaching_activity (user_id, last_session_at)
        SELECT member, (SELECT max(started_at) FROM training_sessions WHERE user_id = member)
        WHERE EXISTS (SELECT 1 FROM users WHERE id = member)
      ON CONFLICT (user_id) DO UPDATE SET last_session_at = EXCLUDED.last_session_at;
    $$;
  `);
  // One trigger per table and event (a transition table serves one event only); each recomputes
  // what the statement touched, once per member (an import of 1,000 sessions: once).
  for (const [table, day, update] of TRIGGERS) {
    for (const [event, tables] of [
      ['INSERT', 'NEW TABLE AS changed_new'],
      ['DELETE', 'OLD TABLE AS changed_old'],
      ['UPDATE', 'NEW TABLE AS changed_new OLD TABLE AS changed_old'],
    ] as const) {
      const changed =
        event === 'UPDATE'
          ? `SELECT user_id, ${day} AS day FROM changed_new
             UNION ALL SELECT user_id, ${day} AS day FROM changed_old`
          : `SELECT user_id, ${day} AS day FROM ${event === 'DELETE' ? 'changed_old' : 'changed_new'}`;
      const name = `${table}_${event.toLowerCase()}_coaching`;
      await sequelize.query(`
        CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
        DECLARE
          member uuid;
          days date[];
        BEGIN
          FOR member, days IN
            SELECT user_id, array_agg(DISTINCT day) FROM (${changed}) m GROUP BY user_id
          LOOP
            PERFORM ${update};
          END LOOP;
          RETURN NULL;
        END $$;
        CREATE TRIGGER ${name} AFTER ${event} ON ${table}
          REFERENCING ${tables} FOR EACH STATEMENT EXECUTE FUNCTION ${name}();
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
    INSERT INTO weight_windows (user_id, day, total, n)
      SELECT w.user_id, w.day + k, sum(w.weight_kg), count(*)
      FROM weight_entries w, generate_series(0, 6) k
      WHERE w.day + k >= (now() AT TIME ZONE 'UTC')::date - 28
      GROUP BY w.user_id, w.day + k;
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  for (const [table] of TRIGGERS) {
    for (const event of ['insert', 'delete', 'update']) {
      await sequelize.query(`
        DROP TRIGGER IF EXISTS ${table}_${event}_coaching ON ${table};
        DROP FUNCTION IF EXISTS ${table}_${event}_coaching();
      `);
    }
  }
  await sequelize.query(`
    DROP FUNCTION IF EXISTS coaching_last_check_in(uuid);
    DROP FUNCTION IF EXISTS coaching_last_session(uuid);
    DROP FUNCTION IF EXISTS coaching_weight_windows(uuid, date[]);
    DROP TABLE IF EXISTS weight_windows;
    DROP TABLE IF EXISTS coaching_activity;
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
