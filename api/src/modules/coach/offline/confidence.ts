import {
  chosenHit,
  entryById,
  entryTextTerms,
  queryTerms,
  textFrequency,
  type KnowledgeHit,
} from '../knowledge';
import type { Language } from '../types';
import type { GateSignals } from './clarify';
import { askingSentences } from './aspects';
import { searchText } from './conversation';
import { normalise } from './text';
import { classifySubject } from './subject-model';

/**
 * Never confidently wrong (issue 41, seventeenth round, part R): the last look before one
 * knowledge entry answers. In the opened validation sets, most wrong answers are a neighbouring
 * subject: the question names a word the base knows (other entries say it) but that no part of
 * the answering entry says ("my knees click and pop when I squat" answered by a knee entry that
 * never says click or pop). `answerFeatures` reads what the engine knows at that moment;
 * `doubtful` says when the answer looks like a neighbour, and the engine then offers chips (the
 * entry and its likely neighbours) instead of answering. `api/scripts/confidence-signals.ts`
 * prints each signal's distribution for right and wrong answers and the rule's trade-off.
 */

/** One content word of the question and where the base says it. */
export interface WordSignal {
  term: string;
  /** Entries whose whole text (questions, answers, detail) holds it. */
  text: number;
  /** The answering entry's text holds it (a word from 5 letters: a word it starts, or its start). */
  held: boolean;
  /** The classifier's guesses (their ranks, `RIVALS` best) whose text holds it. */
  rivals: number[];
  /** The entry's answers and detail (not its ways of asking) say it. */
  said: boolean;
}

const answerTexts = new Map<string, ReadonlySet<string>>();
/** The stemmed words of an entry's answers and detail, every phrasing (not its questions). */
function answerTerms(hit: KnowledgeHit, language: Language): ReadonlySet<string> {
  const key = `${language}:${hit.entry.id}`;
  let terms = answerTexts.get(key);
  if (!terms) {
    const { entry } = hit;
    const text = [
      ...entry.a[language],
      ...(entry.af?.[language] ?? []),
      ...(entry.more?.[language] ?? []),
    ];
    terms = new Set(queryTerms(searchText(text.join(' ')), language).map((t) => t.term));
    answerTexts.set(key, terms);
  }
  return terms;
}

/** What the engine knows when one entry is about to answer (never shown to the member). */
export interface AnswerFeatures {
  entry: string;
  message: string;
  followUp: boolean;
  /** Chosen by a rule (no retrieval score) or asked word for word as the entry asks it. */
  ruled: boolean;
  exact: boolean;
  words: WordSignal[];
  /** The subject classifier's rank for the entry (0 = its best guess; -1: not in its 10 best). */
  rank: number;
  /** The entry's similarity over the classifier's best guess's (0 when not ranked). */
  share: number;
  best: number;
  /** The classifier's `RIVALS` best guesses and their similarity. */
  guesses: { entry: string; similarity: number }[];
  signals?: GateSignals;
}

/** How many of the classifier's guesses are read as the answer's possible neighbours. */
export const RIVALS = 5;

/** The words the coach reads for the subject: 3 letters or more, no number. */
const contentWord = (term: string) => term.length >= 3 && !/\d/.test(term);

/** The entry's text holds the term, or (from 5 letters) a word it starts or that starts it. */
function holds(terms: ReadonlySet<string>, term: string): boolean {
  if (terms.has(term)) return true;
  if (term.length < 5) return false;
  for (const known of terms) {
    if (known.startsWith(term) || (known.length >= 5 && term.startsWith(known))) return true;
  }
  return false;
}

export function answerFeatures(input: {
  hit: KnowledgeHit;
  message: string;
  language: Language;
  followUp: boolean;
  exact?: boolean;
  signals?: GateSignals;
}): AnswerFeatures {
  const { hit, message, language } = input;
  const own = entryTextTerms(hit.entry, language);
  const answer = answerTerms(hit, language);
  const guesses = classifySubject(message, language, 10);
  const rivalTexts = guesses.slice(0, RIVALS).map((g) => {
    const entry = entryById(g.entry);
    return entry && entry.id !== hit.entry.id ? entryTextTerms(entry, language) : undefined;
  });
  const words = queryTerms(searchText(message), language)
    .filter((t) => contentWord(t.term))
    .map((t) => ({
      term: t.term,
      text: textFrequency(t.term, language),
      held: holds(own, t.term),
      rivals: rivalTexts.flatMap((text, rank) => (text && holds(text, t.term) ? [rank] : [])),
      said: holds(answer, t.term),
    }));
  const rank = guesses.findIndex((g) => g.entry === hit.entry.id);
  const best = guesses[0]?.similarity ?? 0;
  return {
    entry: hit.entry.id,
    message,
    followUp: input.followUp,
    ruled: hit.score === 0,
    exact: input.exact === true,
    words,
    rank,
    share: rank >= 0 && best > 0 ? (guesses[rank]?.similarity ?? 0) / best : 0,
    best,
    guesses: guesses.slice(0, RIVALS),
    signals: input.signals,
  };
}

/**
 * `rule`: whether `neighbourDoubt` turns an answer into chips. Off (seventeenth round): on every
 * bench set together, each threshold tried turned more right answers into chips than wrong ones
 * (the trade-off in docs/progress-and-coach.md, `api/scripts/confidence-signals.ts`). `record`
 * (the script only) receives each answer's features; with neither, nothing is computed.
 */
export const CONFIDENCE: {
  rule: boolean;
  record?: (features: AnswerFeatures) => void;
} = { rule: false };

/**
 * The neighbour rule: a word of the question that between 1 and `rare` entries say and the
 * answering entry never says makes the answer doubtful, unless the subject classifier ranks the
 * entry within `saveRank` (0: its best guess) at `saveShare` of its best similarity or more.
 * Follow-ups, rule-chosen entries and questions asked word for word are not doubted.
 */
export const NEIGHBOUR_RULE = { rare: 10, saveRank: -1, saveShare: 1, minWords: 1 };

/** The question's words between 1 and `rare` entries say and the answering entry does not. */
export function unsaid(features: AnswerFeatures, rare = NEIGHBOUR_RULE.rare): WordSignal[] {
  return features.words.filter((w) => !w.held && w.text > 0 && w.text <= rare);
}

/** The answer looks like a neighbour's (`NEIGHBOUR_RULE`). */
export function neighbourDoubt(features: AnswerFeatures): boolean {
  if (features.followUp || features.ruled || features.exact) return false;
  if (unsaid(features).length < NEIGHBOUR_RULE.minWords) return false;
  const saved =
    features.rank >= 0 &&
    features.rank <= NEIGHBOUR_RULE.saveRank &&
    features.share >= NEIGHBOUR_RULE.saveShare;
  return !saved;
}

/** At most this many chips: the answering entry and its likely neighbours. */
const CHIPS = 3;

/**
 * The chips for a doubted answer: the entry, then the classifier's guesses whose text says a word
 * of the question the entry does not (the words it missed, rarest first), then its next guesses.
 */
export function neighbourChips(hit: KnowledgeHit, features: AnswerFeatures): KnowledgeHit[] {
  const missed = unsaid(features);
  const gain = (rank: number) =>
    missed.filter((w) => w.rivals.includes(rank)).reduce((sum, w) => sum + 1 / w.text, 0);
  const others = features.guesses
    .map((guess, rank) => ({ guess, rank, gain: gain(rank) }))
    .filter(({ guess }) => guess.entry !== hit.entry.id)
    .sort((a, b) => b.gain - a.gain || a.rank - b.rank)
    .flatMap(({ guess }) => {
      const entry = entryById(guess.entry);
      return entry ? [chosenHit(entry)] : [];
    });
  return [hit, ...others].slice(0, CHIPS);
}

/**
 * The last look before one entry answers (engine.ts `compose`): the chips to offer instead when
 * the rule doubts it, else undefined. Reads nothing unless the rule is on or the script listens.
 */
export function doubtedAnswer(
  input: Parameters<typeof answerFeatures>[0],
): KnowledgeHit[] | undefined {
  if (!CONFIDENCE.rule && !CONFIDENCE.record) return undefined;
  const features = answerFeatures(input);
  CONFIDENCE.record?.(features);
  if (!CONFIDENCE.rule || !neighbourDoubt(features)) return undefined;
  const chips = neighbourChips(input.hit, features);
  return chips.length > 1 ? chips : undefined;
}

/**
 * States of the member's body the base has one entry for (soreness, cramps, dizziness, an
 * exertion headache, bloating, numbness), in members' words: when the question names one and the
 * entry about to answer never says it, that entry answers ("crazy doms in my hamstrings, can i
 * still lift tonight?" got the hamstring exercises; "still sore from monday's leg day, skip
 * today?" football against leg day; "fourmillements dans les doigts pendant le soulevé de terre"
 * the deadlift's weekly frequency). `words`: the stems its text would say.
 */
const STATES: readonly {
  pattern: RegExp;
  entry: string;
  words: readonly string[];
  /** An injury entry offered keeps the question (a sore joint). */
  injury?: boolean;
}[] = [
  {
    pattern: /\b(?:doms|courbatur\w*|sore|soreness)\b/,
    entry: 'doms',
    words: ['sore', 'dom', 'courbatur', 'soreness'],
    // A sore back or joint the injury entries answer is theirs ("lower back sore after deadlifts").
    injury: true,
  },
  {
    pattern: /\b(?:cramps?|cramping|crampes?)\b/,
    entry: 'electrolyte-cramps',
    words: ['cramp', 'crampe'],
  },
  {
    pattern: /\b(?:dizzy|dizziness|light ?headed|vertiges?|etourdi\w*|tete qui tourne)\b/,
    entry: 'dizziness-lifting',
    words: ['dizzi', 'dizzy', 'lighthead', 'vertig', 'etourd'],
  },
  {
    pattern: /\b(?:headaches?|mal (?:de|a la) tete|migraines?|cephalees?)\b/,
    entry: 'exertion-headache',
    words: ['headach', 'migrain', 'cephal'],
  },
  {
    pattern: /\b(?:bloat\w*|ballonn\w*|ventre gonfle\w*)\b/,
    entry: 'bloating',
    words: ['bloat', 'ballon', 'gonfl'],
  },
  {
    pattern:
      /\b(?:numb(?:ness|ed|s)?|tingl\w*|pins and needles|fourmill\w*|engourd\w*|picotements?)\b/,
    entry: 'numbness',
    words: ['numb', 'tingl', 'fourmill', 'engourd', 'picot'],
  },
];

/** A question whether to train now: "can i still lift tonight?", "je m'entraîne quand même ?". */
const TRAIN_NOW =
  /\b(?:train\w*|lift\w*|work ?out|gym|skip\w*|session|m'?entrain\w*|entrainer|seance|salle|y retourner)\b/;
/** A question asking an amount or a duration is about that amount, not the state told. */
const AMOUNT = /\b(?:how (?:many|much|long|often)|combien|how do i|technique|form)\b/;

/** "sans (avoir de) mal de tête", "without (getting) headaches": the words after it, cut. */
const AVOIDED =
  /\b(?:sans|without|w\/o|pour (?:pas|ne pas|eviter)|to avoid|avoid(?:ing)?)\b[^,.;!?]*/g;
const withoutAvoided = (text: string): string => text.replace(AVOIDED, ' ');

/** The state's entry when the question names a state the answering entry never says. */
export function stateEntry(
  hit: KnowledgeHit,
  message: string,
  language: Language,
  chips: readonly KnowledgeHit[] = [],
): KnowledgeHit | undefined {
  // A state the member wants to avoid ("comment arrêter la caféine sans mal de tête ?", "how do
  // I cut without getting dizzy?") is not one they have: it does not name the question's entry.
  const text = withoutAvoided(normalise(message));
  const asking = askingSentences(message).map(normalise).map(withoutAvoided);
  const questions = asking.length > 0 ? asking : [text];
  // Named in a question, or told while a question asks whether to train now; a state told beside
  // another question ("how many rest days? I'm still sore 3 days later") is a side detail.
  const asked = (state: (typeof STATES)[number]) =>
    questions.some((q) => state.pattern.test(q)) ||
    (state.pattern.test(text) && questions.some((q) => TRAIN_NOW.test(q) && !AMOUNT.test(q)));
  const offered = [hit, ...chips];
  const injury = offered.some((h) => h.entry.topic === 'injury');
  const texts = offered.map((h) => entryTextTerms(h.entry, language));
  for (const state of STATES) {
    // Already the one answering.
    if (!asked(state) || (hit.entry.id === state.entry && chips.length <= 1)) continue;
    if (state.injury && injury) continue;
    // Among chips, the state's own entry answers when no other chip says the state.
    const others = offered.filter((h) => h.entry.id !== state.entry);
    const saying = texts.filter(
      (own, i) => offered[i]?.entry.id !== state.entry && state.words.some((w) => holds(own, w)),
    );
    if (saying.length > 0 || others.length === 0) continue;
    const entry = entryById(state.entry);
    if (entry) return chosenHit(entry);
  }
  return undefined;
}
