import {
  ENTRY_CALCULATIONS,
  bulkCheck,
  bulkIntake,
  asksForCalculation,
  calculatorAnswer,
  GRAMS_ASKED,
  caffeineTotal,
  gainPace,
  lossPace,
  proteinGap,
  lossByDate,
  lossDuration,
  percentOfMaxAnswer,
  stallLead,
  stalledIntake,
  refeedLead,
  setTold,
  statedMaintenance,
  toldIntakeSplit,
} from './calculators';
import { asksHowAmIDoing, progressAnswer } from './progress-check';
import {
  asksExactly,
  chosenHit,
  entryById,
  entryCount,
  entriesAskingExactly,
  entryTextTerms,
  textFrequency,
  answerNames,
  queryTerms,
  searchKnowledge,
  titleTerms,
  type KnowledgeHit,
  type KnowledgeTopic,
  type QueryTerm,
} from '../knowledge';
import type { Guide, KnowledgeEntry } from '../knowledge/types';
import type { AiRequest, ChatSuggestion, Language } from '../types';
import { knowledgeAnswer } from './answer';
import {
  askingSentences,
  asksFacts,
  asksOrAssumes,
  blockText,
  asksSomething,
  clauseParts,
  pointsBack,
  questionParts,
  withAspects,
  type Aspect,
} from './aspects';
import {
  classifierAgrees,
  agreedChip,
  classifierPick,
  clarifyingAnswer,
  confident,
  entryQuestion,
  gateSignals,
  guideChoice,
  likelyEntries,
  rareSubject,
  SUBJECT_MODEL,
  subjectCheck,
  suggestionsFor,
  uncertainChoices,
  type GateSignals,
  COMMON_ENTRIES,
} from './clarify';
import { doubtedAnswer, stateEntry } from './confidence';
import {
  comparingHit,
  comparisonOf,
  holds,
  isClause,
  pairOf,
  sideHits,
  type Comparison,
  withoutRuledOut,
} from './compare';
import {
  agreeingHit,
  agrees,
  leadQuestion,
  onlyAgreeing,
  questionClause,
  questionTypes,
} from './question-type';
import {
  asksSomethingElse,
  CONTENT_ASKED,
  DOING_WRONG,
  isFollowUp,
  previousAnswers,
  resolveQuestion,
  searchText,
  userMessages,
} from './conversation';
import { contentPlanAnswer, contentSubject, socialAnswer } from './creator';
import {
  asksForCaption,
  captionAnswer,
  hookSubject,
  hooksAnswer,
  ideasAnswer,
  ideasAudience,
  scriptAnswer,
  scriptSubject,
} from './caption';
import {
  chipOfPreviousTurn,
  leansOnPrevious,
  OR_WHAT,
  previousEntryHit,
  previousEntryAgain,
  sameForOtherMuscle,
} from './follow-ups';
import { note, paragraph, render, type Block } from './document';
import { collectFacts, namesAvoidedFood, parseFacts, type Facts } from './facts';
import { fallbackAnswer } from './fallback';
import {
  asksAboutJointNoise,
  injuryAnswer,
  injuryCaution,
  mentionsPain,
  saysPain,
  PAIN_PART_ENTRIES,
  painPartEntry,
} from './injury';
import { computeNutrition, nutritionAnswer, planAsked, type PlanAsked } from './nutrition';
import { personaSignOff } from './personality';
import { prescriptionAnswer, refusalAnswer } from './refusal';
import { asksWeekPlan, timeFit } from './schedule';
import { sleepAnswer } from './sleep';
import { classifySubject } from './subject-model';
import { supplementsAnswer } from './supplements';
import { correctSpelling } from './spelling';
import { detectLanguage, formatNumber, languageOf, normalise, translator } from './text';
import {
  asksWhichPlan,
  comparesSplits,
  detectTopic,
  detectTopics,
  asksForDopingAgainAfter,
  asksForLegalInstead,
  forbiddenKind,
  isPlanRequest,
  withoutWeightStack,
  asksAboutTheCoach,
  type Topic,
} from './topics';
import { trainingAnswer, trainingSummary } from './training';
import { trainingLogAnswer } from './training-log';

const hasFacts = (facts: Facts): boolean => Object.keys(facts).length > 0;

/**
 * The topics of a plan request; a message that only adds numbers ("80 kg, 180 cm") continues
 * the topic of the member's latest earlier question.
 */
function resolveTopics(message: string, earlierUserMessages: readonly string[]): Topic[] {
  const topics = detectTopics(message);
  if (topics.length > 0 || !hasFacts(parseFacts(message))) return topics;
  for (let i = earlierUserMessages.length - 1; i >= 0; i -= 1) {
    const earlier = detectTopic(earlierUserMessages[i] ?? '');
    if (earlier) return [earlier];
  }
  return [];
}

function blocksFor(
  topic: Topic,
  facts: Facts,
  language: Language,
  brief: boolean,
  asked: PlanAsked = {},
  subject?: string,
): Block[] {
  switch (topic) {
    case 'nutrition':
      return nutritionAnswer(facts, language, brief, asked);
    case 'training':
      return trainingAnswer(facts, language, brief);
    case 'supplements':
      return supplementsAnswer(facts, language, brief);
    case 'social':
      return socialAnswer(language, brief);
    case 'content':
      return contentPlanAnswer(language, brief, subject);
    case 'sleep':
      return sleepAnswer(language, brief);
  }
}

const HEALTH_TOPICS: ReadonlySet<Topic> = new Set(['nutrition', 'training', 'supplements']);

/** The intent rules' topic, in the knowledge base's terms, to prefer its entries on a tie. */
const KNOWLEDGE_TOPIC: Record<Topic, KnowledgeTopic> = {
  training: 'training',
  nutrition: 'nutrition',
  supplements: 'supplements',
  sleep: 'recovery',
  social: 'content',
  content: 'content',
};

/**
 * A hit good enough to answer with: BM25 score and at least one of the entry's own question
 * terms. Below that the member gets the plan template of the detected topic, or the menu.
 */
const MIN_SCORE = 15;
/** Searching the other language's index (a French word in an English question) asks for more. */
const MIN_SCORE_OTHER_LANGUAGE = 30;
function goodHit(hits: readonly KnowledgeHit[], minScore: number, minTerms: number) {
  const best = hits[0];
  return best && best.score >= minScore && best.questionTerms >= minTerms ? best : undefined;
}

/** How many hits the rare-word check looks through for the entries holding a missed word. */
const DEEP = 40;

/** At most this many entries ask about a word that names a subject ("refeed", "fer"). */
const NAMING = 2;

/**
 * Among the entries the gate hesitates between, the one that alone asks about the question's
 * rarest word ("je devrais faire un refeed ?": the refeed entry, not the reverse diet): the
 * subject the member named decides, when only one of them holds it.
 */
function namedSubject(
  choices: readonly KnowledgeHit[],
  terms: readonly { term: string; entries: number }[],
): KnowledgeHit | undefined {
  const rare = terms.filter((t) => t.entries > 0 && t.entries <= NAMING).map((t) => t.term);
  if (rare.length === 0) return undefined;
  const holding = choices.filter((hit) => rare.every((term) => hit.asked?.includes(term)));
  return holding.length === 1 ? holding[0] : undefined;
}

const SEX_WORD = /^(?:femal|femm|homm|male|man|men|woman|women|fill|garcon|girl|boy|guy|mec)/;

/**
 * The best hit holds only common words of the question ("après l'entraînement") and misses the
 * rare one that names its subject ("sieste"), which exactly one other hit holds: that one answers.
 */
function namedElsewhere(
  hits: readonly KnowledgeHit[],
  terms: readonly { term: string; entries: number }[],
): KnowledgeHit | undefined {
  const [best] = hits;
  if (!best) return undefined;
  const entries = new Map(terms.map((t) => [t.term, t.entries]));
  const commonOnly = (best.asked ?? []).every((term) => (entries.get(term) ?? 0) > COMMON_ENTRIES);
  const missing = terms
    .filter((t) => t.entries > 0 && t.entries <= NAMING && !best.asked?.includes(t.term))
    // "female", "homme": a fact about the member, not the subject of the question.
    .filter((t) => !SEX_WORD.test(t.term))
    .map((t) => t.term);
  if (!commonOnly || missing.length === 0) return undefined;
  const holders = hits.filter(
    (hit) =>
      hit.entry.id !== best.entry.id &&
      hit.score >= best.score * 0.3 &&
      missing.every((term) => hit.asked?.includes(term)),
  );
  return holders.length === 1 ? holders[0] : undefined;
}

/**
 * The entries about when to do something answer only a question that asks when (eighth round: "je
 * dors mal la veille des séances du matin", "avant ma séance du matin j'ai pas faim" got the best
 * time to train: the time was the member's situation, not the question).
 */
const WHEN_ENTRIES: ReadonlySet<string> = new Set(['best-time-to-train', 'best-time-to-post']);
const ASKS_WHEN =
  /\b(?:quand|quel moment|quelle heure|meilleur moment|meilleure heure|moment ideal|heure ideale|matin ou (?:le )?soir|soir ou (?:le )?matin|le matin ou|(?:heure|moment) de la (?:journee|seance)|horaires?|when|what time|which time|best time|morning or (?:evening|night|afternoon)|(?:evening|night|afternoon) or (?:the )?morning|am or pm|time of (?:the )?day|timing)\b/;

/**
 * The word every way of asking an entry holds and at most `DEFINING` entries ask about ("tattoo"
 * in "tattoo and lifting; new tattoo and the gym; fresh tattoo workout"): the entry's subject.
 * A question without it, found on none of its own rare words, is not about that entry (fifteenth
 * round: "new to lifting, what should I eat?" was offered the tattoo entry on "new" and "lifting").
 */
const DEFINING = 2;
const definingWords = new Map<string, readonly string[]>();
function definingTerms(entry: KnowledgeEntry, language: Language): readonly string[] {
  const key = `${language}:${entry.id}`;
  let terms = definingWords.get(key);
  if (!terms) {
    const ways = entry.q[language]
      .split(';')
      .map((way) => way.trim())
      .filter(Boolean)
      .map((way) => queryTerms(way, language));
    const [first = [], ...rest] = ways;
    terms =
      ways.length < 2
        ? []
        : first
            .filter((t) => t.entries > 0 && t.entries <= DEFINING)
            .map((t) => t.term)
            .filter((term) => rest.every((way) => way.some((t) => t.term === term)));
    definingWords.set(key, terms);
  }
  return terms;
}
const namesDefiningWord = (
  entry: KnowledgeEntry,
  language: Language,
  asked: ReadonlySet<string>,
): boolean => {
  const terms = definingTerms(entry, language);
  // "lechec": a misspelling holding the word.
  const holds = (term: string) => [...asked].some((a) => a === term || a.includes(term));
  return terms.length === 0 || terms.some(holds);
};

/**
 * The chips keep to the entries the question names the subject of (`DEFINING`), unless an entry
 * was found on one of the question's own rare words; when fewer than 2 would be left, they stay.
 */
const REFILL = 0.5;
function aboutIts(
  outcome: SearchOutcome,
  hits: readonly KnowledgeHit[],
  terms: readonly QueryTerm[],
  language: Language,
): SearchOutcome {
  const asked = new Set(terms.map((t) => t.term));
  const rare = new Set(
    terms.filter((t) => t.entries > 0 && t.entries <= NAMING).map((t) => t.term),
  );
  const named = (hit: KnowledgeHit) =>
    (hit.asked ?? []).some((term) => rare.has(term)) ||
    namesDefiningWord(hit.entry, language, asked);
  if (outcome.exact) return outcome;
  if (outcome.choices.length > 1) {
    const choices = outcome.choices.filter(named);
    if (choices.length === outcome.choices.length) return outcome;
    // Fewer than 2 left: the next hits close to the best one that name their subject.
    const best = hits[0]?.score ?? 0;
    for (const hit of hits) {
      if (choices.length >= 3) break;
      if (hit.score < best * REFILL || choices.some((c) => c.entry.id === hit.entry.id)) continue;
      if (named(hit)) choices.push(hit);
    }
    return choices.length > 1 ? { ...outcome, choices } : outcome;
  }
  return outcome;
}

/** The entry answering `query`: searched in the language it is written in, then the other one. */
export function findEntry(
  query: string,
  preferTopics: readonly KnowledgeTopic[],
  restrict?: KnowledgeTopic,
  focus?: string,
): KnowledgeHit | undefined {
  return searchEntry(query, preferTopics, restrict, focus).hit;
}

/**
 * The entry answering `query` and, when the gate (clarify.ts) is not sure of it, the likely
 * entries to offer instead.
 */
export function searchEntry(
  query: string,
  preferTopics: readonly KnowledgeTopic[],
  restrict?: KnowledgeTopic,
  focus?: string,
  chatLanguage?: Language,
): SearchOutcome {
  // The chat's language decides when the words do not ("Muscle soreness?", a tapped chip).
  const written = languageOf(query) ?? chatLanguage ?? detectLanguage(query);
  const original = query;
  query = searchText(query);
  const attempts = [
    { language: written, minScore: MIN_SCORE, minTerms: 1 },
    { language: written === 'fr' ? 'en' : 'fr', minScore: MIN_SCORE_OTHER_LANGUAGE, minTerms: 2 },
  ] as const;
  for (const { language, minScore, minTerms } of attempts) {
    const hits = searchKnowledge(query, language, preferTopics, 10, focus).filter(
      (hit) =>
        (!restrict || hit.entry.topic === restrict) &&
        (!WHEN_ENTRIES.has(hit.entry.id) || ASKS_WHEN.test(normalise(original))),
    );
    const hit = goodHit(hits, minScore, minTerms);
    const asWritten = focus ? undefined : exactAsWritten(original, hits, language, restrict);
    const chosen = asWritten ?? hit;
    if (chosen) {
      const terms = queryTerms(query, language);
      const found = asWritten
        ? { hit: asWritten, choices: [], exact: true }
        : chooseEntry(chosen, hits, terms, query, original, language, preferTopics, focus);
      // A follow-up's own words already filtered the entries (`focus`): calibrated on first
      // questions only, the gate reads its signals without acting on them.
      const outcome = aboutIts(
        calibrated(found, hits, terms, original, language, focus !== undefined),
        hits,
        terms,
        language,
      );
      if (!restrict) return outcome;
      // A restricted search (pain: injury entries) keeps to its topic whatever the classifier
      // guessed: "my shoulder hurts when I overhead press" is not the press's technique.
      const own = (h: KnowledgeHit) => h.entry.topic === restrict;
      const choices = outcome.choices.filter(own);
      let kept = outcome.hit && own(outcome.hit) ? outcome.hit : undefined;
      if (!kept) {
        // The restricted hit the classifier ranks best ("shoulder hurts": shoulder pain, not
        // the wrist entry that shares "push the bar"), else retrieval's.
        const guesses = classifySubject(original, language, 10);
        const rank = (h: KnowledgeHit) =>
          guesses.find((g) => g.entry === h.entry.id)?.similarity ?? 0;
        const top = hits.slice(0, 3).sort((a, b) => rank(b) - rank(a))[0];
        kept = top && rank(top) > 0 ? top : [found.hit, hit].find((h) => h && own(h));
      }
      return { ...outcome, hit: kept, choices: choices.length > 1 ? choices : [] };
    }
  }
  return { choices: [] };
}

/** The entry answering, the entries to offer instead, and the signals the gate read. */
export interface SearchOutcome {
  hit?: KnowledgeHit;
  choices: KnowledgeHit[];
  /** Set when one entry answers: what the calibrated gate read (the answer's trace). */
  signals?: GateSignals;
  /** The question is one of the entry's own ways of asking it. */
  exact?: boolean;
}

/**
 * The message is one of an entry's own ways of asking it, as written (before the shorthand
 * rewrites it): a tapped chip is answered by its entry, never offered as chips again ("How long
 * should a workout be?", whose "workout" retrieval reads as "train"; "Rest days?", where the rest
 * days' carbohydrates scored first). Looked up by its words, not among the search's hits
 * (nineteenth round: "Comment mieux dormir ?" scored below the tenth). Two entries asking it with
 * the same words ("un repas par jour" for OMAD, "combien de repas par jour" for meal frequency,
 * "combien" a stop word): the one titled so (a chip's text), then one asking it letter for letter,
 * then the one retrieval ranks first.
 */
const EXACT_WORDS = 14;
function exactAsWritten(
  original: string,
  hits: readonly KnowledgeHit[],
  language: Language,
  restrict?: KnowledgeTopic,
): KnowledgeHit | undefined {
  const asIs = normalise(original);
  // An entry's own question is short: a long message is never one.
  if (asIs.split(/\s+/).length > EXACT_WORDS) return undefined;
  // Beyond retrieval's first ten hits, the phrasing's numbers must be the member's too: "créatine"
  // is not the teenagers' "créatine à 16 ans" (a number only the phrasing holds still counts among
  // the hits: "10k steps a day" answers "steps a day").
  const near = new Set(hits.map((hit) => hit.entry));
  const candidates = entriesAskingExactly(asIs, language).filter(
    (entry) =>
      (near.has(entry) || asksExactly(entry, asIs, language, true)) &&
      (!restrict || entry.topic === restrict) &&
      (!WHEN_ENTRIES.has(entry.id) || ASKS_WHEN.test(asIs)),
  );
  if (candidates.length === 0) return undefined;
  const letters = (text: string) =>
    normalise(text)
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  const written = letters(asIs);
  const phrasings = (entry: KnowledgeEntry) => entry.q[language].split(';').map(letters);
  const ranked = [
    ...hits.map((hit) => hit.entry).filter((entry) => candidates.includes(entry)),
    ...candidates,
  ];
  // A chip shows the entry's first way of asking: the entry titled so, then one asking it
  // letter for letter, then retrieval's order.
  const chosen =
    ranked.find((entry) => phrasings(entry)[0] === written) ??
    ranked.find((entry) => phrasings(entry).includes(written)) ??
    ranked[0];
  if (!chosen) return undefined;
  return (
    hits.find((hit) => hit.entry === chosen) ??
    searchKnowledge(asIs, language, [], EXACT_SEARCH).find((hit) => hit.entry === chosen) ??
    chosenHit(chosen)
  );
}
/** How deep the search looks for the signals of an entry asked word for word. */
const EXACT_SEARCH = 60;

function chooseEntry(
  hit: KnowledgeHit,
  hits: readonly KnowledgeHit[],
  terms: QueryTerm[],
  query: string,
  original: string,
  language: Language,
  preferTopics: readonly KnowledgeTopic[],
  focus?: string,
): SearchOutcome {
  if (asksExactly(hit.entry, query, language)) return { hit, choices: [], exact: true };
  // A follow-up's own words already keep the entries about it (`focus`).
  if (focus) return { hit, choices: uncertainChoices(hits.slice(0, 5)) };
  // A rare word of the question the answering entry misses names another subject.
  const named = (chosen: KnowledgeHit) => {
    const deep = searchKnowledge(query, language, preferTopics, DEEP);
    const found = rareSubject(chosen, deep, terms, language);
    return found.answer ? { hit: found.answer, choices: [] } : { hit, choices: found.choices };
  };
  const subject = subjectCheck(hits, terms, entryCount(language));
  if (subject.answer) return named(subject.answer);
  const choices = subject.choices.length > 1 ? subject.choices : uncertainChoices(hits.slice(0, 5));
  if (choices.length > 1) {
    const picked = namedSubject(choices, terms) ?? onlyAgreeing(choices, original, language);
    return picked ? named(picked) : { hit, choices };
  }
  return named(agreeingHit(namedElsewhere(hits, terms) ?? hit, hits, original, language));
}

/**
 * The classifier settles the gate's doubt (seventh round) only for a question of at least this
 * many content words: a vague one ("repos", "cardio?") or one with an unknown subject ("le carême
 * avec la muscu") keeps its chips.
 */
const AGREED_MIN_TERMS = 4;

/**
 * The one chip whose title the question names word for word ("best time to post gym content":
 * "Best time to post"), at least two of its words (seventh round).
 */
function titledChip(
  choices: readonly KnowledgeHit[],
  terms: readonly QueryTerm[],
  language: Language,
): KnowledgeHit | undefined {
  const asked = new Set(terms.map((t) => t.term));
  const named = choices.filter((c) => {
    const title = titleTerms(c.entry, language);
    return title.length >= 2 && title.every((term) => asked.has(term));
  });
  return named.length === 1 ? named[0] : undefined;
}

/**
 * The gate's signals of `hit` (the trace and `doubtedAnswer` read them): computed again when a
 * rule after retrieval picks another entry than the one they were read on (eighteenth round:
 * "I can't gain weight?" answered hard-gainer with quit-smoking-weight's signals).
 */
function signalsOf(
  hit: KnowledgeHit,
  hits: readonly KnowledgeHit[],
  terms: readonly QueryTerm[],
  original: string,
  language: Language,
): GateSignals {
  const [type] = questionTypes(original);
  return gateSignals(
    hit,
    hits,
    terms,
    entryCount(language),
    language,
    type ? agrees(hit, type, language) : undefined,
    queryTerms(searchText(questionClause(original)), language).map((t) => t.term),
  );
}

/**
 * The calibrated gate (clarify.ts, `confident`): an entry chosen by the rules above answers only
 * when its signals say it holds the question's subject; else the likely entries are offered.
 */
function calibrated(
  found: SearchOutcome,
  hits: readonly KnowledgeHit[],
  terms: QueryTerm[],
  original: string,
  language: Language,
  followUp: boolean,
): SearchOutcome {
  const { hit } = found;
  if (hit && found.choices.length > 1 && !followUp) {
    const guesses = classifySubject(original, language, 10);
    const picked =
      classifierPick(found.choices, guesses) ??
      (terms.length >= AGREED_MIN_TERMS ? agreedChip(found.choices, guesses) : undefined) ??
      titledChip(found.choices, terms, language);
    return picked ? { hit: picked, choices: [] } : found;
  }
  if (!hit || found.choices.length > 1) return found;
  const signals = signalsOf(hit, hits, terms, original, language);
  if (found.exact || followUp) return { ...found, signals };
  if (!confident(signals)) {
    const choices = likelyEntries(hit, hits, terms);
    if (choices.length <= 1) return { ...found, signals };
    // A short or vague question ("repos", "le carême avec la muscu") keeps its chips.
    if (terms.length < AGREED_MIN_TERMS) return { hit, choices, signals };
    const guesses = classifySubject(original, language, 10);
    const picked =
      classifierPick(choices, guesses) ??
      agreedChip(choices, guesses) ??
      titledChip(choices, terms, language);
    return picked
      ? { hit: picked, choices: [], signals: signalsOf(picked, hits, terms, original, language) }
      : { hit, choices, signals };
  }
  return secondOpinion({ ...found, signals }, hit, original, language, hits, terms);
}

/**
 * Retrieval's first hit and a neighbour both reached by the words: the neighbour answers when it
 * is the classifier's best guess, ahead of the first hit's similarity, among retrieval's
 * `NEIGHBOUR_DEPTH` best hits, and holds a word of the asking clause the first hit does not ask
 * about (eighteenth round, part W: "le pre workout c obligatoire ou c'est du marketing ?" got whey
 * on its words, the asking clause names the pre-workout).
 */
const NEIGHBOUR_DEPTH = 3;
/** The classifier's lead over the first hit's similarity, and the clause word's rarity. */
const NEIGHBOUR_LEAD = 0.03;
const NEIGHBOUR_RARE = 4;
function askedNeighbour(
  hit: KnowledgeHit,
  hits: readonly KnowledgeHit[],
  guesses: readonly { entry: string; similarity: number }[],
  original: string,
  language: Language,
): KnowledgeHit | undefined {
  const [best] = guesses;
  if (!best || best.entry === hit.entry.id) return undefined;
  const own = guesses.find((g) => g.entry === hit.entry.id)?.similarity ?? 0;
  if (best.similarity < own + NEIGHBOUR_LEAD) return undefined;
  const neighbour = hits.slice(0, NEIGHBOUR_DEPTH).find((h) => h.entry.id === best.entry);
  if (!neighbour) return undefined;
  const clause = new Set(
    queryTerms(searchText(questionClause(original)), language)
      .filter((t) => t.entries > 0 && t.entries <= NEIGHBOUR_RARE)
      .map((t) => t.term),
  );
  const mine = new Set(hit.asked ?? []);
  const theirs = new Set(neighbour.asked ?? []);
  const holds = [...theirs].some((term) => clause.has(term) && !mine.has(term));
  // Each holding a rare word the other misses: two subjects asked ("vitamin d and fish oil worth
  // it?"), not a neighbour picked on the wrong one.
  // The first hit holding a rare word of the whole message the neighbour misses: the member named
  // its subject, the clause only asks what to do ("bras maigres et petit bidon, je dois sécher
  // d'abord ?" is the skinny fat's, not the bulk or cut's).
  const named = new Set(
    queryTerms(searchText(original), language)
      .filter((t) => t.entries > 0 && t.entries <= NEIGHBOUR_RARE)
      .map((t) => t.term),
  );
  const split = [...mine].some((term) => named.has(term) && !theirs.has(term));
  return holds && !split ? neighbour : undefined;
}

/** Retrieval sure enough to answer without the classifier (`secondOpinion`). */
const STRONG = { margin: 2.5, weighted: 0.4 };

/**
 * The subject classifier's second opinion (`subject-model.ts`, clarify.ts `SUBJECT_MODEL`): the
 * retrieved entry answers when the classifier agrees on its subject; else the entry and the
 * classifier's guesses are offered as chips, the honest "did you mean".
 */
function secondOpinion(
  found: SearchOutcome,
  hit: KnowledgeHit,
  original: string,
  language: Language,
  hits: readonly KnowledgeHit[] = [],
  terms: readonly QueryTerm[] = [],
): SearchOutcome {
  if (SUBJECT_MODEL.mode === 'off') return found;
  const guesses = classifySubject(original, language);
  const asHit = (id: string): KnowledgeHit | undefined => {
    const entry = entryById(id);
    return entry && chosenHit(entry);
  };
  if (SUBJECT_MODEL.mode === 'alone') {
    const best = guesses[0] && asHit(guesses[0].entry);
    return best ? { ...found, hit: best } : found;
  }
  const asking = askedNeighbour(hit, hits, guesses, original, language);
  if (asking) {
    return {
      ...found,
      hit: asking,
      signals: signalsOf(asking, hits, terms, original, language),
    };
  }
  if (classifierAgrees(hit.entry.id, guesses, hits)) return found;
  // Retrieval far ahead of every other entry, no rival near it, most of the question's weight
  // held: the classifier's doubt does not turn it into chips (twelfth round: "la bière ça niquer
  // tout ? combien de kcal une pinte" found alcohol 4 times ahead, then got chips).
  const signals = found.signals;
  if (
    signals &&
    signals.margin >= STRONG.margin &&
    signals.rivals === 0 &&
    signals.weighted >= STRONG.weighted
  ) {
    return found;
  }
  const others = guesses
    .filter((g) => g.entry !== hit.entry.id)
    .slice(0, 2)
    .map((g) => asHit(g.entry))
    .filter((h): h is KnowledgeHit => h !== undefined);
  if (others.length === 0) return found;
  // The classifier's sure guess among retrieval's 3 best hits answers instead of the chips
  // (seventh round: "une semaine de décharge tous les combien ?" is the deload, not the days a
  // week retrieval ranked first).
  const [best] = guesses;
  const retrieved = best && hits.slice(0, 3).find((h) => h.entry.id === best.entry);
  if (
    retrieved &&
    best.similarity >= SUBJECT_MODEL.sure &&
    classifierPick([hit, retrieved], guesses)
  ) {
    return {
      ...found,
      hit: retrieved,
      signals: signalsOf(retrieved, hits, terms, original, language),
    };
  }
  const titled = titledChip([hit, ...others], terms, language);
  return titled
    ? { ...found, hit: titled, signals: signalsOf(titled, hits, terms, original, language) }
    : { ...found, choices: [hit, ...others] };
}

/**
 * The asking sentence leads over the story told before it (seventeenth round, part T): searched
 * alone, the entry it finds with confidence answers when the whole message offered it among its
 * chips ("32 y/o, two kids, working 50h weeks, sleeping like crap. overtraining or just life?"),
 * or when the whole message's entry holds none of the asking sentence's words ("is it normal
 * that i don't get sore anymore? does that mean my workouts stopped working?" found reps in
 * reserve on the second sentence's words).
 */
function leadFirst(
  whole: SearchOutcome,
  lead: { lead: string; followers: string } | undefined,
  intent: readonly KnowledgeTopic[],
  restrict: KnowledgeTopic | undefined,
  language: Language,
): SearchOutcome {
  if (!lead || !whole.hit) return whole;
  const chips = whole.choices.length > 1;
  const asked = whole.hit.asked ?? [];
  const leadTerms = queryTerms(searchText(lead.lead), language);
  const led = new Set(leadTerms.map((t) => t.term));
  const following = new Set(
    lead.followers ? queryTerms(searchText(lead.followers), language).map((t) => t.term) : [],
  );
  // A word of the asking sentence few entries ask ("overtraining", "métabolisme"): it names the
  // subject.
  const rare = new Set(
    leadTerms.filter((t) => t.entries > 0 && t.entries <= NAMING).map((t) => t.term),
  );
  // One entry found holding none of the asking sentence's words: chosen by a sentence pointing
  // back, or by the story while the asking sentence names another subject.
  const misled =
    !chips &&
    !asked.some((term) => led.has(term)) &&
    (asked.some((term) => following.has(term)) || rare.size > 0);
  if (!chips && !misled) return whole;
  const alone = searchEntry(lead.lead, intent, restrict, undefined, language);
  const found = alone.hit;
  if (!found || alone.choices.length > 1 || found.entry.id === whole.hit.entry.id) return whole;
  const others = chips ? whole.choices : [whole.hit];
  // Naming a subject of the question the whole message's entries do not ask about ("mes séances
  // sont de plus en plus dures. C'est du surentraînement ?": chips on the story's words).
  const named = (found.asked ?? []).some(
    (term) => rare.has(term) && others.every((c) => !(c.asked ?? []).includes(term)),
  );
  const pointed = !chips && asked.some((term) => following.has(term));
  if (chips && !whole.choices.some((c) => c.entry.id === found.entry.id) && !named) return whole;
  // The story chose one entry while the asking sentence names another's subject, a rare word of
  // its title ("Resting heart rate is up 8 beats... Am I overtraining?"); "organiser mes repas"
  // after a night shift told does not name the ramadan's.
  const title = titleTerms(found.entry, language);
  const titled = (found.asked ?? []).some((term) => rare.has(term) && title.includes(term));
  if (!chips && !pointed && !(named && titled)) return whole;
  return { hit: found, choices: [], signals: alone.signals };
}

/** Lead-ins that make a regenerated plan read differently; its numbers stay the same. */
const PLAN_LEADS: Record<Language, string[]> = {
  fr: [
    '',
    'Je reformule, avec exactement les mêmes chiffres.',
    'Autre présentation, mêmes calculs.',
    'Voici la même base, dite autrement.',
    'Même plan, autre formulation : les chiffres ne changent pas.',
    'Reprenons, sans rien changer aux calculs.',
  ],
  en: [
    '',
    'Here it is again in other words, with exactly the same numbers.',
    'Another take, same calculations.',
    'Same foundation, put another way.',
    'Same plan, new wording: the numbers do not change.',
    'Let me go over it again, calculations unchanged.',
  ],
};

function planLead(variant: number, language: Language): Block[] {
  const leads = PLAN_LEADS[language];
  const lead = leads[variant % leads.length] ?? '';
  return lead ? [paragraph(lead)] : [];
}

/** The direct answer that opens a nutrition plan: the day's calories and macros in one line. */
function nutritionSummary(facts: Facts, language: Language, asked: PlanAsked): Block {
  const plan = computeNutrition(facts, asked);
  const n = (value: number) => formatNumber(value, language);
  const t = translator(language);
  return paragraph(
    t(
      `**${n(plan.target)} kcal par jour** : ${plan.proteinG} g de protéines, ${plan.fatG} g de lipides et ${plan.carbsG} g de glucides.`,
      `**${n(plan.target)} kcal a day**: ${plan.proteinG} g of protein, ${plan.fatG} g of fat and ${plan.carbsG} g of carbs.`,
    ),
  );
}

interface Turn {
  request: AiRequest;
  language: Language;
  earlier: string[];
  facts: Facts;
  brief: boolean;
  /** Set by `compose` when it asks which subject was meant: the chips under the answer. */
  suggestions?: ChatSuggestion[];
  /** How the answer was chosen, for the calibration (never shown to the member). */
  trace?: AnswerTrace;
  /** Set by `compose`: which path answered (an entry, a calculation, pain, chips, or another). */
  path?: AnswerPath;
}

/** The path `compose` took: the entry or calculation that answered, for the aspects (aspects.ts). */
export interface AnswerPath {
  kind: 'entry' | 'calc' | 'pain' | 'clarified' | 'other';
  id?: string;
  /** The question's words the entry's questions hold (an entry found by search). */
  asked?: readonly string[];
  /** The entries offered as chips (clarified). */
  chips?: readonly string[];
}

/** Set when the answer came from a knowledge search: the entry's signals and what was done. */
export interface AnswerTrace {
  /** entry: one entry answered; clarified: the coach offered chips. */
  outcome: 'entry' | 'clarified';
  /** The entry that answers (or retrieval's first chip); `signals`, when set, are its own. */
  entry?: string;
  followUp: boolean;
  signals?: GateSignals;
}

function health(language: Language): Block {
  const t = translator(language);
  return note(
    t(
      'Contenu éducatif, pas un avis médical : consulte un professionnel de santé en cas de pathologie, de traitement ou de doute.',
      'Educational content, not medical advice: see a health professional if you have a condition, take medication or have any doubt.',
    ),
  );
}

/** The full plans (programme, nutrition plan, guides), as before question-first answers. */
/** A last clause that asks, question mark or not ("where do I start", "par où commencer"). */
const ASKING =
  /^(?:how|what|where|which|should|can|could|do|does|is|are|comment|quel\w*|par ou|ou|est-ce|est ce|dois-je|je fais quoi|je commence)\b/;

/** A training plan asked as a question opens with the split it proposes. */
const opensWithSplit = (message: string): boolean =>
  asksWhichPlan(message) ||
  /\?\s*$/.test(message) ||
  ASKING.test(questionClause(message)) ||
  // "best split 4 days", "split 4 jours lequel": which one, asked without a question's words
  // (nineteenth round: the plan's heading came first).
  /\b(?:best|meilleure?s?|lequel|laquelle|lesquels|ideal|ideale|which|quel|quelle)\b/.test(
    normalise(message),
  ) ||
  // "split 5j": the split is what is asked (thirty-first round).
  /^\s*split\b/.test(normalise(message));

function planAnswer(turn: Turn, topics: Topic[], variant: number): Block[] {
  const { facts, language, brief } = turn;
  const blocks: Block[] = [...planLead(variant, language)];
  const message = turn.request.message;
  // "A full day of eating around 3000 cals / for 180g protein": built on the member's figures.
  const asked = planAsked(message);
  if (topics[0] === 'nutrition') blocks.push(nutritionSummary(facts, language, asked));
  // A plan asked with a question mark ("tu peux me proposer un programme adapté ?") opens with
  // its direct answer too, not the heading (fourteenth round).
  if (topics[0] === 'training' && opensWithSplit(message)) {
    blocks.push(...trainingSummary(facts, language, comparesSplits(message)));
  }
  const subject = contentSubject(message);
  blocks.push(
    ...topics.flatMap((topic) => blocksFor(topic, facts, language, brief, asked, subject)),
  );
  if (topics.some((topic) => HEALTH_TOPICS.has(topic))) blocks.push(health(language));
  const signOff = personaSignOff(turn.request.personality, language);
  if (signOff) blocks.push(signOff);
  return blocks;
}

const GUIDE_TOPIC: Record<Guide, Topic> = {
  training: 'training',
  nutrition: 'nutrition',
  supplements: 'supplements',
  sleep: 'sleep',
  social: 'social',
  content: 'content',
};

function answerFromEntry(turn: Turn, hit: KnowledgeHit, variant: number): Block[] {
  const { language, facts, brief } = turn;
  return knowledgeAnswer(hit.entry, {
    language,
    facts,
    variant,
    brief,
    guide: (guide) => blocksFor(GUIDE_TOPIC[guide], facts, language, brief),
    injuryCaution: () => injuryCaution(language),
  });
}

/**
 * A follow-up that changes the goal of an energy calculation ("et pour sécher ?") or brings the
 * facts it lacked ("homme").
 */
const GOAL_SHIFT =
  /\b(?:sech\w*|cut|cutting|bulk\w*|prise de masse|pdm|prendre du (?:muscle|poids|masse)|perdre|maigrir|maintien|maintenance|recomp\w*|lose|losing|gain|gaining|build|maintain)\b/;
/** An amount asked without naming it ("how much do i go down to?", "je descends à combien ?"). */
const ASKS_AMOUNT = /\b(?:how much|how many|how low|combien|a quel niveau)\b/;
/** "combien par semaine": a rate of loss or gain, its own entry. */
const RATE_ASKED = /\b(?:par semaine|per week|a week|each week|par mois|per month|a month)\b/;
const ENERGY: ReadonlySet<string> = new Set(['calories', 'maintenance', 'macros']);
/**
 * A follow-up asking the same amount for another situation ("and on training days?", "does that
 * change if I'm a woman?": eighth round, the women's calories answered a protein follow-up).
 */
const SAME_AMOUNT =
  /^\W*(?:(?:and|et|ok|okay|d'accord)\W+)?(?:what about|how about|and (?:on|during|when|if i(?:'m| am)?)|on (?:training|rest) days|les jours (?:d'entrainement|de repos|ou)|et (?:les jours|quand|pendant|si je suis|en periode)|(?:si|quand) je suis en|(?:does|would|will) (?:that|it|this) (?:change|be different)|is (?:it|that) (?:different|the same)|(?:ca|cela|est-ce que ca) change (?:quelque chose )?(?:si|pour|quand)|c'est (?:different|pareil) (?:si|pour|quand))\b/;
/** The situations a same-amount follow-up names (not a new subject: "what about creatine?"). */
const SITUATION =
  /\b(?:training days?|rest days?|off days?|jours? (?:d'entrainement|de repos|off|de seance|sans seance)|sweat\w*|transpir\w*|chaud|chaleur|canicule|hot|heat|summer|ete|sech\w*|cut|cutting|bulk\w*|pdm|prise de masse|sport|match|football|foot|running|course|velo|cardio|femme|woman|female|homme|man|male)\b/;
/**
 * "je dois en manger plus ?": the amount asked before, by its pronoun, when the message names no
 * subject of another topic ("j'ai de la créatine, je dois en prendre ?" is creatine's).
 */
const SAME_AMOUNT_PRONOUN = /\b(?:en (?:manger|prendre|boire)|(?:eat|drink|take) more of it)\b/;

/** "sets, reps and rest", "séries et reps" in one question: a set scheme (not weekly volume). */
const SET_SCHEME =
  // Not "des séries de 15-20 reps pour dessiner le muscle" (training on a cut: thirty-first round).
  /^(?!.*\b(?:semaine|week|weekly|hebdo\w*|dessiner|dessine|sculpter|definir|definition|toned?|tone up|define|shredded|cut|cutting|seche)\b)(?:.*\b(?:sets?|series)\b.*\b(?:reps?|repetitions?)\b.*\b(?:rest|repos|for|pour|au|a la|on|should|do|faire)\b|.*\b(?:sets?|series) (?:par|per|by) (?:exo|exos|exercices?|exercises?)\b)/;

/**
 * An amount the member does, weighed ("is 20 sets per week for biceps too much", "je fais 25
 * séries pour le dos par semaine, c'est trop ?", "i can only train 2 days a week, is it
 * enough?"): the entry of that amount, the weekly sets or the sessions a week (twentieth round:
 * chips among the biceps exercises, the hard gainer, a lost period on "too little").
 */
const JUDGED =
  /\b(?:too (?:much|many|little|few)|enough|trop|assez|suffisan\w*|suffit|overkill|excessi\w*)\b/;
/** Worn out: the fatigue is the question ("6 séances par semaine et toujours épuisé, trop ?"). */
const TIRED =
  /\b(?:epuise\w*|fatigue\w*|creve\w*|naze|claque\w*|vide|tired|exhausted|drained|burn(?:ed|t)? out|wiped|fried)\b/;
const PER_WEEK = /\b(?:(?:a|per|par|each|chaque|\/) ?(?:week|wk|semaine|sem)|weekly|hebdo\w*)\b/;
const JUDGED_AMOUNTS: readonly [RegExp, string][] = [
  [/\b\d+ ?(?:hard |working |difficiles )?(?:sets?|series)\b/, 'weekly-volume'],
  [
    /^(?!.*\b(?:cardio|rest|repos|off|run\w*|courir|course|velo|bike|hiit|abs|abdos?|soccer|football|foot|play|sports?|match\w*|cals?|kcal|calories?|prot\w*|for (?:chest|back|legs|arms)|pour (?:les|le) \w+)\b).*\b\d+ ?(?:days?|jours?|sessions?|seances?|workouts?|entrainements?|fois|x)\b/,
    'training-days-per-week',
  ],
];
function judgedAmount(message: string): string | undefined {
  const t = normalise(message);
  if (!JUDGED.test(t) || !PER_WEEK.test(t) || TIRED.test(t)) return undefined;
  return JUDGED_AMOUNTS.find(([pattern]) => pattern.test(t))?.[1];
}

/**
 * "when do i add weight on lat pulldown, 3x12 feels easy", "quand augmenter la charge au DC ?":
 * when to go heavier is progressive overload, whatever exercise it is for (twentieth round: the
 * exercise's technique or plateau answered on its name).
 */
const WHEN_HEAVIER =
  /\b(?:when (?:(?:do|should|can) i|to|is it time to)|how do i know (?:when|if) (?:to|i should)|time to|ready to)\s+(?:add|increase|up|bump|go up in|move up in|go)\s+(?:the |more )?(?:weight|load|heavier|kilos?|plates?)\b|\b(?:quand|a quel moment|comment savoir quand)\s+(?:je dois |il faut |on doit |faut-il |je peux )?(?:augmenter|ajouter|monter|rajouter)\s+(?:le |la |les |du |de la )?(?:poids|charges?|kilos?|disques?)\b/;

/**
 * A video, article or guide asked for ("t'as une vidéo sur le squat ?"): the message without that
 * framing, or undefined when it asks for none.
 */
function framedAsContent(message: string): string | undefined {
  const t = normalise(message);
  return CONTENT_ONCE.test(t) ? t.replace(CONTENT_ASKED, ' ') : undefined;
}
/** The same framing without the global flag, for a test that keeps no state. */
const CONTENT_ONCE = new RegExp(CONTENT_ASKED.source);

/**
 * The entry's detail line that names the most of the message's own words (five letters or more,
 * read by their first six), if any: "sans élastique" for "g pas d'élastique".
 */
function detailNaming(entry: KnowledgeEntry, message: string, language: Language) {
  const stems = [
    ...new Set(
      (normalise(message).match(/[a-z]{5,}/g) ?? [])
        .filter((word) => !DETAIL_STOP.has(word))
        .map((word) => word.slice(0, 6)),
    ),
  ];
  let best: { line: string; count: number } | undefined;
  for (const line of entry.more?.[language] ?? []) {
    const text = normalise(line);
    const count = stems.filter((stem) => new RegExp(`\\b${stem}`).test(text)).length;
    if (count > 0 && (!best || count > best.count)) best = { line, count };
  }
  return best?.line;
}
/** Words of asking for another way, not the case it is asked for. */
const DETAIL_STOP = new Set([
  'autre',
  'autres',
  'quoi',
  'faire',
  'entraine',
  'entrainer',
  'instead',
  'which',
  'there',
  'about',
  'would',
  'could',
  'should',
  'train',
  'training',
  'alternative',
  'alternatives',
  'place',
]);

/** "pourquoi ?", "pk ?", "why tho", "how come?": asking why, and nothing else. */
const WHY_ONLY =
  /^(?:(?:et|mais|ok|and|but|hmm+)\W+)?(?:pourquoi|pk|pq|pkoi|pourquoi (?:ca|donc)|comment ca se fait|why|why (?:tho|though|is that|so|not)|how come|how so)\s*(?:\?+.{0,40})?$/;

/** "is 1000 a day too much?", "et 2500 c'est assez ?": a number without its unit, weighed. */
const BARE_NUMBER_WEIGHED =
  /^(?:(?:and|et|ok|so|donc|mais|but)\W+)?(?:is|would|c'est|est-ce que|what about|and|et)?\s*(?:like |genre |environ |about |around )?\d{2,5}(?! ?(?:kg|kgs|kilos?|lbs?|g|grammes?|grams?|mg|ml|l|cm|m|min|minutes?|sec|s|reps?|sets?|series|x|%))\s*(?:(?:a|par|per|\/) ?(?:day|jour|j|week|semaine))?\s*,?\s*(?:c'est |is (?:it|that) |that's |thats |ca fait )?(?:too (?:much|many|little|few|low|high|aggressive)|enough|ok|okay|fine|trop(?: bas| haut| peu)?|assez|suffisant|bien|pas assez)\b\W*$/;

/**
 * One exercise or muscle trained every day, weighed ("hip thrust tous les jours c ok ?", "can i
 * do curls every day?"): how often to train a muscle (twentieth round: the exercise's technique).
 * Abs, calves' own entries, cardio, walking and stretching are other questions.
 */
const EVERY_DAY =
  /\b(?:tous les jours|chaque jour|tlj|every ?day|daily|7 ?j(?:ours)? ?(?:\/|sur) ?7|7 days a week)\b/;
const DAILY_LIFT =
  /\b(?:hip ?thrusts?|squats?|curls?|pompes|push ?ups?|tractions?|pull ?ups?|chin ?ups?|bench|dc|developpe\w*|deadlifts?|souleve de terre|dips|fentes|lunges|rowing|rows?|presse|leg press|pecs|pectoraux|chest|biceps|triceps|epaules|shoulders|dos|back|jambes|legs|fessiers|glutes|quadriceps|quads|ischios|hamstrings|bras|arms)\b/;
const NOT_DAILY_LIFT =
  /\b(?:abdos?|abs|gainage|planks?|rest|repos|off|hurts?|hurting|pain\w*|mal|douleurs?|bless\w*|cardio|marche|walk\w*|pas|steps|etirements?|stretch\w*|mobilite|mobility|creatine|whey|proteines?|protein|cafe|coffee|manger|eat\w*)\b/;

/**
 * The scale stopped moving ("la balance bouge plus depuis 3 semaines", "bulk is stuck") on a bulk:
 * eat more, the hard gainer's answer (thirty-first round: the gain rate's entry answered).
 */
const SCALE_STALLED =
  /\b(?:(?:balance|poids|scale|weight)\b.{0,20}\b(?:bouge plus|bouge pas|ne bouge|bloque\w*|stagne\w*|not moving|isn'?t moving|hasn'?t moved|won'?t move|stuck|stalled)|(?:bulk|pdm|prise de masse)\b.{0,15}\b(?:stuck|stall\w*|stagne\w*|bloque\w*|plateau\w*)|(?:stopped|stop|arrete) (?:de )?(?:gaining|prendre)|je (?:ne )?prends plus (?:de poids|rien|un gramme))\b/;
/** "eating 2500 cals, lost nothing in 3 weeks", "je perds plus rien depuis 2 semaines". */
const LOSS_STALLED =
  /\b(?:lost (?:nothing|zero|0|no weight|not a (?:single )?(?:pound|lb|kg|gram))|(?:haven'?t|havent|didn'?t|not) (?:lost|losing) (?:any|anything|a (?:single )?(?:pound|lb|kg))|je (?:ne )?perds (?:plus )?rien|(?:j'?ai|j'ai) (?:rien|pas) perdu|perdu 0|0 ?kg perdus?)\b/;
/**
 * "how many sets per week for chest as an intermediate?": the weekly volume; the level named is
 * who asks, not the level's own entry.
 */
const LEVEL_NAMED =
  /\b(?:as an? |en tant que |je suis |i'?m an? |im an? )(?:intermediate|beginner|advanced|debutante?|intermediaire|confirmee?|avancee?)\b/;
const SETS_A_WEEK =
  /\b(?:how many (?:hard |working |total )?sets|combien de series)\b(?: (?:do i need |should i do |per muscle |par muscle |for \w+ |pour (?:les |le |la )?\w+ ))?(?: (?:a|per|par|each|every) (?:week|semaine))\b/;
const BULKING = /\b(?:bulk\w*|pdm|prise de masse|surplus|grossir|gain(?:ing)? weight)\b/;
const CUTTING = /\b(?:cut|cutting|seche|deficit|perdre|lose|losing|maigrir)\b/;

/** The entry a family rule names for a first message (twentieth round), if any. */
function familyOf(message: string): string | undefined {
  const t = normalise(message);
  if (WHEN_HEAVIER.test(t)) return 'progressive-overload';
  if (SCALE_STALLED.test(t) && BULKING.test(t) && !CUTTING.test(t)) return 'hard-gainer';
  if (LOSS_STALLED.test(t) && !BULKING.test(t)) return 'weight-loss-plateau';
  if (SETS_A_WEEK.test(t) && LEVEL_NAMED.test(t)) return 'weekly-volume';
  if (EVERY_DAY.test(t) && DAILY_LIFT.test(t) && !NOT_DAILY_LIFT.test(t)) {
    return 'frequency-per-muscle';
  }
  return judgedAmount(message);
}

/** "tips", "conseils" ask for a plan only when no entry holds the subject named with them. */
const SOFT_PLAN = /\b(?:conseils?|tips|astuces?)\b/;
const HARD_PLAN =
  /\b(?:programmes?|programs?|progs?|plan|plans|routine|split|planning|stack|stacks|menu|journee type|sample day|calendrier|calendar|schedule|guide)\b/;

const ASKS_TO_MAKE = /\b(?:donne|fais|envoie|ecris|give|make|send|write)[- ]?(?:moi|me)\b/;

/** "deadlift form tips": the deadlift entry answers, not the training programme. */
function answeredByEntry(message: string): boolean {
  const t = withoutWeightStack(normalise(message));
  if (!SOFT_PLAN.test(t) || HARD_PLAN.test(t) || ASKS_TO_MAKE.test(t)) return false;
  // The content guides are what "conseils YouTube" asks for.
  const topic = detectTopic(message);
  const { hit, choices } = searchEntry(message, []);
  if (!hit || choices.length > 0 || hit.questionTerms < 2) return false;
  // The content guides are what "conseils YouTube" asks for, unless an entry holds the subject
  // named with the tips in its title ("tips for filming a transformation video").
  if (topic === 'social' || topic === 'content') {
    const language = languageOf(message) ?? detectLanguage(message);
    const asked = new Set(queryTerms(searchText(message), language).map((t) => t.term));
    const named = titleTerms(hit.entry, language).filter((term) => asked.has(term));
    return hit.entry.topic === 'content' && named.length >= 2;
  }
  return true;
}

/** The member's own doctor prescribes or suggests the treatment. */
const UNDER_DOCTOR =
  /\b(?:(?:mon|ma|my) (?:medecin|docteur|doc|doctor|gp|endocrino\w*|diabetologue)|prescri\w*|ordonnance|prescription|traitement|treatment|medication|medicaments?|meds)\b|\b(?:je suis sous|sous|i'?m on|im on|been on|currently on|started)\s+(?:ozempic|wegovy|mounjaro|zepbound|saxenda|semaglutide?|tirzepatide?|liraglutide?|glp-?1)\b/;

/**
 * Warning signs of the heart during effort (chest pain, palpitations, fainting): the emergency
 * entry answers first, whatever else the message's words find ("j'ai eu une douleur dans la
 * poitrine pendant la séance" got the exertion headache, on "pendant la séance").
 */
const CARDIAC =
  /\b(?:(?:douleurs?|mal|serrement|oppression|pression|point) (?:dans |a |au niveau de |en )?(?:la |le )?(?:poitrine|thorax|coeur)|douleurs? thoraciques?|chest (?:pain|pains|tightness|pressure|hurts?|hurting)|pains? in (?:my |the )?chest|palpitations?|heart (?:skipping|skips|flutter\w*|irregular)|irregular heart\w*|coeur (?:qui )?(?:s'emballe|rate des battements|irregulier)|evanoui\w*|fainted|fainting|passed out|blacked out|tombe dans les pommes)\b/;
const CARDIAC_ENTRY = 'chest-pain-emergency';

/** From this age, starting or returning to lifting is answered for the member's age. */
const OLDER_AGE = 45;
/** The entries about starting, coming back or what to expect as a novice. */
const STARTING: ReadonlySet<string> = new Set([
  'beginner-start',
  'long-break-return',
  'recomposition',
  'how-long-results',
  // "55 ans, débutant, combien de fois par semaine ?" (fourteenth round: the frequency per muscle).
  'frequency-per-muscle',
]);

const GREETING = /^\s*(?:bonjour|salut|coucou|hello|hi|hey|yo|bonsoir|good (?:morning|evening))\b/;

/**
 * A greeting with little else ("salut, tu peux m'aider ?", "hey coach, ça va ?") gets the menu;
 * a message that opens with one is searched like any other (eighth round: "Bonjour, je suis une
 * femme de 42 ans, en pré-ménopause..., la muscu peut m'aider ?" got the menu; twentieth round:
 * "salut coach, je stagne au squat depuis 1 mois" too, as did 9 % of the right first questions
 * of the tuning and validation sets once greeted).
 */
function greetingOnly(message: string): boolean {
  const t = normalise(message);
  if (!GREETING.test(t)) return false;
  const rest = t.replace(GREETING_LEAD, '').trim();
  if (PLEASANTRY.test(rest)) return true;
  return (rest.match(/[a-z]{3,}/g) ?? []).length < 2;
}

/**
 * The greeting a message opens with, and who it greets ("salut coach,", "hey zak quick
 * question:", "bonjour à tous, petite question :"), accents folded.
 */
const GREETING_LEAD =
  /^\s*(?:bonjour|salut|slt|coucou|hello|hi|hey+|yo|bonsoir|good (?:morning|evening|afternoon))\b(?:\s+(?:coach|zak(?: ia)?|tout le monde|a tous|all|guys|les gars|bro|man|there))*[\s,!.:;-]*(?:(?:j'ai une |i have a |une |quick |small |petite )*question[\s,!.:;-]*)?/;
/** What a greeting alone goes with: "ça va ?", "tu peux m'aider ?", "how are you?". */
const PLEASANTRY =
  /^(?:(?:et )?(?:ca va|tu vas bien|comment (?:ca va|vas-tu|tu vas))|how are (?:you|u)|how'?s it going|what'?s up|sup|tu peux m'aider|can (?:you|u) help(?: me)?|j'ai besoin d'aide|i need (?:some )?help|help me|merci|thanks|je suis (?:nouveau|nouvelle)(?: ici)?|i'?m new(?: here)?|(?:c'est ma )?premiere fois(?: ici)?|first time here)?[\s?!.]*$/;

/** Thanks or a please closing a question: "merci d'avance !", "thanks in advance", "stp". */
const THANKS_TAIL =
  /[\s,.!-]*\b(?:merci(?: d'avance| beaucoup| bcp| a toi| coach)?|thanks?(?: in advance| a lot| so much| coach)?|thx|svp|stp|s'il te plait|please|pls|plz)[\s!.]*$/;

/**
 * The message without the greeting it opens with, when a question follows it, and without the
 * thanks it closes with (twentieth round: 2 % of the right questions closed with "merci d'avance
 * !" got chips or another subject).
 */
export function withoutPleasantries(message: string): string {
  if (greetingOnly(message)) return message;
  // Lengths in the message as written: normalising keeps one character per character for
  // letters, spaces and punctuation.
  const lead = GREETING_LEAD.exec(normalise(message))?.[0].length ?? 0;
  const tail = THANKS_TAIL.exec(normalise(message));
  const end = tail && tail.index > lead ? tail.index : message.length;
  const rest = message.slice(lead, end).trim();
  return rest.length > 0 ? rest : message;
}

/** Two calculations answered by two different entries with the member's numbers. */
const ENTRY_NUMBERS: ReadonlySet<string> = new Set(Object.values(ENTRY_CALCULATIONS));
const ownNumbers = (main: string | undefined, other: string): boolean =>
  main !== undefined && main !== other && ENTRY_NUMBERS.has(main) && ENTRY_NUMBERS.has(other);

/** A joint's noise (no swelling): the joint-cracking entry answers when it does not hurt. */
const NOISE =
  /\b(?:craque\w*|claque\w*|clique\w*|click\w*|pop\w*|crack\w*|grind\w*|bruits?|noises?|noisy|crepit\w*)\b/;
const SWELLING = /\b(?:gonfle\w*|swollen|swelling|sensible|bloque\w*|locking|locks?)\b/;
const JOINT_NOISE_ENTRY = 'joint-cracking';

/** Training on while injured: "muscler le haut du corps", "train arms", "still lift". */
const TRAIN_AROUND =
  /\b(?:muscler|m'entrainer|entrainer|entraine|travailler|bosser|faire (?:du|de la|des)|continuer|train|training|work ?out|working out|lift|lifting|exercise|still (?:go|gym)|gym|salle|seances?|bench\w*|squat\w*|deadlift\w*|curl\w*|press|rows?|pull ?ups?|push ?ups?|dc|developpe\w*|souleve|tractions?|pompes)\b/;

/** A short message continuing the one before ("et je peux...", "with it?", "en attendant"). */
const INJURY_POINTER =
  /^(?:et|and|mais|but|ok|okay|d'accord|alright|so|donc|du coup)\b|\b(?:with it|with that|with this|avec (?:ca|cette|cela)|en attendant|meanwhile|in the meantime|pendant ce temps|malgre (?:ca|tout)|anyway|quand meme|still)\b/;
const INJURY_FOLLOW_UP_WORDS = 14;
/** After an answer from an injury entry, a longer message still continues it. */
const INJURY_ANSWERED_WORDS = 20;
function pointsToInjury(message: string, answered = false): boolean {
  const t = normalise(message).trim();
  return (
    (isFollowUp(message) || INJURY_POINTER.test(t)) &&
    t.split(/\s+/).length <= (answered ? INJURY_ANSWERED_WORDS : INJURY_FOLLOW_UP_WORDS)
  );
}

/** Beside a plan request, the words that name the entry's subject: few entries ask them. */
const PLAN_ASIDE_SPECIFIC = 4;
/** The stems of how often something happens: they name no subject. */
const HOW_OFTEN = /^(?:jam|never|toujour|always|souvent|often|parfois|sometim|rarement|rarely)$/;
const PLAN_WORDS =
  /^(?:programm?e?s?|programs?|plans?|fai[st]?|faire|make|give|donn\w*|routin\w*|split\w*|jours?|days?|semain\w*|weeks?|seances?|sessions?|workout\w*|train\w*|entrain\w*|nutrition\w*|meal\w*|repas)$/;
/** Entries on a diet the nutrition plan's sample day already follows when the member said it. */
const DIET_ENTRIES = new Set(['lactose', 'vegan-protein', 'dairy-eggs', 'fish']);

/**
 * A plan request that tells a concern of its own ("female beginner, scared of getting bulky, what
 * program?"): the concern's entry opens the answer with its sentence, then the plan. Nothing when
 * no entry is sure, or the entry offers a plan or asks for facts itself.
 */
function planAside(turn: Turn, variant: number, nutritionPlan: boolean): Block[] {
  const { request, language, facts } = turn;
  const { hit, choices } = searchEntry(request.message, [], undefined, undefined, language);
  // The sample day's entry is the plan itself in words: the plan's own sample day says it.
  if (!hit || hit.entry.topic === 'service' || hit.entry.id === 'sample-cut-day') return [];
  // "no dairy pls im lactose intolerant": the sample day is dairy-free and says so; the lactose
  // entry's "aged cheese contains little" would contradict the member.
  if (nutritionPlan && facts.avoid?.length && DIET_ENTRIES.has(hit.entry.id)) return [];
  // An aside naming a food the member does not eat ("peanut butter" to an allergic member).
  if (namesAvoidedFood(hit.entry.a[language].join(' '), facts.avoid)) return [];
  if (choices.length > 0 && choices[0]?.entry.id !== hit.entry.id) return [];
  // The words of the request itself ("fais-moi un programme 4 jours") name no concern.
  // Nor do words of how often ("jamais touché une barre" is no question on soreness).
  const terms = queryTerms(searchText(request.message), language).filter(
    (t) => !PLAN_WORDS.test(t.term) && !HOW_OFTEN.test(t.term),
  );
  const named = terms.some(
    (t) => t.entries > 0 && t.entries <= PLAN_ASIDE_SPECIFIC && hit.asked?.includes(t.term),
  );
  if (!named) return [];
  // Two of the message's words in the entry's questions, or the subject classifier sure of it
  // ("fais-moi un programme 4 jours" is no rest-day question).
  const held = terms.filter((t) => hit.asked?.includes(t.term)).length;
  const [best] = classifySubject(request.message, language, 1);
  if (held < 2 && !(best?.entry === hit.entry.id && best.similarity >= ASPECT_SURE)) return [];
  const blocks = answerFromEntry(turn, hit, variant);
  const [first] = blocks;
  if (first?.kind !== 'paragraph' || asksFacts(blocks) || OFFERS_PLAN.test(first.text)) return [];
  return [first];
}

/**
 * The member's profile as the engine reads it: an equipment it does not know ("bodyweight" from
 * another client) is read as its own name for it, or left out, never passed on to the plans.
 */
function knownMember(member: AiRequest['member']): Facts {
  if (!member?.equipment || ['gym', 'home', 'none'].includes(member.equipment))
    return { ...member };
  const { equipment, ...rest } = member;
  const read = parseFacts(String(equipment)).equipment;
  return read ? { ...rest, equipment: read } : rest;
}

/** One answer to the turn, in variant `variant` (0 for a first answer). */
function compose(turn: Turn, variant: number): Block[] {
  const { request, language, earlier, facts } = turn;
  turn.path = { kind: 'other' };
  const forbidden =
    forbiddenKind(request.message) ??
    (asksForDopingAgainAfter(request.message, earlier) ? 'doping' : undefined);
  // A weight-loss drug the member's own doctor prescribes or suggests: the medical pointer that
  // protects their muscle, not a refusal (doping is still refused, whatever else is said).
  const treated = forbidden === 'prescription' && UNDER_DOCTOR.test(normalise(request.message));
  const treatment = treated ? entryById('glp1-medical') : undefined;
  if (treatment) {
    return answerFromEntry(turn, chosenHit(treatment), variant);
  }
  if (forbidden) {
    const refusal = forbidden === 'doping' ? refusalAnswer : prescriptionAnswer;
    return [...planLead(variant, language), ...refusal(language)];
  }
  // "what should i take instead?" after a doping question: the legal supplements that work.
  const legal = asksForLegalInstead(request.message, earlier)
    ? entryById('supplement-stack')
    : undefined;
  if (legal) {
    turn.path = { kind: 'entry', id: legal.id, asked: [] };
    return answerFromEntry(turn, chosenHit(legal), variant);
  }
  const cardiac = CARDIAC.test(normalise(request.message)) ? entryById(CARDIAC_ENTRY) : undefined;
  if (cardiac) {
    turn.path = { kind: 'pain', id: cardiac.id };
    return answerFromEntry(turn, chosenHit(cardiac), variant);
  }
  const painAnswer = (asked: string = request.message): Block[] => {
    const found = searchEntry(asked, ['injury'], 'injury');
    // The body part named decides between the body parts' entries: "mal au dos après le squat"
    // is the back, whatever the squat's words find; an elbow's pain told with "keep training
    // arms?" is the elbow's entry, not chips.
    // A joint that clicks without pain is the noise's entry, not the body part's pain (sixteenth
    // round: "my knees click when i squat but no pain, is that bad?" got the knee pain's).
    const noiseOnly =
      asksAboutJointNoise(asked) &&
      !mentionsPain(asked) &&
      NOISE.test(normalise(asked)) &&
      !SWELLING.test(normalise(asked));
    const noiseEntry = noiseOnly ? entryById(JOINT_NOISE_ENTRY) : undefined;
    if (noiseEntry) {
      turn.path = { kind: 'pain', id: noiseEntry.id };
      return answerFromEntry(turn, chosenHit(noiseEntry), variant);
    }
    const partId = painPartEntry(asked);
    const part = partId ? entryById(partId) : undefined;
    const partWins =
      part &&
      found.hit?.entry.id !== part.id &&
      (!found.hit ||
        PAIN_PART_ENTRIES.has(found.hit.entry.id) ||
        // A joint that cracks and hurts: the pain's entry, not the painless noise's (twenty-eighth
        // round: "genou qui craque et douleur sur le côté" was told the noise is harmless).
        (found.hit.entry.id === JOINT_NOISE_ENTRY && saysPain(asked)) ||
        found.choices.some((c) => c.entry.id === part.id));
    const hit = partWins ? chosenHit(part) : found.hit;
    turn.path = { kind: 'pain', id: hit?.entry.id ?? 'injury' };
    return hit
      ? answerFromEntry(turn, hit, variant)
      : [...planLead(variant, language), ...injuryAnswer(language)];
  };
  // Pain told in passing while the question asks a number the coach computes ("j'ai un peu mal
  // au genou mais bref, je dois manger combien de kcal ?"): the number, then when to see a
  // professional (eighth round: the knee entry answered a calorie question). Pain in the
  // question itself keeps to the injury entries.
  const pain = mentionsPain(request.message) || asksAboutJointNoise(request.message);
  // A programme asked beside an ache told as the reason ("j'ai mal au dos à force de porter les
  // patients ... quel programme je devrais suivre ?") is the same: the programme, then when to see
  // a professional (thirty-first round: the back's entry answered, no programme).
  const painAside =
    pain &&
    (asksForCalculation(request.message) !== undefined ||
      isPlanRequest(questionClause(request.message))) &&
    !mentionsPain(questionClause(request.message));
  // Pain told only beside the question, in a sentence that does not ask ("combien de jours de
  // repos ? ... je commence à avoir des douleurs un peu partout", "talons qui décollent, c'est
  // grave ? chevilles raides depuis une entorse il y a 3 ans"): the question's entry answers, then
  // when to see a professional; chips or no entry give the pain's answer (fifteenth round).
  const asking = askingSentences(request.message);
  const sentences = request.message
    .split(/(?<=[?!.])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  const hurts = (sentence: string) => mentionsPain(sentence) || asksAboutJointNoise(sentence);
  const firstAsking = sentences.findIndex((sentence) => sentence.includes('?'));
  // Told after the question, as context: before it, the question asks about the pain ("pulled my
  // back doing rows. heat pack or cold pack?").
  const painInContext =
    pain &&
    !painAside &&
    asking.length > 0 &&
    asking.every((sentence) => !hurts(sentence)) &&
    sentences.every((sentence, index) => !hurts(sentence) || index > firstAsking);
  if (pain && !painAside && !painInContext) return painAnswer();
  // "et je peux muscler le haut du corps en attendant ?" after a sprain, "can i still train arms
  // with it?" after tennis elbow: training around the injury the member just told, not chips.
  // The injury is the one told just before, or the one the coach's last answer was about
  // ("tendinite au coude" answered by the elbow's entry, then "du coup je peux encore entraîner
  // le dos ? les tractions ça tire sur le coude": sixteenth round).
  const injuryBefore = earlier.at(-1);
  const answeredInjury =
    injuryBefore !== undefined &&
    TRAIN_AROUND.test(normalise(request.message)) &&
    previousEntryHit(request.history)?.entry.topic === 'injury';
  if (
    injuryBefore !== undefined &&
    (mentionsPain(injuryBefore) || answeredInjury) &&
    pointsToInjury(request.message, answeredInjury) &&
    TRAIN_AROUND.test(normalise(request.message)) &&
    asksForCalculation(request.message) === undefined
  ) {
    return painAnswer(`${injuryBefore} ${request.message}`);
  }
  const withCaution = (blocks: Block[]): Block[] =>
    painAside ? [...blocks, ...injuryCaution(language)] : blocks;
  // The member's own training log first: "what do I do today?", "am I progressing on bench?".
  const fromLog =
    request.training && trainingLogAnswer(request.message, request.training, language);
  if (fromLog) return fromLog;
  if (request.progress && asksHowAmIDoing(request.message)) {
    return progressAnswer(request.progress, language);
  }
  // "45 min, 3 days a week, how do I fit chest back legs?", "what should my week look like?"
  // (profile: 2 days): the programme for those days, and how it fits the time (fifteenth round).
  if (asksWeekPlan(request.message, facts) && asksForCalculation(request.message) === undefined) {
    return [
      ...planLead(variant, language),
      ...trainingSummary(facts, language, comparesSplits(request.message)),
      timeFit(request.message, facts, language),
      ...trainingAnswer(facts, language, turn.brief),
      health(language),
    ];
  }
  // "écris-moi une légende pour ma vidéo de PR au SDT à 200 kg": the captions themselves.
  if (asksForCaption(request.message)) {
    return captionAnswer(request.message, language, variant, earlier);
  }
  const hooksOn = hookSubject(request.message);
  if (hooksOn) return hooksAnswer(hooksOn, language, variant);
  const scriptOn = scriptSubject(request.message);
  if (scriptOn) return scriptAnswer(scriptOn, request.message, language);
  const ideasFor = ideasAudience(request.message);
  if (ideasFor) return ideasAnswer(ideasFor, request.message, language);
  if (
    isPlanRequest(request.message) &&
    !answeredByEntry(request.message) &&
    !ABOUT_THE_OFFERS.test(normalise(request.message))
  ) {
    const topics = resolveTopics(request.message, earlier);
    if (topics.length > 0) {
      // A concern beside a training or nutrition plan opens it (its entry's sentence, only when
      // a word few entries ask names it): the concern first, then the split and the plan, also when the plan opens with its split
      // (fourteenth round: "female beginner, scared of getting bulky, which program?" got a plan
      // that ignored the concern).
      // Two splits weighed ("which program, full body or upper lower?"): the summary compares
      // them, no aside.
      const concern =
        topics[0] === 'nutrition' || (topics[0] === 'training' && !comparesSplits(request.message));
      const aside = concern ? planAside(turn, variant, topics[0] === 'nutrition') : [];
      return withCaution([...aside, ...planAnswer(turn, topics, variant)]);
    }
  }
  const { query, followUp, previous } = resolveQuestion(request.message, earlier);
  // "et pour bosser à 80 % je mets combien ?" after a 1RM: the load from the max told before.
  const atPercent = percentOfMaxAnswer(request.message, earlier, facts, language);
  if (atPercent) {
    turn.path = { kind: 'calc', id: 'oneRepMax' };
    return withCaution([...planLead(variant, language), ...atPercent]);
  }
  // "je devrais faire un refeed ? je monte à combien ce jour-là ?": the member's maintenance
  // first, then the refeed entry (nineteenth round: the entry alone gave no number, and
  // "combien de kcal" got the day's calories for a recomposition).
  const refeed = refeedLead(request.message, facts, language);
  const refeedEntry = refeed ? entryById('refeed') : undefined;
  if (refeed && refeedEntry) {
    turn.path = { kind: 'entry', id: refeedEntry.id, asked: [] };
    return [refeed, ...answerFromEntry(turn, chosenHit(refeedEntry), variant)];
  }
  // Calculators first: a number the coach can compute for this member comes before any entry. A
  // follow-up ("et pour prendre du muscle ?", "and to cut?") redoes the calculation it continues.
  const own = asksForCalculation(request.message);
  // "ok so for a cut how much do i go down to?" after the TDEE: a message leaning on the previous
  // turn that asks an amount for another goal redoes that calculation (sixteenth round).
  const lastAsked = earlier.at(-1);
  const leaningAmount =
    !own &&
    !followUp &&
    lastAsked !== undefined &&
    leansOnPrevious(request.message) &&
    GOAL_SHIFT.test(normalise(request.message)) &&
    ASKS_AMOUNT.test(normalise(request.message)) &&
    !RATE_ASKED.test(normalise(request.message));
  const earlierAsked =
    !own &&
    followUp &&
    previous !== undefined &&
    (GOAL_SHIFT.test(normalise(request.message)) || hasFacts(parseFacts(request.message)))
      ? asksForCalculation(previous)
      : leaningAmount
        ? asksForCalculation(lastAsked)
        : undefined;
  // "what about on training days?", "et si je suis en sèche ?" after the protein or water entry:
  // the same entry again, for the situation the follow-up adds (seventh round).
  const before = previous ?? lastAsked;
  const sameAmount =
    !own &&
    before !== undefined &&
    ((SAME_AMOUNT.test(normalise(request.message)) && SITUATION.test(normalise(request.message))) ||
      (followUp && GOAL_SHIFT.test(normalise(request.message))) ||
      (SAME_AMOUNT_PRONOUN.test(normalise(request.message)) &&
        detectTopics(request.message).every((topic) => topic === 'nutrition')))
      ? asksForCalculation(before)
      : undefined;
  // After the maintenance, another goal asks its calories ("ok so for a cut how much?").
  const otherGoal =
    earlierAsked === 'maintenance' &&
    GOAL_SHIFT.test(normalise(request.message)) &&
    !/\b(?:maintien|maintenance|maintain)\b/.test(normalise(request.message));
  // "ok et moi je fais 62 kg, ça fait combien en grammes ?" after the protein a day: that amount.
  const inGrams =
    !own && GRAMS_ASKED.test(normalise(request.message))
      ? [before, ...earlier.slice(-2).reverse()]
          .map((said) => (said === undefined ? undefined : asksForCalculation(said)))
          .find((asked) => asked !== undefined)
      : undefined;
  const continued =
    inGrams && (ENTRY_CALCULATIONS[inGrams] || ENERGY.has(inGrams))
      ? inGrams
      : earlierAsked && ENERGY.has(earlierAsked)
        ? otherGoal
          ? 'calories'
          : earlierAsked
        : sameAmount && ENTRY_CALCULATIONS[sameAmount]
          ? sameAmount
          : undefined;
  // The 1RM of a set told earlier ("whats my estimated 1rm?" after "140kg x 3 on squat"), or of
  // that set with one number changed ("et si j'en avais fait 8 ?" after the 1RM was asked).
  const maxAsked =
    own === 'oneRepMax' ||
    (own === undefined &&
      continued === undefined &&
      lastAsked !== undefined &&
      asksForCalculation(lastAsked) === 'oneRepMax');
  const setBefore = maxAsked ? setTold(request.message, earlier) : undefined;
  const calculation = own ?? continued ?? (setBefore ? 'oneRepMax' : undefined);
  // "and on rest days?" after the carbohydrates a day: the rest days' entry.
  const restDays =
    calculation === 'carbs' &&
    /\b(?:repos|rest|off)\b/.test(normalise(request.message)) &&
    entryById('carbs-rest-days');
  // "what about for a woman?" after the protein a day: the women's protein entry (nineteenth
  // round: the same figure again, with no word for the woman asked about).
  const forWomen =
    calculation === 'protein' &&
    continued !== undefined &&
    /\b(?:femmes?|woman|women|female|fille|girl)\b/.test(normalise(request.message)) &&
    entryById('protein-women');
  const entryId = restDays
    ? restDays.id
    : forWomen
      ? forWomen.id
      : calculation && ENTRY_CALCULATIONS[calculation];
  // A loss by a date ("6 kg d'ici l'été, dans 3 mois : combien par semaine, combien en moins ?"):
  // the rate and the deficit it takes, then the weekly rate's entry.
  const byDate =
    !followUp &&
    (calculation === undefined || calculation === 'calories' || calculation === 'lossRate')
      ? lossByDate(request.message, facts, language)
      : undefined;
  // The calories computed for the member come first; the date's rate follows them (below).
  const byDateCalories =
    byDate && calculation === 'calories'
      ? calculatorAnswer(calculation, request.message, facts, language)
      : undefined;
  if (byDate && byDateCalories) {
    turn.path = { kind: 'calc', id: 'calories' };
    const [first, ...rest] = byDateCalories;
    return withCaution([
      ...planLead(variant, language),
      ...(first ? [first] : []),
      byDate,
      ...rest,
      health(language),
    ]);
  }
  const rateEntry = byDate && entryById('weight-loss-rate');
  if (byDate && rateEntry) {
    turn.path = { kind: 'calc', id: rateEntry.id };
    return withCaution([byDate, ...answerFromEntry(turn, chosenHit(rateEntry), variant)]);
  }
  // "how many carbs should i eat on a cut?" after "cutting at about 2200 calories": the intake
  // told, split for the member's weight (twenty-eighth round).
  const split =
    calculation && toldIntakeSplit(calculation, request.message, earlier, facts, language);
  if (calculation && split) {
    turn.path = { kind: 'calc', id: calculation };
    return withCaution([...split, health(language)]);
  }
  const calculated = entryId ? entryById(entryId) : undefined;
  if (calculated) {
    turn.path = { kind: 'calc', id: calculated.id };
    // "how long to lose 8 kg?": the weeks it takes first, then the weekly rate's entry.
    const duration =
      calculation === 'lossRate' ? lossDuration(request.message, facts, language) : undefined;
    const blocks = answerFromEntry(turn, chosenHit(calculated), variant);
    return withCaution(duration ? [duration, ...blocks] : blocks);
  }
  // A maintenance the member told earlier ("my maintenance is around 2600 kcal", then "ok so how
  // much do i eat for a lean bulk?"): the calories start from it (twentieth round: the dirty
  // bulk's entry, with no number).
  const toldMaintenance =
    calculation && ENERGY.has(calculation) && statedMaintenance(request.message) === undefined
      ? earlier
          .map(statedMaintenance)
          .filter((kcal) => kcal !== undefined)
          .at(-1)
      : undefined;
  const told = toldMaintenance === undefined ? '' : `maintenance ${toldMaintenance} kcal. `;
  const asked =
    told +
    (setBefore
      ? `${setBefore} ${request.message}`
      : continued
        ? `${before} ${request.message}`
        : request.message);
  const computed = calculation && calculatorAnswer(calculation, asked, facts, language);
  if (computed) {
    turn.path = { kind: 'calc', id: calculation };
    return withCaution([...planLead(variant, language), ...computed, health(language)]);
  }
  // The calories of a goal the message names, too few facts to compute them ("kcal en sèche ?"):
  // that goal's entry (thirty-first round: "kcal" alone drew the alcohol entry's chips).
  const namedGoal =
    calculation === 'calories' &&
    !IN_A_FOOD.test(normalise(request.message)) &&
    normalise(request.message).split(/\s+/).length <= 8
      ? parseFacts(request.message).goal
      : undefined;
  const goalCalories = namedGoal && entryById(CALORIES_OF_GOAL[namedGoal]);
  if (goalCalories) {
    turn.path = { kind: 'entry', id: goalCalories.id, asked: [] };
    return answerFromEntry(turn, chosenHit(goalCalories), variant);
  }
  turn.path = { kind: 'other' };
  if (painAside) return painAnswer();
  // A follow-up of a plan request ("et pour une femme ?" after a nutrition plan) redoes the plan
  // with what the follow-up changes.
  if (followUp && previous !== undefined && isPlanRequest(previous)) {
    const topics = resolveTopics(previous, []);
    if (topics.length > 0) return planAnswer(turn, topics, variant);
  }
  // "How many sets, reps and rest for X?" asks for a set scheme, whatever exercise X is.
  const scheme = SET_SCHEME.test(normalise(request.message))
    ? entryById('exercise-prescription')
    : undefined;
  if (scheme) {
    turn.path = { kind: 'entry', id: scheme.id };
    return answerFromEntry(turn, chosenHit(scheme), variant);
  }
  // When to go heavier, a stalled scale, the weekly sets, one exercise every day, an amount
  // weighed: the family's entry.
  const familyId = followUp ? undefined : familyOf(request.message);
  const family = familyId ? entryById(familyId) : undefined;
  if (family) {
    turn.path = { kind: 'entry', id: family.id, asked: [] };
    turn.trace = { outcome: 'entry', entry: family.id, followUp };
    return answerFromEntry(turn, chosenHit(family), variant);
  }
  // A minor's own words name the teenagers' entry whatever else they find (MINOR_WORDS):
  // "j'ai 15 ans et mes copines font des régimes à 1000 calories" is teen-dieting (growth,
  // parents, doctor); "im 14, is bodyweight stuff enough or can i lift weights?" is teen-lifting
  // (supervision, technique), not the sport's or the home's. The entries the search found are
  // mapped for minors later (`forMinor`).
  const minor = facts.age !== undefined && facts.age >= 10 && facts.age < 18;
  const minorWords = minor ? normalise(request.message) : undefined;
  const teenId = minorWords
    ? MINOR_WORDS.find(([words]) => words.test(minorWords))?.[1]
    : undefined;
  const teenEntry = teenId ? entryById(teenId) : undefined;
  if (teenEntry) {
    turn.path = { kind: 'entry', id: teenEntry.id, asked: [] };
    return answerFromEntry(turn, chosenHit(teenEntry), variant);
  }
  // "vitamin D, fish oil, creatine?": three supplements or more weighed at once are the stack
  // (twelfth round: the first one named answered alone).
  const stack = !followUp && namedSupplements(request.message) >= 3;
  const stackEntry = stack ? entryById('supplement-stack') : undefined;
  if (stackEntry) {
    turn.path = { kind: 'entry', id: stackEntry.id, asked: [] };
    return answerFromEntry(turn, chosenHit(stackEntry), variant);
  }
  // "2 coffees (~95mg each) + preworkout with 300mg, whats that a day total": the sum.
  const caffeine = followUp ? undefined : caffeineTotal(request.message, language);
  if (caffeine) {
    turn.path = { kind: 'calc', id: 'caffeine' };
    return [caffeine];
  }
  // "how much protein powder do i need if i already get 100g from food? 85kg": the gap, in scoops.
  const gap = followUp ? undefined : proteinGap(request.message, facts, language);
  if (gap) {
    turn.path = { kind: 'calc', id: 'protein' };
    return [gap];
  }
  // "am I eating enough to grow at 2800 kcal, 75 kg?": the intake weighed against the member's
  // maintenance, or the weekly gain their weight should show (fourteenth round: chips).
  const grownOn = followUp ? undefined : bulkIntake(request.message);
  if (grownOn !== undefined) {
    turn.path = { kind: 'calc', id: 'calories-bulk' };
    return bulkCheck(grownOn, facts, language);
  }
  // "been gaining 0.25 kg a week on my bulk, should i bump it up?": the pace weighed, the calories.
  const gained = gainPace(request.message, earlier, facts, language);
  const paced = gained ?? (followUp ? undefined : lossPace(request.message, facts, language));
  if (paced) {
    turn.path = { kind: 'calc', id: gained ? 'weight-gain-rate' : 'weight-loss-rate' };
    return [paced];
  }
  // "stuck at 1600 kcal for 3 weeks, what now?": the plateau's answer with the member's intake
  // (fourteenth round: chips between the weight-loss and the strength plateaus).
  const stalled = followUp ? undefined : stalledIntake(request.message);
  const plateau = stalled === undefined ? undefined : entryById('weight-loss-plateau');
  if (stalled !== undefined && plateau) {
    turn.path = { kind: 'entry', id: plateau.id, asked: [] };
    return [stallLead(stalled, language), ...answerFromEntry(turn, chosenHit(plateau), variant)];
  }
  // "can Zak IA make me a programme, or does it just answer?", "a real person or a bot?": what
  // the coach is and does (twelfth round: the plan builder or the nutrition plan's offer answered
  // it); the offers' entries when the question names a price or an offer.
  const aboutCoach = !followUp && asksAboutTheCoach(request.message);
  const coachEntry = aboutCoach && !OFFER_WORDS.test(normalise(request.message));
  const itself = coachEntry ? entryById('what-is-zak-ia') : undefined;
  if (itself) {
    turn.path = { kind: 'entry', id: itself.id, asked: [] };
    return answerFromEntry(turn, chosenHit(itself), variant);
  }
  const intent = detectTopics(query).map((topic) => KNOWLEDGE_TOPIC[topic]);
  const focus = followUp ? searchText(request.message) : undefined;
  // "Good morning exercice ?" is the good-morning entry's own question, not a greeting.
  const searched: SearchOutcome =
    greetingOnly(request.message) &&
    entriesAskingExactly(normalise(request.message), language).length === 0
      ? { choices: [] }
      : // "can Zak IA make me a meal plan, or only with premium?": the service answers (twelfth
        // round: the nutrition plan's offer answered it).
        leadFirst(
          searchEntry(query, intent, aboutCoach ? 'service' : undefined, focus, language),
          followUp ? undefined : leadQuestion(request.message),
          intent,
          aboutCoach ? 'service' : undefined,
          language,
        );
  // A message leaning on the previous turn ("is that too much volume", "how often should i film")
  // whose words hesitate between entries: the previous turn names the subject (sixteenth round).
  const leaning =
    searched.hit !== undefined &&
    searched.choices.length > 1 &&
    earlier.length > 0 &&
    leansOnPrevious(request.message)
      ? chipOfPreviousTurn(searched.choices, request.history, language, request.message)
      : undefined;
  // A follow-up whose words the entry just answered holds: that entry again ("is that too much
  // volume" after the sets per muscle).
  const again =
    !leaning && earlier.length > 0 && (followUp || leansOnPrevious(request.message))
      ? previousEntryAgain(searchText(request.message), searched.hit, request.history, language)
      : undefined;
  // "pourquoi ?", "pk ?", "why tho?" alone: the reasons are the previous answer's entry, said
  // again with its detail (twentieth round: the menu, or chips of other subjects).
  const why =
    !leaning &&
    !again &&
    earlier.length > 0 &&
    (WHY_ONLY.test(normalise(request.message).trim()) ||
      DOING_WRONG.test(normalise(request.message).trim()) ||
      // "je dois faire une pause ou je force ?" after a tired week told: an either-or on it, when
      // its own words only hesitate (twenty-eighth round).
      (OR_WHAT.test(normalise(request.message).trim()) &&
        searched.choices.length > 1 &&
        leansOnPrevious(request.message)))
      ? previousEntryHit(request.history)
      : undefined;
  // "is 1000 a day too much?" after the calorie deficit: a bare number weighed is the previous
  // answer's amount (twentieth round: caffeine's 1000 mg answered).
  const weighedNumber =
    !leaning &&
    !again &&
    !why &&
    earlier.length > 0 &&
    BARE_NUMBER_WEIGHED.test(normalise(request.message).trim())
      ? previousEntryHit(request.history)
      : undefined;
  // "do you have a written guide on that?": the previous answer's subject, asked as content.
  const contentAsked = framedAsContent(request.message);
  const contentOf =
    !leaning &&
    !again &&
    !why &&
    !weighedNumber &&
    earlier.length > 0 &&
    contentAsked !== undefined &&
    contentAsked.replace(/[^a-z]+/g, '') === ''
      ? previousEntryHit(request.history)
      : undefined;
  // "g pas d'élastique, je peux faire quoi d'autre ?" after the first pull-up: the previous
  // entry's detail for that case (its line naming what the member lacks), not a new subject.
  const otherWay =
    !leaning && !again && !why && earlier.length > 0 && asksSomethingElse(request.message)
      ? previousEntryHit(request.history)
      : undefined;
  const otherLine = otherWay ? detailNaming(otherWay.entry, request.message, language) : undefined;
  if (otherWay && otherLine) {
    turn.path = { kind: 'entry', id: otherWay.entry.id, asked: [] };
    return [paragraph(otherLine)];
  }
  const picked = leaning ?? again ?? why ?? weighedNumber ?? contentOf ?? otherWay;
  const { hit: found, signals: read }: SearchOutcome = picked
    ? { ...searched, hit: picked }
    : searched;
  let { choices } = picked ? { choices: [] as KnowledgeHit[] } : searched;
  const exact = !picked && searched.exact === true;
  // A state of the body the question names and the entry never says: its entry (confidence.ts).
  // Chips none of which says the state give way to it too.
  const state =
    found && !followUp && !picked && !exact
      ? stateEntry(found, request.message, language, choices)
      : undefined;
  const hit = state ?? found;
  if (state) choices = [];
  // The signals were read on retrieval's entry: a rule that chose another one (the previous turn,
  // a state) leaves the trace without them rather than with another entry's.
  const signals = hit && read?.entry === hit.entry.id ? read : undefined;
  // A minor (the age said or in the profile) gets the entry written for minors the search found
  // or offered, and starting to lift is the teenagers' lifting entry, never the older lifters'
  // ("I'm 15, can I lift now or wait till I'm older?" got "never too late" on "older"; fifteenth
  // round).
  const forMinor = minor
    ? ([hit, ...choices].find((h) => h && MINOR_ENTRIES.has(h.entry.id))?.entry ??
      ([hit, ...choices].some((h) => h && MINOR_START.has(h.entry.id))
        ? entryById('teen-lifting')
        : [hit, ...choices].some((h) => h && MINOR_GAIN.has(h.entry.id))
          ? entryById('teen-gaining')
          : undefined))
    : undefined;
  // A supplement asked for a minor ("my 15 yo son wants creatine for football") is the
  // teenagers' supplements entry, not the lifting one the sport's words found, nor chips
  // (nineteenth round).
  const supplementAsked =
    namedSupplements(request.message) > 0 ||
    /\b(?:complements?|supplements?|supps?)\b/.test(normalise(request.message));
  const hesitates = !hit || choices.length > 1;
  // A teenager who cannot gain and names the whey his parents will not buy is the gaining entry,
  // which says no powder is needed (thirty-second round).
  const minorEntry =
    minor &&
    supplementAsked &&
    forMinor?.id !== 'teen-gaining' &&
    (hesitates || (forMinor && forMinor.topic !== 'supplements'))
      ? entryById('supplements-teen')
      : forMinor;
  if (minorEntry) {
    turn.path = { kind: 'entry', id: minorEntry.id, asked: [] };
    return answerFromEntry(turn, chosenHit(minorEntry), variant);
  }
  // A member of 45 or more starting or coming back gets the entry written for their age, with
  // the heart check (the age said in the conversation or the profile).
  const older = (facts.age ?? 0) >= OLDER_AGE ? entryById('older-lifter') : undefined;
  const starting = [hit, ...choices].some((h) => h && STARTING.has(h.entry.id));
  // "à mon âge, je dois laisser plus de récup ?", "recovery takes longer at my age": the member's
  // age is the question, for training or recovery (fifteenth round: the recovery time answered).
  const ageAsked =
    AGE_NAMED.test(normalise(request.message)) &&
    [hit, ...choices].some(
      (h) => h && (h.entry.topic === 'training' || h.entry.topic === 'recovery'),
    );
  if (older && (starting || ageAsked)) {
    turn.path = { kind: 'entry', id: older.id };
    return answerFromEntry(turn, chosenHit(older), variant);
  }
  // "une vidéo ou un article sur X" weighs no two subjects: the framing goes first.
  const comparison = followUp
    ? undefined
    : comparisonOf(framedAsContent(request.message) ?? request.message, language);
  if (comparison && hit) {
    const compared = compareAnswer(turn, comparison, { hit, choices }, intent, variant);
    if (compared) return compared;
  }
  const pair = comparison || followUp ? undefined : pairOf(request.message, language);
  if (pair && hit) {
    const paired = pairAnswer(turn, pair, { hit, choices }, intent, variant);
    if (paired) return paired;
  }
  // The last look before one entry answers (confidence.ts): chips when it looks like a neighbour.
  const doubted =
    hit && choices.length <= 1
      ? doubtedAnswer({ hit, message: request.message, language, followUp, signals, exact })
      : undefined;
  if (doubted) choices = doubted;
  if (hit) {
    turn.trace = {
      outcome: choices.length > 1 ? 'clarified' : 'entry',
      entry: hit.entry.id,
      followUp,
      signals,
    };
  }
  if (painInContext && (!hit || choices.length > 1)) return painAnswer();
  if (hit && choices.length > 1) {
    turn.path = { kind: 'clarified', chips: choices.map((c) => c.entry.id) };
    const guide = guideChoice(choices, language);
    turn.suggestions = [...suggestionsFor(choices, language), ...(guide ? [guide.chip] : [])];
    return [...clarifyingAnswer(choices, language), ...(guide ? [paragraph(guide.text)] : [])];
  }
  if (hit) {
    turn.path = { kind: 'entry', id: hit.entry.id, asked: hit.asked ?? [] };
    // "pourquoi ?": the same entry in its other wording, said as a rewording.
    const reworded = why !== undefined && hit === why;
    const blocks = [
      ...(contentAsked !== undefined
        ? [
            paragraph(
              language === 'fr'
                ? 'Je n’ai pas de vidéo ni de guide écrit à t’envoyer ici, mais voici l’essentiel :'
                : 'I have no video or written guide to send you here, but here is the essential:',
            ),
          ]
        : []),
      ...(reworded
        ? [
            paragraph(
              !WHY_ONLY.test(normalise(request.message).trim())
                ? language === 'fr'
                  ? 'D’après ce que tu décris, voici ce qu’il faut vérifier :'
                  : 'From what you describe, here is what to check:'
                : language === 'fr'
                  ? 'Je reformule, avec le détail :'
                  : 'Let me put it another way, with the detail:',
            ),
          ]
        : []),
      ...answerFromEntry(turn, hit, reworded ? variant + 1 : variant),
    ];
    return painInContext && hit.entry.topic !== 'injury'
      ? [...blocks, ...injuryCaution(language)]
      : blocks;
  }
  const topics = resolveTopics(request.message, earlier);
  if (topics.length > 0) return planAnswer(turn, topics, variant);
  return [...planLead(variant, language), ...fallbackAnswer(request.message, facts, language)];
}

/** The member names their age as the reason of the question. */
const AGE_NAMED =
  /\b(?:a mon age|a nos ages?|avec l'age|en vieillissant|a partir d'un certain age|at my age|with age|as i get older|getting older|as you age|as we age|now that i'?m older)\b/;

/** The entries written for members under 18. */
const MINOR_ENTRIES: ReadonlySet<string> = new Set([
  'teen-lifting',
  'supplements-teen',
  'teen-dieting',
  'teen-gaining',
]);

/** For a minor, starting to lift (or the older lifters' entry) is the teenagers' lifting entry. */
const MINOR_START: ReadonlySet<string> = new Set(['older-lifter', 'beginner-start']);

/** For a minor, gaining weight (the hard gainer's entry) is the teenagers' entry. */
const MINOR_GAIN: ReadonlySet<string> = new Set(['hard-gainer']);

/** A minor asking whether they may lift weights at all, or starting to. */
const TEEN_MAY_LIFT =
  /\b(?:can i|should i|am i (?:too young|allowed)|is it (?:ok|okay|safe|bad)|too young|je peux|est-ce que je peux|trop jeune|c'est (?:dangereux|grave|mauvais)|j'ai le droit)\b.{0,60}\b(?:lift(?:ing)?|weights?|gym|muscu\w*|salle|halteres?|poids)\b|\b(?:start(?:ing)?|begin(?:ning)?|get into) (?:lifting|weights|the gym)\b|\b(?:commencer|debuter|me mettre a) (?:la muscu\w*|la salle|les poids)\b/;
/** Losing weight as a minor asks it ("régime", "maigrir", "crash diet", "1000 calories"). */
const TEEN_DIETING =
  /\b(?:regimes?|dietes?|maigrir|perdre du (?:poids|gras)|secher|seche|diets?|dieting|crash|lose (?:weight|fat)|losing weight|cutting|(?:a|to|on a) cut|(?:[5-9]\d\d|1[0-2]\d\d) ?(?:kcal|cals?|calories))\b/;
/** A minor's words and the teenagers' entry they name, the first that matches answering. */
const MINOR_WORDS: readonly (readonly [RegExp, string])[] = [
  [TEEN_DIETING, 'teen-dieting'],
  [TEEN_MAY_LIFT, 'teen-lifting'],
];

/** Supplements as members name them, one pattern each (`namedSupplements`). */
const SUPPLEMENT_NAMES = [
  /\b(?:creatines?|creat|crea|creapure)\b/,
  /\bwhey\b|\bprot(?:eine|ein)? en poudre\b|\bprotein powder\b/,
  /\bomega ?-?3s?\b|\bfish oil\b|\bhuile de poisson\b/,
  /\bvit(?:amin|amine)? ?d3?\b/,
  /\bmagnesium\b|\bzma\b/,
  /\bzinc\b/,
  /\bcaf(?:f)?eine?\b/,
  /\bbeta[- ]?alanine\b/,
  /\bcitrulline\b/,
  /\bbcaas?\b|\beaas?\b/,
  /\bmulti ?vitamin\w*\b|\bmultivitamine?s?\b/,
  /\bcollag[e]?ne?\b/,
  /\bashwagandha\b/,
  /\bmelatonine?\b/,
  /\bglutamine\b/,
  /\bpre ?workouts?\b/,
];
/** How many different supplements a message names. */
export function namedSupplements(message: string): number {
  const t = normalise(message);
  return SUPPLEMENT_NAMES.filter((pattern) => pattern.test(t)).length;
}

/** A price or an offer named in a question about the coach: the offers' entries answer it. */
const OFFER_WORDS =
  /\b(?:premium|abonnement|abonne|subscription|subscribe|prix|price|cost|coute|payant|paid|pay|payer|gratuit|free|lite|pro|offre|offer|plan premium)\b/;

/** An entry offering a plan and asking the facts it needs ("donne-moi ton poids..."). */
const OFFERS_PLAN = /donne-moi (?:ton|ta|tes)|dis-moi (?:ton|ta|tes)|give me your|tell me your/i;

/**
 * "X and Y" ("omega 3 and vitamin D?") when no single entry asks about both: each side's entry
 * answers in turn, when the usual answer is one of them and both are of one topic. Undefined
 * otherwise (the usual answer stands).
 */
function pairAnswer(
  turn: Turn,
  pair: Comparison,
  found: { hit: KnowledgeHit; choices: KnowledgeHit[] },
  intent: KnowledgeTopic[],
  variant: number,
): Block[] | undefined {
  const { hit } = found;
  const [left, right] = pair.terms;
  if (pair.unknown.some(Boolean) || (holds(hit, left) && holds(hit, right))) return undefined;
  // Each side looked up on its own: "la vitamine D et le magnésium... en muscu" is vitamin D, not
  // the multivitamin's "vitamins for lifting".
  const [x, y] = sideHits({ ...pair, frame: '' }, turn.language, intent);
  if (!x || !y || x.entry.id === y.entry.id || x.entry.topic !== y.entry.topic) return undefined;
  if (holds(x, right) || holds(y, left)) return undefined;
  // The usual answer is of the sides' topic ("la vitamine D et le magnésium" found the multivitamin).
  if (![hit, ...found.choices].some((h) => h.entry.topic === x.entry.topic)) return undefined;
  const t = translator(turn.language);
  const answers = [answerFromEntry(turn, x, variant), answerFromEntry(turn, y, variant)];
  // A side whose entry asks for facts ("j'en fais un": the nutrition plan) is no subject.
  const offer = (blocks: Block[]) =>
    blocks.some((b) => b.kind === 'paragraph' && OFFERS_PLAN.test(b.text));
  if (answers.some((blocks) => asksFacts(blocks) || offer(blocks))) return undefined;
  const lead = (side: string, blocks: Block[]): Block => {
    const [first] = blocks;
    const text = first?.kind === 'paragraph' ? first.text : '';
    return paragraph(`**${side.charAt(0).toUpperCase()}${side.slice(1)}**${t(' : ', ': ')}${text}`);
  };
  turn.path = { kind: 'entry', id: x.entry.id, asked: x.asked ?? [] };
  return [lead(pair.sides[0], answers[0] ?? []), lead(pair.sides[1], answers[1] ?? [])];
}

/**
 * The one entry the coach is fairly sure of, opened with what it understood ("Je lis ta question
 * comme « Cardio pour perdre du gras ».") so a member who meant something else can say so.
 */
function understood(turn: Turn, hit: KnowledgeHit, variant: number): Block[] {
  const { language } = turn;
  const t = translator(language);
  const title = entryQuestion(hit, language).replace(/\s*[?!.]$/, '');
  turn.path = { kind: 'entry', id: hit.entry.id, asked: hit.asked ?? [] };
  const [first, ...rest] = answerFromEntry(turn, hit, variant);
  if (first?.kind !== 'paragraph') return [first, ...rest].filter((b) => b !== undefined);
  const lead = t(`Je lis ta question comme « ${title} ». `, `I read your question as “${title}”. `);
  return [paragraph(`${lead}${first.text}`), ...rest];
}

/**
 * "X or Y" when no single entry asks about both: each side's entry answers in turn; a side the
 * base does not hold makes the coach ask which subject was meant rather than answer the other.
 * Undefined when the usual answer already holds both sides.
 */
function compareAnswer(
  turn: Turn,
  comparison: Comparison,
  found: { hit: KnowledgeHit; choices: KnowledgeHit[] },
  intent: KnowledgeTopic[],
  variant: number,
): Block[] | undefined {
  const { hit, choices } = found;
  const { language } = turn;
  const [left, right] = comparison.terms;
  if (choices.length === 0 && holds(hit, left) && holds(hit, right)) return undefined;
  // The usual entry's answer already weighs both sides ("riz ou avoine avant la séance": the
  // pre-workout meal names both): it answers.
  // It must also be about the rest of the question ("squat barre haute ou barre basse" is not
  // the upper chest's "haut" and "poulie basse").
  const namedBy = (by: KnowledgeHit, side: readonly string[]) =>
    side.some((term) => by.asked?.includes(term) || answerNames(by.entry, [term], language));
  const named = (side: readonly string[]) => namedBy(hit, side);
  const frame = queryTerms(searchText(comparison.frame), language).map((t) => t.term);
  // The entry answering is the answer's path: the message's other questions can follow it
  // (fifteenth round: "combien d'eau ? et le café ça compte ou ça déshydrate ?" lost the coffee).
  const answerWith = (entry: KnowledgeHit): Block[] => {
    turn.path = { kind: 'entry', id: entry.entry.id, asked: entry.asked ?? [] };
    return answerFromEntry(turn, entry, variant);
  };
  // The entry whose own questions compare both sides answers before one naming them by chance.
  const comparing = comparingHit(comparison, language, intent);
  if (comparing && !comparing.stands(hit)) return answerWith(comparing.hit);
  if (named(left) && named(right) && (frame.length === 0 || named(frame))) {
    return answerWith(hit);
  }
  const [x, y] = sideHits(comparison, language, intent);
  // One entry asks about both sides (the splits entry names "ppl" and "upper/lower").
  const both = [x, y].find((side) => holds(side, left) && holds(side, right));
  if (both) return answerWith(both);
  // Two entries of one topic ("créatine" and "bêta-alanine"); "haltères" and "barre" found as
  // rowing and protein bars are not a comparison the base holds.
  // Both sides found the same entry ("cycle it on and off or take it all year"): no two subjects
  // weighed, the message is answered as any other (thirty-first round).
  if (x && y && x.entry.id === y.entry.id) return undefined;
  if (x && y && x.entry.topic === y.entry.topic) {
    const t = translator(language);
    const lead = (side: string, entry: KnowledgeHit): Block => {
      const [first] = answerFromEntry(turn, entry, variant);
      const text = first?.kind === 'paragraph' ? first.text : '';
      return paragraph(
        `**${side.charAt(0).toUpperCase()}${side.slice(1)}**${t(' : ', ': ')}${text}`,
      );
    };
    return [
      lead(comparison.sides[0], x),
      lead(comparison.sides[1], y),
      paragraph(
        t(
          'Le meilleur choix dépend de ton objectif et de ce que tu tiens dans la durée : dis-moi ce que tu vises et je t’aide à trancher.',
          'The better choice depends on your goal and on what you will keep doing: tell me what you are after and I will help you decide.',
        ),
      ),
    ];
  }
  // One side is a subject no entry asks about ("HCL"): ask rather than answer only the other one.
  // Or the usual answer holds one side only and no side was found on its own ("barre haute ou
  // barre basse" found the upper chest's "haut").
  const [leftUnknown, rightUnknown] = comparison.unknown;
  const noSide = !x && !y;
  if (!((!x && leftUnknown) || (!y && rightUnknown) || noSide)) return undefined;
  const options = [
    ...new Map([x ?? y, ...choices, hit].flatMap((h) => (h ? [[h.entry.id, h]] : []))).values(),
  ];
  // One likely entry only (twelfth round: "HIIT or LISS for fat loss" offered the cardio for fat
  // loss as its only chip): it answers when it names a side and the rest of the question (or is
  // the entry found for a side on its own: "jeûne intermittent ou 3 repas pour sécher"), saying
  // what the coach understood.
  const [only] = options;
  // Both sides must be subjects: "real or am i doing something wrong" asks something else.
  if (
    options.length === 1 &&
    only &&
    !comparison.sides.some(isClause) &&
    (namedBy(only, left) || namedBy(only, right)) &&
    (frame.length === 0 || namedBy(only, frame) || only.entry.id === (x ?? y)?.entry.id)
  ) {
    return understood(turn, only, variant);
  }
  // Two things to do weighed ("je refais jambes demain ou j'attends que ça passe ?") about the one
  // subject the message names before them (soreness): that entry answers, never a single chip.
  if (
    options.length === 1 &&
    only?.entry.id === hit.entry.id &&
    choices.length === 0 &&
    comparison.sides.some(isClause) &&
    frame.length > 0 &&
    namedBy(only, frame)
  ) {
    return answerWith(only);
  }
  // A "did you mean" like the gate's: each question of the message may still answer (aspects).
  turn.path = { kind: 'clarified', chips: options.slice(0, 3).map((c) => c.entry.id) };
  turn.suggestions = suggestionsFor(options.slice(0, 3), language);
  return clarifyingAnswer(options.slice(0, 3), language);
}

/**
 * The answer to every aspect of the message (aspects.ts, issue 41 tenth round): the usual answer,
 * then each other question of the message that one entry or calculation answers with confidence
 * (looked up with the situation told before it, else on its own). Chips give way to the parts'
 * answers when every part has one.
 */
function composeAspects(turn: Turn, variant: number): Block[] {
  const main = compose(turn, variant);
  const path = turn.path;
  if (!path || path.kind === 'other') return main;
  const parts = questionParts(turn.request.message);
  let { situation, questions } = parts;
  const besidePain = path.kind === 'pain' && questions.length < 2;
  if (besidePain) {
    // Pain told beside a question about something else ("can't do a pull-up, how do I get my
    // first one? my forearms also hurt"): the pain's answer, and the question's.
    const asking = askingSentences(turn.request.message).filter(
      (s) => !mentionsPain(s) && !asksAboutJointNoise(s),
    );
    [situation, questions] = ['', asking.length === 1 ? asking : []];
  } else if (questions.length > 3) questions = [];
  const aspectOf = (
    message: string,
    own?: readonly string[],
    question: string = message,
  ): Aspect | undefined => {
    const sub: Turn = { ...turn, request: { ...turn.request, message } };
    const blocks = compose(sub, 0);
    const { kind, id, asked } = sub.path ?? { kind: 'other' };
    if ((kind !== 'entry' && kind !== 'calc' && kind !== 'pain') || !id) return undefined;
    if (asksFacts(blocks)) return undefined;
    if (kind === 'entry' && !namesItsSubject(question, id, turn.language, besidePain)) {
      return undefined;
    }
    // Found with the situation: the entry must hold a word of the question itself ("what foods
    // should I look at?" after "no eggs, no dairy" is not the eggs entry).
    if (own && kind === 'entry' && !asked?.some((term) => own.includes(term))) return undefined;
    return { blocks, kind, id };
  };
  const mainTopic = path.id ? entryById(path.id)?.topic : undefined;
  const sameTopic = (id: string) => !mainTopic || entryById(id)?.topic === mainTopic;
  const taken = new Set(path.id ? [path.id] : []);
  const aspects: Aspect[] = [];
  let missing = 0;
  questions.forEach((question, index) => {
    // A pain answer already says whether to stop and when to see a professional.
    if (path.kind === 'pain' && PAIN_COVERS.test(normalise(question))) return;
    const before = questions[index - 1];
    const own = queryTerms(searchText(question), turn.language).map((t) => t.term);
    // "and how often should I take them?": first looked up with the question it points back to,
    // the entry holding a word of the question itself ("et je la prends quand ?" after "la
    // créatine fait gonfler ?" is no bulking entry).
    const joined =
      before && pointsBack(question)
        ? aspectOf(`${before} ${question}`, own, `${before} ${question}`)
        : undefined;
    let aspect = joined && !taken.has(joined.id) ? joined : aspectOf(question);
    // A question pointing back keeps to the subject's topic: "et je la prends quand ?" after
    // "la créatine fait gonfler ?" is no bulking entry.
    if (before && pointsBack(question) && aspect && !sameTopic(aspect.id)) aspect = undefined;
    if (situation && (!aspect || taken.has(aspect.id))) {
      // The question leans on the situation ("vegan, je peux prendre de la créatine ?"): the
      // entry found with it must still hold a word of the question itself.
      const told = aspectOf(`${situation} ${question}`, own, question);
      if (told && !taken.has(told.id)) aspect = told;
    }
    if (!aspect) {
      missing += 1;
      return;
    }
    if (taken.has(aspect.id)) return;
    // Two calculations answer once, unless each is its own entry's number ("combien de prot ? et
    // les lipides, pas en dessous de combien ?": the protein and the fat a day, sixteenth round).
    if (path.kind === 'calc' && aspect.kind === 'calc' && !ownNumbers(path.id, aspect.id)) return;
    taken.add(aspect.id);
    aspects.push(aspect);
  });
  // One sentence asking two things ("is it normal, and what do I eat after?", "X or is that
  // bro science?"): each clause's own entry through the same gate, when the answer does not
  // already use the clause's rare words (fifteenth round, part K).
  const clauses =
    questions.length === 0 && !besidePain && path.kind !== 'pain'
      ? clauseParts(turn.request.message)
      : [];
  let clauseMissing = 0;
  const clauseOf = new Map<string, string>();
  clauses.forEach(({ text: clause, again }, index) => {
    // "hit 225 for 5 on bench today (lbs), whats my 1rm?": the set told is the calculation's
    // input, not a question of its own.
    if (path.kind === 'calc' && !asksSomething(clause)) return;
    // "is creatine safe, and should I take it on rest days?": the clause pointing back is asked
    // with the subject the clause before names ("creatine"), and keeps to the answer's topic.
    const before = clauses[index - 1]?.text;
    const subject =
      before && pointsBack(clause) ? subjectWords(before, turn.language, path.id) : '';
    const asked = subject ? `${subject} ${clause}` : clause;
    // Looked up only when it holds a rare word the answer does not use yet: a clause of common
    // words only ("is that ok") asks about the subject already answered (and costs a search).
    // "and when?" asks the same subject again: its words are the answer's.
    const unsaid = path.id
      ? unusedRareTerms(clause, path.id, main, turn.language, CLAUSE_RARE)
      : rareTerms(clause, turn.language, CLAUSE_RARE);
    if (!again && !subject && unsaid.length === 0) {
      clauseMissing += 1;
      return;
    }
    let aspect = aspectOf(asked, undefined, subject ? asked : clause);
    if (aspect && subject && !sameTopic(aspect.id)) aspect = undefined;
    if (!aspect) {
      clauseMissing += 1;
      return;
    }
    if (!clauseOf.has(aspect.id)) clauseOf.set(aspect.id, asked);
    if (taken.has(aspect.id) || (path.kind === 'calc' && aspect.kind === 'calc')) return;
    taken.add(aspect.id);
    aspects.push(aspect);
  });
  if (clauses.length > 0) missing += clauseMissing;
  // One question asking two things ("does creatine make you bloated and lose your hair?"): the
  // rare words the answering entry never uses find the entry for the other thing.
  const residual =
    questions.length === 0 && (path.kind === 'entry' || path.kind === 'calc') && path.id
      ? unusedRareTerms(turn.request.message, path.id, main, turn.language)
      : [];
  if (residual.length > 0) {
    const other = aspectOf(residual.join(' '), residual, turn.request.message);
    // The other entry is about that word: its title names it ("Ashwagandha", "Creatine and hair").
    const titled = (id: string) => {
      const entry = entryById(id);
      const title = entry ? titleTerms(entry, turn.language) : [];
      return residual.some((term) => title.some((w) => w.startsWith(term) || term.startsWith(w)));
    };
    if (
      other &&
      other.kind === 'entry' &&
      !taken.has(other.id) &&
      titled(other.id) &&
      !asksOrAssumes(other.blocks)
    ) {
      taken.add(other.id);
      aspects.push(other);
    }
  }
  const caution = () => injuryCaution(turn.language);
  const target = proteinTarget(turn, taken);
  if (target) {
    taken.add(target.id);
    aspects.unshift(target);
  }
  // "what if I'm vegan?" after a protein question: the amount it continues is the one answered.
  const before = turn.earlier.at(-1);
  const continued = before && asksForCalculation(before);
  const short =
    turn.earlier.length > 0 &&
    normalise(turn.request.message).split(/\s+/).length <= SHORT_FOLLOW_UP;
  const answered =
    target?.id ??
    ((path.kind === 'clarified' || short) && continued ? ENTRY_CALCULATIONS[continued] : path.id);
  // The situation changes the main answer or another aspect's ("15 ans... la créatine ?").
  for (const id of [answered, ...aspects.map((a) => a.id)]) {
    aspects.push(...situationAspects(turn, taken, id));
  }
  if (path.kind === 'clarified' && target) {
    // "comment j'atteins mes protéines ?" with the weight known: the number answers the doubt.
    const [first, ...rest] = aspects as [Aspect, ...Aspect[]];
    turn.suggestions = undefined;
    turn.trace = turn.trace && { ...turn.trace, outcome: 'entry' };
    return withAspects(first.blocks, true, rest, caution, turn.language);
  }
  const situationOnly =
    questions.length === 0 &&
    clauses.length === 0 &&
    aspects.length === 1 &&
    aspects[0]?.kind === 'entry' &&
    (path.kind === 'clarified' || (path.kind === 'entry' && short && continued));
  if (situationOnly) {
    // A short follow-up naming a situation ("et si je mange vegan ?" after the protein a day):
    // the situation's entry answers it, not an entry its words happened to find.
    const [only] = aspects as [Aspect];
    turn.suggestions = undefined;
    turn.trace = turn.trace && { ...turn.trace, outcome: 'entry' };
    return only.blocks;
  }
  // One clause names the subject, one of the chips, and the other asks about it with no subject
  // of its own ("je m'entraîne à 6h à jeun, je dois manger avant ou c'est ok ?"): that chip
  // answers (fifteenth round, part K).
  const [chip] = aspects;
  const chipClause = chip && clauseOf.get(chip.id);
  if (
    path.kind === 'clarified' &&
    chipClause !== undefined &&
    aspects.length === 1 &&
    chip?.kind === 'entry' &&
    path.chips?.includes(chip.id) &&
    // The subject classifier is sure of it on the clause alone.
    namesItsSubject(chipClause, chip.id, turn.language, true)
  ) {
    turn.suggestions = undefined;
    turn.trace = turn.trace && { ...turn.trace, outcome: 'entry' };
    return chip.blocks;
  }
  if (path.kind === 'clarified') {
    if (missing > 0 || aspects.length < 2) return main;
    const [first, ...rest] = aspects as [Aspect, ...Aspect[]];
    turn.suggestions = undefined;
    turn.trace = turn.trace && { ...turn.trace, outcome: 'entry' };
    return withAspects(first.blocks, first.kind === 'calc', rest, caution, turn.language);
  }
  return withAspects(main, path.kind === 'calc', aspects, caution, turn.language);
}

/** A word in the text of at most this many entries is rare enough to name an aspect of its own. */
const UNUSED_RARE = 12;
/**
 * A clause of one sentence (`clauseParts`) is looked up only when it holds a word in the text of
 * at most this many entries that the answer does not use yet ("liver" beside creatine's timing).
 */
const CLAUSE_RARE = 30;
/** The member's situation, not a subject: "14 yo... till I'm older" asks nothing of the ageing entries. */
const SIDE_TERM =
  /^(?:(?:old|older|ag|age|ado|kid|kids|lol|mdr|ptdr)$|vieu|vieil|young|teen|enfant|obligatoir|mandator|compulsor)/;

/** The message's rare terms the answering entry never uses: what else one question asks. */
function unusedRareTerms(
  message: string,
  id: string,
  answer: readonly Block[],
  language: Language,
  rare = UNUSED_RARE,
): string[] {
  const entry = entryById(id);
  const known = entry ? [...entryTextTerms(entry, language)] : [];
  // The answer may hold more than its entry (a pair's two sides, a calculation's figures).
  const said = normalise(blockText(answer)).split(/[^a-z0-9]+/);
  const used = (term: string) =>
    known.some((k) => k.startsWith(term) || term.startsWith(k)) ||
    said.some((word) => word.startsWith(term));
  // The member's own words, not a shorthand's expansion ("règles" read as "cycle menstruel").
  const own = new Set(queryTerms(normalise(message), language).map((t) => t.term));
  return queryTerms(searchText(message), language)
    .filter(
      (t) =>
        t.entries > 0 &&
        own.has(t.term) &&
        textFrequency(t.term, language) <= rare &&
        !SIDE_TERM.test(t.term) &&
        !used(t.term),
    )
    .map((t) => t.term);
}

/** The clause's words rare enough to name a subject (in the text of few entries). */
const rareTerms = (clause: string, language: Language, rare = UNUSED_RARE): QueryTerm[] =>
  queryTerms(searchText(clause), language).filter(
    (t) => t.entries > 0 && textFrequency(t.term, language) <= rare && !SIDE_TERM.test(t.term),
  );

/**
 * The words of a clause that name its subject: those of the answering entry's title ("Is creatine
 * safe": "creatine"), else the rare ones.
 */
function subjectWords(clause: string, language: Language, id?: string): string {
  const entry = id ? entryById(id) : undefined;
  const title = new Set(entry ? titleTerms(entry, language) : []);
  return normalise(clause)
    .split(/[^a-z0-9']+/)
    .filter((word) => {
      if (word.length < 3) return false;
      const [term] = queryTerms(word, language);
      if (!term) return false;
      return title.size > 0 ? title.has(term.term) : rareTerms(word, language).length > 0;
    })
    .join(' ');
}

/**
 * An aspect's question names a subject of its own: two words or more, one of them asked by few
 * entries, or the subject classifier sure of the entry ("je continue ?", "is that too fast?", "is
 * a bit of sport ok?" add nothing).
 */
const ASPECT_SPECIFIC = 6;
/** Beside pain, the words a question needs to be one of its own. */
const ASPECT_CLEAR = 3;
const ASPECT_SURE = 0.45;
function namesItsSubject(
  question: string,
  id: string,
  language: Language,
  strict = false,
): boolean {
  const terms = queryTerms(searchText(question), language);
  if (terms.length < (strict ? ASPECT_CLEAR : 2)) return false;
  const rarest = terms.find((t) => t.entries > 0)?.entries ?? Infinity;
  if (!strict && rarest <= ASPECT_SPECIFIC) return true;
  // Only common words ("how many days a week?"), or beside pain ("je continue ou j'arrête ?" is
  // about the pain): the classifier must be sure of the entry.
  const [best] = classifySubject(question, language, 1);
  return best?.entry === id && best.similarity >= ASPECT_SURE;
}

/** What a pain answer already says: stop or go on, see a professional ("je continue ?", "see a doc?"). */
const PAIN_COVERS =
  /\b(?:voir|consulter|consulte|see|doc|doctor|medecin|docteur|kine|physio\w*|continu\w*|arret\w*|stop\w*|keep (?:going|training|doing)|push through|normal|grave|serious)\b/;

/** "comment j'atteins mes protéines ?", "how do I hit my protein?": the target is the number asked. */
const PROTEIN_TARGET =
  /\b(?:atteindre|atteins|atteint|arriver a|j'arrive (?:a|pas a)|avoir (?:assez|suffisamment)|couvrir|hit|hitting|reach|reaching|get enough|getting enough|meet|meeting)\b.{0,25}\b(?:prot(?:e|ei)?ines?|prots?|proteins?)\b|\b(?:how many|how much|combien)\b.{0,15}\b(?:scoops?|doses?|shakers?|shakes?|mesurettes?)\b.{0,15}\b(?:whey|protein|prot(?:e|ei)?ines?)\b/;
const PROTEIN_ENTRY = 'protein-per-day';
/** A follow-up of at most this many words names a situation, not a new subject. */
const SHORT_FOLLOW_UP = 8;

/** The member's protein a day, when the question asks how to reach it and the weight is known. */
function proteinTarget(turn: Turn, taken: ReadonlySet<string>): Aspect | undefined {
  if (turn.path?.kind === 'calc' || taken.has(PROTEIN_ENTRY) || turn.facts.weightKg === undefined) {
    return undefined;
  }
  if (!PROTEIN_TARGET.test(normalise(turn.request.message))) return undefined;
  const entry = entryById(PROTEIN_ENTRY);
  if (!entry) return undefined;
  const blocks = answerFromEntry(turn, chosenHit(entry), 0);
  return { blocks, kind: 'calc', id: PROTEIN_ENTRY };
}

/**
 * A situation the message names that changes the answer about an amount: the entry written for it
 * adds its direct answer ("végétarienne, comment j'atteins mes protéines ?": the plant sources).
 */
interface Situation {
  /** The situation as the message (or the follow-up's question) names it. */
  pattern?: RegExp;
  /** The situation as the member's facts tell it. */
  facts?: (facts: Facts) => boolean;
  entry: string;
  /** The answers it changes: entry ids, or a prefix ending with "-". */
  answers: readonly string[];
  /** Said before the answer it changes. */
  first?: boolean;
}
/** The member asks whether their form causes it ("form issue?", "c'est ma technique ?"). */
const FORM_ASKED =
  /\b(?:form|technique|posture|execution|mauvaise (?:position|exec\w*)|doing (?:it|them|something) wrong|je m'y prends mal|je fais mal le mouvement)\b/;
/** The pain entries a lift's technique can follow. */
const PAIN_ENTRIES = [
  'lower-back-pain',
  'knee-pain-squat',
  'shoulder-pain',
  'hip-pain',
  'wrist-pain',
  'elbow-pain',
];
const SITUATIONS: Situation[] = [
  {
    pattern: /\b(?:vegan\w*|vegetari\w*|vegetalien\w*|plant[- ]based|vege)\b/,
    entry: 'vegan-protein',
    answers: [PROTEIN_ENTRY, 'protein-per-meal', 'protein-women'],
  },
  // Under 18: any supplement is decided with a doctor and the parents.
  {
    facts: (facts) => (facts.age ?? 99) < 18,
    entry: 'supplements-teen',
    answers: ['creatine-', 'whey'],
    first: true,
  },
  // Pain after a lift, asked as a form issue ("why does my lower back hurt after deadlifts? form
  // issue?"): the lift's technique after the pain's pointer (fourteenth round: the injury entry
  // alone answered).
  ...(
    [
      [
        'deadlift-technique',
        /\b(?:deadlifts?|dead lifts?|souleve de terre|sdt|soulevé de terre)\b/,
      ],
      ['squat-technique', /\b(?:squats?|squatt\w*)\b/],
      ['bench-technique', /\b(?:bench\w*|developpe couche|dc)\b/],
    ] as const
  ).map(([entry, lift]): Situation => ({
    pattern: new RegExp(
      `${FORM_ASKED.source}[^]*${lift.source}|${lift.source}[^]*${FORM_ASKED.source}`,
    ),
    entry,
    answers: PAIN_ENTRIES,
  })),
  // Starting to lift (as a teenager, an older lifter, a beginner) at home: how to train there
  // (fifteenth round: "j'ai 14 ans et je m'entraîne chez moi" got the teenagers' entry alone).
  {
    pattern:
      /\b(?:chez moi|a la maison|a domicile|at home|from home|home workouts?|in my (?:room|bedroom|garage))\b/,
    entry: 'home-training',
    answers: ['teen-lifting', 'older-lifter', 'beginner-start'],
  },
  // A woman asking about creatine: the same dose, the same benefits.
  {
    facts: (facts) => facts.sex === 'female',
    entry: 'creatine-women',
    answers: ['creatine-'],
  },
];

function situationAspects(turn: Turn, taken: Set<string>, answered?: string): Aspect[] {
  if (!answered) return [];
  const text = normalise([...turn.earlier.slice(-1), turn.request.message].join(' '));
  const changes = (answers: readonly string[]) =>
    answers.some((a) => (a.endsWith('-') ? answered.startsWith(a) : a === answered));
  return SITUATIONS.flatMap(({ pattern, facts, entry: id, answers, first }) => {
    const named = (pattern ? pattern.test(text) : true) && (facts ? facts(turn.facts) : true);
    const entry = changes(answers) && !taken.has(id) && named && entryById(id);
    if (!entry) return [];
    taken.add(id);
    const blocks = answerFromEntry(turn, chosenHit(entry), 0);
    return [{ blocks, kind: 'entry' as const, id, first }];
  });
}

/** How many variants to try before giving up on a text the member has not seen yet. */
const MAX_VARIANTS = 8;

/**
 * The offline coach: a markdown answer to the request, question first. Deterministic for a given
 * conversation; regenerating (the same message again after its answers) gives another phrasing
 * with the same numbers, never a text the member already got for it.
 */
export function answerOffline(request: AiRequest): string {
  return offlineAnswer(request).text;
}

/** The offline coach's answer with its clarifying chips, when it asks which subject was meant. */
/** "combien de kcal dans une pinte ?": the calories of a food, not the member's. */
const IN_A_FOOD = /\b(?:dans|in)\s+(?:une?|a|an|the|le|la|les|mon|ma|my|ce|cette|this|\d)\b/;

/**
 * "tu peux me faire un programme complet avec le gratuit ?": what each offer includes, not the
 * programme (thirty-first round).
 */
const ABOUT_THE_OFFERS =
  /\b(?:abo|abonnements?|formules?|offres?|subscriptions?|plan|version)\b.{0,40}\b(?:gratuit|free|premium)\b|\b(?:gratuit|free|premium)\b.{0,40}\b(?:abo|abonnements?|formules?|offres?|subscriptions?|version|plan)\b|\bdiff\w* entre\b.{0,30}\b(?:abo|abonnements?|formules?|offres?)\b/;

/** The calories entry of each goal, when the facts to compute them are missing. */
const CALORIES_OF_GOAL: Record<NonNullable<Facts['goal']>, string> = {
  cut: 'calories-cut',
  bulk: 'calories-bulk',
  recomp: 'calories-maintenance',
};

export function offlineAnswer(asked: AiRequest): {
  text: string;
  suggestions?: ChatSuggestion[];
  trace?: AnswerTrace;
} {
  // The language the member wrote in; the chat's setting decides only when the message does not.
  const language =
    languageOf(asked.message) ??
    asked.language ??
    detectLanguage([...userMessages(asked.history).slice(-2), asked.message].join('\n'));
  // Typos read as the words meant ("combieen de caloreis", "protien": spelling.ts); a doping
  // question is refused on the words as written.
  const spelt = (text: string) =>
    forbiddenKind(text) ? text : correctSpelling(withoutPleasantries(text), language);
  const request: AiRequest = {
    ...asked,
    message: spelt(asked.message),
    history: asked.history.map((turn) =>
      turn.role === 'user' ? { ...turn, content: spelt(turn.content) } : turn,
    ),
  };
  const earlier = userMessages(request.history);
  // A way of doing things the member rules out in a clause of its own ("I do NOT want to count
  // calories, ...", "no gym, ...", "sans compter les calories, ...") is not what they ask: the
  // rest of a first message is answered (doping is refused whatever the clauses say).
  // "pareil pour le dos ?" after the sets a week for the chest: the same question for the back.
  const rest =
    earlier.length === 0 && !forbiddenKind(request.message)
      ? withoutRuledOut(request.message, language)
      : (sameForOtherMuscle(request.message, earlier.at(-1)) ?? request.message);
  const turn: Turn = {
    request: rest === request.message ? request : { ...request, message: rest },
    language,
    earlier,
    // Profile facts first; what the member says in the conversation overrides them.
    facts: { ...knownMember(request.member), ...collectFacts([...earlier, request.message]) },
    brief: request.responseSpeed === 'fast',
  };
  const seen = new Set(
    [...previousAnswers(request.history, request.message), ...(request.replacedAnswers ?? [])].map(
      (a) => a.trim(),
    ),
  );
  const first = seen.size;
  for (let variant = first; variant < first + MAX_VARIANTS; variant += 1) {
    turn.suggestions = undefined;
    turn.trace = undefined;
    const blocks = withToldCondition(turn, composeAspects(turn, variant));
    const text = render(blocks, request.structured, language);
    if (!seen.has(text.trim())) return withSuggestions(text, turn);
  }
  // Every phrasing has been seen (many regenerations): number this one so it is still new.
  const t = translator(language);
  const tag = paragraph(`_${t('Formulation', 'Wording')} ${first + 1}_`);
  turn.suggestions = undefined;
  turn.trace = undefined;
  return withSuggestions(
    render(
      [tag, ...withToldCondition(turn, composeAspects(turn, first))],
      request.structured,
      language,
    ),
    turn,
  );
}

/**
 * A diabetes told in an earlier message ("I'm 47, type 2 diabetic, on metformin"), then a food
 * question that does not name it: the answer adds the check with the member's doctor (twenty-ninth
 * round: "anything to watch for with carbs around training?" got the carbs entry alone).
 */
const DIABETES = /\b(?:diabet\w*|dt[12]|t[12]d)\b/;
const FOOD_TOPICS: ReadonlySet<string> = new Set(['nutrition', 'supplements', 'foods']);
const NOT_FOOD_CALCS: ReadonlySet<string> = new Set(['oneRepMax', 'weeklySets']);

function withToldCondition(turn: Turn, blocks: Block[]): Block[] {
  const { earlier, request, path } = turn;
  if (!earlier.some((m) => DIABETES.test(normalise(m)))) return blocks;
  if (DIABETES.test(normalise(request.message))) return blocks;
  const topic = path?.id ? entryById(path.id)?.topic : undefined;
  // A calculation of food (calories, macros, protein...), not of loads or sets.
  const foodCalc = path?.kind === 'calc' && !NOT_FOOD_CALCS.has(path.id ?? '');
  if (!foodCalc && !(path?.kind === 'entry' && topic && FOOD_TOPICS.has(topic))) return blocks;
  const t = translator(turn.language);
  return [
    ...blocks,
    note(
      t(
        'Avec ton diabète, vois ces réglages (glucides autour des séances, protéines, calories) avec ton médecin ou ton diabétologue, et contrôle ta glycémie avant et après l’entraînement.',
        'With your diabetes, go over these settings (carbs around training, protein, calories) with your doctor or diabetes team, and check your blood sugar before and after training.',
      ),
    ),
  ];
}

const withSuggestions = (text: string, turn: Turn) => ({
  text,
  ...(turn.suggestions ? { suggestions: turn.suggestions } : {}),
  ...(turn.trace ? { trace: turn.trace } : {}),
});
