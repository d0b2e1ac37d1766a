import type { ChatSuggestion } from '@zak/contract';
import styled from 'styled-components';
import type { Texts } from '../../../i18n';

/* Under the conversation's column, outside its list: the chips are not a message. */
const Row = styled.div`
  max-width: 900px;
  margin: ${({ theme }) => theme.space.sm} auto 0;
`;

const Chips = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  max-width: 100%;
`;

/* Long questions wrap inside their chip: at 390 px a chip never runs off the screen. */
const Chip = styled.button`
  min-height: 44px;
  max-width: 100%;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.primary};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.fontSize.sm};
  text-align: left;
  overflow-wrap: anywhere;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

export interface AnswerChipsProps {
  suggestions: readonly ChatSuggestion[];
  texts: Texts;
  disabled: boolean;
  onPick: (message: string) => void;
}

/**
 * The subjects the coach offers under its latest answer when it was not sure what was asked:
 * each button sends its question as the member's next message.
 */
export function AnswerChips({ suggestions, texts, disabled, onPick }: AnswerChipsProps) {
  return (
    <Row>
      <Chips aria-label={texts.clarify.label}>
        {suggestions.map((chip) => (
          <li key={chip.message}>
            <Chip type="button" disabled={disabled} onClick={() => onPick(chip.message)}>
              {chip.label}
            </Chip>
          </li>
        ))}
      </Chips>
    </Row>
  );
}
