import { knowledgeEntries } from '../knowledge';
import guard from '../knowledge/spelling-guard.json';
import type { Language } from '../types';
import { normalise } from './text';

/**
 * Members' typos, read as the word they meant (issue 41, twentieth round). A word of five letters
 * or more that the knowledge base never writes, one edit from a word it does (a letter added:
 * "squatt", "maintenancce"; dropped: "creatne", "calries"; two neighbours swapped: "protien",
 * "workotu"), is read as that word, the most frequent when several are. A changed letter is not
 * an edit read ("touche" is no "couche"), nor is the last letter dropped ("burns" stays). Real
 * words the base never writes, one edit from one it does ("couple" and "coupe", "brother" and
 * "bother"), stay: `knowledge/spelling-guard.json` lists them, written from English and French
 * word lists by `api/scripts/spelling-guard.ts`.
 */

/** The shortest word read as another. */
export const CORRECT_FROM = 5;

/**
 * The word with each of its letters but the last dropped once: the keys of a one-edit look-up
 * that leaves the endings alone ("burns" is not read as "burn").
 */
function deletions(word: string): string[] {
  const keys: string[] = [];
  for (let k = 0; k < word.length - 1; k += 1) keys.push(word.slice(0, k) + word.slice(k + 1));
  return keys;
}

/** Known words (a frequency each) and, by each deletion of a letter, the likeliest one. */
export interface Vocabulary {
  words: ReadonlyMap<string, number>;
  deleted: ReadonlyMap<string, string>;
}

export function vocabularyOf(words: ReadonlyMap<string, number>, from = CORRECT_FROM): Vocabulary {
  const deleted = new Map<string, string>();
  for (const [word, n] of words) {
    if (word.length <= from) continue;
    for (const key of deletions(word)) {
      const had = deleted.get(key);
      if (had === undefined || (words.get(had) ?? 0) < n) deleted.set(key, word);
    }
  }
  return { words, deleted };
}

/** The known word one edit from `word` (the most frequent), or undefined when none is. */
export function nearestWord(
  word: string,
  known: Vocabulary,
  from = CORRECT_FROM,
  keepFirst = false,
): string | undefined {
  if (word.length < from || known.words.has(word)) return undefined;
  let best: string | undefined;
  const consider = (candidate: string | undefined) => {
    if (candidate === undefined || !known.words.has(candidate)) return;
    if (best === undefined || (known.words.get(candidate) ?? 0) > (known.words.get(best) ?? 0)) {
      best = candidate;
    }
  };
  // keepFirst: a first letter more is no typo but a contraction ("jsuis", "jdois", "jveux").
  for (const key of deletions(word).slice(keepFirst ? 1 : 0)) consider(key);
  consider(known.deleted.get(word));
  for (let k = 0; k + 1 < word.length; k += 1) {
    consider(word.slice(0, k) + word[k + 1] + word[k] + word.slice(k + 2));
  }
  return best;
}

/** `word` as the known word one edit from it, else itself. */
export const corrected = (word: string, known: Vocabulary, from = CORRECT_FROM): string =>
  nearestWord(word, known, from) ?? word;

/** Per language: every word the entries write (questions, answers, details), accents folded. */
const lexicons = new Map<Language, Vocabulary>();
export function knowledgeVocabulary(language: Language): Vocabulary {
  let known = lexicons.get(language);
  if (!known) {
    const words = new Map<string, number>();
    for (const entry of knowledgeEntries()) {
      const texts = [entry.q[language], ...entry.a[language], ...(entry.af?.[language] ?? [])];
      for (const text of [...texts, ...(entry.more?.[language] ?? [])]) {
        for (const word of normalise(text).match(/[a-z]+/g) ?? []) {
          words.set(word, (words.get(word) ?? 0) + 1);
        }
      }
    }
    known = vocabularyOf(words);
    lexicons.set(language, known);
  }
  return known;
}

const GUARD: ReadonlySet<string> = new Set(guard as string[]);
const OTHER: Record<Language, Language> = { fr: 'en', en: 'fr' };

/** The word a member meant, when `word` (accents folded) is a typo of the base's; else undefined. */
export function meantWord(word: string, language: Language): string | undefined {
  if (word.length < CORRECT_FROM || GUARD.has(word)) return undefined;
  const own = knowledgeVocabulary(language);
  const other = knowledgeVocabulary(OTHER[language]);
  // Franglais: a word of the other language is no typo ("stuck" in French, "seche" in English).
  if (own.words.has(word) || other.words.has(word)) return undefined;
  return nearestWord(word, own, CORRECT_FROM, true) ?? nearestWord(word, other, CORRECT_FROM, true);
}

/** The message with each typo of a word the base writes read as that word (accents folded). */
export function correctSpelling(message: string, language: Language): string {
  return message.replace(
    /[\p{L}]{5,}/gu,
    (token) => meantWord(normalise(token), language) ?? token,
  );
}

/**
 * The guard list for word lists of both languages: each real word (accents folded, five letters
 * or more) the base never writes that the one-edit reading would take for another word.
 */
export function guardWords(dictionary: Iterable<string>): string[] {
  const found = new Set<string>();
  for (const raw of dictionary) {
    const word = normalise(raw);
    if (!/^[a-z]+$/.test(word) || word.length < CORRECT_FROM) continue;
    const meant = (['fr', 'en'] as const).some((language) => {
      const known = knowledgeVocabulary(language);
      return !known.words.has(word) && nearestWord(word, known, CORRECT_FROM, true) !== undefined;
    });
    const writtenByBase = (['fr', 'en'] as const).some((language) =>
      knowledgeVocabulary(language).words.has(word),
    );
    if (meant && !writtenByBase) found.add(word);
  }
  return [...found].sort();
}
