import { generateSync } from 'otplib';
// A minimal HTTP client with its own cookie jar, like one browser profile: it sends the site's
// Origin on writes (the API's CSRF guard) and keeps the session cookie between requests.

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed JSON body (undefined when the body is not JSON). */
  json: unknown;
}

export class Client {
  private cookies = new Map<string, string>();

  /** `base` is where requests go; `origin` what the browser would send (the gateway's). */
  constructor(
    public base: string,
    private readonly origin: string = base,
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  /** Shares this jar with another client (the same browser talking to another address). */
  copyCookiesTo(other: Client): void {
    for (const [k, v] of this.cookies) other.cookies.set(k, v);
  }

  async request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
    signal?: AbortSignal,
  ): Promise<Answer> {
    const all: Record<string, string> = { ...headers };
    const cookie = this.cookieHeader();
    if (cookie) all.cookie = cookie;
    if (method !== 'GET' && method !== 'HEAD') {
      all.origin ??= this.origin;
      all['content-type'] ??= 'application/json';
    }
    const res = await fetch(`${this.base}${path}`, {
      method,
      headers: all,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.status, headers: res.headers, text, json };
  }

  get(path: string, headers?: Record<string, string>): Promise<Answer> {
    return this.request('GET', path, undefined, headers);
  }

  post(path: string, body: unknown = {}): Promise<Answer> {
    return this.request('POST', path, body);
  }
}

let counter = 0;
export function uniqueName(prefix: string): string {
  counter += 1;
  return `${prefix}_${Date.now().toString(36)}${counter}`.slice(0, 30);
}

export interface Member {
  id: string;
  username: string;
  password: string;
}

/**
 * Registers a new member through `client` (with the sign-up form's two boxes, so the member area
 * does not ask for them first), then logs it in there.
 */
export async function registerMember(
  client: Client,
  password = 'system-password-1',
): Promise<Member> {
  const username = uniqueName('m');
  const res = await client.post('/api/auth/register', {
    username,
    password,
    adult: true,
    acceptTerms: true,
  });
  if (res.status !== 201) throw new Error(`register answered ${res.status}: ${res.text}`);
  const id = (res.json as { user?: { id?: string } }).user?.id;
  if (!id) throw new Error(`register answered no user id: ${res.text}`);
  const login = await client.post('/api/auth/login', { username, password });
  if (login.status !== 200) throw new Error(`login answered ${login.status}: ${login.text}`);
  return { id, username, password };
}

const totpKeys = new Map<string, { secret: string; lastStep: number }>();

/**
 * Signs an administrator in through `client` with the second step every administrator needs for
 * /api/admin/*: the first time, the enrolment through the API (as the panel does), its key kept
 * for the file; afterwards a code of that key for a time step not used yet.
 */
export async function signInAdmin(
  client: Client,
  creds: { username: string; password: string },
): Promise<Answer> {
  const login = await client.post('/api/auth/login', creds);
  if (login.status !== 200) return login;
  const state = (login.json as { user?: { secondFactor?: string } }).user?.secondFactor;
  const stepNow = () => Math.floor(Date.now() / 30_000);
  if (state === 'enrol') {
    const enrolment = await client.post('/api/auth/second-factor/enrolment', {
      currentPassword: creds.password,
    });
    const secret = String((enrolment.json as { secret?: string }).secret);
    const step = stepNow();
    const confirmed = await client.post('/api/auth/second-factor/enrolment/confirm', {
      code: generateSync({ secret, epoch: step * 30 }),
    });
    if (confirmed.status !== 200) throw new Error(`enrolment answered ${confirmed.status}`);
    totpKeys.set(creds.username, { secret, lastStep: step });
  } else if (state === 'verify') {
    const key = totpKeys.get(creds.username);
    if (!key) throw new Error(`no TOTP key known for ${creds.username}`);
    const now = stepNow();
    const step = Math.max(now, key.lastStep + 1);
    if (step > now + 1) {
      await new Promise((resolve) =>
        setTimeout(resolve, ((step - 1) * 30 + 1) * 1000 - Date.now()),
      );
    }
    key.lastStep = step;
    const verified = await client.post('/api/auth/second-factor/verify', {
      code: generateSync({ secret: key.secret, epoch: step * 30 }),
    });
    if (verified.status !== 200) throw new Error(`second step answered ${verified.status}`);
  }
  return login;
}
