import type { Migration } from './types';

// Issue 35: each successful backup (`npm run backup`, the scheduled one included) leaves a row here,
// so every API replica can say on /metrics when the last one finished
// (zak_backup_last_success_timestamp_seconds) without seeing the backups' folder. A restored
// database holds the runs its backup had seen, not the later ones.
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    CREATE TABLE backup_runs (
      id bigserial PRIMARY KEY,
      finished_at timestamptz NOT NULL DEFAULT now(),
      file text NOT NULL,
      bytes bigint NOT NULL CHECK (bytes >= 0),
      seconds double precision NOT NULL CHECK (seconds >= 0)
    )`);
  await sequelize.query(`CREATE INDEX backup_runs_finished_at ON backup_runs (finished_at)`);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`DROP TABLE IF EXISTS backup_runs`);
};
