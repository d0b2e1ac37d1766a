import type { Migration } from './types';

// Issue 36, the AI use by topic: a member's message now gets its topic in the insert that stores
// it (modules/conversations), and the desk's `coaching-topics` job classifies the older rows in
// batches. This partial index holds the members' messages that have no topic yet, so the job finds
// its next batch without scanning the table; once they are classified it is empty (new rows come
// with their topic).
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    CREATE INDEX messages_unclassified ON messages (created_at DESC, id)
      WHERE type = 'user' AND topic IS NULL
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`DROP INDEX IF EXISTS messages_unclassified`);
};
