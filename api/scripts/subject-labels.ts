/**
 * The labelled member questions the subject classifier learns from (issue 41, sixth round):
 * `npx tsx --tsconfig api/tsconfig.run.json api/scripts/subject-labels.ts`.
 * Answers the tuning set and validation sets 1-5 (never the held-out set, never validation 6)
 * and writes to `knowledge/subject-labels.json` each first question (no conversation) whose
 * answer is right and came from one knowledge entry, with that entry and its set.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { evaluateCase } from '../src/modules/coach/eval/evaluate';
import { SUBJECT_MODEL } from '../src/modules/coach/offline/clarify';
import { labelSets } from './coach-sets';
import type { LabelledQuestion } from '../src/modules/coach/offline/subject-model';

const sets = labelSets();

// The labels are the retrieval's own right answers, without the classifier's say.
SUBJECT_MODEL.mode = 'off';
const labels: LabelledQuestion[] = [];
for (const [set, cases] of sets) {
  for (const testCase of cases) {
    if (testCase.history?.length || testCase.refusal !== undefined) continue;
    const result = evaluateCase(testCase);
    const entry = result.trace?.signals?.entry;
    if (result.verdict !== 'right' || result.trace?.outcome !== 'entry' || !entry) continue;
    labels.push({ lang: testCase.lang, q: testCase.q, entry, set });
  }
}
const file = path.join(__dirname, '../src/modules/coach/knowledge/subject-labels.json');
writeFileSync(file, `${JSON.stringify(labels, null, 2)}\n`);
console.log(`${labels.length} labelled questions written to ${path.relative(process.cwd(), file)}`);
