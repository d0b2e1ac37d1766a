import { createClient } from 'redis';
import request from 'supertest';
import { startTestApp, type TestApp } from '../support/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ SESSION_ABSOLUTE_HOURS: '24' });
});
afterAll(() => t.close());

describe('absolute session lifetime', () => {
  it('a session older than SESSION_ABSOLUTE_HOURS is ended even while it stays active', async () => {
    const { agent } = await t.signedIn();
    const login = await agent.get('/api/auth/user');
    expect(login.status).toBe(200);
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    const sid = /^s:([^.]+)\./.exec(decodeURIComponent(cookie.split('=')[1]!))?.[1];
    expect(sid).toBeDefined();

    // Age the stored session by 25 hours, as if the member had kept it alive since yesterday.
    const redis = createClient({ url: process.env.TEST_REDIS_URL });
    await redis.connect();
    try {
      const key = `${t.config.redisPrefix}sess:${sid}`;
      const stored = JSON.parse(String(await redis.get(key))) as { startedAt: number };
      expect(typeof stored.startedAt).toBe('number');
      stored.startedAt -= 25 * 3600_000;
      await redis.set(key, JSON.stringify(stored), { KEEPTTL: true });
      expect((await agent.get('/api/auth/user')).status).toBe(401);
      expect(await redis.get(key)).toBeNull();
    } finally {
      await redis.close();
    }
  });
});

describe('idle timeout in the session store', () => {
  it('activity renews the stored session (at most once per SESSION_TOUCH_SECONDS per replica)', async () => {
    const member = await t.seedUser();
    const login = await request(t.url)
      .post('/api/auth/login')
      .set('Origin', t.url)
      .send({ username: member.username, password: member.password });
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    const sid = /^s:([^.]+)\./.exec(decodeURIComponent(cookie.split('=')[1]!))?.[1];
    const key = `${t.config.redisPrefix}sess:${sid}`;
    const fastReplica = await t.replica({ SESSION_TOUCH_SECONDS: '1' });
    const redis = createClient({ url: process.env.TEST_REDIS_URL });
    await redis.connect();
    try {
      // Idle for most of the two hours: ten minutes left.
      await redis.expire(key, 600);
      const me = (url: string) => request(url).get('/api/auth/user').set('Cookie', cookie);
      // The replica that saved the session at login renews it once its minute has passed, not
      // on every answer.
      expect((await me(t.url)).status).toBe(200);
      expect(await redis.ttl(key)).toBeLessThanOrEqual(600);
      // A replica renewing at most every second: renewed, not again within the second, then
      // renewed again once it has passed.
      expect((await me(fastReplica.url)).status).toBe(200);
      expect(await redis.ttl(key)).toBeGreaterThan(7000);
      await redis.expire(key, 600);
      expect((await me(fastReplica.url)).status).toBe(200);
      expect(await redis.ttl(key)).toBeLessThanOrEqual(600);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect((await me(fastReplica.url)).status).toBe(200);
      expect(await redis.ttl(key)).toBeGreaterThan(7000);
    } finally {
      await redis.close();
    }
  });
});
