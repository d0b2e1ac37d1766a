import http from 'node:http';
import zlib from 'node:zlib';
import { Client } from 'pg';
import { createClient } from 'redis';
import { QueryTypes } from 'sequelize';
import request from 'supertest';
import { createMigrator } from '../../src/platform/db/migrate';
import { startTestApp, type TestApp } from '../support/harness';
import { eventually } from '../support/eventually';
import { startTcpProxy } from '../support/tcp-proxy';

// Replicas cache each user's conversation list (modules/conversations/conversation-cache). What the API promises:
// a write made through the API, on any replica, is in the list of the very next request on every
// replica; a write made straight in SQL is in it within milliseconds (PostgreSQL notifications,
// migration 0008), so these tests wait for it (up to 5 s); a replica that cannot hear those
// notifications reads lists from the database.

let t: TestApp;
let b: { url: string };
let relay: Awaited<ReturnType<typeof startTcpProxy>>;

beforeAll(async () => {
  t = await startTestApp();
  // Replica B hears the database's notifications through a relay the tests can hold: with them
  // held, only the conversations version in Redis can tell B about a write.
  relay = await startTcpProxy(databaseUrl());
  b = await t.replica({}, { feedUrl: relay.url });
});
afterAll(async () => {
  await t.close();
  await relay.close();
});

/** Runs `act` with B's notifications held back, then lets them through. */
async function deafB<T>(act: () => Promise<T>): Promise<T> {
  relay.hold();
  try {
    return await act();
  } finally {
    relay.release();
  }
}

type Summary = { id: string; title: string; messageCount: number };

async function login(url: string, username: string, password: string): Promise<string> {
  const res = await request(url)
    .post('/api/auth/login')
    .set('Origin', url)
    .send({ username, password });
  expect(res.status).toBe(200);
  return String(res.headers['set-cookie']).split(';')[0]!;
}

/** A member signed in on replica A, with conversations created through the API. */
async function member(titles: string[]) {
  const user = await t.seedUser();
  const cookie = await login(t.url, user.username, user.password);
  const ids: string[] = [];
  for (const title of titles) {
    const res = await request(t.url)
      .post('/api/conversations')
      .set('Cookie', cookie)
      .set('Origin', t.url)
      .send({ title });
    expect(res.status).toBe(201);
    ids.push(res.body.id as string);
  }
  return { user, cookie, ids };
}

const get = (url: string, cookie: string, query = '') =>
  request(url).get(`/api/conversations${query}`).set('Cookie', cookie);

/** "title:count" per conversation, newest first, from the plain list or a page. */
async function shown(url: string, cookie: string, query = ''): Promise<string[]> {
  const res = await get(url, cookie, query);
  expect(res.status).toBe(200);
  const items = (Array.isArray(res.body) ? res.body : res.body.items) as Summary[];
  return items.map((c) => `${c.title}:${c.messageCount}`);
}

/** A few reads, so that the replica knows the session's user and has cached the list. */
async function warm(url: string, cookie: string, query = ''): Promise<string[]> {
  let last: string[] = [];
  for (let i = 0; i < 3; i += 1) last = await shown(url, cookie, query);
  return last;
}

/** SQL run with triggers off (session_replication_role): a change no replica is told about. */
async function unannounced(sql: string, values: unknown[]): Promise<void> {
  const direct = new Client({ connectionString: databaseUrl() });
  await direct.connect();
  try {
    await direct.query("SET session_replication_role = 'replica'");
    await direct.query(sql, values);
  } finally {
    await direct.end();
  }
}

function databaseUrl(): string {
  return String(t.config.databaseUrl);
}

/** GET with the bytes as sent (no decompression), and the headers but the per-answer ones. */
function raw(url: string, cookie: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const headers: Record<string, string> = { cookie };
      if (acceptEncoding) headers['accept-encoding'] = acceptEncoding;
      http
        .get(url, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const { date: _date, 'x-request-id': _id, ...kept } = res.headers;
            // The session cookie's expiry is a clock reading like Date: two answers a second
            // apart differ there and nowhere else (the rest of the cookie is compared).
            if (kept['set-cookie']) {
              kept['set-cookie'] = kept['set-cookie'].map((c) =>
                c.replace(/; Expires=[^;]+/, '; Expires=<date>'),
              );
            }
            resolve({ status: res.statusCode ?? 0, headers: kept, body: Buffer.concat(chunks) });
          });
        })
        .on('error', reject);
    },
  );
}

function decode(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'gzip') return zlib.gunzipSync(body);
  if (encoding === 'br') return zlib.brotliDecompressSync(body);
  return body;
}

const write = (method: 'post' | 'delete', path: string, cookie: string, body?: object) => {
  const req = request(t.url)[method](path).set('Cookie', cookie).set('Origin', t.url);
  return body ? req.send(body) : req;
};

describe.each([
  ['the plain list', ''],
  ['the first page', '?limit=20'],
])('%s, cached on replica B', (_name, query) => {
  it('is answered from the cache (a change nobody announced is not seen)', async () => {
    const { cookie, ids } = await member(['un', 'deux']);
    expect(await warm(b.url, cookie, query)).toEqual(['deux:0', 'un:0']);
    await unannounced('UPDATE conversations SET title = $1 WHERE id = $2', ['caché', ids[0]]);
    expect(await shown(b.url, cookie, query)).toEqual(['deux:0', 'un:0']);
  });

  it('shows a message posted through replica A at the very next request', async () => {
    const { cookie, ids } = await member(['un', 'deux']);
    await warm(b.url, cookie, query);
    await deafB(async () => {
      await unannounced('UPDATE conversations SET title = $1 WHERE id = $2', ['vu', ids[1]]);
      const posted = await write('post', '/api/messages', cookie, {
        conversationId: ids[0],
        type: 'user',
        content: 'bonjour',
      });
      expect(posted.status).toBe(201);
      expect(await shown(b.url, cookie, query)).toEqual(['un:1', 'vu:0']);
      const answered = await write('post', '/api/messages', cookie, {
        conversationId: ids[1],
        type: 'ai',
        content: 'réponse',
      });
      expect(answered.status).toBe(201);
      expect(await shown(b.url, cookie, query)).toEqual(['vu:1', 'un:1']);
    });
  });

  it('shows a conversation created through replica A at the very next request', async () => {
    const { cookie } = await member(['un']);
    await warm(b.url, cookie, query);
    await deafB(async () => {
      const created = await write('post', '/api/conversations', cookie, {
        title: 'nouvelle',
        firstMessage: { content: 'salut' },
      });
      expect(created.status).toBe(201);
      expect(await shown(b.url, cookie, query)).toEqual(['nouvelle:1', 'un:0']);
    });
  });

  it('drops a conversation deleted through replica A, then all of them', async () => {
    const { cookie, ids } = await member(['un', 'deux', 'trois']);
    await warm(b.url, cookie, query);
    await deafB(async () => {
      expect((await write('delete', `/api/conversations/${ids[1]}`, cookie)).status).toBe(200);
      expect(await shown(b.url, cookie, query)).toEqual(['trois:0', 'un:0']);
      expect((await write('delete', '/api/conversations', cookie)).status).toBe(200);
      expect(await shown(b.url, cookie, query)).toEqual([]);
    });
  });

  it('shows a change made straight in SQL within milliseconds', async () => {
    const { user, cookie, ids } = await member(['un']);
    await warm(b.url, cookie, query);
    await t.sequelize.query(
      `INSERT INTO conversations (id, user_id, title, created_at, updated_at)
       VALUES (gen_random_uuid(), $userId, 'importée', now(), now())`,
      { bind: { userId: user.id } },
    );
    expect(await eventually(() => shown(b.url, cookie, query), ['importée:0', 'un:0'])).toEqual([
      'importée:0',
      'un:0',
    ]);
    await t.sequelize.query(
      `INSERT INTO messages (conversation_id, type, content)
       SELECT $id, 'user', 'm' || i FROM generate_series(1, 3) i`,
      { bind: { id: ids[0] } },
    );
    const counted = ['importée:0', 'un:3'];
    expect(await eventually(() => shown(b.url, cookie, query), counted)).toEqual(counted);
  });
});

describe('conversation list cache', () => {
  it('answers a hit with the same status, headers and bytes as the miss before it, in each encoding', async () => {
    const long = (n: number) => `Programme ${n} `.padEnd(80, 'x');
    const { cookie } = await member(Array.from({ length: 12 }, (_, n) => long(n)));
    let written = 0;
    for (const query of ['', '?limit=10']) {
      for (const encoding of ['identity', 'gzip', 'br', 'gzip, deflate, br, zstd']) {
        await warm(b.url, cookie, query);
        // A write through replica A: B's next read is a miss, the one after it a hit.
        written += 1;
        await write('post', '/api/conversations', cookie, { title: long(100 + written) });
        const [miss, hit] = [
          await raw(`${b.url}/api/conversations${query}`, cookie, encoding),
          await raw(`${b.url}/api/conversations${query}`, cookie, encoding),
        ];
        expect(hit).toEqual(miss);
        const expected = encoding === 'identity' ? undefined : encoding === 'gzip' ? 'gzip' : 'br';
        expect(miss!.headers['content-encoding']).toBe(expected);
        expect(miss!.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(miss!.headers['cache-control']).toBe('no-store');
        expect(miss!.headers.vary).toBe('Accept-Encoding');
        expect(miss!.headers.etag).toBeUndefined();
        expect(Number(miss!.headers['content-length'])).toBe(miss!.body.length);
        const json = decode(miss!.body, expected).toString();
        expect(json).toContain(long(100 + written));
        // The same list as the JSON a client without compression gets.
        const plainAnswer = await raw(`${b.url}/api/conversations${query}`, cookie);
        expect(JSON.parse(json)).toEqual(JSON.parse(plainAnswer.body.toString()));
      }
    }
  });

  it('keeps each member to their own list', async () => {
    const first = await member(['à moi']);
    const second = await member(['à toi']);
    for (let i = 0; i < 3; i += 1) {
      expect(await shown(b.url, first.cookie)).toEqual(['à moi:0']);
      expect(await shown(b.url, second.cookie)).toEqual(['à toi:0']);
      expect(await shown(b.url, first.cookie, '?limit=5')).toEqual(['à moi:0']);
      expect(await shown(b.url, second.cookie, '?limit=5')).toEqual(['à toi:0']);
    }
  });

  it('pages after a cursor follow a write made on the other replica', async () => {
    const { cookie, ids } = await member(['un', 'deux', 'trois']);
    const firstPage = await get(b.url, cookie, '?limit=1');
    const cursor = firstPage.body.nextCursor as string;
    expect(await warm(b.url, cookie, `?limit=5&cursor=${cursor}`)).toEqual(['deux:0', 'un:0']);
    await write('post', '/api/messages', cookie, {
      conversationId: ids[0],
      type: 'user',
      content: 'remonte',
    });
    expect(await shown(b.url, cookie, `?limit=5&cursor=${cursor}`)).toEqual(['deux:0']);
  });

  it('never answers a search from the cache', async () => {
    const { cookie, ids } = await member(['un', 'deux']);
    expect(await warm(b.url, cookie, '?q=zèbre')).toEqual([]);
    await unannounced('UPDATE conversations SET title = $1 WHERE id = $2', ['zèbre', ids[0]]);
    expect(await shown(b.url, cookie, '?q=zèbre')).toEqual(['zèbre:0']);
  });

  it('reads the list from the database when the user has no version in Redis', async () => {
    const { user, cookie, ids } = await member(['un']);
    await warm(b.url, cookie);
    await unannounced('UPDATE conversations SET title = $1 WHERE id = $2', ['relu', ids[0]]);
    const redis = createClient({ url: process.env.TEST_REDIS_URL });
    await redis.connect();
    try {
      await redis.del(`${t.config.redisPrefix}conversations:version:${user.id}`);
    } finally {
      await redis.close();
    }
    expect(await shown(b.url, cookie)).toEqual(['relu:0']);
  });

  it('expires entries after CONVERSATION_CACHE_SECONDS, and 0 caches nothing', async () => {
    const short = await t.replica({ CONVERSATION_CACHE_SECONDS: '1' });
    const off = await t.replica({ CONVERSATION_CACHE_SECONDS: '0' });
    const { cookie, ids } = await member(['un']);
    await warm(short.url, cookie);
    await warm(off.url, cookie);
    await unannounced('UPDATE conversations SET title = $1 WHERE id = $2', ['expiré', ids[0]]);
    expect(await shown(off.url, cookie)).toEqual(['expiré:0']);
    expect(await eventually(() => shown(short.url, cookie), ['expiré:0'])).toEqual(['expiré:0']);
    await Promise.all([short.close(), off.close()]);
  });

  it('a replica whose notifications connection is lost reads lists from the database until it listens again', async () => {
    const proxy = await startTcpProxy(databaseUrl());
    const cut = await t.replica({}, { feedUrl: proxy.url });
    try {
      const { user, cookie } = await member(['un']);
      expect(await warm(cut.url, cookie)).toEqual(['un:0']);
      await proxy.cut();
      // Written while the replica cannot hear about it.
      await t.sequelize.query(
        `INSERT INTO conversations (user_id, title, created_at, updated_at, id)
         VALUES ($userId, 'pendant la coupure', now(), now(), gen_random_uuid())`,
        { bind: { userId: user.id } },
      );
      const during = ['pendant la coupure:0', 'un:0'];
      expect(await eventually(() => shown(cut.url, cookie), during)).toEqual(during);
      // Still cut: every read goes to the database, so every write is seen at once.
      for (const title of ['coupé 1', 'coupé 2', 'coupé 3']) {
        await t.sequelize.query(
          `UPDATE conversations SET title = $title
           WHERE user_id = $userId AND title <> 'pendant la coupure'`,
          { bind: { userId: user.id, title } },
        );
        expect(await shown(cut.url, cookie)).toEqual(['pendant la coupure:0', `${title}:0`]);
      }
      await proxy.restore();
      // Listening again: changes in SQL reach it once more.
      await t.sequelize.query(
        `UPDATE conversations SET title = 'rétabli' WHERE user_id = $userId AND title = 'coupé 3'`,
        { bind: { userId: user.id } },
      );
      const after = ['pendant la coupure:0', 'rétabli:0'];
      expect(await eventually(() => shown(cut.url, cookie), after)).toEqual(after);
    } finally {
      await cut.close();
      await proxy.close();
    }
  });

  it('a replica whose notifications connection goes silent (no reset) stops answering from its cache', async () => {
    const proxy = await startTcpProxy(databaseUrl());
    const silent = await t.replica({}, { feedUrl: proxy.url, feedHeartbeatMs: 100 });
    try {
      const { user, cookie } = await member(['un']);
      expect(await warm(silent.url, cookie)).toEqual(['un:0']);
      // Nothing from PostgreSQL reaches the replica's feed any more, and no error tells it so.
      proxy.hold();
      await t.sequelize.query(`UPDATE conversations SET title = 'muet' WHERE user_id = $userId`, {
        bind: { userId: user.id },
      });
      expect(await eventually(() => shown(silent.url, cookie), ['muet:0'])).toEqual(['muet:0']);
    } finally {
      proxy.release();
      await silent.close();
      await proxy.close();
    }
  });

  it('migration 0008 down removes the notifying triggers and up brings them back', async () => {
    const triggers = async () =>
      (
        await t.sequelize.query<{ name: string }>(
          `SELECT tgname AS name FROM pg_trigger
           WHERE tgrelid = 'conversations'::regclass AND tgname LIKE 'conversation_lists_%'
           ORDER BY 1`,
          { type: QueryTypes.SELECT },
        )
      ).map((r) => r.name);
    expect(await triggers()).toHaveLength(4);
    const migrator = createMigrator(t.sequelize);
    await migrator.down({ to: '0008-conversation-notify' });
    expect(await triggers()).toEqual([]);
    await migrator.up();
    expect(await triggers()).toEqual([
      'conversation_lists_delete',
      'conversation_lists_insert',
      'conversation_lists_truncate',
      'conversation_lists_update',
    ]);
    const listener = new Client({ connectionString: databaseUrl() });
    await listener.connect();
    try {
      const heard: string[] = [];
      listener.on('notification', (n) => heard.push(`${n.channel} ${n.payload}`));
      await listener.query('LISTEN conversation_lists');
      const { user } = await member(['un']);
      const expected = [`conversation_lists ${user.id}`];
      expect(await eventually(async () => heard, expected)).toEqual(expected);
    } finally {
      await listener.end();
    }
  });
});
