import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { simpleParser } from 'mailparser';
import type request from 'supertest';
import { createLogger } from '../../src/platform/logger';
import { expireTokensOf } from '../../src/modules/accounts/account-token.repository';
import { startTestApp, uniqueName, type TestApp } from '../support/harness';
import { linkToken, startSmtpCatcher } from '../support/smtp-catcher';

const PUBLIC_URL = 'https://coach.example.test';
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await startTestApp({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Zak Coaching <no-reply@coach.example.test>',
    PUBLIC_URL,
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const mailOf = (name: string) => `${name}@mail.example.test`;

/** A signed-in member whose email was verified through the link actually mailed. */
async function verifiedMember(language: 'fr' | 'en' = 'fr') {
  const username = uniqueName('m');
  const email = mailOf(username);
  const user = await t.seedUser({ username, email });
  const agent = t.agent();
  await agent
    .post('/api/auth/login')
    .set('Accept-Language', language)
    .send({ username, password: user.password })
    .expect(200);
  expect((await agent.get('/api/account/email')).body).toEqual({ email, verified: false });
  await agent.post('/api/account/email/verification').expect(200);
  const mail = await smtp.waitFor(email);
  const verify = await t
    .agent()
    .post('/api/auth/verify-email')
    .send({ token: linkToken(mail, '/verify-email') });
  expect(verify.status).toBe(200);
  expect((await agent.get('/api/account/email')).body).toEqual({ email, verified: true });
  return { user, agent, email, mails: 1 };
}

async function resetLinkFor(login: string, email: string, count: number): Promise<string> {
  await t.agent().post('/api/auth/forgot-password').send({ login }).expect(200);
  return linkToken(await smtp.waitFor(email, count), '/reset-password');
}

describe('mail over SMTP', () => {
  it('sends the verification link in the member’s language, text and HTML, built on PUBLIC_URL', async () => {
    const { email } = await verifiedMember('en');
    const mail = await smtp.waitFor(email);
    expect(mail.from).toBe('"Zak Coaching" <no-reply@coach.example.test>');
    expect(mail.subject).toBe('Zak Coaching: confirm your email address');
    expect(mail.text).toContain(`${PUBLIC_URL}/verify-email#token=`);
    expect(mail.html).toContain('Zak Coaching');
    expect(mail.html).toContain(`href="${PUBLIC_URL}/verify-email#token=`);
    // No tracking: no image, no link but the one to the site.
    expect(mail.html).not.toMatch(/<img/i);
    const hrefs = [...mail.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    expect(hrefs.every((h) => h?.startsWith(`${PUBLIC_URL}/`))).toBe(true);
  });

  it('never builds links from the Host header', async () => {
    const { user, email } = await verifiedMember();
    await t
      .agent()
      .post('/api/auth/forgot-password')
      .set('Host', 'evil.example')
      .set('X-Forwarded-Host', 'evil.example')
      .send({ login: user.username })
      .expect(200);
    const mail = await smtp.waitFor(email, 2);
    expect(mail.subject).toBe('Zak Coaching : réinitialisez votre mot de passe');
    expect(mail.text).toContain(`${PUBLIC_URL}/reset-password#token=`);
    expect(mail.raw).not.toContain('evil.example');
  });
});

describe('password recovery', () => {
  it('answers the same for an account with a verified email, one without, and no account', async () => {
    const { user, email } = await verifiedMember();
    const unverified = await t.seedUser({ email: mailOf(uniqueName('u')) });
    const logins = [user.username, email, unverified.username, 'nobody-' + uniqueName(), 'x@y.z'];
    const answers = [];
    for (const login of logins) {
      const res = await t.agent().post('/api/auth/forgot-password').send({ login });
      answers.push({ status: res.status, body: res.body });
    }
    for (const a of answers) expect(a).toEqual(answers[0]);
    expect(answers[0]?.status).toBe(200);
    expect(answers[0]?.body.message).toMatch(/^Si un compte correspond/);
    // Two links for the verified member (by name and by address), none for the unverified one.
    await smtp.waitFor(email, 3);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.mails.filter((m) => m.to === unverified.email)).toHaveLength(0);
  });

  it('takes about the same time whether or not the account exists (100 requests each)', async () => {
    const { user } = await verifiedMember();
    const app = await t.variant({
      RECOVERY_RATE_PER_IP: '100000',
      RECOVERY_RATE_PER_ACCOUNT: '100000',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'z@coach.example.test',
    });
    const timeOf = async (login: string) => {
      const start = process.hrtime.bigint();
      const res = await app.agent().post('/api/auth/forgot-password').send({ login });
      expect(res.status).toBe(200);
      return Number(process.hrtime.bigint() - start) / 1e6;
    };
    const existing: number[] = [];
    const missing: number[] = [];
    for (let i = 0; i < 100; i += 1) {
      // Interleaved, so load on the machine weighs on both alike.
      existing.push(await timeOf(user.username));
      missing.push(await timeOf(`ghost-${i}-${uniqueName()}`));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
    const gap = Math.abs(median(existing) - median(missing));
    process.stdout.write(
      `forgot-password median: existing ${median(existing).toFixed(2)} ms, missing ${median(missing).toFixed(2)} ms, gap ${gap.toFixed(2)} ms\n`,
    );
    // The stated bound: the answer is written before any lookup, so both take the same path.
    expect(gap).toBeLessThan(50);
  });

  it('resets with the mailed link once; then the link, an older link and an expired one fail', async () => {
    const { user, email } = await verifiedMember();
    const older = await resetLinkFor(user.username, email, 2);
    const token = await resetLinkFor(email, email, 3);
    // A newer request cancelled the older link.
    const stale = await t
      .agent()
      .post('/api/auth/reset-password')
      .send({ token: older, password: 'new-pass-1' });
    expect(stale.status).toBe(400);
    expect(stale.body.code).toBe('TOKEN_INVALID');
    expect(
      (await t.agent().post('/api/auth/reset-password/check').send({ token: token })).body,
    ).toEqual({
      valid: true,
    });
    const short = await t.agent().post('/api/auth/reset-password').send({ token, password: 'abc' });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Le mot de passe doit contenir au moins 6 caractères');

    const agent = t.agent();
    const ok = await agent
      .post('/api/auth/reset-password')
      .set('Accept-Language', 'en')
      .send({ token, password: 'new-pass-1' });
    expect(ok.status).toBe(200);
    expect(ok.headers['referrer-policy']).toBe('no-referrer');
    expect(ok.body.message).toBe(
      'Password reset. All your sessions were ended: sign in with the new password.',
    );
    // No automatic sign-in.
    expect((await agent.get('/api/auth/user')).status).toBe(401);
    const confirmation = await smtp.waitFor(email, 4);
    expect(confirmation.subject).toBe('Zak Coaching : votre mot de passe a été modifié');

    const again = await t
      .agent()
      .post('/api/auth/reset-password')
      .send({ token, password: 'other-pass-2' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      code: 'TOKEN_INVALID',
      message:
        "Ce lien n'est plus valable (déjà utilisé, expiré ou remplacé par un plus récent). Demandez-en un nouveau.",
    });
    await t
      .agent()
      .post('/api/auth/login')
      .send({ username: user.username, password: user.password })
      .expect(401);
    await t
      .agent()
      .post('/api/auth/login')
      .send({ username: user.username, password: 'new-pass-1' })
      .expect(200);

    const expiring = await resetLinkFor(user.username, email, 5);
    await expireTokensOf(user.id);
    expect(
      (await t.agent().post('/api/auth/reset-password/check').send({ token: expiring })).body,
    ).toEqual({
      valid: false,
    });
    const expired = await t
      .agent()
      .post('/api/auth/reset-password')
      .send({ token: expiring, password: 'new-pass-3' });
    expect(expired.status).toBe(400);
    expect(expired.body.code).toBe('TOKEN_INVALID');
  });

  it('lets exactly one of two concurrent uses of a link succeed', async () => {
    const { user, email } = await verifiedMember();
    const token = await resetLinkFor(user.username, email, 2);
    const [a, b] = await Promise.all([
      t.agent().post('/api/auth/reset-password').send({ token, password: 'first-pass-1' }),
      t.agent().post('/api/auth/reset-password').send({ token, password: 'second-pass-2' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
    const winner = a.status === 200 ? 'first-pass-1' : 'second-pass-2';
    await t
      .agent()
      .post('/api/auth/login')
      .send({ username: user.username, password: winner })
      .expect(200);
  });

  it('ends every session of the account on every replica', async () => {
    const { user, agent: here, email } = await verifiedMember();
    const replica = await t.replica();
    const there = replica.agent();
    await there
      .post('/api/auth/login')
      .send({ username: user.username, password: user.password })
      .expect(200);
    expect((await here.get('/api/auth/user')).status).toBe(200);
    expect((await there.get('/api/auth/user')).status).toBe(200);
    const token = await resetLinkFor(user.username, email, 2);
    await t
      .agent()
      .post('/api/auth/reset-password')
      .send({ token, password: 'fresh-pass-1' })
      .expect(200);
    expect((await here.get('/api/auth/user')).status).toBe(401);
    expect((await there.get('/api/auth/user')).status).toBe(401);
  });

  it('limits requests per account and per IP through the shared store', async () => {
    const app = await t.variant({ RECOVERY_RATE_PER_ACCOUNT: '2', RECOVERY_RATE_PER_IP: '4' });
    const send = (login: string) =>
      app.agent().post('/api/auth/forgot-password').set('Accept-Language', 'en').send({ login });
    expect((await send('Someone')).status).toBe(200);
    expect((await send('someone')).status).toBe(200);
    const limited = await send('SOMEONE');
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('Too many attempts. Please try again in a few minutes.');
    expect((await send('another')).status).toBe(200);
    expect((await send('a-third')).status).toBe(429); // 5th from this IP
  });

  it('rejects bad input with a clear message in both languages', async () => {
    const empty = await t.agent().post('/api/auth/forgot-password').send({ login: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("Le nom d'utilisateur ou l'adresse e-mail est requis");
    const en = await t
      .agent()
      .post('/api/auth/reset-password')
      .set('Accept-Language', 'en')
      .send({ password: 'whatever-1' });
    expect(en.status).toBe(400);
    expect(en.body.message).toBe('The link is incomplete');
  });
});

describe('email address', () => {
  it('needs the current password to change, and the new address is verified again', async () => {
    const { agent, email } = await verifiedMember();
    const wrong = await agent
      .post('/api/account/email')
      .send({ email: 'new@mail.example.test', currentPassword: 'nope-nope' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('WRONG_PASSWORD');
    expect((await agent.get('/api/account/email')).body).toEqual({ email, verified: true });
    const next = mailOf(uniqueName('n'));
    const changed = await agent
      .post('/api/account/email')
      .send({ email: next, currentPassword: 'password-123' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ email: next, verified: false });
    const mail = await smtp.waitFor(next);
    // An unverified address receives no reset link.
    await t.agent().post('/api/auth/forgot-password').send({ login: next }).expect(200);
    await t
      .agent()
      .post('/api/auth/verify-email')
      .send({ token: linkToken(mail, '/verify-email') })
      .expect(200);
    expect((await agent.get('/api/account/email')).body).toEqual({ email: next, verified: true });
    expect(smtp.mails.filter((m) => m.to === next)).toHaveLength(1);
    const again = await agent.post('/api/account/email/verification');
    expect(again.status).toBe(409);
  });
});

describe('administrator-issued reset link', () => {
  let admin: request.Agent;
  beforeAll(async () => {
    admin = (await t.signedIn({ role: 'admin', username: uniqueName('boss') })).agent;
  });

  it('shows a 24 h one-time link once, audited, that resets the password', async () => {
    const member = await t.seedUser();
    const { agent: memberAgent } = await t.signedIn();
    const refused = await memberAgent.post(`/api/admin/users/${member.id}/reset-link`);
    expect(refused.status).toBe(403);
    const res = await admin.post(`/api/admin/users/${member.id}/reset-link`);
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(
      new RegExp(`^${PUBLIC_URL}/reset-password#token=[A-Za-z0-9_-]{43}$`),
    );
    const hours = (Date.parse(res.body.expiresAt) - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    const log = (await admin.get('/api/admin/logs?limit=1')).body.logs[0];
    expect(log).toMatchObject({
      action: 'user.reset_link',
      details: { userId: member.id, username: member.username },
    });
    expect(JSON.stringify(log)).not.toContain(String(res.body.url).split('#token=')[1]);
    const token = String(res.body.url).split('#token=')[1];
    await t
      .agent()
      .post('/api/auth/reset-password')
      .send({ token, password: 'given-pass-1' })
      .expect(200);
    await t
      .agent()
      .post('/api/auth/login')
      .send({ username: member.username, password: 'given-pass-1' })
      .expect(200);
    const [stored] = await t.sequelize.query(
      `SELECT count(*)::int AS n FROM account_tokens WHERE token_hash = '${token}'`,
    );
    expect(stored).toEqual([{ n: 0 }]);
    expect(
      (await admin.post(`/api/admin/users/00000000-0000-4000-8000-000000000000/reset-link`)).status,
    ).toBe(404);
  });

  it('ends every session of a user, on every replica, audited', async () => {
    const { agent, user } = await t.signedIn();
    const replica = await t.replica();
    const there = replica.agent();
    await there
      .post('/api/auth/login')
      .send({ username: user.username, password: 'password-123' })
      .expect(200);
    const res = await admin
      .post(`/api/admin/users/${user.id}/sessions/end`)
      .set('Accept-Language', 'en');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "All of the user's sessions were ended", ended: 2 });
    expect((await agent.get('/api/auth/user')).status).toBe(401);
    expect((await there.get('/api/auth/user')).status).toBe(401);
    const log = (await admin.get('/api/admin/logs?limit=1')).body.logs[0];
    expect(log).toMatchObject({
      action: 'user.end_sessions',
      details: { userId: user.id, ended: 2 },
    });
  });
});

describe('sessions a member sees and ends', () => {
  it('lists the sessions with this one marked, ends one, then all others', async () => {
    const user = await t.seedUser();
    const login = async (ua: string) => {
      const agent = t.agent();
      await agent
        .post('/api/auth/login')
        .set('User-Agent', ua)
        .send({ username: user.username, password: user.password })
        .expect(200);
      return agent;
    };
    const phone = await login(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1',
    );
    const laptop = await login('Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0');
    const tablet = await login('Mozilla/5.0 (iPad) Safari/604.1');
    const list = (await laptop.get('/api/account/sessions')).body as Array<Record<string, unknown>>;
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({ current: true, userAgent: expect.stringContaining('Firefox') });
    expect(list.filter((s) => s.current)).toHaveLength(1);
    expect(list[0]?.ip).toMatch(/127\.0\.0\.1/);
    expect(typeof list[0]?.createdAt).toBe('string');
    const phoneSession = list.find((s) => String(s.userAgent).includes('iPhone'));
    await laptop.delete(`/api/account/sessions/${String(phoneSession?.id)}`).expect(200);
    expect((await phone.get('/api/auth/user')).status).toBe(401);
    expect((await laptop.delete(`/api/account/sessions/${String(phoneSession?.id)}`)).status).toBe(
      404,
    );
    const ended = await laptop.post('/api/account/sessions/end-others');
    expect(ended.body.ended).toBe(1);
    expect((await tablet.get('/api/auth/user')).status).toBe(401);
    expect((await laptop.get('/api/auth/user')).status).toBe(200);
    expect((await laptop.get('/api/account/sessions')).body).toHaveLength(1);
    // A stranger's handle is not found.
    const other = await t.signedIn();
    const theirs = (await other.agent.get('/api/account/sessions')).body[0].id as string;
    expect((await laptop.delete(`/api/account/sessions/${theirs}`)).status).toBe(404);
    expect((await other.agent.get('/api/auth/user')).status).toBe(200);
  });
});

describe('outbox (no SMTP_URL)', () => {
  it('writes each message to a file under DATA_DIR and logs where, never the link', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'zak-outbox-'));
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = await t.variant({ DATA_DIR: dataDir, PUBLIC_URL }, createLogger('info', sink));
    const username = uniqueName('o');
    const email = mailOf(username);
    const user = await t.seedUser({ username, email });
    const agent = app.agent();
    await agent.post('/api/auth/login').send({ username, password: user.password }).expect(200);
    await agent.post('/api/account/email/verification').expect(200);
    const files = await readdir(path.join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    const mail = await simpleParser(
      await readFile(path.join(dataDir, 'outbox', files[0] as string)),
    );
    expect(mail.subject).toBe('Zak Coaching : confirmez votre adresse e-mail');
    const token = /verify-email#token=([A-Za-z0-9_-]{43})/.exec(mail.text ?? '')?.[1];
    expect(token).toBeTruthy();
    // The file is a working mail: its link verifies the address.
    await app.agent().post('/api/auth/verify-email').send({ token }).expect(200);
    expect((await agent.get('/api/account/email')).body).toEqual({ email, verified: true });
    const logged = lines.join('');
    expect(logged).toContain(path.join(dataDir, 'outbox', files[0] as string));
    expect(logged).not.toContain(String(token));
    expect(logged).not.toContain('verify-email#');
    await rm(dataDir, { recursive: true, force: true });
  });
});
