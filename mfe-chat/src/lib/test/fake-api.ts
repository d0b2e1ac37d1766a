// An in-memory stand-in for the API, behind `fetch`, for component tests only (the browser tests
// use the real server). It answers like api/contract says and records every call.
import type { ConversationMessage, CurrentUser } from '@zak/contract';
import './web-globals';

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

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
  | { kind: 'stream'; deltas: string[] }
  | { kind: 'held'; onStart: (stream: HeldStream) => void }
  | { kind: 'json'; body: unknown }
  | { kind: 'status'; status: number; message: string }
  | { kind: 'network-error' };

export const member = (over: Partial<CurrentUser> = {}): CurrentUser => ({
  id: 'u1',
  username: 'lea',
  email: null,
  role: 'user',
  hasIAAccess: true,
  isActive: true,
  lastLoginAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  expiresAt: null,
  aiAccess: true,
  isAdmin: false,
  ...over,
});

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
    conversations: new Map<string, StoredConversation>(),
    calls: [] as RecordedCall[],
    /** Forced failures by "METHOD /path" (path without the query string). */
    failures: new Map<string, number>(),
    aiScripts: [] as AiScript[],
  };
  let ids = 0;
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
            encoder.encode(sse('done', { response: script.deltas.join(''), tokens: 3 })),
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

  async function handle(
    method: string,
    url: URL,
    body: unknown,
    signal?: AbortSignal | null,
  ): Promise<Response> {
    const path = url.pathname;
    const forced = state.failures.get(`${method} ${path}`);
    if (forced) return json(forced, { message: 'forced failure' });

    if (method === 'GET' && path === '/api/auth/user') {
      if (state.userPending) return new Promise<Response>(() => {});
      return state.user ? json(200, state.user) : json(401, { message: 'Non authentifié' });
    }
    if (method === 'POST' && path === '/api/auth/logout') return json(200, { message: 'ok' });
    if (method === 'GET' && path === '/api/settings/public') {
      return json(200, { welcomeMessage: state.welcomeMessage, iaEnabled: true });
    }
    if (method === 'GET' && path === '/api/conversations') {
      const items = summaries(url.searchParams.get('q') ?? '');
      if (!url.searchParams.has('limit')) return json(200, items);
      const limit = Number(url.searchParams.get('limit'));
      const start = Number(url.searchParams.get('cursor') ?? 0);
      const next = start + limit < items.length ? String(start + limit) : null;
      return json(200, { items: items.slice(start, start + limit), nextCursor: next });
    }
    const one = /^\/api\/conversations\/([^/]+)$/.exec(path);
    if (one) {
      const conversation = state.conversations.get(decodeURIComponent(one[1] ?? ''));
      if (!conversation) return json(404, { message: 'Conversation introuvable' });
      if (method === 'GET') return json(200, conversation);
      if (method === 'DELETE') {
        state.conversations.delete(conversation.id);
        return json(200, { message: 'ok', deleted: 1 });
      }
    }
    if (method === 'DELETE' && path === '/api/conversations') {
      const deleted = state.conversations.size;
      state.conversations.clear();
      return json(200, { message: 'ok', deleted });
    }
    if (method === 'POST' && path === '/api/conversations') {
      const { title, firstMessage } = body as { title: string; firstMessage?: { content: string } };
      const now = tick();
      const id = addConversation(
        title.slice(0, 80),
        now,
        firstMessage ? [['user', firstMessage.content]] : [],
      );
      return json(201, { id, title: title.slice(0, 80), createdAt: now, updatedAt: now });
    }
    if (method === 'POST' && path === '/api/messages') {
      const { conversationId, type, content } = body as {
        conversationId: string;
        type: string;
        content: string;
      };
      const conversation = state.conversations.get(conversationId);
      if (!conversation) return json(404, { message: 'Conversation introuvable' });
      const ts = tick();
      conversation.updatedAt = ts;
      conversation.messages.push({
        id: `m${(ids += 1)}`,
        role: type === 'user' ? 'user' : 'assistant',
        content,
        ts,
        tokens: 1,
      });
      return json(201, { id: 'm', conversationId, type, content, tokens: 1, createdAt: ts });
    }
    if (method === 'POST' && path === '/api/ai/chat') {
      const script = state.aiScripts.shift() ?? {
        kind: 'stream',
        deltas: ['Réponse ', 'du coach.'],
      };
      return aiAnswer(script, signal);
    }
    return json(404, { message: `no fake route for ${method} ${path}` });
  }

  const fetchMock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    state.calls.push({ method, path: url.pathname + url.search, body });
    return handle(method, url, body, init.signal);
  });

  return {
    state,
    addConversation,
    fetchMock,
    install() {
      globalThis.fetch = fetchMock as unknown as typeof fetch;
    },
    /** Calls to "METHOD /path" (query string ignored). */
    callsTo(method: string, path: string) {
      return state.calls.filter((c) => c.method === method && c.path.split('?')[0] === path);
    },
    /** The next AI answers, in order (default: a short streamed reply). */
    queueAi(...scripts: AiScript[]) {
      state.aiScripts.push(...scripts);
    },
  };
}

export type FakeApi = ReturnType<typeof createFakeApi>;
