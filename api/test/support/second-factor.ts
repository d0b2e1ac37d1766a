import { generateSecret, generateSync } from 'otplib';
import type { Sequelize } from 'sequelize';
import request from 'supertest';
import type { SecondFactorConfig } from '../../src/platform/config/accounts';
import { sealSecret } from '../../src/modules/accounts/totp';

// Administrators need their second factor on every /api/admin/* call: the harness seeds each
// administrator with a TOTP key it knows and completes the second step in its sign-in helpers.

const PERIOD = 30;
const stepNow = () => Math.floor(Date.now() / 1000 / PERIOD);

/** The code of a key at a time (default now). */
export function totpCode(secret: string, epochSeconds = Date.now() / 1000): string {
  return generateSync({ secret, epoch: Math.floor(epochSeconds) });
}

const lastStepUsed = new Map<string, number>();

/**
 * A code the server has not accepted yet for this key (it takes each time step once, with one
 * step of drift): this step's, else the next one's, else it waits for a new step.
 */
export async function nextTotpCode(secret: string): Promise<string> {
  const now = stepNow();
  const step = Math.max(now, (lastStepUsed.get(secret) ?? now - 1) + 1);
  if (step > now + 1) {
    await new Promise((resolve) =>
      setTimeout(resolve, ((step - 1) * PERIOD + 1) * 1000 - Date.now()),
    );
  }
  lastStepUsed.set(secret, step);
  return totpCode(secret, step * PERIOD);
}

/**
 * Seeds a confirmed TOTP factor for the user (as an enrolment would); returns the key. Without
 * the app's config the key is stored unencrypted (readable whatever TOTP_ENCRYPTION_KEY is).
 */
export async function seedSecondFactor(
  sequelize: Sequelize,
  userId: string,
  config: SecondFactorConfig = { requiredForAdmins: true, encryptionKey: undefined, issuer: '' },
): Promise<string> {
  const secret = generateSecret();
  await sequelize.query(
    `INSERT INTO user_totp (user_id, secret, confirmed_at) VALUES ($userId, $secret, now())
     ON CONFLICT (user_id) DO UPDATE SET secret = $secret, confirmed_at = now(), last_step = NULL`,
    { bind: { userId, secret: sealSecret(config, secret) } },
  );
  return secret;
}

export interface SignInCredentials {
  username: string;
  password: string;
  /** The user's TOTP key: the second step is completed when the server asks for it. */
  totpSecret?: string;
}

/** POST /api/auth/login, then the second step when the session owes it (answers the login). */
export async function signIn(
  agent: request.Agent,
  creds: SignInCredentials,
): Promise<request.Response> {
  const res = await agent
    .post('/api/auth/login')
    .send({ username: creds.username, password: creds.password });
  if (res.status === 200 && res.body.user?.secondFactor === 'verify') {
    if (!creds.totpSecret) throw new Error(`${creds.username} has a second factor: pass its key`);
    const verified = await agent
      .post('/api/auth/second-factor/verify')
      .send({ code: await nextTotpCode(creds.totpSecret) });
    if (verified.status !== 200) {
      throw new Error(`second step failed: ${verified.status} ${JSON.stringify(verified.body)}`);
    }
  }
  return res;
}

const cookieOf = (res: request.Response) =>
  String(res.headers['set-cookie'] ?? '').split(';')[0] ?? '';

/** Signs in with plain requests and answers the session cookie (after the second step). */
export async function signInCookie(url: string, creds: SignInCredentials): Promise<string> {
  const res = await request(url)
    .post('/api/auth/login')
    .set('Origin', url)
    .send({ username: creds.username, password: creds.password });
  if (res.status !== 200) throw new Error(`login failed: ${res.status}`);
  const cookie = cookieOf(res);
  if (res.body.user?.secondFactor !== 'verify') return cookie;
  if (!creds.totpSecret) throw new Error(`${creds.username} has a second factor: pass its key`);
  const verified = await request(url)
    .post('/api/auth/second-factor/verify')
    .set('Origin', url)
    .set('Cookie', cookie)
    .send({ code: await nextTotpCode(creds.totpSecret) });
  if (verified.status !== 200) throw new Error(`second step failed: ${verified.status}`);
  return cookieOf(verified);
}

/**
 * Enrols the signed-in user through the API as the panel does (current password, key, first
 * code); answers the key and the recovery codes.
 */
export async function enrolThroughApi(
  agent: request.Agent,
  password: string,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const started = await agent
    .post('/api/auth/second-factor/enrolment')
    .send({ currentPassword: password });
  if (started.status !== 200) throw new Error(`enrolment: ${started.status}`);
  const secret = String(started.body.secret);
  const confirmed = await agent
    .post('/api/auth/second-factor/enrolment/confirm')
    .send({ code: await nextTotpCode(secret) });
  if (confirmed.status !== 200) throw new Error(`enrolment confirm: ${confirmed.status}`);
  return { secret, recoveryCodes: confirmed.body.recoveryCodes as string[] };
}
