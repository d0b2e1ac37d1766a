/**
 * Calibration of the offline coach's retrieval gate (issue 41, fourth round):
 * `npx tsx api/scripts/calibrate-coach.ts [--dump]`.
 * Answers every validation set (and the tuning set) with the calibrated gate off, keeps the
 * answers one retrieved entry gave, and prints, for a few rules on the gate's signals
 * (offline/clarify.ts, `GateSignals`), each set's right and wrong rates had the rule turned the
 * answers below it into a clarification. `--dump` lists each answer's signals and verdict.
 * `--classifier` (sixth round): each set's right / clarified / wrong with retrieval alone, the
 * subject classifier alone and the agreement rule (offline/clarify.ts `SUBJECT_MODEL`) for a few
 * thresholds, then the same cross-validated: the classifier trained without the set it answers.
 * Never reads the held-out set.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  EVAL_CASES,
  evaluateCase,
  type EvalCase,
  type EvalResult,
} from '../src/modules/coach/eval/evaluate';
import { CALIBRATION, SUBJECT_MODEL, type GateSignals } from '../src/modules/coach/offline/clarify';
import { labelledQuestions, retrainSubjectModel } from '../src/modules/coach/offline/subject-model';
import { labelSets } from './coach-sets';

const dir = path.join(__dirname, '../src/modules/coach/eval');
const read = (file: string) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as EvalCase[];
const validation = [
  ...read('coach-validation.json'),
  ...read('coach-validation-2.json'),
  ...read('coach-validation-3.json'),
];
const fresh = [...read('coach-validation-4.json'), ...read('coach-validation-5.json')];
const sets: [string, EvalCase[]][] = [
  ['tuning', EVAL_CASES],
  ['valid. 1-3', validation],
  ...[...new Set(fresh.map((c) => c.tag ?? ''))].map(
    (tag) => [tag, fresh.filter((c) => c.tag === tag)] as [string, EvalCase[]],
  ),
];

CALIBRATION.enabled = false;
SUBJECT_MODEL.mode = 'off';
const results = new Map(sets.map(([name, cases]) => [name, cases.map(evaluateCase)]));
CALIBRATION.enabled = true;
SUBJECT_MODEL.mode = 'agree';

const fromEntry = (r: EvalResult): GateSignals | undefined =>
  r.trace?.outcome === 'entry' && !r.trace.followUp ? r.trace.signals : undefined;

if (process.argv.includes('--dump')) {
  console.log(
    'set\tverdict\tweighted\tcoverage\tmargin\tunknown\ttype\tmissingRare\ttitle\tdistinct\tfocus\trivals\trivalFocus\tneighbour\trivalClause\tentry\tq',
  );
  for (const [name, list] of results) {
    if (name === 'tuning') continue;
    for (const r of list) {
      const s = fromEntry(r);
      if (!s) continue;
      console.log(
        [
          name,
          r.verdict,
          s.weighted.toFixed(2),
          s.coverage.toFixed(2),
          s.margin.toFixed(2),
          s.unknown,
          s.typeAgrees ?? '-',
          s.missingRare,
          s.titleNamed,
          s.distinct,
          s.focusDistinct,
          s.rivals,
          s.rivalFocus,
          s.neighbourRival,
          s.rivalExtraFocus,
          s.entry,
          r.case.q,
        ].join('\t'),
      );
    }
  }
}

type Rule = [string, (s: GateSignals) => boolean];
const current = (s: GateSignals) => s.weighted >= 0.3 || s.typeAgrees !== false;
const rules: Rule[] = [
  ['no gate', () => true],
  ['fourth round (weighted >= 0.3 or kind agrees)', current],
  [
    'chosen (fourth round, subject signal)',
    (s) => current(s) && (s.distinct || s.rivalShare < 0.7),
  ],
  // Fifth round: the subject signal (the entry's distinguishing terms against its neighbours).
  ['distinct or alone', (s) => s.distinct || s.rivals === 0],
  ...[0.2, 0.25, 0.3].map((t): Rule => [
    `chosen, clause-weighted >= ${t}`,
    (s) => (s.weightedClause >= t || s.typeAgrees !== false) && (s.distinct || s.rivalShare < 0.7),
  ]),
  ...[0.6, 0.7, 0.8, 0.9].map((t): Rule => [
    `current and (distinct or no neighbour >= ${t} asks more of the clause)`,
    (s) => current(s) && (s.distinct || s.rivalShare < t),
  ]),
  ...[0.6, 0.7, 0.8].map((t): Rule => [
    `current and (distinct or title or no neighbour >= ${t} asks more of the clause)`,
    (s) => current(s) && (s.distinct || s.rivalShare < t || (s.titleNamed && s.weighted >= 0.75)),
  ]),
  [
    'current and (distinct or no rival asks more)',
    (s) => current(s) && (s.distinct || !s.rivalExtra),
  ],
  [
    'current and (distinct or no rival asks more of the clause)',
    (s) => current(s) && (s.distinct || !s.rivalExtraFocus),
  ],
  [
    'current and (distinct or title or no rival asks more)',
    (s) => current(s) && (s.distinct || s.titleNamed || !s.rivalExtra),
  ],
  [
    'current and (distinct or no neighbour rival asks more)',
    (s) => current(s) && (s.distinct || !s.rivalExtra || !s.neighbourRival),
  ],
  [
    'current and (distinct or no neighbour rival asks more of the clause)',
    (s) => current(s) && (s.distinct || !s.rivalExtraFocus || !s.neighbourRival),
  ],
  [
    "current and (distinct or no neighbour's held)",
    (s) => current(s) && (s.distinct || !s.rivalDistinct),
  ],
  [
    "current and (distinct or no neighbour's in clause)",
    (s) => current(s) && (s.distinct || !s.rivalDistinctFocus),
  ],
  [
    "current and (distinct in clause or no neighbour's in clause)",
    (s) => current(s) && (s.focusDistinct || !s.rivalDistinctFocus),
  ],
  ['distinct or no neighbour close', (s) => s.distinct || !s.neighbourRival],
  [
    'current and (distinct or no neighbour close)',
    (s) => current(s) && (s.distinct || !s.neighbourRival),
  ],
  [
    'current and (distinct or no neighbour close or weighted >= 0.6)',
    (s) => current(s) && (s.distinct || !s.neighbourRival || s.weighted >= 0.6),
  ],
  [
    'current and (distinct or no neighbour close or title named)',
    (s) => current(s) && (s.distinct || !s.neighbourRival || s.titleNamed),
  ],
  ['distinct or alone, no rival in clause', (s) => (s.distinct || s.rivals === 0) && !s.rivalFocus],
  ['current and (distinct or alone)', (s) => current(s) && (s.distinct || s.rivals === 0)],
  ['current and no rival in clause', (s) => current(s) && !s.rivalFocus],
  [
    'current and (distinct or alone), no rival in clause',
    (s) => current(s) && (s.distinct || s.rivals === 0) && !s.rivalFocus,
  ],
  [
    'distinct or alone or weighted >= 0.5',
    (s) => s.distinct || s.rivals === 0 || s.weighted >= 0.5,
  ],
  [
    'current and (distinct or alone or weighted >= 0.5)',
    (s) => current(s) && (s.distinct || s.rivals === 0 || s.weighted >= 0.5),
  ],
];
for (const t of [0.3, 0.4, 0.5, 0.6]) {
  rules.push([`weighted >= ${t}`, (s) => s.weighted >= t]);
}
for (const t of [0.4, 0.6]) rules.push([`coverage >= ${t}`, (s) => s.coverage >= t]);
for (const t of [0.3, 0.35, 0.4, 0.5]) {
  rules.push([
    `weighted >= ${t} or type not against`,
    (s) => s.weighted >= t || s.typeAgrees !== false,
  ]);
  rules.push([`weighted >= ${t} or < 2 unknown words`, (s) => s.weighted >= t || s.unknown < 2]);
  rules.push([`weighted >= ${t} or title named`, (s) => s.weighted >= t || s.titleNamed]);
  rules.push([`weighted >= ${t} or margin >= 1.5`, (s) => s.weighted >= t || s.margin >= 1.5]);
}

const pct = (n: number, total: number) => ((n / Math.max(1, total)) * 100).toFixed(1).padStart(5);
console.log(`\nright % / wrong % per set had each rule clarified the entries below it`);
console.log(`${'rule'.padEnd(40)}${[...results.keys()].map((k) => k.padStart(22)).join('')}`);
for (const [label, pass] of rules) {
  const cells = [...results.values()].map((list) => {
    let right = 0;
    let wrong = 0;
    for (const r of list) {
      const s = fromEntry(r);
      if (s && !pass(s)) continue;
      if (r.verdict === 'right') right += 1;
      if (r.verdict === 'wrong') wrong += 1;
    }
    return `${pct(right, list.length)} / ${pct(wrong, list.length)}`.padStart(22);
  });
  console.log(`${label.padEnd(40)}${cells.join('')}`);
}

if (process.argv.includes('--classifier')) {
  const defaults = { ...SUBJECT_MODEL };
  /** mode:rank:share:pick:lead, e.g. "agree:3:0.6:0.4:0.85" (pick 9: never picks among chips). */
  const variants = [
    'off',
    'alone',
    'agree:3:0.6:9:1',
    'agree:2:0.9:9:1',
    'agree:3:0.6:0.4:0.85',
    'agree:3:0.6:0.3:0.95',
  ];
  const use = (variant: string) => {
    const [mode, rank, share, pick, lead] = variant.split(':');
    Object.assign(SUBJECT_MODEL, defaults, { mode });
    if (rank)
      Object.assign(SUBJECT_MODEL, { rank: +rank, share: +share!, pick: +pick!, lead: +lead! });
  };
  const score = (cases: readonly EvalCase[]) => {
    const r = cases.map(evaluateCase);
    return (['right', 'clarified', 'wrong'] as const).map(
      (v) => r.filter((x) => x.verdict === v).length,
    );
  };
  const labelled = labelSets();
  const fresh6 = read('coach-validation-6.json');
  console.log(
    '\nSubject classifier, right / clarified / wrong (classifier trained on every label)',
  );
  for (const variant of variants) {
    use(variant);
    const tags = [...new Set(fresh6.map((c) => c.tag ?? ''))];
    const row = [
      ...labelled.map(([name, cases]) => `${name} ${score(cases).join('/')}`),
      ...tags.map((tag) => `${tag} ${score(fresh6.filter((c) => c.tag === tag)).join('/')}`),
    ];
    console.log(`${variant.padEnd(22)} ${row.join('  ')}`);
  }
  console.log('\nCross-validated (each set answered by a classifier trained without its labels)');
  const totals = new Map<string, number[]>();
  for (const [name, cases] of labelled) {
    retrainSubjectModel(labelledQuestions().filter((l) => l.set !== name));
    for (const variant of variants.filter((v) => v !== 'off')) {
      use(variant);
      const [right, clarified, wrong] = score(cases);
      const t = totals.get(variant) ?? [0, 0, 0];
      totals.set(variant, [t[0]! + right!, t[1]! + clarified!, t[2]! + wrong!]);
    }
  }
  for (const [variant, t] of totals) console.log(`${variant.padEnd(22)} all ${t.join('/')}`);
  retrainSubjectModel(labelledQuestions());
  Object.assign(SUBJECT_MODEL, defaults);
}
