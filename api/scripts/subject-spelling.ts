/**
 * How the subject classifier reads members' spelling (issue 41, seventeenth round):
 * `npx tsx --tsconfig api/tsconfig.run.json api/scripts/subject-spelling.ts`.
 * Trained without the tuning set's labels, the classifier names the entry of each labelled tuning
 * question, as written and misspelt the way members misspell (a letter doubled, dropped or two
 * swapped, in one word of five letters or more out of two; seeded, so every run misspells the
 * same way), for each variant of `SUBJECT_FEATURES`. Prints top-1 and top-3 accuracy and the
 * training time per language. Never reads the held-out set; measures, decides nothing.
 */
import {
  classifySubject,
  labelledQuestions,
  retrainSubjectModel,
  SUBJECT_FEATURES,
} from '../src/modules/coach/offline/subject-model';

let seed = 41;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};

/** One member's typo in a word: a letter doubled, dropped, or two neighbours swapped. */
function typo(word: string): string {
  const at = 1 + Math.floor(random() * (word.length - 2));
  const kind = Math.floor(random() * 3);
  if (kind === 0) return word.slice(0, at) + word[at] + word.slice(at);
  if (kind === 1) return word.slice(0, at) + word.slice(at + 1);
  return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
}

const misspell = (text: string): string =>
  text.replace(/\p{L}{5,}/gu, (word) => (random() < 0.5 ? typo(word) : word));

const all = labelledQuestions();
const tests = all.filter((l) => l.set === 'tuning');
const misspelt = tests.map((l) => misspell(l.q));
const variants: [string, Partial<typeof SUBJECT_FEATURES>][] = [
  ['grams 3-5 (before)', { grams: [3, 4, 5], correct: false }],
  ['grams 3-4', { grams: [3, 4], correct: false }],
  ['grams 2-5', { grams: [2, 3, 4, 5], correct: false }],
  ['grams 3-5, corrected from 5', { grams: [3, 4, 5], correct: true, correctFrom: 5 }],
  ['grams 3-5, corrected from 4', { grams: [3, 4, 5], correct: true, correctFrom: 4 }],
  ['grams 3-5, corrected from 6', { grams: [3, 4, 5], correct: true, correctFrom: 6 }],
  ['grams 3-4, corrected from 5', { grams: [3, 4], correct: true, correctFrom: 5 }],
];
const initial = { ...SUBJECT_FEATURES, grams: [...SUBJECT_FEATURES.grams] };
const only = process.argv.slice(2);
for (const [name, variant] of variants) {
  if (only.length && !only.some((o) => name.includes(o))) continue;
  Object.assign(SUBJECT_FEATURES, initial, variant);
  retrainSubjectModel(all.filter((l) => l.set !== 'tuning'));
  const start = process.hrtime.bigint();
  classifySubject('x', 'fr');
  classifySubject('x', 'en');
  const trainMs = Number(process.hrtime.bigint() - start) / 1e6 / 2;
  const score = (texts: readonly string[]) => {
    let top1 = 0;
    let top3 = 0;
    tests.forEach((l, i) => {
      const guesses = classifySubject(texts[i]!, l.lang, 3).map((g) => g.entry);
      if (guesses[0] === l.entry) top1 += 1;
      if (guesses.includes(l.entry)) top3 += 1;
    });
    return `${top1}/${tests.length} top-1, ${top3} top-3`;
  };
  console.log(
    `${name}: as written ${score(tests.map((l) => l.q))}; misspelt ${score(misspelt)}; ` +
      `training ${trainMs.toFixed(0)} ms a language`,
  );
}
Object.assign(SUBJECT_FEATURES, initial);
