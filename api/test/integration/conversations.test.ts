import { countTokens } from '../../src/platform/tokens';
import { startTestApp, type TestApp } from '../support/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const count = async (sql: string, replacements: Record<string, unknown> = {}) => {
  const [rows] = await t.sequelize.query(sql, { replacements });
  return Number((rows as Array<{ n: number }>)[0]?.n);
};

describe('conversations and messages', () => {
  it('anonymous visitors get 401 on every call', async () => {
    const a = t.agent();
    const id = '00000000-0000-4000-8000-000000000000';
    for (const res of [
      await a.get('/api/conversations'),
      await a.get(`/api/conversations/${id}`),
      await a.post('/api/conversations').send({ title: 'x' }),
      await a.delete(`/api/conversations/${id}`),
      await a.delete('/api/conversations'),
      await a.post('/api/messages').send({ conversationId: id, type: 'user', content: 'x' }),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Authentification requise');
    }
  });

  it('creates a conversation with its first message and lists it with messageCount', async () => {
    const { agent } = await t.signedIn();
    const created = await agent.post('/api/conversations').send({
      title: 'Programme prise de masse',
      firstMessage: { role: 'user', content: 'Salut coach' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ title: 'Programme prise de masse' });
    expect(created.body.id).toMatch(/^[0-9a-f-]{36}$/);
    const list = await agent.get('/api/conversations');
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      expect.objectContaining({
        id: created.body.id,
        title: 'Programme prise de masse',
        messageCount: 1,
      }),
    ]);
    expect(Number.isNaN(Date.parse(list.body[0].updatedAt))).toBe(false);
    const detail = await agent.get(`/api/conversations/${created.body.id}`);
    expect(detail.body.messages).toEqual([
      expect.objectContaining({
        role: 'user',
        content: 'Salut coach',
        tokens: countTokens('Salut coach'),
      }),
    ]);
  });

  it('cuts titles to 80 characters on the server', async () => {
    const { agent } = await t.signedIn();
    const long = 'é'.repeat(50) + 'x'.repeat(100);
    const res = await agent.post('/api/conversations').send({ title: long });
    expect(res.status).toBe(201);
    expect(res.body.title).toBe(long.slice(0, 80));
    expect(Array.from(res.body.title)).toHaveLength(80);
  });

  it('adds messages (user and ai), counts tokens when not given, bumps updatedAt and reorders the list', async () => {
    const { agent } = await t.signedIn();
    const first = (await agent.post('/api/conversations').send({ title: 'first' })).body;
    const second = (await agent.post('/api/conversations').send({ title: 'second' })).body;
    let list = await agent.get('/api/conversations');
    expect(list.body.map((c: { id: string }) => c.id)).toEqual([second.id, first.id]);

    const content = 'Combien de protéines par jour pour 80 kg ?';
    const msg = await agent
      .post('/api/messages')
      .send({ conversationId: first.id, type: 'user', content });
    expect(msg.status).toBe(201);
    expect(msg.body).toMatchObject({
      conversationId: first.id,
      type: 'user',
      content,
      tokens: countTokens(content),
    });
    expect(countTokens(content)).toBeGreaterThan(5);
    const reply = await agent
      .post('/api/messages')
      .send({ conversationId: first.id, type: 'ai', content: 'Environ 2 g/kg.', tokens: 7 });
    expect(reply.body.tokens).toBe(7);

    list = await agent.get('/api/conversations');
    expect(list.body.map((c: { id: string }) => c.id)).toEqual([first.id, second.id]);
    expect(list.body[0].messageCount).toBe(2);
    expect(Date.parse(list.body[0].updatedAt)).toBeGreaterThan(Date.parse(first.updatedAt));

    const detail = await agent.get(`/api/conversations/${first.id}`);
    expect(detail.body.messages.map((m: { role: string }) => m.role)).toEqual([
      'user',
      'assistant',
    ]);
    expect(detail.body.messages[1]).toMatchObject({ content: 'Environ 2 g/kg.' });
    expect(typeof detail.body.messages[0].ts).toBe('string');
  });

  it.each([
    [{ type: 'user', content: 'x' }, 'Identifiant invalide'],
    [{ conversationId: 'nope', type: 'user', content: 'x' }, 'Identifiant invalide'],
    [
      { conversationId: '00000000-0000-4000-8000-000000000000', type: 'system', content: 'x' },
      "Le type de message doit être 'user' ou 'ai'",
    ],
    [
      { conversationId: '00000000-0000-4000-8000-000000000000', type: 'user', content: '' },
      'Le contenu du message est requis',
    ],
    [
      { conversationId: '00000000-0000-4000-8000-000000000000', type: 'user' },
      'Le contenu du message est requis',
    ],
    [
      {
        conversationId: '00000000-0000-4000-8000-000000000000',
        type: 'user',
        content: 'x',
        tokens: -1,
      },
      'Donnée invalide : tokens must be greater than or equal to 0',
    ],
  ])('POST /api/messages refuses %j with 400 "%s"', async (body, message) => {
    const { agent } = await t.signedIn();
    const res = await agent.post('/api/messages').send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('POST /api/conversations requires a title', async () => {
    const { agent } = await t.signedIn();
    for (const body of [{}, { title: '' }, { title: '   ' }, { title: 42 }]) {
      const res = await agent.post('/api/conversations').send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Le titre est requis');
    }
  });

  it("another user's conversation is a 404 everywhere and is left untouched", async () => {
    const owner = await t.signedIn();
    const other = await t.signedIn();
    const conv = (
      await owner.agent
        .post('/api/conversations')
        .send({ title: 'private', firstMessage: { role: 'user', content: 'secret' } })
    ).body;
    const get = await other.agent.get(`/api/conversations/${conv.id}`);
    expect(get.status).toBe(404);
    expect(get.body.message).toBe('Conversation introuvable');
    expect((await other.agent.delete(`/api/conversations/${conv.id}`)).status).toBe(404);
    expect(
      (
        await other.agent
          .post('/api/messages')
          .send({ conversationId: conv.id, type: 'user', content: 'hi' })
      ).status,
    ).toBe(404);
    expect(await other.agent.get('/api/conversations').then((r) => r.body)).toEqual([]);
    await other.agent.delete('/api/conversations');
    const still = await owner.agent.get(`/api/conversations/${conv.id}`);
    expect(still.status).toBe(200);
    expect(still.body.messages).toHaveLength(1);
  });

  it('an unknown or malformed id: 404 and 400', async () => {
    const { agent } = await t.signedIn();
    expect(
      (await agent.get('/api/conversations/00000000-0000-4000-8000-000000000000')).status,
    ).toBe(404);
    const bad = await agent.get('/api/conversations/not-a-uuid');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Identifiant invalide');
  });

  it('deleting a conversation removes its messages; delete-all removes every conversation of the user only', async () => {
    const { agent, user } = await t.signedIn();
    const other = await t.signedIn();
    const otherConv = (
      await other.agent
        .post('/api/conversations')
        .send({ title: 'kept', firstMessage: { role: 'user', content: 'a' } })
    ).body;
    const a = (
      await agent
        .post('/api/conversations')
        .send({ title: 'a', firstMessage: { role: 'user', content: 'a' } })
    ).body;
    await agent.post('/api/messages').send({ conversationId: a.id, type: 'ai', content: 'b' });
    expect(
      await count('SELECT count(*)::int AS n FROM messages WHERE conversation_id = :id', {
        id: a.id,
      }),
    ).toBe(2);
    const del = await agent.delete(`/api/conversations/${a.id}`);
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ message: 'Conversation supprimée', deleted: 1 });
    expect(
      await count('SELECT count(*)::int AS n FROM messages WHERE conversation_id = :id', {
        id: a.id,
      }),
    ).toBe(0);

    await agent
      .post('/api/conversations')
      .send({ title: 'b', firstMessage: { role: 'user', content: 'b' } });
    await agent.post('/api/conversations').send({ title: 'c' });
    const all = await agent.delete('/api/conversations');
    expect(all.body).toEqual({ message: 'Conversations supprimées', deleted: 2 });
    expect(
      await count('SELECT count(*)::int AS n FROM conversations WHERE user_id = :id', {
        id: user.id,
      }),
    ).toBe(0);
    expect((await other.agent.get(`/api/conversations/${otherConv.id}`)).status).toBe(200);
  });

  it('search (titles and message text) and keyset paging with limit and cursor', async () => {
    const { agent } = await t.signedIn();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await agent.post('/api/conversations').send({
        title: `Séance ${i}`,
        firstMessage: { role: 'user', content: i === 1 ? 'squat 100% lourd' : 'repos' },
      });
      ids.unshift(res.body.id);
    }
    const page1 = await agent.get('/api/conversations?limit=2');
    expect(page1.body.items.map((c: { id: string }) => c.id)).toEqual(ids.slice(0, 2));
    expect(page1.body.nextCursor).toEqual(expect.any(String));
    const page2 = await agent.get(`/api/conversations?limit=2&cursor=${page1.body.nextCursor}`);
    expect(page2.body.items.map((c: { id: string }) => c.id)).toEqual(ids.slice(2, 4));
    const page3 = await agent.get(`/api/conversations?limit=2&cursor=${page2.body.nextCursor}`);
    expect(page3.body.items.map((c: { id: string }) => c.id)).toEqual(ids.slice(4));
    expect(page3.body.nextCursor).toBeNull();

    const byMessage = await agent.get('/api/conversations').query({ q: 'SQUAT 100%' });
    expect(byMessage.body.items.map((c: { title: string }) => c.title)).toEqual(['Séance 1']);
    const byTitle = await agent.get('/api/conversations').query({ q: 'séance 3' });
    expect(byTitle.body.items.map((c: { title: string }) => c.title)).toEqual(['Séance 3']);
    // % and _ are literal characters, not wildcards.
    expect((await agent.get('/api/conversations').query({ q: '%' })).body.items).toHaveLength(1);
    expect((await agent.get('/api/conversations').query({ q: '_' })).body.items).toHaveLength(0);

    const bad = await agent.get('/api/conversations?cursor=bm90LWEtY3Vyc29y');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Curseur de pagination invalide');
    expect((await agent.get('/api/conversations?limit=0')).status).toBe(400);
    expect((await agent.get('/api/conversations?limit=101')).status).toBe(400);
  });
});
