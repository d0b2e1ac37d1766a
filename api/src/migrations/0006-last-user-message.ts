import type { Migration } from './types';

// conversations.last_user_message_at: the dashboard's "active users" (a user message in the last
// 30 days) counted each 30 s refresh the distinct users behind every recent user message, a scan of
// a third of a million messages at 1M. The column is kept by the same statement-level triggers on
// messages as message_count (migration 0004, whose functions are replaced here to update both in
// one row update), so active users are counted from the conversations alone. A truncated messages
// table now also resets both columns.
export const COUNT_AND_LAST = `
    CREATE OR REPLACE FUNCTION messages_count_added() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE conversations c SET message_count = c.message_count + n.count,
        last_user_message_at = greatest(c.last_user_message_at, n.last_user)
      FROM (
        SELECT conversation_id, count(*)::int AS count,
          max(created_at) FILTER (WHERE type = 'user') AS last_user
        FROM added_rows GROUP BY conversation_id
      ) n
      WHERE c.id = n.conversation_id;
      RETURN NULL;
    END $$;

    CREATE OR REPLACE FUNCTION messages_count_removed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE conversations c SET message_count = greatest(c.message_count - n.count, 0),
        last_user_message_at = CASE WHEN n.user_removed THEN (
          SELECT max(m.created_at) FROM messages m
          WHERE m.conversation_id = c.id AND m.type = 'user'
        ) ELSE c.last_user_message_at END
      FROM (
        SELECT conversation_id, count(*)::int AS count, bool_or(type = 'user') AS user_removed
        FROM removed_rows GROUP BY conversation_id
      ) n
      WHERE c.id = n.conversation_id;
      RETURN NULL;
    END $$;

    CREATE OR REPLACE FUNCTION messages_count_moved() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE conversations c SET message_count = greatest(c.message_count + n.delta, 0),
        last_user_message_at = (
          SELECT max(m.created_at) FROM messages m
          WHERE m.conversation_id = c.id AND m.type = 'user'
        )
      FROM (
        SELECT conversation_id, sum(delta)::int AS delta FROM (
          SELECT conversation_id, 1 AS delta FROM added_rows
          UNION ALL
          SELECT conversation_id, -1 AS delta FROM removed_rows
        ) d GROUP BY conversation_id
      ) n
      WHERE c.id = n.conversation_id;
      RETURN NULL;
    END $$;
`;

// The functions as migration 0004 created them.
const COUNT_ONLY = `
    CREATE OR REPLACE FUNCTION messages_count_added() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE conversations c SET message_count = c.message_count + n.count
      FROM (SELECT conversation_id, count(*)::int AS count FROM added_rows GROUP BY conversation_id) n
      WHERE c.id = n.conversation_id;
      RETURN NULL;
    END $$;

    CREATE OR REPLACE FUNCTION messages_count_removed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE conversations c SET message_count = greatest(c.message_count - n.count, 0)
      FROM (SELECT conversation_id, count(*)::int AS count FROM removed_rows GROUP BY conversation_id) n
      WHERE c.id = n.conversation_id;
      RETURN NULL;
    END $$;

    CREATE OR REPLACE FUNCTION messages_count_moved() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE conversations c SET message_count = greatest(c.message_count + n.delta, 0)
      FROM (
        SELECT conversation_id, sum(delta)::int AS delta FROM (
          SELECT conversation_id, 1 AS delta FROM added_rows
          UNION ALL
          SELECT conversation_id, -1 AS delta FROM removed_rows
        ) d GROUP BY conversation_id
      ) n
      WHERE c.id = n.conversation_id AND n.delta <> 0;
      RETURN NULL;
    END $$;
`;

export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    ALTER TABLE conversations ADD COLUMN last_user_message_at timestamp(3) with time zone;

    -- No write may slip between the backfill and the new trigger functions.
    LOCK TABLE messages IN SHARE MODE;

    UPDATE conversations c SET last_user_message_at = m.at
    FROM (
      SELECT conversation_id, max(created_at) AS at FROM messages WHERE type = 'user'
      GROUP BY conversation_id
    ) m
    WHERE c.id = m.conversation_id;

    ${COUNT_AND_LAST}

    CREATE FUNCTION messages_count_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE conversations SET message_count = 0, last_user_message_at = NULL
      WHERE message_count <> 0 OR last_user_message_at IS NOT NULL;
      RETURN NULL;
    END $$;

    CREATE TRIGGER messages_count_truncate AFTER TRUNCATE ON messages
      FOR EACH STATEMENT EXECUTE FUNCTION messages_count_truncated();
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    DROP TRIGGER IF EXISTS messages_count_truncate ON messages;
    DROP FUNCTION IF EXISTS messages_count_truncated();
    ${COUNT_ONLY}
    ALTER TABLE conversations DROP COLUMN IF EXISTS last_user_message_at;
  `);
};
