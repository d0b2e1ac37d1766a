import { looksLikeProgramme } from '@zak/contract';
import { memo, useEffect, useMemo, useRef } from 'react';
import styled from 'styled-components';
import type { Texts } from '../../../i18n';
import { markdownCss, renderMarkdown } from 'shared-ui/markdown';
import type { UiMessage } from '../../../lib/types';
import { WELCOME_ID } from '../lib/chat-reducer';
import { enhanceRenderedMarkdown } from '../lib/enhance-markdown';
import { SaveProgramme } from './save-programme';

const Row = styled.li<{ $user: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $user }) => ($user ? 'flex-end' : 'flex-start')};
  gap: ${({ theme }) => theme.space.xxs};
`;

const Bubble = styled.div<{ $user: boolean; $error: boolean }>`
  max-width: min(85%, 760px);
  /* Replies take the whole column on phones; the member's bubbles keep their width. */
  ${({ theme, $user }) => ($user ? '' : `${theme.media.mobile} { width: 100%; max-width: 100%; }`)}
  min-width: 0;
  box-sizing: border-box;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme, $user }) => ($user ? theme.color.primary : theme.color.surfaceRaised)};
  color: ${({ theme, $user }) => ($user ? theme.color.onPrimary : theme.color.text)};
  border: 1px solid ${({ theme, $error }) => ($error ? theme.color.danger : 'transparent')};
  a {
    color: inherit;
    text-decoration: underline;
  }
  /*
   * Tables and code blocks scroll sideways in their own region (enhance-markdown.ts), with an edge
   * shadow where content is hidden: the covers scroll with the content (background-attachment
   * local) and hide the shadows (attached to the box) once an edge is reached.
   */
  .md-scroll {
    --md-scroll-bg: ${({ theme, $user }) => ($user ? theme.color.primary : theme.color.surfaceRaised)};
    --md-scroll-shadow: ${({ theme }) =>
      theme.mode === 'dark' ? 'rgba(255, 255, 255, 0.35)' : 'rgba(0, 0, 0, 0.3)'};
    overflow-x: auto;
    max-width: 100%;
    margin: ${({ theme }) => theme.space.xs} 0;
    border-radius: ${({ theme }) => theme.radius.sm};
    background:
      linear-gradient(to right, var(--md-scroll-bg) 30%, transparent) left / 32px 100% no-repeat
        local,
      linear-gradient(to left, var(--md-scroll-bg) 30%, transparent) right / 32px 100% no-repeat
        local,
      radial-gradient(farthest-side at 0 50%, var(--md-scroll-shadow), transparent) left / 12px 100%
        no-repeat scroll,
      radial-gradient(farthest-side at 100% 50%, var(--md-scroll-shadow), transparent) right / 12px
        100% no-repeat scroll;
    background-color: var(--md-scroll-bg);
  }
  .md-scroll:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  .md-scroll:has(> pre) {
    --md-scroll-bg: ${({ theme }) => theme.color.background};
    color: ${({ theme }) => theme.color.text};
  }
  pre {
    margin: 0;
    padding: ${({ theme }) => theme.space.sm};
    overflow-wrap: normal;
  }
  .md-code-tools {
    display: flex;
    justify-content: flex-end;
    margin-top: ${({ theme }) => theme.space.xs};
  }
  .md-copy {
    min-height: 32px;
    padding: 0 ${({ theme }) => theme.space.xs};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: transparent;
    color: inherit;
    font-size: ${({ theme }) => theme.fontSize.xs};
    cursor: pointer;
  }
  .md-copy:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  blockquote {
    margin: 0;
  }
  ${markdownCss}
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
  /** Copies a code block's text; resolves false when it could not. */
  onCopyCode: (text: string) => Promise<boolean>;
  onRegenerate: (id: string) => void;
  /**
   * The message's id on the server (null when it could not be saved): with it, a coach's answer
   * that proposes a programme shows "Save this programme".
   */
  serverIdOf?: (id: string) => Promise<string | null>;
}

/** One message: markdown rendered through the sanitiser, with its actions. */
export const MessageBubble = memo(function MessageBubble({
  message,
  texts,
  busy,
  onEdit,
  onCopy,
  onCopyCode,
  onRegenerate,
  serverIdOf,
}: MessageBubbleProps) {
  const isUser = message.type === 'user';
  const html = useMemo(() => renderMarkdown(message.content), [message.content]);
  const showActions = !message.isStreaming && message.id !== WELCOME_ID;
  // The contract's cheap test, the one the API runs before reading the programme.
  const proposesProgramme = useMemo(
    () => !isUser && !message.isError && looksLikeProgramme(message.content),
    [isUser, message.isError, message.content],
  );
  const bubbleRef = useRef<HTMLDivElement>(null);
  const t = texts.messages;

  // Runs after React has set the HTML (again whenever it changes): scroll regions and copy buttons.
  useEffect(() => {
    const bubble = bubbleRef.current;
    if (!bubble) return;
    return enhanceRenderedMarkdown(
      bubble,
      { table: t.tableRegion, code: t.codeRegion, copyCode: t.copyCode, copied: t.codeCopied },
      onCopyCode,
    );
  }, [html, t, onCopyCode]);

  return (
    <Row $user={isUser} data-message-type={message.type}>
      <Bubble
        $user={isUser}
        $error={Boolean(message.isError)}
        aria-label={isUser ? texts.you : texts.assistantName}
        role="group"
        ref={bubbleRef}
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
      {showActions && proposesProgramme && serverIdOf ? (
        <SaveProgramme messageId={message.id} texts={texts} serverIdOf={serverIdOf} />
      ) : null}
    </Row>
  );
});
