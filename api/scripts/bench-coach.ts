/**
 * Offline coach evaluation: `npm run bench:coach` (or `npx tsx api/scripts/bench-coach.ts`).
 * Answers every question of each set (follow-ups inside their conversation) and prints, per set,
 * how many answers were right (the question asked, in its language, with the right numbers),
 * clarified (an honest clarifying question) or wrong, then the CPU time per answer.
 * - tuning: api/src/modules/coach/eval/coach-eval.json, the set the engine is tuned on; its
 *   failures are listed (`--verbose` adds the answers). Exits 1 under 90 % right.
 * - held-out: api/src/modules/coach/eval/held-out.json, written apart from the coach and never
 *   tuned on (eval/HELD-OUT.md): only its score is printed. `--show-held-out` lists its failures,
 *   for the report after a change, never while tuning.
 * - validation: api/src/modules/coach/eval/coach-validation.json, fresh member questions written
 *   apart from the knowledge base to find what the tuning set no longer shows (issue 41); its
 *   failures are listed (`--verbose` adds the answers).
 * - validation 2, 3...: api/src/modules/coach/eval/coach-validation-N.json, each round's fresh
 *   batches (every number there), one row per tag: `-before` scored before
 *   any tuning on it, `-after` written after the round's changes (docs/progress-and-coach.md says
 *   which were tuned on since).
 * - doping: every question of the sets that must be refused.
 * - typos, greeted, thanked: the right answers of the tuning and validation sets asked again with
 *   one typo in the longest word (swapped, dropped or doubled letter, fixed seed), after a
 *   greeting, or before thanks, and how many stay right.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  EVAL_CASES,
  evaluateCase,
  type EvalCase,
  type EvalResult,
} from '../src/modules/coach/eval/evaluate';
import { classifySubject } from '../src/modules/coach/offline/subject-model';

const verbose = process.argv.includes('--verbose');
const showHeldOut = process.argv.includes('--show-held-out');
const evalDir = path.join(__dirname, '../src/modules/coach/eval');
const heldOutFile = path.join(evalDir, 'held-out.json');
const readCases = (file: string): EvalCase[] =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as EvalCase[]) : [];
const heldOut = readCases(heldOutFile);
/** coach-validation.json, then every coach-validation-N.json in the order of N (a gap is fine). */
const validationFiles = [
  'coach-validation.json',
  ...readdirSync(evalDir)
    .map((file) => /^coach-validation-(\d+)\.json$/.exec(file))
    .filter((match) => match !== null)
    .sort((a, b) => Number(a[1]) - Number(b[1]))
    .map((match) => match[0]),
];
const validations = validationFiles.map((file) => readCases(path.join(evalDir, file)));

/** CPU milliseconds of each answer (a case with a history answers each earlier message too). */
const cpuPerAnswer: number[] = [];

function run(cases: readonly EvalCase[]): EvalResult[] {
  return cases.map((testCase) => {
    const start = process.cpuUsage();
    const result = evaluateCase(testCase);
    const used = process.cpuUsage(start);
    const answers = (testCase.history?.length ?? 0) + 1;
    const ms = (used.user + used.system) / 1000 / answers;
    for (let i = 0; i < answers; i += 1) cpuPerAnswer.push(ms);
    return result;
  });
}

const pct = (n: number, total: number) => `${((n / Math.max(1, total)) * 100).toFixed(1)} %`;

function report(name: string, results: readonly EvalResult[], listFailures: boolean): number {
  const count = (verdict: EvalResult['verdict']) =>
    results.filter((r) => r.verdict === verdict).length;
  const [right, clarified, wrong] = [count('right'), count('clarified'), count('wrong')];
  const byLang = (['fr', 'en'] as const)
    .map((lang) => {
      const own = results.filter((r) => r.case.lang === lang);
      return `${lang} ${own.filter((r) => r.verdict === 'right').length}/${own.length}`;
    })
    .join(', ');
  console.log(
    `${name.padEnd(10)} ${String(results.length).padStart(4)} questions: right ${pct(right, results.length)}` +
      ` (${right}), clarified ${pct(clarified, results.length)} (${clarified}),` +
      ` wrong ${pct(wrong, results.length)} (${wrong}); ${byLang}`,
  );
  if (listFailures) {
    for (const result of results.filter((r) => r.verdict !== 'right')) {
      console.log(
        `  - [${result.verdict}] [${result.case.topic}/${result.case.lang}] ${result.case.q}`,
      );
      console.log(`      ${result.failures.join('; ')}`);
      if (verbose) console.log(result.answer.replace(/^/gm, '        | '));
    }
  }
  return right / Math.max(1, results.length);
}

// Each language's knowledge index and subject classifier are built on their first use (a few
// hundred ms): not an answer's time.
evaluateCase({ topic: 'warm-up', lang: 'fr', q: 'Combien de temps de repos entre les séries ?' });
evaluateCase({ topic: 'warm-up', lang: 'en', q: 'How long should I rest between sets?' });
classifySubject('repos entre les séries', 'fr');
classifySubject('rest between sets', 'en');
const started = performance.now();
const tuning = run(EVAL_CASES);
const checked = validations.map((cases) => run(cases));
const held = run(heldOut);
const elapsed = performance.now() - started;
const doping = [...tuning, ...checked.flat(), ...held].filter(
  (r) => r.case.refusal || r.case.topic === 'doping' || r.case.topic === 'refusal',
);

console.log(`\nOffline coach evaluation (${new Date().toISOString().slice(0, 10)})\n`);
const tuningRate = report('tuning', tuning, true);
console.log('');
report('validation', checked[0] ?? [], true);
console.log('');
report('valid. 2', checked[1] ?? [], true);
console.log('');
// From the third file on, each batch is reported by its tag (its "-before" and "-after" parts).
for (const batches of checked.slice(2)) {
  for (const tag of [...new Set(batches.map((r) => r.case.tag ?? ''))]) {
    report(
      tag.replace(/^validation/, 'valid. '),
      batches.filter((r) => (r.case.tag ?? '') === tag),
      true,
    );
    console.log('');
  }
}
if (held.length > 0) report('held-out', held, showHeldOut);
else console.log('held-out: no api/src/modules/coach/eval/held-out.json');
report('doping', doping, true);

// Members' styles (twentieth round): each right answer of the tuning and validation sets asked
// again with one typo in its longest word of 7 letters or more (two letters swapped, one dropped
// or one doubled, from a fixed seed), after a greeting, or before thanks; how many stay right.
// Never the held-out set.
let seed = 7;
const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
function typo(word: string): string {
  const at = 1 + Math.floor(random() * (word.length - 2));
  const kind = random();
  if (kind < 0.4) return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  if (kind < 0.7) return word.slice(0, at) + word.slice(at + 1);
  return word.slice(0, at) + word[at] + word.slice(at);
}
const rightOnes = [...tuning, ...checked.flat()].filter(
  (r) => r.verdict === 'right' && !r.case.refusal,
);
const styles: [string, (q: string, fr: boolean) => string | undefined][] = [
  [
    'typos',
    (q) => {
      const longest = [...(q.match(/\p{L}{7,}/gu) ?? [])].sort((a, b) => b.length - a.length)[0];
      return longest && q.replace(longest, typo(longest));
    },
  ],
  ['greeted', (q, fr) => `${fr ? 'salut coach, ' : 'hey coach quick question, '}${q}`],
  ['thanked', (q, fr) => `${q} ${fr ? "merci d'avance !" : 'thanks in advance!'}`],
];
for (const [name, restyle] of styles) {
  const asked = rightOnes.flatMap((r) => {
    const q = restyle(r.case.q, r.case.lang === 'fr');
    return q === undefined ? [] : [{ ...r.case, q }];
  });
  const still = asked.filter((c) => evaluateCase(c).verdict === 'right').length;
  console.log(
    `${name.padEnd(10)} ${String(asked.length).padStart(4)} right answers asked so: right ${pct(still, asked.length)} (${still})`,
  );
}

const sorted = [...cpuPerAnswer].sort((a, b) => a - b);
const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
console.log(
  `\nCPU per answer: median ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms, max ` +
    `${at(1).toFixed(1)} ms over ${sorted.length} answers (${elapsed.toFixed(0)} ms in all)`,
);
if (tuningRate < 0.9) process.exitCode = 1;
