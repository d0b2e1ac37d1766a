import { createClient } from 'redis';
import request from 'supertest';
import { startTestApp, uniqueName, type TestApp } from '../support/harness';
import { signInCookie } from '../support/second-factor';

// Replicas cache the signed-in users they read (modules/members/user-cache); every write to a user replaces
// the shared users version in Redis, so these changes still apply at the very next request on
// every replica (SECURITY.md).

let t: TestApp;
let replica: { url: string };
let adminCookie: string;

async function login(url: string, username: string, password: string): Promise<string> {
  const res = await request(url)
    .post('/api/auth/login')
    .set('Origin', url)
    .send({ username, password });
  expect(res.status).toBe(200);
  return String(res.headers['set-cookie']).split(';')[0]!;
}

const me = (url: string, cookie: string) =>
  request(url).get('/api/auth/user').set('Cookie', cookie);

beforeAll(async () => {
  t = await startTestApp();
  replica = await t.replica();
  const admin = await t.seedUser({ role: 'admin', username: uniqueName('boss') });
  adminCookie = await signInCookie(t.url, admin);
});
afterAll(() => t.close());

/** A member signed in through replica A whose user both replicas have read (and cached). */
async function memberSeenByBothReplicas() {
  const member = await t.seedUser();
  const cookie = await login(t.url, member.username, member.password);
  for (let i = 0; i < 2; i += 1) {
    expect((await me(t.url, cookie)).status).toBe(200);
    expect((await me(replica.url, cookie)).status).toBe(200);
  }
  return { member, cookie };
}

describe('signed-in users cached per replica', () => {
  it('one session works on both replicas (same store, same secret)', async () => {
    const { member, cookie } = await memberSeenByBothReplicas();
    expect((await me(replica.url, cookie)).body).toMatchObject({ username: member.username });
  });

  it('a member deactivated through replica A is signed out on replica B at the next request', async () => {
    const { member, cookie } = await memberSeenByBothReplicas();
    const res = await request(t.url)
      .patch(`/api/admin/users/${member.id}/status`)
      .set('Cookie', adminCookie)
      .set('Origin', t.url)
      .send({ isActive: false });
    expect(res.status).toBe(200);
    expect((await me(replica.url, cookie)).status).toBe(401);
    expect((await me(t.url, cookie)).status).toBe(401);
  });

  it('a role change made on replica B applies on replica A at the next request', async () => {
    const { member, cookie } = await memberSeenByBothReplicas();
    expect((await request(t.url).get('/api/admin/dashboard').set('Cookie', cookie)).status).toBe(
      403,
    );
    const replicaAdmin = await t.seedUser({ role: 'admin', username: uniqueName('boss') });
    const replicaAdminCookie = await signInCookie(replica.url, replicaAdmin);
    const res = await request(replica.url)
      .patch(`/api/admin/users/${member.id}`)
      .set('Cookie', replicaAdminCookie)
      .set('Origin', replica.url)
      .send({ role: 'admin' });
    expect(res.status).toBe(200);
    // The new role applies at once: the panel now asks for the second factor an administrator
    // needs (no longer "administrators only").
    const promoted = await request(t.url).get('/api/admin/dashboard').set('Cookie', cookie);
    expect(promoted.status).toBe(403);
    expect(promoted.body.code).toBe('SECOND_FACTOR_REQUIRED');
    expect((await me(t.url, cookie)).body).toMatchObject({ role: 'admin', secondFactor: 'enrol' });
  });

  it('a member deleted by an admin on replica B is signed out on replica A', async () => {
    const { member, cookie } = await memberSeenByBothReplicas();
    const res = await request(replica.url)
      .delete(`/api/admin/users/${member.id}`)
      .set('Cookie', adminCookie)
      .set('Origin', replica.url);
    expect(res.status).toBe(200);
    expect((await me(t.url, cookie)).status).toBe(401);
  });

  it('without a users version in Redis (lost on a restart), users are read from the database', async () => {
    const { member, cookie } = await memberSeenByBothReplicas();
    const redis = createClient({ url: process.env.TEST_REDIS_URL });
    await redis.connect();
    try {
      await redis.del(`${t.config.redisPrefix}users:version`);
      // A change the API did not make (by hand in SQL): no version bump.
      await t.sequelize.query('UPDATE users SET is_active = false WHERE id = $id', {
        bind: { id: member.id },
      });
      expect((await me(replica.url, cookie)).status).toBe(401);
      // The version is back for the next requests.
      expect(await redis.get(`${t.config.redisPrefix}users:version`)).not.toBeNull();
    } finally {
      await redis.close();
    }
  });

  it('a change made outside the API applies once USER_CACHE_SECONDS have passed', async () => {
    const short = await t.replica({ USER_CACHE_SECONDS: '1' });
    const member = await t.seedUser();
    const cookie = await login(short.url, member.username, member.password);
    expect((await me(short.url, cookie)).status).toBe(200);
    await t.sequelize.query('UPDATE users SET is_active = false WHERE id = $id', {
      bind: { id: member.id },
    });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await me(short.url, cookie)).status).toBe(401);
  });

  it('with USER_CACHE_SECONDS=0 every request reads the user from the database', async () => {
    const uncached = await t.replica({ USER_CACHE_SECONDS: '0' });
    const member = await t.seedUser();
    const cookie = await login(uncached.url, member.username, member.password);
    expect((await me(uncached.url, cookie)).status).toBe(200);
    await t.sequelize.query('UPDATE users SET is_active = false WHERE id = $id', {
      bind: { id: member.id },
    });
    expect((await me(uncached.url, cookie)).status).toBe(401);
  });
});
