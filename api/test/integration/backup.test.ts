import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase, startTestApp, type TestApp } from '../support/harness';
import { signIn } from '../support/second-factor';
import {
  DRILL_PAYMENT_SECRET,
  payForMember,
  runCommand,
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
      const conversations = (await member.get('/api/conversations')).body as Array<{
        id: string;
        title: string;
      }>;
      expect(conversations).toEqual([
        expect.objectContaining({ title: 'Sèche de printemps', messageCount: 3 }),
      ]);
      const weights = (await member.get('/api/progress/weights')).body.entries as Array<{
        weightKg: number;
      }>;
      expect(weights.map((w) => w.weightKg).sort()).toEqual([81.7, 82.1, 82.4]);
      expect((await member.get('/api/progress/checkins')).body.entries).toHaveLength(1);
      // The payment's event and entitlement are in the checksums above; the access stands.
      expect((await member.get('/api/auth/user')).body.access).toMatchObject({ state: 'active' });
    } finally {
      if (restored) await restored.close();
      else await fresh.drop();
    }
  });
});
