import type { UiMessage } from '../../../lib/types';

export interface ExportNames {
  you: string;
  assistantName: string;
}

/** `conversation-<ISO date>.md`, e.g. conversation-2026-11-21.md */
export function exportFileName(now: Date): string {
  return `conversation-${now.toISOString().slice(0, 10)}.md`;
}

/**
 * The conversation as markdown: one block per message, prefixed with "Vous" (the member) or the
 * assistant's name. Replies still being generated are left out.
 */
export function formatConversationMarkdown(messages: UiMessage[], names: ExportNames): string {
  return messages
    .filter((m) => !m.isStreaming)
    .map((m) => `${m.type === 'user' ? names.you : names.assistantName}: ${m.content.trim()}`)
    .join('\n\n')
    .concat('\n');
}
