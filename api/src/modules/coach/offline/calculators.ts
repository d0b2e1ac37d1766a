import type { Language } from '../types';
import { note, paragraph, type Block } from './document';
import type { Facts } from './facts';
import { computeNutrition, mifflinStJeor, activityFactor } from './nutrition';
import { formatNumber, normalise, translator } from './text';

/**
 * Calculators first (issue 41): when the member asks for a number the coach computes (calories,
 * maintenance, macros, a one-rep max) and the facts it needs are known (the question, the
 * conversation, the member's profile and weigh-ins), the answer opens with that number for that
 * member, says which facts it used, then explains. No knowledge entry answers before it. (Protein
 * a day is detected here and answered by the knowledge base's protein entry with the member's
 * numbers, engine.ts; water per kilogram is the knowledge base's own value: knowledge/values.ts.)
 */
export type Calculation = 'calories' | 'maintenance' | 'macros' | 'oneRepMax' | 'protein';

const ASKS: [Calculation, RegExp][] = [
  [
    'oneRepMax',
    /\b(?:1 ?rm|one[- ]?rep[- ]?max|rep max|max theorique|max estime|charge max(?:imale)?|mon max)\b/,
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
    /(?:\b(?:combien|quantite|how much|how many (?:grams|g))\b.{0,30}\b(?:prot(?:e|ei)?ines?|prots?|protein|proteins)\b|\b(?:besoins?|apport) (?:en )?proteines?|\bprotein (?:intake|target|needs?|goal)\b|\b(?:prot(?:e|ei)?ines?|prots?|protein) (?:par|per|a|each) (?:jour|day)\b|^\s*(?:et|and|what about|pareil pour)? ?(?:en |les |the |des |pour les )?(?:prot(?:e|ei)?ines?|prots?|protein)\s*\??\s*$)/,
  ],
  [
    'calories',
    /\b(?:combien de (?:calories|kcal|cal)\b|how many (?:calories|kcal|cals)\b|(?:besoins?|apport) (?:caloriques?|en calories|energetiques?)|calorie (?:needs?|target|intake|goal)|(?:calories|kcal) (?:par|a|per|each|a) (?:jour|day)|combien (?:je dois |dois-je |dois je |faut-il |faut il |il faut |je |de )?mange[rs]?|how much (?:should i |do i need to |do i |to |must i |can i )?eat)/,
  ],
];

/**
 * Protein questions that are not "how much a day": per meal, absorption, where to find it, bars
 * and powders, or a member who already has a figure and asks how to reach it.
 */
const NOT_DAILY_PROTEIN =
  /\b(?:par repas|per meal|a meal|one meal|en une fois|at once|absorb\w*|assimil\w*|vegetari\w*|vegan\w*|vegetal\w*|plant|sources?|aliments?|foods?|barres?|bars?|poudre|powder|shakes?|whey|atteindre|atteins|reach|hit|trop de|too much|reins|kidneys?)\b/;

/** The number the message asks the coach to compute, if any. */
export function asksForCalculation(message: string): Calculation | undefined {
  const t = normalise(message);
  return ASKS.find(
    ([calculation, pattern]) =>
      pattern.test(t) && !(calculation === 'protein' && NOT_DAILY_PROTEIN.test(t)),
  )?.[0];
}

/** "100 kg x 5", "5 reps à 100 kg", "100kg pour 5", "225 lbs for 5 reps": the weight and the reps. */
export function parseSet(
  message: string,
): { load: number; unit: 'kg' | 'lb'; reps: number } | undefined {
  const t = normalise(message);
  const loadFirst =
    /(\d{2,3}(?:\.\d+)?)\s*(kg|kilos?|lbs?|pounds?|livres?)?\s*(?:x|\*|pour|for|a|de)\s*(\d{1,2})\s*(?:reps?|repetitions?|fois|times)?\b/.exec(
      t,
    );
  const repsFirst =
    /\b(\d{1,2})\s*(?:reps?|repetitions?|fois|times)\s*(?:a|at|with|avec|de)\s*(\d{2,3}(?:\.\d+)?)\s*(kg|kilos?|lbs?|pounds?|livres?)?/.exec(
      t,
    );
  const [load, unit, reps] = loadFirst
    ? [loadFirst[1], loadFirst[2], loadFirst[3]]
    : repsFirst
      ? [repsFirst[2], repsFirst[3], repsFirst[1]]
      : [];
  if (load === undefined || reps === undefined) return undefined;
  const n = Number(reps);
  if (n < 1 || n > 15) return undefined;
  return {
    load: Number(load),
    unit: /^(?:lb|pound|livre)/.test(unit ?? '') ? 'lb' : 'kg',
    reps: n,
  };
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

/** About 7,700 kcal a kilogram of body mass changed, spread over a week's days. */
const KCAL_PER_KG_PER_WEEK_PER_DAY = 7700 / 7;

function losing(message: string): boolean {
  return /\b(?:perdre|perte|maigrir|mincir|seche|lose|losing|cut|cutting|deficit)\b/.test(
    normalise(message),
  );
}

/**
 * The calculation's answer, or undefined when it cannot be made for this member (a fact it needs
 * is unknown: the coach then answers as before, asking or assuming).
 */
export function calculatorAnswer(
  calculation: Calculation,
  message: string,
  facts: Facts,
  language: Language,
): Block[] | undefined {
  const t = translator(language);
  const n = (value: number, digits = 0) => formatNumber(value, language, digits);
  if (calculation === 'oneRepMax') {
    const set = parseSet(message);
    if (!set) return undefined;
    const max = Math.round(epley(set.load, set.reps));
    return [
      paragraph(
        t(
          `**Environ ${n(max)} ${set.unit} de 1RM estimé** pour ${n(set.load)} ${set.unit} × ${set.reps} (formule d’Epley : charge × (1 + reps / 30)).`,
          `**About ${n(max)} ${set.unit} estimated 1RM** from ${n(set.load)} ${set.unit} × ${set.reps} (Epley formula: load × (1 + reps / 30)).`,
        ),
      ),
      paragraph(
        t(
          'C’est une estimation, fiable surtout jusqu’à 10 répétitions. Pour travailler en force, 80 à 85 % de ce max (3 à 6 reps) ; pour l’hypertrophie, 65 à 80 % (6 à 12 reps). Ne teste un vrai max qu’avec une technique solide et une parade.',
          'It is an estimate, reliable mostly up to 10 reps. For strength work use 80-85 % of that max (3-6 reps); for hypertrophy 65-80 % (6-12 reps). Only test a true max with solid technique and a spotter.',
        ),
      ),
    ];
  }
  const weight = facts.weightKg;
  // Protein a day is the knowledge base's entry, with the member's numbers (engine.ts).
  if (calculation === 'protein') return undefined;
  // Calories, maintenance and macros need the whole energy equation.
  if (
    weight === undefined ||
    facts.heightCm === undefined ||
    facts.age === undefined ||
    facts.sex === undefined
  ) {
    return undefined;
  }
  const plan = computeNutrition(facts);
  const bmr = Math.round(mifflinStJeor(weight, facts.heightCm, facts.age, facts.sex));
  const factor = activityFactor(plan.daysPerWeek);
  const tdee = Math.round(bmr * factor);
  const used =
    factsUsed(facts, ENERGY_FACTS, language) +
    (facts.daysPerWeek === undefined
      ? t(', activité supposée : 3 séances par semaine', ', assuming 3 sessions a week')
      : '');
  const rate = weeklyRateKg(message);
  let target = plan.target;
  let why: string;
  if (calculation === 'maintenance') {
    target = tdee;
    why = t('pour maintenir ton poids', 'to maintain your weight');
  } else if (rate !== undefined) {
    const sign = losing(message) || facts.goal === 'cut' ? -1 : 1;
    target = Math.max(bmr, Math.round(tdee + sign * rate * KCAL_PER_KG_PER_WEEK_PER_DAY));
    why =
      sign < 0
        ? t(`pour perdre ${n(rate, 2)} kg par semaine`, `to lose ${n(rate, 2)} kg a week`)
        : t(`pour prendre ${n(rate, 2)} kg par semaine`, `to gain ${n(rate, 2)} kg a week`);
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
        `Calculé pour ${used} : métabolisme de base ${n(bmr)} kcal (Mifflin-St Jeor), × ${n(factor, 3)} pour ton activité = ${n(tdee)} kcal de maintenance.`,
        `Worked out for ${used}: basal metabolic rate ${n(bmr)} kcal (Mifflin-St Jeor), × ${n(factor, 3)} for your activity = ${n(tdee)} kcal maintenance.`,
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
