import {
  queryTerms,
  searchKnowledge,
  titleTerms,
  type KnowledgeHit,
  type KnowledgeTopic,
} from '../knowledge';
import type { Language } from '../types';
import { GLUED_JE, searchText } from './conversation';
import { normalise } from './text';

/**
 * "X or Y" questions ("créatine ou bêta-alanine ?", "HIIT or walking for a cut?"). When one entry
 * asks about both sides, it answers as usual; when none does, each side is looked up on its own
 * (with the rest of the question as its frame) so the coach answers both instead of the one its
 * words happened to favour, or asks which was meant when a side is a subject it does not hold.
 */
export interface Comparison {
  /** The sides as the member wrote them ("créatine", "bêta-alanine"). */
  sides: [string, string];
  /** Each side's stemmed terms. */
  terms: [string[], string[]];
  /** The rest of the question, without the sides ("pour un débutant"). */
  frame: string;
  /** Each side holds a word no entry asks about ("HCL", "LISS"). */
  unknown: [boolean, boolean];
}

const WORD = /[\p{L}\d][\p{L}\d'’-]*/gu;
/** Words that end the right-hand side ("walking for cutting", "barre pour les pecs"). */
const RIGHT_END = new Set(
  (
    'for to when in on during with while at pour quand en pendant avec a au aux dans si if ' +
    'sur c est ce cest is are que than plutot rather better mieux best whats what which quoi ' +
    'koi quel quelle difference diff ou or'
  ).split(' '),
);
/** Words that start the left-hand side's frame, never part of it. */
const LEFT_STOP = new Set(
  (
    'le la les des du de un une the a an plutot rather mieux better best faire do take prendre ' +
    "c'est c’est it's its " +
    'taking using use should i je tu you entre between pour for faut il dois is it c est cest ' +
    'what whats which ' +
    'quel quelle quels quelles koi quoi'
  ).split(' '),
);
const SPLIT = /\s+(?:ou|or|vs\.?|versus|better than|mieux que)\s+/u;
/**
 * "bon ou pas", "mythe ou réalité", "true or false": a yes/no question, not two subjects; "passer
 * en split ou rester comme ça", "go back or wait it out", "keep it or switch": whether to change;
 * "ça marche ou c'est de l'arnaque", "normal or dangerous": whether it works or is safe;
 * "rien du tout ou un peu de marche", "nothing or a bit of walking": how much of one thing
 * (fourteenth round: "tout" and "un peu" were weighed as two subjects).
 */
const NOT_SIDE = new Set(
  (
    'pas non not no nope nah naw bof pareil same doesnt rien nothing realite réalité mythe myth reality legende légende vrai ' +
    'faux true false bien mal good bad je i moi me autre other else quoi what rester reste ' +
    "garder garde continuer continue arreter arrete j'arrete j’arrete arrête j'arrête j’arrête " +
    "stop stick stay keep quit drop wait attendre attends j'attends " +
    'changer change switch arnaque scam bidon dangereux dangereuse dangerous risque risky grave ' +
    'normal fine ok okay inutile useless utile useful marketing excuse excuses bro broscience ' +
    'waste perte pipeau bullshit bs fake legit overrated surcote hype placebo efficace effective ' +
    'worth vaut conneries connerie nul truth verite will would could does did va vais ' +
    'tout rien peu beaucoup nothing little bit lot'
  ).split(' '),
);

/** Words of an amount or a degree: a side made only of them is no subject. */
const AMOUNT = new Set(
  (
    'too much many more less fewer little few enough lot lots way ' +
    'trop plus moins peu assez beaucoup tres très'
  ).split(' '),
);

/** Words before what the right-hand side says ("c'est de l'arnaque", "are they a scam"). */
const FILLER = new Set(
  "c'est c’est cest c est it's its it is are they that this un une de du des la le a an juste just un peu".split(
    ' ',
  ),
);

/** The two sides of an "X or Y" question, or undefined when it is not one. */
export function comparisonOf(
  message: string,
  language: Language,
  split: RegExp = SPLIT,
): Comparison | undefined {
  const text = message.toLowerCase();
  const parts = text.split(split);
  if (parts.length !== 2) return undefined;
  const [before = '', after = ''] = parts;
  // "un programme perso ou c'est juste des conseils", "or just general advice": whether it is
  // more than that, not two subjects.
  if (
    /^(?:c'est |c’est |cest |is it |it's |its )?(?:juste|just|seulement|only|simplement|simply)\b/u.test(
      after,
    )
  ) {
    return undefined;
  }
  // "is plant protein enough or am I wasting my time?", "ou je perds mon temps ?": a yes-or-no
  // question on the left side, not two subjects.
  if (
    /^(?:am i|i'?m|is it|est-ce que je|je|c'est)\s+(?:just\s+|juste\s+)?(?:wasting|a waste|waste|perds?|perdre|du temps perdu)\b/u.test(
      after,
    )
  ) {
    return undefined;
  }
  // "any food, sleep or lifestyle stuff that helps?": kinds of advice listed, not two subjects.
  if (
    /\b(?:any|some|anything|tips|des|quelques?|conseils?)\s+[a-z'\s]{1,20},\s*[a-z'\s]{1,20}$/u.test(
      before,
    )
  ) {
    return undefined;
  }
  // The left side: the last words before "or", after the last punctuation, frame words dropped.
  const rightWords = (after.split(/[,;:?!.]/)[0] ?? '').match(WORD) ?? [];
  const right: string[] = [];
  for (const word of rightWords) {
    if (RIGHT_END.has(word) || right.length >= 3) break;
    right.push(word);
  }
  // As many words on the left as on the right: "fat loss HIIT or LISS" weighs HIIT against LISS.
  const leftWords = (before.split(/[,;:?!.]/).pop() ?? '').match(WORD) ?? [];
  const left: string[] = [];
  // A letter alone ("vitamine D") is no side: one word more.
  const short = () => left.every((word) => word.length < 2);
  for (
    let i = leftWords.length - 1;
    i >= 0 && (left.length < Math.max(1, right.length) || short());
    i -= 1
  ) {
    const word = leftWords[i] ?? '';
    if (LEFT_STOP.has(word)) break;
    left.unshift(word);
  }
  if ([left[0], right[0]].some((word) => word === undefined || NOT_SIDE.has(word)))
    return undefined;
  // "if i should eat at all or train fasted", "manger du tout ou": whether to, not a subject
  // (twenty-ninth round: "at all" was answered with the weekend binges).
  if (/\b(?:at all|du tout)$/u.test(left.join(' '))) return undefined;
  // "too much or too little", "more or less", "plus ou moins": how much of the one thing the
  // question names, not two subjects (eighteenth round: "30 sets of chest a week, too much or too
  // little?" was answered side by side with progressive overload).
  if ([left, right].every((side) => side.every((word) => AMOUNT.has(word)))) return undefined;
  // "1 min or 3 min", "1 min ou 3 min de repos": two amounts of one thing, not two subjects
  // (twelfth round).
  // The unit is the word after the number on each side ("min").
  const unitOf = (words: string[]) => {
    const at = words.findIndex((word) => /^\d/.test(word));
    return at < 0 ? undefined : (words[at + 1] ?? '');
  };
  const [leftUnit, rightUnit] = [unitOf(left), unitOf(right)];
  if (leftUnit !== undefined && leftUnit === rightUnit) return undefined;
  // "ou c'est de l'arnaque", "or are they a scam": the first word past the filler decides too.
  const said = rightWords
    .map((word) => word.replace(/^[ld]['’]/, ''))
    .find((word) => !FILLER.has(word));
  if (said && NOT_SIDE.has(said)) return undefined;
  const terms = (words: string[]) => queryTerms(searchText(words.join(' ')), language);
  const leftTerms = terms(left);
  const rightTerms = terms(right);
  if (leftTerms.length === 0 || rightTerms.length === 0) return undefined;
  const unknown = (side: typeof leftTerms) => side.some((t) => t.entries === 0);
  // As the member wrote them ("HIIT", "RPE"), found at the same place in the original text.
  const original = (words: string[]) => {
    const side = words.join(' ');
    const at = text.indexOf(side);
    return at >= 0 && text.length === message.length ? message.slice(at, at + side.length) : side;
  };
  const sides: [string, string] = [original(left), original(right)];
  const frame = text.replace(left.join(' '), ' ').replace(right.join(' '), ' ').replace(split, ' ');
  return {
    sides,
    terms: [leftTerms.map((t) => t.term), rightTerms.map((t) => t.term)],
    frame,
    unknown: [unknown(leftTerms), unknown(rightTerms)],
  };
}

const AND = /\s+(?:and|et|&|\+)\s+/u;
/**
 * "omega 3 and vitamin D?", "des oméga-3 et de la vitamine D ?": two subjects asked together, read
 * like "X or Y" (one "and" in the message, else undefined).
 */
export function pairOf(message: string, language: Language): Comparison | undefined {
  const bare = message.replace(
    /\b(et|and)\s+(?:de la|de l['’]|du|des|de|d['’]|la|le|les|l['’]|some|the)\s*/giu,
    '$1 ',
  );
  // "omega 3 et vitamine D, ça vaut le coup ? et à quelle dose ?": the pair of the first question
  // when the message holds another "et" (twelfth round).
  const first = bare.split('?')[0] ?? bare;
  const pair =
    comparisonOf(bare, language, AND) ??
    (first.length < bare.length ? comparisonOf(first, language, AND) : undefined);
  // Each side names a subject of its own: a word few entries ask about.
  const specific = (side: string) =>
    queryTerms(searchText(side), language).some((t) => t.entries > 0 && t.entries <= PAIR_SPECIFIC);
  // A side opening with a pronoun or a verb is a clause, not a subject ("je suis débutante et
  // j'ai peur de...", "c'est quoi un refeed et j'en fais un...").
  const clause = isClause;
  return pair && pair.sides.every((side) => specific(side) && !clause(side)) ? pair : undefined;
}
const PAIR_SPECIFIC = 6;
const CLAUSE_START = new RegExp(
  `^(?:j['’]|je|tu|il|elle|on|nous|vous|i|i'm|im|you|we|it|they|en|y|suis|ai|as|a|am|is|are|have|has|was|fais|fait|do|does|did|peux|can|j(?:ai|me|${GLUED_JE}))\\b`,
  'u',
);

/** A side opening with a pronoun or a verb is a clause ("am i doing something wrong"). */
export const isClause = (side: string): boolean => CLAUSE_START.test(side.toLowerCase());

/** The hit asks about one of the terms in its own questions. */
export const holds = (hit: KnowledgeHit | undefined, terms: readonly string[]): boolean =>
  hit !== undefined && terms.some((term) => hit.asked?.includes(term));

/** The comparing entry scores at least this share of the usual hit ("barre ou presse" is weak). */
const COMPARING_SHARE = 0.5;
/** A side names its subject: one of its words at most this many entries ask about. */
const SIDE_SPECIFIC = 15;
const sideSpecific = (side: string, language: Language): boolean =>
  queryTerms(searchText(side), language).some((t) => t.entries > 0 && t.entries <= SIDE_SPECIFIC);

/**
 * Each side's entry, looked up with the question's frame: undefined for a side no entry asks
 * about (every word of the side in the entry's own questions).
 */
export function sideHits(
  comparison: Comparison,
  language: Language,
  preferTopics: readonly KnowledgeTopic[],
): [KnowledgeHit | undefined, KnowledgeHit | undefined] {
  const find = (side: 0 | 1): KnowledgeHit | undefined => {
    const own = comparison.terms[side];
    const query = searchText(`${comparison.sides[side]} ${comparison.frame}`);
    const hits = searchKnowledge(query, language, preferTopics, 10);
    // The hit must hold every word of its side: "upper lower" is not the upper-chest entry.
    return hits.find((hit) => own.every((term) => hit.asked?.includes(term)) && hit.score >= 15);
  };
  return [find(0), find(1)];
}

/**
 * The entry whose own questions hold every word of both sides (`sideHits` found it for both), and
 * whether the usual hit stands instead: it compares them too, or it holds a word of the rest of
 * the question that few entries ask and the comparing entry does not ("creatine, before or after
 * my workout?" is creatine's timing, not the meal before a workout). Both sides must name a
 * subject ("before or after" alone does not: `sideHits` looks for it only then).
 */
export function comparingHit(
  comparison: Comparison,
  language: Language,
  preferTopics: readonly KnowledgeTopic[],
): { hit: KnowledgeHit; stands: (usual: KnowledgeHit) => boolean } | undefined {
  const [left, right] = comparison.terms;
  const all = [...left, ...right];
  if (!comparison.sides.every((side) => sideSpecific(side, language))) return undefined;
  const x = searchKnowledge(
    searchText(`${comparison.sides[0]} ${comparison.sides[1]} ${comparison.frame}`),
    language,
    preferTopics,
    10,
  ).find((hit) => hit.score >= 15 && all.every((term) => hit.asked?.includes(term)));
  if (!x) return undefined;
  const rareFrame = queryTerms(searchText(comparison.frame), language)
    .filter((t) => t.entries > 0 && t.entries <= PAIR_SPECIFIC)
    .map((t) => t.term);
  return {
    hit: x,
    stands: (usual) =>
      usual.entry.id === x.entry.id ||
      x.score < COMPARING_SHARE * usual.score ||
      all.every((term) => usual.asked?.includes(term)) ||
      rareFrame.some(
        (term) => titleTerms(usual.entry, language).includes(term) && !x.asked?.includes(term),
      ),
  };
}

/**
 * A way of doing things the member rules out, a clause of its own (eighteenth round): "I do NOT
 * want to count calories", "je veux pas compter", "sans compter les calories", "without tracking
 * macros", "not asking about my diet". What they rule out must not lead: the rest of the message
 * asks the question. An outcome they fear is their subject and stays ("I don't want to lose
 * muscle", "sans perdre de muscle"); so is a place or gear they lack ("no gym, only dumbbells" is
 * training at home: dropping "no gym" sent "just a kettlebell at home" to the kettlebell swing).
 */
const RULED_OUT = [
  /^(?:i\s+)?(?:really\s+)?(?:do\s+not|don'?t|dont|won'?t|wont)\s+(?:want|wanna|like|plan|intend)\s+(?:to\s+)?(?:count|weigh|track|log|bulk|dirty\s+bulk|do|go|take|use|buy|run|spend)\b/u,
  /^(?:i'?m\s+)?not\s+(?:asking\s+|talking\s+)?about\b/u,
  /^without\s+(?:count|weigh|track|log|tak|us|buy|go|do)\w*\b/u,
  /^(?:je\s+)?(?:ne\s+)?(?:veux|voudrais|souhaite|compte|veut)\s+(?:vraiment\s+)?pas\s+(?:de\s+|d['’]|du\s+)?(?:compter|peser|tracker|noter|faire|prendre|aller|acheter|courir|passer|depenser|dépenser)\b/u,
  /^(?:je\s+)?(?:ne\s+)?(?:parle|demande)\s+pas\s+(?:de|du|des|d['’])\b/u,
  /^sans\s+(?:compter|peser|tracker|noter|prendre|passer|aller|acheter|faire)\b/u,
];
/** The outcomes members fear are their subject, never ruled out ("sans perdre de muscle"). */
const KEPT =
  /\b(?:los\w*|lose|perdre|perte|equipment|equipement|équipement|materiel|matériel|pain|douleur|mal|muscle|gras|fat|weight|poids|results?|resultats?|résultats?|progress\w*|sleep|sommeil|appetit|appétit|appetite|time|temps)\b/u;

/** Counting what one eats, and losing fat: the first ruled out for the second is one subject. */
const COUNTING = /\b(?:count\w*|weigh\w*|track\w*|log\w*|compter|peser|tracker|noter)\b/;
const LOSING_FAT =
  /\b(?:lose (?:fat|weight|the belly)|los(?:e|ing) (?:some )?(?:fat|weight)|fat loss|weight loss|cut\w*|lean(?:er)? out|perd\w* (?:du |le |mon |de )?(?:gras|poids|ventre)|maigrir|mincir|secher|seche|perte de (?:gras|poids))\b/;

/** The message without the clauses ruling a way of doing things out (the rest must still ask). */
export function withoutRuledOut(message: string, language: Language): string {
  const clauses = message.split(/(?<=[,.;:!?])\s*|\s+(?:but|mais)\s+/u);
  if (clauses.length < 2) return message;
  const kept = clauses.filter((clause) => {
    const text = clause
      .toLowerCase()
      .replace(/[,.;:!?]+$/u, '')
      .trim();
    return !(RULED_OUT.some((rule) => rule.test(text)) && !KEPT.test(text));
  });
  if (kept.length === clauses.length) return message;
  const rest = kept.join(' ');
  // "I do NOT want to count calories, any simple way to still lose fat?": losing fat without
  // counting is the question itself (twentieth round: "simple" found simple carbohydrates).
  const dropped = clauses.filter((clause) => !kept.includes(clause)).join(' ');
  if (COUNTING.test(normalise(dropped)) && LOSING_FAT.test(normalise(rest))) return message;
  return queryTerms(searchText(rest), language).length >= 2 ? rest : message;
}
