import { createHmac, randomBytes } from 'node:crypto';
import type { SessionData } from 'express-session';
import request from 'supertest';
import { startPrivateRedis } from '../support/redis-server';
import { startTestApp, uniqueName, type TestApp } from '../support/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A foreign origin as browsers state it: the Origin header, or Sec-Fetch-Site alone. */
const FOREIGN = [{ Origin: 'https://evil.example' }, { 'Sec-Fetch-Site': 'cross-site' }];

describe('CSRF and body rules', () => {
  it('refuses writes from a foreign Origin with 403 and changes nothing', async () => {
    const username = uniqueName('csrf');
    const res = await t
      .agent()
      .post('/api/auth/register')
      .set('Origin', 'https://evil.example')
      .send({ username, password: 'secret1' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Origine de la requête refusée');
    const login = await t.agent().post('/api/auth/login').send({ username, password: 'secret1' });
    expect(login.status).toBe(401);
  });

  it('refuses Sec-Fetch-Site: cross-site writes; accepts the same origin', async () => {
    const { agent } = await t.signedIn();
    const cross = await agent
      .post('/api/conversations')
      .set('Sec-Fetch-Site', 'cross-site')
      .send({ title: 'x' });
    expect(cross.status).toBe(403);
    const same = await agent.post('/api/conversations').set('Origin', t.url).send({ title: 'x' });
    expect(same.status).toBe(201);
  });

  it('refuses DELETE and logout from a foreign origin with 403, changing nothing', async () => {
    const { agent, user } = await t.signedIn();
    const created = await agent.post('/api/conversations').send({ title: 'Mine' });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    for (const foreign of FOREIGN) {
      const removed = await agent.delete(`/api/conversations/${id}`).set(foreign);
      expect(removed.status).toBe(403);
      expect(removed.body).toEqual({ message: 'Origine de la requête refusée', code: 'FORBIDDEN' });
      expect((await agent.delete('/api/conversations').set(foreign)).status).toBe(403);
      const logout = await agent.post('/api/auth/logout').set(foreign).send({});
      expect(logout.status).toBe(403);
    }
    // Nothing changed: the conversation and the session are still there.
    expect((await agent.get('/api/conversations')).body).toEqual([
      expect.objectContaining({ id, title: 'Mine' }),
    ]);
    const me = await agent.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(user.id);
  });

  it('accepts a write with neither Origin nor Sec-Fetch-Site (a non-browser client: every browser sends Origin on writes)', async () => {
    const { agent } = await t.signedIn();
    // supertest sends neither header unless told to.
    const created = await agent.post('/api/conversations').send({ title: 'From a script' });
    expect(created.status).toBe(201);
    // A JSON body is still required: a bodied write without JSON is what a form would send.
    const form = await agent
      .post('/api/conversations')
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send('title=x');
    expect(form.status).toBe(415);
    expect((await agent.delete(`/api/conversations/${created.body.id}`)).status).toBe(200);
  });

  it('refuses non-JSON bodies with 415 (a cross-site form cannot post JSON)', async () => {
    const { agent } = await t.signedIn();
    const form = await agent
      .post('/api/conversations')
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send('title=hello');
    expect(form.status).toBe(415);
    expect(form.body.message).toBe('Le corps de la requête doit être au format JSON');
    const text = await agent
      .post('/api/conversations')
      .set('Content-Type', 'text/plain')
      .send('{"title":"x"}');
    expect(text.status).toBe(415);
    expect((await agent.get('/api/conversations')).body).toEqual([]);
  });

  it('malformed JSON is a 400, an oversized body a 413', async () => {
    const bad = await t
      .agent()
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send('{"username": ');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: 'Corps JSON mal formé', code: 'MALFORMED_JSON' });
    const big = await t
      .agent()
      .post('/api/auth/register')
      .send({ username: 'big', password: 'x'.repeat(200_000) });
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('Requête trop volumineuse');
  });

  it('unknown /api paths answer a JSON 404', async () => {
    const res = await t.agent().get('/api/nope');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Ressource introuvable', code: 'NOT_FOUND' });
  });
});

/** The signed cookie value express-session accepts for `sid` (cookie-signature's format). */
function signedCookie(sid: string, secret: string): string {
  const mac = createHmac('sha256', secret).update(sid).digest('base64').replace(/=+$/, '');
  return encodeURIComponent(`s:${sid}.${mac}`);
}

describe('session fixation', () => {
  it('an anonymous session planted before login does not survive it: login issues a new id and the planted one opens nothing', async () => {
    // The attacker's session: anonymous, stored, with a cookie the app itself would accept.
    const planted = `fixated-${randomBytes(8).toString('hex')}`;
    // Anonymous: no userId or startedAt, which the session type requires of signed-in ones.
    const anonymous = {
      cookie: { originalMaxAge: 3_600_000, expires: new Date(Date.now() + 3_600_000) },
    } as Partial<SessionData> as SessionData;
    await new Promise<void>((resolve, reject) =>
      t.stores.sessionStore.set(planted, anonymous, (err?: unknown) =>
        err ? reject(err) : resolve(),
      ),
    );
    const plantedCookie = `${t.config.cookieName}=${signedCookie(planted, t.config.sessionSecrets[0]!)}`;
    const user = await t.seedUser();
    const login = await request(t.url)
      .post('/api/auth/login')
      .set('Cookie', plantedCookie)
      .send({ username: user.username, password: user.password });
    expect(login.status).toBe(200);
    const issued = ([] as string[])
      .concat(login.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith(`${t.config.cookieName}=`));
    expect(issued).toBeDefined();
    const issuedValue = decodeURIComponent(issued!.split(';')[0]!.split('=')[1]!);
    expect(issuedValue).not.toContain(planted);
    // The victim's new session works; the attacker's copy of the planted cookie is anonymous.
    expect(
      (await request(t.url).get('/api/auth/user').set('Cookie', issued!.split(';')[0]!)).status,
    ).toBe(200);
    expect((await request(t.url).get('/api/auth/user').set('Cookie', plantedCookie)).status).toBe(
      401,
    );
  });
});

describe('headers and probes', () => {
  it('sends helmet headers, a CSP, a request id, no x-powered-by, and no-store on the API', async () => {
    const res = await t.agent().get('/api/health').set('X-Request-Id', 'trace-123');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-request-id']).toBe('trace-123');
    expect(res.headers['cache-control']).toBe('no-store');
    const generated = await t.agent().get('/api/health').set('X-Request-Id', 'bad id with spaces');
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('ready answers 200 when the database and Redis answer', async () => {
    const res = await t.agent().get('/api/ready');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ready', database: true, sessionStore: true });
  });
});

describe('AI chat access', () => {
  it('401 anonymous, 403 without access, 200 with access; the body is validated', async () => {
    expect((await t.agent().post('/api/ai/chat').send({ message: 'hi' })).status).toBe(401);
    const member = await t.signedIn({ hasIAAccess: false });
    const refused = await member.agent.post('/api/ai/chat').send({ message: 'hi' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain("n'a pas accès à l'IA");
    const subscriber = await t.signedIn({
      hasIAAccess: true,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const ok = await subscriber.agent.post('/api/ai/chat').send({
      message: 'Programme pour débutant ?',
      settings: { personality: 'ifbb', responseSpeed: 'detailed', language: 'fr' },
    });
    expect(ok.status).toBe(200);
    expect(typeof ok.body.response).toBe('string');
    expect(ok.body.response.length).toBeGreaterThan(0);
    for (const body of [
      {},
      { message: '' },
      { message: '   ' },
      { message: 'x'.repeat(8001) },
      { message: 42 },
    ]) {
      expect((await subscriber.agent.post('/api/ai/chat').send(body)).status).toBe(400);
    }
  });
});

describe('last administrator', () => {
  it('cannot be demoted', async () => {
    // This file's database has no other admin yet.
    const { agent, user } = await t.signedIn({ role: 'admin' });
    const res = await agent.patch(`/api/admin/users/${user.id}`).send({ role: 'user' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Impossible de retirer le rôle du dernier administrateur');
    expect((await agent.get('/api/admin/dashboard')).status).toBe(200);
  });
});

describe('CSRF on admin writes', () => {
  it('refuses PATCH from a foreign origin with 403 and leaves the user unchanged; the same origin and a non-browser client are accepted', async () => {
    // After 'last administrator': a second administrator would change what that test checks.
    const { agent } = await t.signedIn({ role: 'admin' });
    const member = await t.seedUser({ hasIAAccess: false });
    for (const foreign of FOREIGN) {
      for (const path of [
        `/api/admin/users/${member.id}`,
        `/api/admin/users/${member.id}/status`,
      ]) {
        const body = path.endsWith('/status') ? { isActive: false } : { hasIAAccess: true };
        const res = await agent.patch(path).set(foreign).send(body);
        expect({ path, status: res.status }).toEqual({ path, status: 403 });
      }
    }
    const unchanged = await agent.get(`/api/admin/users?search=${member.username}`);
    expect(unchanged.body.users).toEqual([
      expect.objectContaining({ id: member.id, hasIAAccess: false, isActive: true }),
    ]);
    const same = await agent
      .patch(`/api/admin/users/${member.id}`)
      .set('Origin', t.url)
      .send({ hasIAAccess: true });
    expect(same.status).toBe(200);
    const noHeaders = await agent
      .patch(`/api/admin/users/${member.id}`)
      .send({ hasIAAccess: false });
    expect(noHeaders.status).toBe(200);
  });
});

describe('rate limiting', () => {
  it('limits failed logins per username (429 with a message), counted in Redis', async () => {
    const variant = await t.variant({ AUTH_RATE_PER_USERNAME: '3', AUTH_RATE_PER_IP: '1000' });
    const user = await t.seedUser();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await variant
        .agent()
        .post('/api/auth/login')
        .send({ username: user.username, password: 'wrong-pass' });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    const blocked = await variant
      .agent()
      .post('/api/auth/login')
      .send({ username: user.username.toUpperCase(), password: user.password });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('Trop de tentatives. Réessayez dans quelques minutes.');
    // Another username from the same IP is not affected.
    const other = await t.seedUser();
    expect(
      (
        await variant
          .agent()
          .post('/api/auth/login')
          .send({ username: other.username, password: other.password })
      ).status,
    ).toBe(200);
  });

  it('limits registrations per IP', async () => {
    const variant = await t.variant({ AUTH_RATE_PER_IP: '2', AUTH_RATE_PER_USERNAME: '1000' });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await variant
        .agent()
        .post('/api/auth/register')
        .send({ username: uniqueName('rl'), password: 'secret1' });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([201, 201, 429]);
  });
});

/** The bound on "503 quickly": the store's 2 s command timeout plus room for a loaded machine. */
const REDIS_DOWN_DEADLINE_MS = 5000;

describe('Redis outage', () => {
  it('answers 503 quickly while Redis is down and recovers by itself', async () => {
    const redis = await startPrivateRedis();
    const variant = await t.variant({ REDIS_URL: redis.url });
    try {
      const user = await t.seedUser();
      const agent = variant.agent();
      expect(
        (
          await agent
            .post('/api/auth/login')
            .send({ username: user.username, password: user.password })
        ).status,
      ).toBe(200);
      await redis.stopServer();
      // "Quickly": answered within REDIS_DOWN_DEADLINE_MS (a deadline, not a speed measure: the
      // Redis client fails commands at once while disconnected, at worst after its 2 s command
      // timeout; a request waiting on a reconnect that never comes would hit this deadline).
      const down = await agent.get('/api/auth/user').timeout({ deadline: REDIS_DOWN_DEADLINE_MS });
      expect(down.status).toBe(503);
      expect(down.body.message).toBe(
        'Service temporairement indisponible. Réessayez dans un instant.',
      );
      expect((await request(variant.url).get('/api/ready')).status).toBe(503);
      await redis.start();
      let status = 0;
      for (let i = 0; i < 50 && status !== 200; i++) {
        await new Promise((r) => setTimeout(r, 100));
        status = (await request(variant.url).get('/api/ready')).status;
      }
      expect(status).toBe(200);
      // Sessions lived in the stopped Redis (no persistence): the user is anonymous, not an error.
      expect((await agent.get('/api/auth/user')).status).toBe(401);
      expect(
        (
          await agent
            .post('/api/auth/login')
            .send({ username: user.username, password: user.password })
        ).status,
      ).toBe(200);
    } finally {
      await variant.close();
      await redis.stop();
    }
  });
});
