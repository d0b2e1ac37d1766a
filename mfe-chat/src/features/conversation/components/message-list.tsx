import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Skeleton, VisuallyHidden } from 'shared-ui';
import type { Texts } from '../../../i18n';
import type { FontSize, UiMessage } from '../../../lib/types';
import { WELCOME_ID } from '../lib/chat-reducer';
import { AnswerChips } from './answer-chips';
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
  /** A message's id on the server (see MessageBubble's "Save this programme"). */
  serverIdOf?: (id: string) => Promise<string | null>;
  /** Sends a clarifying chip's question as the member's next message. */
  onPickSuggestion: (message: string) => void;
}

/** The conversation, kept scrolled to its end, with the skeleton and the screen-reader announcer. */
export function MessageList({
  messages,
  pending,
  texts,
  fontSize,
  smoothScroll,
  onPickSuggestion,
  ...actions
}: MessageListProps) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const atEnd = useRef(true);
  const last = messages[messages.length - 1];
  const waitingForFirstWords = pending && !last?.isStreaming;

  // Smooth for a short step (a new message); a long way (a streamed reply, an opened
  // conversation) jumps: a smooth scroll over thousands of pixels was still running when the
  // reply ended, leaving its Edit and Copy below the fold, behind the suggestion chips.
  useEffect(() => {
    const scroller = scrollerRef.current;
    const distance = scroller
      ? scroller.scrollHeight - scroller.clientHeight - scroller.scrollTop
      : 0;
    const smooth = smoothScroll && scroller !== null && distance < scroller.clientHeight / 2;
    endRef.current?.scrollIntoView?.({ behavior: smooth ? 'smooth' : 'auto', block: 'end' });
  }, [messages, pending, smoothScroll]);

  // At the end, the list stays at the end when its box shrinks (the phone's keyboard opens, the
  // composer grows): the last reply's actions stay in view.
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller || typeof ResizeObserver === 'undefined') return;
    const onScroll = () => {
      atEnd.current = scroller.scrollHeight - scroller.clientHeight - scroller.scrollTop < 48;
    };
    const observer = new ResizeObserver(() => {
      if (atEnd.current) scroller.scrollTop = scroller.scrollHeight;
    });
    scroller.addEventListener('scroll', onScroll, { passive: true });
    observer.observe(scroller);
    return () => {
      scroller.removeEventListener('scroll', onScroll);
      observer.disconnect();
    };
  }, []);

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
    <Scroller ref={scrollerRef} $fontSize={fontSize} data-font-size={fontSize}>
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
      {last?.type === 'assistant' && last.suggestions?.length && !last.isStreaming ? (
        <AnswerChips
          suggestions={last.suggestions}
          texts={texts}
          disabled={pending}
          onPick={onPickSuggestion}
        />
      ) : null}
      <div ref={endRef} />
      <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="reply-announcer">
        {announced.text}
      </VisuallyHidden>
    </Scroller>
  );
}
