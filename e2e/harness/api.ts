// Talks to the real API (never mocked) to prepare what a test needs: users, sessions, AI access.
// Requests go through a Playwright request context so the session cookie lands in the browser
// context when one is given.
import { createHmac } from 'node:crypto';
import { existsSync } from 'node:fs';
import {
  request as playwrightRequest,
  type APIRequestContext,
  type BrowserContext,
} from 'playwright-core';
import { adminSessionFile, nextTotpCode, rememberTotpKey, totpCode } from './second-factor';
import { ADMIN, PAYMENT_WEBHOOK_SECRET } from './server';

export interface Credentials {
  username: string;
  password: string;
}

let counter = 0;
/** A username no other test uses (3..30 characters, letters, digits, underscore). */
export function uniqueUsername(prefix = 'user'): string {
  counter += 1;
  return `${prefix}_${Date.now().toString(36)}${counter}`.slice(0, 30);
}

export function adminCredentials(): Credentials {
  return {
    username: process.env.E2E_ADMIN_USERNAME ?? ADMIN.username,
    password: process.env.E2E_ADMIN_PASSWORD ?? ADMIN.password,
  };
}

function requestOf(target: BrowserContext | APIRequestContext): APIRequestContext {
  return 'request' in target ? target.request : target;
}

async function post(
  target: BrowserContext | APIRequestContext,
  baseUrl: string,
  path: string,
  data: unknown,
) {
  // Same-origin writes only (CSRF guard): send the site's Origin like the browser would.
  const res = await requestOf(target).post(`${baseUrl}${path}`, {
    data,
    headers: { Origin: baseUrl },
  });
  if (!res.ok()) throw new Error(`POST ${path} answered ${res.status()}: ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
}

/**
 * POST /api/auth/register, the two boxes ticked as the sign-up form sends them; `consent: false`
 * is the spec's bare call (the member is asked after sign-in).
 */
export async function registerUser(
  target: BrowserContext | APIRequestContext,
  baseUrl: string,
  creds: Credentials,
  { consent = true }: { consent?: boolean } = {},
) {
  return post(target, baseUrl, '/api/auth/register', {
    username: creds.username,
    password: creds.password,
    ...(consent ? { adult: true, acceptTerms: true } : {}),
  });
}

/**
 * POST /api/auth/login: with a BrowserContext, its pages are logged in afterwards. When the
 * session owes a second step it is taken here: the code of the user's known key
 * (harness/second-factor), and for an administrator without a factor yet, the enrolment through
 * the API (its key kept for the run), so /api/admin/* answers as it does after the panel's steps.
 */
export async function loginUser(
  target: BrowserContext | APIRequestContext,
  baseUrl: string,
  creds: Credentials,
) {
  const admin = adminCredentials();
  if (
    'newPage' in target &&
    creds.username === admin.username &&
    creds.password === admin.password
  ) {
    // The seeded administrator's browsers share this file's signed-in session (adminApi): each
    // new sign-in would spend a TOTP time step (30 s), and the server takes each step once.
    const session = await adminApi(baseUrl);
    await target.addCookies((await session.storageState()).cookies);
    const me = await session.get(`${baseUrl}/api/auth/user`);
    return { user: (await me.json()) as unknown } as Record<string, unknown>;
  }
  const answer = await post(target, baseUrl, '/api/auth/login', {
    username: creds.username,
    password: creds.password,
  });
  const state = (answer.user as { secondFactor?: string } | undefined)?.secondFactor;
  if (state === 'enrol') {
    const enrolment = await post(target, baseUrl, '/api/auth/second-factor/enrolment', {
      currentPassword: creds.password,
    });
    const secret = String(enrolment.secret);
    const now = Date.now();
    await post(target, baseUrl, '/api/auth/second-factor/enrolment/confirm', {
      code: totpCode(secret, now / 1000),
    });
    rememberTotpKey(baseUrl, creds.username, secret, now);
  } else if (state === 'verify') {
    await post(target, baseUrl, '/api/auth/second-factor/verify', {
      code: await nextTotpCode(baseUrl, creds.username),
    });
  }
  return answer;
}

const adminSessions = new Map<string, APIRequestContext>();

/** The client's session is signed in with its second step taken. */
async function signedInFully(client: APIRequestContext, baseUrl: string): Promise<boolean> {
  const me = await client.get(`${baseUrl}/api/auth/user`);
  const body = me.ok() ? ((await me.json()) as { secondFactor?: string }) : null;
  return body?.secondFactor === 'passed';
}

/**
 * The seeded administrator's API client, signed in once for the whole run (second step included:
 * its session is kept in a file of the run, harness/second-factor's adminSessionFile, so the test
 * files share it instead of each spending a 30 s TOTP step) and signed in again when that session
 * ended (a test that changes the administrator's password, for one).
 */
export async function adminApi(baseUrl: string): Promise<APIRequestContext> {
  const known = adminSessions.get(baseUrl);
  if (known) {
    if (await signedInFully(known, baseUrl)) return known;
    await known.dispose();
    adminSessions.delete(baseUrl);
  }
  const file = adminSessionFile(baseUrl);
  if (existsSync(file)) {
    const kept = await playwrightRequest.newContext({
      baseURL: baseUrl,
      extraHTTPHeaders: { Origin: baseUrl },
      storageState: file,
    });
    if (await signedInFully(kept, baseUrl)) {
      adminSessions.set(baseUrl, kept);
      return kept;
    }
    await kept.dispose();
  }
  const admin = await apiClient(baseUrl);
  await loginUser(admin, baseUrl, adminCredentials());
  await admin.storageState({ path: file });
  adminSessions.set(baseUrl, admin);
  return admin;
}

/** A standalone API client (its own cookie jar), e.g. an administrator preparing data. */
export function apiClient(baseUrl: string): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL: baseUrl, extraHTTPHeaders: { Origin: baseUrl } });
}

/**
 * Registers a new member; with `aiAccess` the administrator grants (or, false, revokes) AI access.
 * Returns its credentials and id.
 */
export async function createUser(
  baseUrl: string,
  options: { aiAccess?: boolean; prefix?: string; password?: string; consent?: boolean } = {},
): Promise<Credentials & { id: string }> {
  const creds = {
    username: uniqueUsername(options.prefix),
    password: options.password ?? 'e2e-password-123',
  };
  const anon = await apiClient(baseUrl);
  try {
    const body = (await registerUser(anon, baseUrl, creds, { consent: options.consent })) as {
      user?: { id?: string };
    };
    const id = body.user?.id;
    if (!id) throw new Error('register answered no user id');
    if (options.aiAccess !== undefined) {
      const admin = await adminApi(baseUrl);
      const res = await admin.patch(`${baseUrl}/api/admin/users/${id}`, {
        data: { hasIAAccess: options.aiAccess },
        headers: { Origin: baseUrl },
      });
      if (!res.ok())
        throw new Error(`granting AI access answered ${res.status()}: ${await res.text()}`);
    }
    return { ...creds, id };
  } finally {
    await anon.dispose();
  }
}

/**
 * Sends a payment event to POST /api/webhooks/generic, signed as a shop would (README "Payments":
 * HMAC-SHA256 of "<timestamp>.<body>" with PAYMENT_WEBHOOK_SECRET). Answers the JSON reply.
 */
export async function sendPaymentEvent(
  baseUrl: string,
  event: Record<string, unknown>,
): Promise<{ status: number; body: unknown }> {
  const payload = JSON.stringify(event);
  const timestamp = Math.floor(Date.now() / 1000);
  const mac = createHmac('sha256', PAYMENT_WEBHOOK_SECRET)
    .update(`${timestamp}.${payload}`)
    .digest('hex');
  const shop = await playwrightRequest.newContext();
  try {
    const res = await shop.post(`${baseUrl}/api/webhooks/generic`, {
      data: payload,
      headers: {
        'Content-Type': 'application/json',
        'X-Zak-Timestamp': String(timestamp),
        'X-Zak-Signature': `v1=${mac}`,
      },
    });
    return { status: res.status(), body: (await res.json()) as unknown };
  } finally {
    await shop.dispose();
  }
}
