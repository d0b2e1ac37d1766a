import { Writable } from 'node:stream';
import { createLogger } from '../../src/platform/logger';
import { startTestApp, uniqueName, type TestApp } from '../support/harness';
import { signIn } from '../support/second-factor';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('request logging, session cookie and client IP', () => {
  it('logs each request with its id, and never a password, hash, cookie or session id', async () => {
    let logged = '';
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        logged += chunk.toString();
        done();
      },
    });
    const variant = await t.variant({ LOG_LEVEL: 'info' }, createLogger('info', sink));
    const agent = variant.agent();
    const username = uniqueName('log');
    await agent.post('/api/auth/register').send({ username, password: 'very-secret-pass' });
    const login = await agent
      .post('/api/auth/login')
      .send({ username, password: 'very-secret-pass' });
    const sid = decodeURIComponent(
      String(login.headers['set-cookie']).split(';')[0]!.split('=')[1]!,
    );
    await agent.get('/api/auth/user').set('X-Request-Id', 'req-log-1');
    await agent.post('/api/auth/login').send({ username, password: 'wrong-pass-here' });
    const lines = logged
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.some((l) => (l.req as { id?: string } | undefined)?.id === 'req-log-1')).toBe(
      true,
    );
    expect(lines.filter((l) => l.msg === 'request completed').length).toBeGreaterThanOrEqual(4);
    expect(logged).not.toContain('very-secret-pass');
    expect(logged).not.toContain('wrong-pass-here');
    expect(logged).not.toContain('$argon2');
    expect(logged).not.toContain(sid.slice(2, 20));
    expect(logged.toLowerCase()).not.toContain('zak.sid=');
  });

  it('rolls the idle timeout: every authenticated answer renews the cookie', async () => {
    const { agent } = await t.signedIn();
    const res = await agent.get('/api/auth/user');
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^zak\.sid=/);
    const expires = Date.parse(String(/Expires=([^;]+)/.exec(cookie)?.[1]));
    // SESSION_IDLE_MINUTES defaults to 120: the renewed cookie expires about two hours from now.
    expect(Math.abs(expires - Date.now() - 7_200_000)).toBeLessThan(300_000);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it('with TRUST_PROXY, the admin log records the client IP given by the proxy', async () => {
    const variant = await t.variant({ TRUST_PROXY: 'loopback' });
    const admin = await t.seedUser({ role: 'admin' });
    const target = await t.seedUser();
    const agent = variant.agent();
    await signIn(agent, admin);
    await agent
      .patch(`/api/admin/users/${target.id}`)
      .set('X-Forwarded-For', '203.0.113.7')
      .send({ hasIAAccess: false });
    const logs = await agent.get('/api/admin/logs?limit=1');
    expect(logs.body.logs[0]).toMatchObject({
      action: 'user.update',
      ipAddress: '203.0.113.7',
      adminUsername: admin.username,
    });
  });

  it('without TRUST_PROXY, a forged X-Forwarded-For is ignored', async () => {
    const admin = await t.signedIn({ role: 'admin' });
    const target = await t.seedUser();
    await admin.agent
      .patch(`/api/admin/users/${target.id}`)
      .set('X-Forwarded-For', '198.51.100.9')
      .send({ hasIAAccess: true });
    const logs = await admin.agent.get('/api/admin/logs?limit=1');
    expect(logs.body.logs[0].ipAddress).not.toBe('198.51.100.9');
    expect(logs.body.logs[0].ipAddress).toMatch(/127\.0\.0\.1/);
  });

  it('behind a trusted proxy, writes from the public origin pass the CSRF check; spoofed headers do not', async () => {
    const proxied = await t.variant({ TRUST_PROXY: 'loopback' });
    const headers = {
      Origin: 'https://zak.example',
      'X-Forwarded-Proto': 'https',
      'X-Forwarded-Host': 'zak.example',
    };
    const ok = await proxied
      .agent()
      .post('/api/auth/login')
      .set(headers)
      .send({ username: 'nobody', password: 'nothing1' });
    expect(ok.status).toBe(401);
    const direct = await t
      .agent()
      .post('/api/auth/login')
      .set(headers)
      .send({ username: 'nobody', password: 'nothing1' });
    expect(direct.status).toBe(403);
  });
});
