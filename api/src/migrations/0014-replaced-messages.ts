import { QueryTypes } from 'sequelize';
import { USERNAME_COLLATION } from '../platform/text-policy';
import { COUNT_AND_LAST } from './0006-last-user-message';
import type { Migration } from './types';

// Issue 40: what the chat shows is what the server keeps.
//
// messages.replaced_at: "Edit" under an answer and "Regenerate" under a question remove the
// following messages from the screen; the server marks them replaced instead of deleting them.
// The conversation read, the member's exports, the history search, the message counts and the
// coach's history leave replaced messages out; the AI logs keep them (with the date they were
// replaced), because they are the administrators' record of what the AI produced and of the tokens
// it used. The counting triggers (0004, 0006) count only messages that are not replaced, so marking
// a message (an UPDATE) moves the conversation's message_count like a deletion would.
//
// search_fold(text): the history search ignores case and accents ("créatine" finds "Creatine").
// unaccent is not available on embedded PGlite, so the fold is built from what both databases
// have: lower() under the ICU root collation (as usernames, migration 0009), NFD decomposition,
// and the combining marks removed. IMMUTABLE so that trigram indexes can hold it.
// The counting trigger functions of 0006, counting in message_count only the messages that are not
// replaced; last_user_message_at (the dashboard's active users) still follows every user message:
// a member who sent a message was active, whatever they did with it afterwards.
const COUNT_SHOWN_AND_LAST = `
    CREATE OR REPLACE FUNCTION messages_count_added() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE conversations c SET message_count = c.message_count + n.count,
        last_user_message_at = greatest(c.last_user_message_at, n.last_user)
      FROM (
        SELECT conversation_id, count(*) FILTER (WHERE replaced_at IS NULL)::int AS count,
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
        SELECT conversation_id, count(*) FILTER (WHERE replaced_at IS NULL)::int AS count,
          bool_or(type = 'user') AS user_removed
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
          SELECT conversation_id, CASE WHEN replaced_at IS NULL THEN 1 ELSE 0 END AS delta
          FROM added_rows
          UNION ALL
          SELECT conversation_id, CASE WHEN replaced_at IS NULL THEN -1 ELSE 0 END AS delta
          FROM removed_rows
        ) d GROUP BY conversation_id
      ) n
      WHERE c.id = n.conversation_id;
      RETURN NULL;
    END $$;
`;

export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    ALTER TABLE messages ADD COLUMN replaced_at timestamptz;

    CREATE FUNCTION search_fold(value text) RETURNS text
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
      RETURN regexp_replace(
        normalize(lower(value COLLATE "${USERNAME_COLLATION}"), NFD), '[\\u0300-\\u036f]', '', 'g');

    ${COUNT_SHOWN_AND_LAST}
  `);
  const [trigram] = await sequelize.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_extension WHERE extname = 'pg_trgm'`,
    { type: QueryTypes.SELECT },
  );
  if (trigram?.n) {
    await sequelize.query(`
      CREATE INDEX conversations_title_fold_trgm_idx ON conversations
        USING gin (search_fold(title) gin_trgm_ops);
      CREATE INDEX messages_content_fold_trgm_idx ON messages
        USING gin (search_fold(content) gin_trgm_ops) WHERE replaced_at IS NULL;
    `);
  }
};

export const down: Migration = async ({ context: sequelize }) => {
  // Replaced messages are deleted rather than shown again; the counting functions count every row,
  // as 0006 made them.
  await sequelize.query(`
    DROP INDEX IF EXISTS conversations_title_fold_trgm_idx, messages_content_fold_trgm_idx;
    DROP FUNCTION IF EXISTS search_fold(text);
    DELETE FROM messages WHERE replaced_at IS NOT NULL;
    ${COUNT_AND_LAST}
    ALTER TABLE messages DROP COLUMN replaced_at;
  `);
};
