import type { Migration } from './types';

// Issue 36, the coach desk's speed: member_coaching_summary holds one row per member with every
// figure and flag of the roster and the attention list, computed for one UTC day (`day`), and
// member_coaching_flags one row per flag raised that day (what the attention list reads). Each
// write that changes a member's figures bumps the row's `version` (triggers below, in the writing
// transaction); the desk recomputes, before it reads, the rows whose `fresh_version` is behind or
// whose day is past (set-based, in batches: modules/coaching/coaching.repository), so a list reads
// stored rows and is never behind a write that returned before it.
//
// The backfill only creates the rows (stale): one INSERT ... SELECT over users, no lock on the
// members' data; the figures are computed by the first read (batches of 2,000 members, each well
// inside the statement timeout).

/** Statement triggers (imports write many rows at once): the members the statement touched. */
const BULK_TABLES = ['check_ins', 'training_sessions', 'weight_entries'];

/** Row triggers on tables written one row at a time, with the member's column and a condition. */
const ROW_TABLES: Array<[table: string, member: string, when: string | null]> = [
  ['entitlements', 'user_id', null],
  ['coach_assignments', 'member_id', null],
  ['training_routines', 'user_id', null],
  ['progress_profiles', 'user_id', 'OLD.goal IS DISTINCT FROM NEW.goal'],
];

/** The users' columns the desk reads: a change to one of them bumps the member's row. */
const USER_COLUMNS = ['username', 'role', 'is_active', 'last_login_at', 'created_at'];

export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    CREATE TABLE member_coaching_summary (
      user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      version bigint NOT NULL DEFAULT 1,
      fresh_version bigint NOT NULL DEFAULT 0,
      day date,
      username text,
      role text,
      is_active boolean,
      coach_id uuid,
      access_open boolean,
      access_end timestamptz(3),
      last_login_at timestamptz(3),
      lc_id uuid,
      lc_day date,
      diet_adherence smallint,
      training_adherence smallint,
      sleep smallint,
      energy smallint,
      stress smallint,
      hunger smallint,
      goal text,
      rate_min double precision,
      rate_max double precision,
      average7 numeric,
      rate0 numeric,
      plan_days integer,
      compliance7 integer,
      compliance30 integer,
      no_check_in_since date,
      no_check_in_value numeric,
      low_adherence_since date,
      low_adherence_value numeric,
      weight_rate_since date,
      weight_rate_value numeric,
      no_session_since date,
      no_session_value numeric,
      compliance_drop_since date,
      compliance_drop_value numeric,
      no_sign_in_since date,
      no_sign_in_value numeric
    );
    CREATE INDEX member_coaching_summary_stale ON member_coaching_summary (user_id)
      WHERE version > fresh_version;
    CREATE INDEX member_coaching_summary_day ON member_coaching_summary (day);
    CREATE INDEX member_coaching_summary_coach ON member_coaching_summary (coach_id)
      WHERE coach_id IS NOT NULL;
    CREATE INDEX member_coaching_summary_access ON member_coaching_summary (access_end)
      WHERE NOT access_open;
    -- The stored flags raised on the summary's day, one row each, with what the attention list
    -- filters on (the access, the coach): its page is read in the index's order and stops at the
    -- page's end. Rewritten with the member's summary row.
    CREATE TABLE member_coaching_flags (
      member_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      flag text NOT NULL,
      since date NOT NULL,
      value numeric,
      username text NOT NULL,
      coach_id uuid,
      access_open boolean NOT NULL,
      access_end timestamptz(3),
      PRIMARY KEY (member_id, flag)
    );
    CREATE INDEX member_coaching_flags_order ON member_coaching_flags (since, username, flag);

    -- Bumps the members' rows (created stale when missing); sorted, so two writers touching the
    -- same members lock their rows in the same order.
    CREATE FUNCTION coaching_touch(members uuid[]) RETURNS void LANGUAGE sql AS $$
      INSERT INTO member_coaching_summary (user_id)
        SELECT DISTINCT m FROM unnest(members) m
        WHERE m IS NOT NULL AND EXISTS (SELECT 1 FROM users WHERE id = m)
        ORDER BY m
      ON CONFLICT (user_id) DO UPDATE SET version = member_coaching_summary.version + 1;
    $$;

    CREATE FUNCTION users_coaching_touch() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM coaching_touch(ARRAY[NEW.id]);
      RETURN NULL;
    END $$;
    CREATE TRIGGER users_insert_coaching_summary AFTER INSERT ON users
      FOR EACH ROW EXECUTE FUNCTION users_coaching_touch();
    CREATE TRIGGER users_update_coaching_summary AFTER UPDATE OF ${USER_COLUMNS.join(', ')} ON users
      FOR EACH ROW WHEN (${USER_COLUMNS.map((c) => `OLD.${c} IS DISTINCT FROM NEW.${c}`).join(' OR ')})
      EXECUTE FUNCTION users_coaching_touch();
  `);
  for (const [table, member, when] of ROW_TABLES) {
    await sequelize.query(`
      CREATE FUNCTION ${table}_coaching_touch() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          PERFORM coaching_touch(ARRAY[NEW.${member}]);
        ELSIF TG_OP = 'DELETE' THEN
          PERFORM coaching_touch(ARRAY[OLD.${member}]);
        ELSE
          PERFORM coaching_touch(ARRAY[OLD.${member}, NEW.${member}]);
        END IF;
        RETURN NULL;
      END $$;
      CREATE TRIGGER ${table}_insert_coaching_summary AFTER INSERT OR DELETE ON ${table}
        FOR EACH ROW EXECUTE FUNCTION ${table}_coaching_touch();
      CREATE TRIGGER ${table}_update_coaching_summary AFTER UPDATE ON ${table}
        FOR EACH ROW ${when ? `WHEN (${when})` : ''} EXECUTE FUNCTION ${table}_coaching_touch();
    `);
  }
  // One trigger per table and event (a transition table serves one event only), once per
  // statement: an import of 1,000 sessions bumps its member once.
  for (const table of BULK_TABLES) {
    for (const [event, tables, changed] of [
      ['INSERT', 'NEW TABLE AS changed_new', 'SELECT user_id FROM changed_new'],
      ['DELETE', 'OLD TABLE AS changed_old', 'SELECT user_id FROM changed_old'],
      [
        'UPDATE',
        'NEW TABLE AS changed_new OLD TABLE AS changed_old',
        'SELECT user_id FROM changed_new UNION ALL SELECT user_id FROM changed_old',
      ],
    ] as const) {
      const name = `${table}_${event.toLowerCase()}_coaching_summary`;
      await sequelize.query(`
        CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          PERFORM coaching_touch(ARRAY(${changed}));
          RETURN NULL;
        END $$;
        CREATE TRIGGER ${name} AFTER ${event} ON ${table}
          REFERENCING ${tables} FOR EACH STATEMENT EXECUTE FUNCTION ${name}();
      `);
    }
  }
  await sequelize.query(
    `INSERT INTO member_coaching_summary (user_id) SELECT id FROM users ON CONFLICT DO NOTHING`,
  );
};

export const down: Migration = async ({ context: sequelize }) => {
  for (const table of BULK_TABLES) {
    for (const event of ['insert', 'delete', 'update']) {
      await sequelize.query(`
        DROP TRIGGER IF EXISTS ${table}_${event}_coaching_summary ON ${table};
        DROP FUNCTION IF EXISTS ${table}_${event}_coaching_summary();
      `);
    }
  }
  for (const [table] of ROW_TABLES) {
    await sequelize.query(`
      DROP TRIGGER IF EXISTS ${table}_insert_coaching_summary ON ${table};
      DROP TRIGGER IF EXISTS ${table}_update_coaching_summary ON ${table};
      DROP FUNCTION IF EXISTS ${table}_coaching_touch();
    `);
  }
  await sequelize.query(`
    DROP TRIGGER IF EXISTS users_insert_coaching_summary ON users;
    DROP TRIGGER IF EXISTS users_update_coaching_summary ON users;
    DROP FUNCTION IF EXISTS users_coaching_touch();
    DROP FUNCTION IF EXISTS coaching_touch(uuid[]);
    DROP TABLE IF EXISTS member_coaching_flags;
    DROP TABLE IF EXISTS member_coaching_summary;
  `);
};
