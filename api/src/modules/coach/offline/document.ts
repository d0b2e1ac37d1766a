import type { Language } from '../types';

/** An answer as content blocks, rendered as structured markdown or as plain paragraphs. */
export type Block =
  | { kind: 'title'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[]; ordered?: boolean }
  | { kind: 'table'; header: string[]; rows: string[][] }
  | { kind: 'note'; text: string };

export const title = (text: string): Block => ({ kind: 'title', text });
export const heading = (text: string): Block => ({ kind: 'heading', text });
export const paragraph = (text: string): Block => ({ kind: 'paragraph', text });
export const list = (items: string[], ordered = false): Block => ({ kind: 'list', items, ordered });
export const table = (header: string[], rows: string[][]): Block => ({
  kind: 'table',
  header,
  rows,
});
export const note = (text: string): Block => ({ kind: 'note', text });

const escapeCell = (cell: string): string => cell.replace(/\|/g, '\\|');

function renderStructured(blocks: readonly Block[]): string {
  return blocks
    .map((block) => {
      switch (block.kind) {
        case 'title':
          return `## ${block.text}`;
        case 'heading':
          return `### ${block.text}`;
        case 'paragraph':
          return block.text;
        case 'list':
          return block.items
            .map((item, i) => (block.ordered ? `${i + 1}. ${item}` : `- ${item}`))
            .join('\n');
        case 'table':
          return [
            `| ${block.header.map(escapeCell).join(' | ')} |`,
            `| ${block.header.map(() => '---').join(' | ')} |`,
            ...block.rows.map((row) => `| ${row.map(escapeCell).join(' | ')} |`),
          ].join('\n');
        case 'note':
          return `> ${block.text}`;
      }
    })
    .join('\n\n');
}

const endSentence = (text: string): string => (/[.!?:]$/.test(text) ? text : `${text}.`);

/** Plain prose: no headings, lists or tables; a heading leads into the paragraph that follows it. */
function renderPlain(blocks: readonly Block[], language: Language): string {
  const colon = language === 'fr' ? ' : ' : ': ';
  const paragraphs: string[] = [];
  let lead: string | undefined;
  const push = (text: string) => {
    paragraphs.push(lead === undefined ? text : `${lead}${colon}${text}`);
    lead = undefined;
  };
  for (const block of blocks) {
    switch (block.kind) {
      case 'title':
        push(`**${block.text}**`);
        break;
      case 'heading':
        if (lead !== undefined) paragraphs.push(endSentence(lead));
        lead = block.text;
        break;
      case 'paragraph':
      case 'note':
        push(block.text);
        break;
      case 'list':
        push(block.items.map(endSentence).join(' '));
        break;
      case 'table':
        push(
          block.rows
            .map(([first = '', ...rest]) => {
              // Label/value tables read as "label: value."; wider ones name each column.
              if (rest.length === 1) return endSentence(`${first}${colon}${rest[0] ?? ''}`);
              const details = rest.map((cell, i) => `${block.header[i + 1] ?? ''}${colon}${cell}`);
              return endSentence(details.length > 0 ? `${first} (${details.join(', ')})` : first);
            })
            .join(' '),
        );
        break;
    }
  }
  if (lead !== undefined) paragraphs.push(endSentence(lead));
  return paragraphs.join('\n\n');
}

export function render(blocks: readonly Block[], structured: boolean, language: Language): string {
  return structured ? renderStructured(blocks) : renderPlain(blocks, language);
}
