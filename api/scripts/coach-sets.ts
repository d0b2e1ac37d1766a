import { readFileSync } from 'node:fs';
import path from 'node:path';
import { EVAL_CASES, type EvalCase } from '../src/modules/coach/eval/evaluate';

const dir = path.join(__dirname, '../src/modules/coach/eval');

/** One evaluation file of `api/src/modules/coach/eval` (never the held-out set). */
export const readSet = (file: string): EvalCase[] =>
  JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as EvalCase[];

/** The sets the subject classifier learns from: the tuning set and validation sets 1-5. */
export const labelSets = (): [string, EvalCase[]][] => [
  ['tuning', EVAL_CASES],
  ['validation-1', readSet('coach-validation.json')],
  ['validation-2', readSet('coach-validation-2.json')],
  ['validation-3', readSet('coach-validation-3.json')],
  ['validation-4', readSet('coach-validation-4.json')],
  ['validation-5', readSet('coach-validation-5.json')],
];
