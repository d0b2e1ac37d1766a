// Front-end part of `npm run bench`: for each route, the first load in a fresh browser profile
// (bytes on the wire, gzipped as served, and the number of requests), plus Lighthouse (mobile
// preset, offline) performance for /, /zak-ia-info, /contact and /auth (median of several runs).
// Debian's Chromium through playwright-core.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

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

function lighthouse(url, chromiumPath) {
  const dir = mkdtempSync(join(tmpdir(), 'zak-lh-'));
  const out = join(dir, 'report.json');
  try {
    const result = spawnSync(
      join(root, 'node_modules', '.bin', 'lighthouse'),
      [
        url,
        '--output=json',
        `--output-path=${out}`,
        '--only-categories=performance',
        '--quiet',
        `--chrome-flags=${FLAGS.join(' ')} --user-data-dir=${join(dir, 'profile')}`,
      ],
      { env: { ...process.env, CHROME_PATH: chromiumPath }, encoding: 'utf8', timeout: 180_000 },
    );
    if (result.status !== 0) return { error: (result.stderr || 'failed').slice(-300) };
    const report = JSON.parse(readFileSync(out, 'utf8'));
    if (report.runtimeError) return { error: report.runtimeError.code };
    return {
      score: Math.round(report.categories.performance.score * 100),
      fcpMs: Math.round(report.audits['first-contentful-paint'].numericValue),
      lcpMs: Math.round(report.audits['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(report.audits['total-blocking-time'].numericValue),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * Lighthouse is noisy on a shared machine (its simulated throttling scales the CPU time it
 * observes): `runs` measurements, the median of each number, every score listed.
 */
function lighthouseMedian(url, chromiumPath, runs) {
  const ok = [];
  let error;
  for (let i = 0; i < runs + 2 && ok.length < runs; i += 1) {
    const one = lighthouse(url, chromiumPath);
    if (one.error) error = one.error;
    else ok.push(one);
  }
  if (ok.length === 0) return { error };
  return {
    score: median(ok.map((r) => r.score)),
    fcpMs: median(ok.map((r) => r.fcpMs)),
    lcpMs: median(ok.map((r) => r.lcpMs)),
    tbtMs: median(ok.map((r) => r.tbtMs)),
    runs: ok.map((r) => r.score),
  };
}

export async function frontEndReport({
  base,
  chromium: chromiumPath,
  memberCookie,
  adminCookie,
  lighthouse: withLighthouse,
  lighthouseRuns = 3,
  log,
}) {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: FLAGS,
    headless: true,
  });
  const pages = [];
  try {
    for (const route of ROUTES) {
      const cookie =
        route.as === 'member' ? memberCookie : route.as === 'admin' ? adminCookie : undefined;
      const result = await firstLoad(browser, base, route, cookie);
      log(
        `  ${route.path} (${route.as}): ${result.requests} requests, JS received ${result.jsBodyKb} KB (bodies; ${result.jsKb} KB with headers), all ${result.totalKb} KB`,
      );
      pages.push(result);
    }
  } finally {
    await browser.close();
  }
  if (withLighthouse) {
    for (const path of ['/', '/zak-ia-info', '/contact', '/auth']) {
      const lh = lighthouseMedian(`${base}${path}`, chromiumPath, lighthouseRuns);
      log(`  Lighthouse ${path}: ${JSON.stringify(lh)}`);
      const page = pages.find((p) => p.path === path);
      if (page) {
        page.lighthouse = lh.score ?? `error: ${lh.error}`;
        page.lighthouseDetail = lh;
      }
    }
  }
  return { pages, onDiskKb: onDiskFirstLoadKb() };
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
