import { streamAiLogRows, type AiLogRow } from '../../src/modules/admin/ai-log.repository';
import { startTestApp, type TestApp } from '../support/harness';

// The AI-log export reads keyset batches (created_at, id) with the next batch fetched ahead:
// across batch boundaries, and with several messages at the same millisecond, every row must come
// exactly once, newest first, with its timestamp as ISO 8601 UTC.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it('streams every log row once, newest first, across batches and equal timestamps', async () => {
  const user = await t.seedUser();
  const [[conversation]] = (await t.sequelize.query(
    `INSERT INTO conversations (user_id, title) VALUES (:userId, 'Batches') RETURNING id`,
    { replacements: { userId: user.id } },
  )) as unknown as [[{ id: string }]];
  await t.sequelize.query(
    `INSERT INTO messages (conversation_id, type, content, tokens, created_at)
     SELECT CAST(:id AS uuid), CASE WHEN i % 2 = 0 THEN 'ai' ELSE 'user' END, 'message ' || i, i,
       timestamptz '2026-03-01T10:00:00.123Z' + ((i / 3) || ' seconds')::interval
     FROM generate_series(1, 11) i`,
    { replacements: { id: conversation.id } },
  );
  const [expected] = (await t.sequelize.query(
    `SELECT id, created_at FROM messages WHERE conversation_id = :id
     ORDER BY created_at DESC, id DESC`,
    { replacements: { id: conversation.id } },
  )) as unknown as [Array<{ id: string; created_at: Date }>];

  const batches: number[] = [];
  const rows: AiLogRow[] = [];
  for await (const batch of streamAiLogRows({ userId: user.id }, 4)) {
    batches.push(batch.length);
    rows.push(...batch);
  }
  expect(batches).toEqual([4, 4, 3]);
  expect(rows.map((r) => r[0])).toEqual(expected.map((e) => e.id));
  expect(rows.map((r) => r[1])).toEqual(expected.map((e) => new Date(e.created_at).toISOString()));
  expect(rows.map((r) => r[7]).sort()).toEqual(
    Array.from({ length: 11 }, (_v, i) => `message ${i + 1}`).sort(),
  );
  for (const [, createdAt, username, title, type, tokens, replacedAt, content] of rows) {
    expect([username, title, replacedAt, content]).toEqual([
      user.username,
      'Batches',
      null,
      `message ${tokens}`,
    ]);
    expect(type).toBe(tokens % 2 === 0 ? 'ai' : 'user');
    expect(createdAt).toMatch(/^2026-03-01T10:00:0[0-3]\.123Z$/);
  }
});

it('ends on a full last batch, and yields nothing for a user without messages', async () => {
  const user = await t.seedUser();
  const [[conversation]] = (await t.sequelize.query(
    `INSERT INTO conversations (user_id, title) VALUES (:userId, 'Eight') RETURNING id`,
    { replacements: { userId: user.id } },
  )) as unknown as [[{ id: string }]];
  await t.sequelize.query(
    `INSERT INTO messages (conversation_id, type, content)
     SELECT CAST(:id AS uuid), 'user', 'm' || i FROM generate_series(1, 8) i`,
    { replacements: { id: conversation.id } },
  );
  const batches: number[] = [];
  for await (const batch of streamAiLogRows({ userId: user.id }, 4)) batches.push(batch.length);
  expect(batches).toEqual([4, 4]);

  const nobody = await t.seedUser();
  const none: number[] = [];
  for await (const batch of streamAiLogRows({ userId: nobody.id }, 4)) none.push(batch.length);
  expect(none).toEqual([]);
});
