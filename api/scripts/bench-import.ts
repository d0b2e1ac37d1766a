/**
 * The training import's hold on the event loop: `npm run bench:import` (from the repository root).
 * Five years of Strong (1,000 sessions of 25 sets, 1.7 MB, as training-import.test.ts writes it)
 * sent over HTTP to the real app, first as the preview (dryRun), then for good; meanwhile the
 * process's event-loop delay is sampled (perf_hooks.monitorEventLoopDelay, 10 ms resolution) and
 * another request (GET /api/health) is sent every 20 ms, its slowest answer kept: what every other
 * member of this API process waits while an import runs. PostgreSQL (a throwaway cluster unless
 * DATABASE_URL). Prints numbers; asserts nothing.
 */
import { cpus, loadavg } from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { fiveYearsOfStrong } from '../test/support/strong-five-years';
import { benchPostgres, startBenchApp } from './bench-lib';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);

interface Held {
  wallMs: number;
  delayP50: number;
  delayP99: number;
  delayMax: number;
  pingMax: number;
  pings: number;
  failed: number;
}

/** Runs `work` while sampling the event loop's delay and pinging the API. */
async function holding(base: string, work: () => Promise<void>): Promise<Held> {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  let pinging = true;
  let pingMax = 0;
  let pings = 0;
  let failed = 0;
  const pinger = (async () => {
    while (pinging) {
      const t0 = performance.now();
      // A socket the blocked server dropped (its keep-alive timer fired late) counts as failed.
      const ok = await fetch(`${base}/api/health`).then(
        (r) => r.text().then(() => r.ok),
        () => false,
      );
      pingMax = Math.max(pingMax, performance.now() - t0);
      pings += 1;
      if (!ok) failed += 1;
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  histogram.enable();
  const t0 = performance.now();
  await work();
  const wallMs = performance.now() - t0;
  histogram.disable();
  pinging = false;
  await pinger;
  const ms = (ns: number) => ns / 1e6;
  return {
    wallMs,
    delayP50: ms(histogram.percentile(50)),
    delayP99: ms(histogram.percentile(99)),
    delayMax: ms(histogram.max),
    pingMax,
    pings,
    failed,
  };
}

async function main(): Promise<void> {
  const stopPostgres = await benchPostgres();
  const { base, database, member, close } = await startBenchApp('import');
  try {
    const file = fiveYearsOfStrong();
    console.log(
      `\nImport of ${(file.length / 1e6).toFixed(2)} MB (1,000 Strong sessions of 25 sets) over HTTP, ${database}; ` +
        `${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)}; event-loop delay in ms, the slowest /api/health meanwhile:`,
    );
    console.log(
      `${'step'.padEnd(10)} ${'wall ms'.padStart(8)} ${'delay p50'.padStart(10)} ${'delay p99'.padStart(10)} ${'delay max'.padStart(10)} ${'health max'.padStart(11)} ${'pings'.padStart(6)} ${'failed'.padStart(6)}`,
    );
    for (let run = 0; run < RUNS; run += 1) {
      const who = await member();
      for (const dryRun of [true, false]) {
        const held = await holding(base, async () => {
          const res = await fetch(
            `${base}/api/training/import?format=strong&unit=kg&timeZone=Europe%2FParis${dryRun ? '&dryRun=true' : ''}`,
            {
              method: 'POST',
              headers: { cookie: who.cookie, 'content-type': 'text/csv' },
              body: file,
            },
          );
          const text = await res.text();
          if (!res.ok) throw new Error(`import answered ${res.status}: ${text.slice(0, 200)}`);
        });
        const f = (v: number, w: number) => v.toFixed(1).padStart(w);
        console.log(
          `${(dryRun ? 'preview' : 'import').padEnd(10)} ${f(held.wallMs, 8)} ${f(held.delayP50, 10)} ${f(held.delayP99, 10)} ${f(held.delayMax, 10)} ${f(held.pingMax, 11)} ${String(held.pings).padStart(6)} ${String(held.failed).padStart(6)}`,
        );
      }
    }
  } finally {
    await close();
    await stopPostgres();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
