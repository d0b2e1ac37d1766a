import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { backupStamp, lastBackupSeconds } from '../../src/platform/db/backup';
import { backupsToKeep } from '../../src/platform/db/retention';
import { monitorDependencies, startMetricsServer } from '../../src/platform/metrics';
import { eventually } from '../support/eventually';
import { createTestDatabase, startTestApp, type TestApp } from '../support/harness';
import { signIn } from '../support/second-factor';
import {
  DRILL_PAYMENT_SECRET,
  expectFixtureMember,
  expectMemberData,
  olderBackup,
  payForMember,
  runCommand,
  startCommand,
  tableChecksums,
  writeMemberData,
} from '../support/backup-drill';

const paymentEnv = { PAYMENT_WEBHOOK_SECRET: DRILL_PAYMENT_SECRET };

let t: TestApp;
let backupDir: string;
beforeAll(async () => {
  t = await startTestApp(paymentEnv);
  backupDir = mkdtempSync(path.join(tmpdir(), 'zak-backup-'));
});
afterAll(async () => {
  await t.close();
  rmSync(backupDir, { recursive: true, force: true });
});

describe('restore drill on PostgreSQL', () => {
  it('a backup restored into a fresh database holds every row, and the member signs in and sees their data', async () => {
    const { agent, user } = await t.signedIn();
    await writeMemberData(agent);
    await payForMember(t.url, agent, 'drill-order-pg');
    const databaseUrl = t.config.databaseUrl ?? '';
    const before = await tableChecksums(databaseUrl);
    expect(before.users).toMatch(/^[1-9]\d* rows/);
    expect(before.weight_entries).toMatch(/^3 rows/);
    expect(before.payment_events).toMatch(/^1 rows/);
    expect(before.entitlements).toMatch(/^[1-9]\d* rows/);

    const backup = await runCommand('backup', [], {
      DATABASE_URL: databaseUrl,
      BACKUP_DIR: backupDir,
    });
    expect(backup).toMatchObject({ code: 0 });
    expect(backup.out).toMatch(
      /Backup written: .*zak-postgres-\d{8}T\d{6}Z\.dump .* in [\d.]+ s\./,
    );
    const [file] = readdirSync(backupDir);
    expect(file).toMatch(/^zak-postgres-\d{8}T\d{6}Z\.dump$/);
    const dump = path.join(backupDir, file ?? '');

    const fresh = await createTestDatabase();
    let restored: TestApp | undefined;
    try {
      const restore = await runCommand('restore', [dump], { DATABASE_URL: fresh.url });
      expect(restore.out).toContain('Restore finished');
      expect(restore.code).toBe(0);
      expect(await tableChecksums(fresh.url)).toEqual(before);

      // A second restore into the now full database is refused, naming what it would replace.
      const again = await runCommand('restore', [dump], { DATABASE_URL: fresh.url });
      expect(again.code).toBe(1);
      expect(again.out).toMatch(/not empty[\s\S]*weight_entries\s+3 rows[\s\S]*--force/);
      const forced = await runCommand('restore', [dump, '--force'], { DATABASE_URL: fresh.url });
      expect(forced.code).toBe(0);
      expect(await tableChecksums(fresh.url)).toEqual(before);

      restored = await startTestApp(paymentEnv, { database: fresh });
      const member = restored.agent();
      expect((await signIn(member, user)).status).toBe(200);
      // The payment's event and entitlement are in the checksums above; the access stands.
      await expectMemberData(member, 'admin');
    } finally {
      if (restored) await restored.close();
      else await fresh.drop();
    }
  });
});

describe('the scheduled run: backup --prune, and the last-success metric', () => {
  it('records each successful backup (the gauge moves to its time) and prunes what the retention does not keep', async () => {
    const metricsServer = await startMetricsServer(0, '127.0.0.1');
    monitorDependencies({
      database: async () => true,
      sessionStore: async () => true,
      lastBackup: () => lastBackupSeconds(t.sequelize),
    });
    const port = (metricsServer.address() as AddressInfo).port;
    const gauge = async () => {
      const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
      const line = /^zak_backup_last_success_timestamp_seconds (\S+)$/m.exec(text);
      if (!line) throw new Error('no zak_backup_last_success_timestamp_seconds sample');
      return Number(line[1]);
    };
    const dir = mkdtempSync(path.join(tmpdir(), 'zak-scheduled-'));
    try {
      // Forty nights of older backups (fake files) and one being written.
      const old = Array.from(
        { length: 40 },
        (_, i) => `zak-postgres-${backupStamp(new Date(Date.now() - (i + 1) * 86_400_000))}.dump`,
      );
      for (const name of [...old, 'zak-postgres-20261101T000000Z.dump.partial']) {
        writeFileSync(path.join(dir, name), 'old');
      }
      const env = { DATABASE_URL: t.config.databaseUrl ?? '', BACKUP_DIR: dir };

      const wrong = await runCommand('backup', ['--prun'], env);
      expect(wrong).toMatchObject({
        code: 1,
        out: expect.stringContaining('usage: backup [--prune]'),
      });
      expect(readdirSync(dir)).toHaveLength(41); // refused before doing anything

      const previous = await gauge();
      const startedAt = Date.now() / 1000;
      const run = await runCommand('backup', ['--prune'], env);
      expect(run.code).toBe(0);
      expect(run.out).toMatch(/Pruned .*: kept \d+ \(7 daily, 4 weekly\), deleted \d+: /);
      const after = await gauge();
      expect(after).toBeGreaterThan(previous);
      expect(after).toBeGreaterThanOrEqual(Math.floor(startedAt));
      expect(after).toBeLessThanOrEqual(Date.now() / 1000);

      const written = readdirSync(dir).find((n) => n.endsWith('.dump') && !old.includes(n));
      expect(written).toMatch(/^zak-postgres-\d{8}T\d{6}Z\.dump$/);
      const kept = [...backupsToKeep([...old, written ?? ''])];
      expect(kept).toContain(written);
      expect(kept.length).toBeLessThan(20);
      expect(readdirSync(dir).sort()).toEqual(
        [...kept, 'zak-postgres-20261101T000000Z.dump.partial'].sort(),
      );
    } finally {
      monitorDependencies({ database: async () => true, sessionStore: async () => true });
      metricsServer.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("an older version's backup", () => {
  it('restores into the current schema (the newer migrations run forward) and its member signs in and sees their data', async () => {
    const fresh = await createTestDatabase();
    let restored: TestApp | undefined;
    try {
      const restore = await runCommand('restore', [olderBackup('postgres')], {
        DATABASE_URL: fresh.url,
      });
      // The migrations the older version lacked, and any added since.
      expect(restore.out).toMatch(
        /Migrated forward: 0015-training-log, 0016-message-suggestions, 0019-backup-runs(, \d{4}-[\w-]+)*\.\n/,
      );
      expect(restore.code).toBe(0);
      restored = await startTestApp(paymentEnv, { database: fresh });
      await expectFixtureMember(restored.url);
    } finally {
      if (restored) await restored.close();
      else await fresh.drop();
    }
  });
});

describe('the compose scheduler (backup-schedule)', () => {
  it('backs up at once when the folder has no backup from the last 24 hours, then waits for BACKUP_TIME, and stops on SIGTERM', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'zak-schedule-'));
    try {
      const env = { DATABASE_URL: t.config.databaseUrl ?? '', BACKUP_DIR: dir };
      const refused = await startCommand('backup-schedule', [], { ...env, BACKUP_TIME: '3h' })
        .closed;
      expect(refused).toMatchObject({
        code: 1,
        out: expect.stringContaining('BACKUP_TIME must be HH:MM in UTC'),
      });

      const scheduler = startCommand('backup-schedule', [], { ...env, BACKUP_TIME: '03:00' });
      const waiting = async () => /next backup at \S+T03:00:00\.000Z/.test(scheduler.output());
      expect(await eventually(waiting, true, 60_000)).toBe(true);
      expect(scheduler.output()).toMatch(/no backup in .* from the last 24 hours: one now/);
      expect(scheduler.output()).toMatch(/Backup written: .*zak-postgres-\d{8}T\d{6}Z\.dump/);
      expect(scheduler.output()).toContain('backup done');
      expect(readdirSync(dir).filter((n) => n.endsWith('.dump'))).toHaveLength(1);
      scheduler.child.kill('SIGTERM');
      expect((await scheduler.closed).code).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
