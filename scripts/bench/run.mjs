// `npm run bench`: API and front-end benchmarks on this machine, against baselines measured in the
// same run (scripts/bench/baseline-server.mjs: bare Express + the same Redis session store, with
// the API's touch policy and as connect-redis ships). Starts its own PostgreSQL and Redis
// (scripts/lib/services.mjs), runs the migration job, seeds 100k users / 1M messages, starts
// `node api/dist/server.js` in production mode, then writes scripts/bench/results/latest.json and
// latest.md. Needs the build (`npm run build`). Modules: seed.mjs (seeding), processes.mjs
// (the replicas and baselines), scenarios.mjs + measure.mjs + http-load.mjs (measurement),
// frontend.mjs (first loads, Lighthouse), tap.mjs (ticking a set on a throttled phone), profile.mjs (--cpu-prof), report.mjs (the report).
// Options: --seconds=N per run (5), --connections=N (8), --rounds=N runs per row, medians (1),
// --side-by-side (each round loads a row and its two baselines at the same time),
// --skip-frontend, --skip-lighthouse, --only=TEXT (API scenarios whose name contains TEXT; the
// export row is 'export'), --cpu-prof (profile the measured replica), --database-url=URL
// --redis-url=URL (reuse running servers: migrated by the job, seeded only when the bench member
// is absent), --serve (start PostgreSQL and Redis, migrate, seed, print their URLs and keep them
// up until Ctrl+C: fast reruns with the two above).
// --frontend-only: no PostgreSQL, Redis nor seeding: the site as `npm start` serves it (embedded
// database in a temporary folder), visitor first loads and Lighthouse of the public pages only;
// --lighthouse-runs=N (3), --compare=URL (another running server of the site, e.g. the previous
// build: its pages are measured in the same rounds), --without-coop (each page also through a
// local proxy that drops Cross-Origin-Opener-Policy, with and without scripts: what the header
// costs in Lighthouse, scripts/bench/strip-header-proxy.mjs).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium, freePort, startPostgres, startRedis } from '../lib/services.mjs';
import { frontEndReport } from './frontend.mjs';
import { tapReport } from './tap.mjs';
import { exportRun, getJson, login, loginAdmin, measureBaselines, measureRow } from './measure.mjs';
import { startProcess, stopAll, stopProcess } from './processes.mjs';
import { profileClock, profileMarkdown, summariseProfile } from './profile.mjs';
import { writeReport } from './report.mjs';
import { apiScenarios } from './scenarios.mjs';
import {
  BENCH_MEMBER,
  SIZES,
  TRAINING_MEMBERS,
  migrate,
  seed,
  seedTraining,
  settle,
  trainingMember,
} from './seed.mjs';

const arg = (name, fallback) => {
  const hit = process.argv.find((a) => a.startsWith(`--${name}=`));
  return hit ? Number(hit.split('=')[1]) : fallback;
};
const text = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const flag = (name) => process.argv.includes(`--${name}`);
const SECONDS = arg('seconds', 5);
const CONNECTIONS = arg('connections', 8);
const ROUNDS = arg('rounds', 1);
const SIDE_BY_SIDE = flag('side-by-side');
const ONLY = text('only');
const SESSION_SECRET = 'bench-session-secret-0123456789abcdefghij';
const ADMIN = { username: 'admin', password: 'bench-Admin-password-1' };
const log = (m) => console.log(`[bench] ${m}`);
const wanted = (name) => !ONLY || ONLY.split(',').some((part) => name.includes(part));

/** Starts an API replica on a free port; resolves to { child, base }. */
async function startApi(name, env, extraEnv = {}, nodeArgs = []) {
  const port = await freePort();
  const child = await startProcess(
    name,
    ['api/dist/server.js'],
    { ...env, ...extraEnv, PORT: String(port) },
    `http://127.0.0.1:${port}/api/ready`,
    nodeArgs,
  );
  return { child, base: `http://127.0.0.1:${port}` };
}

async function startBaseline(env, touchSeconds, nodeArgs = []) {
  const port = await freePort();
  const child = await startProcess(
    `baseline (touch ${touchSeconds} s)`,
    ['scripts/bench/baseline-server.mjs'],
    { ...env, PORT: String(port), BASELINE_TOUCH_SECONDS: String(touchSeconds) },
    `http://127.0.0.1:${port}/baseline`,
    nodeArgs,
  );
  return { child, base: `http://127.0.0.1:${port}` };
}

const profiled = (dir) => (dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : []);

async function measureApi(env, member, admin, training) {
  // The measured replica serves its metrics on a port of its own: the list cache's hit and miss
  // counters are read around the rows that use the cache.
  const metricsPort = await freePort();
  // --cpu-prof: the measured replica and the fair baseline are profiled (the same load each).
  const profileDirs = flag('cpu-prof')
    ? {
        api: mkdtempSync(join(tmpdir(), 'zak-prof-')),
        fair: mkdtempSync(join(tmpdir(), 'zak-prof-')),
      }
    : null;
  const api = await startApi(
    'api',
    env,
    { METRICS_PORT: String(metricsPort) },
    profiled(profileDirs?.api),
  );
  // A second replica without the conversation list cache: what every list read costs when it
  // is not in the cache (the first read after a write, or the cache disabled).
  const uncached = await startApi('api (no list cache)', env, { CONVERSATION_CACHE_SECONDS: '0' });
  const fairBaseline = await startBaseline(env, 60, profiled(profileDirs?.fair));
  const baselines = {
    fair: `${fairBaseline.base}/baseline`,
    touching: `${(await startBaseline(env, 0)).base}/baseline`,
  };
  const request = (url) => () => ({ url, headers: { cookie: member } });
  const baselineRequests = { fair: request(baselines.fair), touching: request(baselines.touching) };

  const conversations = await getJson(api.base, '/api/conversations', member);
  const scenarios = apiScenarios({
    apiBase: api.base,
    uncachedBase: uncached.base,
    member,
    admin,
    conversationId: conversations[0].id,
    listed: conversations.length,
    training,
  });
  const opts = { connections: CONNECTIONS, seconds: SECONDS };
  const rows = [];
  const window = [profileClock()];
  for (const scenario of scenarios.filter((s) => wanted(s.name))) {
    log(`measuring ${scenario.name}`);
    rows.push(
      await measureRow(scenario, baselineRequests, opts, {
        rounds: ROUNDS,
        sideBySide: SIDE_BY_SIDE,
        metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`,
        log,
      }),
    );
  }
  window.push(profileClock());
  const { fair, touching } = await measureBaselines(baselineRequests, opts);
  for (const [name, b] of [
    ['baseline (touching): bare Express + connect-redis as shipped', touching],
    ['baseline (fair): bare Express + Redis session touched at most once a minute', fair],
  ]) {
    const failed = Object.keys(b.statuses).some((s) => s !== '200') || b.errors > 0;
    rows.unshift({
      name,
      ...b,
      expectedStatus: 200,
      failed,
      unexpectedAnswers: failed ? b.requests - (b.statuses['200'] ?? 0) : 0,
      baselineRps: fair.rps,
      touchingBaselineRps: touching.rps,
      ratioToBaseline: Number((b.rps / fair.rps).toFixed(2)),
      ratioToTouchingBaseline: Number((b.rps / touching.rps).toFixed(2)),
    });
  }
  let profile = null;
  if (profileDirs) {
    await stopProcess(api.child);
    await stopProcess(fairBaseline.child);
    const names = scenarios.filter((s) => wanted(s.name)).map((s) => s.name);
    profile = [
      profileMarkdown('the measured API replica', summariseProfile(profileDirs.api, window), names),
      profileMarkdown('the fair baseline', summariseProfile(profileDirs.fair, window), names),
    ].join('\n\n');
    for (const dir of Object.values(profileDirs)) rmSync(dir, { recursive: true, force: true });
    log(profile);
  }
  return { rows, profile, apiBase: api.base };
}

/** The CSV export on fresh replicas (the peak RSS is the export's, not the rows' leftovers). */
async function measureExport(env, admin, member, conversationId) {
  const exportOn = async (label, beforeExport) => {
    log(`CSV export of the AI logs (${label})`);
    const replica = await startApi('api (export)', env);
    await beforeExport?.(replica.base);
    const result = await exportRun(
      replica.base,
      '/api/admin/ia-logs/export',
      admin,
      replica.child.pid,
    );
    await stopProcess(replica.child);
    log(`  ${result.rows} rows in ${result.seconds} s, peak RSS ${result.peakRssMb} MB`);
    return result;
  };
  // The second one first saves a chat message, as a replica in service has: the tokenizer is
  // then loaded.
  return {
    export: await exportOn('fresh replica'),
    exportAfterChat: await exportOn('replica that has saved a chat message', async (base) => {
      const res = await fetch(`${base}/api/messages`, {
        method: 'POST',
        headers: { cookie: member, origin: base, 'content-type': 'application/json' },
        body: JSON.stringify({ conversationId, type: 'user', content: 'bench: before export' }),
      });
      if (res.status !== 201) throw new Error(`POST /api/messages: ${res.status}`);
    }),
  };
}

const machine = () => ({
  cores: cpus().length,
  node: process.version,
  load: readFileSync('/proc/loadavg', 'utf8').trim(),
});

/** What the front-end part of every run takes from the command line. */
const frontEndOptions = () => ({
  chromium: ensureChromium(),
  lighthouse: !flag('skip-lighthouse'),
  lighthouseRuns: arg('lighthouse-runs', 3),
  compare: text('compare'),
  withoutCoop: flag('without-coop'),
  log,
});

/** --frontend-only: the public pages of the site as `npm start` serves it. */
async function frontEndOnly() {
  const started = Date.now();
  const dataDir = mkdtempSync(join(tmpdir(), 'zak-bench-web-'));
  try {
    const web = await startApi('api (embedded)', {
      PATH: process.env.PATH,
      HOME: process.env.HOME ?? tmpdir(),
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: ADMIN.password,
    });
    log(`front end only: ${web.base}`);
    const frontEnd = await frontEndReport({
      base: web.base,
      ...frontEndOptions(),
    });
    frontEnd.tap = await tapReport({ base: web.base, chromium: ensureChromium(), log });
    const report = {
      date: new Date().toISOString(),
      machine: machine(),
      frontEnd,
      durationSeconds: Math.round((Date.now() - started) / 1000),
    };
    console.log(`\n${writeReport(report)}`);
    log(`written scripts/bench/results/latest.json and latest.md (${report.durationSeconds} s)`);
  } finally {
    await stopAll();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  if (flag('frontend-only')) return frontEndOnly();
  const started = Date.now();
  log(`machine: ${cpus().length} cores, Node ${process.version}`);
  const reused = (url) => ({ url, stop: async () => {} });
  const pg = text('database-url') ? reused(text('database-url')) : await startPostgres();
  const redis = text('redis-url') ? reused(text('redis-url')) : await startRedis();
  const cleanup = async () => {
    await stopAll();
    await pg.stop().catch(() => {});
    await redis.stop().catch(() => {});
  };
  process.on('SIGINT', () => cleanup().then(() => process.exit(130)));
  try {
    const env = {
      PATH: process.env.PATH,
      HOME: process.env.HOME ?? tmpdir(),
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATABASE_URL: pg.url,
      REDIS_URL: redis.url,
      SESSION_SECRET,
      COOKIE_SECURE: 'false',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      AUTH_RATE_PER_IP: '100000',
      AUTH_RATE_PER_USERNAME: '100000',
      LOG_LEVEL: 'warn',
    };
    migrate(env);
    log('seeding (about a minute, skipped when the bench member exists)');
    const seedSeconds = await seed(pg.url, log, { ifAbsent: true });
    await settle(pg.url, log);
    if (flag('serve')) {
      log(`serving: --database-url=${pg.url} --redis-url=${redis.url} (Ctrl+C stops them)`);
      await new Promise(() => {});
    }

    // Sessions live in the shared Redis: a login on any replica is valid on all of them and on
    // the baselines (same secret, prefix and cookie name).
    const loginApi = await startApi('api (login)', env);
    const member = await login(loginApi.base, BENCH_MEMBER);
    const admin = await loginAdmin(loginApi.base, ADMIN);
    const conversationId = (await getJson(loginApi.base, '/api/conversations', member))[0].id;
    // The training rows: their members signed in, the catalogue loaded by a first read, their
    // five years of training seeded (once per database).
    const trainingCookies = [];
    for (let i = 0; i < TRAINING_MEMBERS; i += 1) {
      trainingCookies.push(await login(loginApi.base, trainingMember(i)));
    }
    await getJson(loginApi.base, '/api/training/exercises?q=bench', trainingCookies[0]);
    const trainingSeed = await seedTraining(pg.url, log);
    await stopProcess(loginApi.child);

    const { rows, profile, apiBase } = await measureApi(env, member, admin, {
      cookies: trainingCookies,
      ...trainingSeed,
    });
    const exports = wanted('export')
      ? await measureExport(env, admin, member, conversationId)
      : { export: null, exportAfterChat: null };

    let frontEnd = null;
    if (!flag('skip-frontend')) {
      log('front end: first loads and Lighthouse');
      const web = profile ? await startApi('api (front end)', env) : { base: apiBase };
      frontEnd = await frontEndReport({
        base: web.base,
        memberCookie: member,
        adminCookie: admin,
        ...frontEndOptions(),
      });
      frontEnd.tap = await tapReport({ base: web.base, chromium: ensureChromium(), log });
    }

    const report = {
      date: new Date().toISOString(),
      machine: machine(),
      settings: {
        seconds: SECONDS,
        connections: CONNECTIONS,
        rounds: ROUNDS,
        sideBySide: SIDE_BY_SIDE,
        logLevel: 'warn',
        sizes: SIZES,
      },
      seedSeconds: seedSeconds && { ...seedSeconds, training: trainingSeed.seconds },
      api: rows,
      ...exports,
      profile,
      frontEnd,
      durationSeconds: Math.round((Date.now() - started) / 1000),
    };
    console.log(`\n${writeReport(report)}`);
    log(`written scripts/bench/results/latest.json and latest.md (${report.durationSeconds} s)`);
  } finally {
    await cleanup();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
