import { TITLE_LIMIT, type ChatSuggestion, type ConversationMessage } from '@zak/contract';
import type { UiMessage } from '../../../lib/types';

/** Conversation title: the first 80 characters of the first message. */
export const TITLE_MAX_LENGTH = TITLE_LIMIT;
export const WELCOME_ID = 'welcome';

export interface ChatState {
  /** Server id of the conversation; null until the first message creates it. */
  conversationId: string | null;
  messages: UiMessage[];
  /** A reply is being waited for (skeleton until its first words arrive). */
  pending: boolean;
}

export type ChatAction =
  | { type: 'reset'; welcome: string; now: number }
  | { type: 'welcomeChanged'; welcome: string }
  | { type: 'cleared' }
  | { type: 'loaded'; conversationId: string; messages: UiMessage[] }
  | { type: 'userMessage'; message: UiMessage }
  | { type: 'conversationCreated'; conversationId: string }
  | { type: 'awaitReply' }
  | { type: 'replyDelta'; id: string; delta: string; now: number }
  | {
      type: 'replyDone';
      id: string;
      content: string;
      now: number;
      isError?: boolean;
      suggestions?: ChatSuggestion[];
    }
  | { type: 'editFrom'; messageId: string }
  | { type: 'regenerateFrom'; messageId: string };

export function welcomeMessage(content: string, now: number): UiMessage {
  return { id: WELCOME_ID, type: 'assistant', content, timestamp: now };
}

export function initialChatState(welcome: string, now: number): ChatState {
  return { conversationId: null, messages: [welcomeMessage(welcome, now)], pending: false };
}

export function conversationTitle(firstMessage: string): string {
  return Array.from(firstMessage.trim()).slice(0, TITLE_MAX_LENGTH).join('');
}

/** Server messages to screen messages: 'user' stays user, anything else is the assistant. */
export function toUiMessages(messages: ConversationMessage[]): UiMessage[] {
  return messages.map((m) => ({
    id: m.id,
    type: m.role === 'user' ? 'user' : 'assistant',
    content: m.content,
    timestamp: Date.parse(m.ts),
    ...(m.suggestions?.length ? { suggestions: m.suggestions } : {}),
  }));
}

function upsertReply(
  state: ChatState,
  id: string,
  change: (m: UiMessage) => UiMessage,
  now: number,
) {
  const index = state.messages.findIndex((m) => m.id === id);
  if (index === -1) {
    const created = change({ id, type: 'assistant', content: '', timestamp: now });
    return [...state.messages, created];
  }
  return state.messages.map((m, i) => (i === index ? change(m) : m));
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'reset':
      return initialChatState(action.welcome, action.now);
    case 'welcomeChanged': {
      const [only] = state.messages;
      const untouched = state.messages.length === 1 && only?.id === WELCOME_ID;
      if (!untouched || only.content === action.welcome) return state;
      return { ...state, messages: [{ ...only, content: action.welcome }] };
    }
    case 'cleared':
      return { conversationId: null, messages: [], pending: false };
    case 'loaded':
      return { conversationId: action.conversationId, messages: action.messages, pending: false };
    case 'userMessage':
      return { ...state, messages: [...state.messages, action.message], pending: true };
    case 'conversationCreated':
      return { ...state, conversationId: action.conversationId };
    case 'awaitReply':
      return { ...state, pending: true };
    case 'replyDelta':
      return {
        ...state,
        messages: upsertReply(
          state,
          action.id,
          (m) => ({ ...m, content: m.content + action.delta, isStreaming: true }),
          action.now,
        ),
      };
    case 'replyDone':
      return {
        ...state,
        pending: false,
        messages: upsertReply(
          state,
          action.id,
          (m) => ({
            ...m,
            content: action.content,
            isStreaming: false,
            ...(action.isError ? { isError: true } : {}),
            ...(action.suggestions?.length ? { suggestions: action.suggestions } : {}),
          }),
          action.now,
        ),
      };
    case 'editFrom': {
      const index = state.messages.findIndex((m) => m.id === action.messageId);
      if (index === -1 || state.messages[index]?.type !== 'assistant') return state;
      return { ...state, messages: state.messages.slice(0, index) };
    }
    case 'regenerateFrom': {
      const index = state.messages.findIndex((m) => m.id === action.messageId);
      if (index === -1 || state.messages[index]?.type !== 'user') return state;
      return { ...state, messages: state.messages.slice(0, index + 1) };
    }
  }
}
