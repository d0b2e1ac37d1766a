import { stemmer as englishStemmer } from '@orama/stemmers/english';
import { stemmer as frenchStemmer } from '@orama/stemmers/french';
import MiniSearch, { type SearchResult } from 'minisearch';
import { normalise } from '../offline/text';
import type { Language } from '../types';
import body from './entries/body.json';
import content from './entries/content.json';
import foods from './entries/foods.json';
import injury from './entries/injury.json';
import lifestyle from './entries/lifestyle.json';
import nutrition from './entries/nutrition.json';
import recovery from './entries/recovery.json';
import service from './entries/service.json';
import supplements from './entries/supplements.json';
import technique from './entries/technique.json';
import training from './entries/training.json';
import {
  GUIDES,
  KNOWLEDGE_TOPICS,
  type Bilingual,
  type FactKey,
  type Guide,
  type KnowledgeEntry,
  type KnowledgeTopic,
  type RawEntry,
} from './types';

export type { KnowledgeEntry, KnowledgeTopic } from './types';

const FACT_KEYS: readonly FactKey[] = [
  'weightKg',
  'heightCm',
  'age',
  'sex',
  'goal',
  'daysPerWeek',
  'level',
  'equipment',
];

const list = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

const bilingualList = (value: Bilingual<string | string[]>): Bilingual<string[]> => ({
  fr: list(value.fr),
  en: list(value.en),
});

/** Checks one raw entry and gives it its typed shape; a broken entry stops the load loudly. */
export function toEntry(raw: RawEntry): KnowledgeEntry {
  const where = `knowledge entry ${raw.id}`;
  if (!/^[a-z0-9-]+$/.test(raw.id)) throw new Error(`${where}: bad id`);
  if (!(KNOWLEDGE_TOPICS as readonly string[]).includes(raw.topic)) {
    throw new Error(`${where}: unknown topic ${raw.topic}`);
  }
  const facts = (raw.facts ?? []).map((fact) => {
    if (!(FACT_KEYS as readonly string[]).includes(fact))
      throw new Error(`${where}: unknown fact ${fact}`);
    return fact as FactKey;
  });
  if (raw.guide !== undefined && !(GUIDES as readonly string[]).includes(raw.guide)) {
    throw new Error(`${where}: unknown guide ${raw.guide}`);
  }
  const entry: KnowledgeEntry = {
    id: raw.id,
    topic: raw.topic as KnowledgeTopic,
    ...(raw.guide ? { guide: raw.guide as Guide } : {}),
    q: raw.q,
    a: bilingualList(raw.a),
    facts,
    ...(raw.af ? { af: bilingualList(raw.af) } : {}),
    ...(raw.more ? { more: bilingualList(raw.more) } : {}),
    ...(raw.ask ? { ask: true } : {}),
    ...(raw.sources ? { sources: raw.sources } : {}),
  };
  for (const language of ['fr', 'en'] as const) {
    if (!entry.q[language]?.trim()) throw new Error(`${where}: no ${language} question`);
    if (entry.a[language].length === 0) throw new Error(`${where}: no ${language} answer`);
    if (entry.a.fr.length !== entry.a.en.length)
      throw new Error(`${where}: phrasings differ between languages`);
    if ((entry.more?.fr.length ?? 0) !== (entry.more?.en.length ?? 0))
      throw new Error(`${where}: details differ between languages`);
  }
  if (entry.af && facts.length === 0) throw new Error(`${where}: af without facts`);
  return entry;
}

const RAW: RawEntry[] = [
  ...training,
  ...nutrition,
  ...recovery,
  ...supplements,
  ...injury,
  ...content,
  ...service,
  ...technique,
  ...foods,
  ...body,
  ...lifestyle,
] as RawEntry[];

let entries: KnowledgeEntry[] | undefined;

/** Every entry of the knowledge base, checked once. */
export function knowledgeEntries(): readonly KnowledgeEntry[] {
  if (!entries) {
    entries = RAW.map(toEntry);
    const ids = new Set<string>();
    for (const entry of entries) {
      if (ids.has(entry.id)) throw new Error(`knowledge entry ${entry.id}: duplicate id`);
      ids.add(entry.id);
    }
  }
  return entries;
}

/** Words that carry no meaning for retrieval (question words, pronouns, articles). */
const STOP_WORDS: Record<Language, ReadonlySet<string>> = {
  fr: new Set(
    (
      'a au aux avec ce ces cet cette c ca comme comment combien d dans de des du donc elle en est et ' +
      'etre il ils j je l la le les leur lui m ma mais me mes moi mon n ne ni nous on ou par pour ' +
      'qu que quel quelle quelles quels qui s sa se ses si son sur t ta te tes toi ton tu un une vos ' +
      'votre vous y faut dois doit peux peut veux est-ce ce-que quoi ai as avoir fait faire bien bon ' +
      'bonne estce trop tres plus moins vraiment alors aussi ok merci salut bonjour zak coach stp svp ' +
      'kg cm lb lbs kilos ans mal douleur douleurs depuis hier sont elles eux etes suis sommes ont ' +
      'avons avez vais va vont serait veut dire etait meme chose truc genre gere gerer utile utiles mieux dit dis disent ' +
      // "faire" in the future and the conditional: its stem is iron's ("ça ferait combien": fer)
      'fera feras ferai ferais ferait ferions feriez feraient ferons ferez feront'
    ).split(' '),
  ),
  en: new Set(
    (
      'a an and are as at be by can could do does for from had has have how i if in into is it its me ' +
      'my of on or our should so that the their them then there these they this to was we what when ' +
      "where which who why will with would you your much many get any some am im i'm much really " +
      'good best ok thanks hi hello zak coach please need want know tell kg cm lb lbs kilos ' +
      'years old pain hurts hurt painful since yesterday about during anything something ' +
      'everything still just actually even also thing things stuff manage handle deal useful ' +
      // the halves of "don't", "isn't"... (the tokeniser cuts at the apostrophe) and "anymore"
      'don doesn didn isn wasn aren weren won wouldn couldn shouldn haven hasn anymore'
    ).split(' '),
  ),
};

const STEMMERS: Record<Language, (word: string) => string> = {
  fr: frenchStemmer,
  en: englishStemmer,
};

/** Lower case, no accents, no stop words, Snowball stem of the language. */
function termProcessor(language: Language): (term: string) => string | null {
  const stop = STOP_WORDS[language];
  const stem = STEMMERS[language];
  return (term) => {
    const word = normalise(term).replace(/^[^a-z0-9]+|[^a-z0-9]+$/g, '');
    // One letter ("t" of "can't", "s" of "it's") says nothing about the subject.
    if (word.length <= 1 || stop.has(word)) return null;
    // Numbers are the member's facts (80 kg, 30 ans), read by facts.ts, not search terms.
    if (/^\d+(?:[.,]\d+)?$/.test(word)) return null;
    // French stems "reps" like "repas" (meal): it means répétitions.
    if (language === 'fr' && (word === 'reps' || word === 'rep')) return stem('repetitions');
    return stem(word);
  };
}

interface IndexedEntry {
  id: string;
  topic: KnowledgeTopic;
  q: string;
  a: string;
}

const indexes = new Map<Language, MiniSearch<IndexedEntry>>();

/**
 * A slash between digits ("16/8", "5/3/1") keeps its numbers one term: the fast, the programme.
 * "Mot de passe" is one term too, so "je passe à 4 séances" does not read as a password.
 */
const tokenize = (text: string): string[] =>
  text
    .replace(/\bmots? de passe\b/gi, 'motdepasse')
    .split(/(?:[\s\-'’.,;:!?()«»"+]|(?<!\d)\/|\/(?!\d))+/);

/** One BM25 index per language over the entries' questions (boosted) and answers. */
function index(language: Language): MiniSearch<IndexedEntry> {
  let search = indexes.get(language);
  if (!search) {
    search = new MiniSearch<IndexedEntry>({
      fields: ['q', 'a'],
      storeFields: ['topic'],
      tokenize,
      processTerm: termProcessor(language),
      searchOptions: {
        boost: { q: 3 },
        fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
        prefix: (term) => term.length >= 5,
        combineWith: 'OR',
      },
    });
    search.addAll(
      knowledgeEntries().map((entry) => ({
        id: entry.id,
        topic: entry.topic,
        q: entry.q[language],
        a: entry.a[language].join(' '),
      })),
    );
    indexes.set(language, search);
  }
  return search;
}

export interface KnowledgeHit {
  entry: KnowledgeEntry;
  score: number;
  /** Distinct query terms found in the entry's questions. */
  questionTerms: number;
  /** The query's terms (stemmed) found in the entry's questions, for the subject gate. */
  asked?: readonly string[];
}

/** An entry chosen by a rule rather than by search: it carries no retrieval score. */
export const chosenHit = (entry: KnowledgeEntry): KnowledgeHit => ({
  entry,
  score: 0,
  questionTerms: 0,
});

/** Per language: how many entries' questions hold each stemmed term (its document frequency). */
const vocabularies = new Map<Language, { entries: number; df: Map<string, number> }>();

function vocabulary(language: Language): { entries: number; df: Map<string, number> } {
  let known = vocabularies.get(language);
  if (!known) {
    const process = termProcessor(language);
    const df = new Map<string, number>();
    for (const entry of knowledgeEntries()) {
      for (const term of new Set(tokenize(entry.q[language]).flatMap((t) => process(t) ?? []))) {
        df.set(term, (df.get(term) ?? 0) + 1);
      }
    }
    known = { entries: knowledgeEntries().length, df };
    vocabularies.set(language, known);
  }
  return known;
}

/** One stemmed term of a question and how many entries ask about it (0: none of their questions). */
export interface QueryTerm {
  term: string;
  entries: number;
}

/**
 * The question's terms, stemmed as the index stems them, each with the number of entries whose
 * questions hold it (or, from 5 letters, a word it starts: the index's prefix search), rarest
 * first. The rare ones name the question's subject.
 */
export function queryTerms(query: string, language: Language): QueryTerm[] {
  const process = termProcessor(language);
  const { df } = vocabulary(language);
  const terms = [...new Set(tokenize(query).flatMap((token) => process(token) ?? []))];
  return terms
    .map((term) => {
      let entries = df.get(term) ?? 0;
      if (term.length >= 5) {
        for (const [known, count] of df) {
          if (known !== term && known.startsWith(term)) entries = Math.max(entries, count);
        }
      }
      return { term, entries };
    })
    .sort((a, b) => a.entries - b.entries);
}

/** How many entries the knowledge base holds in `language`'s index. */
export const entryCount = (language: Language): number => vocabulary(language).entries;

const byId = new Map<string, KnowledgeEntry>();
/** One entry by its id. */
export function entryById(id: string): KnowledgeEntry | undefined {
  if (byId.size === 0) for (const entry of knowledgeEntries()) byId.set(entry.id, entry);
  return byId.get(id);
}

/**
 * Entries that answer `query`, best first (MiniSearch's BM25+). `preferTopics` (from the intent
 * rules) multiplies the score of entries of those topics. `focus` (a follow-up's own words, when
 * `query` also holds the question it continues) keeps only the entries that match it: "et la
 * caféine ?" after a creatine question is about caffeine, in the frame of the creatine question.
 */
export function searchKnowledge(
  query: string,
  language: Language,
  preferTopics: readonly KnowledgeTopic[] = [],
  limit = 3,
  focus?: string,
): KnowledgeHit[] {
  const search = index(language);
  const focused = focus === undefined ? [] : search.search(focus).map((result) => result.id);
  const allowed = focused.length > 0 ? new Set(focused) : undefined;
  const results: SearchResult[] = search.search(query, {
    boostDocument: (_id, _term, stored) =>
      preferTopics.includes(stored?.topic as KnowledgeTopic) ? 1.5 : 1,
    ...(allowed ? { filter: (result: SearchResult) => allowed.has(result.id) } : {}),
  });
  return results.slice(0, limit).flatMap((result) => {
    const entry = entryById(String(result.id));
    if (!entry) return [];
    const questionTerms = Object.values(result.match).filter((fields) =>
      fields.includes('q'),
    ).length;
    const inQuestions = Object.keys(result.match).filter((term) =>
      result.match[term]?.includes('q'),
    );
    const asked = result.queryTerms.filter((term) =>
      inQuestions.some((found) => found === term || (term.length >= 5 && found.startsWith(term))),
    );
    return [{ entry, score: result.score, questionTerms, asked }];
  });
}

/**
 * The query is one of the entry's own ways of asking, word for word once stop words are out and
 * words stemmed ("Faut-il compter ses calories ?"): no doubt about the subject then.
 */
export function asksExactly(
  entry: KnowledgeEntry,
  query: string,
  language: Language,
  /** Every number of the entry's phrasing must be the member's too ("créatine à 16 ans"). */
  strict = false,
): boolean {
  const asked = sortedTerms(query, language);
  if (asked.length === 0) return false;
  const phrasings = ownQuestions(language).get(entry.id)?.get(asked);
  if (!phrasings) return false;
  // A number the member wrote is part of the question ("Supplements at 16?" is not
  // "Supplements?"); a number only the entry's phrasing holds is not ("10k steps a day").
  const numbers = numbersIn(query);
  return phrasings.some(
    (own) =>
      numbers.every((n) => own.includes(n)) && (!strict || own.every((n) => numbers.includes(n))),
  );
}

const numbersIn = (text: string): string[] => normalise(text).match(/\d+(?:[.,]\d+)?/g) ?? [];

type OwnQuestions = ReadonlyMap<string, ReadonlyMap<string, readonly (readonly string[])[]>>;
const ownQuestionSets = new Map<Language, OwnQuestions>();
/**
 * Every entry's ways of asking, by their sorted stemmed terms, with the numbers each holds: built
 * once per language, on the first question (the server's warm-up), not inside a member's answer.
 */
function ownQuestions(language: Language): OwnQuestions {
  let sets = ownQuestionSets.get(language);
  if (!sets) {
    sets = new Map(
      knowledgeEntries().map((entry) => {
        const byTerms = new Map<string, string[][]>();
        for (const q of entry.q[language].split(';')) {
          const terms = sortedTerms(q, language);
          byTerms.set(terms, [...(byTerms.get(terms) ?? []), numbersIn(q)]);
        }
        return [entry.id, byTerms];
      }),
    );
    ownQuestionSets.set(language, sets);
  }
  return sets;
}

const askedBy = new Map<Language, ReadonlyMap<string, readonly string[]>>();
/**
 * The entries one of whose ways of asking holds the same stemmed words as the query, numbers
 * checked as `asksExactly` does, in the base's order (nineteenth round: "Comment mieux dormir ?",
 * the sleep entry's own question, scored below the first ten hits of a base of 416 entries, and
 * the chip tapped got chips again). Built once per language beside `ownQuestions`.
 */
export function entriesAskingExactly(query: string, language: Language): KnowledgeEntry[] {
  let byTerms = askedBy.get(language);
  if (!byTerms) {
    const built = new Map<string, string[]>();
    for (const [id, phrasings] of ownQuestions(language)) {
      for (const terms of phrasings.keys()) built.set(terms, [...(built.get(terms) ?? []), id]);
    }
    byTerms = built;
    askedBy.set(language, byTerms);
  }
  const asked = sortedTerms(query, language);
  if (asked.length === 0) return [];
  return (byTerms.get(asked) ?? []).flatMap((id) => {
    const entry = entryById(id);
    return entry && asksExactly(entry, query, language) ? [entry] : [];
  });
}

let lastTerms = { text: '', language: 'fr' as Language, terms: '' };
function sortedTerms(text: string, language: Language): string {
  // The same message is checked against several entries in a row.
  if (lastTerms.text === text && lastTerms.language === language) return lastTerms.terms;
  const process = termProcessor(language);
  const terms = [...new Set(tokenize(text).flatMap((token) => process(token) ?? []))]
    .sort()
    .join(' ');
  lastTerms = { text, language, terms };
  return terms;
}

const titles = new Map<string, readonly string[]>();
/**
 * The stemmed terms of the entry's first way of asking it, its title ("sucre et musculation"): a
 * word there is the entry's subject, not one of the paraphrases' side words ("whey obligatoire").
 */
export function titleTerms(entry: KnowledgeEntry, language: Language): readonly string[] {
  const key = `${language}:${entry.id}`;
  let terms = titles.get(key);
  if (!terms) {
    const process = termProcessor(language);
    terms = tokenize(entry.q[language].split(';')[0] ?? '').flatMap((t) => process(t) ?? []);
    titles.set(key, terms);
  }
  return terms;
}

const answers = new Map<string, ReadonlySet<string>>();
/** The entry's answer (its first phrasing and details) names every one of `terms` (stemmed). */
export function answerNames(
  entry: KnowledgeEntry,
  terms: readonly string[],
  language: Language,
): boolean {
  const key = `${language}:${entry.id}`;
  let known = answers.get(key);
  if (!known) {
    const process = termProcessor(language);
    const text = [entry.a[language][0] ?? '', ...(entry.more?.[language] ?? [])].join(' ');
    known = new Set(tokenize(text).flatMap((t) => process(t) ?? []));
    answers.set(key, known);
  }
  return terms.length > 0 && terms.every((term) => known.has(term));
}

/** At most this many nearest neighbours per entry for its distinguishing terms. */
const NEIGHBOURS = 3;
/** Two entries are neighbours from this share of shared question words (rarity-weighed). */
const NEIGHBOUR_SIMILARITY = 0.2;

/** Per language and entry: the stemmed terms of its questions, its neighbours, what sets it apart. */
const subjects = new Map<
  Language,
  Map<string, { terms: ReadonlySet<string>; neighbours: string[]; distinct: ReadonlySet<string> }>
>();

/**
 * The subject signal (issue 41, fifth round), derived from the base itself: each entry's nearest
 * neighbours (the entries whose questions share most of its words, each word weighed by its
 * rarity) and its distinguishing terms, the words of its own questions none of those neighbours
 * asks ("séries" sets rest between sets apart from rest between sessions; "jours", "séances"
 * the reverse). A question holding none of them is not clearly about that entry.
 */
export function entrySubject(
  entry: KnowledgeEntry,
  language: Language,
): { neighbours: readonly string[]; distinct: ReadonlySet<string> } {
  let known = subjects.get(language);
  if (!known) {
    const process = termProcessor(language);
    const { entries, df } = vocabulary(language);
    const idf = (term: string) => Math.log(entries / Math.max(1, df.get(term) ?? 1));
    const all = knowledgeEntries().map((e) => ({
      id: e.id,
      terms: new Set(tokenize(e.q[language]).flatMap((t) => process(t) ?? [])),
    }));
    const mass = (terms: Iterable<string>) => [...terms].reduce((sum, t) => sum + idf(t), 0);
    known = new Map();
    for (const one of all) {
      const own = mass(one.terms);
      const near = all
        .filter((other) => other.id !== one.id)
        .map((other) => {
          const shared = mass([...one.terms].filter((t) => other.terms.has(t)));
          return { other, similarity: shared / Math.max(1e-9, Math.sqrt(own * mass(other.terms))) };
        })
        .filter((n) => n.similarity >= NEIGHBOUR_SIMILARITY)
        .sort((a, b) => b.similarity - a.similarity)
        .slice(0, NEIGHBOURS);
      const distinct = new Set(
        [...one.terms].filter((t) => !near.some((n) => n.other.terms.has(t))),
      );
      known.set(one.id, {
        terms: one.terms,
        neighbours: near.map((n) => n.other.id),
        distinct,
      });
    }
    subjects.set(language, known);
  }
  const found = known.get(entry.id);
  return found ?? { neighbours: [], distinct: new Set() };
}

const textTerms = new Map<string, ReadonlySet<string>>();
/** Every term of an entry's whole text (its questions, answers and detail) in `language`. */
export function entryTextTerms(entry: KnowledgeEntry, language: Language): ReadonlySet<string> {
  const key = `${language}:${entry.id}`;
  let terms = textTerms.get(key);
  if (!terms) {
    const process = termProcessor(language);
    const text = [entry.q[language], ...entry.a[language], ...(entry.more?.[language] ?? [])];
    terms = new Set(tokenize(text.join(' ')).flatMap((t) => process(t) ?? []));
    textTerms.set(key, terms);
  }
  return terms;
}

const textCounts = new Map<Language, Map<string, number>>();
/** In how many entries' whole text a term appears ("better" in many, "hair" in few). */
export function textFrequency(term: string, language: Language): number {
  let counts = textCounts.get(language);
  if (!counts) {
    counts = new Map();
    for (const entry of knowledgeEntries()) {
      for (const t of entryTextTerms(entry, language)) counts.set(t, (counts.get(t) ?? 0) + 1);
    }
    textCounts.set(language, counts);
  }
  return counts.get(term) ?? 0;
}

/** Builds both indexes now (the first answer would otherwise pay for it). */
export function warmKnowledge(): void {
  index('fr');
  index('en');
  vocabulary('fr');
  vocabulary('en');
  textFrequency('', 'fr');
  textFrequency('', 'en');
  const [first] = knowledgeEntries();
  if (first) {
    entrySubject(first, 'fr');
    entrySubject(first, 'en');
  }
}
