// `npm run bench`: API and front-end benchmarks on this machine, against a baseline measured in the
// same run (scripts/bench/baseline-server.mjs: bare Express + the same Redis session store).
// Starts its own PostgreSQL and Redis (scripts/lib/services.mjs), runs the migration job, seeds
// 100k users / 1M messages (scripts/bench/seed.mjs), starts `node api/dist/server.js` in
// production mode, then writes scripts/bench/results/latest.json and latest.md.
// Needs the build (`npm run build`). Options: --seconds=N per scenario (5), --connections=N (8),
// --skip-frontend, --skip-lighthouse, --only=TEXT (API scenarios whose name contains TEXT; the
// export row is 'export'), --database-url=URL --redis-url=URL (reuse running servers: migrated
// by the job, seeded only when the bench member is absent), --serve (start PostgreSQL and Redis,
// migrate, seed, print their URLs and keep them up until Ctrl+C: fast reruns with the two above).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir, cpus } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort, startPostgres, startRedis, ensureChromium } from '../lib/services.mjs';
import { measure, measureIsolated } from './http-load.mjs';
import { BENCH_MEMBER, SIZES, seed } from './seed.mjs';
import { frontEndReport } from './frontend.mjs';

const root = new URL('../..', import.meta.url).pathname;
const arg = (name, fallback) => {
  const hit = process.argv.find((a) => a.startsWith(`--${name}=`));
  return hit ? Number(hit.split('=')[1]) : fallback;
};
const text = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const SECONDS = arg('seconds', 5);
const ONLY = text('only');
const CONNECTIONS = arg('connections', 8);
const SESSION_SECRET = 'bench-session-secret-0123456789abcdefghij';
const ADMIN = { username: 'admin', password: 'bench-Admin-password-1' };
const log = (m) => console.log(`[bench] ${m}`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const children = [];
function startProcess(name, args, env, readyUrl) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let err = '';
  child.stderr.on('data', (d) => (err = (err + d).slice(-4000)));
  children.push(child);
  return (async () => {
    for (let i = 0; i < 600; i += 1) {
      if (child.exitCode !== null) throw new Error(`${name} exited: ${err}`);
      const ok = await fetch(readyUrl).then(
        (r) => r.status < 500,
        () => false,
      );
      if (ok) return child;
      await sleep(100);
    }
    throw new Error(`${name} did not start: ${err}`);
  })();
}

/**
 * Lets PostgreSQL finish the background work a fresh seed leaves (dirty buffers of a million rows,
 * autovacuum): done during the first rows, it slowed the API rows and not their baselines, which
 * do not use the database. A CHECKPOINT, then up to 60 s for autovacuum workers to finish.
 */
async function settle(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('CHECKPOINT');
    for (let i = 0; i < 120; i += 1) {
      const { rows } = await client.query(
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE backend_type = 'autovacuum worker'",
      );
      if (rows[0].n === 0) return;
      await sleep(500);
    }
    log('autovacuum still running after 60 s: measuring anyway');
  } finally {
    await client.end();
  }
}

async function login(base, creds) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(creds),
  });
  if (res.status !== 200)
    throw new Error(`login ${creds.username}: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function json(base, path, cookie) {
  const res = await fetch(`${base}${path}`, { headers: { cookie } });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** Peak resident memory (VmHWM) of a process, MB; `reset` clears the high-water mark first. */
function peakRssMb(pid, reset = false) {
  if (reset) writeFileSync(`/proc/${pid}/clear_refs`, '5');
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmHWM:\s+(\d+) kB/);
  return line ? Math.round(Number(line[1]) / 1024) : null;
}

function currentRssMb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Math.round(Number(line[1]) / 1024) : null;
}

function exportRun(base, path, cookie, pid) {
  peakRssMb(pid, true);
  const rssBeforeMb = currentRssMb(pid);
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    let newlines = 0;
    let bytes = 0;
    http
      .get(`${base}${path}`, { headers: { cookie } }, (res) => {
        if (res.statusCode !== 200) reject(new Error(`export: ${res.statusCode}`));
        res.on('data', (chunk) => {
          bytes += chunk.length;
          for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) newlines += 1;
        });
        res.on('end', () => {
          const seconds = (performance.now() - t0) / 1000;
          const rows = newlines - 1; // minus the header line
          resolve({
            rows,
            seconds: Number(seconds.toFixed(2)),
            rowsPerSecond: Math.round(rows / seconds),
            megabytes: Number((bytes / 1e6).toFixed(1)),
            rssBeforeMb,
            peakRssMb: peakRssMb(pid),
          });
        });
      })
      .on('error', reject);
  });
}

async function main() {
  const started = Date.now();
  log(`machine: ${cpus().length} cores, Node ${process.version}`);
  const reused = (url) => ({ url, stop: async () => {} });
  const pg = text('database-url') ? reused(text('database-url')) : await startPostgres();
  const redis = text('redis-url') ? reused(text('redis-url')) : await startRedis();
  const cleanup = async () => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
    await sleep(500);
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
    const migrated = spawnSync(process.execPath, ['api/dist/migrate.js'], {
      cwd: root,
      env,
      encoding: 'utf8',
    });
    if (migrated.status !== 0) throw new Error(`migration job: ${migrated.stderr}`);
    log('seeding (about a minute, skipped when the bench member exists)');
    const seedTimings = await seed(pg.url, log, { ifAbsent: true });
    await settle(pg.url);
    if (process.argv.includes('--serve')) {
      log(`serving: --database-url=${pg.url} --redis-url=${redis.url} (Ctrl+C stops them)`);
      await new Promise(() => {});
    }

    const apiPort = await freePort();
    await startProcess(
      'api',
      ['api/dist/server.js'],
      { ...env, PORT: String(apiPort) },
      `http://127.0.0.1:${apiPort}/api/ready`,
    );
    const basePort = await freePort();
    await startProcess(
      'baseline',
      ['scripts/bench/baseline-server.mjs'],
      { ...env, PORT: String(basePort) },
      `http://127.0.0.1:${basePort}/baseline`,
    );
    // A second replica without the conversation list cache: what every list read costs when it
    // is not in the cache (the first read after a write, or the cache disabled).
    const uncachedPort = await freePort();
    await startProcess(
      'api (no list cache)',
      ['api/dist/server.js'],
      { ...env, PORT: String(uncachedPort), CONVERSATION_CACHE_SECONDS: '0' },
      `http://127.0.0.1:${uncachedPort}/api/ready`,
    );
    const apiBase = `http://127.0.0.1:${apiPort}`;
    const uncachedBase = `http://127.0.0.1:${uncachedPort}`;
    const baseBase = `http://127.0.0.1:${basePort}`;

    const member = await login(apiBase, BENCH_MEMBER);
    const admin = await login(apiBase, ADMIN);
    const conversations = await json(apiBase, '/api/conversations', member);
    const conversationId = conversations[0].id;
    const opts = { connections: CONNECTIONS, seconds: SECONDS };
    const get = (base, path, cookie) => () => ({ url: `${base}${path}`, headers: { cookie } });
    let posted = 0;
    const scenarios = [
      ['baseline: bare Express + Redis session, constant', get(baseBase, '/baseline', member)],
      ['GET /api/auth/user', get(apiBase, '/api/auth/user', member)],
      [
        `GET /api/conversations (member with ${SIZES.memberConversations.toLocaleString('en')} conversations, ${conversations.length} listed)`,
        get(apiBase, '/api/conversations', member),
      ],
      [
        `GET /api/conversations?limit=20 (the chat history's first page, same member)`,
        get(apiBase, '/api/conversations?limit=20', member),
      ],
      [
        `browser: GET /api/conversations (same, with Chrome's Accept-Encoding: gzip, deflate, br, zstd)`,
        () => ({
          url: `${apiBase}/api/conversations`,
          headers: { cookie: member, 'accept-encoding': 'gzip, deflate, br, zstd' },
        }),
      ],
      [
        `uncached: GET /api/conversations (replica with CONVERSATION_CACHE_SECONDS=0, ${conversations.length} listed)`,
        get(uncachedBase, '/api/conversations', member),
      ],
      [
        'uncached: GET /api/conversations?limit=20 (replica with CONVERSATION_CACHE_SECONDS=0)',
        get(uncachedBase, '/api/conversations?limit=20', member),
      ],
      [
        'POST /api/messages',
        () => ({
          url: `${apiBase}/api/messages`,
          method: 'POST',
          headers: { cookie: member, origin: apiBase, 'content-type': 'application/json' },
          body: JSON.stringify({
            conversationId,
            type: 'user',
            content: `bench message ${(posted += 1)}`,
          }),
        }),
      ],
      [
        `GET /api/admin/users?search= (${SIZES.users.toLocaleString('en')} users)`,
        get(apiBase, '/api/admin/users?search=user_4242', admin),
      ],
      [
        `GET /api/admin/ia-logs page 1 (${SIZES.messages.toLocaleString('en')} messages)`,
        get(apiBase, '/api/admin/ia-logs?page=1', admin),
      ],
      ['GET /api/admin/ia-logs page 1,000', get(apiBase, '/api/admin/ia-logs?page=1000', admin)],
      [
        'GET /api/admin/stats/daily (30 days, the dashboard chart)',
        get(apiBase, '/api/admin/stats/daily?days=30', admin),
      ],
      [
        'GET /api/admin/dashboard (counters and latest users, refreshed every 30 s)',
        get(apiBase, '/api/admin/dashboard', admin),
      ],
    ];
    // The machine is shared: each scenario is paired with a baseline run just before it, and its
    // ratio uses that neighbour (drift in the machine's load hits both alike).
    const [baselineName, baselineRequest] = scenarios[0];
    const api_ = [];
    const wanted = (name) => !ONLY || ONLY.split(',').some((part) => name.includes(part));
    for (const [name, request] of scenarios.slice(1).filter(([name]) => wanted(name))) {
      log(`measuring ${name}`);
      // A constant request (every GET) is sent from a worker thread, the scenario and its
      // baseline alike; a request that changes each time (POST) from this thread, both alike too.
      const sample = request();
      const constant = (sample.method ?? 'GET') === 'GET';
      const base = constant
        ? await measureIsolated(baselineRequest(), opts)
        : await measure(baselineRequest, opts);
      const r = constant ? await measureIsolated(sample, opts) : await measure(request, opts);
      api_.push({
        name,
        ...r,
        baselineRps: base.rps,
        ratioToBaseline: Number((r.rps / base.rps).toFixed(2)),
      });
      log(
        `  ${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, errors ${r.errors}; baseline ${base.rps} req/s`,
      );
    }
    const baseline = await measureIsolated(baselineRequest(), opts);
    api_.unshift({
      name: baselineName,
      ...baseline,
      baselineRps: baseline.rps,
      ratioToBaseline: 1,
    });

    let exportResult = null;
    let exportAfterChat = null;
    if (wanted('export')) {
      // On fresh replicas (same database and Redis, so the admin session is valid there too): the
      // peak RSS is the export's, not what the scenarios above left in the heap. The second one
      // first saves a chat message, as a replica in service has: the tokenizer is then loaded.
      const exportOn = async (label, beforeExport) => {
        log(`CSV export of the AI logs (${label})`);
        const port = await freePort();
        const replica = await startProcess(
          'api (export)',
          ['api/dist/server.js'],
          { ...env, PORT: String(port) },
          `http://127.0.0.1:${port}/api/ready`,
        );
        const base = `http://127.0.0.1:${port}`;
        await beforeExport?.(base);
        const result = await exportRun(base, '/api/admin/ia-logs/export', admin, replica.pid);
        replica.kill('SIGTERM');
        log(`  ${result.rows} rows in ${result.seconds} s, peak RSS ${result.peakRssMb} MB`);
        return result;
      };
      exportResult = await exportOn('fresh replica');
      exportAfterChat = await exportOn('replica that has saved a chat message', async (base) => {
        const res = await fetch(`${base}/api/messages`, {
          method: 'POST',
          headers: { cookie: member, origin: base, 'content-type': 'application/json' },
          body: JSON.stringify({ conversationId, type: 'user', content: 'bench: before export' }),
        });
        if (res.status !== 201) throw new Error(`POST /api/messages: ${res.status}`);
      });
    }

    let frontEnd = null;
    if (!process.argv.includes('--skip-frontend')) {
      log('front end: first loads and Lighthouse');
      frontEnd = await frontEndReport({
        base: apiBase,
        chromium: ensureChromium(),
        memberCookie: member,
        adminCookie: admin,
        lighthouse: !process.argv.includes('--skip-lighthouse'),
        log,
      });
    }

    const report = {
      date: new Date().toISOString(),
      machine: {
        cores: cpus().length,
        node: process.version,
        load: readFileSync('/proc/loadavg', 'utf8').trim(),
      },
      settings: { seconds: SECONDS, connections: CONNECTIONS, logLevel: 'warn', sizes: SIZES },
      seedSeconds: seedTimings,
      api: api_,
      export: exportResult,
      exportAfterChat,
      frontEnd,
      durationSeconds: Math.round((Date.now() - started) / 1000),
    };
    const dir = join(root, 'scripts', 'bench', 'results');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync(join(dir, 'latest.md'), markdown(report));
    console.log(`\n${markdown(report)}`);
    log(`written scripts/bench/results/latest.json and latest.md (${report.durationSeconds} s)`);
  } finally {
    await cleanup();
  }
}

export function markdown(r) {
  const lines = [
    `Benchmarks of ${r.date} (${r.machine.cores} cores shared, load ${r.machine.load.split(' ').slice(0, 3).join(' ')}, Node ${r.machine.node}; ${r.settings.connections} connections, ${r.settings.seconds} s per row, LOG_LEVEL=${r.settings.logLevel}).`,
    '',
    '| API scenario | req/s | p50 ms | p99 ms | baseline req/s (run just before) | ratio | errors | target |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  const targets = {
    'GET /api/auth/user': (x) =>
      `>= 0.60 x baseline: ${x.ratioToBaseline >= 0.6 ? 'met' : 'MISSED'}`,
    'GET /api/conversations': (x) =>
      `>= 0.60 x baseline and p99 < 50 ms: ${x.ratioToBaseline >= 0.6 && x.p99 < 50 ? 'met' : 'MISSED'}`,
    'GET /api/admin': (x) => `p99 < 50 ms: ${x.p99 < 50 ? 'met' : 'MISSED'}`,
  };
  for (const x of r.api) {
    const target = Object.entries(targets).find(([k]) => x.name.startsWith(k))?.[1](x) ?? '';
    lines.push(
      `| ${x.name} | ${x.rps} | ${x.p50} | ${x.p99} | ${x.baselineRps} | ${x.ratioToBaseline} | ${x.errors} | ${target} |`,
    );
  }
  if (r.api.some((x) => x.name.startsWith('uncached: '))) {
    lines.push(
      '',
      "The GET /api/conversations rows (and the browser row, answered in brotli) are answered from the replica's list cache (the member's list does not change during them: every read is a hit); the uncached rows read PostgreSQL on every request, as the first read after a write does.",
    );
  }
  const exportLine = (e, where) =>
    `CSV export of the AI logs on ${where}: ${e.rows.toLocaleString('en')} rows (${e.megabytes} MB) in ${e.seconds} s = ${e.rowsPerSecond.toLocaleString('en')} rows/s, peak RSS ${e.peakRssMb} MB (${e.rssBeforeMb} MB before the export) (target >= 100,000 rows/s: ${e.rowsPerSecond >= 100_000 ? 'met' : 'MISSED'}; < 200 MB: ${e.peakRssMb < 200 ? 'met' : 'MISSED'}).`;
  if (r.export) lines.push('', exportLine(r.export, 'a fresh API replica'));
  if (r.exportAfterChat) {
    lines.push(
      '',
      exportLine(
        r.exportAfterChat,
        'a fresh replica that has saved one chat message (tokenizer loaded)',
      ),
    );
  }
  lines.push(
    '',
    r.seedSeconds
      ? `Seeding: ${Object.entries(r.seedSeconds)
          .map(([k, v]) => `${k} ${v} s`)
          .join(', ')}.`
      : 'Seeding: an already seeded database was reused.',
  );
  if (r.frontEnd) {
    lines.push(
      '',
      '| First load | as | requests | JS gzipped KB | all gzipped KB | chat code | admin code | Lighthouse performance |',
      '| --- | --- | ---: | ---: | ---: | --- | --- | ---: |',
    );
    for (const p of r.frontEnd.pages) {
      lines.push(
        `| ${p.path} | ${p.as} | ${p.requests} | ${p.jsKb} | ${p.totalKb} | ${p.loadsChat ? 'yes' : 'no'} | ${p.loadsAdmin ? 'yes' : 'no'} | ${p.lighthouse ?? ''} |`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
