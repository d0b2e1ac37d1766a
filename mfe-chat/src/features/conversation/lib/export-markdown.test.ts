import type { UiMessage } from '../../../lib/types';
import { exportFileName, formatConversationMarkdown } from './export-markdown';

const names = { you: 'Vous', assistantName: 'Zak IA' };

function message(
  type: UiMessage['type'],
  content: string,
  extra: Partial<UiMessage> = {},
): UiMessage {
  return { id: content, type, content, timestamp: 0, ...extra };
}

describe('conversation export', () => {
  it('names the file conversation-<ISO date>.md', () => {
    expect(exportFileName(new Date('2026-11-21T22:15:00Z'))).toBe('conversation-2026-11-21.md');
  });

  it('prefixes every message with "Vous" or the assistant name, in order', () => {
    const text = formatConversationMarkdown(
      [
        message('assistant', 'Bienvenue'),
        message('user', 'Un programme ?'),
        message('assistant', '## Semaine 1\n- Squat'),
      ],
      names,
    );
    expect(text).toBe(
      'Zak IA: Bienvenue\n\nVous: Un programme ?\n\nZak IA: ## Semaine 1\n- Squat\n',
    );
  });

  it('leaves out a reply still being generated', () => {
    const text = formatConversationMarkdown(
      [message('user', 'Salut'), message('assistant', 'Demi-répo', { isStreaming: true })],
      names,
    );
    expect(text).toBe('Vous: Salut\n');
  });
});
