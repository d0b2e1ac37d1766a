import type { Sequelize } from 'sequelize';
import type { MigrationFn } from 'umzug';

export type Migration = MigrationFn<Sequelize>;
