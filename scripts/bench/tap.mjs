// Ticking a set on a phone (issue #34's number: from tap to the updated screen under 100 ms on a
// 390 px phone with 4x CPU throttling). A fresh member with a routine of one exercise and many
// sets starts a session in Chromium (390 x 844, touch, CDP CPU throttling x4); each set's weight
// and reps are filled, then its "Valider la série" button is tapped. Each tap's time to the next
// paint is read as Interaction to Next Paint reads it: the Event Timing entries of the tap's
// interaction (pointerdown, pointerup, click share its interactionId), the longest of them, from
// the input's timestamp to the paint that followed the handlers. Entries under 16 ms are not
// reported by the browser: such taps count as "under 16 ms". The longest is the click's: Chromium
// starts it at the touch's timestamp, so its input delay is everything before the click handler
// runs (the pointer and touch events, the browser's gesture, the emulated mouse events, a focus
// change), its handlers the click's, and the rest the frame up to its paint. The summary prints
// the medians of these three parts beside the total, and which entry was the longest.
// Used by run.mjs (every run with a front end); alone: `node scripts/bench/tap.mjs --base=URL`.
// `--trace=N` also records a Chromium trace around each of the last N taps and prints, per tap,
// the main thread's time by kind (event, script, style, layout, paint, layerize, commit) from the
// tap's first input event to the commit of the frame after its click (where one tap's time goes),
// and `cpu`, the thread time of the tasks in that span;
// TAP_TRACE_DIR=dir keeps the traces (open them in the DevTools' Performance panel).
/* global window, document */
import { chromium } from 'playwright-core';
import { login } from './measure.mjs';

const PASSWORD = 'bench-tap-password-1';

async function api(base, cookie, method, path, body) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', origin: base, cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** A new member with one routine: one day, one barbell lift, `sets` sets. */
async function memberWithRoutine(base, sets) {
  const username = `bench_tap_${Date.now().toString(36)}`;
  await api(base, '', 'POST', '/api/auth/register', {
    username,
    password: PASSWORD,
    adult: true,
    acceptTerms: true,
  });
  const cookie = await login(base, { username, password: PASSWORD });
  const { exercises } = await api(base, cookie, 'GET', '/api/training/exercises?q=bench');
  const lift = exercises.find((e) => e.equipment === 'barbell') ?? exercises[0];
  await api(base, cookie, 'POST', '/api/training/routines', {
    name: 'Bench tap',
    days: [
      {
        name: 'A',
        exercises: [
          {
            exerciseId: lift.id,
            superset: null,
            notes: '',
            sets: Array.from({ length: sets }, () => ({
              type: 'normal',
              repsMin: 6,
              repsMax: 10,
              rir: 2,
              restSeconds: 90,
            })),
          },
        ],
      },
    ],
  });
  return cookie;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
};

const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'latencyInfo',
];
/** Trace events counted, grouped under a short name. */
const TRACE_KINDS = {
  EventDispatch: 'event',
  FunctionCall: 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  RunMicrotasks: 'script',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'prepaint',
  Paint: 'paint',
  Layerize: 'layerize',
  UpdateLayer: 'layerize',
  Commit: 'commit',
};

/**
 * One traced tap's main-thread time by kind (complete events, nested ones of a kind counted once)
 * from its first input event (touchstart or pointerdown) to the end of the commit of the first
 * frame after its click, in ms ('span'), and the paints of that span.
 */
export function traceSummary(events) {
  const dispatch = (type) =>
    events.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === type);
  const starts = [...dispatch('touchstart'), ...dispatch('pointerdown')];
  const click = dispatch('click')[0];
  if (!starts.length || !click) return null;
  const from = Math.min(...starts.map((e) => e.ts));
  const main = click.tid;
  const commit = events
    .filter((e) => e.name === 'Commit' && e.ph === 'X' && e.tid === main && e.ts > click.ts)
    .sort((a, b) => a.ts - b.ts)[0];
  const to = commit ? commit.ts + commit.dur : click.ts + click.dur;
  const sums = {};
  const open = new Map(); // per kind: the end of the outermost event being counted
  const inSpan = events
    .filter((e) => e.ph === 'X' && e.tid === main && e.ts >= from && e.ts < to)
    .sort((a, b) => a.ts - b.ts);
  for (const e of inSpan.filter((x) => TRACE_KINDS[x.name])) {
    const kind = TRACE_KINDS[e.name];
    if ((open.get(kind) ?? -1) > e.ts) continue;
    open.set(kind, e.ts + (e.dur ?? 0));
    sums[kind] = (sums[kind] ?? 0) + (e.dur ?? 0) / 1000;
  }
  const round = (ms) => Math.round(ms * 10) / 10;
  // The thread time of the main thread's tasks from the one holding the first input event to the
  // commit (what the tap cost the page, less the time other processes had the core).
  const tasks = events
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.tid === main && e.ts < to)
    .filter((e) => e.ts + (e.dur ?? 0) >= from);
  const cpu = tasks.reduce((sum, e) => sum + (e.tdur ?? e.dur ?? 0), 0) / 1000;
  return {
    span: round((to - from) / 1000),
    cpu: round(cpu),
    paints: inSpan.filter((e) => e.name === 'Paint').length,
    ...Object.fromEntries(Object.entries(sums).map(([k, v]) => [k, round(v)])),
  };
}

/**
 * Taps `taps` sets (at most the contract's 200 a session) and answers { taps, reported,
 * medianMs, worstMs, under16, over100, throttle, load }: medianMs over every tap (an unreported
 * one counted as 16), worstMs the longest (INP is the worst of a page's few dozen interactions).
 */
export async function tapReport({
  base,
  chromium: executablePath,
  taps = 20,
  throttle = 4,
  trace = 0,
  css = '',
  log,
}) {
  const cookie = await memberWithRoutine(base, taps);
  const browser = await chromium.launch({ executablePath, headless: true });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: 'fr-FR',
    });
    const { hostname } = new URL(base);
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const at = pair.indexOf('=');
        return { name: pair.slice(0, at), value: pair.slice(at + 1), domain: hostname, path: '/' };
      }),
    );
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.__taps = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.interactionId)
            window.__taps.push([
              entry.interactionId,
              entry.duration,
              entry.processingStart - entry.startTime,
              entry.processingEnd - entry.processingStart,
              entry.name,
            ]);
        }
      }).observe({ type: 'event', durationThreshold: 16, buffered: true });
    });
    await page.goto(`${base}/entrainement`);
    await page
      .getByRole('button', { name: /^Commencer la séance / })
      .first()
      .tap();
    await page.getByRole('button', { name: 'Valider la série 1', exact: true }).waitFor();
    // An experiment's style sheet (`--css='header { backdrop-filter: none }'`): what a change
    // would save, measured before building it.
    if (css) await page.addStyleTag({ content: css });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    const interactions = [];
    const parts = [];
    const summaries = [];
    for (let n = 1; n <= taps; n += 1) {
      await page.getByLabel(`Charge (kg), Série ${n}`, { exact: true }).fill('60');
      await page.getByLabel(`Répétitions, Série ${n}`, { exact: true }).fill('8');
      // The button in the middle of the screen (clear of the rest timer's bar), its centre read
      // before the tap: nothing of Playwright runs in the page while the tap is measured (its
      // locators query the page's DOM on the main thread, which the throttling slows too).
      const tick = await page
        .getByRole('button', { name: `Valider la série ${n}`, exact: true })
        .elementHandle();
      // The member's thumb: the reps field is still focused, as after typing.
      await page.getByLabel(`Répétitions, Série ${n}`, { exact: true }).focus();
      await tick.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await page.waitForTimeout(400);
      const box = await tick.boundingBox();
      const before = await page.evaluate(() => window.__taps.length);
      const traced = n > taps - trace;
      if (traced) {
        await browser.startTracing(page, { categories: TRACE_CATEGORIES });
        await page.waitForTimeout(200);
      }
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      await page.waitForTimeout(700);
      if (traced) {
        const buffer = await browser.stopTracing();
        if (process.env.TAP_TRACE_DIR)
          (await import('node:fs')).writeFileSync(
            `${process.env.TAP_TRACE_DIR}/tap-${n}.json`,
            buffer,
          );
        const { traceEvents } = JSON.parse(buffer.toString());
        const summary = traceSummary(traceEvents);
        if (summary) summaries.push(summary);
        log?.(`  trace of tap ${n}: ${JSON.stringify(summary)}`);
      }
      if ((await tick.getAttribute('aria-pressed')) !== 'true') {
        const hit = await page.evaluate(
          ([x, y]) => document.elementFromPoint(x, y)?.outerHTML.slice(0, 200),
          [box.x + box.width / 2, box.y + box.height / 2],
        );
        throw new Error(`the tap on set ${n} did not tick it (at its centre: ${hit})`);
      }
      const entries = await page.evaluate((from) => window.__taps.slice(from), before);
      // The interaction's longest entry: its duration, and its input delay (the page busy when the
      // tap came), its handlers' time, and the rest (style, layout, paint, the frame presented).
      let longest = null;
      for (const entry of entries) if (!longest || entry[1] > longest[1]) longest = entry;
      interactions.push(longest ? longest[1] : null);
      if (longest)
        parts.push({
          name: longest[4],
          delay: longest[2],
          handlers: longest[3],
          toPaint: longest[1] - longest[2] - longest[3],
        });
    }
    const counted = interactions.map((ms) => ms ?? 16);
    const result = {
      taps,
      reported: interactions.filter((ms) => ms !== null).length,
      medianMs: median(counted),
      worstMs: Math.max(...counted),
      under16: interactions.filter((ms) => ms === null).length,
      /** Taps over the target (issue #34: 100 ms), the goal being as few as possible. */
      over100: counted.filter((ms) => ms > 100).length,
      // Medians of the reported taps' parts (each rounded as the browser rounds: 8 ms steps for
      // the duration, so the parts need not add up to the median).
      delayMs: Math.round(median(parts.map((p) => p.delay))),
      handlersMs: Math.round(median(parts.map((p) => p.handlers))),
      toPaintMs: Math.round(median(parts.map((p) => p.toPaint))),
      /** How many taps each kind of entry was the longest of ({ click: 20 }). */
      longestEntry: parts.reduce((n, p) => ({ ...n, [p.name]: (n[p.name] ?? 0) + 1 }), {}),
      /** With --trace: the median thread time of a traced tap (less moved by the load). */
      tracedCpuMs: summaries.length ? median(summaries.map((t) => t.cpu)) : null,
      throttle,
      load: (await import('node:os')).loadavg()[0].toFixed(1),
    };
    log?.(
      `  tick a set at 390 px, CPU x${throttle}: median ${result.medianMs} ms, worst ${result.worstMs} ms over ${taps} taps (${result.over100} over 100 ms, ${result.under16} under 16 ms; medians: input delay ${result.delayMs}, handlers ${result.handlersMs}, then to the paint ${result.toPaintMs} ms; the longest entry: ${Object.entries(
        result.longestEntry,
      )
        .map(([name, n]) => `${name} ${n}`)
        .join(
          ', ',
        )}${result.tracedCpuMs === null ? '' : `; traced taps' thread time, median ${result.tracedCpuMs} ms`})`,
    );
    return result;
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.argv.find((a) => a.startsWith('--base='))?.slice(7);
  if (!base) {
    console.error(
      'usage: node scripts/bench/tap.mjs --base=http://127.0.0.1:3000 [--taps=20] [--throttle=4] [--trace=N] [--css=STYLES]',
    );
    process.exit(2);
  }
  const taps = Number(process.argv.find((a) => a.startsWith('--taps='))?.slice(7) ?? 20);
  const { ensureChromium } = await import('../lib/services.mjs');
  const throttle = Number(process.argv.find((a) => a.startsWith('--throttle='))?.slice(11) ?? 4);
  const trace = Number(process.argv.find((a) => a.startsWith('--trace='))?.slice(8) ?? 0);
  const result = await tapReport({
    base,
    chromium: ensureChromium(),
    taps,
    throttle,
    trace,
    css: process.argv.find((a) => a.startsWith('--css='))?.slice(6) ?? '',
    log: (m) => console.log(m),
  });
  console.log(JSON.stringify(result));
}
