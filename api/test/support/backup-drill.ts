// What the restore drills share: running the backup and restore commands as an operator does, a
// member's data written through the API, and every table's row count and checksum.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import request from 'supertest';
import { genericSignature } from '../../src/modules/payments/signature';

const ROOT = path.join(__dirname, '..', '..', '..');

/**
 * Starts `npm run backup` / `npm run restore` / the backup scheduler (the same files under tsx)
 * with only env's settings; root: another checkout's (testdata/backups/make-fixtures.ts runs an
 * older version's).
 */
export function startCommand(
  name: 'backup' | 'restore' | 'backup-schedule',
  args: string[],
  env: Record<string, string>,
  root = ROOT,
) {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(
      ([k]) => !/^(DATABASE_URL|REDIS_URL|TEST_|DATA_DIR)/.test(k),
    ),
  );
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'api', 'src', `${name}.ts`), ...args],
    {
      cwd: root,
      env: {
        ...clean,
        TSX_TSCONFIG_PATH: path.join(root, 'api', 'tsconfig.run.json'),
        LOG_LEVEL: 'silent',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const closed = new Promise<{ code: number | null; out: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, out })),
  );
  return { child, output: () => out, closed };
}

/** Runs `npm run backup` / `npm run restore` to its end (startCommand). */
export function runCommand(
  name: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
  root = ROOT,
): Promise<{ code: number | null; out: string }> {
  return startCommand(name, args, env, root).closed;
}

/** A member's life through the API: a conversation with messages, weigh-ins, a measurement, a check-in. */
export async function writeMemberData(agent: request.Agent): Promise<void> {
  const ok = (res: request.Response) => {
    if (res.status >= 300) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
    return res;
  };
  const conversation = ok(
    await agent.post('/api/conversations').send({
      title: 'Sèche de printemps',
      firstMessage: { role: 'user', content: 'Salut coach, je veux perdre 4 kg' },
    }),
  ).body as { id: string };
  for (const content of ['Voici mon programme', "Et l'alimentation ?"]) {
    ok(
      await agent
        .post('/api/messages')
        .send({ conversationId: conversation.id, type: 'user', content }),
    );
  }
  const day = (offset: number) =>
    new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
  for (const [offset, weightKg] of [
    [2, 82.4],
    [1, 82.1],
    [0, 81.7],
  ] as const) {
    ok(await agent.post('/api/progress/weights').send({ date: day(offset), weightKg }));
  }
  ok(
    await agent
      .post('/api/progress/measurements')
      .send({ date: day(0), waistCm: 84, bodyFatPct: 18, bodyFatMethod: 'calipers' }),
  );
  ok(
    await agent.post('/api/progress/checkins').send({
      date: day(0),
      dietAdherence: 8,
      trainingAdherence: 9,
      sleep: 6,
      energy: 7,
      stress: 4,
      hunger: 5,
      notes: 'bonne semaine',
    }),
  );
}

/** The secret of the drills' payment webhook (PAYMENT_WEBHOOK_SECRET). */
export const DRILL_PAYMENT_SECRET = 'drill-payment-secret-0123456789abcdef';

/**
 * A signed payment for the signed-in member (the generic webhook, order `orderId`): an entitlement
 * and a payment event, as a shop's payment makes them.
 */
export async function payForMember(
  url: string,
  agent: request.Agent,
  orderId: string,
): Promise<void> {
  const me = (await agent.get('/api/auth/user')).body as { subscribeUrl: string };
  const reference = new URL(me.subscribeUrl).searchParams.get('client_reference_id');
  const body = JSON.stringify({ id: orderId, type: 'grant', member: { reference } });
  const timestamp = Math.floor(Date.now() / 1000);
  const paid = await request(url)
    .post('/api/webhooks/generic')
    .set('Content-Type', 'application/json')
    .set('X-Zak-Timestamp', String(timestamp))
    .set('X-Zak-Signature', genericSignature(DRILL_PAYMENT_SECRET, timestamp, body))
    .send(body);
  if (paid.body?.result !== 'applied') throw new Error(`payment: ${paid.status} ${paid.text}`);
}

/**
 * Every table of the public schema: its row count and the md5 of all its rows (as text, in a
 * fixed order). Equal before the backup and after the restore = nothing lost, nothing changed.
 */
export async function tableChecksums(
  url: string,
  /** Per table, a WHERE condition: only those rows are counted and summed (false: none). */
  only: Record<string, string> = {},
): Promise<Record<string, string>> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ tablename: string }>(
      "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
    );
    const sums: Record<string, string> = {};
    for (const { tablename } of rows) {
      const result = await client.query<{ n: string; sum: string }>(
        `SELECT count(*) AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS sum
           FROM public."${tablename}" t WHERE ${only[tablename] ?? 'true'}`,
      );
      sums[tablename] = `${result.rows[0]?.n} rows, md5 ${result.rows[0]?.sum}`;
    }
    return sums;
  } finally {
    await client.end();
  }
}

/** The member of the older version's backups (testdata/backups, made by its make-fixtures.ts). */
export const FIXTURE_MEMBER = { username: 'fixture-member', password: 'pump-it-up-42' };

/** The older version's backup of that kind, kept in testdata/backups (README.md there). */
export function olderBackup(kind: 'postgres' | 'embedded'): string {
  const dir = path.join(ROOT, 'testdata', 'backups');
  const [file, ...more] = readdirSync(dir).filter((name) => name.startsWith(`zak-${kind}-`));
  if (!file || more.length) throw new Error(`testdata/backups: one zak-${kind}-* backup expected`);
  return path.join(dir, file);
}

/**
 * What writeMemberData and payForMember wrote, as the signed-in member sees it; source: where
 * their access comes from (the integration harness's members also have an administrator's grant).
 */
export async function expectMemberData(member: request.Agent, source = 'generic'): Promise<void> {
  expect((await member.get('/api/conversations')).body).toEqual([
    expect.objectContaining({ title: 'Sèche de printemps', messageCount: 3 }),
  ]);
  const weights = (await member.get('/api/progress/weights')).body.entries as Array<{
    weightKg: number;
  }>;
  expect(weights.map((w) => w.weightKg).sort()).toEqual([81.7, 82.1, 82.4]);
  expect((await member.get('/api/progress/measurements')).body.entries).toHaveLength(1);
  expect((await member.get('/api/progress/checkins')).body.entries).toHaveLength(1);
  expect((await member.get('/api/auth/user')).body.access).toMatchObject({
    state: 'active',
    source,
  });
}

/**
 * The older version's member signs in on the restored database and sees their data; the tables
 * of the newer migrations answer too (the training log, empty).
 */
export async function expectFixtureMember(url: string): Promise<void> {
  const member = request.agent(url);
  expect((await member.post('/api/auth/login').send(FIXTURE_MEMBER)).status).toBe(200);
  await expectMemberData(member);
  expect((await member.get('/api/training/routines')).status).toBe(200);
}
