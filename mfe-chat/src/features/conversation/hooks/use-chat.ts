import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import {
  ApiError,
  CURRENT_USER_KEY,
  STORAGE_KEYS,
  readStorage,
  removeStorage,
  toast,
  writeStorage,
} from 'shared-ui';
import type { Texts } from '../../../i18n';
import { conversationKeys } from '../../../lib/query-keys';
import type { ChatSuggestion, ConversationMessage } from '@zak/contract';
import type { ChatSettings, Language, UiMessage } from '../../../lib/types';
import { EmptyReplyError, StreamError, requestAiReply } from '../api/ai-chat';
import { createConversation } from '../api/create-conversation';
import { createMessage } from '../api/create-message';
import { conversationQueryOptions } from '../api/get-conversation';
import { replaceMessages } from '../api/replace-messages';
import {
  WELCOME_ID,
  chatReducer,
  conversationTitle,
  initialChatState,
  toUiMessages,
} from '../lib/chat-reducer';

/** Regenerate resends after 100 ms; edit and regenerate toasts last 3 s. */
export const REGENERATE_DELAY_MS = 100;
export const CHAT_TOAST_MS = 3000;

let sequence = 0;
const localId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(sequence += 1)}`;

/** Saving is best effort: failures are only logged and the chat goes on. */
function logSaveFailure(what: string) {
  return (error: unknown) => console.warn(`[chat] could not save ${what}`, error);
}

export interface UseChatOptions {
  welcome: string;
  settings: ChatSettings;
  language: Language;
  texts: Texts;
}

/** The chat's state and every action on it (send, stop, edit, regenerate, open, new, delete...). */
export function useChat({ welcome, settings, language, texts }: UseChatOptions) {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(chatReducer, welcome, (w) =>
    initialChatState(w, Date.now()),
  );
  const stateRef = useRef(state);
  // Bumped whenever the shown conversation changes, so late answers of the old one are dropped.
  const generation = useRef(0);
  const inFlight = useRef<{ controller: AbortController; stopped: boolean } | null>(null);
  const timers = useRef<number[]>([]);
  // The server's id of each message shown (the screen's ids of sent messages are local ones), and
  // the chain the server writes go through one after the other: a replace (edit, regenerate) runs
  // after the saves before it, so it knows their ids, and before the saves after it.
  const serverIds = useRef(new Map<string, string>());
  const writes = useRef<Promise<unknown>>(Promise.resolve());

  useEffect(() => {
    stateRef.current = state;
  }, [state]);

  useEffect(() => dispatch({ type: 'welcomeChanged', welcome }), [welcome]);

  const abortInFlight = useCallback(() => {
    inFlight.current?.controller.abort();
    inFlight.current = null;
    timers.current.forEach((t) => window.clearTimeout(t));
    timers.current = [];
  }, []);

  useEffect(() => abortInFlight, [abortInFlight]);

  const queueWrite = useCallback(<T>(write: () => Promise<T>): Promise<T> => {
    const next = writes.current.then(write);
    writes.current = next.catch(() => undefined);
    return next;
  }, []);

  /** Saves a message shown under `uiId` and remembers its server id (best effort). */
  const saveMessage = useCallback(
    (
      uiId: string,
      conversationId: string,
      type: 'user' | 'ai',
      content: string,
      what: string,
      suggestions?: ChatSuggestion[],
    ) =>
      void queueWrite(() =>
        createMessage({ conversationId, type, content, ...(suggestions ? { suggestions } : {}) }),
      ).then((saved) => serverIds.current.set(uiId, saved.id), logSaveFailure(what)),
    [queueWrite],
  );

  /**
   * The screen removed these messages (edit, regenerate): the server marks the first stored one
   * and everything after it as replaced, so that a reload, the history, the export and the coach
   * agree with the screen. Best effort, like the saves.
   */
  const replaceRemoved = useCallback(
    (conversationId: string | null, removed: UiMessage[]) => {
      if (!conversationId || !removed.length) return;
      void queueWrite(async () => {
        const from = removed.map((m) => serverIds.current.get(m.id)).find(Boolean);
        if (!from) return;
        await replaceMessages(conversationId, { fromMessageId: from });
        void queryClient.invalidateQueries({ queryKey: conversationKeys.all });
      }).catch(logSaveFailure('the edit'));
    },
    [queryClient, queueWrite],
  );

  /**
   * A shown message's id on the server: a reply just received is saved a moment later, so the
   * writes queued before are waited for; null when it could not be saved (no conversation).
   */
  const serverIdOf = useCallback(
    async (id: string): Promise<string | null> => {
      const known = serverIds.current.get(id);
      if (known) return known;
      await queueWrite(async () => undefined);
      return serverIds.current.get(id) ?? null;
    },
    [queueWrite],
  );

  const requestReply = useCallback(
    async (message: string, conversationId: string | null) => {
      const run = generation.current;
      const live = () => run === generation.current;
      const flight = { controller: new AbortController(), stopped: false };
      inFlight.current = flight;
      const replyId = localId('reply');
      let received = '';
      let suggestions: ChatSuggestion[] | undefined;
      const finish = (content: string, isError = false, chips?: ChatSuggestion[]) => {
        if (live())
          dispatch({
            type: 'replyDone',
            id: replyId,
            content,
            now: Date.now(),
            isError,
            ...(chips ? { suggestions: chips } : {}),
          });
      };
      const save = (content: string, chips?: ChatSuggestion[]) => {
        if (conversationId && live())
          saveMessage(replyId, conversationId, 'ai', content, 'the reply', chips);
      };
      try {
        const reply = await requestAiReply(
          {
            message,
            ...(conversationId ? { conversationId } : {}),
            settings: { personality: 'ifbb', responseSpeed: 'detailed', language },
            structuredResponses: settings.structuredResponses,
          },
          {
            signal: flight.controller.signal,
            onDelta: (delta) => {
              received += delta;
              if (live()) dispatch({ type: 'replyDelta', id: replyId, delta, now: Date.now() });
            },
            onSuggestions: (chips) => (suggestions = chips),
          },
        );
        finish(reply, false, suggestions);
        save(reply, suggestions);
      } catch (error) {
        if (flight.stopped) {
          // Stopped by the member: keep (and save) what was generated so far.
          if (received.trim()) {
            finish(received);
            save(received);
          } else finish(texts.messages.stopped, true);
        } else if (flight.controller.signal.aborted) {
          return; // the conversation was left: nothing to show
        } else if (error instanceof EmptyReplyError) finish(texts.errors.noResponse, true);
        else if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
          // The access ended (subscription over, period end passed) or the session did since the
          // page loaded: say why, then re-read the user so the page's gate sends to /auth.
          finish(texts.errors.ai, true);
          toast.error({
            title: texts.toasts.accessEnded,
            description: error.serverMessage ?? texts.errors.ai,
          });
          void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
        } else if (error instanceof ApiError || error instanceof StreamError) {
          console.warn('[chat] AI call failed', error);
          finish(texts.errors.ai, true);
        } else {
          console.error('[chat] send failed', error);
          finish(texts.errors.generic, true);
        }
      } finally {
        if (inFlight.current === flight) inFlight.current = null;
      }
    },
    [language, queryClient, saveMessage, settings.structuredResponses, texts],
  );

  const send = useCallback(
    async (raw: string) => {
      const text = raw.trim();
      if (!text || stateRef.current.pending) return;
      const run = generation.current;
      const message: UiMessage = {
        id: localId('user'),
        type: 'user',
        content: text,
        timestamp: Date.now(),
      };
      dispatch({ type: 'userMessage', message });
      stateRef.current = { ...stateRef.current, pending: true };
      let conversationId = stateRef.current.conversationId;
      if (!conversationId) {
        try {
          const created = await createConversation({
            title: conversationTitle(text),
            firstMessage: { role: 'user', content: text },
          });
          if (run !== generation.current) return;
          conversationId = created.id;
          if (created.firstMessageId) serverIds.current.set(message.id, created.firstMessageId);
          dispatch({ type: 'conversationCreated', conversationId });
          writeStorage(STORAGE_KEYS.activeConversation, conversationId);
          void queryClient.invalidateQueries({ queryKey: conversationKeys.lists() });
        } catch (error) {
          logSaveFailure('the conversation')(error);
        }
      } else {
        saveMessage(message.id, conversationId, 'user', text, 'the message');
      }
      if (run === generation.current) await requestReply(text, conversationId);
    },
    [queryClient, requestReply, saveMessage],
  );

  const stop = useCallback(() => {
    if (!inFlight.current) return;
    inFlight.current.stopped = true;
    inFlight.current.controller.abort();
  }, []);

  /** Leaves the shown conversation: aborts its reply and ignores its late answers. */
  const leave = useCallback(() => {
    generation.current += 1;
    abortInFlight();
  }, [abortInFlight]);

  const newConversation = useCallback(() => {
    leave();
    dispatch({ type: 'reset', welcome, now: Date.now() });
    removeStorage(STORAGE_KEYS.activeConversation);
  }, [leave, welcome]);

  /** The active conversation was deleted (or all of them): empty list, no id. */
  const clear = useCallback(() => {
    leave();
    dispatch({ type: 'cleared' });
    removeStorage(STORAGE_KEYS.activeConversation);
  }, [leave]);

  /** Messages read from the server are shown under their server ids. */
  const remember = useCallback((messages: ConversationMessage[]) => {
    for (const m of messages) serverIds.current.set(m.id, m.id);
  }, []);

  const open = useCallback(
    async (id: string) => {
      const detail = await queryClient.fetchQuery(conversationQueryOptions(id));
      leave();
      remember(detail.messages);
      dispatch({
        type: 'loaded',
        conversationId: detail.id,
        messages: toUiMessages(detail.messages),
      });
      writeStorage(STORAGE_KEYS.activeConversation, detail.id);
    },
    [leave, queryClient, remember],
  );

  const edit = useCallback(
    (messageId: string) => {
      const { messages, pending, conversationId } = stateRef.current;
      const index = messages.findIndex((m) => m.id === messageId && m.type === 'assistant');
      if (index === -1 || pending) return;
      dispatch({ type: 'editFrom', messageId });
      replaceRemoved(conversationId, messages.slice(index));
      toast.info({ title: texts.toasts.edit, duration: CHAT_TOAST_MS });
    },
    [replaceRemoved, texts],
  );

  const regenerate = useCallback(
    (messageId: string) => {
      const { messages, pending, conversationId } = stateRef.current;
      const index = messages.findIndex((m) => m.id === messageId && m.type === 'user');
      const message = messages[index];
      if (!message || pending) return;
      const run = generation.current;
      dispatch({ type: 'regenerateFrom', messageId });
      dispatch({ type: 'awaitReply' });
      stateRef.current = { ...stateRef.current, pending: true };
      replaceRemoved(conversationId, messages.slice(index + 1));
      toast.info({ title: texts.toasts.regenerate, duration: CHAT_TOAST_MS });
      // The coach reads the conversation's history from the server: ask once the replaced answer
      // is marked (the writes before have settled), unless the member has left meanwhile.
      const ask = () =>
        writes.current.then(() => {
          if (run === generation.current) void requestReply(message.content, conversationId);
        });
      timers.current.push(window.setTimeout(() => void ask(), REGENERATE_DELAY_MS));
    },
    [replaceRemoved, requestReply, texts],
  );

  // Reopen the conversation that was active before a reload, unless the member has already
  // started another one meanwhile. An id the server does not have for this member (deleted,
  // another member's, malformed: 404/403/400) is forgotten; a passing failure (network, 5xx)
  // keeps it for the next load. Either way the screen stays on the welcome message.
  useEffect(() => {
    const stored = readStorage(STORAGE_KEYS.activeConversation);
    if (!stored) return;
    const run = generation.current;
    queryClient.fetchQuery(conversationQueryOptions(stored)).then(
      (detail) => {
        const { conversationId, messages, pending } = stateRef.current;
        const untouched =
          !pending && conversationId === null && messages.every((m) => m.id === WELCOME_ID);
        if (run !== generation.current || !untouched) return;
        remember(detail.messages);
        dispatch({
          type: 'loaded',
          conversationId: detail.id,
          messages: toUiMessages(detail.messages),
        });
      },
      (error: unknown) => {
        if (error instanceof ApiError && [400, 403, 404].includes(error.status)) {
          removeStorage(STORAGE_KEYS.activeConversation);
        } else console.warn('[chat] could not reopen the conversation', error);
      },
    );
  }, [queryClient, remember]);

  return { state, send, stop, newConversation, clear, open, edit, regenerate, serverIdOf };
}
