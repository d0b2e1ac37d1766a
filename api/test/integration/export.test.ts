import http from 'node:http';
import { startTestApp, uniqueName, type TestApp } from '../support/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const dataLines = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(1, -1);

describe('CSV exports across many batches', () => {
  it('exports every AI log row exactly once, newest first, past the batch size', async () => {
    const admin = await t.signedIn({ role: 'admin' });
    const { user, agent } = await t.signedIn();
    const conv = (await agent.post('/api/conversations').send({ title: 'bulk' })).body;
    // 4,500 messages, several sharing the same millisecond (keyset paging must not skip or repeat).
    await t.sequelize.query(
      `INSERT INTO messages (conversation_id, type, content, tokens, created_at)
       SELECT :id, CASE WHEN i % 2 = 0 THEN 'user' ELSE 'ai' END, 'msg ' || i, i % 7,
              timestamptz '2026-01-01' + (i / 3) * interval '1 millisecond'
       FROM generate_series(1, 4500) AS i`,
      { replacements: { id: conv.id } },
    );
    const res = await admin.agent
      .get('/api/admin/ia-logs/export')
      .set('Accept-Language', 'en')
      .query({ userId: user.id })
      .buffer(true);
    expect(res.status).toBe(200);
    const lines = dataLines(res.text);
    expect(lines).toHaveLength(4500);
    const ids = lines.map((l) => l.split(',')[0]);
    expect(new Set(ids).size).toBe(4500);
    const contents = lines.map((l) => Number(l.slice(l.lastIndexOf('msg ') + 4)));
    expect(new Set(contents).size).toBe(4500);
    // English dates (`2026-01-01 00:00:01`, UTC) sort as text.
    const times = lines.map((l) => String(l.split(',')[1]));
    expect(times).toEqual([...times].sort().reverse());

    const page = await admin.agent
      .get('/api/admin/ia-logs')
      .query({ userId: user.id, page: 90, limit: 50 });
    expect(page.body).toMatchObject({ totalCount: 4500, currentPage: 90, totalPages: 90 });
    expect(page.body.logs).toHaveLength(50);
  });

  it('exports every matching user exactly once, past the batch size', async () => {
    const admin = await t.signedIn({ role: 'admin' });
    const tag = uniqueName('bulk');
    await t.sequelize.query(
      `INSERT INTO users (username, password, created_at)
       SELECT :tag || '_' || i, 'not-a-hash', timestamptz '2026-01-01' + (i / 4) * interval '1 millisecond'
       FROM generate_series(1, 2500) AS i`,
      { replacements: { tag } },
    );
    const res = await admin.agent
      .get('/api/admin/users/export')
      .query({ search: tag })
      .buffer(true);
    const names = dataLines(res.text).map((l) => l.split(',')[1]);
    expect(names).toHaveLength(2500);
    expect(new Set(names).size).toBe(2500);
    expect(res.text).not.toContain('not-a-hash');
  });

  it('an admin who leaves mid-export frees its database connection (the pool holds 5)', async () => {
    const admin = await t.signedIn({ role: 'admin' });
    const { agent } = await t.signedIn();
    const conv = (await agent.post('/api/conversations').send({ title: 'gros' })).body;
    await t.sequelize.query(
      `INSERT INTO messages (conversation_id, type, content)
       SELECT :id, 'user', repeat('x', 200) || i FROM generate_series(1, 20000) AS i`,
      { replacements: { id: conv.id } },
    );
    // The rolling session cookie, to leave half-way with a plain http client.
    const session = String((await admin.agent.get('/api/auth/user')).headers['set-cookie']);
    expect(session).toMatch(/^zak\.sid=/);
    for (let i = 0; i < 7; i += 1) {
      await new Promise<void>((resolve, reject) => {
        const req = http.get(`${t.url}/api/admin/ia-logs/export`, {
          headers: { cookie: session.split(';')[0] },
        });
        req.on('response', (res) => {
          expect(res.statusCode).toBe(200);
          res.once('data', () => {
            req.destroy();
            resolve();
          });
        });
        req.on('error', (err) => (req.destroyed ? resolve() : reject(err)));
      });
    }
    const full = await admin.agent.get('/api/admin/ia-logs/export').buffer(true);
    expect(full.status).toBe(200);
    expect(dataLines(full.text).length).toBeGreaterThanOrEqual(20000);
    expect((await admin.agent.get('/api/admin/ia-logs')).status).toBe(200);
  });
});
