import type { ChatSuggestion } from '@zak/contract';
/** Types shared by the chat remote's features. */

export type Language = 'fr' | 'en';

/** A message as the screen shows it. */
export interface UiMessage {
  id: string;
  type: 'user' | 'assistant';
  content: string;
  /** Epoch milliseconds. */
  timestamp: number;
  /** An error text produced by the screen itself (never saved). */
  isError?: boolean;
  /** The reply is still being generated. */
  isStreaming?: boolean;
  /** The coach's clarifying chips under its answer (shown under the latest answer only). */
  suggestions?: ChatSuggestion[];
}

export type FontSize = 'small' | 'medium' | 'large';

/** Display settings: kept in memory only, as the spec says. */
export interface ChatSettings {
  structuredResponses: boolean;
  animations: boolean;
  fontSize: FontSize;
}

export const DEFAULT_CHAT_SETTINGS: ChatSettings = {
  structuredResponses: true,
  animations: true,
  fontSize: 'medium',
};
