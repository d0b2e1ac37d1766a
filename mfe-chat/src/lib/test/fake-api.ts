// The chat's in-memory API for component tests (the browser tests use the real server): its
// conversations, messages and scripted AI answers, served through shared-ui's fake API.
import type { ChatSuggestion, ConversationMessage, CurrentUser } from '@zak/contract';
import type { CreateConversationRequest, CreateMessageRequest } from 'shared-ui';
import {
  fakeUser,
  installFakeApi,
  type FakeApi,
  type FakeRequest,
  type FakeRoutes,
} from 'shared-ui/testing';

interface StoredConversation {
  id: string;
  title: string;
  createdAt: string;
  updatedAt: string;
  messages: ConversationMessage[];
}

/** A reply whose stream the test drives by hand. */
export interface HeldStream {
  push: (delta: string) => void;
  finish: (full?: string) => void;
  fail: (message: string) => void;
}

type AiScript =
  | { kind: 'stream'; deltas: string[]; suggestions?: ChatSuggestion[] }
  | { kind: 'held'; onStart: (stream: HeldStream) => void }
  | { kind: 'json'; body: unknown }
  | { kind: 'status'; status: number; message: string }
  | { kind: 'network-error' };

export const member = (over: Partial<CurrentUser> = {}): CurrentUser =>
  fakeUser({ username: 'lea', ...over });

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    statusText: status >= 400 ? 'Error' : 'OK',
    headers: { 'Content-Type': 'application/json' },
  });

const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

export function createFakeApi() {
  const encoder = new TextEncoder();
  const state = {
    user: member() as CurrentUser | null,
    /** Never resolves while true (the current-user request stays pending). */
    userPending: false,
    welcomeMessage: null as string | null,
    /** What GET /api/settings/public answers to an English screen (Accept-Language: en). */
    welcomeMessageEn: null as string | null,
    conversations: new Map<string, StoredConversation>(),
    calls: [] as FakeRequest[],
    /** Forced failures by "METHOD /path" (path without the query string). */
    failures: new Map<string, number>(),
    aiScripts: [] as AiScript[],
    /** What GET /api/progress/coach-context answers (the text is dropped when switched off). */
    coachContext: { enabled: true, text: '- Goal: cut' as string | null },
  };
  let ids = 0;
  let callsTo: FakeApi['callsTo'] = () => [];
  let clock = Date.now();
  const tick = () => new Date((clock += 1000)).toISOString();

  function addConversation(
    title: string,
    updatedAt: string,
    messages: Array<[ConversationMessage['role'], string]> = [],
  ) {
    const id = `c${(ids += 1)}`;
    state.conversations.set(id, {
      id,
      title,
      createdAt: updatedAt,
      updatedAt,
      messages: messages.map(([role, content], i) => ({
        id: `${id}-m${i}`,
        role,
        content,
        ts: updatedAt,
        tokens: 1,
        suggestions: null,
      })),
    });
    return id;
  }

  function summaries(q: string) {
    const needle = q.toLowerCase();
    return [...state.conversations.values()]
      .filter(
        (c) =>
          !needle ||
          c.title.toLowerCase().includes(needle) ||
          c.messages.some((m) => m.content.toLowerCase().includes(needle)),
      )
      .sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt))
      .map(({ id, title, createdAt, updatedAt, messages }) => ({
        id,
        title,
        createdAt,
        updatedAt,
        messageCount: messages.length,
      }));
  }

  function aiAnswer(script: AiScript, signal: AbortSignal | null | undefined): Response {
    if (script.kind === 'json') return json(200, script.body);
    if (script.kind === 'status') return json(script.status, { message: script.message });
    if (script.kind === 'network-error') throw new TypeError('Failed to fetch');
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        signal?.addEventListener('abort', () =>
          controller.error(new DOMException('Aborted', 'AbortError')),
        );
        if (script.kind === 'stream') {
          for (const delta of script.deltas)
            controller.enqueue(encoder.encode(sse('delta', { delta })));
          controller.enqueue(
            encoder.encode(
              sse('done', {
                response: script.deltas.join(''),
                tokens: 3,
                ...(script.suggestions ? { suggestions: script.suggestions } : {}),
              }),
            ),
          );
          controller.close();
          return;
        }
        let text = '';
        script.onStart({
          push: (delta) => {
            text += delta;
            controller.enqueue(encoder.encode(sse('delta', { delta })));
          },
          finish: (full = text) => {
            controller.enqueue(encoder.encode(sse('done', { response: full, tokens: 3 })));
            controller.close();
          },
          fail: (message) => {
            controller.enqueue(encoder.encode(sse('error', { message })));
            controller.close();
          },
        });
      },
    });
    return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
  }

  // The chat's API as "METHOD /path" handlers on shared-ui's fake (the one way tests fake the API).
  const routes: FakeRoutes = {
    'GET /api/auth/user': () => {
      if (state.userPending) return new Promise<Response>(() => {});
      return state.user
        ? { body: state.user }
        : { status: 401, body: { message: 'Non authentifié' } };
    },
    'POST /api/auth/logout': () => ({ body: { message: 'ok' } }),
    'GET /api/progress/coach-context': () => ({ body: state.coachContext }),
    'PUT /api/progress/coach-context': ({ body }) => {
      const enabled = (body as { enabled: boolean }).enabled;
      state.coachContext = { enabled, text: enabled ? '- Goal: cut' : null };
      return { body: state.coachContext };
    },
    'GET /api/settings/public': ({ init }) => ({
      body: {
        welcomeMessage:
          new Headers(init?.headers).get('Accept-Language') === 'en'
            ? state.welcomeMessageEn
            : state.welcomeMessage,
        iaEnabled: true,
      },
    }),
    'GET /api/conversations': ({ query }) => {
      const items = summaries(query.get('q') ?? '');
      if (!query.has('limit')) return { body: items };
      const limit = Number(query.get('limit'));
      const start = Number(query.get('cursor') ?? 0);
      const next = start + limit < items.length ? String(start + limit) : null;
      return { body: { items: items.slice(start, start + limit), nextCursor: next } };
    },
    'GET /api/conversations/:id': ({ params }) => {
      const conversation = state.conversations.get(params.id ?? '');
      return conversation
        ? { body: conversation }
        : { status: 404, body: { message: 'Conversation introuvable' } };
    },
    'DELETE /api/conversations/:id': ({ params }) => {
      if (!state.conversations.delete(params.id ?? ''))
        return { status: 404, body: { message: 'Conversation introuvable' } };
      return { body: { message: 'ok', deleted: 1 } };
    },
    'DELETE /api/conversations': () => {
      const deleted = state.conversations.size;
      state.conversations.clear();
      return { body: { message: 'ok', deleted } };
    },
    'POST /api/conversations': ({ body }) => {
      const { title, firstMessage } = body as CreateConversationRequest;
      const now = tick();
      const id = addConversation(
        title.slice(0, 80),
        now,
        firstMessage ? [['user', firstMessage.content]] : [],
      );
      const first = state.conversations.get(id)?.messages[0];
      return {
        status: 201,
        body: {
          id,
          title: title.slice(0, 80),
          createdAt: now,
          updatedAt: now,
          ...(first ? { firstMessageId: first.id } : {}),
        },
      };
    },
    'POST /api/messages': ({ body }) => {
      const { conversationId, type, content, suggestions } = body as CreateMessageRequest;
      const conversation = state.conversations.get(conversationId);
      if (!conversation) return { status: 404, body: { message: 'Conversation introuvable' } };
      const ts = tick();
      const id = `m${(ids += 1)}`;
      conversation.updatedAt = ts;
      conversation.messages.push({
        id,
        role: type === 'user' ? 'user' : 'assistant',
        content,
        ts,
        tokens: 1,
        suggestions: suggestions ?? null,
      });
      return {
        status: 201,
        body: {
          id,
          conversationId,
          type,
          content,
          tokens: 1,
          createdAt: ts,
          suggestions: suggestions ?? null,
        },
      };
    },
    // Replaced messages leave every read, as on the server.
    'POST /api/conversations/:id/replace': ({ params, body }) => {
      const conversation = state.conversations.get(params.id ?? '');
      if (!conversation) return { status: 404, body: { message: 'Conversation introuvable' } };
      const { fromMessageId } = body as { fromMessageId: string };
      const index = conversation.messages.findIndex((m) => m.id === fromMessageId);
      if (index === -1) return { status: 404, body: { message: 'Message introuvable' } };
      const replaced = conversation.messages.splice(index).length;
      conversation.updatedAt = tick();
      return { body: { replaced } };
    },
    'POST /api/ai/chat': ({ init }) => {
      const script = state.aiScripts.shift() ?? {
        kind: 'stream',
        deltas: ['Réponse ', 'du coach.'],
      };
      return aiAnswer(script, init?.signal);
    },
  };

  return {
    state,
    addConversation,
    install() {
      const api = installFakeApi(routes, {
        intercept: ({ method, pathname }) => {
          const forced = state.failures.get(`${method} ${pathname}`);
          return forced ? { status: forced, body: { message: 'forced failure' } } : undefined;
        },
      });
      state.calls = api.calls;
      callsTo = api.callsTo;
    },
    /** Calls to "METHOD /path" (query string ignored). */
    callsTo(method: string, path: string) {
      return callsTo(method, path);
    },
    /** The next AI answers, in order (default: a short streamed reply). */
    queueAi(...scripts: AiScript[]) {
      state.aiScripts.push(...scripts);
    },
  };
}

export type ChatFakeApi = ReturnType<typeof createFakeApi>;
