// The one way component tests fake the API: `fetch` replaced by a router of "METHOD /path"
// handlers that records every call. Browser tests never use it: they run against the real API.
import type {
  AccountExport,
  AdminDashboard,
  AdminLogList,
  AdminUserList,
  AiChatResponse,
  AiLogList,
  ConversationDetail,
  ConversationPage,
  ConversationSummary,
  CreateConversationResponse,
  CurrentUser,
  DailyStat,
  DeleteConversationsResponse,
  ErrorBody,
  LoginResponse,
  LogoutResponse,
  MessageRecord,
  MessageResponse,
  PublicSettings,
  RegisterResponse,
  SiteSetting,
} from '@zak/contract';

/** What the contract answers on the fixed routes: a handler's `body` is checked against it. */
export interface ContractRoutes {
  'GET /api/auth/user': CurrentUser;
  'POST /api/auth/login': LoginResponse;
  'POST /api/auth/register': RegisterResponse;
  'POST /api/auth/logout': LogoutResponse;
  'POST /api/account/change-password': MessageResponse;
  'DELETE /api/account': MessageResponse;
  'POST /api/admin/change-password': MessageResponse;
  'GET /api/settings/public': PublicSettings;
  'GET /api/conversations': ConversationPage | ConversationSummary[];
  'GET /api/conversations/:id': ConversationDetail;
  'POST /api/conversations': CreateConversationResponse;
  'DELETE /api/conversations': DeleteConversationsResponse;
  'POST /api/messages': MessageRecord;
  'POST /api/ai/chat': AiChatResponse;
  'GET /api/account/export': AccountExport;
  'GET /api/admin/dashboard': AdminDashboard;
  'GET /api/admin/stats/daily': DailyStat[];
  'GET /api/admin/users': AdminUserList;
  'GET /api/admin/ia-logs': AiLogList;
  'GET /api/admin/logs': AdminLogList;
  'GET /api/admin/settings': SiteSetting[];
}

export interface FakeRequest {
  method: string;
  /** The path and query string asked for ("/api/conversations?q=x"). */
  path: string;
  pathname: string;
  query: URLSearchParams;
  /** `:name` parts of the matched route ("GET /api/conversations/:id"). */
  params: Record<string, string>;
  /** The JSON body sent, parsed (another text body, such as a CSV file, as it is). */
  body: unknown;
  /** fetch's own arguments. */
  url: string;
  init?: RequestInit;
}

export interface FakeReply<T = unknown> {
  status?: number;
  /** JSON body: the contract's answer, or an error body. */
  body?: T | ErrorBody;
  /** A raw body instead (a CSV export). */
  text?: string;
}

/** A reply, or a whole Response (a stream), or a promise of either (one that never settles = pending). */
export type FakeHandler<T = unknown> = (
  request: FakeRequest,
) => FakeReply<T> | Response | Promise<FakeReply<T> | Response>;

export type FakeRoutes = { [K in keyof ContractRoutes]?: FakeHandler<ContractRoutes[K]> } & {
  [route: string]: FakeHandler | undefined;
};

export interface FakeApiOptions {
  /** Asked first on every call: a reply ends the call there (forced failures). */
  intercept?: (request: FakeRequest) => FakeReply | Response | undefined;
}

/**
 * A Response whose body reads at once: a test that fakes timers (jest fakes the microtask queue
 * too) would otherwise wait on the stream behind a real Response's text().
 */
class FakeResponse extends Response {
  constructor(
    private readonly raw: string,
    init: ResponseInit,
  ) {
    super(raw, init);
  }
  override text(): Promise<string> {
    return Promise.resolve(this.raw);
  }
  override json(): Promise<unknown> {
    return Promise.resolve(JSON.parse(this.raw) as unknown);
  }
}

function toResponse(reply: FakeReply | Response): Response {
  if (reply instanceof Response) return reply;
  const { status = 200, body, text } = reply;
  return new FakeResponse(text ?? (body === undefined ? '' : JSON.stringify(body)), {
    status,
    statusText: status === 401 ? 'Unauthorized' : status >= 400 ? 'Error' : 'OK',
    headers: { 'Content-Type': text === undefined ? 'application/json' : 'text/csv' },
  });
}

/** "GET /api/conversations/:id" -> a matcher of method and pathname giving the params. */
function compile(route: string) {
  const [method = '', pattern = ''] = route.split(' ');
  const names: string[] = [];
  const source = pattern
    .split('/')
    .map((part) => {
      if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(part.slice(1));
      return '([^/]+)';
    })
    .join('/');
  const regex = new RegExp(`^${source}$`);
  return (requestMethod: string, pathname: string) => {
    if (requestMethod !== method) return null;
    const match = regex.exec(pathname);
    if (!match) return null;
    return Object.fromEntries(
      names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')]),
    );
  };
}

/**
 * Replaces `fetch` with `routes` ("GET /api/admin/users", "DELETE /api/conversations/:id"): an
 * exact route wins over a pattern; an unknown route answers 404. Returns the recorded calls.
 */
/** A text body sent: JSON parsed, anything else (a CSV file) as it is. */
function parsedOrRaw(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function installFakeApi(routes: FakeRoutes, options: FakeApiOptions = {}) {
  const calls: FakeRequest[] = [];
  const table = Object.entries(routes).map(([route, handler]) => ({
    route,
    handler,
    match: compile(route),
    exact: !route.includes('/:'),
  }));
  table.sort((a, b) => Number(b.exact) - Number(a.exact));

  const fn = jest.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const parsed = new URL(url, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? parsedOrRaw(init.body) : undefined;
    const request: FakeRequest = {
      method,
      path: parsed.pathname + parsed.search,
      pathname: parsed.pathname,
      query: parsed.searchParams,
      params: {},
      body,
      url,
      init,
    };
    calls.push(request);
    const intercepted = options.intercept?.(request);
    if (intercepted) return toResponse(intercepted);
    for (const { handler, match } of table) {
      const params = handler ? match(method, parsed.pathname) : null;
      if (!params || !handler) continue;
      request.params = params;
      return toResponse(await handler(request));
    }
    return toResponse({ status: 404, body: { message: `no fake route for ${method} ${url}` } });
  });
  globalThis.fetch = fn as unknown as typeof fetch;

  function callsTo(route: string): FakeRequest[];
  function callsTo(method: string, pathname: string): FakeRequest[];
  function callsTo(first: string, second?: string): FakeRequest[] {
    const [method, pathname] = second === undefined ? first.split(' ') : [first, second];
    return calls.filter((call) => call.method === method && call.pathname === pathname);
  }

  return { calls, callsTo, fn };
}

export type FakeApi = ReturnType<typeof installFakeApi>;

/** A signed-in member as GET /api/auth/user answers it; `overrides` for an admin, no AI... */
export function fakeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 'u1',
    username: 'sam',
    email: null,
    role: 'user',
    hasIAAccess: true,
    isActive: true,
    lastLoginAt: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    expiresAt: null,
    aiAccess: true,
    access: { state: 'active', source: 'admin', until: null, renewing: false, endedAt: null },
    subscribeUrl: 'https://shop.zak-coaching.com/products/zak-ia?client_reference_id=zm_test',
    isAdmin: false,
    termsAcceptedAt: '2026-01-01T00:00:00.000Z',
    termsChanged: false,
    ...overrides,
  };
}
