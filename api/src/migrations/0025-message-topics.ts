import type { Migration } from './types';

// Issue 36, the member file's AI use by topic: each message a member sends to the AI coach gets
// the subject the offline coach's topic detector reads in it (training, nutrition, supplements,
// sleep, social, content, or 'other'). NULL until classified: the coach desk classifies a member's
// unclassified messages in TypeScript when it opens their file (bounded per read, see
// docs/coaching.md), so this migration only adds the column (no rewrite of the table, no lock held
// beyond the catalog change) and the AI coach's chat path is unchanged.
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`ALTER TABLE messages ADD COLUMN topic text`);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`ALTER TABLE messages DROP COLUMN IF EXISTS topic`);
};
