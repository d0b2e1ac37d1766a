import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import request from 'supertest';
import { runningEmbeddedUrl } from '../../src/platform/db/embedded';
import {
  DRILL_PAYMENT_SECRET,
  expectFixtureMember,
  expectMemberData,
  olderBackup,
  payForMember,
  runCommand,
  tableChecksums,
  writeMemberData,
} from '../support/backup-drill';
import { boot } from './boot';

const PASSWORD = 'pump-it-up-42';

async function member(url: string, username: string): Promise<request.Agent> {
  const agent = request.agent(url);
  await agent.post('/api/auth/register').send({ username, password: PASSWORD });
  const signedIn = await agent.post('/api/auth/login').send({ username, password: PASSWORD });
  if (signedIn.status !== 200) throw new Error(`login ${username}: ${signedIn.status}`);
  return agent;
}

/** The writer's messages in a database, and what must agree inside one snapshot. */
async function snapshotFacts(url: string, conversationId: string) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const during = await client.query<{ content: string }>(
      `SELECT content FROM messages WHERE conversation_id = $1 AND content LIKE 'during-%'`,
      [conversationId],
    );
    const counts = await client.query<{
      counter: number;
      rows: string;
      stats: string;
      all: string;
    }>(
      `SELECT (SELECT message_count FROM conversations WHERE id = $1) AS counter,
              (SELECT count(*) FROM messages WHERE conversation_id = $1) AS rows,
              (SELECT coalesce(sum(messages), 0) FROM daily_stats) AS stats,
              (SELECT count(*) FROM messages) AS all`,
      [conversationId],
    );
    const row = counts.rows[0];
    return {
      during: during.rows
        .map((r) => Number(r.content.slice('during-'.length)))
        .sort((a, b) => a - b),
      counter: row?.counter,
      rows: Number(row?.rows),
      stats: Number(row?.stats),
      all: Number(row?.all),
    };
  } finally {
    await client.end();
  }
}

describe('restore drill in the embedded mode', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'zak-drill-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('a backup taken while the site writes restores into a fresh folder whole, and the members sign in and see their data', async () => {
    const source = path.join(root, 'source');
    const target = path.join(root, 'target');
    const backupDir = path.join(root, 'backups');
    const env = { PAYMENT_WEBHOOK_SECRET: DRILL_PAYMENT_SECRET };
    const site = await boot(source, env);
    let stopWriting = false;
    let before: Record<string, string>;
    let writerConversation = '';
    let answeredBeforeBackup = 0;
    let answered = 0;
    try {
      for (const [i, name] of ['Serge', 'Lee'].entries()) {
        const agent = await member(site.url, name);
        await writeMemberData(agent);
        await payForMember(site.url, agent, `drill-order-${i}`);
      }
      // A third member keeps writing while the backup runs: one message at a time, in order.
      const writer = await member(site.url, 'Writer');
      const writerId = ((await writer.get('/api/auth/user')).body as { id: string }).id;
      writerConversation = (
        (
          await writer.post('/api/conversations').send({
            title: 'Pendant la sauvegarde',
            firstMessage: { role: 'user', content: 'début' },
          })
        ).body as { id: string }
      ).id;
      // Everything but the writer's rows and the daily counters its messages move: what the
      // backup's snapshot must hold exactly as it is now. The coach desk's summary is derived
      // from the other tables and recomputed when behind (the restored site's start queues it):
      // not a member's data, so not compared.
      const others = {
        users: `id <> '${writerId}'`,
        conversations: `user_id <> '${writerId}'`,
        messages: `conversation_id <> '${writerConversation}'`,
        daily_stats: 'false',
        member_coaching_summary: 'false',
        member_coaching_flags: 'false',
      };
      before = await tableChecksums(runningEmbeddedUrl(path.join(source, 'pglite')) ?? '', others);
      expect(before.entitlements).toMatch(/^[1-9]\d* rows/);
      expect(before.payment_events).toMatch(/^2 rows/);
      expect(before.weight_entries).toMatch(/^6 rows/);

      const writing = (async () => {
        while (!stopWriting) {
          const res = await writer.post('/api/messages').send({
            conversationId: writerConversation,
            type: 'user',
            content: `during-${answered}`,
          });
          if (res.status !== 201) throw new Error(`during-${answered}: ${res.status}`);
          answered++;
        }
      })();
      while (answered < 3) await new Promise((resolve) => setImmediate(resolve));
      answeredBeforeBackup = answered;
      const backup = await runCommand('backup', [], { DATA_DIR: source, BACKUP_DIR: backupDir });
      stopWriting = true;
      await writing;
      expect(backup.out).toMatch(/the site's queries waited \d+ ms/);
      expect(backup.code).toBe(0);
      const [file] = readdirSync(backupDir);
      expect(file).toMatch(/^zak-embedded-\d{8}T\d{6}Z\.backup\.gz$/);

      const restore = await runCommand('restore', [path.join(backupDir, file ?? '')], {
        DATA_DIR: target,
      });
      expect(restore.out).toContain('Restore finished');
      expect(restore.code).toBe(0);

      const restored = await boot(target, env);
      try {
        const url = runningEmbeddedUrl(path.join(target, 'pglite')) ?? '';
        expect(await tableChecksums(url, others)).toEqual(before);
        // The writer's rows are one moment's: a prefix of its messages (every one answered
        // before the backup started, none after it ended), counters that agree with the rows.
        const facts = await snapshotFacts(url, writerConversation);
        expect(facts.during).toEqual(Array.from({ length: facts.during.length }, (_, i) => i));
        expect(facts.during.length).toBeGreaterThanOrEqual(answeredBeforeBackup);
        expect(facts.during.length).toBeLessThanOrEqual(answered);
        expect(facts.counter).toBe(facts.rows);
        expect(facts.stats).toBe(facts.all);

        const serge = request.agent(restored.url);
        expect(
          (await serge.post('/api/auth/login').send({ username: 'serge', password: PASSWORD }))
            .status,
        ).toBe(200);
        await expectMemberData(serge);
      } finally {
        await restored.stop();
      }
    } finally {
      stopWriting = true;
      await site.stop();
    }
    // Three boots of the real server and a restore: 69 s alone, 400 s beside the crash test (load 27).
  }, 600_000);
});

describe("an older version's embedded backup", () => {
  const root = mkdtempSync(path.join(tmpdir(), 'zak-older-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('restores into the current schema (the newer migrations run forward) and its member signs in and sees their data', async () => {
    const target = path.join(root, 'target');
    const restore = await runCommand('restore', [olderBackup('embedded')], { DATA_DIR: target });
    // The migrations the older version lacked, and any added since.
    expect(restore.out).toMatch(
      /Migrated forward: 0015-training-log, 0016-message-suggestions, 0019-backup-runs(, \d{4}-[\w-]+)*\.\n/,
    );
    expect(restore.code).toBe(0);
    const site = await boot(target, { PAYMENT_WEBHOOK_SECRET: DRILL_PAYMENT_SECRET });
    try {
      await expectFixtureMember(site.url);
    } finally {
      await site.stop();
    }
  }, 300_000);
});
