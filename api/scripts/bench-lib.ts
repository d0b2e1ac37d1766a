// Shared by the API's in-process benches (bench-progress.ts, bench-training.ts): the real app on
// embedded PGlite (or PostgreSQL with DATABASE_URL) in a temporary DATA_DIR, members signed in
// over HTTP, and the timing and printing of a row. They print numbers and assert nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Sequelize } from 'sequelize';
import { createApp } from '../src/app';
import { loadConfig } from '../src/platform/config';
import { startEmbeddedPostgres } from '../src/platform/db/embedded';
import { migrate } from '../src/platform/db/migrate';
import { createSequelize } from '../src/platform/db/sequelize';
import { createMemoryStores } from '../src/platform/db/stores';
import { createLogger } from '../src/platform/logger';
import { createUser } from '../src/modules/members/user.service';

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}
export function line(name: string, [samples, cpu]: [number[], number[]]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const cpuSorted = [...cpu].sort((a, b) => a - b);
  const f = (v: number) => v.toFixed(2).padStart(8);
  console.log(
    `${name.padEnd(44)} ${String(samples.length).padStart(5)} ${f(percentile(sorted, 50))} ${f(percentile(sorted, 99))} ${f(sorted.at(-1) ?? NaN)} ${f(percentile(cpuSorted, 50))} ${f(percentile(cpuSorted, 99))}  ${percentile(sorted, 99) < 50 ? 'p99 < 50 ms' : 'p99 >= 50 ms'}`,
  );
}
export const header = () =>
  console.log(
    `${'read'.padEnd(44)} ${'n'.padStart(5)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'max ms'.padStart(8)} ${'cpu p50'.padStart(8)} ${'cpu p99'.padStart(8)}`,
  );

/**
 * Wall time of `n` runs, and the CPU time this process spent in each (client, server and, with
 * embedded PGlite, the database: all in this process), which waiting for a busy core does not add to.
 */
export async function time(
  n: number,
  run: (i: number) => Promise<unknown>,
): Promise<[number[], number[]]> {
  for (let i = 0; i < 20; i += 1) await run(i); // warm-up
  const samples: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    await run(i);
    samples.push(performance.now() - t0);
    const used = process.cpuUsage(c0);
    cpu.push((used.user + used.system) / 1000);
  }
  return [samples, cpu];
}

export interface BenchApp {
  base: string;
  sequelize: Sequelize;
  /** 'embedded PGlite' or 'PostgreSQL'. */
  database: string;
  /** A new member (with AI access when asked), signed in: their id and session cookie. */
  member: (options?: { hasIAAccess?: boolean }) => Promise<{ id: string; cookie: string }>;
  close: () => Promise<void>;
}

/** The app on a free port over a migrated database (embedded unless DATABASE_URL). */
export async function startBenchApp(
  name: string,
  env: Record<string, string> = {},
): Promise<BenchApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `zak-bench-${name}-`));
  const embedded = process.env.DATABASE_URL
    ? undefined
    : await startEmbeddedPostgres(path.join(dataDir, 'pglite'));
  const databaseUrl = process.env.DATABASE_URL ?? embedded!.url;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...env,
  });
  const sequelize = createSequelize({ url: databaseUrl, poolMax: embedded ? 1 : 5 });
  await migrate(sequelize);
  const stores = createMemoryStores();
  const app = createApp({
    config,
    logger: createLogger('silent'),
    sessionStore: stores.sessionStore,
    probes: {
      accepting: () => true,
      database: async () => true,
      sessionStore: () => stores.ping(),
    },
  });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let count = 0;
  return {
    base,
    sequelize,
    database: embedded ? 'embedded PGlite' : 'PostgreSQL',
    member: async (options = {}) => {
      count += 1;
      const username = `bench_${Date.now().toString(36)}_${count}`;
      const user = await createUser({ username, password: 'bench-password', ...options });
      const login = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: 'bench-password' }),
      });
      const cookie = login.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      return { id: user.id, cookie };
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      await sequelize.close();
      await stores.close();
      await embedded?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * DATABASE_URL, or a throwaway PostgreSQL cluster started for the bench (its URL set as
 * DATABASE_URL); returns the stop (nothing to stop for a given URL).
 */
export async function benchPostgres(): Promise<() => Promise<void>> {
  if (process.env.DATABASE_URL) return async () => undefined;
  // @ts-expect-error: a plain ES module of the repository's scripts, without types.
  const { startPostgres } = (await import('../../scripts/lib/services.mjs')) as {
    startPostgres: () => Promise<{ url: string; stop: () => Promise<void> }>;
  };
  const pg = await startPostgres();
  process.env.DATABASE_URL = pg.url;
  return pg.stop;
}

/** Milliseconds since `start`, rounded, for the seeding line. */
export const since = (start: number) => (performance.now() - start).toFixed(0);
