import type { Migration } from './types';

// The training reminder on the weekdays the member picks (issue #37's gap): `days`, the weekdays
// (0 = Sunday ... 6 = Saturday) a training reminder goes on, whatever the routine's rhythm says;
// NULL: the routine's rhythm decides, as before. Only the training kind holds days.
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    ALTER TABLE reminder_settings
      ADD COLUMN days smallint[],
      ADD CONSTRAINT reminder_settings_days_valid CHECK (
        days IS NULL OR (
          kind = 'training'
          AND cardinality(days) BETWEEN 1 AND 7
          AND days <@ ARRAY[0, 1, 2, 3, 4, 5, 6]::smallint[]
        )
      )
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    ALTER TABLE reminder_settings
      DROP CONSTRAINT IF EXISTS reminder_settings_days_valid,
      DROP COLUMN IF EXISTS days
  `);
};
