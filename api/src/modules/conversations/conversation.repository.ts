import { QueryTypes } from 'sequelize';
import { containsPattern, db, select, selectPrepared } from '../../platform/db/query';
import { ConversationModel, MessageModel } from '../../models';
import type { MessageRecord } from './message.repository';

/** Timestamps as ISO 8601 UTC text, formatted by PostgreSQL (no Date parse/format per row). */
export interface ConversationSummaryRecord {
  id: string;
  title: string;
  createdAt: string;
  updatedAt: string;
  messageCount: number;
}

export interface ConversationDetailRecord {
  id: string;
  userId: string;
  title: string;
  createdAt: Date;
  updatedAt: Date;
  messages: MessageRecord[];
}

export interface ConversationCursor {
  updatedAt: Date;
  id: string;
}

/** The plain list answers at most this many conversations (the paged list has no limit). */
export const PLAIN_LIST_CAP = 500;

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

// message_count is maintained by triggers on messages (migration 0004).
const SUMMARY = `c.id, c.title, to_char(c.created_at AT TIME ZONE 'UTC', ${ISO}) AS "createdAt",
  to_char(c.updated_at AT TIME ZONE 'UTC', ${ISO}) AS "updatedAt", c.message_count AS "messageCount"`;

/**
 * The plain list as JSON text written by PostgreSQL (an array of ConversationSummary, newest
 * update first): its rows are neither parsed nor serialised again here.
 */
export async function listConversationsJson(userId: string): Promise<string> {
  const [row] = await selectPrepared<{ json: string }>(
    'list_conversations_json',
    // Timestamps formatted for the listed rows only (after the LIMIT); updatedAt is fixed-width
    // UTC text at the column's millisecond precision, so it sorts like the timestamp itself.
    `SELECT coalesce(json_agg(s ORDER BY s."updatedAt" COLLATE "C" DESC, s.id DESC), '[]')::text
       AS json
     FROM (
       SELECT ${SUMMARY} FROM (
         SELECT id, title, created_at, updated_at, message_count FROM conversations
         WHERE user_id = $userId ORDER BY updated_at DESC, id DESC LIMIT $cap
       ) c
     ) s`,
    { userId, cap: PLAIN_LIST_CAP },
  );
  return row?.json ?? '[]';
}

/**
 * Keyset page of a user's conversations, newest update first, optionally filtered by a
 * case-insensitive substring of the title or of any message (trigram-indexed).
 */
export async function pageConversations(
  userId: string,
  options: { q?: string; limit: number; after?: ConversationCursor },
): Promise<ConversationSummaryRecord[]> {
  const clauses = ['c.user_id = $userId'];
  const params: Record<string, unknown> = { userId, limit: options.limit };
  if (options.q) {
    clauses.push(`(c.title ILIKE $pattern OR EXISTS (
      SELECT 1 FROM messages m WHERE m.conversation_id = c.id AND m.content ILIKE $pattern))`);
    params.pattern = containsPattern(options.q);
  }
  if (options.after) {
    clauses.push('(c.updated_at, c.id) < ($afterAt, $afterId)');
    params.afterAt = options.after.updatedAt;
    params.afterId = options.after.id;
  }
  // The history pages as two named statements (with or without cursor), prepared once per
  // connection; a search is planned for its own pattern (unnamed: trigram plans depend on it).
  return selectPrepared<ConversationSummaryRecord>(
    options.q ? null : `page_conversations${options.after ? '_after' : ''}`,
    `SELECT ${SUMMARY} FROM conversations c WHERE ${clauses.join(' AND ')}
     ORDER BY c.updated_at DESC, c.id DESC LIMIT $limit`,
    params,
  );
}

export async function findConversationForUser(
  id: string,
  userId: string,
): Promise<ConversationDetailRecord | null> {
  const conversation = await ConversationModel.findOne({ where: { id, userId } });
  if (!conversation) return null;
  const messages = await MessageModel.findAll({
    where: { conversationId: id },
    order: [
      ['createdAt', 'ASC'],
      ['id', 'ASC'],
    ],
  });
  return {
    id: conversation.id,
    userId: conversation.userId,
    title: conversation.title,
    createdAt: conversation.createdAt,
    updatedAt: conversation.updatedAt,
    messages: messages.map((m) => m.get({ plain: true }) as MessageRecord),
  };
}

/** Does this conversation exist and belong to this user? */
export async function ownsConversation(id: string, userId: string): Promise<boolean> {
  return (await ConversationModel.count({ where: { id, userId } })) > 0;
}

/** The last `limit` messages of a user's conversation, oldest first; null if not theirs. */
export async function recentMessagesForUser(
  conversationId: string,
  userId: string,
  limit: number,
): Promise<MessageRecord[] | null> {
  if (!(await ownsConversation(conversationId, userId))) return null;
  const rows = await select<MessageRecord>(
    `SELECT id, conversation_id AS "conversationId", type, content, tokens, created_at AS "createdAt"
     FROM messages WHERE conversation_id = $conversationId
     ORDER BY created_at DESC, id DESC LIMIT $limit`,
    { conversationId, limit },
  );
  return rows.reverse();
}

export async function createConversation(
  userId: string,
  title: string,
  firstMessage?: { content: string; tokens: number },
): Promise<{ id: string; title: string; createdAt: Date; updatedAt: Date }> {
  return db().transaction(async (transaction) => {
    const created = await ConversationModel.create({ userId, title }, { transaction });
    if (firstMessage) {
      await MessageModel.create(
        { conversationId: created.id, type: 'user', ...firstMessage },
        { transaction },
      );
    }
    return {
      id: created.id,
      title: created.title,
      createdAt: created.createdAt,
      updatedAt: created.updatedAt,
    };
  });
}

export async function deleteConversationForUser(id: string, userId: string): Promise<number> {
  return ConversationModel.destroy({ where: { id, userId } });
}

export async function deleteAllConversationsForUser(userId: string): Promise<number> {
  return ConversationModel.destroy({ where: { userId } });
}

/** Every conversation of a user with its messages (account export), oldest first. */
export async function* streamConversationsWithMessages(
  userId: string,
): AsyncGenerator<ConversationDetailRecord> {
  const ids = await db().query<{ id: string }>(
    'SELECT id FROM conversations WHERE user_id = $userId ORDER BY created_at, id',
    { type: QueryTypes.SELECT, bind: { userId } },
  );
  for (const { id } of ids) {
    const detail = await findConversationForUser(id, userId);
    if (detail) yield detail;
  }
}
