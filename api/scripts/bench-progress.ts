/**
 * Progress tracker reads: `npm run bench:progress` (from the repository root).
 * Seeds members with 5 years of daily weights, a check-in a week and a measurement a month, then
 * times the reads the tracker and the coach make, for the default period (the last 365 days):
 * 1. in process (service + repository + trend maths), 2. over HTTP through the real app.
 * Embedded PGlite by default, PostgreSQL with DATABASE_URL. Prints numbers; asserts nothing.
 * Goal: a year of daily data read in under 50 ms at p99.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createApp } from '../src/app';
import { loadConfig } from '../src/platform/config';
import { startEmbeddedPostgres } from '../src/platform/db/embedded';
import { migrate } from '../src/platform/db/migrate';
import { createSequelize } from '../src/platform/db/sequelize';
import { createMemoryStores } from '../src/platform/db/stores';
import { createLogger } from '../src/platform/logger';
import { coachContextFor, weightLog } from '../src/modules/progress/progress.service';
import { createUser } from '../src/modules/members/user.service';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 300);
/** The read limit is per member (240 a minute): HTTP requests are spread over several members. */
const MEMBERS = 4;
const YEARS = 5;

/** 5 years of days up to today: a weight a day, a check-in a week, measurements a month. */
const SEED = [
  `INSERT INTO weight_entries (user_id, day, weight_kg)
     SELECT $1, d::date, 85 + 3 * sin(extract(epoch FROM d) / 8640000) + random() - 0.5
     FROM generate_series(current_date - ($2 * 365), current_date, interval '1 day') AS d`,
  `INSERT INTO check_ins (user_id, day, diet_adherence, training_adherence, sleep, energy,
       stress, hunger, notes)
     SELECT $1, d::date, 8, 9, 7, 7, 4, 5, 'ok'
     FROM generate_series(current_date - ($2 * 365), current_date, interval '7 days') AS d`,
  `INSERT INTO measurement_entries (user_id, day, waist_cm, body_fat_pct, body_fat_method)
     SELECT $1, d::date, 84, 18, 'calipers'
     FROM generate_series(current_date - ($2 * 365), current_date, interval '1 month') AS d`,
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}
function line(name: string, [samples, cpu]: [number[], number[]]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const cpuSorted = [...cpu].sort((a, b) => a - b);
  const f = (v: number) => v.toFixed(2).padStart(8);
  console.log(
    `${name.padEnd(44)} ${String(samples.length).padStart(5)} ${f(percentile(sorted, 50))} ${f(percentile(sorted, 99))} ${f(sorted.at(-1) ?? NaN)} ${f(percentile(cpuSorted, 50))} ${f(percentile(cpuSorted, 99))}  ${percentile(sorted, 99) < 50 ? 'p99 < 50 ms' : 'p99 >= 50 ms'}`,
  );
}
const header = () =>
  console.log(
    `${'read'.padEnd(44)} ${'n'.padStart(5)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'max ms'.padStart(8)} ${'cpu p50'.padStart(8)} ${'cpu p99'.padStart(8)}`,
  );

/**
 * Wall time of `n` runs, and the CPU time this process spent in each (client, server and, with
 * embedded PGlite, the database: all in this process), which waiting for a busy core does not add to.
 */
async function time(
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

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'zak-bench-progress-'));
  const embedded = process.env.DATABASE_URL
    ? undefined
    : await startEmbeddedPostgres(path.join(dataDir, 'pglite'));
  const databaseUrl = process.env.DATABASE_URL ?? embedded!.url;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
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
  try {
    const members: Array<{ id: string; cookie: string }> = [];
    const s0 = performance.now();
    for (let m = 0; m < MEMBERS; m += 1) {
      const username = `bench_${Date.now().toString(36)}_${m}`;
      const user = await createUser({ username, password: 'bench-password' });
      await sequelize.query(
        `INSERT INTO progress_profiles (user_id, goal, height_cm, birth_year, sex, training_days)
         VALUES ($1, 'cut', 180, 1990, 'male', 4)`,
        { bind: [user.id] },
      );
      for (const sql of SEED) await sequelize.query(sql, { bind: [user.id, YEARS] });
      const login = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: 'bench-password' }),
      });
      const cookie = login.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      members.push({ id: user.id, cookie });
    }
    const [[counts]] = (await sequelize.query(
      'SELECT (SELECT count(*) FROM weight_entries)::int AS w, (SELECT count(*) FROM check_ins)::int AS c',
    )) as [Array<{ w: number; c: number }>, unknown];
    console.log(
      `\nSeeded ${MEMBERS} members x ${YEARS} years in ${(performance.now() - s0).toFixed(0)} ms: ${counts?.w} weights, ${counts?.c} check-ins (${embedded ? 'embedded PGlite' : 'PostgreSQL'}).`,
    );

    const member = members[0]!;
    console.log('\nIn process (service + repository + trend maths):');
    header();
    line(
      'weight log, last 365 days (+34 days lookback)',
      await time(ITERATIONS, () => weightLog(member.id, {})),
    );
    line(
      'weight log, 5 years',
      await time(Math.min(ITERATIONS, 100), () =>
        weightLog(member.id, {
          from: new Date(Date.now() - 5 * 365 * 86_400_000).toISOString().slice(0, 10),
        }),
      ),
    );
    line(
      'coach context (before each chat answer)',
      await time(ITERATIONS, () => coachContextFor(member.id, 'fr')),
    );

    console.log(
      `\nOver HTTP (session, validation, JSON), requests spread over ${MEMBERS} members:`,
    );
    header();
    const get = (p: string) => (i: number) =>
      fetch(`${base}${p}`, { headers: { cookie: members[i % MEMBERS]!.cookie } }).then(
        async (r) => {
          if (!r.ok) throw new Error(`${p} answered ${r.status}`);
          return r.text();
        },
      );
    line(
      'GET /api/progress/weights (365 days)',
      await time(ITERATIONS, get('/api/progress/weights')),
    );
    line(
      'GET /api/progress/checkins (365 days)',
      await time(ITERATIONS, get('/api/progress/checkins')),
    );
    line(
      'GET /api/progress/coach-context',
      await time(ITERATIONS, get('/api/progress/coach-context')),
    );
    console.log(`\nload average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores`);
  } finally {
    await new Promise((r) => server.close(r));
    await sequelize.close();
    await embedded?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${String(err)}\n`);
  process.exitCode = 1;
});
