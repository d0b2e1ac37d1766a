import styled from 'styled-components';
import type { Texts } from '../../../i18n';

/** The six chips, in the spec's order. */
export const SUGGESTION_KEYS = [
  'training',
  'nutrition',
  'supplements',
  'social',
  'sleep',
  'content',
] as const;

const Chips = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  /* One scrollable row on phones, so the chips never push the conversation off screen. */
  ${({ theme }) => theme.media.mobile} {
    flex-wrap: nowrap;
    justify-content: flex-start;
    overflow-x: auto;
    li {
      flex: none;
    }
  }
`;

const Chip = styled.button`
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.fontSize.sm};
  white-space: nowrap;
  cursor: pointer;
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.color.primary};
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

export interface SuggestionChipsProps {
  texts: Texts;
  disabled: boolean;
  onPick: (prompt: string) => void;
}

/** Suggestion chips: each sends its prompt. */
export function SuggestionChips({ texts, disabled, onPick }: SuggestionChipsProps) {
  return (
    <Chips aria-label={texts.suggestions.label}>
      {SUGGESTION_KEYS.map((key) => {
        const item = texts.suggestions.items[key];
        return (
          <li key={key}>
            <Chip type="button" disabled={disabled} onClick={() => onPick(item.prompt)}>
              {item.label}
            </Chip>
          </li>
        );
      })}
    </Chips>
  );
}
