import { createMigrator } from '../../src/platform/db/migrate';
import { startTestApp, type TestApp } from '../support/harness';

// The dashboard's active users (a user message in the last 30 days) are counted from
// conversations.last_user_message_at (migration 0006), kept by triggers on messages: the count
// must equal what the messages themselves give, whatever wrote or removed them.
let t: TestApp;
let admin: ReturnType<TestApp['agent']>;
beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.signedIn({ role: 'admin' })).agent;
});
afterAll(() => t.close());

const sql = async <T>(query: string, bind: Record<string, unknown> = {}): Promise<T[]> =>
  (await t.sequelize.query(query, { bind }))[0] as T[];

async function expectActiveUsersRight(): Promise<number> {
  const [{ n }] = (await sql<{ n: number }>(
    `SELECT count(DISTINCT c.user_id)::int AS n FROM conversations c
     JOIN messages m ON m.conversation_id = c.id
     WHERE m.type = 'user' AND m.created_at >= now() - interval '30 days'`,
  )) as [{ n: number }];
  const res = await admin.get('/api/admin/dashboard');
  expect(res.status).toBe(200);
  expect(res.body.iaStats.activeUsers).toBe(n);
  return n;
}

async function conversationOf(agent: ReturnType<TestApp['agent']>, content?: string) {
  const res = await agent
    .post('/api/conversations')
    .send(
      content ? { title: 'Actif', firstMessage: { role: 'user', content } } : { title: 'Vide' },
    );
  expect(res.status).toBe(201);
  return res.body.id as string;
}

describe('dashboard active users', () => {
  it('follow user messages written through the API and in SQL, deleted and moved', async () => {
    expect(await expectActiveUsersRight()).toBe(0);
    const a = await t.signedIn();
    const b = await t.signedIn();
    const aConv = await conversationOf(a.agent, 'bonjour');
    const bConv = await conversationOf(b.agent);
    // An AI answer alone does not make b active.
    await b.agent
      .post('/api/messages')
      .send({ conversationId: bConv, type: 'ai', content: 'salut' });
    expect(await expectActiveUsersRight()).toBe(1);

    // A user message from 40 days ago does not either; one from yesterday does.
    await sql(
      `INSERT INTO messages (conversation_id, type, content, created_at)
       VALUES ($id, 'user', 'vieux', now() - interval '40 days')`,
      { id: bConv },
    );
    expect(await expectActiveUsersRight()).toBe(1);
    await sql(
      `INSERT INTO messages (conversation_id, type, content, created_at)
       VALUES ($id, 'user', 'hier', now() - interval '1 day')`,
      { id: bConv },
    );
    expect(await expectActiveUsersRight()).toBe(2);

    // Deleting b's recent message leaves only the old one: b is no longer active.
    await sql(`DELETE FROM messages WHERE conversation_id = $id AND content = 'hier'`, {
      id: bConv,
    });
    expect(await expectActiveUsersRight()).toBe(1);

    // a's message moved to b's conversation: b active, a not.
    await sql(`UPDATE messages SET conversation_id = $b WHERE conversation_id = $a`, {
      a: aConv,
      b: bConv,
    });
    expect(await expectActiveUsersRight()).toBe(1);
    const [stored] = await sql<{ a: string | null }>(
      'SELECT last_user_message_at AS a FROM conversations WHERE id = $id',
      { id: aConv },
    );
    expect(stored!.a).toBeNull();
  });

  it('counts at its 30-day boundary, and not a member who only signed in', async () => {
    const before = await expectActiveUsersRight();
    // Signed in today (last_login_at is now) but never wrote to the coach: not an active user,
    // as the dashboard says under the counter.
    const quiet = await t.signedIn();
    const quietConv = await conversationOf(quiet.agent);
    expect(await expectActiveUsersRight()).toBe(before);
    // 29 days 23 hours ago counts; 30 days and one minute ago does not.
    await sql(
      `INSERT INTO messages (conversation_id, type, content, created_at)
       VALUES ($id, 'user', 'limite', now() - interval '30 days' - interval '1 minute')`,
      { id: quietConv },
    );
    expect(await expectActiveUsersRight()).toBe(before);
    await sql(
      `INSERT INTO messages (conversation_id, type, content, created_at)
       VALUES ($id, 'user', 'juste dedans', now() - interval '29 days 23 hours')`,
      { id: quietConv },
    );
    expect(await expectActiveUsersRight()).toBe(before + 1);
  });

  it('migration 0006 down drops the column and up rebuilds it from the messages', async () => {
    const member = await t.signedIn();
    await conversationOf(member.agent, 'encore');
    const before = await expectActiveUsersRight();
    // Signed in before the schema goes back (sign-in reads the second factor, migration 0011).
    const late = await t.signedIn();
    const migrator = createMigrator(t.sequelize);
    // Only 0006 goes down (later migrations do not touch its column): the app of this version
    // reads tables of later migrations (e.g. 0012's entitlements) on every signed-in request.
    await migrator.down({ migrations: ['0006-last-user-message'] });
    const [column] = await sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM information_schema.columns
       WHERE table_name = 'conversations' AND column_name = 'last_user_message_at'`,
    );
    expect(column!.n).toBe(0);
    // Written while the column is gone: the backfill must see it.
    await conversationOf(late.agent, 'pendant');
    await migrator.up();
    expect(await expectActiveUsersRight()).toBe(before + 1);
  });

  it('a truncated messages table leaves no active users and no message counts', async () => {
    await sql('TRUNCATE messages');
    expect(await expectActiveUsersRight()).toBe(0);
    const [{ n }] = (await sql<{ n: number }>(
      'SELECT count(*)::int AS n FROM conversations WHERE message_count <> 0',
    )) as [{ n: number }];
    expect(n).toBe(0);
  });
});
