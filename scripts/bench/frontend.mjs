// Front-end part of `npm run bench`: for each route, the first load in a fresh browser profile
// (bytes on the wire, gzipped as served, and the number of requests), plus Lighthouse (mobile
// preset, offline) performance for /, /zak-ia-info, /contact and /auth (median of several runs).
// Debian's Chromium through playwright-core.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { stripHeaderProxy } from './strip-header-proxy.mjs';
import { traceLoad } from './trace.mjs';

const root = new URL('../..', import.meta.url).pathname;
const FLAGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const ROUTES = [
  { path: '/', as: 'visitor' },
  { path: '/zak-ia-info', as: 'visitor' },
  { path: '/contact', as: 'visitor' },
  { path: '/auth', as: 'visitor' },
  { path: '/ia', as: 'member' },
  { path: '/admin', as: 'admin' },
];

function cookiesFor(header, base) {
  return header.split('; ').map((pair) => {
    const eq = pair.indexOf('=');
    return { name: pair.slice(0, eq), value: pair.slice(eq + 1), url: base };
  });
}

async function firstLoad(browser, base, route, cookie) {
  const context = await browser.newContext();
  if (cookie) await context.addCookies(cookiesFor(cookie, base));
  const page = await context.newPage();
  const finished = [];
  page.on('requestfinished', (req) => finished.push(req));
  await page.goto(`${base}${route.path}`, { waitUntil: 'networkidle' });
  let js = 0;
  let jsBodies = 0;
  let scripts = 0;
  let total = 0;
  const urls = [];
  for (const req of finished) {
    const sizes = await req.sizes();
    // responseBodySize: the body as it travelled (compressed as served).
    const bytes = sizes.responseBodySize + sizes.responseHeadersSize;
    total += bytes;
    if (req.resourceType() === 'script') {
      js += bytes;
      jsBodies += sizes.responseBodySize;
      scripts += 1;
    }
    urls.push(req.url());
  }
  await context.close();
  return {
    path: route.path,
    as: route.as,
    requests: finished.length,
    scripts,
    jsBodyKb: Math.round(jsBodies / 102.4) / 10,
    jsKb: Math.round(js / 102.4) / 10,
    totalKb: Math.round(total / 102.4) / 10,
    loadsChat: urls.some((u) => u.includes('/remotes/chat/')),
    loadsAdmin: urls.some((u) => u.includes('/remotes/admin/')),
  };
}

/** One Lighthouse run (mobile preset, simulated throttling). `blockJs`: the page as served, its
 * scripts blocked (`--blocked-url-patterns=*.js`), so the scripts' cost is the difference. */
function lighthouse(url, chromiumPath, blockJs = false) {
  const dir = mkdtempSync(join(tmpdir(), 'zak-lh-'));
  const out = join(dir, 'report.json');
  try {
    const result = spawnSync(
      join(root, 'node_modules', '.bin', 'lighthouse'),
      [
        url,
        '--output=json',
        `--output-path=${out}`,
        '--only-categories=performance,accessibility,best-practices',
        ...(blockJs ? ['--blocked-url-patterns=*.js'] : []),
        '--quiet',
        `--chrome-flags=${FLAGS.join(' ')} --user-data-dir=${join(dir, 'profile')}`,
      ],
      { env: { ...process.env, CHROME_PATH: chromiumPath }, encoding: 'utf8', timeout: 180_000 },
    );
    if (result.status !== 0) return { error: (result.stderr || 'failed').slice(-300) };
    const report = JSON.parse(readFileSync(out, 'utf8'));
    if (report.runtimeError) return { error: report.runtimeError.code };
    const scripts = (report.audits['network-requests']?.details?.items ?? []).filter(
      (r) => r.resourceType === 'Script' && r.statusCode === 200,
    );
    return {
      score: Math.round(report.categories.performance.score * 100),
      fcpMs: Math.round(report.audits['first-contentful-paint'].numericValue),
      lcpMs: Math.round(report.audits['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(report.audits['total-blocking-time'].numericValue),
      cls: Math.round(report.audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
      jsKb: Math.round(scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 102.4) / 10,
      accessibility: Math.round(report.categories.accessibility.score * 100),
      bestPractices: Math.round(report.categories['best-practices'].score * 100),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

function summary(ok, error) {
  if (ok.length === 0) return { error };
  const m = (key) => median(ok.map((r) => r[key]));
  return {
    score: m('score'),
    fcpMs: m('fcpMs'),
    lcpMs: m('lcpMs'),
    tbtMs: m('tbtMs'),
    cls: m('cls'),
    jsKb: m('jsKb'),
    accessibility: m('accessibility'),
    bestPractices: m('bestPractices'),
    runs: ok.map((r) => r.score),
    tbtRuns: ok.map((r) => r.tbtMs),
    load: ok.map((r) => r.load),
  };
}

/**
 * Lighthouse is noisy on a shared machine (its simulated throttling scales the CPU time it
 * observes): `runs` rounds; each round measures every variant of a page one after the other (with
 * its scripts, scripts blocked, and any compared server), so the variants see the same load. The
 * median of each number, every score and the load average of each run listed.
 */
export function lighthouseSideBySide(variants, runs, chromiumPath) {
  const ok = variants.map(() => []);
  const errors = variants.map(() => undefined);
  for (let round = 0; round < runs; round += 1) {
    variants.forEach((v, i) => {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const one = lighthouse(v.url, chromiumPath, v.blockJs);
        if (one.error) {
          errors[i] = one.error;
          continue;
        }
        ok[i].push({ ...one, load: loadAverage() });
        break;
      }
    });
  }
  return variants.map((v, i) => ({ ...v, ...summary(ok[i], errors[i]) }));
}

export const PUBLIC_PAGES = ['/', '/zak-ia-info', '/contact', '/auth'];

/** Per public page: Lighthouse with the scripts, and with them blocked (and `compare`: another
 * server of the same pages, e.g. the previous build, measured in the same rounds; `withoutCoop`:
 * the same server through a proxy that drops Cross-Origin-Opener-Policy, both variants again). */
export function publicPagesLighthouse({ base, compare, withoutCoop, chromiumPath, runs, log }) {
  const results = [];
  for (const path of PUBLIC_PAGES) {
    const variants = [
      { path, variant: 'scripts', url: `${base}${path}`, blockJs: false },
      { path, variant: 'scripts blocked', url: `${base}${path}`, blockJs: true },
      ...(compare
        ? [{ path, variant: 'compared: scripts', url: `${compare}${path}`, blockJs: false }]
        : []),
      ...(withoutCoop
        ? [
            { path, variant: 'scripts, no COOP', url: `${withoutCoop}${path}`, blockJs: false },
            {
              path,
              variant: 'scripts blocked, no COOP',
              url: `${withoutCoop}${path}`,
              blockJs: true,
            },
          ]
        : []),
    ];
    for (const r of lighthouseSideBySide(variants, runs, chromiumPath)) {
      log(`  Lighthouse ${path} (${r.variant}): ${JSON.stringify({ ...r, url: undefined })}`);
      results.push(r);
    }
  }
  return results;
}

export async function frontEndReport({
  base,
  chromium: chromiumPath,
  memberCookie,
  adminCookie,
  lighthouse: withLighthouse,
  lighthouseRuns = 3,
  compare,
  withoutCoop = false,
  log,
}) {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: FLAGS,
    headless: true,
  });
  const pages = [];
  const cpuRows = [];
  try {
    for (const route of ROUTES) {
      if (route.as === 'member' && !memberCookie) continue;
      if (route.as === 'admin' && !adminCookie) continue;
      const cookie =
        route.as === 'member' ? memberCookie : route.as === 'admin' ? adminCookie : undefined;
      const result = await firstLoad(browser, base, route, cookie);
      log(
        `  ${route.path} (${route.as}): ${result.requests} requests, JS received ${result.jsBodyKb} KB (bodies; ${result.jsKb} KB with headers), all ${result.totalKb} KB`,
      );
      pages.push(result);
    }
    // The blocking time from the main thread's CPU time (trace.mjs): each public page, unthrottled,
    // its tasks' thread time x 4, median of the runs; scripts, scripts blocked, compared server.
    for (const path of PUBLIC_PAGES) {
      const variants = [
        { variant: 'scripts', base, blockJs: false },
        { variant: 'scripts blocked', base, blockJs: true },
        ...(compare ? [{ variant: 'compared: scripts', base: compare, blockJs: false }] : []),
      ];
      const runs = variants.map(() => []);
      for (let round = 0; round < lighthouseRuns; round += 1) {
        for (const [i, v] of variants.entries()) {
          const one = await traceLoad(browser, { ...v, path, cpu: 1, scale: 4 });
          runs[i].push(one);
        }
      }
      for (const [i, v] of variants.entries()) {
        const row = {
          path,
          variant: v.variant,
          cpuBlockingMs: median(runs[i].map((r) => r.cpuBlockingMs)),
          cpuBlockingRuns: runs[i].map((r) => r.cpuBlockingMs),
          longestTaskCpuMs: median(
            runs[i].map((r) => Math.round(Math.max(0, ...r.tasks.cpuTasks.map((t) => t.cpuMs)))),
          ),
          load: loadAverage(),
        };
        log(`  main-thread CPU ${path} (${v.variant}): ${JSON.stringify(row)}`);
        cpuRows.push(row);
      }
    }
  } finally {
    await browser.close();
  }
  let lighthouseRows = [];
  if (withLighthouse) {
    const proxy = withoutCoop ? await stripHeaderProxy(base, 'Cross-Origin-Opener-Policy') : null;
    try {
      lighthouseRows = publicPagesLighthouse({
        base,
        compare,
        withoutCoop: proxy?.url,
        chromiumPath,
        runs: lighthouseRuns,
        log,
      });
    } finally {
      await proxy?.close();
    }
    for (const row of lighthouseRows.filter((r) => r.variant === 'scripts')) {
      const page = pages.find((p) => p.path === row.path);
      if (page) page.lighthouse = row.score ?? `error: ${row.error}`;
    }
  }
  return { pages, lighthouse: lighthouseRows, mainThread: cpuRows, onDiskKb: onDiskFirstLoadKb() };
}

/** What scripts/check-bundle.mjs counts for / on disk (the build's files gzipped by itself). */
function onDiskFirstLoadKb() {
  const result = spawnSync(process.execPath, ['scripts/check-bundle.mjs', '--warn'], {
    cwd: root,
    encoding: 'utf8',
  });
  const kb = /first load of \/: ([\d.]+) KB/.exec(result.stdout)?.[1];
  return kb === undefined ? null : Number(kb);
}
