import { execFile } from 'node:child_process';
import path from 'node:path';
import { Writable } from 'node:stream';
import { promisify } from 'node:util';
import type request from 'supertest';
import { logSecondFactorMode } from '../../src/modules/accounts/totp';
import { loadConfig } from '../../src/platform/config';
import { createLogger } from '../../src/platform/logger';
import { startTestApp, uniqueName, type TestApp } from '../support/harness';
import { nextTotpCode, signIn, totpCode } from '../support/second-factor';

// The second factor (TOTP) of administrators, on real PostgreSQL and Redis.

const run = promisify(execFile);

let t: TestApp;
let boss: request.Agent;
beforeAll(async () => {
  t = await startTestApp();
  boss = (await t.signedIn({ role: 'admin', username: uniqueName('boss') })).agent;
});
afterAll(() => t.close());

const lastLog = async () => (await boss.get('/api/admin/logs?limit=1')).body.logs[0];
const code = (res: request.Response) => [res.status, res.body.code];

describe('required for administrators', () => {
  it('an administrator without it gets 403 SECOND_FACTOR_REQUIRED (FR/EN) on every admin call, then enrols with a code from the returned key', async () => {
    const admin = await t.seedUser({ role: 'admin' }, { secondFactor: false });
    const agent = t.agent();
    const login = await signIn(agent, admin);
    expect(login.body.user.secondFactor).toBe('enrol');
    for (const path of ['/api/admin/dashboard', '/api/admin/users', '/api/admin/logs']) {
      const res = await agent.get(path);
      expect(code(res)).toEqual([403, 'SECOND_FACTOR_REQUIRED']);
      expect(res.body.message).toBe(
        "Vérification en deux étapes requise : saisissez le code de votre application d'authentification.",
      );
    }
    const en = await agent.get('/api/admin/dashboard').set('Accept-Language', 'en');
    expect(en.body.message).toBe(
      'Two-step verification required: enter the code from your authenticator app.',
    );
    expect(code(await agent.post(`/api/admin/users/${admin.id}/sessions/end`))).toEqual([
      403,
      'SECOND_FACTOR_REQUIRED',
    ]);
    // Another session of the same administrator, ended by the enrolment.
    const other = t.agent();
    await signIn(other, admin);

    const wrongPassword = await agent
      .post('/api/auth/second-factor/enrolment')
      .send({ currentPassword: 'not-it' });
    expect(code(wrongPassword)).toEqual([400, 'WRONG_PASSWORD']);
    const started = await agent
      .post('/api/auth/second-factor/enrolment')
      .send({ currentPassword: admin.password });
    expect(started.status).toBe(200);
    const secret = String(started.body.secret);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.body.otpauthUrl).toBe(
      `otpauth://totp/Zak%20Coaching:${admin.username}?secret=${secret}&issuer=Zak%20Coaching`,
    );
    expect(started.body.qrCode).toMatch(/^data:image\/png;base64,/);
    // The key is stored encrypted or marked, never as the bare key.
    const [[row]] = (await t.sequelize.query('SELECT secret FROM user_totp WHERE user_id = $id', {
      bind: { id: admin.id },
    })) as [Array<{ secret: string }>, unknown];
    expect(row?.secret).not.toBe(secret);

    const wrong = await agent.post('/api/auth/second-factor/enrolment/confirm').send({
      code: totpCode(secret, Date.now() / 1000 - 600),
    });
    expect(code(wrong)).toEqual([400, 'SECOND_FACTOR_INVALID']);
    const confirmed = await agent
      .post('/api/auth/second-factor/enrolment/confirm')
      .send({ code: totpCode(secret) });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.recoveryCodes).toHaveLength(10);
    expect(new Set(confirmed.body.recoveryCodes).size).toBe(10);
    expect((await agent.get('/api/admin/dashboard')).status).toBe(200);
    expect((await agent.get('/api/auth/user')).body.secondFactor).toBe('passed');
    expect((await other.get('/api/auth/user')).status).toBe(401);
    // Never returned again; a second enrolment is refused.
    const status = await agent.get('/api/auth/second-factor');
    expect(status.body).toEqual({
      state: 'passed',
      enrolled: true,
      required: true,
      recoveryCodesLeft: 10,
    });
    expect(JSON.stringify(status.body)).not.toContain(secret);
    const again = await agent
      .post('/api/auth/second-factor/enrolment')
      .send({ currentPassword: admin.password });
    expect(again.status).toBe(409);
    // Administrators cannot turn it off while it is required.
    const off = await agent
      .post('/api/auth/second-factor/remove')
      .send({ currentPassword: admin.password });
    expect(code(off)).toEqual([403, 'FORBIDDEN']);
  });

  it('an enrolled administrator signing in owes the code: 403 everywhere signed-in until it is given', async () => {
    const admin = await t.seedUser({ role: 'admin' });
    const agent = t.agent();
    const login = await agent
      .post('/api/auth/login')
      .send({ username: admin.username, password: admin.password });
    expect(login.body.user.secondFactor).toBe('verify');
    expect(code(await agent.get('/api/admin/dashboard'))).toEqual([403, 'SECOND_FACTOR_REQUIRED']);
    expect(code(await agent.get('/api/conversations'))).toEqual([403, 'SECOND_FACTOR_REQUIRED']);
    expect((await agent.get('/api/auth/user')).body.secondFactor).toBe('verify');
    const before = String(login.headers['set-cookie']).split(';')[0];
    const ok = await agent
      .post('/api/auth/second-factor/verify')
      .send({ code: await nextTotpCode(admin.totpSecret!) });
    expect(ok.status).toBe(200);
    // A new session id once the second step is passed.
    expect(String(ok.headers['set-cookie']).split(';')[0]).not.toBe(before);
    expect((await agent.get('/api/admin/dashboard')).status).toBe(200);
  });

  it('right after a password reset, the administrator signs in again and still owes the second factor', async () => {
    const admin = await t.seedUser({ role: 'admin' });
    const link = await boss.post(`/api/admin/users/${admin.id}/reset-link`);
    const token = String(link.body.url).split('#token=')[1];
    await t
      .agent()
      .post('/api/auth/reset-password')
      .send({ token, password: 'brand-new-pass' })
      .expect(200);
    const agent = t.agent();
    const login = await agent
      .post('/api/auth/login')
      .send({ username: admin.username, password: 'brand-new-pass' });
    expect(login.status).toBe(200);
    expect(code(await agent.get('/api/admin/users'))).toEqual([403, 'SECOND_FACTOR_REQUIRED']);
    await agent
      .post('/api/auth/second-factor/verify')
      .send({ code: await nextTotpCode(admin.totpSecret!) })
      .expect(200);
    expect((await agent.get('/api/admin/users')).status).toBe(200);
  });
});

describe('codes', () => {
  it('a code is accepted once: the same code again (its window still open) is refused', async () => {
    const admin = await t.seedUser({ role: 'admin' });
    const first = t.agent();
    await first
      .post('/api/auth/login')
      .send({ username: admin.username, password: admin.password });
    const now = totpCode(admin.totpSecret!);
    await first.post('/api/auth/second-factor/verify').send({ code: now }).expect(200);
    const second = t.agent();
    await second
      .post('/api/auth/login')
      .send({ username: admin.username, password: admin.password });
    const replay = await second.post('/api/auth/second-factor/verify').send({ code: now });
    expect(code(replay)).toEqual([400, 'SECOND_FACTOR_REUSED']);
    expect(replay.body.message).toBe(
      'Ce code a déjà été utilisé : attendez le suivant (30 secondes au plus).',
    );
    expect(code(await second.get('/api/admin/dashboard'))).toEqual([403, 'SECOND_FACTOR_REQUIRED']);
    // Two requests with one fresh code at once: exactly one passes.
    const a = t.agent();
    const b = t.agent();
    for (const agent of [a, b]) {
      await agent
        .post('/api/auth/login')
        .send({ username: admin.username, password: admin.password });
    }
    const next = totpCode(admin.totpSecret!, Date.now() / 1000 + 30);
    const both = await Promise.all(
      [a, b].map((agent) => agent.post('/api/auth/second-factor/verify').send({ code: next })),
    );
    expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('recovery codes work once each', async () => {
    const admin = await t.seedUser({ role: 'admin' }, { secondFactor: false });
    const agent = t.agent();
    await signIn(agent, admin);
    const secret = String(
      (
        await agent
          .post('/api/auth/second-factor/enrolment')
          .send({ currentPassword: admin.password })
      ).body.secret,
    );
    const { recoveryCodes } = (
      await agent
        .post('/api/auth/second-factor/enrolment/confirm')
        .send({ code: await nextTotpCode(secret) })
    ).body as { recoveryCodes: string[] };
    const [one] = recoveryCodes;
    const use = async (value: string) => {
      const fresh = t.agent();
      await fresh
        .post('/api/auth/login')
        .send({ username: admin.username, password: admin.password });
      return fresh.post('/api/auth/second-factor/verify').send({ code: value });
    };
    expect((await use(one!.toLowerCase().replace('-', ' '))).status).toBe(200);
    expect(code(await use(one!))).toEqual([400, 'SECOND_FACTOR_INVALID']);
    expect((await agent.get('/api/auth/second-factor')).body.recoveryCodesLeft).toBe(9);
    // New codes (current password): the old ones stop working.
    const renewed = await agent
      .post('/api/auth/second-factor/recovery-codes')
      .send({ currentPassword: admin.password });
    expect(renewed.body.recoveryCodes).toHaveLength(10);
    expect(code(await use(recoveryCodes[1]!))).toEqual([400, 'SECOND_FACTOR_INVALID']);
    expect((await use(renewed.body.recoveryCodes[0])).status).toBe(200);
  });

  it('five wrong codes in 15 minutes lock the second step for that account, in the admin log', async () => {
    const admin = await t.seedUser({ role: 'admin' });
    const agent = t.agent();
    await agent
      .post('/api/auth/login')
      .send({ username: admin.username, password: admin.password });
    const wrong = totpCode(admin.totpSecret!, Date.now() / 1000 - 3600);
    const statuses: unknown[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push(code(await agent.post('/api/auth/second-factor/verify').send({ code: wrong })));
    }
    expect(statuses).toEqual([
      ...Array.from({ length: 4 }, () => [400, 'SECOND_FACTOR_INVALID']),
      [429, 'SECOND_FACTOR_LOCKED'],
    ]);
    // Even the right code, from another session (and another replica sharing Redis), is refused.
    const replica = await t.replica();
    const elsewhere = replica.agent();
    await elsewhere
      .post('/api/auth/login')
      .send({ username: admin.username, password: admin.password });
    const locked = await elsewhere
      .post('/api/auth/second-factor/verify')
      .set('Accept-Language', 'en')
      .send({ code: await nextTotpCode(admin.totpSecret!) });
    expect(code(locked)).toEqual([429, 'SECOND_FACTOR_LOCKED']);
    expect(locked.body.message).toBe(
      'Too many wrong codes: two-step verification is locked for 15 minutes.',
    );
    expect(await lastLog()).toMatchObject({
      action: 'second_factor.locked',
      adminUsername: admin.username,
      details: { userId: admin.id },
    });
    // Another account is not affected.
    const other = await t.seedUser({ role: 'admin' });
    expect((await signIn(t.agent(), other)).status).toBe(200);
  });

  it('answers clear FR/EN 400s for a missing code', async () => {
    const { agent } = await t.signedIn({ role: 'admin' });
    const res = await agent.post('/api/auth/second-factor/verify').send({});
    expect(code(res)).toEqual([400, 'VALIDATION']);
    expect(res.body.message).toBe('Saisissez le code à 6 chiffres ou un code de secours');
  });
});

describe('lost factor', () => {
  it('another administrator resets it (audited): the user enrols again at the next sign-in', async () => {
    const admin = await t.seedUser({ role: 'admin' });
    const agent = t.agent();
    await signIn(agent, admin);
    const self = await boss.post(
      `/api/admin/users/${(await boss.get('/api/auth/user')).body.id}/second-factor/reset`,
    );
    expect(code(self)).toEqual([403, 'FORBIDDEN']);
    const { agent: memberAgent } = await t.signedIn();
    expect(
      (await memberAgent.post(`/api/admin/users/${admin.id}/second-factor/reset`)).status,
    ).toBe(403);
    const res = await boss.post(`/api/admin/users/${admin.id}/second-factor/reset`);
    expect(res.status).toBe(200);
    expect(await lastLog()).toMatchObject({
      action: 'second_factor.reset',
      details: { userId: admin.id, username: admin.username, hadFactor: true },
    });
    expect((await agent.get('/api/auth/user')).status).toBe(401);
    const again = t.agent();
    const login = await again
      .post('/api/auth/login')
      .send({ username: admin.username, password: admin.password });
    expect(login.body.user.secondFactor).toBe('enrol');
  });
});

describe('members', () => {
  it('may turn it on and off from their account (current password; other sessions end)', async () => {
    const { agent, user } = await t.signedIn();
    expect((await agent.get('/api/auth/user')).body.secondFactor).toBe('off');
    const started = await agent
      .post('/api/auth/second-factor/enrolment')
      .send({ currentPassword: user.password });
    await agent
      .post('/api/auth/second-factor/enrolment/confirm')
      .send({ code: await nextTotpCode(String(started.body.secret)) })
      .expect(200);
    const phone = t.agent();
    await signIn(phone, { ...user, totpSecret: String(started.body.secret) });
    expect((await phone.get('/api/conversations')).status).toBe(200);
    const off = await agent
      .post('/api/auth/second-factor/remove')
      .send({ currentPassword: user.password });
    expect(off.status).toBe(200);
    expect((await phone.get('/api/auth/user')).status).toBe(401);
    const login = await t
      .agent()
      .post('/api/auth/login')
      .send({ username: user.username, password: user.password });
    expect(login.body.user.secondFactor).toBe('off');
  });
});

describe('the trial setting', () => {
  it('SECOND_FACTOR_ADMINS=optional lets an administrator without a factor in, and says so in the log', async () => {
    const lines: string[] = [];
    const logger = createLogger(
      'info',
      new Writable({
        write(chunk, _enc, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    logSecondFactorMode(loadConfig({ SECOND_FACTOR_ADMINS: 'optional' }), logger);
    expect(lines.join('')).toContain('SECOND_FACTOR_ADMINS=optional');
    const trial = await t.variant({ SECOND_FACTOR_ADMINS: 'optional' });
    const admin = await t.seedUser({ role: 'admin' }, { secondFactor: false });
    const agent = trial.agent();
    await signIn(agent, admin);
    expect((await agent.get('/api/admin/dashboard')).status).toBe(200);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        SESSION_SECRET: 'x'.repeat(40),
        SECOND_FACTOR_ADMINS: 'optional',
      }),
    ).toThrow(/refused with NODE_ENV=production/);
  });
});

describe('the server command for the only administrator', () => {
  it('resets the factor, ends the sessions on Redis and writes the admin log', async () => {
    const admin = await t.seedUser({ role: 'admin' });
    const agent = t.agent();
    await signIn(agent, admin);
    expect((await agent.get('/api/admin/dashboard')).status).toBe(200);
    const root = path.resolve(__dirname, '../../..');
    const { stdout } = await run(
      path.join(root, 'node_modules/.bin/tsx'),
      ['--tsconfig', 'api/tsconfig.run.json', 'api/src/reset-second-factor.ts', admin.username],
      {
        cwd: root,
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'test',
          DATABASE_URL: t.config.databaseUrl,
          REDIS_URL: t.config.redisUrl,
          REDIS_PREFIX: t.config.redisPrefix,
          LOG_LEVEL: 'silent',
        },
      },
    );
    expect(stdout).toContain(`Second factor of "${admin.username}" reset`);
    expect(stdout).not.toContain(admin.totpSecret!);
    expect((await agent.get('/api/auth/user')).status).toBe(401);
    const login = await t
      .agent()
      .post('/api/auth/login')
      .send({ username: admin.username, password: admin.password });
    expect(login.body.user.secondFactor).toBe('enrol');
    expect(await lastLog()).toMatchObject({
      action: 'second_factor.reset',
      adminUsername: admin.username,
      userAgent: 'server command',
      details: { userId: admin.id, hadFactor: true, sessionsEnded: 1 },
    });
  });
});
