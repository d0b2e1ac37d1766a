import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

export class MessageModel extends Model<
  InferAttributes<MessageModel>,
  InferCreationAttributes<MessageModel>
> {
  declare id: CreationOptional<string>;
  declare conversationId: string;
  declare type: 'user' | 'ai';
  declare content: string;
  declare tokens: CreationOptional<number>;
  declare createdAt: CreationOptional<Date>;
  /** Set when an edit or a regenerate in the chat replaced the message (migration 0014). */
  declare replacedAt: CreationOptional<Date | null>;
}

export function initMessageModel(sequelize: Sequelize): void {
  MessageModel.init(
    {
      id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
      conversationId: { type: DataTypes.UUID, allowNull: false, field: 'conversation_id' },
      type: { type: DataTypes.TEXT, allowNull: false },
      content: { type: DataTypes.TEXT, allowNull: false },
      tokens: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      createdAt: { type: DataTypes.DATE, field: 'created_at' },
      replacedAt: { type: DataTypes.DATE, allowNull: true, field: 'replaced_at' },
    },
    { sequelize, tableName: 'messages', underscored: true, updatedAt: false },
  );
}
