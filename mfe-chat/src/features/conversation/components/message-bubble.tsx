import { memo, useMemo } from 'react';
import styled from 'styled-components';
import type { Texts } from '../../../i18n';
import { renderMarkdown } from 'shared-ui/markdown';
import type { UiMessage } from '../../../lib/types';
import { WELCOME_ID } from '../lib/chat-reducer';

const Row = styled.li<{ $user: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $user }) => ($user ? 'flex-end' : 'flex-start')};
  gap: ${({ theme }) => theme.space.xxs};
`;

const Bubble = styled.div<{ $user: boolean; $error: boolean }>`
  max-width: min(85%, 760px);
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme, $user }) => ($user ? theme.color.primary : theme.color.surfaceRaised)};
  color: ${({ theme, $user }) => ($user ? theme.color.onPrimary : theme.color.text)};
  border: 1px solid ${({ theme, $error }) => ($error ? theme.color.danger : 'transparent')};
  overflow-wrap: anywhere;
  /* Wide tables scroll sideways inside the bubble (which is then focusable, for keyboards). */
  overflow-x: auto;
  line-height: ${({ theme }) => theme.lineHeight.normal};
  > :first-child {
    margin-top: 0;
  }
  > :last-child {
    margin-bottom: 0;
  }
  a {
    color: inherit;
    text-decoration: underline;
  }
  pre {
    overflow-x: auto;
    padding: ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.background};
  }
  code {
    font-family: ${({ theme }) => theme.font.mono};
  }
  blockquote {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.sm};
    border-left: 3px solid ${({ theme }) => theme.color.border};
  }
  .md-table {
    display: table;
    border-collapse: collapse;
    margin: ${({ theme }) => theme.space.xs} 0;
  }
  .md-thead {
    display: table-header-group;
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }
  .md-tbody {
    display: table-row-group;
  }
  .md-tr {
    display: table-row;
  }
  .md-th,
  .md-td {
    display: table-cell;
    padding: 0.25rem 0.5rem;
    border: 1px solid ${({ theme }) => theme.color.border};
    overflow-wrap: normal;
  }
  .md-align-center {
    text-align: center;
  }
  .md-align-right {
    text-align: right;
  }
  .md-strike {
    text-decoration: line-through;
  }
  .md-hr {
    border-top: 1px solid ${({ theme }) => theme.color.border};
    margin: ${({ theme }) => theme.space.sm} 0;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xxs};
`;

const Action = styled.button`
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
  cursor: pointer;
  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.color.text};
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

export interface MessageBubbleProps {
  message: UiMessage;
  texts: Texts;
  busy: boolean;
  onEdit: (id: string) => void;
  onCopy: (message: UiMessage) => void;
  onRegenerate: (id: string) => void;
}

/** One message: markdown rendered through the sanitiser, with its actions. */
export const MessageBubble = memo(function MessageBubble({
  message,
  texts,
  busy,
  onEdit,
  onCopy,
  onRegenerate,
}: MessageBubbleProps) {
  const isUser = message.type === 'user';
  const html = useMemo(() => renderMarkdown(message.content), [message.content]);
  const showActions = !message.isStreaming && message.id !== WELCOME_ID;
  const mayScroll = html.includes('class="md-table');
  return (
    <Row $user={isUser} data-message-type={message.type}>
      <Bubble
        $user={isUser}
        $error={Boolean(message.isError)}
        aria-label={isUser ? texts.you : texts.assistantName}
        role="group"
        tabIndex={mayScroll ? 0 : undefined}
        // Safe: renderMarkdown's output only holds the allow-listed tags and attributes.
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {showActions ? (
        <Actions>
          {isUser ? (
            <Action type="button" disabled={busy} onClick={() => onRegenerate(message.id)}>
              {texts.messages.regenerate}
            </Action>
          ) : (
            <>
              <Action type="button" disabled={busy} onClick={() => onEdit(message.id)}>
                {texts.messages.edit}
              </Action>
              <Action type="button" onClick={() => onCopy(message)}>
                {texts.messages.copy}
              </Action>
            </>
          )}
        </Actions>
      ) : null}
    </Row>
  );
});
