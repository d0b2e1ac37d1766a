import type { Migration } from './types';

// conversations.message_count: the conversation list shows each conversation's message count;
// counting messages per conversation on every list read (500 conversations x their messages)
// dominated that endpoint. The column is kept right by statement-level triggers on messages, in
// the same transaction as the insert, delete or move, whatever writes the rows (the app, a bulk
// SQL load, a cascade), and is backfilled here from the existing messages.
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    ALTER TABLE conversations ADD COLUMN message_count integer NOT NULL DEFAULT 0;

    UPDATE conversations c SET message_count = n.count
    FROM (SELECT conversation_id, count(*)::int AS count FROM messages GROUP BY conversation_id) n
    WHERE c.id = n.conversation_id;

    CREATE FUNCTION messages_count_added() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE conversations c SET message_count = c.message_count + n.count
      FROM (SELECT conversation_id, count(*)::int AS count FROM added_rows GROUP BY conversation_id) n
      WHERE c.id = n.conversation_id;
      RETURN NULL;
    END $$;

    CREATE FUNCTION messages_count_removed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE conversations c SET message_count = greatest(c.message_count - n.count, 0)
      FROM (SELECT conversation_id, count(*)::int AS count FROM removed_rows GROUP BY conversation_id) n
      WHERE c.id = n.conversation_id;
      RETURN NULL;
    END $$;

    CREATE FUNCTION messages_count_moved() RETURNS trigger LANGUAGE plpgsql AS $$
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

    CREATE TRIGGER messages_count_insert AFTER INSERT ON messages
      REFERENCING NEW TABLE AS added_rows
      FOR EACH STATEMENT EXECUTE FUNCTION messages_count_added();
    CREATE TRIGGER messages_count_delete AFTER DELETE ON messages
      REFERENCING OLD TABLE AS removed_rows
      FOR EACH STATEMENT EXECUTE FUNCTION messages_count_removed();
    CREATE TRIGGER messages_count_update AFTER UPDATE ON messages
      REFERENCING OLD TABLE AS removed_rows NEW TABLE AS added_rows
      FOR EACH STATEMENT EXECUTE FUNCTION messages_count_moved();
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    DROP TRIGGER IF EXISTS messages_count_insert ON messages;
    DROP TRIGGER IF EXISTS messages_count_delete ON messages;
    DROP TRIGGER IF EXISTS messages_count_update ON messages;
    DROP FUNCTION IF EXISTS messages_count_added(), messages_count_removed(), messages_count_moved();
    ALTER TABLE conversations DROP COLUMN IF EXISTS message_count;
  `);
};
