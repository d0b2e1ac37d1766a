import type { Migration } from './types';

// Issue 34: one lift's history is summarised per session in SQL (training.repository's
// exerciseSummaries and bestRepsAtWeight) from the member's sets of that exercise. The index on
// (user_id, exercise_id) now carries the columns those sums read, so they come from the index
// alone (an index-only scan once vacuum marked the pages visible) instead of one heap page per
// few sets: five years of a lift are 2,500 sets spread over the whole table. It replaces the
// index on the same two keys (a second one would only cost writes).
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    CREATE INDEX training_sets_exercise_summary ON training_sets (user_id, exercise_id)
      INCLUDE (session_id, type, weight_kg, reps);
    DROP INDEX training_sets_exercise;
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    CREATE INDEX training_sets_exercise ON training_sets (user_id, exercise_id);
    DROP INDEX training_sets_exercise_summary;
  `);
};
