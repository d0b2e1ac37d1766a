// Where a page's main-thread time goes during its first load: a Chrome performance trace (CDP
// Tracing) of the page under a CPU slowdown (4x by default, as Lighthouse's mobile preset), its
// long tasks (50 ms or more) and, for each, the time by script (self time of the events attributed
// to a script URL: compile, evaluation, functions it called, plus layout/style/paint apart).
//   node scripts/bench/trace.mjs [--base=http://localhost:3000] [--path=/] [--cpu=4] [--runs=3]
//     [--scale=1] [--block-js] [--json] [--summary] [--functions=name,name]
// The blocking time is given twice: from the tasks' wall time (the long tasks as the page saw them)
// and from their thread (CPU) time times --scale, which the machine's load moves much less
// (`--cpu=1 --scale=4`: an unthrottled load scaled as Lighthouse's simulated throttling does).
// --functions=afterResolve,generatePreloadAssets: every task (long or not) in whose CPU samples one
// of the named functions is on the stack, with its thread time and the sampled time of each: which
// work shares a task with which (e.g. the federation runtime's steps, see the README's "First
// load").
// Used by `npm run bench` (frontend.mjs) and on its own against a running server.
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const LONG_TASK_MS = 50;

/** The URL a trace event belongs to (its own data, or its stack's top frame). */
function eventUrl(e) {
  const d = e.args?.data ?? e.args?.beginData ?? {};
  if (d.url) return d.url;
  if (d.stackTrace?.[0]?.url) return d.stackTrace[0].url;
  if (d.frames?.[0]?.url) return d.frames[0].url;
  return null;
}

function shortUrl(url, base) {
  if (!url) return '(no script)';
  return url.startsWith(base) ? url.slice(base.length) || '/' : url;
}

/** What kind of work an event is, for the table. */
function category(name) {
  if (
    /^(v8\.compile|v8\.parseOnBackground|CompileScript|v8\.compileModule|v8\.produceCache)/.test(
      name,
    )
  )
    return 'compile';
  if (
    /^(EvaluateScript|v8\.evaluateModule|FunctionCall|TimerFire|EventDispatch|FireAnimationFrame|RunMicrotasks|V8\.Execute|v8\.run|v8\.callFunction)/.test(
      name,
    )
  )
    return 'script';
  if (
    /^(Layout|UpdateLayoutTree|RecalculateStyles|ScheduleStyleRecalculation|InvalidateLayout|UpdateLayerTree|Paint|PrePaint|Layerize|Commit|CompositeLayers)/.test(
      name,
    )
  )
    return 'style/layout/paint';
  if (/^(ParseHTML|ParseAuthorStyleSheet)/.test(name)) return 'parse';
  if (/^(MajorGC|MinorGC|V8\.GC|BlinkGC)/.test(name)) return 'gc';
  return 'other';
}

/**
 * The long tasks of the renderer's main thread in `events` (complete events 'X' and B/E pairs are
 * both used by Chrome; tasks are 'X'). For each: start, duration, and self time by script and kind.
 */
export function longTasksOf(
  events,
  base,
  navigationStartUs,
  profile = null,
  scale = 1,
  functions = [],
) {
  const samples = profile ? profileSamples(profile, functions) : [];
  // The page's renderer: of the renderers' main threads (about:blank has its own, and headless
  // Chromium's own pages, such as chrome://omnibox-popup.top-chrome, have theirs: on a busy
  // machine one of those was sometimes the busiest and its work was reported as the page's), the
  // busiest of those that ran something of `base`.
  const allMains = events.filter(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.ph === 'M',
  );
  const ranBase = new Set(
    events.filter((e) => (eventUrl(e) ?? '').startsWith(base)).map((e) => `${e.pid}:${e.tid}`),
  );
  const pageMains = allMains.filter((t) => ranBase.has(`${t.pid}:${t.tid}`));
  const mains = pageMains.length ? pageMains : allMains;
  const busy = (t) =>
    events
      .filter((e) => e.pid === t.pid && e.tid === t.tid && e.name === 'RunTask')
      .reduce((sum, e) => sum + (e.dur ?? 0), 0);
  const main = mains.sort((a, b) => busy(b) - busy(a))[0];
  if (!main) return [];
  const onMain = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  // A long task: 50 ms or more of wall time, or of thread time times `scale` (see traceLoad).
  const tasks = onMain.filter(
    (e) =>
      e.name === 'RunTask' &&
      (e.dur >= LONG_TASK_MS * 1000 || (e.tdur ?? 0) * scale >= LONG_TASK_MS * 1000),
  );
  const result = [];
  result.cpuTasks = onMain
    .filter((e) => e.name === 'RunTask' && e.tdur !== undefined)
    .map((e) => ({ startMs: Math.round((e.ts - navigationStartUs) / 1000), cpuMs: e.tdur / 1000 }));
  // --functions: the tasks in which the named functions ran, and for how long (sampled).
  result.functionTasks = [];
  if (functions.length) {
    for (const task of onMain.filter((e) => e.name === 'RunTask')) {
      const byName = new Map();
      for (const sample of samples) {
        if (sample.ts < task.ts || sample.ts > task.ts + task.dur) continue;
        for (const name of sample.named) byName.set(name, (byName.get(name) ?? 0) + sample.us);
      }
      if (!byName.size) continue;
      result.functionTasks.push({
        startMs: Math.round((task.ts - navigationStartUs) / 1000),
        durationMs: Math.round(task.dur / 1000),
        cpuMs: Math.round((task.tdur ?? task.dur) / 1000),
        functions: Object.fromEntries(
          [...byName].map(([name, us]) => [name, Math.round(us / 100) / 10]),
        ),
      });
    }
  }
  for (const task of tasks) {
    const end = task.ts + task.dur;
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= end);
    // Self time: each event's duration minus its direct children's (events nest by time).
    const stack = [];
    const bySlot = new Map();
    const add = (url, kind, us) => {
      const key = `${url}\u0000${kind}`;
      bySlot.set(key, (bySlot.get(key) ?? 0) + us);
    };
    const close = (node) => add(node.url, node.kind, node.e.dur - node.childUs);
    for (const e of inside) {
      while (stack.length && stack[stack.length - 1].e.ts + stack[stack.length - 1].e.dur <= e.ts)
        close(stack.pop());
      const parent = stack[stack.length - 1];
      if (parent) parent.childUs += e.dur;
      const kind = category(e.name);
      const url = eventUrl(e) ?? parent?.url ?? null;
      stack.push({ e, childUs: 0, url, kind: kind === 'other' && parent ? parent.kind : kind });
    }
    while (stack.length) close(stack.pop());
    const covered = [...bySlot.values()].reduce((a, b) => a + b, 0);
    const slots = [...bySlot.entries()]
      .map(([key, us]) => {
        const [url, kind] = key.split('\u0000');
        return { script: shortUrl(url === 'null' ? null : url, base), kind, ms: us / 1000 };
      })
      .filter((s) => s.ms >= 1)
      .sort((a, b) => b.ms - a.ms);
    // JavaScript by script from the CPU profile's samples (the script of the innermost frame that
    // has one): microtasks and timers, which the trace leaves unattributed, get their script too.
    const js = new Map();
    for (const sample of samples) {
      if (sample.ts < task.ts || sample.ts > end) continue;
      const key = shortUrl(sample.url, base);
      js.set(key, (js.get(key) ?? 0) + sample.us);
    }
    result.push({
      js: [...js.entries()]
        .map(([script, us]) => ({ script, ms: us / 1000 }))
        .filter((s) => s.ms >= 1)
        .sort((a, b) => b.ms - a.ms),
      startMs: Math.round((task.ts - navigationStartUs) / 1000),
      durationMs: Math.round(task.dur / 1000),
      cpuMs: Math.round((task.tdur ?? task.dur) / 1000),
      unattributedMs: Math.round((task.dur - covered) / 1000),
      slots,
    });
  }
  return result;
}

/** The samples of a CDP CPU profile: time stamp, duration and the script of the innermost frame
 * that has one (native and idle frames excluded), and which of `functions` are on its stack. */
function profileSamples(profile, functions = []) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const urlOf = new Map();
  const resolve = (id) => {
    if (urlOf.has(id)) return urlOf.get(id);
    const node = nodes.get(id);
    const name = node.callFrame.functionName;
    let url = node.callFrame.url || null;
    if (!url && ['(idle)', '(program)', '(root)'].includes(name))
      url = name === '(garbage collector)' ? 'gc' : null;
    if (!url && name === '(garbage collector)') url = '(garbage collector)';
    if (!url && parent.has(id)) url = resolve(parent.get(id));
    urlOf.set(id, url);
    return url;
  };
  const namedOf = new Map();
  const named = (id) => {
    if (namedOf.has(id)) return namedOf.get(id);
    const up = parent.has(id) ? named(parent.get(id)) : [];
    const name = nodes.get(id).callFrame.functionName;
    const list = functions.includes(name) && !up.includes(name) ? [...up, name] : up;
    namedOf.set(id, list);
    return list;
  };
  const out = [];
  let ts = profile.startTime;
  for (let i = 0; i < profile.samples.length; i += 1) {
    ts += profile.timeDeltas[i];
    const next = profile.timeDeltas[i + 1] ?? 0;
    const node = nodes.get(profile.samples[i]);
    if (['(idle)', '(program)', '(root)'].includes(node.callFrame.functionName)) continue;
    out.push({
      ts,
      us: next,
      url: resolve(node.id),
      named: functions.length ? named(node.id) : [],
    });
  }
  return out;
}

/** One traced load of `base + path`. */
export async function traceLoad(browser, { base, path, cpu, scale, blockJs, functions = [] }) {
  const cpuScale = scale;
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  if (blockJs) await context.route('**/*.js', (route) => route.abort());
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'disabled-by-default-devtools.timeline.stack',
        'v8',
        'v8.execute',
        'disabled-by-default-v8.compile',
        'blink.user_timing',
        'loading',
        'toplevel',
        '__metadata',
      ],
    },
  });
  await page.goto(`${base}${path}`, { waitUntil: 'load' });
  // The app starts after the load event: until its screen has replaced the page preview (scripts
  // blocked: the network is quiet), then 2 s more.
  await page.waitForLoadState('networkidle');
  if (!blockJs) {
    // Polled from here, one short evaluation every 250 ms: a locator's wait runs Playwright's
    // injected script in the page on every frame and DOM change, and that work would be traced as
    // the page's own (long tasks with no script URL after the screen's commit).
    for (let waited = 0; waited < 60_000; waited += 250) {
      if (await page.evaluate("!document.getElementById('page-preview')")) break;
      await page.waitForTimeout(250);
    }
  }
  await page.waitForTimeout(2000);
  // The trace ends first: stopping the profiler serialises its samples on the page's main thread,
  // a long task of the tool's own that the trace would otherwise count as the page's.
  await cdp.send('Tracing.end');
  await done;
  const { profile } = await cdp.send('Profiler.stop');
  const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame);
  const navTs = nav?.ts ?? Math.min(...events.filter((e) => e.ts > 0).map((e) => e.ts));
  const tasks = longTasksOf(events, base, navTs, profile, cpuScale, functions);
  await context.close();
  // Total blocking time as Lighthouse counts it (the part of each long task beyond 50 ms), over the
  // whole trace (Lighthouse stops at TTI; this is an upper bound of that).
  const blockingMs = tasks.reduce((sum, t) => sum + Math.max(0, t.durationMs - LONG_TASK_MS), 0);
  // (tasks long only by their scaled thread time count 0 here)
  // The same from the tasks' CPU time (thread time) scaled by the slowdown: what a quiet machine
  // would show. On a busy machine a task's wall time also counts the time other processes had the
  // core; its thread time does not, so this number moves much less with the load.
  const cpuBlockingMs = Math.round(
    tasks.cpuTasks.reduce((sum, t) => sum + Math.max(0, t.cpuMs * cpuScale - LONG_TASK_MS), 0),
  );
  return { tasks, blockingMs, cpuBlockingMs };
}

/** The tasks of a run that are long by their thread time times `scale` (what a quiet machine shows). */
function cpuLong(run, scale) {
  return run.tasks.filter((t) => t.cpuMs * scale >= LONG_TASK_MS);
}

/** --summary: per run, the CPU blocking and each task long by its scaled thread time, with the
 * scripts whose JavaScript ran in it (CPU profile samples; their shares, not their sum, matter). */
function printSummary(run, n, scale) {
  const long = cpuLong(run, scale);
  console.log(
    `run ${n}: CPU blocking ${run.cpuBlockingMs} ms (thread time x ${scale}), ${long.length} long tasks; load ${readFileSync('/proc/loadavg', 'utf8').split(' ')[0]}`,
  );
  for (const t of long) {
    const js = t.js
      .slice(0, 4)
      .map((s) => `${s.script} ${Math.round(s.ms)}`)
      .join(', ');
    const layout = t.slots
      .filter((s) => s.kind === 'style/layout/paint')
      .reduce((sum, s) => sum + s.ms, 0);
    console.log(
      `  at ${String(t.startMs).padStart(5)} ms: ${String(t.cpuMs * scale).padStart(4)} ms CPU x ${scale} | JS: ${js || '-'} | style/layout/paint ${Math.round(layout)}`,
    );
  }
}

function arg(name, fallback) {
  const found = process.argv.find((a) => a.startsWith(`--${name}=`));
  return found ? found.slice(name.length + 3) : fallback;
}

async function main() {
  const base = arg('base', 'http://localhost:3000');
  const path = arg('path', '/');
  const cpu = Number(arg('cpu', '4'));
  // --cpu=1 --scale=4: an unthrottled load whose tasks' thread time is multiplied by 4, as
  // Lighthouse's simulation does with what it observes (the number that holds on a busy machine).
  const scale = Number(arg('scale', '1'));
  const runs = Number(arg('runs', '3'));
  const blockJs = process.argv.includes('--block-js');
  const summary = process.argv.includes('--summary');
  const functions = arg('functions', '').split(',').filter(Boolean);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
    headless: true,
  });
  try {
    const all = [];
    for (let i = 0; i < runs; i += 1) {
      const one = await traceLoad(browser, { base, path, cpu, scale, blockJs, functions });
      all.push(one);
      if (process.argv.includes('--json')) continue;
      if (functions.length) {
        console.log(`run ${i + 1}: tasks running ${functions.join(', ')} (sampled ms)`);
        for (const t of one.tasks.functionTasks)
          console.log(
            `  at ${String(t.startMs).padStart(5)} ms: ${String(t.durationMs).padStart(4)} ms, CPU ${String(t.cpuMs).padStart(3)} ms | ${Object.entries(
              t.functions,
            )
              .map(([name, ms]) => `${name} ${ms}`)
              .join(', ')}`,
          );
        continue;
      }
      if (summary) {
        printSummary(one, i + 1, scale);
        continue;
      }
      console.log(
        `run ${i + 1}: ${path} at ${cpu}x CPU, blocking ${one.blockingMs} ms (wall), ${one.cpuBlockingMs} ms (thread time x ${scale}); load ${readFileSync('/proc/loadavg', 'utf8').split(' ')[0]}`,
      );
      for (const t of one.tasks) {
        console.log(
          `  task at ${t.startMs} ms, ${t.durationMs} ms, CPU ${t.cpuMs} ms (unattributed ${t.unattributedMs} ms)`,
        );
        for (const s of t.slots.filter((x) => x.kind !== 'script').slice(0, 4))
          console.log(`    ${s.ms.toFixed(1).padStart(7)} ms  ${s.kind.padEnd(18)} ${s.script}`);
        for (const s of t.js.slice(0, 6))
          console.log(`    ${s.ms.toFixed(1).padStart(7)} ms  ${'JS'.padEnd(18)} ${s.script}`);
      }
    }
    if (process.argv.includes('--json')) console.log(JSON.stringify(all, null, 2));
    else if (summary) {
      const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
      console.log(
        `median of ${runs}: CPU blocking ${median(all.map((r) => r.cpuBlockingMs))} ms, ` +
          `${median(all.map((r) => cpuLong(r, scale).length))} long tasks by CPU time x ${scale}, ` +
          `longest ${median(all.map((r) => Math.max(0, ...cpuLong(r, scale).map((t) => t.cpuMs * scale))))} ms`,
      );
    }
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
