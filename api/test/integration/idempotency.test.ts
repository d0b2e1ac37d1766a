import request from 'supertest';
import { startTestApp, type TestApp } from '../support/harness';

// Writes that carry an Idempotency-Key are applied once (platform/http/idempotency): the gateway
// may pass such a write on to another replica when the first one closed the connection, and the
// front ends send a key with every write.

let t: TestApp;
let replica: { url: string; close: () => Promise<void> };
beforeAll(async () => {
  t = await startTestApp();
  replica = await t.replica();
});
afterAll(async () => {
  await replica.close();
  await t.close();
});

const countMessages = async (conversationId: string) => {
  const [rows] = await t.sequelize.query(
    'SELECT count(*)::int AS n FROM messages WHERE conversation_id = :id',
    { replacements: { id: conversationId } },
  );
  return Number((rows as Array<{ n: number }>)[0]?.n);
};

async function memberWithConversation() {
  const member = await t.seedUser();
  const login = await request(t.url)
    .post('/api/auth/login')
    .set('Origin', t.url)
    .send({ username: member.username, password: member.password });
  expect(login.status).toBe(200);
  const cookie = String(login.headers['set-cookie']).split(';')[0]!;
  const created = await request(t.url)
    .post('/api/conversations')
    .set('Origin', t.url)
    .set('Cookie', cookie)
    .send({ title: 'Idempotence' });
  expect(created.status).toBe(201);
  return { cookie, conversationId: String(created.body.id) };
}

const postMessage = (url: string, cookie: string, key: string | undefined, body: object) => {
  const req = request(url).post('/api/messages').set('Origin', url).set('Cookie', cookie);
  if (key !== undefined) req.set('Idempotency-Key', key);
  return req.send(body);
};

describe('Idempotency-Key', () => {
  it('the same write sent again, on either replica, is applied once and answered the same', async () => {
    const { cookie, conversationId } = await memberWithConversation();
    const body = { conversationId, type: 'user', content: 'Une seule fois' };
    const first = await postMessage(t.url, cookie, 'key-1', body);
    expect(first.status).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await postMessage(replica.url, cookie, 'key-1', body);
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await countMessages(conversationId)).toBe(1);
    // Another key is another write.
    expect((await postMessage(t.url, cookie, 'key-2', body)).status).toBe(201);
    expect(await countMessages(conversationId)).toBe(2);
  });

  it('five copies at once: one is applied, the others replay it or are told it is in progress', async () => {
    const { cookie, conversationId } = await memberWithConversation();
    const body = { conversationId, type: 'user', content: 'Cinq copies' };
    const answers = await Promise.all(
      [t.url, replica.url, t.url, replica.url, t.url].map((url) =>
        postMessage(url, cookie, 'concurrent-key', body),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    for (const a of answers.filter((x) => x.status === 409)) {
      expect(a.body).toMatchObject({ code: 'IDEMPOTENCY_IN_PROGRESS' });
    }
    const applied = answers.filter((a) => a.status === 201 && !a.headers['idempotent-replayed']);
    expect(applied).toHaveLength(1);
    expect(await countMessages(conversationId)).toBe(1);
  });

  it('the same key for another body or another path is refused (422) and changes nothing', async () => {
    const { cookie, conversationId } = await memberWithConversation();
    const body = { conversationId, type: 'user', content: 'Premier' };
    expect((await postMessage(t.url, cookie, 'reused', body)).status).toBe(201);
    const other = await postMessage(t.url, cookie, 'reused', { ...body, content: 'Second' });
    expect(other.status).toBe(422);
    expect(other.body).toEqual({
      message: 'Cette clé Idempotency-Key a déjà servi pour une autre requête.',
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
    const elsewhere = await request(t.url)
      .post('/api/conversations')
      .set('Origin', t.url)
      .set('Cookie', cookie)
      .set('Idempotency-Key', 'reused')
      .send({ title: 'x' });
    expect(elsewhere.status).toBe(422);
    expect(await countMessages(conversationId)).toBe(1);
  });

  it('a refused write is not kept: the retry runs again', async () => {
    const { cookie, conversationId } = await memberWithConversation();
    const missing = '00000000-0000-4000-8000-000000000000';
    const refused = await postMessage(t.url, cookie, 'after-404', {
      conversationId: missing,
      type: 'user',
      content: 'x',
    });
    expect(refused.status).toBe(404);
    const again = await postMessage(t.url, cookie, 'after-404', {
      conversationId: missing,
      type: 'user',
      content: 'x',
    });
    expect(again.status).toBe(404);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(await countMessages(conversationId)).toBe(0);
  });

  it('keys are per member: another member with the same key gets its own write', async () => {
    const a = await memberWithConversation();
    const b = await memberWithConversation();
    const sent = (m: typeof a) =>
      postMessage(t.url, m.cookie, 'shared-key', {
        conversationId: m.conversationId,
        type: 'user',
        content: 'Même clé',
      });
    expect((await sent(a)).status).toBe(201);
    const other = await sent(b);
    expect(other.status).toBe(201);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(await countMessages(b.conversationId)).toBe(1);
  });

  it('a malformed key is a 400 in the error shape, and nothing is written', async () => {
    const { cookie, conversationId } = await memberWithConversation();
    for (const key of ['', 'a'.repeat(256), 'clé accentuée', 'with space']) {
      const res = await postMessage(t.url, cookie, key, {
        conversationId,
        type: 'user',
        content: 'x',
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'INVALID_IDEMPOTENCY_KEY' });
      expect(res.body.message).toMatch(/Idempotency-Key/);
    }
    expect(await countMessages(conversationId)).toBe(0);
  });

  it('anonymous writes ignore the key (a repeated sign-in signs in again)', async () => {
    const member = await t.seedUser();
    const login = () =>
      request(t.url)
        .post('/api/auth/login')
        .set('Origin', t.url)
        .set('Idempotency-Key', 'login-key')
        .send({ username: member.username, password: member.password });
    const first = await login();
    const second = await login();
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(second.headers['set-cookie']).toBeDefined();
  });
});
