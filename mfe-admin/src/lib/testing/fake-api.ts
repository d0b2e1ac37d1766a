// Component tests only: an in-memory stand-in for the API behind window.fetch, routed by method
// and path, recording every call (method, path, query, JSON body) so tests can assert what the
// screens send. Browser tests never use it: they run against the real API.

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface FakeReply {
  status?: number;
  /** JSON body (serialised), or `text` for a raw body such as CSV. */
  body?: unknown;
  text?: string;
}

export type FakeHandler = (request: FakeRequest) => FakeReply;

/** Minimal Headers for jsdom, which has none; enough for the shared API client. */
class TestHeaders {
  private readonly map = new Map<string, string>();
  constructor(init?: Record<string, string> | [string, string][] | TestHeaders) {
    if (init instanceof TestHeaders) init.forEach((value, key) => this.set(key, value));
    else if (Array.isArray(init)) init.forEach(([key, value]) => this.set(key, value));
    else if (init) Object.entries(init).forEach(([key, value]) => this.set(key, value));
  }
  has(key: string) {
    return this.map.has(key.toLowerCase());
  }
  get(key: string) {
    return this.map.get(key.toLowerCase()) ?? null;
  }
  set(key: string, value: string) {
    this.map.set(key.toLowerCase(), value);
  }
  forEach(callback: (value: string, key: string) => void) {
    this.map.forEach(callback);
  }
}

function reply(status: number, text: string) {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: status === 401 ? 'Unauthorized' : status >= 400 ? 'Error' : 'OK',
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
    blob: async () => new Blob([text], { type: 'text/csv' }),
  };
}

/**
 * Replaces fetch with `routes` ("GET /api/admin/users" -> handler). Unknown routes answer 404.
 * Returns the recorded calls.
 */
export function installFakeApi(routes: Record<string, FakeHandler>) {
  const calls: FakeRequest[] = [];
  if (typeof globalThis.Headers === 'undefined') {
    (globalThis as unknown as { Headers: unknown }).Headers = TestHeaders;
  }
  const fetchMock = jest.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request = { method, path: url.pathname, query: url.searchParams, body };
    calls.push(request);
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) return reply(404, JSON.stringify({ message: 'not found' }));
    const { status = 200, body: json, text } = handler(request);
    return reply(status, text ?? (json === undefined ? '' : JSON.stringify(json)));
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return {
    calls,
    /** Calls to one route ("PATCH /api/admin/users/u1"). */
    callsTo: (route: string) => calls.filter((call) => `${call.method} ${call.path}` === route),
  };
}
