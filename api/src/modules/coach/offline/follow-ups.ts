import {
  chosenHit,
  entryById,
  entrySubject,
  entryTextTerms,
  knowledgeEntries,
  queryTerms,
  textFrequency,
  type KnowledgeHit,
} from '../knowledge';
import type { ChatTurn, Language } from '../types';
import { normalise } from './text';

/**
 * Follow-ups that lean on the previous turn (issue 41, sixteenth round). "is that too much
 * volume", "how often should i film", "et la sieste ça compte ?": the subject is the previous
 * turn's (the member's question and the coach's answer), the follow-up's own words name the
 * aspect. The coach's answer says which entry it came from: its text holds a piece of that entry.
 */

/** A piece of an entry's answer this long identifies it in a rendered answer. */
const PIECE = 40;

let pieces: { piece: string; id: string }[] | undefined;
/** Per entry, the placeholder-free start of each phrasing of its answer, in both languages. */
function answerPieces(): { piece: string; id: string }[] {
  if (!pieces) {
    pieces = [];
    for (const entry of knowledgeEntries()) {
      for (const language of ['fr', 'en'] as const) {
        for (const text of entry.a[language]) {
          const piece = text
            .split(/\{[^}]*\}/)
            .map((part) => part.trim())
            .find((part) => part.length >= PIECE);
          if (piece) pieces.push({ piece: piece.slice(0, PIECE), id: entry.id });
        }
      }
    }
  }
  return pieces;
}

/** The last answer of the coach in the conversation, with the member's message before it. */
export function previousTurn(
  history: readonly ChatTurn[],
): { question: string; answer: string } | undefined {
  for (let i = history.length - 1; i >= 1; i -= 1) {
    const turn = history[i];
    const before = history[i - 1];
    if (turn?.role === 'assistant' && before?.role === 'user') {
      return { question: before.content, answer: turn.content };
    }
  }
  return undefined;
}

/** The entry the coach's previous answer opened with (its first piece of an entry's answer). */
const found = new WeakMap<readonly ChatTurn[], string | null>();
export function previousEntry(history: readonly ChatTurn[]): string | undefined {
  const known = found.get(history);
  if (known !== undefined) return known ?? undefined;
  const answer = previousTurn(history)?.answer;
  let best: { id: string; at: number } | undefined;
  for (const { piece, id } of answer ? answerPieces() : []) {
    const at = answer?.indexOf(piece) ?? -1;
    if (at >= 0 && (!best || at < best.at)) best = { id, at };
  }
  // Asked several times per answer (each aspect composes again): read once per conversation.
  found.set(history, best?.id ?? null);
  return best?.id;
}

/*
 * Pointing back (seventeenth round, part T): every pattern by which a message or a sentence leans
 * on what came before lives here, one export per effect, so that a new phrasing is added once:
 * - NAMED_BEFORE: a pronoun for a thing named in the question before (aspects.ts `pointsBack`);
 * - TAKES_IT: taking the product named before (conversation.ts `isFollowUp`);
 * - IS_IT_NORMAL with WEIGHT_CHANGE: a weight change told, asked about (`isFollowUp`);
 * - BECAUSE_OF_IT: the cause is what was told before (`isFollowUp`, `resolveQuestion`);
 * - BACK_REFERENCE: what the coach just said, leaned on (`leansOnPrevious`, chips of the turn);
 * - WEIGHS_IN: how what was just said applies ("does coffee count?");
 * - REFERS_BACK: a sentence about the sentence before it, in one message (question-type.ts);
 * - ASKS_NOTHING_OF_ITS_OWN: a sentence asking without a subject ("any tips?").
 */

/**
 * The message points back at what was just said: "is that too much", "do i need to split it",
 * "can i get that all from food", "tu penses que c'est trop ?", "pk je suis crevé alors".
 */
export const BACK_REFERENCE =
  /\b(?:(?:do|doing|split|get|getting|take|taking|eat|eating|make|hit|hitting|spread|film|filming|track|run|running)\s+(?:it|that|this|them|those)\b(?! (?:easy|slow|off|out))|(?:is|isn't|was|are) (?:that|this|it|those) (?:too|enough|a lot|ok|okay|fine|overkill)\b|(?:that|it|this) all\b|(?:tu (?:penses|crois|trouves) que )?c(?:'est| est|) (?:trop|assez|suffisant|bien assez)\b)/;

/** Asks how what was just said applies: "does coffee count?", "ça compte ?", "is that normal?". */
export const WEIGHS_IN =
  /\bcounts?\W*$|\b(?:ca|cela) compte\b|\b(?:is|c'est|c est) (?:that |this |it |ca )?normal\b/;

/**
 * "je peux en prendre toute l'année ?", "do i take it every day?": a product named before, taken
 * (eleventh round: "faut faire des pauses ou je peux en prendre toute l'annee ?" after the member's
 * creatine got the comeback entry, "pause" read as time off).
 */
export const TAKES_IT =
  /\b(?:(?:j'|je |tu |on |peux |dois |faut )?en (?:prendre|prends|prend|reprendre|consommer|boire|bois)|(?:la|le|les) (?:prendre|prends|arreter|arrete|continuer)|(?:take|taking|took|stop|stopping|keep taking|cycle|cycling|use|using|drink|drinking) (?:it|them|this|that)(?! (?:easy|slow|off))\b|\bhow (?:much|many grams|many g) (?:should|do|can|must|would) (?:i|you|we) (?:take|drink|use)(?= ?(?:$|\?|then|tho|now|for (?:my|me|a|an|someone)|per|a day|each|every|daily|on|when|if)))/;

/** A weight change told with its amount ("gained 1.5kg", "pris 1 kg", "up 2 lbs"). */
export const WEIGHT_CHANGE =
  /\b(?:gained|gain|lost|put on|up|down|pris|perdu|grossi|maigri)\b[^?]{0,20}\d/;
/**
 * "is it normal i gained 1.5kg already?", "c'est normal que j'aie pris 1 kg ?" after "started
 * creatine last week": a weight change asked about is what the member told before (twelfth
 * round); "c'est normal d'avoir faim ?" is a question of its own.
 */
export const IS_IT_NORMAL =
  /^(?:(?:so |ok |alors |du coup )?(?:is it|is this|is that) normal|(?:c'est|est-ce que c'est|est ce que c'est|c) normal)\b/;

/**
 * "is that why my lifts are going down?", "c'est pour ça que je stagne ?": the cause is what the
 * member told just before (twelfth round: got chips about strength plateaus).
 */
export const BECAUSE_OF_IT =
  /^(?:(?:so |ok |alors |du coup )?(?:is that|is this|could that be|could this be|might that be|would that be|can that be|that's) (?:why|the reason|what)|(?:alors |du coup |ok )?(?:c'est|est-ce|est ce|ca serait|ce serait) (?:que c'est )?(?:pour ca|a cause de ca|la raison|ca la raison)|(?:ca|cela) (?:peut|pourrait) (?:venir|etre a cause) de (?:la|ca))\b/;

/**
 * A pronoun standing for a thing named before ("and how often should I take them?", "et je les
 * entraîne combien de fois ?", "je la poste comment ?"): the subject is the earlier question's
 * (aspects.ts `pointsBack`).
 */
export const NAMED_BEFORE =
  /\b(?:them|those|these)\b|\b(?:take|do|train|eat|drink|use|film|post|take)\s+it\b|\b(?:je|tu|on|il|elle)\s+(?:les|la|le|l'|en|y)\b|\b(?:les|la|l')\s*(?:prendre|faire|entrainer|manger|boire|poster|filmer)\b/;

/**
 * A sentence that points back at the one before it (seventeenth round, part T): "does that mean
 * my workouts stopped working?", "how much does that hurt recovery?", "est-ce que ça flingue mes
 * gains ?", "du coup...", "si oui combien ?", "je m'entraîne quand même ?", and every phrasing of
 * BECAUSE_OF_IT and IS_IT_NORMAL ("is that why...", "c'est normal ?"): its subject is the sentence
 * before. (BACK_REFERENCE and WEIGHS_IN composed in too cost two right answers: "et le café ça
 * compte dedans ?" is a question of its own.)
 */
const POINTS_AT_SENTENCE =
  /^(?:(?:and|so|but|ok|okay|et|mais|alors|ok)\s+)*(?:(?:does|did|do|would|will|could|can|might|is|was|isn'?t|are) (?:that|this|it|those) (?:mean|be |even|really|actually|affect|hurt|matter|ruin|kill|mess|count|change|explain|cause|make|slow|stop|why|the reason|because|normal|bad|ok|okay|fine|enough|too|a problem|an issue|worth)|(?:how (?:much|bad|badly)|to what extent) (?:does|will|would|is|can|could) (?:that|this|it)\b|(?:that|this|it)(?:'s| is| could| might| would| will| must)\b|(?:is|could|might|would) (?:that|this|it) (?:be )?(?:why|the reason|what|because|the cause)|(?:if so|if yes|if not|if that'?s the case)\b|(?:du coup|donc|alors du coup|et du coup)\b|(?:est[- ]ce que |est ce que )?(?:ca|ça|cela|c'est|c est|c)\s+(?:veut dire|signifie|flingue|nique|niqu\w*|ruine|gache|gach\w*|bousille|impacte|joue|change|compte|freine|empeche|ralentit|explique|suffit|vaut|peut|pourrait|serait|est (?:grave|normal|pour ca|a cause|la raison|genant|un probleme)|pour ca|a cause|la raison|grave|normal|genant|un probleme)|si (?:oui|non|c'est le cas)\b)|\b(?:quand meme|malgre (?:ca|tout|cela)|anyway|regardless|despite (?:that|this|it))\b/;
export const REFERS_BACK = new RegExp(
  `${POINTS_AT_SENTENCE.source}|${BECAUSE_OF_IT.source}|${IS_IT_NORMAL.source}`,
);

/**
 * A sentence that asks without a subject of its own: "any tips?", "vous avez des conseils ?",
 * "what should I do?", "jsp quoi faire", "thoughts?": it asks about the sentence before.
 */
/** "what am i doing wrong", "qu'est-ce que je fais mal": asks about what the member just told. */
export const DOING_WRONG_WORDS =
  "what am i doing wrong|where am i going wrong|what'?s wrong(?: with me)?|(?:qu'?est[- ]ce que|qu'?est ce que) je fais (?:mal|de travers|de mal)|je fais quoi de (?:mal|travers)|ou (?:est[- ]ce que )?je me trompe|qu'?est[- ]ce qui (?:cloche|va pas)";

export const ASKS_NOTHING_OF_ITS_OWN = new RegExp(
  String.raw`^(?:(?:and|so|but|ok|okay|et|mais|alors|du coup|any|des|tes|vos|tu as des|t'as des|vous avez des|some|your|got any)\s+)*(?:tips|conseils?|advice|astuces?|idees|ideas|thoughts|suggestions?|help|aide|avis|recommandations?|recommendations?)\b[^a-z]*$|^(?:(?:so|and|ok|et|alors|du coup)\s+)*(?:what (?:should|do|would|can) (?:i|you) (?:do|recommend|suggest|think)(?: now| next)?|what now|now what|what next|(?:et )?maintenant|(?:je|on) fais? quoi maintenant|(?:je|on) fais? quoi|(?:jsp|je sais pas|idk|i don'?t know) (?:quoi faire|what to do)|(?:any|des) (?:tips|conseils|advice|idees|ideas)|tu (?:en )?penses quoi|t'en penses quoi|vous en pensez quoi|what do you think|help me|aide[- ]moi|${DOING_WRONG_WORDS}|c'?est (?:normal|grave|bien|ok)|is (?:that|this|it) (?:normal|bad|ok|okay|fine))\b[^a-z]*$`,
);

/** A message this short (in words) can only make sense with the previous turn. */
const SHORT = 6;
/** A continuation opener ("ok et si...", "du coup...") leans on the previous turn up to this. */
const LEANING_WORDS = 16;
const CONTINUING_WORDS = 22;
const CONTINUES =
  /^(?:(?:ok|okay|ok ok|merci|thanks|thx|cool|super|top|d'accord|alright|nice)[ ,!.]+)*(?:et|and|so|du coup|alors)\b/;

/**
 * A question closed by "or what?", "ou je force ?" (twenty-eighth round: a stalled cut's chips).
 * "ou pas ?", "or not?" close new questions too ("je peux manger des pâtes le soir ou pas ?"):
 * not these.
 */
export const OR_WHAT =
  /\b(?:or what|or (?:keep going|push through|push on)|ou quoi|ou je (?:force|continue|continue a fond|arrete))\s*[?!.]*$/;
const LEANING_OR_WHAT = 10;

const words = (text: string): number =>
  text.split(/\s+/).filter((w) => /[\p{L}\d]/u.test(w)).length;

/** The message continues the previous turn rather than asking a subject of its own. */
export function leansOnPrevious(message: string): boolean {
  const t = normalise(message).trim();
  const count = words(t);
  if (BACK_REFERENCE.test(t) && count <= LEANING_WORDS) return true;
  if (CONTINUES.test(t) && count <= CONTINUING_WORDS) return true;
  // "should i drop calories more or what?": a short either-or on what was just told.
  if (OR_WHAT.test(t) && count <= LEANING_OR_WHAT) return true;
  return count <= SHORT;
}

/** A back-reference that makes a message a follow-up (conversation.ts `isFollowUp`). */
export const pointsBackAtPrevious = (message: string): boolean => {
  const t = normalise(message).trim();
  return BACK_REFERENCE.test(t) && words(t) <= LEANING_WORDS;
};

/** A term shared with the previous turn weighs more when few entries' texts hold it. */
const RARE_TEXT = 40;
/** The chip chosen by the previous turn's words holds this much more of them than the next. */
const AHEAD = 1.5;

/**
 * Among the chips offered for a follow-up, the one the previous turn is about: the entry it
 * answered with, else the one whose text shares clearly the most of the previous turn's rarer
 * words (the member's question and the coach's answer).
 */
export function chipOfPreviousTurn(
  choices: readonly KnowledgeHit[],
  history: readonly ChatTurn[],
  language: Language,
  message: string,
): KnowledgeHit | undefined {
  const before = previousEntry(history);
  const same = choices.find((c) => c.entry.id === before);
  if (same) return same;
  // A short message that only names a subject ("repos", "créatine" after the sleep guide) is a
  // new question: its chips stand unless it points back or continues ("et la sieste ?").
  const t = normalise(message).trim();
  if (!BACK_REFERENCE.test(t) && !CONTINUES.test(t) && !WEIGHS_IN.test(t)) return undefined;
  // The one chip the base itself puts beside that entry (its nearest neighbours): "et la sieste ?"
  // after the hours of sleep is the nap.
  const previous = before ? entryById(before) : undefined;
  const near = previous ? entrySubject(previous, language).neighbours : [];
  const neighbours = choices.filter((c) => near.includes(c.entry.id));
  if (neighbours.length === 1) return neighbours[0];
  const turn = previousTurn(history);
  if (!turn) return undefined;
  // The member's question and the answer's direct part (its first paragraph): the details drift.
  const direct = turn.answer.split(/\n\s*\n/).find((part) => /[\p{L}]{3}/u.test(part)) ?? '';
  const terms = queryTerms(`${turn.question} ${direct}`, language)
    .map((t) => t.term)
    .filter((term) => {
      const frequency = textFrequency(term, language);
      return frequency > 0 && frequency <= RARE_TEXT;
    });
  const weigh = (hit: KnowledgeHit): number => {
    const text = entryTextTerms(hit.entry, language);
    return terms
      .filter((term) => text.has(term))
      .reduce((sum, term) => sum + 1 / textFrequency(term, language), 0);
  };
  const ranked = choices
    .map((hit) => ({ hit, weight: weigh(hit) }))
    .sort((a, b) => b.weight - a.weight);
  const [first, second] = ranked;
  if (!first || first.weight === 0) return undefined;
  if (second && first.weight < second.weight * AHEAD) return undefined;
  return first.hit;
}

/** A word asked by more entries than this is common (clarify.ts's fixed count). */
const COMMON_ASKED = 10;

/**
 * The entry answered just before answers the follow-up again when its text holds every one of
 * the follow-up's meaningful words (asked by 1 to 10 entries): "is that too much volume" after the
 * sets per muscle is that entry, not the training days found by "volume".
 */
export function previousEntryAgain(
  message: string,
  found: KnowledgeHit | undefined,
  history: readonly ChatTurn[],
  language: Language,
): KnowledgeHit | undefined {
  const before = previousEntryHit(history);
  if (!before || before.entry.id === found?.entry.id) return undefined;
  // Its meaningful words: asked by some entries, not by many ("too", "much" are ways of asking).
  const terms = queryTerms(message, language).filter((t) => {
    const frequency = textFrequency(t.term, language);
    return t.entries > 0 && t.entries <= COMMON_ASKED && frequency <= RARE_TEXT;
  });
  if (terms.length === 0) return undefined;
  const text = entryTextTerms(before.entry, language);
  return terms.every((t) => text.has(t.term)) ? before : undefined;
}

/** The entry answered just before, when it still exists. */
export const previousEntryHit = (history: readonly ChatTurn[]): KnowledgeHit | undefined => {
  const id = previousEntry(history);
  const entry = id ? entryById(id) : undefined;
  return entry && chosenHit(entry);
};

/** The muscles members name, in both languages (accents folded). */
const MUSCLE =
  '(?:pecs?|pectoraux|poitrine|dos|jambes?|bras|biceps|triceps|epaules?|mollets?|abdos?|abdominaux|fessiers?|quadriceps|quadris?|ischios?|ischio-jambiers|trapezes?|chest|back|lats|legs?|arms?|shoulders?|delts|calves|calf|abs|glutes?|quads?|hamstrings?|traps)';
/** "pareil pour le dos ?", "same for back?", "et les jambes ?", "what about legs?". */
const SAME_FOR_MUSCLE = new RegExp(
  `^(?:(?:et|and|ok|okay|mais|but)\\s+)?(?:(?:pareil|idem|meme chose|la meme chose|same|same thing|what about|how about|et)\\s+)?(?:(?:pour|for)\\s+)?(?:(?:le|la|les|l'|the|my|mes|mon|ma)\\s*)?(${MUSCLE})\\s*[?!.]*$`,
);
const MUSCLE_NAMED = new RegExp(`\\b${MUSCLE}\\b`);

/**
 * The previous question asked again for another muscle ("combien de séries par semaine pour les
 * pecs ?" then "pareil pour le dos ?": the sets for the back; issue 41, nineteenth round: chips).
 * Undefined when the message names no muscle alone, or the previous question names none.
 */
export function sameForOtherMuscle(
  message: string,
  previous: string | undefined,
): string | undefined {
  if (previous === undefined) return undefined;
  const asked = SAME_FOR_MUSCLE.exec(normalise(message).trim());
  const muscle = asked?.[1];
  if (!muscle) return undefined;
  const before = normalise(previous);
  // "back" is the muscle only beside a word that makes it one ("i'm back in the gym" is not).
  const named = [...before.matchAll(new RegExp(MUSCLE_NAMED, 'g'))].find(
    (m) =>
      m[0] !== 'back' ||
      /\b(?:my|the|for|lower|upper|your)\s+$/.test(before.slice(0, m.index)) ||
      /^back\s+(?:day|workouts?|exercises?|muscles?|sets?)\b/.test(before.slice(m.index)),
  );
  if (!named || named[0] === muscle) return undefined;
  return `${before.slice(0, named.index)}${muscle}${before.slice(named.index + named[0].length)}`;
}
