import { eventually } from '../support/eventually';
import { startTestApp, type TestApp } from '../support/harness';

// conversations.message_count is kept by triggers on messages (migration 0004): the list's
// messageCount must match the real number of messages whatever wrote or removed them. Lists are
// cached per replica: a write made in SQL reaches them within milliseconds (migration 0008), so
// the SQL cases wait for the list to reflect it (up to 5 s).
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Summary = { id: string; messageCount: number };

async function counts(agent: ReturnType<TestApp['agent']>): Promise<Record<string, number>> {
  const res = await agent.get('/api/conversations');
  expect(res.status).toBe(200);
  return Object.fromEntries((res.body as Summary[]).map((c) => [c.id, c.messageCount]));
}

describe('conversation message counts', () => {
  it('follow messages added through the API, in the plain and the paged list', async () => {
    const { agent } = await t.signedIn();
    const created = await agent
      .post('/api/conversations')
      .send({ title: 'Compteur', firstMessage: { role: 'user', content: 'un' } });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    for (const content of ['deux', 'trois']) {
      const res = await agent
        .post('/api/messages')
        .send({ conversationId: id, type: 'ai', content });
      expect(res.status).toBe(201);
    }
    expect(await counts(agent)).toEqual({ [id]: 3 });
    const page = await agent.get('/api/conversations?limit=10');
    expect(page.status).toBe(200);
    expect(JSON.stringify(page.body)).toContain(`"messageCount":3`);
  });

  it('follow bulk inserts, deletes and moves of messages made in SQL', async () => {
    const { agent } = await t.signedIn();
    const a = (await agent.post('/api/conversations').send({ title: 'A' })).body.id as string;
    const b = (await agent.post('/api/conversations').send({ title: 'B' })).body.id as string;
    expect(await counts(agent)).toEqual({ [a]: 0, [b]: 0 });

    await t.sequelize.query(
      `INSERT INTO messages (conversation_id, type, content)
       SELECT CAST(:a AS uuid), 'user', 'm' || i FROM generate_series(1, 5) i
       UNION ALL SELECT CAST(:b AS uuid), 'ai', 'n' || i FROM generate_series(1, 2) i`,
      { replacements: { a, b } },
    );
    expect(await eventually(() => counts(agent), { [a]: 5, [b]: 2 })).toEqual({ [a]: 5, [b]: 2 });

    await t.sequelize.query(
      `DELETE FROM messages WHERE id IN (
         SELECT id FROM messages WHERE conversation_id = :a ORDER BY content LIMIT 2)`,
      { replacements: { a } },
    );
    expect(await eventually(() => counts(agent), { [a]: 3, [b]: 2 })).toEqual({ [a]: 3, [b]: 2 });

    await t.sequelize.query(
      `UPDATE messages SET conversation_id = :b WHERE id IN (
         SELECT id FROM messages WHERE conversation_id = :a ORDER BY content LIMIT 1)`,
      { replacements: { a, b } },
    );
    expect(await eventually(() => counts(agent), { [a]: 2, [b]: 3 })).toEqual({ [a]: 2, [b]: 3 });

    const [rows] = await t.sequelize.query(
      `SELECT c.id, c.message_count AS stored,
         (SELECT count(*)::int FROM messages m WHERE m.conversation_id = c.id) AS real
       FROM conversations c WHERE c.id IN (:a, :b)`,
      { replacements: { a, b } },
    );
    for (const row of rows as Array<{ stored: number; real: number }>) {
      expect(row.stored).toBe(row.real);
    }
  });

  it('a deleted conversation takes its messages along and the others keep their count', async () => {
    const { agent } = await t.signedIn();
    const keep = await agent
      .post('/api/conversations')
      .send({ title: 'garder', firstMessage: { role: 'user', content: 'reste' } });
    const drop = await agent
      .post('/api/conversations')
      .send({ title: 'effacer', firstMessage: { role: 'user', content: 'part' } });
    expect((await agent.delete(`/api/conversations/${drop.body.id}`)).status).toBeLessThan(300);
    expect(await counts(agent)).toEqual({ [keep.body.id]: 1 });
  });
});
