import { createClient } from 'redis';
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
