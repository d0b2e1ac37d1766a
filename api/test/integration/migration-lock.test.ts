import { spawn } from 'node:child_process';
import path from 'node:path';
import { Client } from 'pg';
import { MIGRATION_LOCK_KEY } from '../../src/platform/db/migrate';
import { createTestDatabase, ADMIN_PASSWORD } from '../support/harness';

// Two migration jobs (api/src/migrate.ts, what the compose `migrate` service and the Kubernetes
// init container run) started together on one database: the advisory lock in the migrator makes
// one wait for the other, both exit 0, and every migration is applied once.
const API_DIR = path.resolve(__dirname, '..', '..');
const TSX = path.resolve(API_DIR, '..', 'node_modules', '.bin', 'tsx');

function migrator(databaseUrl: string): { output: () => string; exited: Promise<number | null> } {
  let output = '';
  const child = spawn(TSX, ['--tsconfig', 'tsconfig.run.json', 'src/migrate.ts'], {
    cwd: API_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  return {
    output: () => output,
    exited: new Promise((resolve) => child.once('exit', (code) => resolve(code))),
  };
}

/** The names of the migrations a migrator's log says it applied. */
function applied(output: string): string[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { event?: string; name?: string })
    .filter((entry) => entry.event === 'migrated')
    .map((entry) => entry.name ?? '');
}

describe('the migration lock', () => {
  it('runs two migrators started together one after the other: both exit 0, the schema migrated once', async () => {
    const database = await createTestDatabase();
    const holder = new Client({ connectionString: database.url });
    await holder.connect();
    try {
      // Held here until both migrators are queued on it, so that they really start together.
      await holder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      const first = migrator(database.url);
      const second = migrator(database.url);
      let waiting = 0;
      for (let i = 0; i < 600 && waiting < 2; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        const { rows } = await holder.query<{ n: string }>(
          `SELECT count(*) AS n FROM pg_locks
            WHERE locktype = 'advisory' AND NOT granted
              AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
        );
        waiting = Number(rows[0]?.n);
      }
      expect(waiting).toBe(2);
      await holder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);

      const codes = await Promise.all([first.exited, second.exited]);
      expect(codes).toEqual([0, 0]);
      for (const run of [first, second]) {
        expect(run.output()).toContain('another migrator holds the migration lock: waiting');
      }
      // One of them applied every migration, the other found nothing pending.
      const runs = [applied(first.output()), applied(second.output())].sort(
        (a, b) => a.length - b.length,
      );
      expect(runs[0]).toEqual([]);
      const { rows: migrations } = await holder.query<{ name: string }>(
        'SELECT name FROM schema_migrations ORDER BY name',
      );
      expect(runs[1]).toEqual(migrations.map((m) => m.name));
      expect(migrations.length).toBeGreaterThanOrEqual(8);
      const { rows: admins } = await holder.query<{ n: string }>(
        "SELECT count(*) AS n FROM users WHERE username = 'admin'",
      );
      expect(Number(admins[0]?.n)).toBe(1);
    } finally {
      await holder.end();
      await database.drop();
    }
  });
});
