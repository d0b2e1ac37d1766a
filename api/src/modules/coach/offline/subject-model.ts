import { knowledgeEntries, type KnowledgeEntry } from '../knowledge';
import labels from '../knowledge/subject-labels.json';
import type { Language } from '../types';
import { searchText } from './conversation';
import { questionClause } from './question-type';
import { corrected, vocabularyOf, type Vocabulary } from './spelling';

/**
 * A second opinion on a question's subject (issue 41, sixth round): a nearest-centroid classifier
 * over TF-IDF features that generalise past the entries' exact words: character 3-5-grams of the
 * accent-folded text (typos, inflections, compounds), words and word pairs, the question clause
 * (`questionClause`) counted `CLAUSE_WEIGHT` more times than the situation before it. Trained per
 * language, when first used, on each entry's own questions and on the labelled member questions
 * of the tuning and validation sets (`knowledge/subject-labels.json`, written by
 * `api/scripts/subject-labels.ts`). Seventeenth round: a word it never saw, one edit from a word
 * it knows, is read as that word (`SUBJECT_FEATURES.correct`).
 */

/** A labelled member question: the entry that answers it. */
export interface LabelledQuestion {
  lang: Language;
  q: string;
  entry: string;
  /** The evaluation set it comes from (cross-validation leaves one set out). */
  set?: string;
}

export interface SubjectGuess {
  entry: string;
  /** Cosine similarity of the question to the entry's centroid, 0..1. */
  similarity: number;
}

const CLAUSE_WEIGHT = 2;

/** The features' variants (measured in `api/scripts/subject-spelling.ts`). */
export const SUBJECT_FEATURES = {
  grams: [3, 4, 5],
  /**
   * A question's word the model never saw, one edit (a letter added or dropped, two neighbours
   * swapped; never a changed letter or an ending) from a word its training texts hold, is read as
   * that word ("protien", "squatt", "glutamnie"), the most frequent when several are (seventeenth
   * round: misspelt tuning questions, a classifier trained without them, 553 -> 591 of 705 named
   * right, 616 of 705 as written, 617 before; `api/scripts/subject-spelling.ts`).
   */
  correct: true,
  /** The shortest word corrected. */
  correctFrom: 5,
};

/** The words the model knows (their document frequency), for its one-edit reading. */
function vocabulary(df: ReadonlyMap<string, number>): Vocabulary {
  const words = new Map<string, number>();
  for (const [f, n] of df) if (f.startsWith('w:')) words.set(f.slice(2), n);
  return vocabularyOf(words, SUBJECT_FEATURES.correctFrom);
}

export function features(text: string, known?: Vocabulary): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (feature: string, n: number) => counts.set(feature, (counts.get(feature) ?? 0) + n);
  const part = (body: string, weight: number) => {
    const words = searchText(body)
      .replace(/[^a-z0-9]+/g, ' ')
      .trim()
      .split(' ')
      .filter((w) => w.length > 1 && !/^\d+$/.test(w))
      .map((w) =>
        known && SUBJECT_FEATURES.correct ? corrected(w, known, SUBJECT_FEATURES.correctFrom) : w,
      );
    words.forEach((word, i) => {
      add(`w:${word}`, weight);
      if (i > 0) add(`b:${words[i - 1]} ${word}`, weight);
      const padded = ` ${word} `;
      for (const n of SUBJECT_FEATURES.grams) {
        for (let k = 0; k + n <= padded.length; k += 1) add(`c:${padded.slice(k, k + n)}`, weight);
      }
    });
  };
  part(text, 1);
  const clause = questionClause(text);
  if (clause.length < text.length) part(clause, CLAUSE_WEIGHT);
  return counts;
}

interface Model {
  ids: string[];
  idf: Map<string, number>;
  /** feature -> [class index, weight] of each class centroid holding it (unit length). */
  postings: Map<string, [number, number][]>;
  known: Vocabulary;
}

/** TF-IDF vector of a text's features, unit length (sublinear term frequency). */
function vector(counts: Map<string, number>, idf: Map<string, number>): Map<string, number> {
  const v = new Map<string, number>();
  let norm = 0;
  for (const [feature, count] of counts) {
    const weight = idf.get(feature);
    if (weight === undefined) continue;
    const x = (1 + Math.log(count)) * weight;
    v.set(feature, x);
    norm += x * x;
  }
  const length = Math.sqrt(norm) || 1;
  for (const [feature, x] of v) v.set(feature, x / length);
  return v;
}

export function trainModel(documents: readonly { text: string; entry: string }[]): Model {
  const ids = [...new Set(documents.map((d) => d.entry))];
  const index = new Map(ids.map((id, i) => [id, i]));
  // Each document's features once: the document frequencies, then its vector.
  const counts = documents.map((d) => features(d.text));
  const df = new Map<string, number>();
  for (const c of counts) for (const f of c.keys()) df.set(f, (df.get(f) ?? 0) + 1);
  const idf = new Map<string, number>();
  for (const [f, n] of df) idf.set(f, Math.log((1 + documents.length) / (1 + n)) + 1);
  const centroids = ids.map(() => new Map<string, number>());
  // Each document's unit TF-IDF vector added to its centroid as it is computed (`vector`'s
  // arithmetic, without a map per document: the start-up holds ~2,600 documents a language).
  const weights: number[] = [];
  documents.forEach((d, i) => {
    const centroid = centroids[index.get(d.entry) ?? 0]!;
    const features = counts[i]!;
    weights.length = 0;
    let norm = 0;
    for (const [f, count] of features) {
      const x = (1 + Math.log(count)) * (idf.get(f) ?? 0);
      weights.push(x);
      norm += x * x;
    }
    const length = Math.sqrt(norm) || 1;
    let k = 0;
    for (const f of features.keys()) {
      centroid.set(f, (centroid.get(f) ?? 0) + weights[k]! / length);
      k += 1;
    }
  });
  const postings = new Map<string, [number, number][]>();
  centroids.forEach((centroid, c) => {
    const length = Math.sqrt([...centroid.values()].reduce((s, x) => s + x * x, 0)) || 1;
    for (const [f, x] of centroid) {
      const list = postings.get(f) ?? [];
      list.push([c, x / length]);
      postings.set(f, list);
    }
  });
  return { ids, idf, postings, known: vocabulary(df) };
}

/** The entries most like the text, best first. */
export function classifyWith(model: Model, text: string, limit = 3): SubjectGuess[] {
  const scores = new Float64Array(model.ids.length);
  for (const [f, x] of vector(features(text, model.known), model.idf)) {
    for (const [c, w] of model.postings.get(f) ?? []) scores[c] = (scores[c] ?? 0) + x * w;
  }
  const ranked = [...scores.keys()].sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0));
  return ranked.slice(0, limit).map((c) => ({ entry: model.ids[c]!, similarity: scores[c] ?? 0 }));
}

/** One training document per `;`-separated question of each entry, then the labelled questions. */
export function trainingDocuments(
  language: Language,
  labelled: readonly LabelledQuestion[],
  entries: readonly KnowledgeEntry[] = knowledgeEntries(),
): { text: string; entry: string }[] {
  const known = new Set(entries.map((e) => e.id));
  return [
    ...entries.flatMap((entry) =>
      entry.q[language]
        .split(';')
        .map((q) => q.trim())
        .filter(Boolean)
        .map((text) => ({ text, entry: entry.id })),
    ),
    ...labelled
      .filter((l) => l.lang === language && known.has(l.entry))
      .map((l) => ({ text: l.q, entry: l.entry })),
  ];
}

let labelled = labels as LabelledQuestion[];
const models = new Map<Language, Model>();

/** Retrains on other labelled questions (the calibration's cross-validation leaves a set out). */
export function retrainSubjectModel(questions: readonly LabelledQuestion[]): void {
  labelled = [...questions];
  models.clear();
}

export const labelledQuestions = (): readonly LabelledQuestion[] => labels as LabelledQuestion[];

/** The classifier's guesses for a question (the model is trained on its language's first use). */
export function classifySubject(text: string, language: Language, limit = 3): SubjectGuess[] {
  let model = models.get(language);
  if (!model) {
    model = trainModel(trainingDocuments(language, labelled));
    models.set(language, model);
  }
  return classifyWith(model, text, limit);
}

/** The languages whose model is trained (built on first use, or by `warmOfflineCoach`). */
export const trainedLanguages = (): Language[] => [...models.keys()];

/** Text compared without case, quotes or markdown. */
const plain = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[\u2019\u2018]/g, "'")
    .replace(/[*_`#]/g, '')
    .replace(/\s+/g, ' ');

/**
 * The entry an answer opens with: of the entries whose phrasing (its opening, up to its first fact
 * to fill) the answer holds, the one it holds first (the main answer, before any added aspect).
 * `api/scripts/subject-labels.ts` labels a question with it (fifteenth round): the answer's trace
 * names the gate's entry, not the one the classifier's sure guess put in its place.
 */
export function answeringEntry(
  answer: string,
  language: Language,
  entries: readonly KnowledgeEntry[] = knowledgeEntries(),
): string | undefined {
  const text = plain(answer);
  let best: { id: string; at: number } | undefined;
  for (const entry of entries) {
    for (const phrasing of [...entry.a[language], ...(entry.af?.[language] ?? [])]) {
      const opening = plain(phrasing.split('{')[0] ?? '')
        .slice(0, 60)
        .trim();
      if (opening.length < 20) continue;
      const at = text.indexOf(opening);
      if (at >= 0 && (!best || at < best.at)) best = { id: entry.id, at };
    }
  }
  return best?.id;
}
