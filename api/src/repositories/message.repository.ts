import { db } from '../db/query';
import { ConversationModel, MessageModel } from '../models';

export interface MessageRecord {
  id: string;
  conversationId: string;
  type: 'user' | 'ai';
  content: string;
  tokens: number;
  createdAt: Date;
}

/**
 * Adds a message to a user's conversation and bumps the conversation's updatedAt, atomically.
 * Null when the conversation does not exist or belongs to someone else.
 */
export async function addMessageForUser(
  userId: string,
  input: { conversationId: string; type: 'user' | 'ai'; content: string; tokens: number },
): Promise<MessageRecord | null> {
  return db().transaction(async (transaction) => {
    const conversation = await ConversationModel.findOne({
      where: { id: input.conversationId, userId },
      transaction,
      lock: transaction.LOCK.UPDATE,
    });
    if (!conversation) return null;
    const message = await MessageModel.create(input, { transaction });
    await db().query('UPDATE conversations SET updated_at = $now WHERE id = $id', {
      bind: { now: message.createdAt, id: conversation.id },
      transaction,
    });
    return message.get({ plain: true }) as MessageRecord;
  });
}
