import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { ChatSuggestion } from '@zak/contract';

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
  /** An AI reply's clarifying chips (migration 0016); null for every other message. */
  declare suggestions: CreationOptional<ChatSuggestion[] | null>;
  /** A member's message's subject for the coach desk (migration 0025); null for the AI's answers. */
  declare topic: CreationOptional<string | null>;
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
      suggestions: { type: DataTypes.JSONB, allowNull: true },
      topic: { type: DataTypes.TEXT, allowNull: true },
    },
    { sequelize, tableName: 'messages', underscored: true, updatedAt: false },
  );
}
