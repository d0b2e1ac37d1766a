// Measurement for `npm run bench`: the API scenarios, each measured beside the two baselines run
// just before it (the machine is shared: drift in its load hits both alike), with its answers
// checked (a row with an error or an unexpected status is marked failed, whatever its req/s),
// the conversation-list cache's own counters read around the rows that use it, and the CSV export.
import http from 'node:http';
import { generateSync } from 'otplib';
import { measure, measureIsolated } from './http-load.mjs';
import { currentRssMb, peakRssMb } from './processes.mjs';

export async function login(base, creds) {
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

const cookiesOf = (res) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

async function postJson(base, path, cookie, body) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, cookie },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
  return res;
}

/**
 * Signs the administrator in with the second step /api/admin/* needs: on a fresh database the
 * enrolment through the API (as the panel does); on a database where it is already enrolled
 * (`--database-url`), a code of BENCH_ADMIN_TOTP_SECRET. Answers the session cookie.
 */
export async function loginAdmin(base, creds) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(creds),
  });
  if (res.status !== 200) throw new Error(`login ${creds.username}: ${res.status}`);
  const state = (await res.json()).user?.secondFactor;
  const cookie = cookiesOf(res);
  if (state === 'enrol') {
    const enrolment = await postJson(base, '/api/auth/second-factor/enrolment', cookie, {
      currentPassword: creds.password,
    });
    const { secret } = await enrolment.json();
    const confirmed = await postJson(base, '/api/auth/second-factor/enrolment/confirm', cookie, {
      code: generateSync({ secret }),
    });
    // Kept for this run's later sign-ins only (never printed).
    process.env.BENCH_ADMIN_TOTP_SECRET = secret;
    return cookiesOf(confirmed);
  }
  if (state === 'verify') {
    const secret = process.env.BENCH_ADMIN_TOTP_SECRET;
    if (!secret) {
      throw new Error(
        'the administrator has a second factor: set BENCH_ADMIN_TOTP_SECRET, or reset it with `npm run reset-second-factor -- admin` (same DATABASE_URL)',
      );
    }
    const verified = await postJson(base, '/api/auth/second-factor/verify', cookie, {
      code: generateSync({ secret }),
    });
    return cookiesOf(verified);
  }
  return cookie;
}

export async function getJson(base, path, cookie) {
  const res = await fetch(`${base}${path}`, { headers: { cookie } });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** The cache counter families read from the API's /metrics (prom-client text format). */
const CACHE_COUNTER = 'zak_conversation_cache_requests_total';

/**
 * The conversation-list cache's hit and miss counters from `metricsUrl`, or null when there is
 * no such endpoint or counter (the API without metrics).
 */
export async function cacheCounters(metricsUrl) {
  if (!metricsUrl) return null;
  const text = await fetch(metricsUrl).then(
    (r) => (r.ok ? r.text() : ''),
    () => '',
  );
  const value = (result) => {
    const line = text
      .split('\n')
      .find((l) => l.startsWith(`${CACHE_COUNTER}{`) && l.includes(`result="${result}"`));
    return line === undefined ? undefined : Number(line.trim().split(/\s+/).at(-1));
  };
  const hits = value('hit');
  const misses = value('miss');
  return hits === undefined && misses === undefined
    ? null
    : { hits: hits ?? 0, misses: misses ?? 0 };
}

/**
 * Measures one request (a function returning { url, method?, headers?, body? }), or a list of
 * constant GETs sent in turn.
 */
function run(request, opts) {
  // A constant request (every GET) is sent from a worker thread of its own; a request that
  // changes each time (POST) from this thread. A row and its baselines alike.
  if (Array.isArray(request)) return measureIsolated(request, opts);
  const sample = request();
  return (sample.method ?? 'GET') === 'GET'
    ? measureIsolated(sample, opts)
    : measure(request, opts);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : Number(((sorted[mid - 1] + sorted[mid]) / 2).toFixed(2));
};

/** Statuses other than `expected`, and transport errors: what makes a row failed. */
function problems(result, expected) {
  const unexpected = Object.entries(result.statuses)
    .filter(([status]) => Number(status) !== expected)
    .reduce((sum, [, n]) => sum + n, 0);
  const transport =
    result.errors -
    Object.entries(result.statuses)
      .filter(([status]) => Number(status) >= 400)
      .reduce((sum, [, n]) => sum + n, 0);
  return unexpected + Math.max(0, transport);
}

/**
 * Measures `scenario` ({ name, request, expected, cache }) `rounds` times, each round the fair
 * baseline, the touching baseline and the scenario (one after the other, or at the same time
 * with `sideBySide`); resolves to the row of the report (medians over the rounds; ratios are the
 * medians of each round's ratio).
 */
export async function measureRow(
  scenario,
  baselines,
  opts,
  { rounds = 1, sideBySide = false, metricsUrl, log },
) {
  const runs = [];
  const before = scenario.cache ? await cacheCounters(metricsUrl) : null;
  for (let i = 0; i < rounds; i += 1) {
    // Side by side: the three loads at the same time, each from its own thread, so a burst of
    // the machine's other work hits all three alike; else one after the other.
    const [fair, touching, r] = sideBySide
      ? await Promise.all([
          run(baselines.fair, opts),
          run(baselines.touching, opts),
          run(scenario.request, opts),
        ])
      : [
          await run(baselines.fair, opts),
          await run(baselines.touching, opts),
          await run(scenario.request, opts),
        ];
    runs.push({ fair, touching, r });
    log(
      `  ${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, statuses ${JSON.stringify(r.statuses)}; fair baseline ${fair.rps}, touching baseline ${touching.rps}`,
    );
  }
  const after = scenario.cache ? await cacheCounters(metricsUrl) : null;
  const cache = !scenario.cache
    ? undefined
    : before && after
      ? { hits: after.hits - before.hits, misses: after.misses - before.misses }
      : 'counters unavailable (no METRICS_PORT endpoint)';
  const measured = runs.reduce((sum, x) => sum + x.r.requests, 0);
  // Every list read is a hit or a miss: counters that account for fewer than the measured
  // requests (the warm-ups come on top) do not count, and the row's cache figures mean nothing.
  const uncounted =
    typeof cache === 'object' && cache.hits + cache.misses < measured
      ? measured - (cache.hits + cache.misses)
      : 0;
  const failures = runs.reduce(
    (sum, { r, fair, touching }) =>
      sum + problems(r, scenario.expected) + problems(fair, 200) + problems(touching, 200),
    0,
  );
  const statuses = {};
  for (const { r } of runs) {
    for (const [s, n] of Object.entries(r.statuses)) statuses[s] = (statuses[s] ?? 0) + n;
  }
  return {
    name: scenario.name,
    expectedStatus: scenario.expected,
    rounds,
    rps: median(runs.map((x) => x.r.rps)),
    p50: median(runs.map((x) => x.r.p50)),
    p99: median(runs.map((x) => x.r.p99)),
    requests: measured,
    statuses,
    errors: runs.reduce((sum, x) => sum + x.r.errors, 0),
    failed: failures > 0 || uncounted > 0,
    unexpectedAnswers: failures,
    uncountedCacheReads: uncounted,
    baselineRps: median(runs.map((x) => x.fair.rps)),
    touchingBaselineRps: median(runs.map((x) => x.touching.rps)),
    ratioToBaseline: median(runs.map((x) => Number((x.r.rps / x.fair.rps).toFixed(2)))),
    ratioToTouchingBaseline: median(runs.map((x) => Number((x.r.rps / x.touching.rps).toFixed(2)))),
    cache,
  };
}

/** The two baselines alone, the first row of the report. */
export async function measureBaselines(baselines, opts) {
  const fair = await run(baselines.fair, opts);
  const touching = await run(baselines.touching, opts);
  return { fair, touching };
}

/** Streams the CSV export once, counting rows and the replica's peak memory. */
export function exportRun(base, path, cookie, pid) {
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
