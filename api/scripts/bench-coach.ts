/**
 * Offline coach evaluation: `npm run bench:coach` (or `npx tsx api/scripts/bench-coach.ts`).
 * Answers every question of api/src/modules/coach/eval/coach-eval.json (follow-ups inside their
 * conversation) and prints the pass rate by topic and language, then each failure. `--verbose`
 * also prints the failing answers. Exits 1 under 90 % (the unit suite enforces the same bar).
 */
import { runEvaluation } from '../src/modules/coach/eval/evaluate';

const verbose = process.argv.includes('--verbose');
const started = performance.now();
const summary = runEvaluation();
const elapsed = performance.now() - started;

const pct = (passed: number, total: number) =>
  `${((passed / Math.max(1, total)) * 100).toFixed(1).padStart(5)} %`;

const rows = [...summary.groups.entries()].sort(([a], [b]) => a.localeCompare(b));
console.log(`\nOffline coach evaluation: ${summary.total} questions\n`);
console.log(`${'group'.padEnd(22)} ${'passed'.padStart(9)}  rate`);
for (const [group, [passed, total]] of rows) {
  console.log(`${group.padEnd(22)} ${`${passed}/${total}`.padStart(9)}  ${pct(passed, total)}`);
}
console.log(
  `\n${'TOTAL'.padEnd(22)} ${`${summary.passed}/${summary.total}`.padStart(9)}  ${pct(summary.passed, summary.total)}`,
);
console.log(`(${elapsed.toFixed(0)} ms for the whole set, index build included)`);

const failed = summary.results.filter((r) => r.failures.length > 0);
if (failed.length > 0) {
  console.log('\nFailures:');
  for (const result of failed) {
    console.log(`- [${result.case.topic}/${result.case.lang}] ${result.case.q}`);
    console.log(`    ${result.failures.join('; ')}`);
    if (verbose) console.log(result.answer.replace(/^/gm, '      | '));
  }
}
if (summary.passed / summary.total < 0.9) process.exitCode = 1;
