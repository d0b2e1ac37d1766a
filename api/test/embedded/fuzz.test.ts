// The fuzz suite (test/support/fuzz.ts), smaller, against the embedded mode: PGlite over the
// wire protocol and in-memory sessions, as `npm start` runs, with the static site mounted (a
// minimal built site in a temp folder). Same properties, same seeds (FUZZ_SEED, FUZZ_RUNS).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { QueryTypes, type Sequelize } from 'sequelize';
import request from 'supertest';
import { createSequelize } from '../../src/platform/db/sequelize';
import { hashPassword } from '../../src/platform/password';
import { defineFuzzSuite, fuzzRuns, fuzzSeed, hostileUrlPiece } from '../support/fuzz';
import { seedSecondFactor, signIn as signInWithSecondStep } from '../support/second-factor';
import { expectHostileCase, HOSTILE_CASES } from '../support/hostile-cases';

const ROOT = path.join(__dirname, '..', '..', '..');
const work = mkdtempSync(path.join(tmpdir(), 'zak-fuzz-'));

let child: ChildProcess;
let sequelize: Sequelize;
let url: string;

beforeAll(async () => {
  child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'api', 'test', 'support', 'embedded-app.ts'), work],
    {
      cwd: ROOT,
      // tsx reads @zak/contract from source (plain Node reads contract/dist, built later).
      env: { ...process.env, TSX_TSCONFIG_PATH: path.join(ROOT, 'api', 'tsconfig.run.json') },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  let err = '';
  child.stderr?.on('data', (d: Buffer) => (err += d.toString()));
  const started = await new Promise<{ url: string; databaseUrl: string }>((resolve, reject) => {
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve(JSON.parse(line) as { url: string; databaseUrl: string });
    });
    child.once('exit', (code) => reject(new Error(`embedded app exited (${code}): ${err}`)));
  });
  url = started.url;
  // The test reads and seeds through a second connection to the same PGlite session: only
  // between requests, never during one.
  sequelize = createSequelize({ url: started.databaseUrl, poolMax: 1, sharedSession: true });
});

afterAll(async () => {
  await sequelize.close();
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
  rmSync(work, { recursive: true, force: true });
});

describe('fuzz: hostile input at every route (embedded PGlite + memory sessions)', () => {
  // The coach desk's routes are fuzzed on PostgreSQL only (integration/property.test.ts): PGlite
  // runs the same SQL, and the desk adds nothing to what this file is for (the embedded wiring:
  // in-memory sessions, the static site); on PGlite they doubled this file's time.
  defineFuzzSuite(() => ({ url, sequelize }), {
    runs: 8,
    skip: (name) => name.includes(' /api/coaching/'),
  });
});

describe('the static site under hostile paths', () => {
  const prefixes = ['/', '/admin/', '/remotes/chat/', '/remotes/marketing/', '/zak-ia-info/'];

  it('answers 400 or 404 (or the page), never 5xx, for bad escapes and odd segments', async () => {
    for (const raw of [
      '%ZZ',
      '%',
      '%E0%A4%A',
      '%ED%A0%80',
      '%00',
      '%2e%2e/%2e%2e/etc/passwd',
      'x%FF.js',
    ]) {
      for (const prefix of prefixes) {
        const res = await request(url).get(`${prefix}${raw}`);
        expect([200, 400, 404]).toContain(res.status);
      }
    }
  });

  it(`holds for generated segments too (seed ${fuzzSeed()})`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...prefixes), hostileUrlPiece, async (prefix, raw) => {
        const res = await request(url).get(`${prefix}${raw}`);
        if (![200, 400, 404].includes(res.status)) {
          throw new Error(`${res.status} for GET ${prefix}${raw.slice(0, 80)}`);
        }
      }),
      { seed: fuzzSeed(), numRuns: fuzzRuns(40) },
    );
  });
});

describe('the cases of issue 13: the same answers as on PostgreSQL', () => {
  let member: request.Agent;
  let admin: request.Agent;
  let conversationId: string;

  beforeAll(async () => {
    const hash = await hashPassword('cases-password-1');
    const signIn = async (username: string, role: 'user' | 'admin') => {
      const [row] = await sequelize.query<{ id: string }>(
        'INSERT INTO users (username, password, role, has_ia_access) VALUES (:username, :hash, :role, true) RETURNING id',
        { replacements: { username, hash, role }, type: QueryTypes.SELECT },
      );
      // Administrators need their second factor: seeded with a key the test signs in with.
      const totpSecret =
        role === 'admin' && row ? await seedSecondFactor(sequelize, row.id) : undefined;
      const agent = request.agent(url);
      const res = await signInWithSecondStep(agent, {
        username,
        password: 'cases-password-1',
        totpSecret,
      });
      expect(res.status).toBe(200);
      return agent;
    };
    member = await signIn('cases_member', 'user');
    admin = await signIn('cases_admin', 'admin');
    conversationId = (await member.post('/api/conversations').send({ title: 'seed' })).body.id;
  });

  it.each(HOSTILE_CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    await expectHostileCase(
      c,
      { member, admin, anon: () => request.agent(url) },
      { conversationId },
      sequelize,
    );
  });

  it('usernames are unique without regard to case, accented letters included', async () => {
    const register = (username: string) =>
      request(url).post('/api/auth/register').send({ username, password: 'secret1' });
    expect((await register('E\u0301lodie')).body.user.username).toBe('Élodie');
    for (const clash of ['élodie', 'ÉLODIE', 'e\u0301lodie']) {
      expect((await register(clash)).status).toBe(409);
    }
    const login = await request(url)
      .post('/api/auth/login')
      .send({ username: 'ÉLODIE', password: 'secret1' });
    expect(login.status).toBe(200);
  });
});
