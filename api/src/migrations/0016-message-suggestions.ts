import type { Migration } from './types';

// Issue 41: when the offline coach is not sure which subject a question is about, its answer asks
// and offers the likely subjects as chips ({ label, message } objects, 1 to 3). The chat saves them
// with the answer so that a reloaded conversation shows them again. NULL for every other message
// (the member's, the model's answers, every answer from before this migration).
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`ALTER TABLE messages ADD COLUMN suggestions jsonb`);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`ALTER TABLE messages DROP COLUMN IF EXISTS suggestions`);
};
