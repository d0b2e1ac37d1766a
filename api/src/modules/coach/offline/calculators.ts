import type { Language } from '../types';
import { note, paragraph, type Block } from './document';
import { parseFacts, type Facts } from './facts';
import { computeNutrition } from './nutrition';
import { questionClause } from './question-type';
import { formatNumber, normalise, translator } from './text';

/** Protein a day for a lifter, in g per kg of body weight (the macros' and the powder gap's range). */
const PROTEIN_RANGE = [1.6, 2.2] as const;

/**
 * Calculators first (issue 41): when the member asks for a number the coach computes (calories,
 * maintenance, macros, a one-rep max) and the facts it needs are known (the question, the
 * conversation, the member's profile and weigh-ins), the answer opens with that number for that
 * member, says which facts it used, then explains. No knowledge entry answers before it. (Protein
 * a day is detected here and answered by the knowledge base's protein entry with the member's
 * numbers, engine.ts; water per kilogram is the knowledge base's own value: knowledge/values.ts.)
 */
export type Calculation =
  | 'calories'
  | 'maintenance'
  | 'bmr'
  | 'macros'
  | 'oneRepMax'
  | 'weeklySets'
  | 'protein'
  | 'fat'
  | 'water'
  | 'carbs'
  | 'gainRate'
  | 'lossRate';

/**
 * Calculations whose answer is a knowledge entry filled with the member's numbers (values.ts):
 * detected here so no neighbouring entry answers first, answered by that entry (engine.ts).
 */
export const ENTRY_CALCULATIONS: Partial<Record<Calculation, string>> = {
  protein: 'protein-per-day',
  fat: 'fat-intake',
  water: 'hydration',
  carbs: 'carbs-training-days',
  gainRate: 'weight-gain-rate',
  lossRate: 'weight-loss-rate',
};

const ASKS: [Calculation, RegExp][] = [
  [
    'oneRepMax',
    /\b(?:1 ?rm|one[- ]?rep[- ]?max|rep max|max theorique|max estime|charge max(?:imale)?|mon max|(?:my|me|mes) (?:estimated |theoretical |true |real |actual )?max|estimated max|combien de max|max (?:sur|en|a) (?:une|1) (?:rep|repetition)|sets? of \d{1,2}|series de \d{1,2}|quelle charge pour \d{1,2}|what (?:weight|load) (?:should i use )?for \d{1,2})\b/,
  ],
  [
    'bmr',
    /\b(?:bmr|metabolisme (?:de base|basal)|basal metabol\w*|metabolic rate|depense (?:energetique )?au repos)\b/,
  ],
  [
    'maintenance',
    /\b(?:maintenance|maintien|maintenir (?:mon|son|le) poids|maintain (?:my )?weight|tdee|depense (?:energetique|calorique)(?: totale)?)\b/,
  ],
  [
    'macros',
    /\b(?:macros?|macronutriments?|macronutrients?|repartition (?:des )?(?:macros|calories))\b/,
  ],
  [
    'protein',
    /(?:\b(?:combien|quantite|how much|how many (?:grams|g))\b.{0,30}\b(?:prot(?:e|ei)?ines?|prots?|protein|proteins)\b|\b(?:prot(?:e|ei)?ines?|prots?|protein)\b.{0,25}\b(?:combien|how much|how many)\b|\b(?:besoins?|apport) (?:en )?proteines?|\bprotein (?:intake|target|needs?|goal)\b|\b(?:prot(?:e|ei)?ines?|prots?|protein) (?:par|per|a|each) (?:jour|day)\b|^\s*(?:et|and|what about|pareil pour)? ?(?:en |les |the |des |pour les )?(?:prot(?:e|ei)?ines?|prots?|protein)\s*\??\s*$)/,
  ],
  [
    'fat',
    /\b(?:combien|how much|how many)\b.{0,25}\b(?:lipides|graisses|gras|fats?)\b(?!.{0,20}\b(?:perdre|lose|burn|bruler)\b)|\b(?:apport|besoins?) en (?:lipides|graisses)\b|\bfat intake\b|\b(?:les |mes )?(?:lipides|graisses)\b[^?]{0,45}\b(?:combien|minimum)\b|\b(?:dietary )?fats?\b(?! loss)(?![^?]{0,30}\b(?:lose|loss|losing|burn\w*)\b)[^?]{0,30}\b(?:how low|minimum)\b/,
  ],
  [
    'water',
    /\b(?:combien|quantite|how much|how many (?:litres|liters|glasses))\b.{0,25}\b(?:d'?eau|water|boire|drink)\b|\b(?:boire|drink|drinking)\b(?:(?!\b(?:coffees?|cafes?|beers?|bieres?|alcohol|alcool|wine|vin|sodas?|cokes?|teas?|energy drinks?)\b).){0,15}\b(?:plus|more|assez|enough|suffisamment)\b(?! (?:a|an|un|une)\b)|\b(?:assez|enough|suffisamment)\b.{0,20}\b(?:d'?eau|water)\b|\b(?:besoins? (?:en eau|d'eau|hydrique\w*)|apports? en eau|water (?:needs?|intake|requirements?))\b/,
  ],
  [
    // Carbohydrates a day (eighth round: "and carbs in grams?" after the protein answer got the
    // protein again); on rest days, around the session or at night is another entry's question.
    'carbs',
    /^(?!.*\b(?:repos|rest|off|soir|nuit|night|bed|coucher|avant|apres|before|after|pendant|during)\b)(?:.*\b(?:combien|how much|how many|(?:a )?(?:good|right|ideal) amount of|(?:une )?bonne quantite de)\b.{0,30}\b(?:glucides?|carbs?|carbohydrates?)\b|.*\b(?:glucides?|carbs?|carbohydrates?)\b.{0,25}\b(?:combien|how much|how many|par jour|per day|a day)\b|\s*(?:et|and|what about|pareil pour|ok)?\s?(?:en |les |the |des |pour les )?(?:grammes? de |grams? of )?(?:glucides?|carbs?|carbohydrates?)\s*(?:en grammes?|in grams)?\s*(?:du coup|alors|then)?\s*\??\s*$)/,
  ],
  [
    'gainRate',
    // "combien de jours de repos je devrais prendre par semaine" counts days, not kilos.
    /\b(?:combien|how much|how many)\b(?! (?:de |d')?(?:jours?|repos|seances?|series|temps|fois|days?|sessions?|sets?|rest|reps?|repetitions?|minutes?|heures?|hours?)\b).{0,30}\b(?:prendre|gain|gaining|gagner)\b.{0,30}\b(?:par|per|a|each) (?:mois|month|semaine|week)\b(?!.{0,40}\b(?:kcal|calories|manger|eat)\b)/,
  ],
  [
    'lossRate',
    /\b(?:combien|how much|how many)\b.{0,30}\b(?:perdre|perds|lose|losing)\b.{0,30}\b(?:par|per|a|each) (?:mois|month|semaine|week)\b(?!.{0,40}\b(?:kcal|calories|manger|eat)\b)|\b(?:combien de temps|en combien de temps|how long|how many (?:weeks|months))\b.{0,30}\b(?:perdre|lose|losing)\b|\b(?:a quel rythme|quel rythme|bon rythme|how fast|at what rate|(?:good|healthy|ideal|safe|right) (?:rate|pace))\b.{0,20}\b(?:perdre|perte|maigrir|lose|losing|loss)\b|\b(?:perdre|lose|losing)\b.{0,40}\b(?:combien de temps|how long|how many (?:weeks|months))\b/,
  ],
  [
    'calories',
    /\b(?:combien de (?:calories|kcal|cal)\b|how many (?:calories|kcal|cals)\b|(?:what'?s|whats|what is|c'est quoi|c quoi) (?:my|mon) (?:number|chiffre)\b.{0,30}\b(?:calories|kcal|cals)\b|(?:besoins?|apport) (?:caloriques?|en calories|energetiques?)|calorie (?:needs?|target|intake|goal)|(?:target|daily|goal) (?:calories|cals|kcal)\b|\b(?:quel|quelle|combien d') ?apport\b|\bapport (?:par jour|journalier|quotidien)\b|\ben (?:kcal|calories)\b.{0,8}\b(?:ca|cela) (?:donne|fait) quoi\b|\b(?:ca|cela) donne quoi en (?:kcal|calories)\b|\bwhat does that (?:mean|look like|come to) in (?:calories|kcal|cals)\b|(?:calories|kcal) (?:par|a|per|each|a) (?:jour|day)|combien (?:je dois |dois-je |dois je |faut-il |faut il |il faut |je |de )?mange[rs]?|(?:je peux|je dois|dois-je|on peut|je devrais|il faut) manger combien|how much (?:should i |do i need to |do i |to |must i |can i )?eat|je mange combien|\b(?:je )?(?:descends?|descendre|baisse[rs]?|monte[rs]?|remonte[rs]?) (?:a|jusqu'?a) combien\b(?! de (?:kg|kilos?|series|reps?))|\b(?:je )?(?:baisse[rs]?|reduis|reduire|enleve[rs]?) (?:de|mes calories de|mes kcal de) combien\b(?! de (?:kg|kilos?|series|reps?|charges?|poids))|how (?:low|high) (?:should|do|can|must) i go|how much (?:for|on|to) (?:a )?(?:lean )?(?:bulk|cut)|quelles? (?:sont |seraient |devraient etre )?(?:mes|les) (?:calories|kcal)\b(?! (?:brulees|depensees))|what(?:'?s| should| would| are| is| should be) my (?:target |daily )?(?:calories|cals|kcal|calorie (?:target|intake))(?! burn)|^\s*(?:et |and |what about |mes |les |my |the )?(?:kcal|calories|cals)\s*(?:pour|en|for|on|in|during|pendant)\s*(?:la |une |ma |a |an |my )?(?:recompo\w*|seche|cut|cutting|bulk\w*|pdm|prise de masse|deficit|surplus|maintien|maintenance)\s*\??\s*$)/,
  ],
];

/**
 * Protein questions that are not "how much a day": per meal, absorption, where to find it, bars
 * and powders, or a member who already has a figure and asks how to reach it.
 */
const NOT_DAILY_PROTEIN =
  /\b(?:par repas|per meal|a meal|one meal|en une fois|at once|absorb\w*|assimil\w*|sources?|aliments?|foods?|barres?|bars?|poudre|powder|shakes?|whey|atteindre|atteins|reach|hit|trop de|too much|reins|kidneys?)\b/;

/**
 * A diet ("vegan protein sources") is the plant-protein entry's question, unless the amount a day
 * is asked outright ("how much protein do i need im vegetarian btw": the member's number first,
 * sixteenth round).
 */
const PROTEIN_DIET = /\b(?:vegetari\w*|vegan\w*|vegetal\w*|plant)\b/;
const PROTEIN_NEEDED =
  /\b(?:how much|how many (?:grams|g)|combien)(?: de| d'| of)? (?:prot(?:e|ei)?ines?|prots?|proteins?) (?:do|should|must|per|a|par|dois|devrais|il|me|je|faut)\b|\b(?:prot(?:e|ei)?ines?|prots?|proteins?)\b[^?]{0,40}\b(?:combien|how much)\b[^?]{0,15}\b(?:faut|faudrait|besoin|dois|devrais|need|should)\b/;

/** A rate question that names calories is a calories question ("how much to eat to gain 0.25 kg a week"). */
const ENERGY_WORDS = /\b(?:kcal|calories?|cals?|manger|mange|eat|eating|macros?)\b/;

/** The number the message asks the coach to compute, if any. */
export function asksForCalculation(message: string): Calculation | undefined {
  // The sets a week of the exercises the member lists, wherever the message asks it (eighth
  // round: "4x8, 3x10, 3x12... how many sets is that for chest per week?" got chips).
  if (WEEKLY_SETS_ASKED.test(normalise(message)) && setSchemes(message).length >= 2) {
    return 'weeklySets';
  }
  const whole = asksIn(message);
  // A long message tells a situation, then asks (issue 41, fifth round): the question clause
  // decides. "je mange déjà 150 g de prot par jour, est-ce que les BCAA servent ?" asks no number.
  const clause = questionClause(message);
  if (clause === normalise(message).trim()) return whole;
  const own = asksIn(clause);
  // "Need macros for a lean bulk. M, 19yo, 70kg, 180cm, gym 4x": facts told after the ask are no
  // question of their own (twenty-ninth round: the macros got chips).
  if (whole && !own && !clause.includes('?') && Object.keys(parseFacts(clause)).length >= 2) {
    return whole;
  }
  // "c'est combien qu'il me faudrait ? et comment j'y arrive sans viande": a number asked, then
  // how to get there; the number first (thirtieth round: the diet's entry answered without it).
  if (whole && !own && /^(?:et|and) (?:comment|how)\b/.test(clause)) return whole;
  // "so what's my number then? calories i mean": the number asked, named after the question.
  if (whole && !own && MY_NUMBER.test(clause)) return whole;
  // "combien de kcal ? et de prot ?": the whole message asks for both, the macros.
  if (own) return whole === 'macros' && (own === 'protein' || own === 'calories') ? whole : own;
  // "100 kg x 6 au DC, c quoi mon 1RM ? jvise 120 d'ici l'été c jouable ?": the max asked with
  // the set, then a question about it (twelfth round: the last clause hid the 1RM).
  if (whole === 'oneRepMax' && parseSet(message)) return whole;
  // "je veux perdre 8 kg, ça va me prendre combien de temps ?": the time to lose what was said.
  if (DURATION_TAIL.test(clause) && whole === 'lossRate') return whole;
  if (WEIGHING_TAIL.test(clause)) {
    const before = normalise(message)
      .slice(0, normalise(message).lastIndexOf(clause))
      .replace(/[\s,;]+$/, '');
    if (before && BARE_AMOUNT.test(questionClause(before))) return asksForCalculation(before);
  }
  // The clause asks for an amount without naming it ("elle pèse 58 kg, elle galère à avoir ses
  // protéines, elle devrait viser combien par jour ?"): what the situation named last.
  if (!BARE_AMOUNT.test(clause) || NAMES_ANOTHER_AMOUNT.test(clause)) return undefined;
  const context = normalise(message).slice(0, normalise(message).lastIndexOf(clause));
  let named: Calculation | undefined;
  let at = -1;
  for (const [calculation, pattern] of NAMED) {
    for (const match of context.matchAll(pattern)) {
      if (match.index >= at) [named, at] = [calculation, match.index];
    }
  }
  return named ?? whole;
}

/** A true max to be tested ("un test de 1RM", "max out next week", "tenter 140"). */
const TESTING_A_MAX =
  /\b(?:test(?:er)?|tester mon|tenter|attempt\w*|testing|max(?:ing)? out|je passe|essayer)\b[^.?!]{0,30}\b(?:1 ?rm|max|maxi|record|pr)\b|\b(?:1 ?rm|max) test(?:ing)?\b/;

/** "what's my number", "c'est quoi mon chiffre": a number asked without naming it. */
const MY_NUMBER = /\b(?:what'?s|whats|what is|c'est quoi|c quoi) (?:my|mon) (?:number|chiffre)\b/;
/** A question clause that asks how much of something it does not name. */
const BARE_AMOUNT = /\b(?:combien|cb|how much|how many|viser|aim for|quantite)\b/;
/** "how much caffeine is that?": the clause names its own amount, not the situation's. */
const NAMES_ANOTHER_AMOUNT =
  /\b(?:how much|how many|combien (?:de |d'))\s*(?!(?:is|are|do|does|should|can|per|a|an|par|je|j'|tu|il|on|faut|dois|that|it|then|now|i|you|ca|cela|de|grammes?|grams?|g|litres?|liters?|l|ml|daily|total|more|less|exactly|roughly|about|around|max|maximum|minimum|min|environ|exactement|plus|moins|au|en|a|faudrait|devrait|devrais|dois|must|need|would|could|will|per|each|every|chaque|par)\b)[a-z]{3,}/;
/** What a situation names before a bare "how much?" (patterns with the g flag). */
const NAMED: [Calculation, RegExp][] = [
  ['protein', /\b(?:prot(?:e|ei)?ines?|prots?|proteins?)\b/g],
  ['water', /\b(?:d'?eau|water|boire|drink)\b/g],
  ['calories', /\b(?:kcal|calories?|cals?|manger|eat|eating)\b/g],
  // "jsuis en pdm... combien je dois viser ?", "on a cut, how much should i aim for": the goal's
  // calories (nineteenth round: the hard-gainer entry answered without the number).
  ['calories', /\b(?:pdm|prise de masse|seche|bulk\w*|cutting|deficit|surplus)\b/g],
];

/** "what's that in grams?", "ça fait combien en grammes ?": an amount asked in grams. */
export const GRAMS_ASKED = /\b(?:in|en) (?:grams|grammes|g)\b/;

/** Carbohydrates, fat and protein as members name them. */
const MACRO_NAMES = [
  /\b(?:glucides?|carbs?|carbohydrates?)\b/,
  /\b(?:lipides?|fats?)\b/,
  /\b(?:prot(?:e|ei)?ines?|prots?|proteins?)\b/,
];

/** "how many sets a week is that", "ça fait combien de séries par semaine". */
const WEEKLY_SETS_ASKED =
  /\b(?:combien de series|how many (?:total )?sets|nombre de series|total (?:de )?series)\b.{0,60}\b(?:semaine|week|weekly|hebdo\w*)\b/;

/** The sets × reps written in a message ("4x8", "3 x 10"), not a load × reps ("100kg x 5"). */
export function setSchemes(message: string): { sets: number; reps: number }[] {
  const t = normalise(message);
  return [...t.matchAll(/(?<![\d.])(\d{1,2})\s*(?:x|\*)\s*(\d{1,2})\b(?!\s*(?:kg|kilos?|lbs?))/g)]
    .filter((m) => !/(?:kg|kilos?|lbs?|livres?)\s*$/.test(t.slice(0, m.index)))
    .map((m) => ({ sets: Number(m[1]), reps: Number(m[2]) }))
    .filter(({ sets, reps }) => sets >= 1 && sets <= 10 && reps >= 1 && reps <= 30);
}

/** How many times a week the sets are done ("twice a week", "2 fois par semaine"); 1 if unsaid. */
export function timesPerWeek(message: string): number {
  const t = normalise(message);
  const words: Record<string, number> = {
    une: 1,
    un: 1,
    once: 1,
    one: 1,
    deux: 2,
    twice: 2,
    two: 2,
    trois: 3,
    three: 3,
    thrice: 3,
  };
  const m =
    /\b(once|twice|thrice|\d|une|deux|trois|one|two|three)(?: (?:fois|times))? (?:par|a|per|each|every) (?:semaine|week)\b/.exec(
      t,
    );
  if (!m?.[1]) return 1;
  const n = words[m[1]] ?? Number(m[1]);
  return n >= 1 && n <= 4 ? n : 1;
}

/** The number a text asks for, read on the whole text. */
function asksIn(message: string): Calculation | undefined {
  // "cb", "cmb": members' short forms of "combien".
  // "jdois", "jveux": "je" glued to the verb; "pr": "pour" (sixteenth round: "jdois manger combien
  // par jour pr perdre du gras ?" found no calculation).
  const t = normalise(message)
    .replace(/\b(?:cb|cmb|cbn|cbien)\b/g, 'combien')
    .replace(/\bj(dois|doi|veux|voudrais|peux|mange|vise)\b/g, 'je $1')
    .replace(/\bpr\b/g, 'pour');
  const found = firstAsked(t);
  // "set my macros for maintenance", "mes macros pour le maintien": the macros, at maintenance
  // (fourteenth round: the maintenance calories alone answered, without the grams).
  if (found === 'maintenance' && ASKS.find(([c]) => c === 'macros')?.[1].test(t)) return 'macros';
  // "whats my TDEE and how much should i eat to lose 1lb a week?": the calories for that rate,
  // with the maintenance they come from.
  if (
    found === 'maintenance' &&
    weeklyRateKg(t) !== undefined &&
    ASKS.find(([c]) => c === 'calories')?.[1].test(t)
  ) {
    return 'calories';
  }
  // "combien de kcal et de prot ?", "whats my target calories and protein?": both numbers are
  // the macros' (calories first).
  if (
    (found === 'calories' && /\b(?:prot(?:e|ei)?ines?|prots?|proteins?)\b/.test(t)) ||
    ((found === 'protein' || found === 'carbs') &&
      ASKS.find(([c]) => c === 'calories')?.[1].test(t))
  ) {
    return 'macros';
  }
  // "combien de glucides, lipides et protéines ?": two macronutrients named are the macros.
  if (
    (found === 'protein' || found === 'fat' || found === 'carbs') &&
    MACRO_NAMES.filter((m) => m.test(t)).length > 1
  ) {
    return 'macros';
  }
  // "whats that in grams for protein and fat?": the grams of the macronutrients named.
  if (found === undefined && GRAMS_ASKED.test(t)) {
    const named = MACRO_NAMES.filter((m) => m.test(t)).length;
    if (named > 1) return 'macros';
    if (named === 1) return firstAsked(`combien de ${t}`);
  }
  // "ok et en prot / lipides / glucides ça donne quoi ?": the three named and asked for, without
  // "combien" (twelfth round: the dirty bulk's entry answered it).
  if (
    found === undefined &&
    MACRO_NAMES.every((m) => m.test(t)) &&
    /\?|\b(?:quoi|donne|what|how|which)\b/.test(t)
  ) {
    return 'macros';
  }
  // "how many steps a day to lose fat": the fat is to lose, not a fat intake; "combien de kcal
  // pour perdre du gras" still asks for the calories.
  if (
    found === 'fat' &&
    /\b(?:lose|losing|burn|perdre|bruler|loss|perte)\b.{0,15}\b(?:fat|gras|graisses?)\b/.test(t)
  ) {
    return firstAsked(t, 'fat');
  }
  // "how much to lose 1.5 lb a week?", "pour perdre 0,5 kg par semaine je mange combien ?": the
  // member gives the rate, so the amount asked is what to eat for it (eighth round: the rate
  // entry answered with the rate the member had just given).
  if (
    (found === 'lossRate' || found === 'gainRate') &&
    weeklyRateKg(t) !== undefined &&
    !/\b(?:combien de temps|en combien de temps|how long|how many (?:weeks|months)|quand|when)\b/.test(
      t,
    )
  ) {
    return 'calories';
  }
  // "how long before I lose muscle?", "en combien de temps on perd sa force ?": the muscle or the
  // strength a break costs, not the rate of weight loss (the detraining entry's own question got
  // the weight-loss rate).
  if (
    found === 'lossRate' &&
    LOSES_MUSCLE.test(t) &&
    !/\b(?:kg|kilos?|lbs?|pounds?|poids|weight|gras|fat)\b/.test(t)
  ) {
    return undefined;
  }
  // "how much muscle can I gain per month?": the muscle a natural lifter builds, not the weight a
  // bulk should add (nineteenth round: the muscle-gain entry's own question got the bulk's rate).
  if (
    found === 'gainRate' &&
    GAINS_MUSCLE.test(t) &&
    !/\b(?:kg|kilos?|lbs?|pounds?|poids|weight|bulk\w*|pdm|prise de masse)\b/.test(t)
  ) {
    return undefined;
  }
  return found;
}

/** Muscle gained, as an amount: a natural lifter's rate, not a bulk's weight gain. */
const GAINS_MUSCLE =
  /\b(?:muscles?|masse musculaire|lean mass|masse maigre)\b.{0,20}\b(?:gain\w*|prendre|prend|build\w*|construire|put on)\b|\b(?:gain\w*|prendre|build\w*|construire|put on)\b.{0,6}\b(?:de )?(?:muscles?|masse musculaire|lean mass)\b/;

/** Losing muscle, strength or gains: a break's cost, not a weight loss. */
const LOSES_MUSCLE =
  /\b(?:perdre|perds|perd|lose|losing)\b (?:(?:my|all my|mes|ma|mon|du|de la|de|sa|son|ses|la|le|les|des|all|any|the) )?(?:muscles?|muscle|strength|gains?|force|progres|progress|masse musculaire|muscu)\b/;

/**
 * A last clause that only weighs what the sentence before asked ("combien je dois manger pour
 * perdre 1 kg par semaine ? c'est trop rapide ?", "..., is that too fast?"): that sentence's
 * number is still the one asked (eighth round: the rate entry or chips answered).
 */
const WEIGHING_TAIL =
  /^(?:(?:et|and|ou|or|mais|but)\s+)?(?:est-ce que |est ce que )?(?:c'?est|ca (?:fait|reste)|is (?:that|it|this)|that'?s|it'?s|would (?:that|it) be)\s+(?:pas |not )?(?:un peu |a bit |trop|too|assez|enough|bien|ok|okay|normal|realiste|raisonnable|possible|jouable|dangereux|fine|good|realistic|reasonable|safe|doable|healthy|sustainable|aggressive|agressif)\b[^?]{0,25}\??$/;

/** A last clause asking only how long ("how long will it take?"). */
const DURATION_TAIL =
  /^(?:(?:et|and|so|alors)\s+)?(?:how long (?:will|would|does|is|should) (?:it|that|this) (?:take|be)|(?:ca|cela) (?:va )?(?:me )?prendr\w* combien de temps|combien de temps (?:ca|cela) (?:va )?(?:me )?prendr\w*|en combien de temps)\b/;

function firstAsked(t: string, skip?: Calculation): Calculation | undefined {
  return ASKS.find(
    ([calculation, pattern]) =>
      calculation !== skip &&
      pattern.test(t) &&
      !(
        calculation === 'protein' &&
        (NOT_DAILY_PROTEIN.test(t) || (PROTEIN_DIET.test(t) && !PROTEIN_NEEDED.test(t)))
      ) &&
      !((calculation === 'gainRate' || calculation === 'lossRate') && ENERGY_WORDS.test(t)),
  )?.[0];
}

/**
 * Where caffeine comes from in a day: coffees, a pre-workout, energy drinks, tea. The French "thé"
 * only after an article (unaccented, it is the English "the"); other pills name no caffeine.
 */
const CAFFEINE_SOURCES =
  /\b(?:caf(?:e|es)|coffees?|cafeine|caffeine|pre[- ]?workouts?|monsters?|red ?bulls?|energy drinks?|boissons? energisantes?|(?:du|un|de|des) thes?|teas?|espressos?)\b/;
/** A total asked ("whats that a day total", "ça fait combien par jour", "is that too much"). */
const TOTAL_ASKED =
  /\b(?:total|en tout|au total|combien (?:ca|cela) fait|ca fait combien|how much is (?:that|this)|what'?s that|c'est trop|too much|trop)\b/;

/**
 * The caffeine a member lists, added up ("2 coffees (~95mg each) + preworkout with 300mg + a monster
 * (160mg)": 650 mg), against the 400 mg a day a healthy adult can take (thirtieth round, blind
 * batch 50: the coffee entry answered without the sum). At least two amounts in mg.
 */
export function caffeineTotal(message: string, language: Language): Block | undefined {
  const t = normalise(message);
  if (!CAFFEINE_SOURCES.test(t) || !TOTAL_ASKED.test(t)) return undefined;
  const amounts: number[] = [];
  // "2 coffees (~95mg each)", "2 cafés de 80 mg chacun": the count times the amount.
  const each =
    /\b(\d|two|three|four|deux|trois|quatre)\s+[a-z' -]{2,30}?\(?\s*(?:~|environ|about|de|of|at)?\s*(\d{2,3})\s?mg\)?\s*(?:each|chacun\w*|piece)?/g;
  const words: Record<string, number> = { two: 2, three: 3, four: 4, deux: 2, trois: 3, quatre: 4 };
  let rest = t;
  for (const m of t.matchAll(each)) {
    const count = words[m[1] ?? ''] ?? Number(m[1]);
    const mg = Number(m[2]);
    if (!/each|chacun|piece/.test(m[0]) && count > 1) continue;
    amounts.push(count * mg);
    rest = rest.replace(m[0], ' ');
  }
  for (const m of rest.matchAll(/\b(\d{2,4})\s?mg\b/g)) amounts.push(Number(m[1]));
  const total = amounts.filter((mg) => mg >= 20 && mg <= 1000).reduce((a, b) => a + b, 0);
  if (amounts.length < 2 || total < 40) return undefined;
  const n = (value: number) => formatNumber(value, language);
  const over = total > 400;
  return paragraph(
    translator(language)(
      `**Environ ${n(total)} mg de caféine par jour** au total${over ? ` : au-dessus des 400 mg par jour qu'un adulte en bonne santé peut prendre sans risque. Retire d'abord une source (une boisson énergisante, une dose de pré-workout ou un café), et garde la caféine loin du coucher (8 heures avant).` : ` : sous les 400 mg par jour qu'un adulte en bonne santé peut prendre sans risque ; garde-la loin du coucher (8 heures avant).`}`,
      `**About ${n(total)} mg of caffeine a day** in total${over ? `: above the 400 mg a day a healthy adult can take safely. Drop one source first (an energy drink, a scoop of pre-workout or a coffee), and keep caffeine away from bedtime (8 hours before).` : `: under the 400 mg a day a healthy adult can take safely; keep it away from bedtime (8 hours before).`}`,
    ),
  );
}

/** "100 kg x 5", "5 reps à 100 kg", "100kg pour 5", "225 lbs for 5 reps": the weight and the reps. */
export function parseSet(
  message: string,
): { load: number; unit: 'kg' | 'lb'; reps: number; written: boolean } | undefined {
  const t = normalise(message);
  const loadFirst =
    /(\d{2,3}(?:\.\d+)?)\s*(kg|kilos?|lbs?|pounds?|livres?)?(?:\s+(?:au|a la|aux|on|at|sur|en)\s+[a-z-]+(?:\s+[a-z-]+)?)?\s*(?:x|\*|pour|for|a|de)\s*(\d{1,2})\s*(?:reps?|repetitions?|fois|times)?\b/.exec(
      t,
    );
  const repsFirst =
    /\b(\d{1,2})\s*(?:reps?|repetitions?|fois|times)\s*(?:a|at|with|avec|de)\s*(\d{2,3}(?:\.\d+)?)\s*(kg|kilos?|lbs?|pounds?|livres?)?/.exec(
      t,
    );
  // "5x5 squat at 100kg", "3x8 @ 80 kg": sets x reps, then the load (eighth round: chips).
  const schemeFirst =
    /\b(\d{1,2})\s*x\s*(\d{1,2})\b(?:\s+(?:au|a la|aux|on|at|sur|en)?\s*[a-z-]+(?:\s+[a-z-]+)?)?\s*(?:at|a|@|avec|with)\s*(\d{2,3}(?:\.\d+)?)\s*(kg|kilos?|lbs?|pounds?|livres?)?/.exec(
      t.replace(/@/g, ' a '),
    );
  const [load, unit, reps] = loadFirst
    ? [loadFirst[1], loadFirst[2], loadFirst[3]]
    : repsFirst
      ? [repsFirst[2], repsFirst[3], repsFirst[1]]
      : schemeFirst
        ? [schemeFirst[3], schemeFirst[4], schemeFirst[2]]
        : [];
  if (load === undefined || reps === undefined) return undefined;
  const n = Number(reps);
  if (n < 1 || n > 15) return undefined;
  return {
    load: Number(load),
    unit: /^(?:lb|pound|livre)/.test(unit ?? '') ? 'lb' : 'kg',
    reps: n,
    /** The member wrote the unit ("100 kg x 5"), not only the number. */
    written: unit !== undefined,
  };
}

/** "et si j'en avais fait 8 ?", "what if it was 6 reps", "and with 110?": one number changed. */
const CHANGED_SET =
  /^(?:(?:et|and|ok|mais|but|so|du coup)\b.{0,20}?\b(?:si|if|avec|with|pour|for)\b|what if\b|(?:and|et) (?:a|à)\b)/;

/**
 * The set the 1RM is computed from when the message does not tell it (issue 41, nineteenth
 * round): "whats my estimated 1rm?" after "just hit 140kg x 3 on squat" takes the set told
 * before; "et si j'en avais fait 8 ?" after "100kg x 5 au DC, mon 1RM ?" changes its reps (a
 * number of 15 or less, or written with "reps") or its load (written with a unit, or above 15).
 * Returns the text to compute from, or undefined when no earlier message holds a set.
 */
export function setTold(message: string, earlier: readonly string[]): string | undefined {
  if (parseSet(message)) return undefined;
  const told = [...earlier].reverse().find((text) => parseSet(text) !== undefined);
  const set = told === undefined ? undefined : parseSet(told);
  if (!told || !set) return undefined;
  const t = normalise(message).trim();
  const numbers = [
    ...t.matchAll(/\b(\d{1,3}(?:\.\d+)?)\s*(kg|kilos?|lbs?|pounds?|reps?|repetitions?|fois)?\b/g),
  ];
  if (numbers.length === 0) return asksIn(message) === 'oneRepMax' ? told : undefined;
  if (numbers.length > 1 || !CHANGED_SET.test(t)) return undefined;
  const [, value, unit] = numbers[0] ?? [];
  const number = Number(value);
  const isLoad = unit ? !/^(?:rep|fois)/.test(unit) : number > 15;
  const unitText = set.written ? ` ${set.unit}` : '';
  return isLoad
    ? `${number}${unit && !/^(?:rep|fois)/.test(unit) ? ` ${unit}` : unitText} x ${set.reps}`
    : `${set.load}${unitText} x ${number}`;
}

/** Epley (1985): 1RM = load x (1 + reps / 30); a single is its own max. */
export const epley = (load: number, reps: number): number =>
  reps === 1 ? load : load * (1 + reps / 30);

/** Which facts an answer used, as the member would say them ("82 kg, 1,78 m, 30 ans, homme"). */
function factsUsed(facts: Facts, keys: readonly (keyof Facts)[], language: Language): string {
  const t = translator(language);
  const n = (value: number, digits = 0) => formatNumber(value, language, digits);
  const parts: string[] = [];
  for (const key of keys) {
    const value = facts[key];
    if (value === undefined) continue;
    if (key === 'weightKg') {
      const kg = value as number;
      parts.push(facts.weightUnit === 'lb' ? `${n(kg / 0.45359237)} lb` : `${n(kg, 1)} kg`);
    } else if (key === 'heightCm') parts.push(`${n((value as number) / 100, 2)} m`);
    else if (key === 'age') parts.push(t(`${value} ans`, `${value} years old`));
    else if (key === 'sex')
      parts.push(value === 'male' ? t('homme', 'male') : t('femme', 'female'));
    else if (key === 'daysPerWeek')
      parts.push(t(`${value} séances par semaine`, `${value} sessions a week`));
    else if (key === 'goal')
      parts.push(
        {
          cut: t('objectif sèche', 'goal: cut'),
          bulk: t('objectif prise de masse', 'goal: bulk'),
          recomp: t('objectif recomposition', 'goal: recomp'),
        }[value as 'cut' | 'bulk' | 'recomp'],
      );
  }
  return parts.join(', ');
}

const ENERGY_FACTS = ['weightKg', 'heightCm', 'age', 'sex', 'daysPerWeek', 'goal'] as const;
/** The age a calculation assumes when the member gave weight and height but not their age. */
const ASSUMED_AGE = 30;

/** Weekly rate the member asks for ("perdre 0,5 kg par semaine", "lose 1 lb a week"), in kg. */
export function weeklyRateKg(message: string): number | undefined {
  const t = normalise(message)
    .replace(/\b(?:un |a )?demi[- ]?(?:kilo|kg)\b|\bhalf (?:a )?(?:kilo|kg)\b/g, '0.5 kg')
    .replace(
      /\b(?:un |a )?quart de (?:kilo|kg)\b|\b(?:a )?quarter (?:of )?(?:a )?(?:kilo|kg)\b/g,
      '0.25 kg',
    )
    .replace(
      /\b(\d{3})\s*(?:g|grammes?|grams?)\b/g,
      (_whole, grams: string) => `${Number(grams) / 1000} kg`,
    )
    .replace(/\b(?:a|one|un) (?:pound|lb)\b/g, '1 lb');
  const m =
    /(\d+(?:\.\d+)?)\s*(kg|kilos?|lbs?|pounds?|livres?)\s*(?:par|per|a|each|chaque|every|\/)\s*(?:semaine|week|sem|wk)\b/.exec(
      t,
    );
  if (!m?.[1]) return undefined;
  const value = Number(m[1]) * (/^(?:lb|pound|livre)/.test(m[2] ?? '') ? 0.45359237 : 1);
  return value > 0 && value <= 1.5 ? value : undefined;
}

/** "perdre 8 kg", "lose 10 lbs": the amount to lose in all, in kg (not a weekly rate). */
export function amountToLoseKg(message: string): number | undefined {
  const t = normalise(message).replace(/(\d),(\d)/g, '$1.$2');
  const m =
    /\b(?:perdre|lose|losing|drop|shed)\s+(?:encore |another |about |around |environ )?(\d+(?:\.\d+)?)\s*(kg|kilos?|lbs?|pounds?|livres?)\b(?!\s*(?:par|per|a|each|chaque|every|\/)\s*(?:semaine|week|sem|wk|mois|month))/.exec(
      t,
    );
  if (!m?.[1]) return undefined;
  const kg = Number(m[1]) * (/^(?:lb|pound|livre)/.test(m[2] ?? '') ? 0.45359237 : 1);
  return kg >= 1 && kg <= 80 ? kg : undefined;
}

/**
 * "combien de temps pour perdre 8 kg ?", "I want to lose 10kg, how long will it take?": the weeks
 * at 0.5-1 % of the body weight a week (eighth round: the question got the weekly rate only, or
 * the detraining entry when "how long" came after).
 */
export function lossDuration(message: string, facts: Facts, language: Language): Block | undefined {
  const amount = amountToLoseKg(message);
  const weight = facts.weightKg;
  if (
    amount === undefined ||
    weight === undefined ||
    amount >= weight / 2 ||
    !/\b(?:combien de temps|how long|how many (?:weeks|months)|en combien)\b/.test(
      normalise(message),
    )
  ) {
    return undefined;
  }
  const t = translator(language);
  const n = (value: number, digits = 0) => formatNumber(value, language, digits);
  const fastest = Math.round(amount / (weight * 0.01));
  const slowest = Math.round(amount / (weight * 0.005));
  const months = (weeks: number) => n(Math.round((weeks / 4.35) * 2) / 2, 1);
  return paragraph(
    t(
      `**Compte environ ${n(fastest)} à ${n(slowest)} semaines pour perdre ${n(amount, 1)} kg** (${months(fastest)} à ${months(slowest)} mois), à 0,5 à 1 % de ton poids par semaine.`,
      `**Count on about ${n(fastest)}-${n(slowest)} weeks to lose ${n(amount, 1)} kg** (${months(fastest)}-${months(slowest)} months), at 0.5-1% of your body weight a week.`,
    ),
  );
}

/**
 * "je veux perdre 6 kg d'ici l'été, dans 3 mois : ça fait combien par semaine et combien en
 * moins ?": the weekly rate the date asks, whether it is realistic, and the daily deficit it takes
 * (thirty-first round: the rate's entry answered without the member's numbers).
 */
export function lossByDate(message: string, facts: Facts, language: Language): Block | undefined {
  const amount = amountToLoseKg(message);
  const span =
    /\b(?:en|dans|d'ici|sous|in|within|by|over)\s+(\d{1,2})\s*(semaines?|sem|mois|weeks?|wks?|months?)\b/.exec(
      normalise(message),
    );
  if (amount === undefined || !span?.[1]) return undefined;
  const weeks = Number(span[1]) * (/^(?:mois|month)/.test(span[2] ?? '') ? 4.35 : 1);
  if (weeks < 1 || weeks > 104) return undefined;
  const rate = amount / weeks;
  const ceiling = facts.weightKg === undefined ? 1 : facts.weightKg * 0.01;
  const deficit = Math.round((rate * KCAL_PER_KG_PER_WEEK_PER_DAY) / 50) * 50;
  const t = translator(language);
  const n = (value: number, digits = 0) => formatNumber(value, language, digits);
  // Said in pounds ("lose 20 lbs in 6 weeks"): answered in pounds.
  const pounds = /\d\s*(?:lbs?|pounds?|livres?)\b/.test(normalise(message));
  const [unit, per] = pounds ? ['lb', 1 / 0.45359237] : ['kg', 1];
  const verdict =
    rate <= ceiling
      ? t('c’est réaliste', 'that is realistic')
      : t(
          `c’est trop rapide : au-delà de ${n(ceiling * per, 1)} ${unit} par semaine tu perds du muscle, donne-toi plus de temps`,
          `that is too fast: beyond ${n(ceiling * per, 1)} ${unit} a week you lose muscle, give yourself more time`,
        );
  return paragraph(
    t(
      `**${n(amount * per, 1)} ${unit} en ${n(Math.round(weeks))} semaines, c’est environ ${n(rate * per, 2)} ${unit} par semaine** : ${verdict}. Il faut pour ça un déficit d’environ ${n(deficit)} kcal par jour (un kilo de gras vaut environ 7 700 kcal).`,
      `**${n(amount * per, 1)} ${unit} in ${n(Math.round(weeks))} weeks is about ${n(rate * per, 2)} ${unit} a week**: ${verdict}. It takes a deficit of about ${n(deficit)} kcal a day (a kilogram of fat is about 7,700 kcal).`,
    ),
  );
}

/** About 7,700 kcal a kilogram of body mass changed, spread over a week's days. */
const KCAL_PER_KG_PER_WEEK_PER_DAY = 7700 / 7;

function losing(message: string): boolean {
  return /\b(?:perdre|perte|maigrir|mincir|seche|secher|sechage|lose|losing|cut|cutting|deficit|shred\w*)\b/.test(
    normalise(message),
  );
}

/** "for sets of 5", "pour des séries de 8", "for 5 reps": the reps a load is asked for. */
export function targetReps(message: string, doneReps: number): number | undefined {
  const t = normalise(message);
  const m =
    /\b(?:sets? of|series de|pour (?:des series de |faire )?|for (?:sets of )?|en)\s*(\d{1,2})\s*(?:reps?|repetitions?)?\b/g;
  for (const match of t.matchAll(m)) {
    const reps = Number(match[1]);
    if (reps >= 2 && reps <= 15 && reps !== doneReps) return reps;
  }
  return undefined;
}

/**
 * "j'ai 2000 kcal de maintien", "my tdee is 2800", "TDEE calculator says 2650": a maintenance the
 * member already knows.
 */
export function statedMaintenance(message: string): number | undefined {
  const t = normalise(message);
  const m =
    /\b(\d{4})\s*(?:kcal|calories|cals?)?\s*(?:de |of |a |en )?(?:maintien|maintenance|tdee)\b|\b(?:maintien|maintenance|tdee)\s*(?:(?:calculator|calculateur|calc|app|appli)\s+)?(?:says|said|gives|gave|shows|dit|donne|indique|is|est|c'est|c est|cest|se situe a|tourne autour de|de|=|:|a|of|at|is about|is like|sits at|around)?\s*(?:environ |about |around |like |vers |genre )?(\d{4})\b/.exec(
      t,
    );
  const value = Number(m?.[1] ?? m?.[2]);
  return value >= 1000 && value <= 6000 ? value : undefined;
}

/** Calories or macros from the maintenance the member gave: -20 % for a cut, +10 % for a bulk. */
function fromStatedMaintenance(
  tdee: number,
  calculation: Calculation,
  message: string,
  facts: Facts,
  language: Language,
): Block[] {
  const t = translator(language);
  const n = (value: number) => formatNumber(value, language);
  const text = normalise(message);
  const goal = losing(message)
    ? 'cut'
    : /\b(?:bulk|pdm|prise de masse|prendre|gain|grossir|surplus)\b/.test(text)
      ? 'bulk'
      : calculation === 'maintenance'
        ? 'recomp'
        : (facts.goal ?? 'recomp');
  const target = Math.round(tdee * { cut: 0.8, bulk: 1.1, recomp: 1 }[goal]);
  // The maintenance told and asked for ("my tdee is like 2800", "ma maintenance c'est 2500, et
  // maintenant ?"): not that figure again, but what it gives for each goal (twentieth round).
  if (goal === 'recomp' && calculation === 'maintenance') {
    const [cut, bulk] = [Math.round(tdee * 0.8), Math.round(tdee * 1.1)];
    return [
      paragraph(
        t(
          `**Ta maintenance : environ ${n(tdee)} kcal par jour.** Pour sécher, vise environ ${n(cut)} kcal (déficit de 20 %) ; pour une prise de masse propre, environ ${n(bulk)} kcal (surplus de 10 %).`,
          `**Your maintenance: about ${n(tdee)} kcal a day.** To cut, aim for about ${n(cut)} kcal (a 20 % deficit); for a lean bulk, about ${n(bulk)} kcal (a 10 % surplus).`,
        ),
      ),
    ];
  }
  const why = {
    cut: t('pour sécher (déficit de 20 %)', 'to cut (a 20 % deficit)'),
    bulk: t('pour une prise de masse propre (surplus de 10 %)', 'for a lean bulk (a 10 % surplus)'),
    recomp: t('pour maintenir ton poids', 'to maintain your weight'),
  }[goal];
  const lines: Block[] = [
    paragraph(
      t(
        `**Vise environ ${n(target)} kcal par jour** ${why}, à partir de ta maintenance de ${n(tdee)} kcal.`,
        `**Aim for about ${n(target)} kcal a day** ${why}, from your ${n(tdee)} kcal maintenance.`,
      ),
    ),
  ];
  if (facts.weightKg !== undefined) {
    const proteinG = Math.round(facts.weightKg * 2);
    const fatG = Math.round((target * 0.25) / 9);
    const carbsG = Math.max(0, Math.round((target - proteinG * 4 - fatG * 9) / 4));
    lines.push(
      paragraph(
        t(
          `Soit ${n(proteinG)} g de protéines, ${n(fatG)} g de lipides et ${n(carbsG)} g de glucides.`,
          `That is ${n(proteinG)} g of protein, ${n(fatG)} g of fat and ${n(carbsG)} g of carbs.`,
        ),
      ),
    );
  }
  lines.push(
    paragraph(
      t(
        'Pèse-toi chaque matin et compare les moyennes sur 7 jours : ajuste de 100 à 200 kcal si la tendance ne suit pas après 2 semaines.',
        'Weigh yourself each morning and compare 7-day averages: adjust by 100-200 kcal if the trend does not follow after 2 weeks.',
      ),
    ),
  );
  return lines;
}

/**
 * The calculation's answer, or undefined when it cannot be made for this member (a fact it needs
 * is unknown: the coach then answers as before, asking or assuming).
 */
/**
 * Most of the energy equation is known ("skinny 20yo, 65kg 180cm, how much to eat to bulk"): ask
 * for the rest, by name, rather than answer a neighbouring entry. Fewer than two facts: undefined
 * (the entry or the plan asks as before).
 */
function missingEnergyFacts(
  facts: Facts,
  language: Language,
  calculation?: Calculation,
): Block[] | undefined {
  const t = translator(language);
  const names: [unknown, string, string][] = [
    [facts.weightKg, 'ton poids', 'your weight'],
    [facts.heightCm, 'ta taille', 'your height'],
    [facts.age, 'ton âge', 'your age'],
    [facts.sex, 'ton sexe', 'your sex'],
  ];
  const missing = names.filter(([value]) => value === undefined);
  if (missing.length > 2) return undefined;
  const list = missing.map(([, fr, en]) => t(fr, en)).join(t(' et ', ' and '));
  // The macros with the weight known ("macros on a cut? 82kg male"): protein and fat come from the
  // weight alone, so they are given before the calories are asked for (thirty-first round: the
  // height and age were asked, and nothing said).
  const weight = facts.weightKg;
  const fromWeight =
    calculation === 'macros' && weight !== undefined
      ? [
          paragraph(
            t(
              `**Pour ${formatNumber(weight, language, 1)} kg : ${Math.round(weight * PROTEIN_RANGE[0])} à ${Math.round(weight * PROTEIN_RANGE[1])} g de protéines et ${Math.round(weight * 0.6)} à ${Math.round(weight * 1)} g de lipides par jour**, le reste de tes calories en glucides.`,
              `**At ${formatNumber(weight, language, 1)} kg: ${Math.round(weight * PROTEIN_RANGE[0])}-${Math.round(weight * PROTEIN_RANGE[1])} g of protein and ${Math.round(weight * 0.6)}-${Math.round(weight * 1)} g of fat a day**, the rest of your calories as carbs.`,
            ),
          ),
        ]
      : [];
  return [
    ...fromWeight,
    paragraph(
      t(
        `Pour calculer tes calories avec la formule de Mifflin-St Jeor, il me manque ${list}. Tu me donnes ${list} ?`,
        `To work out your calories with the Mifflin-St Jeor formula, I still need ${list}. Can you tell me ${list}?`,
      ),
    ),
  ];
}

/** The calories for a cut or a bulk from what the member eats now (maintenance unknown). */
function intakeForGoal(kcal: number, goal: 'cut' | 'bulk', language: Language): Block[] {
  const t = translator(language);
  const n = (value: number) => formatNumber(value, language);
  const step = (value: number) => Math.round(value / 50) * 50;
  const cut = goal === 'cut';
  // A cut of 10-20 % (never under 1,200 kcal), a bulk of 200-300 kcal.
  const [low, high] = cut
    ? [Math.max(1200, step(kcal * 0.8)), Math.max(1200, step(kcal * 0.9))]
    : [step(kcal + 200), step(kcal + 300)];
  return [
    paragraph(
      cut
        ? t(
            `**Baisse de ${n(kcal - high)} à ${n(kcal - low)} kcal : vise environ ${n(low)} à ${n(high)} kcal par jour**, un déficit de 10 à 20 % à partir des ${n(kcal)} kcal que tu manges aujourd’hui.`,
            `**Drop ${n(kcal - high)}-${n(kcal - low)} kcal: aim for about ${n(low)}-${n(high)} kcal a day**, a 10-20% deficit from the ${n(kcal)} kcal you eat now.`,
          )
        : t(
            `**Ajoute 200 à 300 kcal : vise environ ${n(low)} à ${n(high)} kcal par jour**, un léger surplus à partir des ${n(kcal)} kcal que tu manges aujourd’hui.`,
            `**Add 200-300 kcal: aim for about ${n(low)}-${n(high)} kcal a day**, a small surplus from the ${n(kcal)} kcal you eat now.`,
          ),
    ),
    paragraph(
      cut
        ? t(
            `Si ton poids était stable à ${n(kcal)} kcal, c’est ta maintenance. Suis ta moyenne de poids : vise 0,5 à 1 % de perte par semaine, et baisse encore de 100 à 200 kcal si elle ne bouge pas en 2 semaines. Donne-moi ta taille, ton âge et ton sexe pour que je calcule ta maintenance.`,
            `If your weight was stable at ${n(kcal)} kcal, that is your maintenance. Watch your average weight: aim to lose 0.5-1% a week, and drop another 100-200 kcal if it has not moved in 2 weeks. Tell me your height, age and sex and I will work out your maintenance.`,
          )
        : t(
            `Si ton poids était stable à ${n(kcal)} kcal, c’est ta maintenance. Suis ta moyenne de poids : vise 0,25 à 0,5 % de prise par semaine, et ajoute encore 100 à 200 kcal si elle ne bouge pas en 2 semaines. Donne-moi ta taille, ton âge et ton sexe pour que je calcule ta maintenance.`,
            `If your weight was stable at ${n(kcal)} kcal, that is your maintenance. Watch your average weight: aim to gain 0.25-0.5% a week, and add another 100-200 kcal if it has not moved in 2 weeks. Tell me your height, age and sex and I will work out your maintenance.`,
          ),
    ),
  ];
}

/**
 * The macros of the calories the member eats: protein by weight (2.2 g/kg on a cut, as the plan),
 * fat a quarter of the calories, carbohydrates the rest.
 */
function intakeMacros(kcal: number, weight: number, facts: Facts, language: Language): Block[] {
  const t = translator(language);
  const n = (value: number, digits = 0) => formatNumber(value, language, digits);
  const perKg = facts.goal === 'cut' ? PROTEIN_RANGE[1] : 1.8;
  const proteinG = Math.round(weight * perKg);
  const fatG = Math.round(Math.max((kcal * 0.25) / 9, weight * 0.6));
  const carbsG = Math.max(0, Math.round((kcal - proteinG * 4 - fatG * 9) / 4));
  // Only the facts still missing are asked for the check against the maintenance.
  const missing = [
    facts.heightCm === undefined ? t('ta taille', 'your height') : undefined,
    facts.age === undefined ? t('ton âge', 'your age') : undefined,
    facts.sex === undefined ? t('ton sexe', 'your sex') : undefined,
  ].filter((fact) => fact !== undefined);
  const list =
    missing.length > 1
      ? `${missing.slice(0, -1).join(', ')} ${t('et', 'and')} ${missing.at(-1)}`
      : (missing[0] ?? '');
  const check = missing.length
    ? t(
        ` Avec ${list}, je vérifie aussi ces ${n(kcal)} kcal face à ta maintenance.`,
        ` With ${list} I can also check those ${n(kcal)} kcal against your maintenance.`,
      )
    : '';
  return [
    paragraph(
      t(
        `**Pour ${n(kcal)} kcal à ${n(weight, 1)} kg : ${n(proteinG)} g de protéines, ${n(fatG)} g de lipides et ${n(carbsG)} g de glucides par jour.**`,
        `**For ${n(kcal)} kcal at ${n(weight, 1)} kg: ${n(proteinG)} g of protein, ${n(fatG)} g of fat and ${n(carbsG)} g of carbs a day.**`,
      ),
    ),
    paragraph(
      t(
        `Protéines : ${n(perKg, 1)} g/kg${facts.goal === 'cut' ? ', le haut de la fourchette pour garder le muscle en sèche' : ''} ; lipides : 25 % des calories (jamais sous 0,6 g/kg) ; glucides : le reste.${check}`,
        `Protein: ${n(perKg, 1)} g/kg${facts.goal === 'cut' ? ', the top of the range to keep muscle on a cut' : ''}; fat: 25 % of calories (never under 0.6 g/kg); carbs: the rest.${check}`,
      ),
    ),
  ];
}

/** "zero carbs is best", "sans glucides": a diet without carbohydrates named. */
const NO_CARBS = /\b(?:zero|no|0|sans|aucun) ?(?:carbs?|glucides?)\b|\b(?:keto|cetogene)\b/;

/**
 * "how many carbs should i eat on a cut?" after "cutting at about 2200 calories": the intake the
 * member told, in this message or an earlier one, split into macros for their weight
 * (twenty-eighth round: the carbs per kilogram of a training day ignored the 2,200 kcal).
 */
export function toldIntakeSplit(
  calculation: Calculation,
  message: string,
  earlier: readonly string[],
  facts: Facts,
  language: Language,
): Block[] | undefined {
  if ((calculation !== 'carbs' && calculation !== 'fat') || facts.weightKg === undefined) {
    return undefined;
  }
  const intake = [message, ...[...earlier].reverse()]
    .map((text) => eatenIntake(text))
    .find((kcal) => kcal !== undefined);
  if (intake === undefined) return undefined;
  const t = translator(language);
  return [
    ...intakeMacros(intake, facts.weightKg, facts, language),
    ...(calculation === 'carbs' && NO_CARBS.test(normalise(message))
      ? [
          paragraph(
            t(
              'Zéro glucide ne fait pas perdre plus de gras à calories égales : c’est le déficit qui compte, et les glucides nourrissent tes séances. Les premiers kilos perdus sans glucides sont surtout de l’eau.',
              'Zero carbs does not burn more fat at the same calories: the deficit does the work, and carbs fuel your sessions. The first kilos lost without carbs are mostly water.',
            ),
          ),
        ]
      : []),
  ];
}

/** Calories burned, not eaten: "I burned 1500 calories at the gym", "ma montre dit 800 kcal brûlées". */
const BURNED_BEFORE =
  /\b(?:burn\w*|brul\w*|depens\w*|spent|spend|expend\w*|watch|montre|tracker)\b[^.!?]{0,20}$/;
const BURNED_AFTER =
  /^\W*(?:burn\w*|brul\w*|depens\w*|spent|expend\w*|d'activite|of activity|active|actives)\b/;

/**
 * The intake a message tells (`min` to `max` kcal), not calories burned (twenty-ninth round): the
 * one reader of an intake for every calculation that starts from it.
 */
function eatenIntake(text: string, min = 1200, max = 6000): number | undefined {
  const t = normalise(text);
  for (const m of t.matchAll(new RegExp(INTAKE.source, 'g'))) {
    if (BURNED_BEFORE.test(t.slice(0, m.index))) continue;
    if (BURNED_AFTER.test(t.slice(m.index + m[0].length))) continue;
    const kcal = Number(m[1]?.replace(/[ .,]/g, ''));
    if (kcal >= min && kcal <= max) return kcal;
  }
  return undefined;
}

/** "mon 1RM au squat c'est 140", "my squat 1rm is 315 lbs": the max the member already knows. */
export function statedMax(message: string): { max: number; unit: 'kg' | 'lb' } | undefined {
  const t = normalise(message);
  const m =
    /\b(?:1 ?rm|one[- ]?rep[- ]?max|max)\b[^\d]{0,25}?(\d{2,3}(?:\.\d+)?)\s*(kg|kilos?|lbs?|pounds?|livres?)?/.exec(
      t,
    );
  if (!m?.[1]) return undefined;
  return { max: Number(m[1]), unit: /^(?:lb|pound|livre)/.test(m[2] ?? '') ? 'lb' : 'kg' };
}

/** The working load for sets of N from a known 1RM (Epley turned around). */
function knownMaxAnswer(message: string, language: Language): Block[] | undefined {
  const stated = statedMax(message);
  const reps = stated && targetReps(message, 0);
  if (!stated || reps === undefined) return undefined;
  const t = translator(language);
  const n = (value: number, digits = 0) => formatNumber(value, language, digits);
  const { max, unit } = stated;
  const load = Math.round(max / (1 + reps / 30) / 2.5) * 2.5;
  const rir = Math.round((load * 0.95) / 2.5) * 2.5;
  return [
    paragraph(
      t(
        `**Environ ${n(load, 1)} ${unit} pour des séries de ${reps}** avec un 1RM de ${n(max)} ${unit} (formule d’Epley à l’envers : 1RM / (1 + reps / 30)), c’est-à-dire des séries menées près de l’échec.`,
        `**About ${n(load, 1)} ${unit} for sets of ${reps}** from a ${n(max)} ${unit} 1RM (the Epley formula turned around: 1RM / (1 + reps / 30)), that is sets taken close to failure.`,
      ),
    ),
    paragraph(
      t(
        `Pour garder 1 à 2 répétitions en réserve, commence vers ${n(rir, 1)} ${unit}, puis ajoute de la charge quand toutes tes séries passent.`,
        `To keep 1-2 reps in reserve, start around ${n(rir, 1)} ${unit}, then add load once every set goes through.`,
      ),
    ),
  ];
}

/** The activity the calories assumed or read, after the facts used ("…, a physical job"). */
function activityUsed(facts: Facts, language: Language): string {
  const t = translator(language);
  const sport = facts.otherSport ?? 0;
  return (
    (facts.daysPerWeek === undefined && sport === 0
      ? t(', activité supposée : 3 séances par semaine', ', assuming 3 sessions a week')
      : '') +
    (sport > 0
      ? t(
          `, ${formatNumber(sport, language)} séance${sport > 1 ? 's' : ''} d’un autre sport par semaine`,
          `, ${formatNumber(sport, language)} session${sport > 1 ? 's' : ''} of another sport a week`,
        )
      : '') +
    (facts.dailyActivity === 'job'
      ? t(', métier physique', ', a physical job')
      : facts.dailyActivity === 'exercise'
        ? t(', sport quotidien', ', daily exercise')
        : '')
  );
}

/**
 * Weight, height and age known, the sex not: each sex's figure from its own calculation, the
 * facts used, and the one question that would settle it.
 */
function bothSexes(
  calculation: Calculation,
  message: string,
  facts: Facts,
  language: Language,
): Block[] | undefined {
  const t = translator(language);
  const opening = (sex: 'male' | 'female') => {
    const blocks = calculatorAnswer(calculation, message, { ...facts, sex }, language);
    const first = blocks?.[0];
    return first?.kind === 'paragraph' ? first.text : undefined;
  };
  const [man, woman] = [opening('male'), opening('female')];
  if (!man || !woman) return undefined;
  const used = `${factsUsed(facts, ENERGY_FACTS, language)}${activityUsed(facts, language)},`;
  // Protein does not depend on the sex (twenty-ninth round: "how much should I eat to get
  // bigger?" got two calorie figures and no protein).
  const kg = facts.weightKg;
  const protein =
    kg !== undefined && calculation !== 'bmr'
      ? [
          paragraph(
            t(
              `Les protéines ne dépendent pas du sexe : ${formatNumber(kg * 1.6, language)} à ${formatNumber(kg * 2.2, language)} g par jour (1,6 à 2,2 g/kg), réparties sur 3 ou 4 repas.`,
              `Protein does not depend on sex: ${formatNumber(kg * 1.6, language)}-${formatNumber(kg * 2.2, language)} g a day (1.6-2.2 g/kg), spread over 3 or 4 meals.`,
            ),
          ),
        ]
      : [];
  return [
    paragraph(t(`Pour un homme : ${man}`, `For a man: ${man}`)),
    paragraph(t(`Pour une femme : ${woman}`, `For a woman: ${woman}`)),
    ...protein,
    paragraph(
      t(
        `Calculé pour ${used} avec la formule de Mifflin-St Jeor (l’écart vient de la formule : + 5 kcal pour un homme, − 161 pour une femme). Dis-moi si tu es un homme ou une femme et je te donne le détail, macros comprises.`,
        `Worked out for ${used} with the Mifflin-St Jeor formula (the gap comes from the formula: + 5 kcal for a man, − 161 for a woman). Tell me whether you are a man or a woman and I will give you the details, macros included.`,
      ),
    ),
  ];
}

export function calculatorAnswer(
  calculation: Calculation,
  message: string,
  facts: Facts,
  language: Language,
): Block[] | undefined {
  const t = translator(language);
  const n = (value: number, digits = 0) => formatNumber(value, language, digits);
  if (calculation === 'weeklySets') {
    const schemes = setSchemes(message);
    const times = timesPerWeek(message);
    const perSession = schemes.reduce((sum, s) => sum + s.sets, 0);
    const total = perSession * times;
    const parts = schemes.map((s) => n(s.sets)).join(' + ');
    const when =
      times === 1
        ? t('une fois par semaine', 'once a week')
        : t(`${n(times)} fois par semaine`, `${n(times)} times a week`);
    const verdict =
      total < 10
        ? t(
            'C’est sous la fourchette de 10 à 20 séries par muscle et par semaine qui fait grossir la plupart des pratiquants : ajoute 2 à 4 séries, ou une deuxième séance pour ce muscle.',
            'That is under the 10-20 sets per muscle per week that grow most lifters: add 2-4 sets, or a second session for that muscle.',
          )
        : total <= 20
          ? t(
              'C’est dans la fourchette de 10 à 20 séries par muscle et par semaine qui fait grossir la plupart des pratiquants : garde-la tant que tu progresses.',
              'That is within the 10-20 sets per muscle per week that grow most lifters: keep it while you progress.',
            )
          : t(
              'C’est au-dessus de 10 à 20 séries par muscle et par semaine : au-delà, le gain est faible et la récupération souffre ; si tu stagnes ou es courbaturé longtemps, reviens vers 15 à 20.',
              'That is above the 10-20 sets per muscle per week: beyond it the gain is small and recovery suffers; if you stall or stay sore, come back to 15-20.',
            );
    return [
      paragraph(
        t(
          `**Ça fait ${n(total)} séries par semaine** : ${parts} = ${n(perSession)} séries par séance, ${when}.`,
          `**That is ${n(total)} sets a week**: ${parts} = ${n(perSession)} sets a session, ${when}.`,
        ),
      ),
      paragraph(verdict),
      paragraph(
        t(
          'Compte les séries menées à 0 à 3 répétitions de l’échec ; un exercice composé compte aussi pour les muscles qui l’aident (les triceps au développé couché), à moitié si tu veux être prudent.',
          'Count the sets taken within 0-3 reps of failure; a compound lift also counts for the muscles that assist it (triceps on the bench press), as half if you want to be careful.',
        ),
      ),
    ];
  }
  if (calculation === 'oneRepMax') {
    const parsed = parseSet(message);
    if (!parsed) return knownMaxAnswer(message, language);
    // A load written without its unit is in the member's unit, else pounds in English ("i bench
    // 185 for 8"), kilograms in French.
    const set = parsed.written
      ? parsed
      : { ...parsed, unit: facts.weightUnit ?? (language === 'en' ? 'lb' : 'kg') };
    const max = Math.round(epley(set.load, set.reps));
    const reps = targetReps(message, set.reps);
    if (reps !== undefined) {
      // Epley turned around: the load that many reps would estimate the same max with.
      const load = Math.round(max / (1 + reps / 30) / 2.5) * 2.5;
      return [
        paragraph(
          t(
            `**Environ ${n(load, 1)} ${set.unit} pour des séries de ${reps}** : ${n(set.load)} ${set.unit} × ${set.reps} donne un 1RM estimé d’environ ${n(max)} ${set.unit} (formule d’Epley : charge × (1 + reps / 30)), et ${n(load, 1)} ${set.unit} × ${reps} vaut ce même max (${n(Math.round((load / max) * 100))} %).`,
            `**About ${n(load, 1)} ${set.unit} for sets of ${reps}**: ${n(set.load)} ${set.unit} × ${set.reps} gives an estimated 1RM of about ${n(max)} ${set.unit} (Epley formula: load × (1 + reps / 30)), and ${n(load, 1)} ${set.unit} × ${reps} matches that max (${n(Math.round((load / max) * 100))}%).`,
          ),
        ),
        paragraph(
          t(
            'Pour des séries de travail avec 1 à 2 répétitions en réserve, enlève encore 5 % environ, puis ajoute de la charge quand toutes tes séries passent.',
            'For work sets with 1-2 reps in reserve, take off about 5 % more, then add load once every set goes through.',
          ),
        ),
      ];
    }
    const goal = targetLoad(message, set.load);
    const toGoal =
      goal === undefined
        ? []
        : [
            paragraph(
              goal <= max
                ? t(
                    `Ton objectif de ${n(goal)} ${set.unit} est déjà à portée : ton max estimé y est. Teste-le un jour frais, après un échauffement progressif et avec une parade.`,
                    `Your goal of ${n(goal)} ${set.unit} is already within reach: your estimated max is there. Test it on a fresh day, after a gradual warm-up and with a spotter.`,
                  )
                : goal <= max * 1.1
                  ? t(
                      `Ton objectif de ${n(goal)} ${set.unit} est ${n(goal - max)} ${set.unit} au-dessus de ton max estimé : c’est réaliste en quelques mois si tu ajoutes un peu de charge ou une répétition chaque semaine.`,
                      `Your goal of ${n(goal)} ${set.unit} is ${n(goal - max)} ${set.unit} above your estimated max: realistic within a few months if you add a little load or a rep each week.`,
                    )
                  : t(
                      `Ton objectif de ${n(goal)} ${set.unit} est ${n(goal - max)} ${set.unit} au-dessus de ton max estimé : c’est ambitieux, fixe-toi des paliers de 5 ${set.unit} et compte plutôt en mois qu’en semaines.`,
                      `Your goal of ${n(goal)} ${set.unit} is ${n(goal - max)} ${set.unit} above your estimated max: ambitious, so set steps of 5 ${set.unit} and count in months rather than weeks.`,
                    ),
            ),
          ];
    // A max in pounds is also given in kilograms ("about 263 lb (119 kg)").
    const inKg = set.unit === 'lb' ? ` (${n(Math.round(max * 0.45359237))} kg)` : '';
    return [
      paragraph(
        t(
          `**Environ ${n(max)} ${set.unit}${inKg} de 1RM estimé** pour ${n(set.load)} ${set.unit} × ${set.reps} (formule d’Epley : charge × (1 + reps / 30)).`,
          `**About ${n(max)} ${set.unit}${inKg} estimated 1RM** from ${n(set.load)} ${set.unit} × ${set.reps} (Epley formula: load × (1 + reps / 30)).`,
        ),
      ),
      ...toGoal,
      // "je veux faire un test de 1RM, comment je m'y prends pour pas me blesser ?": how to test.
      ...(TESTING_A_MAX.test(normalise(message))
        ? [
            paragraph(
              t(
                `Pour le test : échauffe-toi par paliers (barre à vide, puis environ 50, 70, 80 et 90 % de ${n(max)} ${set.unit} pour 5, 3, 2, 1 et 1 reps), puis 1 à 3 essais avec 3 à 5 minutes de repos, avec des pareurs ou des barres de sécurité réglées juste sous ta position basse.`,
                `For the test: warm up in steps (empty bar, then about 50, 70, 80 and 90 % of ${n(max)} ${set.unit} for 5, 3, 2, 1 and 1 reps), then 1-3 attempts with 3-5 minutes of rest, with spotters or safety bars set just below your bottom position.`,
              ),
            ),
          ]
        : []),
      paragraph(
        t(
          'C’est une estimation, fiable surtout jusqu’à 10 répétitions. Pour travailler en force, 80 à 85 % de ce max (3 à 6 reps) ; pour l’hypertrophie, 65 à 80 % (6 à 12 reps). Ne teste un vrai max qu’avec une technique solide et une parade.',
          'It is an estimate, reliable mostly up to 10 reps. For strength work use 80-85 % of that max (3-6 reps); for hypertrophy 65-80 % (6-12 reps). Only test a true max with solid technique and a spotter.',
        ),
      ),
    ];
  }
  const weight = facts.weightKg;
  // These are the knowledge base's entries, with the member's numbers (engine.ts).
  if (ENTRY_CALCULATIONS[calculation]) return undefined;
  const stated = statedMaintenance(message);
  if (stated !== undefined && calculation !== 'bmr') {
    return fromStatedMaintenance(stated, calculation, message, facts, language);
  }
  // Weight and height without the age ("tdee 85kg 180cm"): the figure for 30 years old, said as
  // assumed, rather than a question (nineteenth round: the age and sex were asked).
  if (weight !== undefined && facts.heightCm !== undefined && facts.age === undefined) {
    const blocks = calculatorAnswer(calculation, message, { ...facts, age: ASSUMED_AGE }, language);
    if (!blocks) return undefined;
    return [
      ...blocks,
      paragraph(
        t(
          `Âge supposé : ${ASSUMED_AGE} ans. Donne-moi le tien pour affiner : chaque dizaine d’années de plus retire environ 50 kcal par jour.`,
          `Assumed age: ${ASSUMED_AGE}. Tell me yours to refine it: each extra decade takes off about 50 kcal a day.`,
        ),
      ),
    ];
  }
  // Calories, maintenance and macros need the whole energy equation. Only the sex unknown
  // (seventh round): the figure for a man and for a woman, rather than a question.
  if (
    weight !== undefined &&
    facts.heightCm !== undefined &&
    facts.age !== undefined &&
    facts.sex === undefined
  ) {
    return bothSexes(calculation, message, facts, language);
  }
  if (
    weight === undefined ||
    facts.heightCm === undefined ||
    facts.age === undefined ||
    facts.sex === undefined
  ) {
    // "im 90kg, whats that in grams for protein and fat? eating 2300 cals rn": the intake told,
    // split for that weight (no maintenance needed).
    const told = eatenIntake(message, 1000);
    if (calculation === 'macros' && weight !== undefined && told !== undefined) {
      return intakeMacros(told, weight, facts, language);
    }
    const intake = eatenIntake(message);
    // "je mange 2800 kcal, je veux sécher, je baisse de combien ?": the goal's change from the
    // intake told (twenty-seventh round: the rest days' chips).
    if (
      calculation === 'calories' &&
      CURRENT_INTAKE.test(normalise(message)) &&
      intake !== undefined &&
      (facts.goal === 'cut' || facts.goal === 'bulk')
    ) {
      return intakeForGoal(intake, facts.goal, language);
    }
    return missingEnergyFacts(facts, language, calculation);
  }
  // A physical job, another sport and a hard gainer's bulk are in the plan (facts.ts reads them,
  // nutrition.ts counts them; eighth and twenty-eighth rounds).
  const plan = computeNutrition(facts);
  const { bmr, factor, tdee } = plan;
  const used = factsUsed(facts, ENERGY_FACTS, language) + activityUsed(facts, language);
  const rate = weeklyRateKg(message);
  const hardGainer = plan.goal === 'bulk' && facts.hardGainer === true;
  let target = plan.target;
  let why: string;
  if (calculation === 'bmr') {
    return [
      paragraph(
        t(
          `**Ton métabolisme de base est d’environ ${n(bmr)} kcal par jour** (Mifflin-St Jeor : 10 × poids + 6,25 × taille − 5 × âge ${facts.sex === 'male' ? '+ 5' : '− 161'}).`,
          `**Your basal metabolic rate is about ${n(bmr)} kcal a day** (Mifflin-St Jeor: 10 × weight + 6.25 × height − 5 × age ${facts.sex === 'male' ? '+ 5' : '− 161'}).`,
        ),
      ),
      paragraph(
        t(
          `Calculé pour ${used}. C’est ce que ton corps dépense au repos ; avec ton activité (× ${n(factor, 3)}), ta maintenance est d’environ ${n(tdee)} kcal par jour.`,
          `Worked out for ${used}. It is what your body burns at rest; with your activity (× ${n(factor, 3)}), your maintenance is about ${n(tdee)} kcal a day.`,
        ),
      ),
    ];
  }
  if (
    calculation === 'maintenance' ||
    (calculation === 'macros' && AT_MAINTENANCE.test(normalise(message)))
  ) {
    target = tdee;
    why = t('pour maintenir ton poids', 'to maintain your weight');
  } else if (rate !== undefined) {
    const sign = losing(message) || facts.goal === 'cut' ? -1 : 1;
    target = Math.max(bmr, Math.round(tdee + sign * rate * KCAL_PER_KG_PER_WEEK_PER_DAY));
    why =
      sign < 0
        ? t(
            `pour perdre ${n(rate, 2)} kg par semaine (déficit de ${n(tdee - target)} kcal par jour)`,
            `to lose ${n(rate, 2)} kg a week (a ${n(tdee - target)} kcal daily deficit)`,
          )
        : t(
            `pour prendre ${n(rate, 2)} kg par semaine (surplus de ${n(target - tdee)} kcal par jour)`,
            `to gain ${n(rate, 2)} kg a week (a ${n(target - tdee)} kcal daily surplus)`,
          );
  } else if (hardGainer) {
    why = t(
      'pour ta prise de masse (surplus de 15 % : tu dis ne pas arriver à prendre, on part plus haut)',
      'for your bulk (a 15 % surplus: you say you cannot gain, so we start higher)',
    );
  } else {
    why = {
      cut: t('pour ta sèche (déficit de 20 %)', 'for your cut (a 20 % deficit)'),
      bulk: t('pour ta prise de masse (surplus de 10 %)', 'for your bulk (a 10 % surplus)'),
      recomp: t('pour une recomposition (maintenance)', 'for a recomp (maintenance)'),
    }[plan.goal];
  }
  const proteinG = plan.proteinG;
  const fatG = Math.round((target * 0.25) / 9);
  const carbsG = Math.max(0, Math.round((target - proteinG * 4 - fatG * 9) / 4));
  const opening =
    calculation === 'macros'
      ? t(
          `**${n(proteinG)} g de protéines, ${n(fatG)} g de lipides et ${n(carbsG)} g de glucides par jour** (${n(target)} kcal) ${why}.`,
          `**${n(proteinG)} g of protein, ${n(fatG)} g of fat and ${n(carbsG)} g of carbs a day** (${n(target)} kcal) ${why}.`,
        )
      : t(
          `**Vise environ ${n(target)} kcal par jour** ${why}.`,
          `**Aim for about ${n(target)} kcal a day** ${why}.`,
        );
  const blocks: Block[] = [
    paragraph(opening),
    paragraph(
      t(
        `Calculé pour ${used} : métabolisme de base ${n(bmr)} kcal (Mifflin-St Jeor), × ${n(factor, 3)} pour ton activité = ${n(tdee)} kcal de maintenance (les calories qui gardent ton poids stable).`,
        `Worked out for ${used}: basal metabolic rate ${n(bmr)} kcal (Mifflin-St Jeor), × ${n(factor, 3)} for your activity = ${n(tdee)} kcal maintenance (the calories that keep your weight steady).`,
      ),
    ),
  ];
  if (calculation !== 'macros') {
    blocks.push(
      paragraph(
        t(
          `Soit ${n(proteinG)} g de protéines, ${n(fatG)} g de lipides et ${n(carbsG)} g de glucides. Pèse-toi chaque matin et compare les moyennes sur 7 jours : ajuste de 100 à 200 kcal si la tendance ne suit pas après 2 semaines.`,
          `That is ${n(proteinG)} g of protein, ${n(fatG)} g of fat and ${n(carbsG)} g of carbs. Weigh yourself each morning and compare 7-day averages: adjust by 100-200 kcal if the trend does not follow after 2 weeks.`,
        ),
      ),
    );
  }
  if (target === bmr && calculation !== 'maintenance') {
    blocks.push(
      note(
        t(
          'Je ne descends pas sous ton métabolisme de base : un déficit plus fort coûte du muscle et de la santé.',
          'I do not go below your basal metabolic rate: a deeper deficit costs muscle and health.',
        ),
      ),
    );
  }
  return blocks;
}

/** Macros asked at maintenance ("macros for maintenance", "mes macros au maintien"). */
const AT_MAINTENANCE =
  /\b(?:maintenance|maintien|maintenir (?:mon|son|le) poids|maintain (?:my )?weight|tdee)\b/;

/** "à 80 %", "at 75%", "80 percent": a share of the max (50-100 %). */
const PERCENT_OF_MAX =
  /\b(\d{2,3})\s*(?:%|pour ?cent|percent)(?!\s*(?:de gras|body ?fat|bf|de masse grasse))/;
/** A share of something eaten or of the body, not of the max. */
const NOT_A_LOAD =
  /\b(?:kcal|calories?|glucides?|carbs?|prot\w*|lipides?|fats?|gras|graisse|eau|water|body ?fat|masse grasse|hydrat\w*)\b/;
/** The load asked for ("je mets combien", "how much should I load", "what weight"). */
const ASKS_LOAD =
  /\b(?:combien|cb|quelle charge|quel poids|je (?:mets|charge)|how much|what weight|which weight|what load|should i (?:put|load|use)|what (?:do|should|would) i (?:actually |really )?(?:load|put on|put|use|lift))\b/;

/**
 * The load at a share of the max (twelfth round: "ok et pour bosser à 80 % je mets combien ?"
 * after "120 kg x 3, c'est quoi mon 1RM ?" got chips): the max from the set or the 1RM told in
 * this message, else in the member's latest earlier message holding one (Epley).
 */
/**
 * "what weight should i use for the sets?" after "my squat 1RM is 140kg" and "a 5x5": the load of
 * a scheme told with no share of the max (twenty-seventh round: chips). The working sets' share
 * falls with their reps: 85 % for triples, 80 % for fives, 2.5 % less per rep, at least 60 %.
 */
const SCHEME = /\b([1-9]|10)\s*[x×]\s*(\d{1,2})\b(?!\s*(?:kg|kilos?|lbs?))/;
const ASKS_WORKING_LOAD =
  /\b(?:what|which|quel|quelle) (?:weight|load|charge|poids)\b|\b(?:how much|how heavy|combien|cb)\b.{0,30}\b(?:weight|load|charge|poids|on the bar|sur la barre|lift|soulever|mettre|put on)\b|\bhow heavy\b/;
function schemeShare(message: string, earlier: readonly string[]): number | undefined {
  if (!ASKS_WORKING_LOAD.test(normalise(message))) return undefined;
  for (const text of [message, ...[...earlier].reverse().slice(0, 3)]) {
    const reps = Number(SCHEME.exec(normalise(text))?.[2] ?? NaN);
    if (reps >= 1 && reps <= 20)
      return Math.round(Math.max(60, Math.min(90, 85 - (reps - 3) * 2.5)));
  }
  return undefined;
}

/** 5/3/1's training max, asked by name. */
const TRAINING_MAX = /\b(?:training max|tm|5\/3\/1|531|wendler|max d'entrainement)\b/;

export function percentOfMaxAnswer(
  message: string,
  earlier: readonly string[],
  facts: Facts,
  language: Language,
): Block[] | undefined {
  const t = normalise(message);
  // "5x5 at 80% on heavy day and 70% on volume day": every share asked gets its load.
  const percents = [
    ...new Set(
      [...t.matchAll(new RegExp(PERCENT_OF_MAX.source, 'g'))]
        .map((m) => Number(m[1]))
        .filter((p) => p >= 50 && p <= 100),
    ),
  ];
  // No share asked: the one a scheme told in the conversation implies ("5x5": 80 %).
  const implied =
    percents.length === 0 && !TRAINING_MAX.test(t) ? schemeShare(message, earlier) : undefined;
  if (implied !== undefined) percents.push(implied);
  const percent = percents[0] ?? NaN;
  const asksReps = /\b(?:combien de (?:reps?|repetitions?|series)|how many (?:reps|sets))\b/.test(
    t,
  );
  // 5/3/1's training max (90 % of the 1RM), and its percentages taken from it (thirty-first round:
  // the 85 % set was taken from the 1RM itself, and the training max never said).
  const trainingMax = TRAINING_MAX.test(t);
  const withPercent = percent >= 50 && percent <= 100;
  if (
    trainingMax
      ? asksReps
      : !withPercent ||
        (implied === undefined && !ASKS_LOAD.test(t)) ||
        NOT_A_LOAD.test(t) ||
        asksReps
  ) {
    return undefined;
  }
  for (const text of [message, ...[...earlier].reverse()]) {
    // A 1RM told in words wins over a set read in the programme's "5x5 at 80%".
    const stated = statedMax(text);
    const set = stated ? undefined : parseSet(text);
    if (!set && !stated) continue;
    const unit = set
      ? set.written
        ? set.unit
        : (facts.weightUnit ?? (language === 'en' ? 'lb' : 'kg'))
      : (stated?.unit ?? 'kg');
    const max = set ? Math.round(epley(set.load, set.reps)) : (stated?.max ?? 0);
    const tr = translator(language);
    const n = (value: number, digits = 0) => formatNumber(value, language, digits);
    if (trainingMax) {
      const tm = Math.round((max * 0.9) / 2.5) * 2.5;
      const top = withPercent ? Math.round((tm * percent) / 100 / 2.5) * 2.5 : undefined;
      return [
        paragraph(
          tr(
            `**Ton training max : ${n(tm, 1)} ${unit}** (90 % de ton 1RM de ${n(max)} ${unit}, comme le veut 5/3/1)` +
              (top === undefined
                ? '.'
                : ` ; **à ${percent} %, ${n(top, 1)} ${unit} sur la barre**.`),
            `**Your training max: ${n(tm, 1)} ${unit}** (90% of your ${n(max)} ${unit} 1RM, as 5/3/1 has it)` +
              (top === undefined ? '.' : `; **at ${percent}%, ${n(top, 1)} ${unit} on the bar**.`),
          ),
        ),
        paragraph(
          tr(
            'Les pourcentages de 5/3/1 se prennent sur ce training max, pas sur ton 1RM : semaine 1 à 65, 75 et 85 %, semaine 2 à 70, 80 et 90 %, semaine 3 à 75, 85 et 95 %, puis une semaine légère. Ajoute 2,5 kg au training max du haut du corps et 5 kg à celui du bas à chaque cycle.',
            'The 5/3/1 percentages are taken from this training max, not from your 1RM: week 1 at 65, 75 and 85%, week 2 at 70, 80 and 90%, week 3 at 75, 85 and 95%, then a deload week. Add 5 lb (2.5 kg) to the upper-body training max and 10 lb (5 kg) to the lower-body one each cycle.',
          ),
        ),
      ];
    }
    const loadAt = (share: number) => Math.round((max * share) / 100 / 2.5) * 2.5;
    const load = loadAt(percent);
    const from = set
      ? tr(
          ` (1RM estimé d’environ ${n(max)} ${unit} pour ${n(set.load)} ${unit} × ${set.reps}, formule d’Epley : charge × (1 + reps / 30))`,
          ` (estimated 1RM of about ${n(max)} ${unit} from ${n(set.load)} ${unit} × ${set.reps}, Epley formula: load × (1 + reps / 30))`,
        )
      : tr(` (ton 1RM de ${n(max)} ${unit})`, ` (your ${n(max)} ${unit} 1RM)`);
    const loads = percents.map((share) => ({ share, load: loadAt(share) }));
    const lead =
      loads.length > 1
        ? tr(
            `**${loads.map((l) => `${n(l.load, 1)} ${unit} à ${l.share} %`).join(', ')}** de ton maximum${from}.`,
            `**${loads.map((l) => `${n(l.load, 1)} ${unit} at ${l.share}%`).join(', ')}** of your max${from}.`,
          )
        : tr(
            `**Environ ${n(load, 1)} ${unit} sur la barre à ${percent} % de ton maximum**${from}.`,
            `**About ${n(load, 1)} ${unit} on the bar at ${percent}% of your max**${from}.`,
          );
    return [
      paragraph(lead),
      paragraph(
        tr(
          'C’est une estimation : garde 1 à 2 répétitions en réserve sur tes séries de travail, et ajoute de la charge quand toutes tes séries passent.',
          'It is an estimate: keep 1-2 reps in reserve on your work sets, and add load once every set goes through.',
        ),
      ),
    ];
  }
  return undefined;
}

/**
 * The load the member aims for beside a 1RM question ("jvise 120 d'ici l'été", "my goal is 140",
 * "I want to hit 315"): above the set's load, else undefined.
 */
export function targetLoad(message: string, setLoad: number): number | undefined {
  const t = normalise(message).replace(/\bjvise\b/g, 'je vise');
  const m =
    /\b(?:vise|viser|objectif(?: de| :)?|goal(?: is| of)?|aim(?:ing)? for|want to (?:hit|reach|get to)|atteindre)\s*(?:les |a |the )?(\d{2,3})\b/.exec(
      t,
    );
  const goal = Number(m?.[1] ?? NaN);
  return goal > setLoad ? goal : undefined;
}

/**
 * A weight-loss stall told with the member's intake ("stuck at 1600 kcal for 3 weeks", "je stagne
 * à 1700 kcal depuis un mois", "the scale won't budge at 1400 cals"): the intake, else undefined.
 * A bulk or a lift that stalls is another question.
 */
const STALL =
  /\b(?:stuck|stall\w*|plateau\w*|won'?t (?:budge|move)|(?:hasn'?t|has not|not|nothing(?: has)?) (?:moved|moving|budged|changed)|stagne\w*|bloque\w*|(?:bouge|baisse|descend) plus|(?:plus )?rien ne (?:bouge|baisse|descend))\b/;
const INTAKE = /\b(\d{1}[ .,]?\d{3})\s*(?:kcal|cals?|calories)\b/;
/** An intake the member eats now ("la je mange genre 2800 kcal", "eating 2200 cals rn"). */
const CURRENT_INTAKE = new RegExp(
  String.raw`\b(?:je mange|jmange|j'en suis a|i eat|i'?m eating|im eating|eating|currently|actuellement|en ce moment)\b.{0,20}${INTAKE.source}|${INTAKE.source}.{0,20}\b(?:right now|rn|currently|actuellement|en ce moment)\b`,
);
const NOT_A_CUT =
  /\b(?:bulk\w*|prise de masse|pdm|gain\w*|grossir|prendre du (?:poids|muscle)|bench|squat|deadlift|press|dc|developpe|pr|lifts?|force|strength)\b/;

export function stalledIntake(message: string): number | undefined {
  const t = normalise(message);
  if (!STALL.test(t) || NOT_A_CUT.test(t)) return undefined;
  return eatenIntake(t, 900, 5000);
}

/** The stall's first lines with the member's intake: what to try first, then the figure. */
export function stallLead(kcal: number, language: Language): Block {
  const t = translator(language);
  const n = (value: number) => formatNumber(value, language);
  const low = Math.round((kcal - 200) / 50) * 50;
  const high = Math.round((kcal - 150) / 50) * 50;
  if (low < 1200) {
    return paragraph(
      t(
        `**Un plateau à ${n(kcal)} kcal : ne descends pas plus bas, vérifie d’abord ton suivi** (portions pesées, huiles, week-ends), puis ajoute des pas ; après une longue sèche, une diet break au maintien aide à repartir.`,
        `**A plateau at ${n(kcal)} kcal: do not go lower, check your tracking first** (weighed portions, oils, weekends), then add steps; after a long cut, a diet break at maintenance helps you restart.`,
      ),
    );
  }
  return paragraph(
    t(
      `**Un plateau à ${n(kcal)} kcal : vérifie d’abord ton suivi** (portions pesées, huiles, week-ends), **puis passe à environ ${n(low)} à ${n(high)} kcal** (150 à 200 de moins) ou ajoute des pas ; après une longue sèche, une diet break au maintien plutôt que de couper encore.`,
      `**A plateau at ${n(kcal)} kcal: check your tracking first** (weighed portions, oils, weekends), **then go to about ${n(low)}-${n(high)} kcal** (150-200 less) or add steps; after a long cut, a diet break at maintenance rather than cutting further.`,
    ),
  );
}

/** "should i bump it up? by how much", "je monte de combien ?": more calories asked for. */
const MORE_ASKED =
  /\b(?:bump (?:it |them )?up|by how much|how much more|de combien|(?:increase|raise|go up|add|monter|augmenter|rajouter|ajouter|j'?augmente|je monte)\b.{0,20}\b(?:kcal|calories?|cals|food|intake|eat|eating|manger|bouffe|it|them|les|ca))\b/;
const ON_A_BULK = /\b(?:bulk\w*|pdm|prise de masse|surplus|gaining|gain|prendre|grossir)\b/;

/**
 * The weekly gain told on a bulk and more calories asked ("been gaining 0.25 kg a week, feels
 * slow ... should i bump it up? by how much"): the gain weighed against 0.25-0.5 % of the weight
 * a week, and the calories to add or remove (thirty-first round: chips of exercises).
 */
export function gainPace(
  message: string,
  earlier: readonly string[],
  facts: Facts,
  language: Language,
): Block | undefined {
  const t = normalise(message);
  const said = [message, ...[...earlier].reverse()];
  if (!MORE_ASKED.test(t) || !said.some((text) => ON_A_BULK.test(normalise(text)))) {
    return undefined;
  }
  const rate = said.map(weeklyRateKg).find((kg) => kg !== undefined);
  const weight = facts.weightKg;
  if (rate === undefined || weight === undefined || rate > 2) return undefined;
  const tr = translator(language);
  const n = (value: number, digits = 0) => formatNumber(value, language, digits);
  const [low, high] = [weight * 0.0025, weight * 0.005];
  const pace = tr(
    `${n(rate, 2)} kg par semaine pour ${n(low, 2)} à ${n(high, 2)} kg visés à ${n(weight, 1)} kg (0,25 à 0,5 % du poids)`,
    `${n(rate, 2)} kg a week against the ${n(low, 2)}-${n(high, 2)} kg aimed for at ${n(weight, 1)} kg (0.25-0.5% of body weight)`,
  );
  const verdict =
    rate < low
      ? tr(
          `**Oui, ajoute 150 à 200 kcal par jour** : ${pace}. Refais le point après 2 semaines de moyennes.`,
          `**Yes, add 150-200 kcal a day**: ${pace}. Check again after 2 weeks of averages.`,
        )
      : rate <= high
        ? tr(
            `**Tu es dans la bonne fourchette** : ${pace}. Garde tes calories, ou ajoute 100 kcal par jour si tu veux viser le haut de la fourchette ; plus vite, c'est surtout du gras.`,
            `**You are in the right range**: ${pace}. Keep your calories, or add 100 kcal a day if you want the top of the range; faster is mostly fat.`,
          )
        : tr(
            `**Non, retire plutôt 100 à 200 kcal par jour** : ${pace}, au-delà c'est surtout du gras.`,
            `**No, rather remove 100-200 kcal a day**: ${pace}; beyond that it is mostly fat.`,
          );
  return paragraph(verdict);
}

/** "down 10 lbs in 3 weeks", "j'ai perdu 4 kg en 3 semaines": a loss told, with its span. */
const LOSS_TOLD =
  /\b(?:down|lost|dropped|perdu|pris -|-)\s*(\d+(?:\.\d+)?)\s*(kg|kilos?|lbs?|pounds?|livres?)\s*(?:in|en|over|sur|depuis)\s*(\d{1,2})\s*(semaines?|sem|weeks?|wks?|jours?|days?|mois|months?)\b/;
/** The loss weighed: too fast, normal, ok. */
const PACE_JUDGED =
  /\b(?:too fast|too quick|am i good|good pace|healthy pace|trop (?:vite|rapide)|bon rythme|rythme|pace)\b/;
const STARTED_AT =
  /\b(?:started at|start(?:ing)? weight (?:of|was)?|from|parti de|je pesais|j'etais a|depart a|commence a)\s*(\d{2,3}(?:\.\d+)?)\b/;

/**
 * "cutting rn, down 10 lbs in 3 weeks, started at 210. is that too fast?": the weekly loss weighed
 * against 0.5-1 % of the weight, and the first weeks' water said (thirty-first round: chips).
 */
export function lossPace(message: string, facts: Facts, language: Language): Block | undefined {
  const t = normalise(message);
  const told = LOSS_TOLD.exec(t);
  if (!told?.[1] || !told[3] || !PACE_JUDGED.test(t)) return undefined;
  const pounds = /^(?:lb|pound|livre)/.test(told[2] ?? '');
  const toKg = pounds ? 0.45359237 : 1;
  const span = Number(told[3]);
  const weeks = /^(?:jour|day)/.test(told[4] ?? '')
    ? span / 7
    : /^(?:mois|month)/.test(told[4] ?? '')
      ? span * 4.35
      : span;
  if (weeks <= 0) return undefined;
  const lost = Number(told[1]) * toKg;
  const started = Number(STARTED_AT.exec(t)?.[1] ?? NaN) * toKg;
  const weight = Number.isFinite(started) ? started : (facts.weightKg ?? undefined);
  const rate = lost / weeks;
  const tr = translator(language);
  const n = (value: number, digits = 0) => formatNumber(value, language, digits);
  const unit = pounds ? 'lb' : 'kg';
  const shown = (kg: number) => n(kg / toKg, 1);
  const percent = weight === undefined ? undefined : (rate / weight) * 100;
  const share =
    percent === undefined
      ? ''
      : tr(` (${n(percent, 1)} % de ton poids)`, ` (${n(percent, 1)}% of your body weight)`);
  const verdict =
    percent === undefined
      ? tr('Vise 0,5 à 1 % de ton poids par semaine.', 'Aim for 0.5-1% of your body weight a week.')
      : percent <= 1
        ? tr('c’est un bon rythme, garde-le.', 'that is a good pace: keep it.')
        : tr(
            'c’est au-dessus des 0,5 à 1 % par semaine qui gardent le muscle : si ça continue après les premières semaines, ajoute 100 à 200 kcal par jour.',
            'that is above the 0.5-1% a week that keeps muscle: if it goes on past the first weeks, add 100-200 kcal a day.',
          );
  return paragraph(
    tr(
      `**Environ ${shown(rate)} ${unit} par semaine${share}** : ${verdict} Les premières semaines descendent toujours plus vite, une partie est de l'eau et du glycogène ; juge le rythme sur les moyennes des semaines suivantes.`,
      `**About ${shown(rate)} ${unit} a week${share}**: ${verdict} The first weeks always drop faster, part of it is water and glycogen; judge the pace on the weekly averages that follow.`,
    ),
  );
}

/** A refeed or diet-break day and an amount asked for it ("je monte à combien ce jour-là ?"). */
const REFEED_AMOUNT =
  /\b(?:refeeds?|recharges?|diet breaks?|jours? de recharge)\b.{0,120}\b(?:combien|cb|how much|how many|kcal|calories?|cals)\b|\b(?:combien|cb|how much|how many)\b.{0,60}\b(?:refeeds?|recharges?|diet breaks?)\b/;

/**
 * "je devrais faire un refeed ? je monte à combien ce jour-là ?" with the member's numbers known:
 * the day's calories are their maintenance (issue 41, nineteenth round: the refeed entry answered
 * with no number). Undefined when no refeed amount is asked or a fact is missing (the entry then
 * answers alone).
 */
export function refeedLead(message: string, facts: Facts, language: Language): Block | undefined {
  if (!REFEED_AMOUNT.test(normalise(message))) return undefined;
  const { weightKg, heightCm, age, sex } = facts;
  if (weightKg === undefined || heightCm === undefined || age === undefined || !sex)
    return undefined;
  const t = translator(language);
  const n = (value: number, digits = 0) => formatNumber(value, language, digits);
  const plan = computeNutrition(facts);
  const kcal = Math.round(plan.tdee / 50) * 50;
  return paragraph(
    t(
      `**Ton jour de refeed : environ ${n(kcal)} kcal, ton maintien**, le surplus sur ta sèche surtout en glucides (calculé pour ${factsUsed(facts, ENERGY_FACTS, language)}, Mifflin-St Jeor × ${n(plan.factor, 3)}).`,
      `**Your refeed day: about ${n(kcal)} kcal, your maintenance**, the extra over your cut mostly as carbohydrates (worked out for ${factsUsed(facts, ENERGY_FACTS, language)}, Mifflin-St Jeor × ${n(plan.factor, 3)}).`,
    ),
  );
}

/**
 * "am I eating enough to grow at 2800 kcal?", "2500 kcal c'est assez pour prendre du muscle ?":
 * the intake the member weighs against a bulk, else undefined.
 */
const ENOUGH_TO_GROW =
  /\b(?:enough|assez|suffisant\w*|trop peu|too little)\b.{0,50}\b(?:grow\w*|bulk\w*|build\w*|gain\w*|muscle|mass|size|prendre|masse|pdm|grossir)\b|\b(?:grow\w*|bulk\w*|build\w*|gain\w*|muscle|prendre|masse|pdm|grossir)\b.{0,50}\b(?:enough|assez|suffisant\w*)\b/;

export function bulkIntake(message: string): number | undefined {
  const t = normalise(message);
  if (!ENOUGH_TO_GROW.test(t)) return undefined;
  return eatenIntake(t);
}

/**
 * The intake weighed against the member's maintenance when the energy facts are known (a lean
 * bulk is 5-10 % above it), else against the weekly gain their weight should show.
 */
export function bulkCheck(kcal: number, facts: Facts, language: Language): Block[] {
  const t = translator(language);
  const n = (value: number, digits = 0) => formatNumber(value, language, digits);
  const { weightKg, heightCm, age, sex } = facts;
  if (weightKg !== undefined && heightCm !== undefined && age !== undefined && sex) {
    const plan = computeNutrition(facts);
    const low = Math.round((plan.tdee * 1.05) / 50) * 50;
    const high = Math.round((plan.tdee * 1.1) / 50) * 50;
    const gap = kcal - plan.tdee;
    const verdict =
      kcal < low
        ? t(
            `**${n(kcal)} kcal, c’est trop peu pour une prise de masse** : ta maintenance est d’environ ${n(plan.tdee)} kcal, vise ${n(low)} à ${n(high)} kcal (5 à 10 % au-dessus).`,
            `**${n(kcal)} kcal is not enough to bulk**: your maintenance is about ${n(plan.tdee)} kcal, aim for ${n(low)}-${n(high)} kcal (5-10 % above it).`,
          )
        : kcal <= high + 100
          ? t(
              `**Oui, ${n(kcal)} kcal suffit pour prendre du muscle** : c’est ${n(gap)} kcal au-dessus de ta maintenance (environ ${n(plan.tdee)} kcal), un surplus de prise de masse propre.`,
              `**Yes, ${n(kcal)} kcal is enough to grow**: it is ${n(gap)} kcal above your maintenance (about ${n(plan.tdee)} kcal), a lean-bulk surplus.`,
            )
          : t(
              `**${n(kcal)} kcal, c’est plus qu’il n’en faut** : ${n(gap)} kcal au-dessus de ta maintenance (environ ${n(plan.tdee)} kcal) ; ${n(low)} à ${n(high)} kcal suffisent et prennent moins de gras.`,
              `**${n(kcal)} kcal is more than you need**: ${n(gap)} kcal above your maintenance (about ${n(plan.tdee)} kcal); ${n(low)}-${n(high)} kcal is enough and adds less fat.`,
            );
    return [
      paragraph(verdict),
      paragraph(
        t(
          `Calculé pour ${factsUsed(facts, ENERGY_FACTS, language)} (Mifflin-St Jeor × ${n(plan.factor, 3)}). La balance tranche : ta moyenne sur 7 jours doit monter de 0,25 à 0,5 % de ton poids par semaine.`,
          `Worked out for ${factsUsed(facts, ENERGY_FACTS, language)} (Mifflin-St Jeor × ${n(plan.factor, 3)}). The scale decides: your 7-day average should rise by 0.25-0.5 % of your weight a week.`,
        ),
      ),
    ];
  }
  const gain = (share: number) => n(Math.round((weightKg ?? 0) * share) / 100, 2);
  const lead =
    weightKg === undefined
      ? t(
          `**À ${n(kcal)} kcal, c’est la balance qui dit si c’est assez** : en prise de masse, ta moyenne sur 7 jours doit monter de 0,25 à 0,5 % de ton poids par semaine.`,
          `**At ${n(kcal)} kcal, the scale tells you whether it is enough**: on a bulk your 7-day average should rise by 0.25-0.5 % of your weight a week.`,
        )
      : t(
          `**À ${n(kcal)} kcal, c’est assez si ta moyenne sur 7 jours monte d’environ ${gain(0.25)} à ${gain(0.5)} kg par semaine** (0,25 à 0,5 % de tes ${n(weightKg)} kg).`,
          `**At ${n(kcal)} kcal, it is enough if your 7-day average rises about ${gain(0.25)}-${gain(0.5)} kg a week** (0.25-0.5 % of your ${n(weightKg)} kg).`,
        );
  return [
    paragraph(lead),
    paragraph(
      t(
        'Si elle ne bouge pas en 2 semaines, ajoute 200 à 300 kcal par jour ; si elle monte plus vite, retire-en 100 à 200. Donne-moi ta taille, ton âge et ton sexe et je compare avec ta maintenance.',
        'If it does not move in 2 weeks, add 200-300 kcal a day; if it rises faster, take off 100-200. Give me your height, age and sex and I will compare it with your maintenance.',
      ),
    ),
  ];
}

/** A protein powder's amount asked ("how much protein powder do i need", "combien de whey"). */
const POWDER_ASKED =
  /\b(?:how much|how many|combien)\b.{0,40}\b(?:protein powder|powder|whey|shakes?|scoops?|poudre|doses?|shakers?)\b|\b(?:do i (?:even |really |actually )?need|j'?ai (?:vraiment )?besoin d[e']?)\s*(?:la |de la |a |some |any )?(?:protein powder|whey|shakes?|poudre)\b/;
/** The protein the member already eats ("already get like 100g protein from food"). */
const PROTEIN_EATEN =
  /\b(?:already|deja|currently|actuellement)\b[^.?!\d]{0,30}?(\d{2,3}) ?(?:g|grams?|grammes?)\b(?: ?(?:of |de |d')?(?:prot\w*|proteins?))?/;

/**
 * The powder that closes the gap between the protein eaten and the member's target (thirty-second
 * round: "how much protein powder do i need if i already get 100g from food? 85kg" got chips).
 */
export function proteinGap(message: string, facts: Facts, language: Language): Block | undefined {
  const t = normalise(message);
  const eaten = Number(PROTEIN_EATEN.exec(t)?.[1] ?? NaN);
  const weight = facts.weightKg;
  if (!POWDER_ASKED.test(t) || !/\bprot/.test(t) || !(eaten >= 20) || weight === undefined) {
    return undefined;
  }
  const tr = translator(language);
  const n = (value: number) => formatNumber(value, language);
  const kg = formatNumber(weight, language, 1);
  const [low, high] = PROTEIN_RANGE.map((perKg) => Math.round(weight * perKg)) as [number, number];
  if (eaten >= low) {
    return paragraph(
      tr(
        `**Tu n'as pas besoin de poudre** : avec ${n(eaten)} g par jour, tu es déjà dans les ${n(low)} à ${n(high)} g qu'il te faut à ${kg} kg (1,6 à 2,2 g/kg). La whey n'est qu'un aliment pratique, pour les jours où tu manques de temps.`,
        `**You do not need any powder**: at ${n(eaten)} g a day you are already within the ${n(low)}-${n(high)} g you need at ${kg} kg (1.6-2.2 g/kg). Whey is just a convenient food for busy days.`,
      ),
    );
  }
  const [gapLow, gapHigh] = [low - eaten, high - eaten];
  const [fewest, most] = [
    Math.max(1, Math.round(gapLow / 25)),
    Math.max(1, Math.round(gapHigh / 25)),
  ];
  const scoops =
    fewest === most
      ? tr(
          `${n(fewest)} dose${fewest > 1 ? 's' : ''}`,
          `${n(fewest)} scoop${fewest > 1 ? 's' : ''}`,
        )
      : tr(`${n(fewest)} à ${n(most)} doses`, `${n(fewest)}-${n(most)} scoops`);
  return paragraph(
    tr(
      `**Environ ${n(gapLow)} à ${n(gapHigh)} g de protéines de plus par jour, soit ${scoops} de whey** (environ 25 g de protéines par dose), pour passer de tes ${n(eaten)} g aux ${n(low)} à ${n(high)} g qu'il te faut à ${kg} kg (1,6 à 2,2 g/kg). La nourriture fait aussi bien (skyr, œufs, viande, légumineuses) : la poudre est pratique, pas obligatoire.`,
      `**About ${n(gapLow)}-${n(gapHigh)} g more protein a day, that is ${scoops} of whey** (about 25 g of protein per scoop), to go from your ${n(eaten)} g to the ${n(low)}-${n(high)} g you need at ${kg} kg (1.6-2.2 g/kg). Food does the job just as well (skyr, eggs, meat, legumes): powder is convenient, not required.`,
    ),
  );
}
