import type { Migration } from './types';

// daily_stats: messages, tokens and registrations per UTC day. The dashboard's 30-day chart and
// totals, and the AI-log pages (to find which day a page starts in instead of walking an OFFSET
// of thousands of index entries), read it instead of scanning a million messages. It is kept right
// by triggers in the same transaction as every insert, delete, update or truncate of messages and
// users, whatever writes them (the app, a bulk SQL load, a cascade), and backfilled here.
//
// Each day has up to 16 rows (shard = the writing backend's pid mod 16) that readers add up:
// concurrent inserts from different connections do not queue on one row lock of "today".
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    CREATE TABLE daily_stats (
      day date NOT NULL,
      shard smallint NOT NULL,
      messages bigint NOT NULL DEFAULT 0,
      tokens bigint NOT NULL DEFAULT 0,
      registrations bigint NOT NULL DEFAULT 0,
      PRIMARY KEY (day, shard)
    );

    CREATE FUNCTION daily_stats_shard() RETURNS smallint LANGUAGE sql STABLE
      AS 'SELECT (pg_backend_pid() % 16)::smallint';

    CREATE FUNCTION daily_stats_add_messages(d date, n bigint, t bigint) RETURNS void
    LANGUAGE sql AS $$
      INSERT INTO daily_stats AS s (day, shard, messages, tokens)
      VALUES (d, daily_stats_shard(), n, t)
      ON CONFLICT (day, shard) DO UPDATE
        SET messages = s.messages + EXCLUDED.messages, tokens = s.tokens + EXCLUDED.tokens;
    $$;

    CREATE FUNCTION daily_stats_add_registrations(d date, n bigint) RETURNS void
    LANGUAGE sql AS $$
      INSERT INTO daily_stats AS s (day, shard, registrations)
      VALUES (d, daily_stats_shard(), n)
      ON CONFLICT (day, shard) DO UPDATE SET registrations = s.registrations + EXCLUDED.registrations;
    $$;

    CREATE FUNCTION daily_stats_messages_added() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM daily_stats_add_messages(day, n, t) FROM (
        SELECT (created_at AT TIME ZONE 'UTC')::date AS day, count(*) AS n,
          coalesce(sum(tokens), 0) AS t
        FROM added_rows GROUP BY 1
      ) a;
      RETURN NULL;
    END $$;

    CREATE FUNCTION daily_stats_messages_removed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM daily_stats_add_messages(day, -n, -t) FROM (
        SELECT (created_at AT TIME ZONE 'UTC')::date AS day, count(*) AS n,
          coalesce(sum(tokens), 0) AS t
        FROM removed_rows GROUP BY 1
      ) r;
      RETURN NULL;
    END $$;

    CREATE FUNCTION daily_stats_message_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM daily_stats_add_messages((OLD.created_at AT TIME ZONE 'UTC')::date, -1, -OLD.tokens);
      PERFORM daily_stats_add_messages((NEW.created_at AT TIME ZONE 'UTC')::date, 1, NEW.tokens);
      RETURN NULL;
    END $$;

    CREATE FUNCTION daily_stats_messages_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE daily_stats SET messages = 0, tokens = 0 WHERE messages <> 0 OR tokens <> 0;
      RETURN NULL;
    END $$;

    CREATE FUNCTION daily_stats_users_added() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM daily_stats_add_registrations(day, n) FROM (
        SELECT (created_at AT TIME ZONE 'UTC')::date AS day, count(*) AS n
        FROM added_rows GROUP BY 1
      ) a;
      RETURN NULL;
    END $$;

    CREATE FUNCTION daily_stats_users_removed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM daily_stats_add_registrations(day, -n) FROM (
        SELECT (created_at AT TIME ZONE 'UTC')::date AS day, count(*) AS n
        FROM removed_rows GROUP BY 1
      ) r;
      RETURN NULL;
    END $$;

    CREATE FUNCTION daily_stats_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM daily_stats_add_registrations((OLD.created_at AT TIME ZONE 'UTC')::date, -1);
      PERFORM daily_stats_add_registrations((NEW.created_at AT TIME ZONE 'UTC')::date, 1);
      RETURN NULL;
    END $$;

    CREATE FUNCTION daily_stats_users_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE daily_stats SET registrations = 0 WHERE registrations <> 0;
      RETURN NULL;
    END $$;

    -- No write may slip between the backfill and the triggers.
    LOCK TABLE users, messages IN SHARE MODE;

    CREATE TRIGGER daily_stats_messages_insert AFTER INSERT ON messages
      REFERENCING NEW TABLE AS added_rows
      FOR EACH STATEMENT EXECUTE FUNCTION daily_stats_messages_added();
    CREATE TRIGGER daily_stats_messages_delete AFTER DELETE ON messages
      REFERENCING OLD TABLE AS removed_rows
      FOR EACH STATEMENT EXECUTE FUNCTION daily_stats_messages_removed();
    CREATE TRIGGER daily_stats_messages_update AFTER UPDATE OF created_at, tokens ON messages
      FOR EACH ROW
      WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.tokens IS DISTINCT FROM NEW.tokens)
      EXECUTE FUNCTION daily_stats_message_changed();
    CREATE TRIGGER daily_stats_messages_truncate AFTER TRUNCATE ON messages
      FOR EACH STATEMENT EXECUTE FUNCTION daily_stats_messages_truncated();
    CREATE TRIGGER daily_stats_users_insert AFTER INSERT ON users
      REFERENCING NEW TABLE AS added_rows
      FOR EACH STATEMENT EXECUTE FUNCTION daily_stats_users_added();
    CREATE TRIGGER daily_stats_users_delete AFTER DELETE ON users
      REFERENCING OLD TABLE AS removed_rows
      FOR EACH STATEMENT EXECUTE FUNCTION daily_stats_users_removed();
    CREATE TRIGGER daily_stats_users_update AFTER UPDATE OF created_at ON users
      FOR EACH ROW WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at)
      EXECUTE FUNCTION daily_stats_user_changed();
    CREATE TRIGGER daily_stats_users_truncate AFTER TRUNCATE ON users
      FOR EACH STATEMENT EXECUTE FUNCTION daily_stats_users_truncated();

    INSERT INTO daily_stats (day, shard, messages, tokens, registrations)
    SELECT day, 0, sum(messages), sum(tokens), sum(registrations) FROM (
      SELECT (created_at AT TIME ZONE 'UTC')::date AS day, count(*) AS messages,
        coalesce(sum(tokens), 0) AS tokens, 0 AS registrations
      FROM messages GROUP BY 1
      UNION ALL
      SELECT (created_at AT TIME ZONE 'UTC')::date, 0, 0, count(*) FROM users GROUP BY 1
    ) d GROUP BY day;
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    DROP TRIGGER IF EXISTS daily_stats_messages_insert ON messages;
    DROP TRIGGER IF EXISTS daily_stats_messages_delete ON messages;
    DROP TRIGGER IF EXISTS daily_stats_messages_update ON messages;
    DROP TRIGGER IF EXISTS daily_stats_messages_truncate ON messages;
    DROP TRIGGER IF EXISTS daily_stats_users_insert ON users;
    DROP TRIGGER IF EXISTS daily_stats_users_delete ON users;
    DROP TRIGGER IF EXISTS daily_stats_users_update ON users;
    DROP TRIGGER IF EXISTS daily_stats_users_truncate ON users;
    DROP FUNCTION IF EXISTS daily_stats_messages_added(), daily_stats_messages_removed(),
      daily_stats_message_changed(), daily_stats_messages_truncated(), daily_stats_users_added(),
      daily_stats_users_removed(), daily_stats_user_changed(), daily_stats_users_truncated(),
      daily_stats_add_messages(date, bigint, bigint), daily_stats_add_registrations(date, bigint),
      daily_stats_shard();
    DROP TABLE IF EXISTS daily_stats;
  `);
};
