import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  saveText,
  toast,
  useIsMobile,
  useLanguage,
  useLogoutToHome,
  useMediaQuery,
} from 'shared-ui';
import { usePublicSettings } from '../features/conversation/api/public-settings';
import { Composer } from '../features/conversation/components/composer';
import { MessageList } from '../features/conversation/components/message-list';
import { SuggestionChips } from '../features/conversation/components/suggestion-chips';
import { useChat } from '../features/conversation/hooks/use-chat';
import {
  exportFileName,
  formatConversationMarkdown,
} from '../features/conversation/lib/export-markdown';
import { ChatHeader } from '../features/header/components/chat-header';
import { HistoryModal } from '../features/history/components/history-modal';
import { SettingsModal } from '../features/settings/components/settings-modal';
import { useT } from '../i18n';
import { DEFAULT_CHAT_SETTINGS, type ChatSettings, type UiMessage } from '../lib/types';
import { useToastClearance } from '../lib/use-toast-clearance';

const Screen = styled.div<{ $still: boolean }>`
  display: flex;
  flex-direction: column;
  height: 100dvh;
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  ${({ $still }) =>
    $still
      ? `*, *::before, *::after { animation: none !important; transition: none !important; scroll-behavior: auto !important; }`
      : ''}
`;

/** The chat once access is confirmed: header, messages, chips, input and the two modals. */
export function ChatScreen({ username }: { username: string }) {
  const texts = useT();
  const { lang } = useLanguage();
  const { logout } = useLogoutToHome();
  const isMobile = useIsMobile();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [settings, setSettings] = useState<ChatSettings>(DEFAULT_CHAT_SETTINGS);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const composerAreaRef = useRef<HTMLDivElement>(null);
  // Toasts show above the composer, never over Send or the text being typed.
  useToastClearance(composerAreaRef);
  const focusInputOnClose = useRef(false);
  const publicSettings = usePublicSettings(lang);
  const welcome = publicSettings.data?.welcomeMessage?.trim() || texts.welcomeFallback;
  const chat = useChat({ welcome, settings, language: lang, texts });
  const { state } = chat;

  // After the history closes on "open", the input gets focus (the modal first restores its opener).
  useEffect(() => {
    if (historyOpen || !focusInputOnClose.current) return;
    focusInputOnClose.current = false;
    inputRef.current?.focus();
  }, [historyOpen]);

  const openConversation = useCallback(
    async (id: string) => {
      await chat.open(id);
      focusInputOnClose.current = true;
    },
    [chat],
  );

  const copy = useCallback(
    (message: UiMessage) => {
      navigator.clipboard
        .writeText(message.content)
        .then(() => toast.success(texts.toasts.copied))
        .catch(() => toast.error(texts.toasts.error, texts.errors.copyFailed));
    },
    [texts],
  );

  const copyCode = useCallback(
    (text: string) =>
      // Inside a promise: a page without the clipboard API (plain http) fails the same way.
      Promise.resolve()
        .then(() => navigator.clipboard.writeText(text))
        .then(
          () => true,
          () => {
            toast.error(texts.toasts.error, texts.errors.copyFailed);
            return false;
          },
        ),
    [texts],
  );

  function exportConversation() {
    const markdown = formatConversationMarkdown(state.messages, {
      you: texts.you,
      assistantName: texts.assistantName,
    });
    saveText(exportFileName(new Date()), markdown, 'text/markdown;charset=utf-8');
    toast.success(texts.toasts.exported);
  }

  /**
   * Retour: logs out, clears the product's local keys and goes home (the shared logout leaves the
   * screen before the cached user becomes null, so the access gate never sends the member to /auth).
   */
  async function back() {
    chat.stop();
    if (await logout()) toast.success(texts.toasts.backSuccess);
    else toast.error(texts.toasts.error, texts.errors.logoutFailed);
  }

  const still = !settings.animations || reducedMotion;
  return (
    <Screen $still={still} data-animations={still ? 'off' : 'on'}>
      <ChatHeader
        texts={texts}
        isMobile={isMobile}
        username={username}
        onNewConversation={() => {
          chat.newConversation();
          toast.info(texts.toasts.newConversation);
          inputRef.current?.focus();
        }}
        onHistory={() => setHistoryOpen(true)}
        onSettings={() => setSettingsOpen(true)}
        onExport={exportConversation}
        onBack={() => void back()}
      />
      <MessageList
        messages={state.messages}
        pending={state.pending}
        texts={texts}
        fontSize={settings.fontSize}
        smoothScroll={!still}
        onEdit={chat.edit}
        onCopy={copy}
        onCopyCode={copyCode}
        onRegenerate={chat.regenerate}
        serverIdOf={chat.serverIdOf}
        onPickSuggestion={(message) => void chat.send(message)}
      />
      <SuggestionChips
        texts={texts}
        disabled={state.pending}
        onPick={(prompt) => void chat.send(prompt)}
      />
      <div ref={composerAreaRef}>
        <Composer
          ref={inputRef}
          texts={texts}
          isMobile={isMobile}
          pending={state.pending}
          streaming={state.pending}
          onSend={(text) => void chat.send(text)}
          onStop={chat.stop}
        />
      </div>
      <HistoryModal
        open={historyOpen}
        onClose={() => setHistoryOpen(false)}
        texts={texts}
        language={lang}
        activeConversationId={state.conversationId}
        onOpenConversation={openConversation}
        onActiveDeleted={chat.clear}
      />
      <SettingsModal
        open={settingsOpen}
        onClose={() => setSettingsOpen(false)}
        texts={texts}
        settings={settings}
        onChange={setSettings}
      />
    </Screen>
  );
}
