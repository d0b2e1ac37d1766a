import type { Migration } from './types';

// Replicas cache each user's conversation list (modules/conversations/conversation-cache). Writes made through the
// API replace the user's conversations version in Redis; writes made straight in SQL (ops, bulk
// tools, migrations) cannot, so every change to conversations rows announces the users concerned
// with pg_notify('conversation_lists', user id) and each replica, listening on a connection of its
// own (platform/db/conversation-feed), drops those users' cached lists. Everything a cached list shows is a
// column of conversations (message_count and updated_at included: a message written, removed or
// moved, even by a bulk statement or a TRUNCATE of messages, updates its conversation through the
// triggers of migrations 0004 and 0006), so triggers on conversations alone cover every write.
// Notifications are sent at commit, once per user and transaction (PostgreSQL folds repeats).
const CHANNEL = 'conversation_lists'; // platform/db/conversation-feed listens on it

export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    CREATE FUNCTION conversation_lists_notify() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP IN ('INSERT', 'UPDATE') THEN
        PERFORM pg_notify('${CHANNEL}', u::text) FROM (SELECT DISTINCT user_id AS u FROM new_rows) n;
      END IF;
      IF TG_OP IN ('DELETE', 'UPDATE') THEN
        PERFORM pg_notify('${CHANNEL}', u::text) FROM (SELECT DISTINCT user_id AS u FROM old_rows) o;
      END IF;
      RETURN NULL;
    END $$;

    -- A TRUNCATE names no rows: every list is dropped.
    CREATE FUNCTION conversation_lists_notify_all() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('${CHANNEL}', '*');
      RETURN NULL;
    END $$;

    CREATE TRIGGER conversation_lists_insert AFTER INSERT ON conversations
      REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION conversation_lists_notify();
    CREATE TRIGGER conversation_lists_update AFTER UPDATE ON conversations
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION conversation_lists_notify();
    CREATE TRIGGER conversation_lists_delete AFTER DELETE ON conversations
      REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION conversation_lists_notify();
    CREATE TRIGGER conversation_lists_truncate AFTER TRUNCATE ON conversations
      FOR EACH STATEMENT EXECUTE FUNCTION conversation_lists_notify_all();
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    DROP TRIGGER IF EXISTS conversation_lists_insert ON conversations;
    DROP TRIGGER IF EXISTS conversation_lists_update ON conversations;
    DROP TRIGGER IF EXISTS conversation_lists_delete ON conversations;
    DROP TRIGGER IF EXISTS conversation_lists_truncate ON conversations;
    DROP FUNCTION IF EXISTS conversation_lists_notify(), conversation_lists_notify_all();
  `);
};
