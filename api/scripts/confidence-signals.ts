/**
 * Never confidently wrong (issue 41, seventeenth round, part R):
 * `npx tsx --tsconfig api/tsconfig.run.json api/scripts/confidence-signals.ts [--dump] [--wrong]`.
 * Answers the tuning set and every validation file with the neighbour rule off
 * (offline/confidence.ts `CONFIDENCE.rule`), keeps the answers one knowledge entry gave (not
 * clarified, refused or calculated), and prints, per signal the engine has at that moment, its
 * distribution for the right and the wrong answers; then, for candidate rules, how many wrong
 * and right answers each would turn into chips, per set. `--dump` lists every answer's signals,
 * `--wrong` only the wrong ones. Never reads the held-out set.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { EVAL_CASES, evaluateCase, type EvalCase } from '../src/modules/coach/eval/evaluate';
import {
  CONFIDENCE,
  NEIGHBOUR_RULE,
  neighbourDoubt,
  type AnswerFeatures,
} from '../src/modules/coach/offline/confidence';
import { readSet } from './coach-sets';

const dir = path.join(__dirname, '../src/modules/coach/eval');
const files = readdirSync(dir)
  .map((file) => /^coach-validation(?:-(\d+))?\.json$/.exec(file))
  .filter((m) => m !== null)
  .sort((a, b) => Number(a[1] ?? 1) - Number(b[1] ?? 1));
const sets: [string, EvalCase[]][] = [
  ['tuning', EVAL_CASES],
  ...files.map((m): [string, EvalCase[]] => [`v${m[1] ?? 1}`, readSet(m[0])]),
];

interface Answered {
  set: string;
  verdict: 'right' | 'wrong';
  features: AnswerFeatures;
  /** The verdict with the rule on (clarified when the rule turned it into chips). */
  after?: string;
}

const answered: Answered[] = [];
const ruleOn: Map<string, string> = new Map();

function run(enabled: boolean): void {
  CONFIDENCE.rule = enabled;
  for (const [set, cases] of sets) {
    for (const testCase of cases) {
      const seen: AnswerFeatures[] = [];
      CONFIDENCE.record = (features) => seen.push(features);
      const result = evaluateCase(testCase);
      CONFIDENCE.record = undefined;
      const key = `${set}\u0000${testCase.q}\u0000${(testCase.history ?? []).join('|')}`;
      if (enabled) {
        ruleOn.set(key, result.verdict);
        continue;
      }
      const own = seen.filter((f) => f.message === testCase.q).pop();
      if (!own || result.trace?.outcome !== 'entry' || result.verdict === 'clarified') continue;
      answered.push({ set, verdict: result.verdict, features: own });
    }
  }
}

run(false);
const keyOf = (a: Answered, cases: Map<string, EvalCase[]>) => {
  const found = cases.get(a.set)?.find((c) => c.q === a.features.message);
  return `${a.set}\u0000${a.features.message}\u0000${(found?.history ?? []).join('|')}`;
};
run(true);
CONFIDENCE.rule = false;
const bySet = new Map(sets);
for (const a of answered) a.after = ruleOn.get(keyOf(a, bySet));
// The rule as the engine applies it (chips, then the rest of the answer: aspects may still answer
// every question), against the same answers without it.
const moved = (from: string, to: string) =>
  answered.filter((a) => a.verdict === from && a.after === to).length;
console.log(
  `engine with the rule (${JSON.stringify(NEIGHBOUR_RULE)}): wrong -> clarified ${moved('wrong', 'clarified')}, ` +
    `right -> clarified ${moved('right', 'clarified')}, right -> wrong ${moved('right', 'wrong')}`,
);

const rights = answered.filter((a) => a.verdict === 'right');
const wrongs = answered.filter((a) => a.verdict === 'wrong');
console.log(`answered by one entry: ${rights.length} right, ${wrongs.length} wrong`);

/** Rare words of the question the answer never says (the base says them elsewhere). */
const uncovered = (f: AnswerFeatures, rare: number) =>
  f.words.filter((w) => !w.held && w.text > 0 && w.text <= rare);

const signals: [string, (f: AnswerFeatures) => number | string][] = [
  ['follow-up', (f) => String(f.followUp)],
  ['ruled / exact', (f) => `${f.ruled}/${f.exact}`],
  ['classifier rank', (f) => f.rank],
  ['classifier share', (f) => Math.round(f.share * 10) / 10],
  ['retrieval margin', (f) => Math.min(5, Math.round((f.signals?.margin ?? 0) * 2) / 2)],
  ['weighted share', (f) => Math.round((f.signals?.weighted ?? -0.1) * 10) / 10],
  ['content words', (f) => Math.min(12, f.words.length)],
  ['words no entry says', (f) => f.words.filter((w) => w.text === 0).length],
  ...[3, 6, 10, 20].map((rare): [string, (f: AnswerFeatures) => number] => [
    `uncovered words said by 1-${rare} entries`,
    (f) => uncovered(f, rare).length,
  ]),
  [
    'share of question words the answer holds',
    (f) =>
      Math.round((f.words.filter((w) => w.held).length / Math.max(1, f.words.length)) * 10) / 10,
  ],
];
const pct = (n: number, total: number) => `${((n / Math.max(1, total)) * 100).toFixed(1)}%`;
for (const [name, read] of signals) {
  console.log(`\n${name}`);
  const values = [...new Set(answered.map((a) => read(a.features)))].sort((a, b) =>
    typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b)),
  );
  for (const value of values) {
    const r = rights.filter((a) => read(a.features) === value).length;
    const w = wrongs.filter((a) => read(a.features) === value).length;
    console.log(
      `  ${String(value).padEnd(12)} right ${String(r).padStart(5)} (${pct(r, rights.length)})  wrong ${String(w).padStart(3)} (${pct(w, wrongs.length)})`,
    );
  }
}

// The trade-off: the rule in confidence.ts over a range of its thresholds, counted on the answers
// above (had the rule turned its doubts into chips).
console.log('\ntrade-off (doubted: wrong -> clarified / right -> clarified)');
const saved = { ...NEIGHBOUR_RULE };
const points: Partial<typeof NEIGHBOUR_RULE>[] = [
  ...[3, 6, 10, 20].map((rare) => ({ rare })),
  ...[3, 6, 10, 20].map((rare) => ({ rare, saveRank: 0, saveShare: 1 })),
  ...[3, 6, 10, 20].map((rare) => ({ rare, saveRank: 2, saveShare: 0.8 })),
  ...[3, 6, 10, 20].map((rare) => ({ rare, minWords: 2 })),
];
for (const point of points) {
  Object.assign(NEIGHBOUR_RULE, saved, point);
  const doubted = answered.filter((a) => neighbourDoubt(a.features));
  const perSet = sets
    .map(([set]) => {
      const w = doubted.filter((a) => a.set === set && a.verdict === 'wrong').length;
      const r = doubted.filter((a) => a.set === set && a.verdict === 'right').length;
      return w + r > 0 ? `${set} -${w}w/-${r}r` : '';
    })
    .filter(Boolean)
    .join(', ');
  const w = doubted.filter((a) => a.verdict === 'wrong').length;
  const r = doubted.filter((a) => a.verdict === 'right').length;
  console.log(`  ${JSON.stringify(point)}: wrong ${w}, right ${r}  [${perSet}]`);
}
Object.assign(NEIGHBOUR_RULE, saved);

const show = (a: Answered) =>
  console.log(
    [
      a.set,
      a.verdict,
      `after=${a.after ?? '?'}`,
      a.features.entry,
      `rank=${a.features.rank}`,
      `share=${a.features.share.toFixed(2)}`,
      `margin=${(a.features.signals?.margin ?? 0).toFixed(2)}`,
      `fu=${a.features.followUp}`,
      `unheld=${a.features.words
        .filter((w) => !w.held)
        .map((w) => `${w.term}:${w.text}`)
        .join(',')}`,
      a.features.message,
    ].join('\t'),
  );
if (process.argv.includes('--dump')) answered.forEach(show);
else if (process.argv.includes('--wrong')) wrongs.forEach(show);
if (process.argv.includes('--json')) {
  console.log(
    `JSON ${JSON.stringify(answered.map((a) => ({ set: a.set, verdict: a.verdict, f: a.features })))}`,
  );
}
