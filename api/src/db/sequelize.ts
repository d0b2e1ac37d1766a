import { Sequelize } from 'sequelize';
import { initModels } from '../models';

export interface DatabaseOptions {
  url: string;
  poolMax: number;
}

/**
 * One Sequelize instance per process. Connection-level failures are retried a few times (a
 * Postgres restart is survived by the next request); statement errors are never retried.
 */
export function createSequelize({ url, poolMax }: DatabaseOptions): Sequelize {
  const sequelize = new Sequelize(url, {
    dialect: 'postgres',
    logging: false,
    pool: { max: poolMax, min: 0, acquire: 5000, idle: 10_000, evict: 5000 },
    retry: {
      max: 3,
      match: [
        /SequelizeConnectionError/,
        /SequelizeConnectionRefusedError/,
        /ECONNREFUSED/,
        /ECONNRESET/,
        /Connection terminated/,
      ],
    },
    dialectOptions: { connectionTimeoutMillis: 3000, statement_timeout: 30_000 },
  });
  initModels(sequelize);
  return sequelize;
}
