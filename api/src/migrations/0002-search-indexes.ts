import type { Migration } from './types';

// Case-insensitive substring search (ILIKE '%x%') on users and conversations that stays fast at
// 100k users / 1M messages: trigram GIN indexes. If pg_trgm cannot be created (no extension, no
// privilege), plain lower() indexes keep prefix searches indexed and the app works the same.
export const up: Migration = async ({ context: sequelize }) => {
  let trigram = true;
  try {
    await sequelize.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  } catch {
    trigram = false;
  }
  if (trigram) {
    await sequelize.query(`
      CREATE INDEX users_username_trgm_idx ON users USING gin (username gin_trgm_ops);
      CREATE INDEX users_email_trgm_idx ON users USING gin (email gin_trgm_ops);
      CREATE INDEX conversations_title_trgm_idx ON conversations USING gin (title gin_trgm_ops);
      CREATE INDEX messages_content_trgm_idx ON messages USING gin (content gin_trgm_ops);
    `);
  } else {
    await sequelize.query(`
      CREATE INDEX users_lower_email_idx ON users (lower(email) text_pattern_ops);
      CREATE INDEX users_lower_username_pattern_idx ON users (lower(username) text_pattern_ops);
    `);
  }
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    DROP INDEX IF EXISTS users_username_trgm_idx, users_email_trgm_idx, conversations_title_trgm_idx,
      messages_content_trgm_idx, users_lower_email_idx, users_lower_username_pattern_idx;
  `);
};
