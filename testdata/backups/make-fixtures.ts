// Makes the older-version backups of this folder (README.md): run from this repository with the
// older version checked out elsewhere (its node_modules in place):
//   npx tsx --tsconfig api/tsconfig.run.json testdata/backups/make-fixtures.ts <older checkout>
// The older version's server writes a member's data (the drills' writeMemberData and payment),
// then its own `backup` command writes each backup here: PostgreSQL (a throwaway cluster,
// scripts/lib/services.mjs) and embedded (through the running server).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import request from 'supertest';
import { startPostgres } from '../../scripts/lib/services.mjs';
import { boot } from '../../api/test/embedded/boot';
import {
  DRILL_PAYMENT_SECRET,
  FIXTURE_MEMBER,
  payForMember,
  runCommand,
  writeMemberData,
} from '../../api/test/support/backup-drill';

const older = path.resolve(process.argv[2] ?? '');

/** The older server on dataDir (and DATABASE_URL when in env): the member's data, then a backup. */
async function seedAndBackUp(dataDir: string, env: Record<string, string>): Promise<void> {
  const server = await boot(
    dataDir,
    { ...env, PAYMENT_WEBHOOK_SECRET: DRILL_PAYMENT_SECRET, ADMIN_PASSWORD: 'fixture-admin-42' },
    older,
  );
  try {
    const agent = request.agent(server.url);
    const registered = await agent.post('/api/auth/register').send(FIXTURE_MEMBER);
    if (registered.status >= 300) throw new Error(`register: ${registered.status}`);
    const signedIn = await agent.post('/api/auth/login').send(FIXTURE_MEMBER);
    if (signedIn.status !== 200) throw new Error(`login: ${signedIn.status}`);
    await writeMemberData(agent);
    await payForMember(server.url, agent, 'fixture-order-1');
    const backup = await runCommand(
      'backup',
      [],
      { ...env, DATA_DIR: dataDir, BACKUP_DIR: __dirname },
      older,
    );
    process.stdout.write(backup.out);
    if (backup.code !== 0) throw new Error(`backup failed (${backup.code})`);
  } finally {
    await server.stop();
  }
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'zak-fixture-'));
  const pg = await startPostgres();
  try {
    const admin = new Client({ connectionString: pg.url });
    await admin.connect();
    await admin.query('CREATE DATABASE zak_fixture');
    await admin.end();
    const url = new URL(pg.url);
    url.pathname = '/zak_fixture';
    await seedAndBackUp(path.join(dataDir, 'postgres'), { DATABASE_URL: url.toString() });
    await seedAndBackUp(path.join(dataDir, 'embedded'), {});
  } finally {
    await pg.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
