import type { ChatSuggestion } from '@zak/contract';
import { selectPrepared } from '../../platform/db/query';

export interface MessageRecord {
  id: string;
  conversationId: string;
  type: 'user' | 'ai';
  content: string;
  tokens: number;
  createdAt: Date;
  /** An AI reply's clarifying chips; null when it has none. */
  suggestions: ChatSuggestion[] | null;
  /** When an edit or a regenerate replaced it (read by the account export only). */
  replacedAt?: Date | null;
}

/**
 * Adds a message to a user's conversation and bumps the conversation's updatedAt to the message's
 * time, atomically, in one statement (one round trip instead of a five-statement transaction):
 * the UPDATE locks the conversation row, so messages to one conversation stay serialised, and
 * inserts nothing when the conversation does not exist or belongs to someone else (null then).
 * The conversation's message_count follows through the messages trigger (migration 0004).
 */
export async function addMessageForUser(
  userId: string,
  input: {
    conversationId: string;
    type: 'user' | 'ai';
    content: string;
    tokens: number;
    suggestions: ChatSuggestion[] | null;
    /** The member's message's subject (message-topics.ts); null for the AI's answers. */
    topic: string | null;
  },
): Promise<MessageRecord | null> {
  const [row] = await selectPrepared<MessageRecord>(
    'add_message_for_user',
    `WITH conversation AS (
       UPDATE conversations SET updated_at = now()
       WHERE id = $conversationId AND user_id = $userId
       RETURNING id
     )
     INSERT INTO messages (conversation_id, type, content, tokens, suggestions, topic, created_at)
     SELECT id, $type::text, $content::text, $tokens::int, $suggestions::jsonb, $topic::text, now()
     FROM conversation
     RETURNING id, conversation_id AS "conversationId", type, content, tokens, suggestions,
       created_at AS "createdAt"`,
    { userId, ...input, suggestions: input.suggestions && JSON.stringify(input.suggestions) },
  );
  return row ? { ...row, createdAt: new Date(row.createdAt) } : null;
}
