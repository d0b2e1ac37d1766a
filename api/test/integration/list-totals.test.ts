import { startTestApp, uniqueName, type TestApp } from '../support/harness';

// The admin lists compute page and total together (users) or from the per-day counters on the
// unfiltered AI logs: totals must stay exact, on small tables and past the last page.
let t: TestApp;
let admin: ReturnType<TestApp['agent']>;
beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.signedIn({ role: 'admin' })).agent;
});
afterAll(() => t.close());

it('users: a page past the last one is empty and still gives the exact total', async () => {
  const tag = uniqueName('Total');
  for (const suffix of ['a', 'b', 'c']) await t.seedUser({ username: `${tag}_${suffix}` });
  const past = await admin.get('/api/admin/users').query({ search: tag, limit: 2, page: 5 });
  expect(past.status).toBe(200);
  expect(past.body).toMatchObject({ users: [], totalCount: 3, currentPage: 5, totalPages: 2 });
  const last = await admin.get('/api/admin/users').query({ search: tag, limit: 2, page: 2 });
  expect(last.body).toMatchObject({ totalCount: 3, totalPages: 2 });
  expect(last.body.users.map((u: { username: string }) => u.username)).toEqual([`${tag}_a`]);
  const none = await admin.get('/api/admin/users').query({ search: `${tag}-none` });
  expect(none.body).toMatchObject({ users: [], totalCount: 0, totalPages: 1 });
  expect(Object.keys(last.body.users[0])).not.toContain('total');
});

it('AI logs: the unfiltered total is exact on a small table, pages follow the index order', async () => {
  const { agent, user } = await t.signedIn();
  const created = await agent
    .post('/api/conversations')
    .send({ title: 'Totaux', firstMessage: { role: 'user', content: 'zéro' } });
  for (const content of ['un', 'deux', 'trois', 'quatre']) {
    await agent
      .post('/api/messages')
      .send({ conversationId: created.body.id, type: 'ai', content });
  }
  const [[{ n }]] = (await t.sequelize.query(
    'SELECT count(*)::int AS n FROM messages',
  )) as unknown as [[{ n: number }]];
  const all = await admin.get('/api/admin/ia-logs').query({ limit: 2 });
  expect(all.status).toBe(200);
  expect(all.body).toMatchObject({ totalCount: n, totalPages: Math.ceil(n / 2) });

  const mine = await admin.get('/api/admin/ia-logs').query({ userId: user.id, limit: 2, page: 2 });
  expect(mine.body).toMatchObject({ totalCount: 5, currentPage: 2, totalPages: 3 });
  const pages = [];
  for (const page of [1, 2, 3]) {
    const res = await admin.get('/api/admin/ia-logs').query({ userId: user.id, limit: 2, page });
    pages.push(...res.body.logs.map((l: { content: string }) => l.content));
  }
  const [ordered] = (await t.sequelize.query(
    `SELECT content FROM messages WHERE conversation_id = :id ORDER BY created_at DESC, id DESC`,
    { replacements: { id: created.body.id } },
  )) as unknown as [Array<{ content: string }>];
  expect(pages).toEqual(ordered.map((m) => m.content));
  expect([...pages].sort()).toEqual(['deux', 'quatre', 'trois', 'un', 'zéro']);
  const past = await admin.get('/api/admin/ia-logs').query({ userId: user.id, limit: 2, page: 9 });
  expect(past.body).toMatchObject({ logs: [], totalCount: 5, currentPage: 9 });
});
