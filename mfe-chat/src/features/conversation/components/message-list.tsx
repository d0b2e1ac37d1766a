import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Skeleton, VisuallyHidden } from 'shared-ui';
import type { Texts } from '../../../i18n';
import type { FontSize, UiMessage } from '../../../lib/types';
import { WELCOME_ID } from '../lib/chat-reducer';
import { MessageBubble } from './message-bubble';

const FONT_SIZES: Record<FontSize, string> = {
  small: '0.875rem',
  medium: '1rem',
  large: '1.125rem',
};

const Scroller = styled.div<{ $fontSize: FontSize }>`
  flex: 1;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.md};
  font-size: ${({ $fontSize }) => FONT_SIZES[$fontSize]};
`;

const List = styled.ol`
  list-style: none;
  margin: 0 auto;
  padding: 0;
  max-width: 900px;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Waiting = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  width: min(60%, 420px);
`;

export interface MessageListProps {
  messages: UiMessage[];
  pending: boolean;
  texts: Texts;
  fontSize: FontSize;
  smoothScroll: boolean;
  onEdit: (id: string) => void;
  onCopy: (message: UiMessage) => void;
  onCopyCode: (text: string) => Promise<boolean>;
  onRegenerate: (id: string) => void;
}

/** The conversation, kept scrolled to its end, with the skeleton and the screen-reader announcer. */
export function MessageList({
  messages,
  pending,
  texts,
  fontSize,
  smoothScroll,
  ...actions
}: MessageListProps) {
  const endRef = useRef<HTMLDivElement>(null);
  const last = messages[messages.length - 1];
  const waitingForFirstWords = pending && !last?.isStreaming;

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ behavior: smoothScroll ? 'smooth' : 'auto', block: 'end' });
  }, [messages, pending, smoothScroll]);

  // Each reply is announced once, complete, through the polite live region, when the wait ends
  // (state adjusted while rendering: https://react.dev/learn/you-might-not-need-an-effect).
  const [announced, setAnnounced] = useState({ pending, text: '' });
  if (pending !== announced.pending) {
    const reply =
      !pending && last?.type === 'assistant' && last.id !== WELCOME_ID ? last.content : '';
    setAnnounced({
      pending,
      text: reply ? `${texts.messages.replyReceived} ${reply}` : announced.text,
    });
  }

  return (
    <Scroller $fontSize={fontSize} data-font-size={fontSize}>
      <List aria-label={texts.messages.listLabel}>
        {messages.map((message) => (
          <MessageBubble
            key={message.id}
            message={message}
            texts={texts}
            busy={pending}
            {...actions}
          />
        ))}
        {waitingForFirstWords ? (
          <Waiting data-testid="reply-skeleton">
            <VisuallyHidden role="status">{texts.messages.thinking}</VisuallyHidden>
            <Skeleton $height="0.9rem" />
            <Skeleton $height="0.9rem" $width="80%" />
            <Skeleton $height="0.9rem" $width="55%" />
          </Waiting>
        ) : null}
      </List>
      <div ref={endRef} />
      <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="reply-announcer">
        {announced.text}
      </VisuallyHidden>
    </Scroller>
  );
}
