/**
 * AI engine benchmark: `npm run bench:ai` (from the repository root).
 * 1. Offline coach, in process: answers per second and p50/p99 latency per suggestion topic
 *    (the provider's complete(): answer + token counting, as the API runs it).
 * 2. Through HTTP (the real app, embedded PGlite or DATABASE_URL, memory sessions): time to the
 *    first streamed delta (SSE) and full JSON answer latency.
 * Prints numbers; asserts nothing. Goal: offline p99 < 20 ms per answer on one core.
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { knowledgeEntries, warmKnowledge } from '../src/modules/coach/knowledge';
import { OfflineProvider } from '../src/modules/coach/offline/provider';
import type { AiRequest } from '../src/modules/coach/types';
import { startBenchApp } from './bench-lib';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 2000);
const HTTP_REQUESTS = Number(process.env.BENCH_HTTP_REQUESTS ?? 200);
const PROFILE = '82 kg, 178 cm, 27 ans, homme, 4 jours par semaine, intermédiaire, salle, sèche';

const TOPICS: [string, AiRequest][] = [
  ['training', ask(`Programme d'entraînement, ${PROFILE}`)],
  ['nutrition', ask(`Plan nutritionnel, ${PROFILE}`)],
  ['supplements', ask(`Stack légaux & compléments, ${PROFILE}`)],
  ['youtube/tiktok', ask('Conseils YouTube/TikTok')],
  ['sleep', ask('Optimiser mon sommeil')],
  ['content plan', ask('Créer un plan de contenu')],
  ['refusal', ask('Quel cycle de stéroïdes pour ma sèche ?')],
  // Question-first answers from the knowledge base (retrieval + facts).
  ['question (fr)', ask('Je pèse 80 kg, combien de protéines par jour ?')],
  ['question (en)', ask('How do I break a weight-loss plateau?')],
  [
    'follow-up (fr)',
    {
      ...ask('et pour une femme ?'),
      history: [
        { role: 'user', content: 'Je pèse 60 kg, combien de protéines par jour ?' },
        { role: 'assistant', content: 'Pour 60 kg : 95 à 130 g de protéines par jour.' },
      ],
    },
  ],
  [
    'regenerate (en)',
    {
      ...ask('What is RIR?'),
      language: 'en',
      history: [
        { role: 'user', content: 'What is RIR?' },
        { role: 'assistant', content: 'RIR ("reps in reserve") is how many more reps...' },
      ],
    },
  ],
  [
    'with history (en)',
    {
      ...ask('Now my nutrition plan please'),
      language: 'en',
      history: Array.from({ length: 20 }, (_, i) => ({
        role: i % 2 === 0 ? ('user' as const) : ('assistant' as const),
        content:
          i % 2 === 0
            ? `I am 90 kg, 185 cm, 35 years old, male, bulk, ${(i % 6) + 1} days a week`
            : 'Noted. '.repeat(80),
      })),
    },
  ],
];

function ask(message: string): AiRequest {
  return { history: [], message, structured: true, personality: 'ifbb', responseSpeed: 'detailed' };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

function summarise(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const total = samples.reduce((s, v) => s + v, 0);
  return {
    perSecond: (samples.length / total) * 1000,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? NaN,
  };
}

const ms = (v: number) => v.toFixed(3).padStart(9);

async function benchOffline(): Promise<void> {
  const provider = new OfflineProvider();
  const i0 = performance.now();
  warmKnowledge();
  console.log(
    `\nKnowledge base: ${knowledgeEntries().length} entries, both BM25 indexes built in ${(performance.now() - i0).toFixed(0)} ms (once per process, on the first question).`,
  );
  console.log(
    `\nOffline coach, ${ITERATIONS} answers per topic (complete(): answer + token counts).` +
      '\nWall time includes waiting for a core on a busy machine; CPU time is the work itself.',
  );
  console.log(
    `${'topic'.padEnd(20)} ${'answers/s'.padStart(10)} ${'p50 ms'.padStart(9)} ${'p99 ms'.padStart(9)} ${'max ms'.padStart(9)} ${'cpu p50'.padStart(9)} ${'cpu p99'.padStart(9)}  chars`,
  );
  const all: number[] = [];
  const allCpu: number[] = [];
  for (const [name, request] of TOPICS) {
    for (let i = 0; i < 100; i += 1) await provider.complete(request); // warm-up (JIT, tokenizer caches)
    const samples: number[] = [];
    const cpu: number[] = [];
    let chars = 0;
    for (let i = 0; i < ITERATIONS; i += 1) {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      const result = await provider.complete(request);
      samples.push(performance.now() - t0);
      const used = process.cpuUsage(c0);
      cpu.push((used.user + used.system) / 1000);
      chars = result.text.length;
    }
    all.push(...samples);
    allCpu.push(...cpu);
    const s = summarise(samples);
    const c = summarise(cpu);
    console.log(
      `${name.padEnd(20)} ${s.perSecond.toFixed(0).padStart(10)} ${ms(s.p50)} ${ms(s.p99)} ${ms(s.max)} ${ms(c.p50)} ${ms(c.p99)}  ${chars}`,
    );
  }
  const s = summarise(all);
  const c = summarise(allCpu);
  console.log(
    `${'all topics'.padEnd(20)} ${s.perSecond.toFixed(0).padStart(10)} ${ms(s.p50)} ${ms(s.p99)} ${ms(s.max)} ${ms(c.p50)} ${ms(c.p99)}`,
  );
  console.log(
    `goal p99 < 20 ms: wall ${s.p99 < 20 ? 'met' : 'NOT met'}, cpu ${c.p99 < 20 ? 'met' : 'NOT met'} (load average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores)`,
  );
}

async function benchHttp(): Promise<void> {
  const { base, database, member, close } = await startBenchApp('ai', {
    AI_RATE_PER_MIN: '100000',
  });
  try {
    const { cookie } = await member({ hasIAAccess: true });
    const body = JSON.stringify({
      message: `Plan nutritionnel, ${PROFILE}`,
      settings: { personality: 'ifbb', responseSpeed: 'detailed', language: 'fr' },
    });
    const post = (accept: string) =>
      fetch(`${base}/api/ai/chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept, cookie },
        body,
      });

    const firstDelta: number[] = [];
    const fullStream: number[] = [];
    const json: number[] = [];
    for (let i = 0; i < HTTP_REQUESTS + 20; i += 1) {
      const t0 = performance.now();
      const res = await post('text/event-stream');
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      let text = '';
      let first = NaN;
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
        if (Number.isNaN(first) && text.includes('event: delta')) first = performance.now() - t0;
      }
      const total = performance.now() - t0;
      if (!text.includes('event: done'))
        throw new Error(`stream did not finish: ${text.slice(0, 200)}`);
      const t1 = performance.now();
      const answer = await post('application/json');
      if (answer.status !== 200) throw new Error(`JSON answer ${answer.status}`);
      await answer.json();
      const jsonMs = performance.now() - t1;
      if (i >= 20) {
        firstDelta.push(first);
        fullStream.push(total);
        json.push(jsonMs);
      }
    }
    console.log(
      `\nThrough HTTP (${database}, memory sessions), ${HTTP_REQUESTS} sequential requests`,
    );
    console.log(`${'measure'.padEnd(32)} ${'p50 ms'.padStart(9)} ${'p99 ms'.padStart(9)}`);
    for (const [name, samples] of [
      ['time to first streamed delta', firstDelta],
      ['full streamed answer', fullStream],
      ['JSON answer', json],
    ] as const) {
      const s = summarise(samples);
      console.log(`${name.padEnd(32)} ${ms(s.p50)} ${ms(s.p99)}`);
    }
  } finally {
    await close();
  }
}

async function main(): Promise<void> {
  console.log(`Node ${process.version}, ${process.platform}/${process.arch}`);
  await benchOffline();
  if (process.env.BENCH_SKIP_HTTP !== '1') await benchHttp();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
