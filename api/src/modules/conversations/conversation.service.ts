import { promisify } from 'node:util';
import zlib from 'node:zlib';
import {
  TITLE_LIMIT,
  type ConversationDetail,
  type ConversationListQuery,
  type ConversationPage,
  type ConversationSummary,
  type CreateConversationResponse,
  type ChatSuggestion,
  type MessageRecord as MessageDto,
  type ReplaceMessagesResponse,
} from '@zak/contract';
import { conversationsChanged } from '../../platform/db/conversation-version';
import { badRequest, notFound } from '../../platform/app-error';
import type { ConversationListCache } from './conversation-cache';
import { countConversationCache } from '../../platform/metrics';
import { countTokens } from '../../platform/tokens';
import { topicOf } from './message-topics';
import {
  createConversation,
  deleteAllConversationsForUser,
  deleteConversationForUser,
  findConversationForUser,
  listConversationsJson,
  pageConversations,
  ownsConversation,
  replaceMessagesFrom,
  type ConversationCursor,
  type ConversationSummaryRecord,
} from './conversation.repository';
import { addMessageForUser, type MessageRecord } from './message.repository';

function toSummary(c: ConversationSummaryRecord): ConversationSummary {
  return {
    id: c.id,
    title: c.title,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
    messageCount: Number(c.messageCount ?? 0),
  };
}

export function toMessageDto(m: MessageRecord): MessageDto {
  return {
    id: m.id,
    conversationId: m.conversationId,
    type: m.type,
    content: m.content,
    tokens: m.tokens,
    createdAt: new Date(m.createdAt).toISOString(),
    suggestions: m.suggestions ?? null,
    ...(m.replacedAt ? { replacedAt: new Date(m.replacedAt).toISOString() } : {}),
  };
}

export function encodeCursor(c: { updatedAt: Date | string; id: string }): string {
  return Buffer.from(`${new Date(c.updatedAt).toISOString()}|${c.id}`).toString('base64url');
}

export function decodeCursor(cursor: string): ConversationCursor {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const updatedAt = new Date(at ?? '');
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  if (!id || !uuid.test(id) || Number.isNaN(updatedAt.getTime())) throw badRequest('cursorInvalid');
  return { updatedAt, id };
}

/** Titles are the first 80 characters (by code point, never half an emoji). */
export function cutTitle(title: string): string {
  return Array.from(title.trim()).slice(0, TITLE_LIMIT).join('');
}

/** The plain list (ConversationSummary[]) as JSON text written by PostgreSQL, sent as is. */
export function listJsonForUser(userId: string): Promise<string> {
  return listConversationsJson(userId);
}

/** This replica's list cache and the user's conversations version read with the session. */
export interface ListCacheContext {
  lists: ConversationListCache;
  version: string;
}

/** How the answer is encoded: chosen by the route from Accept-Encoding. */
export type ListEncoding = 'br' | 'gzip' | 'identity';

// The compression middleware's threshold and settings (app.ts): the list answers as it would.
const COMPRESS_MIN_BYTES = 1024;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

/**
 * GET /api/conversations as the bytes answered: the spec's plain array, unless the caller asks for
 * a page (limit or cursor) or searches (q), in `encoding` when the JSON is large enough to be
 * worth compressing (the encoding actually used is returned). Lists and pages come from the
 * replica's cache when it has them under the user's current version (modules/conversations/conversation-cache),
 * compressed forms included; searches never do.
 */
export async function listBodyForUser(
  userId: string,
  query: ConversationListQuery,
  encoding: ListEncoding,
  cache?: ListCacheContext,
): Promise<{ bytes: Buffer; encoding: ListEncoding }> {
  const plain = query.limit === undefined && query.cursor === undefined && !query.q;
  const key = plain ? 'all' : query.q ? undefined : `${query.limit ?? ''}:${query.cursor ?? ''}`;
  const usable = key !== undefined ? cache : undefined;
  let body = usable?.lists.get(userId, key!, usable.version);
  if (usable) countConversationCache(body !== undefined);
  if (!body) {
    const ticket = usable?.lists.ticket() ?? 0;
    const json = plain
      ? await listJsonForUser(userId)
      : JSON.stringify(await pageForUser(userId, query));
    body = { json: Buffer.from(json) };
    usable?.lists.set(userId, key!, usable.version, body, ticket);
  }
  if (encoding === 'identity' || body.json.length < COMPRESS_MIN_BYTES) {
    return { bytes: body.json, encoding: 'identity' };
  }
  let bytes = body[encoding];
  if (!bytes) {
    bytes = encoding === 'br' ? await brotli(body.json, BROTLI_OPTIONS) : await gzip(body.json);
    if (usable) usable.lists.addEncoded(userId, key!, body, encoding, bytes);
  }
  return { bytes, encoding };
}

export async function pageForUser(
  userId: string,
  query: { q?: string; limit?: number; cursor?: string },
): Promise<ConversationPage> {
  const limit = query.limit ?? 20;
  const rows = await pageConversations(userId, {
    q: query.q || undefined,
    limit: limit + 1,
    after: query.cursor ? decodeCursor(query.cursor) : undefined,
  });
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    items: items.map(toSummary),
    nextCursor: rows.length > limit && last ? encodeCursor(last) : null,
  };
}

export async function getForUser(id: string, userId: string): Promise<ConversationDetail> {
  const conversation = await findConversationForUser(id, userId);
  if (!conversation) throw notFound('conversationNotFound');
  return {
    id: conversation.id,
    title: conversation.title,
    createdAt: conversation.createdAt.toISOString(),
    updatedAt: conversation.updatedAt.toISOString(),
    messages: conversation.messages.map((m) => ({
      id: m.id,
      role: m.type === 'user' ? 'user' : 'assistant',
      content: m.content,
      ts: new Date(m.createdAt).toISOString(),
      tokens: m.tokens,
      suggestions: m.suggestions ?? null,
    })),
  };
}

export async function createForUser(
  userId: string,
  input: { title: string; firstMessage?: { content: string } },
): Promise<CreateConversationResponse> {
  const first = input.firstMessage
    ? {
        content: input.firstMessage.content,
        tokens: countTokens(input.firstMessage.content),
        topic: topicOf('user', input.firstMessage.content),
      }
    : undefined;
  const created = await createConversation(userId, cutTitle(input.title), first);
  await conversationsChanged(userId);
  return {
    id: created.id,
    title: created.title,
    createdAt: created.createdAt.toISOString(),
    updatedAt: created.updatedAt.toISOString(),
    ...(created.firstMessageId ? { firstMessageId: created.firstMessageId } : {}),
  };
}

export async function deleteForUser(id: string, userId: string): Promise<number> {
  const deleted = await deleteConversationForUser(id, userId);
  if (!deleted) throw notFound('conversationNotFound');
  await conversationsChanged(userId);
  return deleted;
}

export async function deleteAllForUser(userId: string): Promise<number> {
  const deleted = await deleteAllConversationsForUser(userId);
  if (deleted) await conversationsChanged(userId);
  return deleted;
}

export async function addMessage(
  userId: string,
  input: {
    conversationId: string;
    type: 'user' | 'ai';
    content: string;
    tokens?: number;
    suggestions?: ChatSuggestion[];
  },
): Promise<MessageDto> {
  const message = await addMessageForUser(userId, {
    conversationId: input.conversationId,
    type: input.type,
    content: input.content,
    tokens: input.tokens ?? countTokens(input.content),
    // Chips belong to the coach's answers only.
    suggestions: input.type === 'ai' && input.suggestions?.length ? input.suggestions : null,
    topic: topicOf(input.type, input.content),
  });
  if (!message) throw notFound('conversationNotFound');
  await conversationsChanged(userId);
  return toMessageDto(message);
}

/**
 * The chat removed a message and everything after it from the screen (edit, regenerate): they are
 * marked replaced, not deleted. Every reader the member sees through (the conversation, the
 * search, the counts, the exports' chat text, the coach's history) leaves them out, while the AI
 * logs keep them: they are the administrators' record of what the AI produced and of the tokens
 * it used, which deleting would rewrite.
 */
export async function replaceFromForUser(
  conversationId: string,
  userId: string,
  fromMessageId: string,
): Promise<ReplaceMessagesResponse> {
  const replaced = await replaceMessagesFrom(conversationId, userId, fromMessageId);
  if (replaced === null) {
    const owned = await ownsConversation(conversationId, userId);
    throw notFound(owned ? 'messageNotFound' : 'conversationNotFound');
  }
  if (replaced) await conversationsChanged(userId);
  return { replaced };
}
