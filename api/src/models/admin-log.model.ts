import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import { cleanJson } from '../platform/text-policy';

export class AdminLogModel extends Model<
  InferAttributes<AdminLogModel>,
  InferCreationAttributes<AdminLogModel>
> {
  declare id: CreationOptional<string>;
  declare adminUserId: string;
  declare action: string;
  declare details: Record<string, unknown>;
  declare ipAddress: string | null;
  declare userAgent: string | null;
  declare createdAt: CreationOptional<Date>;
}

export function initAdminLogModel(sequelize: Sequelize): void {
  AdminLogModel.init(
    {
      id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
      adminUserId: { type: DataTypes.UUID, allowNull: false, field: 'admin_user_id' },
      action: { type: DataTypes.TEXT, allowNull: false },
      details: {
        type: DataTypes.JSONB,
        allowNull: false,
        defaultValue: {},
        validate: { textPolicy: cleanJson },
      },
      ipAddress: { type: DataTypes.TEXT, allowNull: true, field: 'ip_address' },
      userAgent: { type: DataTypes.TEXT, allowNull: true, field: 'user_agent' },
      createdAt: { type: DataTypes.DATE, field: 'created_at' },
    },
    { sequelize, tableName: 'admin_logs', underscored: true, updatedAt: false },
  );
}
