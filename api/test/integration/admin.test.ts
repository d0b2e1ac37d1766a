import type request from 'supertest';
import { startTestApp, uniqueName, type SeededUser, type TestApp } from '../support/harness';
import { onOneUtcDay } from '../support/one-day';
import { signIn } from '../support/second-factor';

let t: TestApp;
let admin: request.Agent;
let adminName: string;
let adminUser: SeededUser;
beforeAll(async () => {
  t = await startTestApp();
  const signed = await t.signedIn({
    role: 'admin',
    hasIAAccess: true,
    username: uniqueName('boss'),
  });
  admin = signed.agent;
  adminName = signed.user.username;
  adminUser = signed.user;
});
afterAll(() => t.close());

const ID = '00000000-0000-4000-8000-000000000000';

const lastLog = async () => {
  const res = await admin.get('/api/admin/logs?limit=1');
  return res.body.logs[0];
};

describe('admin authorization', () => {
  const calls: Array<[string, string, object | null]> = [
    ['get', '/api/admin/dashboard', null],
    ['get', '/api/admin/users', null],
    ['get', '/api/admin/users/export', null],
    ['patch', `/api/admin/users/${ID}`, { role: 'admin' }],
    ['patch', `/api/admin/users/${ID}/status`, { isActive: false }],
    ['delete', `/api/admin/users/${ID}`, null],
    ['get', '/api/admin/ia-logs', null],
    ['get', '/api/admin/ia-logs/export', null],
    ['get', '/api/admin/logs', null],
    ['get', '/api/admin/settings', null],
    ['post', '/api/admin/settings', { key: 'ia_enabled', value: false }],
    [
      'post',
      '/api/admin/change-password',
      { currentPassword: 'password-123', newPassword: 'hacked123' },
    ],
    ['get', '/api/admin/stats/daily', null],
  ];

  it.each(calls)(
    '%s %s: 401 anonymous, 403 for a member (even with AI access)',
    async (method, url, body) => {
      const anon = t.agent();
      const call = (a: request.Agent) => {
        const r = (a as unknown as Record<string, (u: string) => request.Test>)[method]!(url);
        return body ? r.send(body) : r;
      };
      const anonRes = await call(anon);
      expect(anonRes.status).toBe(401);
      const { agent } = await t.signedIn({ hasIAAccess: true });
      const userRes = await call(agent);
      expect(userRes.status).toBe(403);
      expect(userRes.body.message).toBe('Accès réservé aux administrateurs');
    },
  );

  it('with ADMIN_USERNAMES set, an admin outside the list is refused by the server', async () => {
    const outsider = await t.seedUser({ role: 'admin' });
    const variant = await t.variant({ ADMIN_USERNAMES: `${adminName},someone-else` });
    const a = variant.agent();
    await signIn(a, outsider);
    const me = await a.get('/api/auth/user');
    expect(me.body).toMatchObject({ role: 'admin', isAdmin: false });
    expect((await a.get('/api/admin/dashboard')).status).toBe(403);
    const b = variant.agent();
    await signIn(b, adminUser);
    expect((await b.get('/api/admin/dashboard')).status).toBe(200);
  });
});

describe('dashboard and stats', () => {
  it('counts users, messages, tokens and active users and lists the newest users', async () => {
    const before = (await admin.get('/api/admin/dashboard')).body;
    const { agent, user } = await t.signedIn();
    const conv = (await agent.post('/api/conversations').send({ title: 't' })).body;
    await agent
      .post('/api/messages')
      .send({ conversationId: conv.id, type: 'user', content: 'hello', tokens: 3 });
    await agent
      .post('/api/messages')
      .send({ conversationId: conv.id, type: 'ai', content: 'hi', tokens: 4 });
    const res = await admin.get('/api/admin/dashboard');
    expect(res.status).toBe(200);
    expect(res.body.usersCount).toBe(before.usersCount + 1);
    expect(res.body.iaStats).toEqual({
      totalMessages: before.iaStats.totalMessages + 2,
      totalTokens: before.iaStats.totalTokens + 7,
      activeUsers: before.iaStats.activeUsers + 1,
    });
    expect(res.body.recentUsers[0]).toMatchObject({
      id: user.id,
      username: user.username,
      isActive: true,
    });
    expect(res.body.recentUsers[0]).not.toHaveProperty('password');
  });

  it('daily stats: one entry per day, oldest first, today included', () =>
    // Today's registration and messages are made here (not left by the tests above), and the
    // day is the server's: a run straddling UTC midnight is run again (onOneUtcDay).
    onOneUtcDay(async (today) => {
      const { agent } = await t.signedIn();
      const conv = (await agent.post('/api/conversations').send({ title: 'today' })).body;
      for (const type of ['user', 'ai']) {
        await agent
          .post('/api/messages')
          .send({ conversationId: conv.id, type, content: 'hello', tokens: 1 });
      }
      const res = await admin.get('/api/admin/stats/daily?days=7');
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(7);
      expect(res.body[6].date).toBe(today);
      expect(res.body[6].registrations).toBeGreaterThan(0);
      expect(res.body[6].messages).toBeGreaterThanOrEqual(2);
      expect(res.body[0]).toEqual({
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        messages: 0,
        tokens: 0,
        registrations: 0,
      });
    }));

  it('daily stats: 30 days by default, a day count of at least 1', async () => {
    expect((await admin.get('/api/admin/stats/daily')).body).toHaveLength(30);
    expect((await admin.get('/api/admin/stats/daily?days=0')).status).toBe(400);
    expect((await admin.get('/api/admin/stats/daily?days=abc')).status).toBe(400);
  });
});

describe('user management', () => {
  it('lists with paging, totals, search (case-insensitive, username or email), role and status filters', async () => {
    const tag = uniqueName('Find');
    await t.seedUser({ username: `${tag}_a`, email: 'a@example.com' });
    await t.seedUser({ username: `${tag}_b`, isActive: false });
    await t.seedUser({ username: `x_${uniqueName()}`, email: `${tag.toLowerCase()}@mail.test` });
    await t.seedUser({ username: `${tag}_c`, role: 'admin' });

    const all = await admin.get('/api/admin/users').query({ search: tag.toUpperCase() });
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ totalCount: 4, currentPage: 1, totalPages: 1 });
    const inactive = await admin.get('/api/admin/users').query({ search: tag, status: 'inactive' });
    expect(inactive.body.users.map((u: { username: string }) => u.username)).toEqual([`${tag}_b`]);
    const active = await admin.get('/api/admin/users').query({ search: tag, status: 'active' });
    expect(active.body.totalCount).toBe(3);
    const admins = await admin.get('/api/admin/users').query({ search: tag, role: 'admin' });
    expect(admins.body.users.map((u: { username: string }) => u.username)).toEqual([`${tag}_c`]);
    const users = await admin
      .get('/api/admin/users')
      .query({ search: tag, role: 'user', status: 'all' });
    expect(users.body.totalCount).toBe(3);

    const page = await admin.get('/api/admin/users').query({ search: tag, limit: 3, page: 2 });
    expect(page.body).toMatchObject({ totalCount: 4, currentPage: 2, totalPages: 2 });
    expect(page.body.users).toHaveLength(1);
    // newest first
    expect(all.body.users[0].username).toBe(`${tag}_c`);

    const defaults = await admin.get('/api/admin/users');
    expect(defaults.body.users.length).toBeLessThanOrEqual(20);
    expect((await admin.get('/api/admin/users').query({ search: '%' })).body.totalCount).toBe(0);
  });

  it.each([
    [{ limit: 101 }],
    [{ limit: 0 }],
    [{ page: 0 }],
    [{ role: 'root' }],
    [{ status: 'gone' }],
  ])('rejects the list query %j with 400', async (query) => {
    const res = await admin.get('/api/admin/users').query(query);
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expect.any(String));
  });

  it('pending = active members without AI access, newest first', async () => {
    const tag = uniqueName('pend');
    await t.seedUser({ username: `${tag}_1`, hasIAAccess: false });
    await t.seedUser({ username: `${tag}_2`, hasIAAccess: true });
    await t.seedUser({ username: `${tag}_3`, hasIAAccess: false, isActive: false });
    await t.seedUser({ username: `${tag}_4`, hasIAAccess: false });
    const res = await admin.get('/api/admin/users').query({ search: tag, status: 'pending' });
    expect(res.body.users.map((u: { username: string }) => u.username)).toEqual([
      `${tag}_4`,
      `${tag}_1`,
    ]);
  });

  it('edits username, email, role, AI access and its end date, and logs it', async () => {
    const target = await t.seedUser({ email: 'old@example.com', hasIAAccess: false });
    const newName = uniqueName('renamed');
    const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
    const res = await admin
      .patch(`/api/admin/users/${target.id}`)
      .set('User-Agent', 'admin-test-agent')
      .send({
        username: newName,
        email: 'New@Example.com',
        role: 'user',
        hasIAAccess: true,
        expiresAt,
      });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      username: newName,
      email: 'new@example.com',
      hasIAAccess: true,
      expiresAt,
      aiAccess: true,
    });
    const log = await lastLog();
    expect(log).toMatchObject({
      action: 'user.update',
      adminUsername: adminName,
      userAgent: 'admin-test-agent',
      details: expect.objectContaining({ userId: target.id, username: newName }),
    });
    expect(log.ipAddress).toMatch(/127\.0\.0\.1/);

    const cleared = await admin.patch(`/api/admin/users/${target.id}`).send({ email: '' });
    expect(cleared.body.email).toBeNull();
    const nulled = await admin
      .patch(`/api/admin/users/${target.id}`)
      .send({ email: null, expiresAt: null });
    expect(nulled.body).toMatchObject({ email: null, expiresAt: null });
  });

  it('an expired end date means no AI access, even with the flag on', async () => {
    const target = await t.seedUser({ hasIAAccess: true, expiresAt: new Date(Date.now() - 1000) });
    const res = await admin.get('/api/admin/users').query({ search: target.username });
    expect(res.body.users[0]).toMatchObject({ hasIAAccess: true, aiAccess: false });
    const a = t.agent();
    await a.post('/api/auth/login').send({ username: target.username, password: target.password });
    expect((await a.get('/api/auth/user')).body.aiAccess).toBe(false);
    const chat = await a.post('/api/ai/chat').send({ message: 'hello' });
    expect(chat.status).toBe(403);
  });

  it.each([
    [{ email: 'not-an-email' }, "L'adresse e-mail n'est pas valide"],
    [{ role: 'superuser' }, 'Donnée invalide : role must be one of [user, admin, coach]'],
    [{ password: 'newpass123' }, 'Champ non autorisé : password'],
    [{ isActive: false }, 'Champ non autorisé : isActive'],
    [{ hasIAAccess: 'yes' }, 'Donnée invalide : hasIAAccess must be a boolean'],
    [{ expiresAt: 'tomorrow' }, 'Date invalide (format ISO attendu)'],
    [
      { expiresAt: new Date(Date.now() - 60_000).toISOString() },
      "La date d'expiration ne peut pas être dans le passé",
    ],
    [{ username: '' }, "Le nom d'utilisateur est requis"],
    [{}, 'Données invalides'],
  ])('PATCH refuses %j with 400 "%s" and changes nothing', async (body, message) => {
    const target = await t.seedUser({ email: 'keep@example.com' });
    const res = await admin.patch(`/api/admin/users/${target.id}`).send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.code).toBe('VALIDATION');
    // The refused field is named, for the edit dialog to show the message on it.
    const [field] = Object.keys(body);
    if (field) expect(res.body.field).toBe(field);
    const after = await admin.get('/api/admin/users').query({ search: target.username });
    expect(after.body.users[0]).toMatchObject({
      email: 'keep@example.com',
      role: 'user',
      isActive: true,
      expiresAt: null,
    });
  });

  it('PATCH: 409 on a taken username, 404 on an unknown id', async () => {
    const a = await t.seedUser();
    const b = await t.seedUser();
    const res = await admin
      .patch(`/api/admin/users/${a.id}`)
      .send({ username: b.username.toUpperCase() });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Ce nom d'utilisateur est déjà utilisé");
    expect((await admin.patch(`/api/admin/users/${ID}`).send({ role: 'user' })).status).toBe(404);
  });

  it('deactivation signs the user out at once; reactivation lets them log in again', async () => {
    const { agent, user } = await t.signedIn();
    expect((await agent.get('/api/auth/user')).status).toBe(200);
    const res = await admin.patch(`/api/admin/users/${user.id}/status`).send({ isActive: false });
    expect(res.status).toBe(200);
    expect(res.body.isActive).toBe(false);
    expect((await agent.get('/api/auth/user')).status).toBe(401);
    expect((await agent.get('/api/conversations')).status).toBe(401);
    expect(await lastLog()).toMatchObject({
      action: 'user.status',
      details: { userId: user.id, username: user.username, isActive: false },
    });
    await admin.patch(`/api/admin/users/${user.id}/status`).send({ isActive: true });
    const relog = await agent
      .post('/api/auth/login')
      .send({ username: user.username, password: 'password-123' });
    expect(relog.status).toBe(200);
  });

  it('role changes apply on the next request (demoted admin loses the panel)', async () => {
    const other = await t.signedIn({ role: 'admin' });
    expect((await other.agent.get('/api/admin/dashboard')).status).toBe(200);
    expect(
      (await admin.patch(`/api/admin/users/${other.user.id}`).send({ role: 'user' })).status,
    ).toBe(200);
    expect((await other.agent.get('/api/admin/dashboard')).status).toBe(403);
  });

  it('administrators cannot be deactivated or deleted, even by another admin', async () => {
    const other = await t.seedUser({ role: 'admin' });
    const off = await admin.patch(`/api/admin/users/${other.id}/status`).send({ isActive: false });
    expect(off.status).toBe(403);
    expect(off.body.message).toBe('Un administrateur ne peut être ni désactivé ni supprimé');
    const del = await admin.delete(`/api/admin/users/${other.id}`);
    expect(del.status).toBe(403);
    const still = await admin.get('/api/admin/users').query({ search: other.username });
    expect(still.body.users[0]).toMatchObject({ isActive: true, role: 'admin' });
  });

  it('status needs a boolean isActive', async () => {
    const target = await t.seedUser();
    for (const body of [{}, { isActive: 'false' }, { isActive: 0 }]) {
      expect((await admin.patch(`/api/admin/users/${target.id}/status`).send(body)).status).toBe(
        400,
      );
    }
  });

  it('deleting a member removes their conversations and messages and ends their session', async () => {
    const { agent, user } = await t.signedIn();
    const conv = (
      await agent
        .post('/api/conversations')
        .send({ title: 'bye', firstMessage: { role: 'user', content: 'x' } })
    ).body;
    const res = await admin.delete(`/api/admin/users/${user.id}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Utilisateur supprimé avec succès');
    const [rows] = await t.sequelize.query(
      'SELECT (SELECT count(*) FROM conversations WHERE id = :id)::int AS c, (SELECT count(*) FROM messages WHERE conversation_id = :id)::int AS m',
      { replacements: { id: conv.id } },
    );
    expect(rows).toEqual([{ c: 0, m: 0 }]);
    expect((await agent.get('/api/auth/user')).status).toBe(401);
    expect(await lastLog()).toMatchObject({
      action: 'user.delete',
      details: { userId: user.id, username: user.username },
    });
    expect((await admin.delete(`/api/admin/users/${user.id}`)).status).toBe(404);
  });
});

describe('AI logs', () => {
  it('lists messages with user and conversation, paged, newest first, filterable', async () => {
    const { agent, user } = await t.signedIn();
    const conv = (await agent.post('/api/conversations').send({ title: 'Log title' })).body;
    await agent
      .post('/api/messages')
      .send({ conversationId: conv.id, type: 'user', content: 'question', tokens: 2 });
    await agent
      .post('/api/messages')
      .send({ conversationId: conv.id, type: 'ai', content: 'answer', tokens: 5 });
    const res = await admin.get('/api/admin/ia-logs').query({ username: user.username });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ totalCount: 2, currentPage: 1, totalPages: 1 });
    expect(res.body.logs[0]).toEqual({
      id: expect.any(String),
      createdAt: expect.any(String),
      userId: user.id,
      username: user.username,
      conversationId: conv.id,
      conversationTitle: 'Log title',
      type: 'ai',
      tokens: 5,
      content: 'answer',
    });
    expect(
      (await admin.get('/api/admin/ia-logs').query({ userId: user.id, limit: 1, page: 2 })).body
        .logs[0].content,
    ).toBe('question');
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect(
      (await admin.get('/api/admin/ia-logs').query({ userId: user.id, from: future })).body
        .totalCount,
    ).toBe(0);
    expect(
      (await admin.get('/api/admin/ia-logs').query({ userId: user.id, to: future })).body
        .totalCount,
    ).toBe(2);
    expect((await admin.get('/api/admin/ia-logs')).body.logs.length).toBeLessThanOrEqual(50);
    expect((await admin.get('/api/admin/ia-logs').query({ from: 'yesterday' })).status).toBe(400);
    expect((await admin.get('/api/admin/ia-logs').query({ userId: 'x' })).status).toBe(400);
  });

  it('exports CSV as an attachment named ia-logs.csv, with quoting and formula neutralisation', async () => {
    const { agent, user } = await t.signedIn();
    const conv = (
      await agent.post('/api/conversations').send({ title: '=HYPERLINK("http://evil")' })
    ).body;
    const contents = [
      '+cmd',
      '-2+3',
      '@SUM(A1)',
      '\tcmd',
      '\r=cmd',
      'line1\nline2, "quoted"',
      'plain',
    ];
    for (const content of contents) {
      await agent.post('/api/messages').send({ conversationId: conv.id, type: 'user', content });
    }
    const res = await admin
      .get('/api/admin/ia-logs/export')
      .query({ userId: user.id })
      .buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename=ia-logs.csv');
    const text = res.text.replace(/^\uFEFF/, '');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      'Identifiant,Date (UTC),Utilisateur,Conversation,Type,Tokens,Remplacé le (UTC),Contenu',
    );
    expect(text).toContain(`,${user.username},"'=HYPERLINK(""http://evil"")",user,`);
    expect(text).toContain(",'+cmd\r\n");
    expect(text).toContain(",'-2+3\r\n");
    expect(text).toContain(",'@SUM(A1)\r\n");
    // A leading tab or carriage return is neutralised too (spreadsheets skip them before a formula).
    expect(text).toContain(",'\tcmd\r\n");
    expect(text).toContain(',"\'\r=cmd"\r\n');
    expect(text).toContain(',"line1\nline2, ""quoted"""\r\n');
    expect(text).toContain(',plain\r\n');
    expect(text.match(/\r\n/g)).toHaveLength(contents.length + 1);
    expect(await lastLog()).toMatchObject({ action: 'ia_logs.export', adminUsername: adminName });
  });

  it('names the CSV columns and writes the dates in the request language (fr by default, en)', async () => {
    const email = `=${uniqueName('d').toLowerCase()}@x.io`;
    const { agent, user } = await t.signedIn({ email });
    const conv = (await agent.post('/api/conversations').send({ title: 'dates' })).body;
    await agent
      .post('/api/messages')
      .send({ conversationId: conv.id, type: 'user', content: 'hi' });
    const at = new Date(
      (await admin.get('/api/admin/ia-logs').query({ userId: user.id })).body.logs[0].createdAt,
    );
    const two = (n: number) => String(n).padStart(2, '0');
    const time = [at.getUTCHours(), at.getUTCMinutes(), at.getUTCSeconds()].map(two).join(':');
    const [day, month, year] = [
      two(at.getUTCDate()),
      two(at.getUTCMonth() + 1),
      at.getUTCFullYear(),
    ];
    const csv = async (path: string, query: object, language?: string) => {
      const req = admin.get(path).query(query);
      if (language) req.set('Accept-Language', language);
      const res = await req.buffer(true);
      expect(res.status).toBe(200);
      return res.text
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
    };

    const logsFr = await csv('/api/admin/ia-logs/export', { userId: user.id });
    expect(logsFr[0]).toBe(
      'Identifiant,Date (UTC),Utilisateur,Conversation,Type,Tokens,Remplacé le (UTC),Contenu',
    );
    expect(logsFr[1]).toContain(`,${day}/${month}/${year} ${time},${user.username},dates,user,`);
    const logsEn = await csv('/api/admin/ia-logs/export', { userId: user.id }, 'en-GB,en;q=0.9');
    expect(logsEn[0]).toBe('ID,Date (UTC),User,Conversation,Type,Tokens,Replaced (UTC),Content');
    expect(logsEn[1]).toContain(`,${year}-${month}-${day} ${time},${user.username},dates,user,`);

    const signedUp = new Date(user.createdAt);
    const usersFr = await csv('/api/admin/users/export', { search: user.username });
    expect(usersFr[0]).toBe(
      "Identifiant,Nom d'utilisateur,Email,Rôle,Accès IA,Actif,Inscription (UTC),Dernière connexion (UTC),Expiration IA (UTC)",
    );
    expect(usersFr[1]).toMatch(
      new RegExp(
        `,${two(signedUp.getUTCDate())}/${two(signedUp.getUTCMonth() + 1)}/${signedUp.getUTCFullYear()} \\d{2}:\\d{2}:\\d{2},`,
      ),
    );
    const usersEn = await csv('/api/admin/users/export', { search: user.username }, 'en');
    expect(usersEn[0]).toBe(
      'ID,Username,Email,Role,AI access,Active,Signed up (UTC),Last login (UTC),AI access ends (UTC)',
    );
    expect(usersEn[1]).toMatch(
      new RegExp(
        `,${signedUp.getUTCFullYear()}-${two(signedUp.getUTCMonth() + 1)}-${two(signedUp.getUTCDate())} \\d{2}:\\d{2}:\\d{2},`,
      ),
    );
    // Formula neutralisation holds in both languages.
    expect(usersFr[1]).toContain(`,${user.username},'${email},user,`);
    expect(usersEn[1]).toContain(`,${user.username},'${email},user,`);
  });

  it('exports users as CSV with the current filters', async () => {
    const tag = uniqueName('csv');
    await t.seedUser({ username: `${tag}_1`, email: '=cmd@x.io' });
    await t.seedUser({ username: `${tag}_2`, isActive: false });
    const res = await admin
      .get('/api/admin/users/export')
      .query({ search: tag, status: 'active' })
      .buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename=users.csv');
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${tag}_1,'=cmd@x.io,user,true,true`);
  });
});

describe('admin logs, settings and password', () => {
  it('logs answer paging totals and the real acting admin', async () => {
    const res = await admin.get('/api/admin/logs');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      currentPage: 1,
      totalCount: expect.any(Number),
      totalPages: expect.any(Number),
    });
    expect(res.body.logs.length).toBeGreaterThan(0);
    for (const log of res.body.logs) {
      expect(log).toEqual(
        expect.objectContaining({
          id: expect.any(String),
          createdAt: expect.any(String),
          action: expect.any(String),
          adminUsername: adminName,
        }),
      );
      expect(typeof log.details).toBe('object');
    }
    expect((await admin.get('/api/admin/logs?limit=500')).status).toBe(400);
  });

  it('settings: list, update each key, refuse anything else; the public endpoint follows', async () => {
    const list = await admin.get('/api/admin/settings');
    expect(list.body.map((s: { key: string }) => s.key)).toEqual([
      'ia_welcome_message',
      'ia_enabled',
      'ia_welcome_message_en',
    ]);
    const welcome = await admin
      .post('/api/admin/settings')
      .send({ key: 'ia_welcome_message', value: 'Bienvenue champion' });
    expect(welcome.status).toBe(200);
    expect(welcome.body.find((s: { key: string }) => s.key === 'ia_welcome_message')).toMatchObject(
      { value: 'Bienvenue champion' },
    );
    expect(await lastLog()).toMatchObject({
      action: 'setting.update',
      details: { key: 'ia_welcome_message', value: 'Bienvenue champion' },
    });
    expect((await t.agent().get('/api/settings/public')).body).toEqual({
      welcomeMessage: 'Bienvenue champion',
      iaEnabled: true,
    });

    const member = await t.signedIn({ hasIAAccess: true });
    expect((await member.agent.post('/api/ai/chat').send({ message: 'salut' })).status).toBe(200);
    const off = await admin.post('/api/admin/settings').send({ key: 'ia_enabled', value: false });
    expect(off.body.find((s: { key: string }) => s.key === 'ia_enabled').value).toBe(false);
    expect((await t.agent().get('/api/settings/public')).body.iaEnabled).toBe(false);
    const chat = await member.agent.post('/api/ai/chat').send({ message: 'salut' });
    expect(chat.status).toBe(503);
    expect(chat.body.message).toBe("L'IA est temporairement désactivée. Réessayez plus tard.");
    await admin.post('/api/admin/settings').send({ key: 'ia_enabled', value: true });

    const unknownKey =
      'Paramètre inconnu : seuls ia_welcome_message, ia_welcome_message_en et ia_enabled sont modifiables';
    const badValue =
      'Valeur invalide : ia_welcome_message et ia_welcome_message_en attendent un texte de 4000 caractères au plus, ia_enabled un booléen';
    for (const [body, message] of [
      [{ key: 'site_name', value: 'x' }, unknownKey],
      [{ key: 'ia_enabled', value: 'false' }, badValue],
      [{ key: 'ia_welcome_message', value: 42 }, badValue],
      [{ key: 'ia_welcome_message' }, badValue],
      [{ key: 'ia_welcome_message_en', value: true }, badValue],
      [{ key: 'ia_welcome_message_en', value: 'x'.repeat(4001) }, badValue],
    ] as const) {
      const res = await admin.post('/api/admin/settings').send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });

  it('the welcome message per language: each screen gets its own, then the other, then null', async () => {
    const publicIn = async (language: 'fr' | 'en') =>
      (await t.agent().get('/api/settings/public').set('Accept-Language', language)).body
        .welcomeMessage;
    const set = (key: string, value: string) =>
      admin.post('/api/admin/settings').send({ key, value });
    const before = (await admin.get('/api/admin/settings')).body as Array<{
      key: string;
      value: string | boolean;
    }>;
    const saved = (key: string) => before.find((s) => s.key === key)?.value as string;
    try {
      // Until the administrator writes one, the English chat has the English default, not French.
      const english = await admin.get('/api/admin/settings').set('Accept-Language', 'en');
      expect(english.body.find((s: { key: string }) => s.key === 'ia_welcome_message_en')).toEqual(
        expect.objectContaining({ value: expect.stringContaining('Zak AI') }),
      );

      expect((await set('ia_welcome_message', 'Bienvenue champion')).status).toBe(200);
      const en = await set('ia_welcome_message_en', 'Welcome champ');
      expect(en.status).toBe(200);
      expect(en.body.find((s: { key: string }) => s.key === 'ia_welcome_message_en')).toMatchObject(
        {
          value: 'Welcome champ',
          updatedBy: adminUser.id,
        },
      );
      expect(await lastLog()).toMatchObject({
        action: 'setting.update',
        details: { key: 'ia_welcome_message_en', value: 'Welcome champ' },
      });
      const res = await t.agent().get('/api/settings/public').set('Accept-Language', 'en');
      expect(res.headers.vary).toMatch(/Accept-Language/i);
      expect(res.body).toEqual({ welcomeMessage: 'Welcome champ', iaEnabled: true });
      expect(await publicIn('fr')).toBe('Bienvenue champion');

      // An emptied language falls back to the other one; both empty: null (the chat's default).
      await set('ia_welcome_message_en', '  ');
      expect(await publicIn('en')).toBe('Bienvenue champion');
      await set('ia_welcome_message_en', 'Welcome champ');
      await set('ia_welcome_message', '');
      expect(await publicIn('fr')).toBe('Welcome champ');
      await set('ia_welcome_message_en', '');
      expect(await publicIn('fr')).toBeNull();
      expect(await publicIn('en')).toBeNull();
    } finally {
      await set('ia_welcome_message', saved('ia_welcome_message'));
      await set('ia_welcome_message_en', saved('ia_welcome_message_en'));
    }
  });

  it('change-password verifies the current password, then the new one works', async () => {
    const other = await t.signedIn({ role: 'admin' });
    const wrong = await other.agent
      .post('/api/admin/change-password')
      .send({ currentPassword: 'nope-nope', newPassword: 'brand-new-1' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Le mot de passe actuel est incorrect');
    const short = await other.agent
      .post('/api/admin/change-password')
      .send({ currentPassword: 'password-123', newPassword: '123' });
    expect(short.body.message).toBe('Le mot de passe doit contenir au moins 6 caractères');
    const ok = await other.agent
      .post('/api/admin/change-password')
      .send({ currentPassword: 'password-123', newPassword: 'brand-new-1' });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('Mot de passe modifié avec succès');
    const log = (await admin.get('/api/admin/logs?limit=1')).body.logs[0];
    expect(log).toMatchObject({
      action: 'admin.change_password',
      adminUsername: other.user.username,
    });
    expect(JSON.stringify(log)).not.toContain('brand-new-1');
    expect(
      (
        await t
          .agent()
          .post('/api/auth/login')
          .send({ username: other.user.username, password: 'password-123' })
      ).status,
    ).toBe(401);
    expect(
      (
        await t
          .agent()
          .post('/api/auth/login')
          .send({ username: other.user.username, password: 'brand-new-1' })
      ).status,
    ).toBe(200);
  });
});
