import type { Role } from '@zak/contract';
import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import { cleanJson } from '../platform/text-policy';

export class UserModel extends Model<
  InferAttributes<UserModel>,
  InferCreationAttributes<UserModel>
> {
  declare id: CreationOptional<string>;
  declare username: string;
  declare email: string | null;
  declare password: string;
  declare hasIAAccess: CreationOptional<boolean>;
  declare iaSettings: Record<string, unknown> | null;
  declare role: CreationOptional<Role>;
  declare isActive: CreationOptional<boolean>;
  declare createdAt: CreationOptional<Date>;
  declare lastLoginAt: Date | null;
  declare expiresAt: Date | null;
  /** The sign-up's consent (migration 0017): all three set together, or none. */
  declare adultConfirmedAt: CreationOptional<Date | null>;
  declare termsAcceptedAt: CreationOptional<Date | null>;
  declare termsVersion: CreationOptional<string | null>;
  /** The version of the terms the member is asked to accept again (migration 0028); null: none. */
  declare termsRenewal: CreationOptional<string | null>;
}

export function initUserModel(sequelize: Sequelize): void {
  UserModel.init(
    {
      id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
      username: { type: DataTypes.TEXT, allowNull: false, unique: true },
      email: { type: DataTypes.TEXT, allowNull: true },
      password: { type: DataTypes.TEXT, allowNull: false },
      hasIAAccess: {
        type: DataTypes.BOOLEAN,
        allowNull: false,
        defaultValue: true,
        field: 'has_ia_access',
      },
      iaSettings: {
        type: DataTypes.JSONB,
        allowNull: true,
        field: 'ia_settings',
        validate: { textPolicy: cleanJson },
      },
      role: { type: DataTypes.TEXT, allowNull: false, defaultValue: 'user' },
      isActive: {
        type: DataTypes.BOOLEAN,
        allowNull: false,
        defaultValue: true,
        field: 'is_active',
      },
      createdAt: { type: DataTypes.DATE, field: 'created_at' },
      lastLoginAt: { type: DataTypes.DATE, allowNull: true, field: 'last_login_at' },
      expiresAt: { type: DataTypes.DATE, allowNull: true, field: 'expires_at' },
      adultConfirmedAt: { type: DataTypes.DATE, allowNull: true, field: 'adult_confirmed_at' },
      termsAcceptedAt: { type: DataTypes.DATE, allowNull: true, field: 'terms_accepted_at' },
      termsVersion: { type: DataTypes.TEXT, allowNull: true, field: 'terms_version' },
      termsRenewal: { type: DataTypes.TEXT, allowNull: true, field: 'terms_renewal' },
    },
    { sequelize, tableName: 'users', underscored: true, updatedAt: false },
  );
}
