import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import { cleanJson } from '../platform/text-policy';

export class SiteSettingModel extends Model<
  InferAttributes<SiteSettingModel>,
  InferCreationAttributes<SiteSettingModel>
> {
  declare id: CreationOptional<string>;
  declare key: string;
  declare value: unknown;
  declare updatedAt: CreationOptional<Date>;
  declare updatedBy: string | null;
}

export function initSiteSettingModel(sequelize: Sequelize): void {
  SiteSettingModel.init(
    {
      id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
      key: { type: DataTypes.TEXT, allowNull: false, unique: true },
      value: { type: DataTypes.JSONB, allowNull: false, validate: { textPolicy: cleanJson } },
      updatedAt: { type: DataTypes.DATE, field: 'updated_at' },
      updatedBy: { type: DataTypes.UUID, allowNull: true, field: 'updated_by' },
    },
    { sequelize, tableName: 'site_settings', underscored: true, createdAt: false },
  );
}
