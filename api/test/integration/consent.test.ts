import { startTestApp, uniqueName, type TestApp } from '../support/harness';
import { linkToken, startSmtpCatcher } from '../support/smtp-catcher';

// Issue 40: sign-up for a paid, adults-only service. The form's two boxes (18 or over; terms and
// privacy policy) are stored with their date and the terms' version; an account made without them
// (the spec's {username, password}, or a member from before) is asked once after sign-in. An email
// given at sign-up gets the usual verification link at once.
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await startTestApp({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Zak Coaching <no-reply@coach.example.test>',
    PUBLIC_URL: 'https://coach.example.test',
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const stored = async (username: string) =>
  (
    await t.sequelize.query(
      `SELECT adult_confirmed_at AS adult, terms_accepted_at AS terms, terms_version AS version
       FROM users WHERE username = $username`,
      { bind: { username } },
    )
  )[0][0] as { adult: Date | null; terms: Date | null; version: string | null };

/** A client signed in as a member made through the sign-up call. */
async function signIn(username: string) {
  const agent = t.agent();
  const res = await agent.post('/api/auth/login').send({ username, password: 'secret1' });
  expect(res.status).toBe(200);
  return agent;
}

describe('sign-up consent', () => {
  it('stores both boxes with their date and the terms version, and mails the verification link', async () => {
    const admin = (await t.signedIn({ role: 'admin' })).agent;
    const published = await admin.put('/api/admin/legal/terms/fr').send({ text: '# CGV' });
    const termsVersion = published.body.find((x: { doc: string }) => x.doc === 'terms').updatedAt;
    const username = uniqueName('adult');
    const email = `${username}@mail.example.test`;
    const res = await t
      .agent()
      .post('/api/auth/register')
      .set('Accept-Language', 'en')
      .send({ username, password: 'secret1', email, adult: true, acceptTerms: true });
    expect(res.status).toBe(201);
    expect(Date.parse(res.body.user.termsAcceptedAt)).toBeGreaterThan(Date.now() - 60_000);
    const row = await stored(username);
    expect(row.adult).toEqual(row.terms);
    expect(row.version).toBe(termsVersion);

    const mail = await smtp.waitFor(email);
    expect(mail.subject).toMatch(/email/i);
    const verified = await t
      .agent()
      .post('/api/auth/verify-email')
      .send({ token: linkToken(mail, '/verify-email') });
    expect(verified.status).toBe(200);
    const agent = await signIn(username);
    expect((await agent.get('/api/account/email')).body).toEqual({ email, verified: true });
  });

  it('without the boxes (the spec call), the account is made and the member is asked after sign-in, once', async () => {
    const username = uniqueName('later');
    const res = await t.agent().post('/api/auth/register').send({ username, password: 'secret1' });
    expect(res.status).toBe(201);
    expect(res.body.user.termsAcceptedAt).toBeNull();
    const agent = await signIn(username);
    expect((await agent.get('/api/auth/user')).body.termsAcceptedAt).toBeNull();

    const accepted = await agent
      .post('/api/account/consent')
      .send({ adult: true, acceptTerms: true });
    expect(accepted.status).toBe(200);
    expect(accepted.body.message).toBe("Merci, c'est enregistré.");
    const first = accepted.body.user.termsAcceptedAt as string;
    expect(first).toEqual(expect.any(String));
    expect((await agent.get('/api/auth/user')).body.termsAcceptedAt).toBe(first);
    expect((await stored(username)).version).toEqual(expect.any(String));

    // A second acceptance keeps the first date.
    const again = await agent.post('/api/account/consent').send({ adult: true, acceptTerms: true });
    expect(again.body.user.termsAcceptedAt).toBe(first);
  });

  it.each([
    [{ adult: false, acceptTerms: true }, 'Vous devez confirmer avoir 18 ans ou plus (adult)'],
    [{ adult: true, acceptTerms: false }, 'Vous devez accepter les conditions générales'],
    [{ adult: 'true', acceptTerms: true }, 'Vous devez confirmer avoir 18 ans ou plus (adult)'],
    [{ adult: true }, 'Envoyez les deux confirmations ensemble'],
    [{ acceptTerms: true }, 'Envoyez les deux confirmations ensemble'],
  ])('sign-up with %j answers 400 "%s" and creates nothing', async (boxes, message) => {
    const username = uniqueName('minor');
    const res = await t
      .agent()
      .post('/api/auth/register')
      .send({ username, password: 'secret1', ...boxes });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'VALIDATION',
      message: expect.stringContaining(message),
    });
    const [rows] = await t.sequelize.query('SELECT 1 FROM users WHERE username = $username', {
      bind: { username },
    });
    expect(rows).toHaveLength(0);
  });

  it.each([
    [{}, 'Vous devez confirmer avoir 18 ans ou plus'],
    [{ adult: true }, 'Vous devez accepter les conditions générales'],
    [{ adult: true, acceptTerms: true, extra: 1 }, 'extra'],
  ])('consent %j answers 400 "%s" and records nothing; anonymous is 401', async (body, message) => {
    const username = uniqueName('asked');
    await t.agent().post('/api/auth/register').send({ username, password: 'secret1' });
    const agent = await signIn(username);
    const res = await agent.post('/api/account/consent').send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
    expect((await stored(username)).terms).toBeNull();
    const anonymous = await t
      .agent()
      .post('/api/account/consent')
      .send({ adult: true, acceptTerms: true });
    expect(anonymous.status).toBe(401);
  });

  it('asks members who accepted an earlier version again once the administrator asks, keeping their old acceptance until they accept', async () => {
    const admin = (await t.signedIn({ role: 'admin' })).agent;
    const v1 = (await admin.put('/api/admin/legal/terms/fr').send({ text: '# CGV v1' })).body.find(
      (x: { doc: string }) => x.doc === 'terms',
    ).updatedAt as string;
    const early = uniqueName('early');
    await t
      .agent()
      .post('/api/auth/register')
      .send({ username: early, password: 'secret1', adult: true, acceptTerms: true });
    const never = uniqueName('never');
    await t.agent().post('/api/auth/register').send({ username: never, password: 'secret1' });
    const coach = await t.signedIn({ role: 'coach' });
    const member = await signIn(early);
    // A replica's cache holds the member as read now: the request below must not see it stale.
    expect((await member.get('/api/auth/user')).body.termsChanged).toBe(false);

    const v2 = (await admin.put('/api/admin/legal/terms/fr').send({ text: '# CGV v2' })).body.find(
      (x: { doc: string }) => x.doc === 'terms',
    ).updatedAt as string;
    expect(v2).not.toBe(v1);
    const late = uniqueName('late');
    await t
      .agent()
      .post('/api/auth/register')
      .send({ username: late, password: 'secret1', adult: true, acceptTerms: true });

    // The members of this file's earlier tests who accepted v1 or before, and the early one.
    const [[{ earlier }]] = (await t.sequelize.query(
      `SELECT count(*)::int AS earlier FROM users
       WHERE role = 'user' AND terms_version IS NOT NULL AND terms_version <> $v2`,
      { bind: { v2 } },
    )) as [[{ earlier: number }], unknown];
    expect(earlier).toBeGreaterThanOrEqual(1);
    const asked = await admin.post('/api/admin/legal/terms/renewal');
    expect(asked.status).toBe(200);
    // Not the late member (who accepted v2), nor the one who never answered (asked anyway), nor
    // staff (never asked).
    expect(asked.body).toEqual({ version: v2, asked: earlier });
    const [logs] = await t.sequelize.query(
      `SELECT details FROM admin_logs WHERE action = 'legal.terms_renewal'`,
    );
    expect(logs).toEqual([{ details: { version: v2, asked: earlier } }]);

    const user = (await member.get('/api/auth/user')).body;
    expect(user).toMatchObject({ termsChanged: true, termsAcceptedAt: expect.any(String) });
    const before = await stored(early);
    expect(before.version).toBe(v1);
    const lateUser = (await (await signIn(late)).get('/api/auth/user')).body;
    expect(lateUser.termsChanged).toBe(false);
    expect((await coach.agent.get('/api/auth/user')).body.termsChanged).toBe(false);
    expect((await (await signIn(never)).get('/api/auth/user')).body).toMatchObject({
      termsAcceptedAt: null,
      termsChanged: false,
    });

    // A bad answer changes nothing; the right one records the new version and a new date.
    const refused = await member.post('/api/account/consent').send({ adult: true });
    expect(refused.status).toBe(400);
    expect(await stored(early)).toEqual(before);
    const accepted = await member
      .post('/api/account/consent')
      .send({ adult: true, acceptTerms: true });
    expect(accepted.status).toBe(200);
    expect(accepted.body.user.termsChanged).toBe(false);
    expect(Date.parse(accepted.body.user.termsAcceptedAt)).toBeGreaterThan(before.terms!.getTime());
    expect((await stored(early)).version).toBe(v2);
    expect((await member.get('/api/auth/user')).body.termsChanged).toBe(false);

    // Asked again for the same version: nobody is left to ask.
    expect((await admin.post('/api/admin/legal/terms/renewal')).body).toEqual({
      version: v2,
      asked: 0,
    });
  });

  it('refuses to ask while the French terms are empty (409), and a member cannot ask (403)', async () => {
    const admin = (await t.signedIn({ role: 'admin' })).agent;
    await admin.put('/api/admin/legal/terms/fr').send({ text: '' });
    const res = await admin.post('/api/admin/legal/terms/renewal');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'CONFLICT',
      message: "Les conditions générales ne sont pas publiées : il n'y a rien à faire accepter",
    });
    const member = await t.signedIn({ role: 'user' });
    expect((await member.agent.post('/api/admin/legal/terms/renewal')).status).toBe(403);
    await admin.put('/api/admin/legal/terms/fr').send({ text: '# CGV' });
  });
});
