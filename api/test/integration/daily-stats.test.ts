import { createMigrator } from '../../src/platform/db/migrate';
import { startTestApp, type TestApp } from '../support/harness';

// daily_stats (migration 0005) is kept by triggers on messages and users: the dashboard chart and
// totals, and the AI-log pages and total, read it. Whatever writes the rows, the answers must
// equal what counting the tables themselves gives.
let t: TestApp;
let admin: ReturnType<TestApp['agent']>;
let conversationId: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.signedIn({ role: 'admin' })).agent;
  const { agent } = await t.signedIn();
  const created = await agent
    .post('/api/conversations')
    .send({ title: 'Jours', firstMessage: { role: 'user', content: 'bonjour' } });
  conversationId = created.body.id as string;
});
afterAll(() => t.close());

const sql = async <T>(query: string, bind: Record<string, unknown> = {}): Promise<T[]> =>
  (await t.sequelize.query(query, { bind }))[0] as T[];

/** Messages on `days` past UTC days (0 = today), `perDay` each, at varied times of the day. */
async function addMessages(days: number[], perDay: number) {
  await sql(
    `INSERT INTO messages (conversation_id, type, content, tokens, created_at)
     SELECT $id::uuid, CASE WHEN i % 2 = 0 THEN 'user' ELSE 'ai' END, 'jour ' || d || ' n' || i,
       d + i, date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
         - make_interval(days => d) + make_interval(mins => (i * 37) % 1440)
     FROM unnest($days::int[]) d, generate_series(1, $n::int) i`,
    { id: conversationId, days: `{${days.join(',')}}`, n: perDay },
  );
}

/** The last `days` days counted from the tables themselves, shaped like the API's answer. */
async function countedDaily(days: number) {
  return sql<{ date: string; messages: number; tokens: number; registrations: number }>(
    `WITH d AS (
       SELECT generate_series((now() AT TIME ZONE 'UTC')::date - ($days::int - 1),
         (now() AT TIME ZONE 'UTC')::date, interval '1 day')::date AS day)
     SELECT to_char(d.day, 'YYYY-MM-DD') AS date,
       (SELECT count(*) FROM messages WHERE (created_at AT TIME ZONE 'UTC')::date = d.day)::int
         AS messages,
       (SELECT coalesce(sum(tokens), 0) FROM messages
         WHERE (created_at AT TIME ZONE 'UTC')::date = d.day)::float8 AS tokens,
       (SELECT count(*) FROM users WHERE (created_at AT TIME ZONE 'UTC')::date = d.day)::int
         AS registrations
     FROM d ORDER BY d.day`,
    { days },
  );
}

async function expectCountersRight() {
  const daily = await admin.get('/api/admin/stats/daily?days=10');
  expect(daily.status).toBe(200);
  expect(daily.body).toEqual(await countedDaily(10));
  const [totals] = await sql<{ n: number; tokens: number }>(
    'SELECT count(*)::int AS n, coalesce(sum(tokens), 0)::int AS tokens FROM messages',
  );
  const dashboard = await admin.get('/api/admin/dashboard');
  const [users] = await sql<{ n: number }>('SELECT count(*)::int AS n FROM users');
  expect(dashboard.body.usersCount).toBe(users!.n);
  expect(dashboard.body.iaStats).toMatchObject({
    totalMessages: totals!.n,
    totalTokens: totals!.tokens,
  });
  const logs = await admin.get('/api/admin/ia-logs?limit=5');
  expect(logs.body.totalCount).toBe(totals!.n);
}

describe('per-day counters', () => {
  it('follow messages and users inserted, updated and deleted in SQL, and cascades', async () => {
    await addMessages([0, 1, 3, 8], 6);
    await expectCountersRight();

    await sql(`DELETE FROM messages WHERE content LIKE 'jour 3 %' AND tokens % 2 = 0`);
    await sql(
      `UPDATE messages SET created_at = created_at - interval '2 days', tokens = tokens + 5
       WHERE content LIKE 'jour 1 %'`,
    );
    await sql(
      `UPDATE users SET created_at = now() - interval '4 days'
       WHERE id = (SELECT id FROM users ORDER BY created_at DESC LIMIT 1)`,
    );
    await expectCountersRight();

    // A member deleted with their conversations and messages (cascade).
    const doomed = await t.signedIn();
    const own = await doomed.agent
      .post('/api/conversations')
      .send({ title: 'Adieu', firstMessage: { role: 'user', content: 'au revoir' } });
    expect(own.status).toBe(201);
    await expectCountersRight();
    const removed = await admin.delete(`/api/admin/users/${doomed.user.id}`);
    expect(removed.status).toBe(200);
    await expectCountersRight();
  });

  it('AI-log pages found through the counters equal an OFFSET over the whole table', async () => {
    await addMessages([0, 2, 5], 9);
    const [{ n }] = (await sql<{ n: number }>('SELECT count(*)::int AS n FROM messages')) as [
      { n: number },
    ];
    const limit = 7;
    const pages = Math.ceil(n / limit) + 1; // one past the end
    for (let page = 1; page <= pages; page += 1) {
      const res = await admin.get('/api/admin/ia-logs').query({ page, limit });
      expect(res.status).toBe(200);
      const expected = await sql<{ id: string }>(
        `SELECT id FROM messages ORDER BY created_at DESC, id DESC LIMIT $limit OFFSET $offset`,
        { limit, offset: (page - 1) * limit },
      );
      expect(res.body.logs.map((l: { id: string }) => l.id)).toEqual(expected.map((r) => r.id));
      expect(res.body.totalCount).toBe(n);
    }
  });

  it('migration 0005 down drops the counters and up rebuilds them from the tables', async () => {
    const before = (await admin.get('/api/admin/stats/daily?days=10')).body;
    const migrator = createMigrator(t.sequelize);
    await migrator.down({ to: '0005-daily-stats' });
    const [table] = await sql<{ name: string | null }>(
      `SELECT to_regclass('daily_stats')::text AS name`,
    );
    expect(table!.name).toBeNull();
    // Written while the counters are gone: the backfill must count it.
    await addMessages([1], 4);
    await migrator.up();
    const after = await admin.get('/api/admin/stats/daily?days=10');
    expect(after.body).toEqual(await countedDaily(10));
    expect(after.body).not.toEqual(before);
    await expectCountersRight();
  });

  it('a truncated messages table leaves no messages in the counters', async () => {
    await sql('TRUNCATE messages');
    await expectCountersRight();
  });
});
