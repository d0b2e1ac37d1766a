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
 * case- and accent-insensitive substring of the title or of any message (trigram-indexed).
 */
export async function pageConversations(
  userId: string,
  options: { q?: string; limit: number; after?: ConversationCursor },
): Promise<ConversationSummaryRecord[]> {
  const clauses = ['c.user_id = $userId'];
  const params: Record<string, unknown> = { userId, limit: options.limit };
  if (options.q) {
    // Case and accents ignored on both sides by search_fold (migration 0014), whose trigram
    // indexes serve these two conditions; replaced messages are not searched.
    clauses.push(`(search_fold(c.title) LIKE search_fold($pattern) OR EXISTS (
      SELECT 1 FROM messages m WHERE m.conversation_id = c.id AND m.replaced_at IS NULL
        AND search_fold(m.content) LIKE search_fold($pattern)))`);
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

/**
 * A user's conversation with its messages, oldest first; the messages an edit or a regenerate
 * replaced only when `withReplaced` (the account export, which holds everything stored).
 */
export async function findConversationForUser(
  id: string,
  userId: string,
  { withReplaced = false } = {},
): Promise<ConversationDetailRecord | null> {
  const conversation = await ConversationModel.findOne({ where: { id, userId } });
  if (!conversation) return null;
  const messages = await MessageModel.findAll({
    where: withReplaced ? { conversationId: id } : { conversationId: id, replacedAt: null },
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

/** The text of an answer of the coach in one of the member's conversations; null otherwise. */
export async function coachAnswerForUser(messageId: string, userId: string) {
  const [row] = await select<{ content: string }>(
    `SELECT m.content FROM messages m JOIN conversations c ON c.id = m.conversation_id
     WHERE m.id = $messageId AND c.user_id = $userId AND m.type = 'ai'`,
    { messageId, userId },
  );
  return row?.content ?? null;
}

/**
 * The last `limit` messages of a user's conversation that are not replaced, oldest first (the
 * coach's history); null if not theirs.
 */
export async function recentMessagesForUser(
  conversationId: string,
  userId: string,
  limit: number,
): Promise<MessageRecord[] | null> {
  if (!(await ownsConversation(conversationId, userId))) return null;
  const rows = await select<MessageRecord>(
    `SELECT id, conversation_id AS "conversationId", type, content, tokens, created_at AS "createdAt"
     FROM messages WHERE conversation_id = $conversationId AND replaced_at IS NULL
     ORDER BY created_at DESC, id DESC LIMIT $limit`,
    { conversationId, limit },
  );
  return rows.reverse();
}

/**
 * The last `limit` replaced AI answers of a user's conversation, oldest first, each with the text
 * of the user message before it (replaced or not); null if not theirs.
 */
export async function replacedAnswersForUser(
  conversationId: string,
  userId: string,
  limit: number,
): Promise<Array<{ question: string | null; content: string }> | null> {
  if (!(await ownsConversation(conversationId, userId))) return null;
  const rows = await select<{ question: string | null; content: string }>(
    `SELECT m.content, (
       SELECT q.content FROM messages q
       WHERE q.conversation_id = m.conversation_id AND q.type = 'user'
         AND (q.created_at, q.id) < (m.created_at, m.id)
       ORDER BY q.created_at DESC, q.id DESC LIMIT 1
     ) AS question
     FROM messages m
     WHERE m.conversation_id = $conversationId AND m.type = 'ai' AND m.replaced_at IS NOT NULL
     ORDER BY m.created_at DESC, m.id DESC LIMIT $limit`,
    { conversationId, limit },
  );
  return rows.reverse();
}

export async function createConversation(
  userId: string,
  title: string,
  firstMessage?: { content: string; tokens: number; topic: string | null },
): Promise<{
  id: string;
  title: string;
  createdAt: Date;
  updatedAt: Date;
  firstMessageId?: string;
}> {
  return db().transaction(async (transaction) => {
    const created = await ConversationModel.create({ userId, title }, { transaction });
    const first = firstMessage
      ? await MessageModel.create(
          { conversationId: created.id, type: 'user', ...firstMessage },
          { transaction },
        )
      : undefined;
    return {
      id: created.id,
      title: created.title,
      createdAt: created.createdAt,
      updatedAt: created.updatedAt,
      ...(first ? { firstMessageId: first.id } : {}),
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
    const detail = await findConversationForUser(id, userId, { withReplaced: true });
    if (detail) yield detail;
  }
}

/**
 * Marks a message of a user's conversation and every later one (by the conversation's order:
 * creation time, then id) as replaced, and bumps the conversation's updatedAt, in one statement.
 * Null when the conversation is not the user's or the message is not in it; otherwise how many
 * messages were marked (0 when that message was already replaced: a repeated call changes nothing).
 */
export async function replaceMessagesFrom(
  conversationId: string,
  userId: string,
  messageId: string,
): Promise<number | null> {
  const [row] = await select<{ found: boolean; replaced: number }>(
    `WITH conversation AS (
       SELECT id FROM conversations WHERE id = $conversationId AND user_id = $userId
     ),
     start AS (
       SELECT m.created_at, m.id, m.replaced_at FROM messages m
       JOIN conversation c ON c.id = m.conversation_id WHERE m.id = $messageId
     ),
     replaced AS (
       UPDATE messages m SET replaced_at = now() FROM start s
       WHERE m.conversation_id = $conversationId AND m.replaced_at IS NULL
         AND s.replaced_at IS NULL AND (m.created_at, m.id) >= (s.created_at, s.id)
       RETURNING m.id
     ),
     touched AS (
       UPDATE conversations SET updated_at = now()
       WHERE id = (SELECT id FROM conversation) AND EXISTS (SELECT 1 FROM replaced)
       RETURNING id
     )
     SELECT EXISTS (SELECT 1 FROM start) AS found,
       (SELECT count(*)::int FROM replaced) AS replaced,
       (SELECT count(*)::int FROM touched) AS touched`,
    { conversationId, userId, messageId },
  );
  return row?.found ? row.replaced : null;
}
