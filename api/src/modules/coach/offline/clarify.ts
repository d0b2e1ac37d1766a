import {
  entrySubject,
  titleTerms,
  type KnowledgeHit,
  type KnowledgeTopic,
  type QueryTerm,
} from '../knowledge';
import type { ChatSuggestion, Language } from '../types';
import { paragraph, type Block } from './document';
import { translator } from './text';

/**
 * The retrieval gate: when the knowledge base's best entry does not clearly hold the question's
 * subject, the coach says so and offers the likely subjects as chips instead of answering the
 * wrong one with confidence.
 *
 * Not sure = a different entry scores almost as high (`CLOSE` of the best score) and the best one
 * shares no more of the question's words with its own questions than that runner-up does, or
 * shares only one: two subjects fit the words equally and nothing in the question picks one.
 * Tuned on the tuning set only (eval/coach-eval.json; `npm run bench:coach`).
 */
export const CLOSE = 0.9;
/** At most this many chips. */
const MAX_CHOICES = 3;

/** The entries to offer when the best hit is not a confident answer; none when it is. */
export function uncertainChoices(hits: readonly KnowledgeHit[]): KnowledgeHit[] {
  const [best, ...rest] = hits;
  if (!best) return [];
  const close = rest.filter(
    (hit) => hit.entry.id !== best.entry.id && hit.score >= best.score * CLOSE,
  );
  const runner = close[0];
  if (!runner) return [];
  const weak = best.questionTerms <= 1 || best.questionTerms < runner.questionTerms;
  return weak ? [best, ...close].slice(0, MAX_CHOICES) : [];
}

/** Another entry asks about this much more of the question (its rare words weigh more). */
export const SUBJECT_MARGIN = 1.25;
/** ...and scores at least this share of the best score (else the words' order decided). */
const SUBJECT_SCORE_SHARE = 0.3;
/**
 * A word more than this many entries ask about is a common one ("séance", "muscle", "après"). A
 * fixed count (fourteenth round), not a share of the base: 3 % of the 360 entries was 10.8, and
 * the threshold moved each time entries were added (at 420 entries a word asked by 12 entries
 * would have turned rare).
 */
export const COMMON_ENTRIES = 10;
/** A word at most this many entries ask about names a subject the base holds. */
const RARE = 3;

/**
 * The subject gate: the entry that answers must ask about the question's subject, not merely
 * share its common words. Each of the question's words weighs by how rare it is among the
 * entries' questions (log of entries / entries asking it); an entry's subject weight is the sum
 * over the question's words found in its own questions.
 * - Another of the hits weighs clearly more (`SUBJECT_MARGIN`) than the best-scored one: alone
 *   that far ahead, it answers ("les oeufs et le cholestérol" is the eggs entry, not the
 *   cholesterol one); with a rival, the coach offers them as chips. It must hold a word at
 *   least as rare as the best hit's rarest one: "courbatures" outweighs "même" and "jour".
 * - The question carries a word no entry asks about (a subject the base may not cover: "rhume",
 *   "peak week") and the best hit holds only one of its words, not a rare one (or two such
 *   unknown words): the coach offers the hits.
 * `hits`: the search's hits, best first; `terms`: the question's terms (`queryTerms`).
 */
export function subjectCheck(
  hits: readonly KnowledgeHit[],
  terms: readonly QueryTerm[],
  total: number,
): { answer?: KnowledgeHit; choices: KnowledgeHit[] } {
  const [best] = hits;
  if (!best) return { choices: [] };
  const weights = new Map(
    terms.filter((t) => t.entries > 0).map((t) => [t.term, Math.log(total / t.entries)]),
  );
  const weight = (hit: KnowledgeHit) =>
    (hit.asked ?? []).reduce((sum, term) => sum + (weights.get(term) ?? 0), 0);
  const counts = new Map(terms.map((t) => [t.term, t.entries]));
  /** How many entries ask about the rarest question word the hit holds. */
  const rarest = (hit: KnowledgeHit) =>
    Math.min(Infinity, ...(hit.asked ?? []).map((term) => counts.get(term) || Infinity));
  const own = weight(best);
  const heavier = hits
    .filter(
      (hit) =>
        hit.entry.id !== best.entry.id &&
        hit.score >= best.score * SUBJECT_SCORE_SHARE &&
        weight(hit) > own * SUBJECT_MARGIN &&
        rarest(hit) <= rarest(best),
    )
    .sort((a, b) => weight(b) - weight(a));
  const [first, second] = heavier;
  if (first) {
    const rival = hits.find(
      (hit) => hit.entry.id !== first.entry.id && weight(hit) * SUBJECT_MARGIN >= weight(first),
    );
    // It answers alone when it also holds the best hit's words, or when those are all common
    // ("séance", "avant"); else the best hit holds a subject word too ("pecs"): ask.
    const keeps = (best.asked ?? []).every((term) => first.asked?.includes(term));
    const commonOnly = rarest(best) > COMMON_ENTRIES;
    if (!rival && first.questionTerms >= 1 && (keeps || commonOnly)) {
      return { answer: first, choices: [] };
    }
    const picked = [first, rival ?? best, ...(second ? [second] : [])];
    return { choices: [...new Set(picked)].slice(0, MAX_CHOICES) };
  }
  const unknown = terms.filter((t) => t.entries === 0 && t.term.length >= 3).length;
  const [, runner] = hits;
  // The question's own words the best hit asks about (a prefix can match several index words).
  const held = best.asked?.length ?? best.questionTerms;
  if (
    unknown &&
    held <= 1 &&
    (rarest(best) > RARE || unknown >= 2) &&
    runner &&
    runner.score >= best.score * SUBJECT_SCORE_SHARE
  ) {
    return { choices: hits.slice(0, MAX_CHOICES) };
  }
  return { choices: [] };
}

/** A word at most this many entries ask about names the question's subject ("sucre", "milk"). */
const NAMES = 2;
/** "female", "homme": a fact about the member, not the subject of the question. */
const MEMBER_WORD = /^(?:femal|femm|homm|male|man|men|woman|women|fill|garcon|girl|boy|guy|mec)/;

/**
 * A rare word never wins alone: the question's rare words (at most `NAMES` entries ask about
 * each) name its subject. When the question names no word of the chosen hit's title and the hit
 * misses a rare word, or holds it only in a side paraphrase, that other entries hold (`hits`: a
 * deep search of the same question):
 * - the only entry holding one of those words in its title ("sucre et musculation") answers;
 * - several such entries: nothing tells which subject was meant, the coach offers them.
 * A rare word no entry is titled with ("bloqué", "follow") is a side word, and a question that
 * names a word of the chosen entry's title ("sleep hours") is about it: the hit stays.
 */
export function rareSubject(
  chosen: KnowledgeHit,
  hits: readonly KnowledgeHit[],
  terms: readonly QueryTerm[],
  language: Language,
): { answer?: KnowledgeHit; choices: KnowledgeHit[] } {
  const rare = terms
    .filter((t) => t.entries > 0 && t.entries <= NAMES && !MEMBER_WORD.test(t.term))
    .map((t) => t.term);
  // The question names the chosen entry's own subject (a word of its title): it stays.
  const asked = new Set(terms.map((t) => t.term));
  const title = titleTerms(chosen.entry, language);
  if (title.some((term) => asked.has(term))) return { answer: chosen, choices: [] };
  // The rare words the chosen entry misses, or holds only in a side paraphrase ("skipping
  // breakfast" of the fasting entry, "whey obligatoire").
  const missing = rare.filter((term) => !title.includes(term));
  // Another entry asks about one of them in its title ("sucre et musculation"), close enough,
  // and holds as many of the rare words ("cheat meal" stays the refeed's, not the meal prep's).
  const held = (hit: KnowledgeHit) => rare.filter((term) => hit.asked?.includes(term)).length;
  const named = hits.filter(
    (hit) =>
      hit.entry.id !== chosen.entry.id &&
      hit.score >= chosen.score * SUBJECT_SCORE_SHARE &&
      held(hit) >= held(chosen) &&
      missing.some(
        (term) => hit.asked?.includes(term) && titleTerms(hit.entry, language).includes(term),
      ),
  );
  if (named.length === 0) return { answer: chosen, choices: [] };
  if (named.length === 1) return { answer: named[0], choices: [] };
  return { choices: [chosen, ...named].slice(0, MAX_CHOICES) };
}

/** The entry's first way of asking it, as a question the member could send. */
export function entryQuestion(hit: KnowledgeHit, language: Language): string {
  const first = (hit.entry.q[language].split(';')[0] ?? '').trim();
  const sentence = `${first.charAt(0).toUpperCase()}${first.slice(1)}`;
  if (/[?!.]$/.test(sentence)) return sentence;
  return language === 'fr' ? `${sentence} ?` : `${sentence}?`;
}

/** One chip per likely entry: its label and the message tapping it sends. */
export function suggestionsFor(
  hits: readonly KnowledgeHit[],
  language: Language,
): ChatSuggestion[] {
  return hits.map((hit) => {
    const question = entryQuestion(hit, language);
    return { label: question, message: question };
  });
}

const quoted = (text: string, language: Language) =>
  language === 'fr' ? `« ${text.replace(/\s*[?!.]$/, '')} »` : `“${text.replace(/[?!.]$/, '')}”`;

/** "Tu parles de X, ou de Y ?": what the coach understood and the subjects it hesitates between. */
export function clarifyingAnswer(hits: readonly KnowledgeHit[], language: Language): Block[] {
  const t = translator(language);
  const options = hits.map((hit) => quoted(entryQuestion(hit, language), language));
  const last = options.pop() ?? '';
  const choices =
    options.length > 0 ? `${options.join(', ')}${t(', ou de ', ', or ')}${last}` : last;
  return [
    paragraph(
      t(
        `Je ne suis pas sûr d’avoir compris ta question. Tu parles de ${choices} ?`,
        `I am not sure I understood your question. Do you mean ${choices}?`,
      ),
    ),
    paragraph(
      t(
        'Choisis ci-dessous, ou redis-le-moi avec un mot de plus et je te réponds précisément.',
        'Pick one below, or say it again with a word or two more and I will answer precisely.',
      ),
    ),
  ];
}

/** The broad guide of each topic, as a chip: its label and the plan request it sends. */
const GUIDE_CHIPS: Partial<
  Record<KnowledgeTopic, { fr: [string, string]; en: [string, string]; name: [string, string] }>
> = {
  training: {
    fr: ['Mon programme complet', 'Crée-moi un programme d’entraînement de musculation.'],
    en: ['My full programme', 'Make me a strength training programme.'],
    name: ['l’entraînement', 'training'],
  },
  nutrition: {
    fr: ['Mon plan nutritionnel complet', 'Fais-moi un plan nutritionnel.'],
    en: ['My full nutrition plan', 'Make me a nutrition plan.'],
    name: ['la nutrition', 'nutrition'],
  },
  supplements: {
    fr: ['Mon guide des compléments', 'Fais-moi un stack de compléments légaux.'],
    en: ['My supplement guide', 'Make me a legal supplement stack.'],
    name: ['les compléments', 'supplements'],
  },
  recovery: {
    fr: ['Mon guide du sommeil', 'Aide-moi à optimiser mon sommeil.'],
    en: ['My sleep guide', 'Help me optimise my sleep.'],
    name: ['la récupération', 'recovery'],
  },
};

/**
 * Below the gate, when every likely entry is of one topic the coach is sure of, the broad guide
 * of that topic is one more chip ("Mon plan nutritionnel complet"), with a sentence saying so.
 */
export function guideChoice(
  hits: readonly KnowledgeHit[],
  language: Language,
): { chip: ChatSuggestion; text: string } | undefined {
  const [first] = hits;
  if (!first || hits.some((hit) => hit.entry.topic !== first.entry.topic)) return undefined;
  const guide = GUIDE_CHIPS[first.entry.topic];
  if (!guide) return undefined;
  const [label, message] = guide[language];
  const t = translator(language);
  const name = t(...guide.name);
  return {
    chip: { label, message },
    text: t(
      `Si ta question porte sur ${name} en général, je te donne aussi le guide complet.`,
      `If your question is about ${name} in general, I can also give you the full guide.`,
    ),
  };
}

/**
 * What the engine knows when it answers from a retrieved entry (issue 41, fourth round): the
 * signals the calibrated gate reads, kept in the answer's trace (never shown to the member) so
 * `api/scripts/calibrate-coach.ts` can set the gate's threshold on the validation sets.
 */
export interface GateSignals {
  entry: string;
  score: number;
  /** The answering entry's score over the best other entry's (Infinity: no other hit). */
  margin: number;
  /** Share of the question's content words (stop words, numbers, sex words out) it asks about. */
  coverage: number;
  /** The same share, each word weighed by its rarity (a word no entry asks weighs the most). */
  weighted: number;
  /** The same, the words before the question clause weighing `CONTEXT_WEIGHT`. */
  weightedClause: number;
  /** Content words of the question no entry asks about. */
  unknown: number;
  /** The question's kind (how much, why...) agrees with the entry; undefined: no kind said. */
  typeAgrees?: boolean;
  /** A rare word of the question (at most `NAMES` entries ask it) the entry does not ask. */
  missingRare: boolean;
  /** The question names a word of the entry's title. */
  titleNamed: boolean;
  /** The question holds one of the entry's distinguishing terms (`entrySubject`). */
  distinct: boolean;
  /** ...in its question clause (`questionClause`), not only in the situation before it. */
  focusDistinct: boolean;
  /** Other hits scoring at least `RIVAL_SHARE` of the entry's score. */
  rivals: number;
  /** One of those rivals' distinguishing terms is in the question clause. */
  rivalFocus: boolean;
  /** One of those rivals is a nearest neighbour of the entry (or it of them) in the base. */
  neighbourRival: boolean;
  /** A close rival, neighbour of the entry, whose distinguishing terms the question holds. */
  rivalDistinct: boolean;
  /** ...held in the question clause. */
  rivalDistinctFocus: boolean;
  /** A close rival asks a word of the question the entry does not ask. */
  rivalExtra: boolean;
  /** ...a word of the question clause. */
  rivalExtraFocus: boolean;
  /**
   * The best score, as a share of the entry's, of a neighbour of the entry asking a word of the
   * question clause the entry does not ask (0: none).
   */
  rivalShare: number;
}

/** What a word of the situation before the question clause weighs against one of the clause. */
export const CONTEXT_WEIGHT = 0.5;

/** Another hit at least this share of the chosen one's score is close to the question too. */
export const RIVAL_SHARE = 0.5;

/** One of `terms` is one of `set` (a word from 5 letters also matches the words it starts). */
const holdsAny = (terms: readonly string[], set: ReadonlySet<string>): boolean =>
  terms.some(
    (term) =>
      set.has(term) || (term.length >= 5 && [...set].some((known) => known.startsWith(term))),
  );

/** The question's words that say its subject: not a number, a sex word or a 1-2 letter token. */
const contentTerms = (terms: readonly QueryTerm[]) =>
  terms.filter((t) => t.term.length >= 3 && !/\d/.test(t.term) && !MEMBER_WORD.test(t.term));

export function gateSignals(
  hit: KnowledgeHit,
  hits: readonly KnowledgeHit[],
  terms: readonly QueryTerm[],
  total: number,
  language: Language,
  typeAgrees: boolean | undefined,
  focus: readonly string[] = [],
): GateSignals {
  const content = contentTerms(terms);
  const words = content.map((t) => t.term);
  const focusWords = focus.filter((term) => words.includes(term));
  const { distinct } = entrySubject(hit.entry, language);
  const rivals = hits.filter(
    (other) => other.entry.id !== hit.entry.id && other.score >= hit.score * RIVAL_SHARE,
  );
  const focusDistinct = holdsAny(focusWords, distinct);
  const { neighbours } = entrySubject(hit.entry, language);
  const near = rivals.filter(
    (other) =>
      neighbours.includes(other.entry.id) ||
      entrySubject(other.entry, language).neighbours.includes(hit.entry.id),
  );
  const neighbourRival = near.length > 0;
  const rivalDistinct = near.some((other) =>
    holdsAny(words, entrySubject(other.entry, language).distinct),
  );
  const own = new Set(hit.asked ?? []);
  const extra = (other: KnowledgeHit, among: readonly string[]) =>
    (other.asked ?? []).some((term) => among.includes(term) && !own.has(term));
  const rivalExtra = rivals.some((other) => extra(other, words));
  const rivalExtraFocus = rivals.some((other) => extra(other, focusWords));
  const rivalShare = Math.max(
    0,
    ...near.filter((other) => extra(other, focusWords)).map((other) => other.score / hit.score),
  );
  const rivalDistinctFocus = near.some((other) =>
    holdsAny(focusWords, entrySubject(other.entry, language).distinct),
  );
  const asked = new Set(hit.asked ?? []);
  const held = (t: QueryTerm) =>
    asked.has(t.term) || [...asked].some((a) => a.length >= 5 && t.term.startsWith(a));
  // A word no entry asks weighs as a word one entry asks (the rarest known).
  const weightOf = (t: QueryTerm) => Math.log(total / Math.max(1, t.entries));
  const all = content.reduce((sum, t) => sum + weightOf(t), 0);
  const mine = content.filter(held).reduce((sum, t) => sum + weightOf(t), 0);
  // The situation before the question clause weighs half (a long message's side details).
  const clauseWeight = (t: QueryTerm) =>
    weightOf(t) * (focus.length === 0 || focus.includes(t.term) ? 1 : CONTEXT_WEIGHT);
  const allClause = content.reduce((sum, t) => sum + clauseWeight(t), 0);
  const mineClause = content.filter(held).reduce((sum, t) => sum + clauseWeight(t), 0);
  const runner = hits.find((other) => other.entry.id !== hit.entry.id);
  const title = new Set(titleTerms(hit.entry, language));
  return {
    entry: hit.entry.id,
    score: hit.score,
    margin: runner ? hit.score / Math.max(1e-9, runner.score) : Infinity,
    coverage: content.length ? content.filter(held).length / content.length : 1,
    weighted: all > 0 ? mine / all : 1,
    weightedClause: allClause > 0 ? mineClause / allClause : 1,
    unknown: content.filter((t) => t.entries === 0).length,
    typeAgrees,
    missingRare: content.some((t) => t.entries > 0 && t.entries <= NAMES && !held(t)),
    titleNamed: content.some((t) => title.has(t.term)),
    distinct: holdsAny(words, distinct),
    focusDistinct,
    rivals: rivals.length,
    neighbourRival,
    rivalDistinct,
    rivalDistinctFocus,
    rivalExtra,
    rivalExtraFocus,
    rivalShare,
    rivalFocus:
      !focusDistinct &&
      rivals.some((other) => holdsAny(focusWords, entrySubject(other.entry, language).distinct)),
  };
}

/**
 * The calibrated gate's rule (issue 41, fourth and fifth rounds; `npx tsx --tsconfig
 * api/tsconfig.run.json api/scripts/calibrate-coach.ts` prints the trade-off of each candidate
 * rule on the validation sets): the entry answers unless
 * - it holds less than `minWeighted` of the question's weighted words AND it answers another kind
 *   of question than the one asked (how much, why, is it safe...); either signal alone turned as
 *   many right answers into chips as it caught wrong ones; or
 * - the question holds none of its distinguishing terms (`entrySubject`: "séries" for rest
 *   between sets) while one of its nearest neighbours in the base, scoring at least `rivalShare`
 *   of it, asks a word of the question clause it does not ask ("séances": rest between two
 *   sessions of the same muscle).
 * `enabled` is off only for the calibration's "without the gate" run.
 */
export const CALIBRATION = { enabled: true, minWeighted: 0.3, rivalShare: 0.7 };

/** The entry holds the question's subject, or answers its kind of question, well enough. */
export function confident(signals: GateSignals): boolean {
  if (!CALIBRATION.enabled) return true;
  const kind = signals.weighted >= CALIBRATION.minWeighted || signals.typeAgrees !== false;
  return kind && (signals.distinct || signals.rivalShare < CALIBRATION.rivalShare);
}

/**
 * The chips when the calibrated gate is not sure: the chosen entry, then the hits holding the
 * question's words it misses (rarest first), then the next best ones; at most `MAX_CHOICES`.
 */
export function likelyEntries(
  chosen: KnowledgeHit,
  hits: readonly KnowledgeHit[],
  terms: readonly QueryTerm[],
): KnowledgeHit[] {
  const held = new Set(chosen.asked ?? []);
  const missed = contentTerms(terms).filter((t) => t.entries > 0 && !held.has(t.term));
  const gain = (hit: KnowledgeHit) =>
    missed
      .filter((t) => hit.asked?.includes(t.term))
      .reduce((sum, t) => sum + 1 / Math.max(1, t.entries), 0);
  const others = hits
    .filter(
      (hit) => hit.entry.id !== chosen.entry.id && hit.score >= chosen.score * SUBJECT_SCORE_SHARE,
    )
    .map((hit, rank) => ({ hit, rank, gain: gain(hit) }))
    .sort((a, b) => b.gain - a.gain || a.rank - b.rank)
    .map(({ hit }) => hit);
  const unique = new Map([chosen, ...others].map((hit) => [hit.entry.id, hit]));
  return [...unique.values()].slice(0, MAX_CHOICES);
}

/**
 * The subject classifier's say (issue 41, sixth round; `subject-model.ts`). `agree`: a retrieved
 * entry answers only when it is among the classifier's `rank` best guesses with at least `share`
 * of the best guess's similarity; else the entry and the classifier's guesses are the chips.
 * `alone`: the classifier's best guess answers (measurement only); `off`: retrieval alone.
 */
export const SUBJECT_MODEL = {
  mode: 'agree' as 'off' | 'agree' | 'alone',
  rank: 3,
  share: 0.7,
  /**
   * Among retrieval's chips, the classifier's best guess answers from this similarity (0.4 until
   * the sixteenth round's labels moved a right pick to 0.398)...
   */
  pick: 0.38,
  /** ...when the next guess holds at most this share of it. */
  lead: 0.85,
  /**
   * When the classifier disagrees with retrieval's entry, its best guess answers instead from
   * this similarity, if retrieval ranked it among its 3 best hits and it leads the entry.
   */
  sure: 0.6,
  /** Retrieval's first chip answers when it is the classifier's best guess from this. */
  agreed: 0.25,
  /**
   * Sixteenth round, a margin instead of a level: among the chips, the classifier's best guess
   * over every entry answers when it leads the next chip and its own next guess by at least this
   * similarity, whatever its level (regenerated labels move every similarity by a few hundredths,
   * which flipped answers around `pick`; a near tie still asks).
   */
  pickMargin: 0.05,
  /**
   * Retrieval leading its next hit by this ratio of scores is a clear winner of its own: its entry
   * answers from `leadShare` of the classifier's best guess instead of `share`.
   */
  retrievalLead: 1.3,
  leadShare: 0.55,
};

/**
 * Among the chips retrieval hesitates between, the one the classifier is sure of, either way:
 * - a clear winner (sixteenth round): the classifier's best guess over every entry, leading the
 *   next chip and its own next guess by at least `pickMargin` and to at most `lead` of it,
 *   whatever its similarity ("leg press vs squat for quads", 0.67 against 0.61, is a near tie:
 *   the chip the question names by its title answers);
 * - a sure guess: its similarity at least `pick`, every other chip's at most `lead` of it.
 * A chip outside its guesses counts as its last guess (it is at most that similar), not 0: a
 * margin over an entry the classifier did not rank is no margin it measured.
 */
export function classifierPick<T extends { entry: { id: string } }>(
  choices: readonly T[],
  guesses: readonly { entry: string; similarity: number }[],
): T | undefined {
  if (SUBJECT_MODEL.mode !== 'agree') return;
  const unranked = guesses[guesses.length - 1]?.similarity ?? 0;
  const similarity = (c: T) => guesses.find((g) => g.entry === c.entry.id)?.similarity ?? unranked;
  const [best, ...others] = [...choices].sort((a, b) => similarity(b) - similarity(a));
  if (!best) return;
  const top = similarity(best);
  const [first, second] = guesses;
  const runner = Math.max(others[0] ? similarity(others[0]) : 0, second?.similarity ?? 0);
  const clear =
    first?.entry === best.entry.id &&
    top - runner >= SUBJECT_MODEL.pickMargin &&
    runner <= top * SUBJECT_MODEL.lead;
  const sure =
    top >= SUBJECT_MODEL.pick && others.every((c) => similarity(c) <= top * SUBJECT_MODEL.lead);
  return clear || sure ? best : undefined;
}

/**
 * Retrieval's first chip when it is also the classifier's best guess over every entry (seventh
 * round): both read the same subject, so it answers instead of asking.
 */
export function agreedChip<T extends { entry: { id: string } }>(
  choices: readonly T[],
  guesses: readonly { entry: string; similarity: number }[],
): T | undefined {
  if (SUBJECT_MODEL.mode !== 'agree') return;
  const [first] = choices;
  const [best] = guesses;
  if (!first || !best || best.entry !== first.entry.id) return;
  return best.similarity >= SUBJECT_MODEL.agreed ? first : undefined;
}

/**
 * The classifier agrees that the entry holds the question's subject: among its `rank` best
 * guesses, from `share` of the best one's similarity, or from `leadShare` when retrieval's entry
 * leads its next hit by `retrievalLead` (`hits`: retrieval's hits, best first). Sixteenth round:
 * a clear retrieval winner no longer turns into chips for a few hundredths of similarity.
 */
export function classifierAgrees(
  entry: string,
  guesses: readonly { entry: string; similarity: number }[],
  hits: readonly KnowledgeHit[] = [],
): boolean {
  const best = guesses[0]?.similarity ?? 0;
  const own = guesses.slice(0, SUBJECT_MODEL.rank).find((g) => g.entry === entry);
  if (own === undefined) return false;
  if (own.similarity >= best * SUBJECT_MODEL.share) return true;
  const mine = hits.find((h) => h.entry.id === entry);
  const next = hits.find((h) => h.entry.id !== entry);
  const lead = !mine ? 0 : next ? mine.score / Math.max(1e-9, next.score) : Infinity;
  return lead >= SUBJECT_MODEL.retrievalLead && own.similarity >= best * SUBJECT_MODEL.leadShare;
}
