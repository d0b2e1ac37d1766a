// `node scripts/bench/cost.mjs --database-url=URL --redis-url=URL`: what one signed-in
// `GET /api/auth/user` costs the API replica, beside the fair baseline (baseline-server.mjs with
// the API's touch policy), in figures that do not move with the machine's load as req/s do:
//   - CPU time of the server process per request (user + system, /proc/<pid>/stat), and
//   - bytes allocated on the V8 heap per request and GC pause per request (`--trace-gc`: the heap
//     grown between one collection and the next, summed over the measured requests).
// Each server gets `--warmup=N` requests (3000) and then `--requests=N` (20000), 8 connections,
// `--runs=N` times (3), both servers loaded at the same time; medians are printed, and the median
// of each run's CPU ratio (baseline / API). Needs the build and a migrated, seeded
// database (`node scripts/bench/run.mjs --serve` prints the two URLs). `--path=/api/...` measures
// another signed-in GET of the API (the baseline stays the same); `--cpu-prof=DIR` writes both
// servers' CPU profiles there (their figures are then those of a profiled run); `--compare=DIR`
// measures the API built in another checkout too (`node_modules` linked), in the same runs;
// `--baseline-app-server`: the baseline's server made as the API makes its own
// (BASELINE_APP_SERVER, see baseline-server.mjs) rather than by Express's app.listen. Not a
// test.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { freePort } from '../lib/services.mjs';
import { login } from './measure.mjs';
import { BENCH_MEMBER } from './seed.mjs';

const text = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const num = (name, fallback) => Number(text(name) ?? fallback);
const WARMUP = num('warmup', 3000);
const REQUESTS = num('requests', 20_000);
const RUNS = num('runs', 3);
const CONNECTIONS = num('connections', 8);
const PATH = text('path') ?? '/api/auth/user';
const root = new URL('../..', import.meta.url).pathname;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const TICK = 100; // clock ticks per second of /proc/<pid>/stat (getconf CLK_TCK on Linux)

/** Starts `node --trace-gc <script>`, collecting its stdout; resolves once `ready` answers. */
async function start(script, env, ready, cwd = root) {
  const port = await freePort();
  const profile = text('cpu-prof') ? ['--cpu-prof', `--cpu-prof-dir=${text('cpu-prof')}`] : [];
  const child = spawn(process.execPath, ['--trace-gc', ...profile, script], {
    cwd,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server = { child, out: '', base: `http://127.0.0.1:${port}` };
  child.stdout.on('data', (d) => (server.out += d));
  let err = '';
  child.stderr.on('data', (d) => (err = (err + d).slice(-4000)));
  for (let i = 0; i < 600; i += 1) {
    if (child.exitCode !== null) throw new Error(`${script} exited: ${err}`);
    const ok = await fetch(`${server.base}${ready}`).then(
      (r) => r.status < 500,
      () => false,
    );
    if (ok) return server;
    await sleep(100);
  }
  throw new Error(`${script} did not start: ${err}`);
}

/** User + system CPU seconds of a process so far. */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICK;
}

/** `count` GETs of `url` with `cookie`, CONNECTIONS at a time; resolves to the statuses seen. */
async function load(url, cookie, count) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const statuses = {};
  let left = count;
  const one = () =>
    new Promise((resolve, reject) => {
      http
        .get(url, { agent, headers: { cookie } }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode));
        })
        .on('error', reject);
    });
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (left > 0) {
        left -= 1;
        const status = await one();
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  agent.destroy();
  return statuses;
}

/** Heap MB allocated and GC pause ms in trace-gc `lines` (one collection a line). */
function gcFigures(lines) {
  let allocatedMb = 0;
  let pauseMs = 0;
  let previousAfter;
  let collections = 0;
  for (const line of lines) {
    const m =
      /: (Scavenge|Mark-Compact|Mark-sweep|Minor Mark-Compact)[^\d]*([\d.]+) \(([\d.]+)\) -> ([\d.]+) \(([\d.]+)\) MB, (?:pooled: [\d.]+ MB, )?([\d.]+) \/ ([\d.]+) ms/.exec(
        line,
      );
    if (!m) continue;
    const before = Number(m[2]);
    const after = Number(m[4]);
    if (previousAfter !== undefined) allocatedMb += Math.max(0, before - previousAfter);
    previousAfter = after;
    pauseMs += Number(m[6]);
    collections += 1;
  }
  return { allocatedMb, pauseMs, collections };
}

/** One measured run of `server`: CPU µs, KB allocated and GC pause µs per request. */
async function measureOnce(server, url, cookie) {
  const pid = server.child.pid;
  const outAt = server.out.length;
  const cpu0 = cpuSeconds(pid);
  const statuses = await load(url, cookie, REQUESTS);
  await sleep(50);
  const cpu1 = cpuSeconds(pid);
  const lines = server.out.slice(outAt).split('\n');
  // The first collection of the window only marks where the heap stood.
  const gc = gcFigures(lines);
  return {
    statuses,
    cpuUs: Math.round(((cpu1 - cpu0) * 1e6) / REQUESTS),
    allocKb: Number(((gc.allocatedMb * 1024) / REQUESTS).toFixed(2)),
    gcUs: Number(((gc.pauseMs * 1000) / REQUESTS).toFixed(1)),
    collections: gc.collections,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME ?? tmpdir(),
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATABASE_URL: text('database-url'),
    REDIS_URL: text('redis-url'),
    SESSION_SECRET: 'bench-session-secret-0123456789abcdefghij',
    COOKIE_SECURE: 'false',
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: 'bench-Admin-password-1',
    AUTH_RATE_PER_IP: '100000',
    AUTH_RATE_PER_USERNAME: '100000',
    LOG_LEVEL: 'warn',
  };
  if (!env.DATABASE_URL || !env.REDIS_URL) throw new Error('--database-url and --redis-url');
  const metricsPort = await freePort();
  const api = await start(
    'api/dist/server.js',
    { ...env, METRICS_PORT: String(metricsPort) },
    '/api/ready',
  );
  const baseline = await start(
    'scripts/bench/baseline-server.mjs',
    {
      ...env,
      BASELINE_TOUCH_SECONDS: '60',
      ...(process.argv.includes('--baseline-app-server') ? { BASELINE_APP_SERVER: '1' } : {}),
    },
    '/baseline',
  );
  // --compare=DIR: the API built in another checkout (e.g. the previous commit), in the same runs.
  const compared = text('compare')
    ? await start(
        'api/dist/server.js',
        { ...env, METRICS_PORT: String(await freePort()) },
        '/api/ready',
        text('compare'),
      )
    : undefined;
  try {
    const cookie = await login(api.base, BENCH_MEMBER);
    const targets = [
      {
        name: `fair baseline${process.argv.includes('--baseline-app-server') ? ' (app server)' : ''}`,
        server: baseline,
        url: `${baseline.base}/baseline`,
      },
      { name: `API ${PATH}`, server: api, url: `${api.base}${PATH}` },
      ...(compared
        ? [
            {
              name: `API ${PATH} (${text('compare')})`,
              server: compared,
              url: `${compared.base}${PATH}`,
            },
          ]
        : []),
    ];
    for (const t of targets) await load(t.url, cookie, WARMUP);
    const results = new Map(targets.map((t) => [t.name, []]));
    const ratios = new Map(targets.slice(1).map((t) => [t.name, []]));
    for (let i = 0; i < RUNS; i += 1) {
      // All at the same time: the machine's other work weighs on each alike.
      const runs = await Promise.all(targets.map((t) => measureOnce(t.server, t.url, cookie)));
      targets.forEach((t, j) => {
        results.get(t.name).push(runs[j]);
        console.log(`[cost] ${t.name} run ${i + 1}: ${JSON.stringify(runs[j])}`);
        if (j > 0) ratios.get(t.name).push(Number((runs[0].cpuUs / runs[j].cpuUs).toFixed(2)));
      });
    }
    console.log(
      `\nPer request, medians of ${RUNS} runs of ${REQUESTS} requests (${CONNECTIONS} connections):`,
    );
    for (const [name, r] of ratios) {
      console.log(
        `Baseline CPU / ${name} CPU per request (the req/s ratio a CPU-bound server would reach): median ${median(r)} (runs: ${r.join(', ')})`,
      );
    }
    console.log('| server | CPU µs | heap KB allocated | GC pause µs |');
    console.log('| --- | ---: | ---: | ---: |');
    for (const [name, runs] of results) {
      const bad = runs.some((r) => Object.keys(r.statuses).some((s) => s !== '200'));
      console.log(
        `| ${name}${bad ? ' (FAILED: not all 200)' : ''} | ${median(runs.map((r) => r.cpuUs))} | ${median(runs.map((r) => r.allocKb))} | ${median(runs.map((r) => r.gcUs))} |`,
      );
    }
  } finally {
    await Promise.all(
      [api, baseline, compared].filter(Boolean).map((s) => {
        const exited = new Promise((resolve) => s.child.once('exit', resolve));
        s.child.kill('SIGTERM');
        return exited;
      }),
    );
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
