// The report of `npm run bench`: scripts/bench/results/latest.json and latest.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;

/** Budget of the first load of /: JavaScript the browser receives (compressed bodies). */
export const FIRST_LOAD_BUDGET_KB = 200;

const TARGETS = {
  'GET /api/auth/user': (x) => [`>= 0.80 x fair baseline`, x.ratioToBaseline >= 0.8],
  'GET /api/conversations': (x) => [
    '>= 0.60 x fair baseline and p99 < 50 ms',
    x.ratioToBaseline >= 0.6 && x.p99 < 50,
  ],
  'GET /api/admin': (x) => ['p99 < 50 ms', x.p99 < 50],
  'GET /api/training': (x) => ['p99 < 50 ms', x.p99 < 50],
  'POST /api/training/sessions/start': (x) => ['p99 < 50 ms', x.p99 < 50],
};

function target(x) {
  if (x.uncountedCacheReads > 0) {
    return `FAILED: the cache counters missed ${x.uncountedCacheReads} of the row's list reads`;
  }
  if (x.failed) return `FAILED: ${x.unexpectedAnswers} answers not ${x.expectedStatus} or errors`;
  const found = Object.entries(TARGETS).find(([k]) => x.name.startsWith(k))?.[1](x);
  return found ? `${found[0]}: ${found[1] ? 'met' : 'MISSED'}` : '';
}

const statuses = (s) =>
  Object.entries(s ?? {})
    .map(([k, n]) => `${k}: ${n}`)
    .join(', ');

const cache = (c) =>
  c === undefined ? '' : typeof c === 'string' ? c : `${c.hits} hits, ${c.misses} misses`;

export function markdown(r) {
  if (!r.api) {
    // --frontend-only
    return frontEndMarkdown(r, [
      `Front-end benchmarks of ${r.date} (${r.machine.cores} cores shared, load ${r.machine.load.split(' ').slice(0, 3).join(' ')} at the end, Node ${r.machine.node}; the site as \`npm start\` serves it, embedded database).`,
    ]);
  }
  const lines = [
    `Benchmarks of ${r.date} (${r.machine.cores} cores shared, load ${r.machine.load.split(' ').slice(0, 3).join(' ')}, Node ${r.machine.node}; ${r.settings.connections} connections, ${r.settings.seconds} s per run, ${r.settings.rounds} round(s) per row (medians)${r.settings.sideBySide ? ', each row loaded at the same time as its baselines' : ''}, LOG_LEVEL=${r.settings.logLevel}).`,
    '',
    `Baselines (bare Express 5 + express-session + connect-redis on the same Redis, answering a constant, measured ${r.settings.sideBySide ? 'at the same time as each row (all three loads together: absolute req/s and latencies are shares of the machine, the ratios are the numbers)' : 'just before each row'}): **fair** touches a session in Redis at most once a minute like the API (one Redis read per request), **touching** is connect-redis as shipped (a read and an EXPIRE per request). Ratios are against each; targets use the fair one. A row with a transport error or an answer other than its expected status is FAILED whatever its req/s.`,
    '',
    '| API scenario | req/s | p50 ms | p99 ms | statuses | fair baseline req/s | ratio | touching baseline req/s | ratio | list cache (API counters) | target |',
    '| --- | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: | --- | --- |',
  ];
  for (const x of r.api) {
    lines.push(
      `| ${x.name} | ${x.rps} | ${x.p50} | ${x.p99} | ${statuses(x.statuses)} | ${x.baselineRps} | ${x.ratioToBaseline} | ${x.touchingBaselineRps} | ${x.ratioToTouchingBaseline} | ${cache(x.cache)} | ${target(x)} |`,
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
  if (r.profile) lines.push('', r.profile);
  lines.push(
    '',
    r.seedSeconds
      ? `Seeding: ${Object.entries(r.seedSeconds)
          .map(([k, v]) => `${k} ${v} s`)
          .join(', ')}.`
      : 'Seeding: an already seeded database was reused.',
  );
  return frontEndMarkdown(r, lines);
}

function frontEndMarkdown(r, lines) {
  if (r.frontEnd) {
    const home = r.frontEnd.pages.find((p) => p.path === '/');
    if (home) {
      lines.push(
        '',
        `**First-load budget of /: ${home.jsBodyKb} KB of JavaScript received by the browser** (compressed response bodies as served, ${home.scripts} scripts; budget ${FIRST_LOAD_BUDGET_KB} KB: ${home.jsBodyKb <= FIRST_LOAD_BUDGET_KB ? 'met' : 'MISSED'}).` +
          (r.frontEnd.onDiskKb === null
            ? ''
            : ` For reference, on disk: \`scripts/check-bundle.mjs\` gzips the same build files itself and counts ${r.frontEnd.onDiskKb} KB (its build-time proxy of the budget).`),
      );
    }
    lines.push(
      '',
      '| First load | as | requests | JS received KB (bodies) | JS with headers KB | everything with headers KB | chat code | admin code | Lighthouse performance |',
      '| --- | --- | ---: | ---: | ---: | ---: | --- | --- | ---: |',
    );
    for (const p of r.frontEnd.pages) {
      lines.push(
        `| ${p.path} | ${p.as} | ${p.requests} | ${p.jsBodyKb} | ${p.jsKb} | ${p.totalKb} | ${p.loadsChat ? 'yes' : 'no'} | ${p.loadsAdmin ? 'yes' : 'no'} | ${p.lighthouse ?? ''} |`,
      );
    }
    const cpu = r.frontEnd.mainThread ?? [];
    if (cpu.length > 0) {
      lines.push(
        '',
        "Main-thread blocking from CPU time (`scripts/bench/trace.mjs`: an unthrottled load traced until the app has replaced the page preview; each task's thread time x 4, the part beyond 50 ms summed, as Lighthouse's simulated 4x slowdown counts it). Thread time leaves out the time other processes had the core, so this moves far less with the machine's load than Lighthouse does.",
        '',
        '| Page | variant | blocking ms (CPU x 4, median) | each run | longest task CPU ms (x1) | load average |',
        '| --- | --- | ---: | --- | ---: | --- |',
      );
      for (const row of cpu) {
        lines.push(
          `| ${row.path} | ${row.variant} | ${row.cpuBlockingMs} | ${row.cpuBlockingRuns.join(', ')} | ${row.longestTaskCpuMs} | ${row.load} |`,
        );
      }
    }
    const tap = r.frontEnd.tap;
    if (tap) {
      lines.push(
        '',
        `Ticking a set at 390 px, CPU x${tap.throttle} (\`scripts/bench/tap.mjs\`: tap to the next paint as Interaction to Next Paint reads it; target under 100 ms): median ${tap.medianMs} ms, worst ${tap.worstMs} ms over ${tap.taps} taps (${tap.over100 ?? '?'} over 100 ms, ${tap.under16} under 16 ms; medians of its parts: input delay ${tap.delayMs} ms, handlers ${tap.handlersMs} ms, then to the paint ${tap.toPaintMs} ms), load average ${tap.load}.`,
      );
    }
    const lh = r.frontEnd.lighthouse ?? [];
    if (lh.length > 0) {
      lines.push(
        '',
        `Lighthouse (mobile preset, simulated throttling), medians of ${lh[0].runs?.length ?? 0} runs per row; a page's variants are measured in the same rounds (load average of each run listed: the machine's load scales what Lighthouse measures). "scripts blocked" is the page as served with \`--blocked-url-patterns=*.js\`: the difference is the cost of the scripts.`,
        '',
        '| Page | variant | performance | TBT ms | LCP ms | FCP ms | CLS | JS KB (transfer) | a11y | best practices | scores | TBT of each run | load average |',
        '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- | --- |',
      );
      for (const row of lh) {
        lines.push(
          row.error
            ? `| ${row.path} | ${row.variant} | error: ${row.error} |  |  |  |  |  |  |  |  |  |  |`
            : `| ${row.path} | ${row.variant} | ${row.score} | ${row.tbtMs} | ${row.lcpMs} | ${row.fcpMs} | ${row.cls} | ${row.jsKb} | ${row.accessibility} | ${row.bestPractices} | ${row.runs.join(', ')} | ${row.tbtRuns.join(', ')} | ${row.load.join(' / ')} |`,
        );
      }
    }
  }
  return `${lines.join('\n')}\n`;
}

/** Writes latest.json and latest.md; returns the markdown. */
export function writeReport(report) {
  const dir = join(root, 'scripts', 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  const md = markdown(report);
  writeFileSync(join(dir, 'latest.md'), md);
  return md;
}
