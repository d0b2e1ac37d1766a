import type { Agent } from 'supertest';
import { buildAiRequest } from '../../src/modules/coach/ai.service';
import { answerOffline } from '../../src/modules/coach/offline/engine';
import { startTestApp, type TestApp } from '../support/harness';

// Issue 40: the chat's edit and regenerate remove answers from the screen; the server marks them
// replaced so that every reader the member sees through agrees with the screen.

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A conversation of four messages: q1, a1, q2, a2 (oldest first), and their ids. */
async function conversation(agent: Agent) {
  const created = await agent
    .post('/api/conversations')
    .send({ title: 'Sèche', firstMessage: { role: 'user', content: 'q1 créatine ?' } });
  expect(created.status).toBe(201);
  const id: string = created.body.id;
  expect(created.body.firstMessageId).toMatch(/^[0-9a-f-]{36}$/);
  const ids: string[] = [created.body.firstMessageId];
  for (const [type, content] of [
    ['ai', 'a1 first answer'],
    ['user', 'q2 follow-up'],
    ['ai', 'a2 second answer'],
  ] as const) {
    const res = await agent.post('/api/messages').send({ conversationId: id, type, content });
    expect(res.status).toBe(201);
    ids.push(res.body.id);
  }
  return { id, ids };
}

const contents = async (agent: Agent, id: string) =>
  ((await agent.get(`/api/conversations/${id}`)).body.messages as Array<{ content: string }>).map(
    (m) => m.content,
  );

describe('messages replaced by an edit or a regenerate', () => {
  it('leave the conversation read, its count, the search and the coach’s history; the account export marks them', async () => {
    const { agent, user } = await t.signedIn();
    const { id, ids } = await conversation(agent);

    // Edit under a1: a1 and everything after it are gone from the member's side.
    const res = await agent
      .post(`/api/conversations/${id}/replace`)
      .send({ fromMessageId: ids[1] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ replaced: 3 });

    expect(await contents(agent, id)).toEqual(['q1 créatine ?']);
    const list = await agent.get('/api/conversations');
    expect(list.body).toEqual([expect.objectContaining({ id, messageCount: 1 })]);
    const search = await agent.get('/api/conversations').query({ q: 'second answer', limit: 10 });
    expect(search.body.items).toEqual([]);

    const request = await buildAiRequest(user.id, { message: 'q1 again', conversationId: id });
    expect(request.history).toEqual([{ role: 'user', content: 'q1 créatine ?' }]);

    // The member's data export holds what is stored, replaced messages marked as such.
    const exported = (await agent.get('/api/account/export')).body.conversations[0].messages;
    expect(
      exported.map((m: { content: string; replacedAt?: string }) => [m.content, !!m.replacedAt]),
    ).toEqual([
      ['q1 créatine ?', false],
      ['a1 first answer', true],
      ['q2 follow-up', true],
      ['a2 second answer', true],
    ]);

    // A new answer after the edit is shown; a repeated call changes nothing.
    await agent.post('/api/messages').send({ conversationId: id, type: 'ai', content: 'a1 bis' });
    const again = await agent
      .post(`/api/conversations/${id}/replace`)
      .send({ fromMessageId: ids[1] });
    expect(again.body).toEqual({ replaced: 0 });
    expect(await contents(agent, id)).toEqual(['q1 créatine ?', 'a1 bis']);
  });

  it('regenerate (from the answer after the question) keeps the question; the AI logs keep the replaced answer, marked', async () => {
    const admin = (await t.signedIn({ role: 'admin' })).agent;
    const { agent, user } = await t.signedIn();
    const { id, ids } = await conversation(agent);
    await agent.post(`/api/conversations/${id}/replace`).send({ fromMessageId: ids[3] });
    expect(await contents(agent, id)).toEqual(['q1 créatine ?', 'a1 first answer', 'q2 follow-up']);

    const logs = await admin.get('/api/admin/ia-logs').query({ userId: user.id });
    expect(logs.body.totalCount).toBe(4);
    const replaced = logs.body.logs.find((l: { id: string }) => l.id === ids[3]);
    expect(replaced).toMatchObject({ content: 'a2 second answer' });
    expect(Number.isNaN(Date.parse(replaced.replacedAt))).toBe(false);
    expect(logs.body.logs.find((l: { id: string }) => l.id === ids[2])).not.toHaveProperty(
      'replacedAt',
    );
    // The CSV export says it too, in its own column, in the admin's language (empty for the
    // others).
    const at = new Date(replaced.replacedAt);
    const two = (n: number) => String(n).padStart(2, '0');
    const time = [at.getUTCHours(), at.getUTCMinutes(), at.getUTCSeconds()].map(two).join(':');
    const day = `${at.getUTCFullYear()}-${two(at.getUTCMonth() + 1)}-${two(at.getUTCDate())}`;
    const csv = await admin
      .get('/api/admin/ia-logs/export')
      .set('Accept-Language', 'en')
      .query({ userId: user.id })
      .buffer(true);
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('ID,Date (UTC),User,Conversation,Type,Tokens,Replaced (UTC),Content');
    expect(lines.find((l) => l.startsWith(`${ids[3]},`))).toMatch(
      new RegExp(`,ai,\\d+,${day} ${time},a2 second answer$`),
    );
    expect(lines.find((l) => l.startsWith(`${ids[2]},`))).toMatch(/,user,\d+,,q2 follow-up$/);
  });

  it('regenerate: the coach does not see the replaced answer as history, yet does not repeat it', async () => {
    const { agent, user } = await t.signedIn();
    const question = 'Plan nutritionnel pour une sèche';
    const id = (
      await agent
        .post('/api/conversations')
        .send({ title: question, firstMessage: { role: 'user', content: question } })
    ).body.id as string;
    const first = answerOffline(
      await buildAiRequest(user.id, { message: question, conversationId: id }),
    );
    const saved = await agent
      .post('/api/messages')
      .send({ conversationId: id, type: 'ai', content: first });
    await agent.post(`/api/conversations/${id}/replace`).send({ fromMessageId: saved.body.id });

    const again = await buildAiRequest(user.id, { message: question, conversationId: id });
    expect(again.history).toEqual([]);
    expect(again.replacedAnswers).toEqual([first]);
    expect(answerOffline(again)).not.toBe(first);
  });

  it('another member’s conversation answers 404 and nothing is replaced', async () => {
    const { agent: owner } = await t.signedIn();
    const { agent: other } = await t.signedIn();
    const { id, ids } = await conversation(owner);
    const res = await other
      .post(`/api/conversations/${id}/replace`)
      .send({ fromMessageId: ids[1] });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Conversation introuvable', code: 'NOT_FOUND' });
    expect(await contents(owner, id)).toHaveLength(4);

    // A message of another conversation, even the member's own, is not in this one.
    const mine = await conversation(other);
    const foreign = await other
      .post(`/api/conversations/${mine.id}/replace`)
      .send({ fromMessageId: ids[1] });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('NOT_FOUND');
    expect(await contents(owner, id)).toHaveLength(4);
    expect(await contents(other, mine.id)).toHaveLength(4);
  });

  it('answers 400 { message, code } for a malformed message id, 401 anonymously', async () => {
    const { agent } = await t.signedIn();
    const { id } = await conversation(agent);
    for (const body of [{}, { fromMessageId: 'abc' }, { fromMessageId: 3 }]) {
      const res = await agent.post(`/api/conversations/${id}/replace`).send(body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: expect.any(String), code: 'VALIDATION' });
    }
    const anonymous = await t
      .agent()
      .post(`/api/conversations/${id}/replace`)
      .send({ fromMessageId: id });
    expect(anonymous.status).toBe(401);
  });
});

describe('history search', () => {
  it('ignores accents and case, in titles and messages, whatever the Unicode form', async () => {
    const { agent } = await t.signedIn();
    const title = (await agent.post('/api/conversations').send({ title: 'Creatine et sèche' })).body
      .id;
    const message = (
      await agent.post('/api/conversations').send({
        title: 'Compléments',
        firstMessage: { role: 'user', content: 'Dose de CRÉATINE ?' },
      })
    ).body.id;
    await agent.post('/api/conversations').send({ title: 'Cardio' });
    const found = async (q: string) =>
      (
        (await agent.get('/api/conversations').query({ q, limit: 10 })).body.items as Array<{
          id: string;
        }>
      )
        .map((c) => c.id)
        .sort();
    const both = [title, message].sort();
    expect(await found('créatine')).toEqual(both);
    expect(await found('CREATINE')).toEqual(both);
    expect(await found('cre\u0301atine')).toEqual(both);
    expect(await found('seche')).toEqual([title]);
    expect(await found('complements')).toEqual([message]);
    expect(await found('100%')).toEqual([]);
  });
});
