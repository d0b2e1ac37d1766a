// Issue 13: the text policy at the edge, the username rule and migration 0009, on PostgreSQL
// (a `--locale=C` cluster, where lower() alone folds ASCII only).
import { QueryTypes } from 'sequelize';
import type request from 'supertest';
import { createMigrator } from '../../src/platform/db/migrate';
import { createLogger } from '../../src/platform/logger';
import { ensureAdmin } from '../../src/modules/members/bootstrap.service';
import {
  ADMIN_PASSWORD,
  snapshot,
  startTestApp,
  uniqueName,
  type TestApp,
} from '../support/harness';
import { expectHostileCase, HOSTILE_CASES } from '../support/hostile-cases';

let t: TestApp;
let member: request.Agent;
let admin: request.Agent;
let conversationId: string;

beforeAll(async () => {
  t = await startTestApp({ AI_RATE_PER_MIN: '100000' });
  member = (await t.signedIn({ hasIAAccess: true })).agent;
  admin = (await t.signedIn({ role: 'admin' })).agent;
  conversationId = (await member.post('/api/conversations').send({ title: 'seed' })).body.id;
});
afterAll(() => t.close());

const sql = <T extends object>(query: string, bind: Record<string, unknown> = {}) =>
  t.sequelize.query<T>(query, { bind, type: QueryTypes.SELECT });

describe('hostile input: 400 { message, code } naming the field, nothing changed', () => {
  it.each(HOSTILE_CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    await expectHostileCase(c, { member, admin, anon: t.agent }, { conversationId }, t.sequelize);
  });
});

describe('control characters per field', () => {
  it('message contents keep line breaks and tabs and lose other control characters', async () => {
    const res = await member.post('/api/messages').send({
      conversationId,
      type: 'user',
      content: 'Séries :\n\t4 x 8\u0007\u001b[0m',
    });
    expect(res.status).toBe(201);
    expect(res.body.content).toBe('Séries :\n\t4 x 8[0m');
  });

  it('titles and the welcome message: one line / several lines, controls stripped', async () => {
    const conv = await member.post('/api/conversations').send({ title: 'Prise\nde\tmasse\u0085' });
    expect(conv.status).toBe(201);
    expect(conv.body.title).toBe('Prise de masse');
    const set = await admin
      .post('/api/admin/settings')
      .send({ key: 'ia_welcome_message', value: 'Bienvenue\n\u001bcoach' });
    expect(set.status).toBe(200);
    expect((await t.agent().get('/api/settings/public')).body.welcomeMessage).toBe(
      'Bienvenue\ncoach',
    );
  });

  it('passwords are kept as typed, controls included', async () => {
    const username = uniqueName('pw');
    const password = 'tab\there\u0007';
    expect((await t.agent().post('/api/auth/register').send({ username, password })).status).toBe(
      201,
    );
    expect((await t.agent().post('/api/auth/login').send({ username, password })).status).toBe(200);
    expect(
      (await t.agent().post('/api/auth/login').send({ username, password: 'tab\there' })).status,
    ).toBe(401);
  });
});

describe('usernames', () => {
  const register = (username: string) =>
    t.agent().post('/api/auth/register').send({ username, password: 'secret1' });

  it('are stored in NFC and unique without regard to case, accented letters included', async () => {
    const base = uniqueName('élodie');
    const res = await register(`E\u0301${base.slice(1)}`);
    expect(res.status).toBe(201);
    expect(res.body.user.username).toBe(`É${base.slice(1)}`);
    for (const clash of [base, base.toUpperCase(), `e\u0301${base.slice(1)}`]) {
      const again = await register(clash);
      expect({ clash, status: again.status, message: again.body.message }).toEqual({
        clash,
        status: 409,
        message: "Ce nom d'utilisateur est déjà utilisé",
      });
    }
  });

  it('sign in whatever the case of the name, never whatever the password', async () => {
    const name = uniqueName('Łukasz');
    expect((await register(name)).status).toBe(201);
    for (const typed of [name, name.toLowerCase(), name.toUpperCase(), ` ${name} `]) {
      const res = await t
        .agent()
        .post('/api/auth/login')
        .send({ username: typed, password: 'secret1' });
      expect({ typed, status: res.status, username: res.body.user?.username }).toEqual({
        typed,
        status: 200,
        username: name,
      });
    }
    const wrong = await t
      .agent()
      .post('/api/auth/login')
      .send({ username: name, password: 'SECRET1' });
    expect(wrong.status).toBe(401);
  });

  it('an administrator cannot rename a user to another name in another case', async () => {
    const taken = await t.seedUser({ username: uniqueName('Taken') });
    const other = await t.seedUser();
    const res = await admin
      .patch(`/api/admin/users/${other.id}`)
      .send({ username: taken.username.toUpperCase() });
    expect(res.status).toBe(409);
    const renamed = await admin
      .patch(`/api/admin/users/${other.id}`)
      .send({ username: 'ad\u202emin' });
    expect(renamed.status).toBe(400);
    expect(renamed.body.code).toBe('VALIDATION');
  });

  it('the AI-log filter finds a name typed in another case', async () => {
    const name = uniqueName('Ézéchiel');
    const { agent, user } = await t.signedIn({ username: name, hasIAAccess: true });
    const conv = await agent.post('/api/conversations').send({
      title: 'x',
      firstMessage: { role: 'user', content: 'Bonjour' },
    });
    expect(conv.status).toBe(201);
    const logs = await admin.get('/api/admin/ia-logs').query({ username: name.toUpperCase() });
    expect(logs.body.logs.map((l: { userId: string }) => l.userId)).toEqual([user.id]);
  });

  it('failed logins count against one name however it is spelled (NFC, case)', async () => {
    const limited = await t.variant({ AUTH_RATE_PER_USERNAME: '2' });
    const statuses: number[] = [];
    for (const typed of ['E\u0301lodie_rl', 'élodie_rl', 'ÉLODIE_RL']) {
      const res = await limited
        .agent()
        .post('/api/auth/login')
        .send({ username: typed, password: 'wrong-password' });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 429]);
  });

  it('the fixed administrator name keeps working, in any case', async () => {
    // The harness has no bootstrap: create the fixed administrator (ADMIN_USERNAME=admin) as the
    // server does at start; a second start finds it whatever case it is looked up in.
    await ensureAdmin(t.config, createLogger('silent'));
    await ensureAdmin({ ...t.config, adminUsername: 'ADMIN' }, createLogger('silent'));
    const [count] = await sql<{ n: number }>(
      "SELECT count(*)::int AS n FROM users WHERE lower(username) = 'admin'",
    );
    expect(count!.n).toBe(1);
    for (const typed of ['admin', 'Admin', 'ADMIN']) {
      const res = await t
        .agent()
        .post('/api/auth/login')
        .send({ username: typed, password: ADMIN_PASSWORD });
      expect({ typed, status: res.status, isAdmin: res.body.user?.isAdmin }).toEqual({
        typed,
        status: 200,
        isAdmin: true,
      });
    }
  });
});

describe('migration 0009-username-rules', () => {
  it('stops, naming the clashing rows, changes nothing; after a fix it goes up, down and up', async () => {
    const migrator = createMigrator(t.sequelize);
    await migrator.down({ to: '0009-username-rules' });
    // Under the old index (the cluster's lower(), ASCII only here) these could coexist.
    // The migration names a group's rows by creation time: the two are created a second apart
    // (inserted back to back they can share the millisecond, and then the order falls to their
    // random ids).
    const tag = uniqueName('m');
    const [a] = await sql<{ id: string }>(
      `INSERT INTO users (username, password, created_at)
       VALUES ($name, 'x', now() - interval '2 seconds') RETURNING id`,
      { name: `Élodie_${tag}` },
    );
    const [b] = await sql<{ id: string }>(
      `INSERT INTO users (username, password, created_at)
       VALUES ($name, 'x', now() - interval '1 second') RETURNING id`,
      { name: `élodie_${tag}` },
    );
    const [c] = await sql<{ id: string }>(
      `INSERT INTO users (username, password) VALUES ($name, 'x') RETURNING id`,
      { name: `Zoe\u0301_${tag}` },
    );
    const before = await snapshot(t.sequelize);
    await expect(migrator.up()).rejects.toThrow(
      new RegExp(
        `Migration 0009-username-rules stopped, nothing changed: .*"Élodie_${tag}" \\(id ${a!.id}\\) / "élodie_${tag}" \\(id ${b!.id}\\)`,
      ),
    );
    expect(await snapshot(t.sequelize)).toBe(before);
    expect((await migrator.executed()).map((m) => m.name)).not.toContain('0009-username-rules');

    await sql(`UPDATE users SET username = $name WHERE id = $id`, {
      name: `elodie2_${tag}`,
      id: b!.id,
    });
    await migrator.up();
    const [normalised] = await sql<{ username: string }>(
      'SELECT username FROM users WHERE id = $id',
      {
        id: c!.id,
      },
    );
    expect(normalised!.username).toBe(`Zoé_${tag}`);
    await expect(
      sql(`INSERT INTO users (username, password) VALUES ($name, 'x')`, { name: `ÉLODIE_${tag}` }),
    ).rejects.toMatchObject({
      name: 'SequelizeUniqueConstraintError',
      parent: expect.objectContaining({ constraint: 'users_username_ci_idx' }),
    });

    await migrator.down({ to: '0009-username-rules' });
    await migrator.up();
    expect((await migrator.executed()).map((m) => m.name)).toContain('0009-username-rules');
  });
});
