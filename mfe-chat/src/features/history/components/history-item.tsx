import type { ConversationSummary } from '@zak/contract';
import type { KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { Texts } from '../../../i18n';
import { TrashIcon } from '../../../lib/icons';

const Row = styled.li<{ $active: boolean }>`
  display: flex;
  align-items: stretch;
  gap: ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme, $active }) => ($active ? theme.color.primary : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`;

const Open = styled.button`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
`;

const Title = styled.span`
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Meta = styled.span`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Delete = styled.button`
  flex: none;
  min-width: 44px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.danger};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
`;

export interface HistoryItemProps {
  conversation: ConversationSummary;
  relativeDate: string;
  active: boolean;
  texts: Texts;
  onOpen: (id: string) => void;
  onDelete: (id: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}

/** One conversation of the history: opens with Enter or a click; Delete asks to delete it. */
export function HistoryItem({
  conversation,
  relativeDate,
  active,
  texts,
  onOpen,
  onDelete,
  onKeyDown,
}: HistoryItemProps) {
  const t = texts.history;
  return (
    <Row $active={active}>
      <Open
        type="button"
        data-history-item={conversation.id}
        aria-current={active ? 'true' : undefined}
        onClick={() => onOpen(conversation.id)}
        onKeyDown={onKeyDown}
      >
        <Title>{conversation.title}</Title>
        <Meta>
          {relativeDate} · {t.messageCount(conversation.messageCount ?? 0)}
        </Meta>
      </Open>
      <Delete
        type="button"
        aria-label={t.deleteNamed(conversation.title)}
        title={t.delete}
        onClick={() => onDelete(conversation.id)}
      >
        <TrashIcon />
      </Delete>
    </Row>
  );
}
