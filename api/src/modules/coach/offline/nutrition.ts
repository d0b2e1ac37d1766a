import type { Language } from '../types';
import { heading, list, note, paragraph, table, title, type Block } from './document';
import type { Facts, FoodGroup, Goal, Sex } from './facts';
import { formatNumber, normalise, translator } from './text';

/** Values used when the member has not said them yet; the answer names each one it assumed. */
export const NUTRITION_DEFAULTS = {
  weightKg: 75,
  heightCm: 175,
  age: 30,
  sex: 'male' as Sex,
  daysPerWeek: 3,
  goal: 'recomp' as Goal,
};

type NutritionInput = keyof typeof NUTRITION_DEFAULTS;

/** Multiplier of the basal metabolic rate for the number of training days per week. */
export function activityFactor(daysPerWeek: number): number {
  if (daysPerWeek <= 1) return 1.2;
  if (daysPerWeek <= 3) return 1.375;
  if (daysPerWeek <= 5) return 1.55;
  return 1.725;
}

/** Energy change from maintenance: a 20 % deficit to cut, a 10 % surplus to bulk, maintenance to recompose. */
export const GOAL_ADJUSTMENT: Record<Goal, number> = { cut: -0.2, bulk: 0.1, recomp: 0 };
/** A hard gainer's bulk (the member says they cannot gain) starts higher: a 15 % surplus. */
const HARD_GAINER_SURPLUS = 0.15;
/** A physical job or daily exercise: one step up the activity scale (1.375 to 1.55...). */
const PHYSICAL_JOB_STEP = 0.175;
/** Protein per kg of body weight: highest in a deficit, where it protects muscle. */
export const PROTEIN_PER_KG: Record<Goal, number> = { cut: 2.2, bulk: 1.8, recomp: 2 };
/** Share of the energy target from fat (hormonal health floor ~20 %). */
export const FAT_SHARE = 0.25;

export interface NutritionPlan {
  weightKg: number;
  heightCm: number;
  age: number;
  sex: Sex;
  daysPerWeek: number;
  goal: Goal;
  /** Inputs taken from NUTRITION_DEFAULTS because the member has not given them. */
  assumed: NutritionInput[];
  /** Another sport's sessions a week, counted with the training days in the activity factor. */
  otherSport: number;
  /** The energy change from maintenance for the goal (a hard gainer's bulk starts higher). */
  adjustment: number;
  bmr: number;
  factor: number;
  tdee: number;
  target: number;
  proteinG: number;
  fatG: number;
  carbsG: number;
  /** The goal's deficit would have gone below the BMR: the target was raised to it. */
  limitedToBmr: boolean;
  /** The member asked for their own target: the one computed for the goal, beside it. */
  estimate?: number;
  /** The protein a day is the member's own figure ("a full day of eating for 180 g of protein"). */
  proteinAsked?: boolean;
}

/** Mifflin-St Jeor (1990): 10 x kg + 6.25 x cm - 5 x age + 5 (men) or - 161 (women). */
export function mifflinStJeor(weightKg: number, heightCm: number, age: number, sex: Sex): number {
  return 10 * weightKg + 6.25 * heightCm - 5 * age + (sex === 'male' ? 5 : -161);
}

/**
 * The member's day of eating: calories for the goal (or the target the member asked for, never
 * below the basal metabolic rate), protein per kg, a quarter of the energy from fat, carbs the rest.
 */
/** What the member asked the plan to be built on ("around 3000 cals", "for 180g protein"). */
export interface PlanAsked {
  kcal?: number;
  proteinG?: number;
}

export function computeNutrition(facts: Facts, asked: PlanAsked = {}): NutritionPlan {
  const { kcal: askedKcal, proteinG: askedProteinG } = asked;
  const assumed: NutritionInput[] = [];
  const pick = <K extends NutritionInput>(key: K): (typeof NUTRITION_DEFAULTS)[K] => {
    const value = facts[key] as (typeof NUTRITION_DEFAULTS)[K] | undefined;
    if (value !== undefined) return value;
    assumed.push(key);
    return NUTRITION_DEFAULTS[key];
  };
  const weightKg = pick('weightKg');
  const heightCm = pick('heightCm');
  const age = pick('age');
  const sex = pick('sex');
  const sport = facts.otherSport ?? 0;
  // Another sport's sessions alone set the activity when no lifting days are told.
  const daysPerWeek = facts.daysPerWeek ?? (sport > 0 ? 0 : pick('daysPerWeek'));
  const goal = pick('goal');

  const bmr = Math.round(mifflinStJeor(weightKg, heightCm, age, sex));
  const factor = Math.min(
    1.9,
    activityFactor(Math.min(7, daysPerWeek + sport)) +
      (facts.dailyActivity ? PHYSICAL_JOB_STEP : 0),
  );
  const tdee = Math.round(bmr * factor);
  const adjustment =
    goal === 'bulk' && facts.hardGainer ? HARD_GAINER_SURPLUS : GOAL_ADJUSTMENT[goal];
  // Never below the basal metabolic rate: deeper deficits cost muscle and health.
  const forGoal = Math.round(tdee * (1 + adjustment));
  const adjusted = askedKcal ?? forGoal;
  const target = Math.max(adjusted, bmr);
  const proteinG = askedProteinG ?? Math.round(PROTEIN_PER_KG[goal] * weightKg);
  const fatG = Math.round((target * FAT_SHARE) / 9);
  const carbsG = Math.max(0, Math.round((target - proteinG * 4 - fatG * 9) / 4));
  return {
    weightKg,
    heightCm,
    age,
    sex,
    daysPerWeek,
    goal,
    assumed,
    otherSport: sport,
    adjustment,
    bmr,
    factor,
    tdee,
    target,
    proteinG,
    fatG,
    carbsG,
    limitedToBmr: target > adjusted,
    ...(askedKcal === undefined ? {} : { estimate: Math.max(forGoal, bmr) }),
    ...(askedProteinG === undefined ? {} : { proteinAsked: true }),
  };
}

const MEALS = [
  { fr: 'Petit-déjeuner', en: 'Breakfast', share: 0.25 },
  { fr: 'Déjeuner', en: 'Lunch', share: 0.3 },
  { fr: 'Collation', en: 'Snack', share: 0.15 },
  { fr: 'Dîner', en: 'Dinner', share: 0.3 },
];

/** A sample day written for SAMPLE_DAY_KCAL and scaled to the member's target. */
const SAMPLE_DAY_KCAL = 2400;
interface Food {
  meal: number;
  fr: string;
  en: string;
  amount: number;
  unit: 'g' | 'ml' | '';
  /** The food groups it belongs to: a member who avoids one of them gets an alternative. */
  groups?: readonly FoodGroup[];
  /** What replaces it, first choice first: the first that belongs to no group avoided. */
  alternatives?: readonly Omit<Food, 'meal' | 'alternatives'>[];
}
const SEITAN = { fr: 'seitan', en: 'seitan', amount: 150, unit: 'g', groups: ['gluten'] } as const;
/** The protein left for a member who eats no meat, no soy and no gluten. */
const LENTILS = {
  fr: 'lentilles (poids cuit)',
  en: 'lentils (cooked weight)',
  amount: 300,
  unit: 'g',
} as const;
const SAMPLE_DAY: readonly Food[] = [
  {
    meal: 0,
    fr: "flocons d'avoine",
    en: 'rolled oats',
    amount: 70,
    unit: 'g',
    groups: ['gluten'],
    alternatives: [
      {
        fr: "flocons d'avoine certifiés sans gluten",
        en: 'certified gluten-free oats',
        amount: 70,
        unit: 'g',
      },
    ],
  },
  {
    meal: 0,
    fr: 'lait demi-écrémé',
    en: 'semi-skimmed milk',
    amount: 250,
    unit: 'ml',
    groups: ['dairy', 'lactose'],
    alternatives: [
      {
        fr: 'lait sans lactose',
        en: 'lactose-free milk',
        amount: 250,
        unit: 'ml',
        groups: ['dairy'],
      },
      { fr: 'boisson au soja', en: 'soy drink', amount: 250, unit: 'ml', groups: ['soy'] },
      { fr: "boisson à l'avoine", en: 'oat drink', amount: 250, unit: 'ml' },
    ],
  },
  {
    meal: 0,
    fr: 'whey',
    en: 'whey',
    amount: 30,
    unit: 'g',
    groups: ['dairy', 'lactose'],
    alternatives: [
      { fr: 'whey isolate', en: 'whey isolate', amount: 30, unit: 'g', groups: ['dairy'] },
      { fr: 'protéine de pois', en: 'pea protein', amount: 30, unit: 'g' },
    ],
  },
  { meal: 0, fr: 'banane', en: 'banana', amount: 1, unit: '' },
  { meal: 1, fr: 'riz (poids cuit)', en: 'rice (cooked weight)', amount: 250, unit: 'g' },
  {
    meal: 1,
    fr: 'blanc de poulet',
    en: 'chicken breast',
    amount: 150,
    unit: 'g',
    groups: ['meat'],
    alternatives: [
      { fr: 'tofu ferme', en: 'firm tofu', amount: 225, unit: 'g', groups: ['soy'] },
      SEITAN,
      LENTILS,
    ],
  },
  { meal: 1, fr: 'légumes', en: 'vegetables', amount: 200, unit: 'g' },
  { meal: 1, fr: "huile d'olive", en: 'olive oil', amount: 10, unit: 'g' },
  {
    meal: 2,
    fr: 'skyr ou yaourt grec 0 %',
    en: 'skyr or 0% Greek yoghurt',
    amount: 200,
    unit: 'g',
    groups: ['dairy', 'lactose'],
    alternatives: [
      {
        fr: 'yaourt sans lactose',
        en: 'lactose-free yoghurt',
        amount: 200,
        unit: 'g',
        groups: ['dairy'],
      },
      { fr: 'yaourt au soja', en: 'soy yoghurt', amount: 250, unit: 'g', groups: ['soy'] },
      {
        fr: 'yaourt végétal enrichi en protéines',
        en: 'high-protein plant yoghurt',
        amount: 250,
        unit: 'g',
      },
    ],
  },
  {
    meal: 2,
    fr: 'amandes',
    en: 'almonds',
    amount: 30,
    unit: 'g',
    groups: ['nuts'],
    alternatives: [{ fr: 'graines de courge', en: 'pumpkin seeds', amount: 30, unit: 'g' }],
  },
  { meal: 2, fr: 'fruit', en: 'piece of fruit', amount: 1, unit: '' },
  { meal: 3, fr: 'pommes de terre', en: 'potatoes', amount: 300, unit: 'g' },
  {
    meal: 3,
    fr: 'saumon',
    en: 'salmon',
    amount: 150,
    unit: 'g',
    groups: ['fish'],
    alternatives: [
      { fr: 'bœuf haché 5 %', en: '5% lean ground beef', amount: 150, unit: 'g', groups: ['meat'] },
      SEITAN,
      LENTILS,
    ],
  },
  { meal: 3, fr: 'légumes', en: 'vegetables', amount: 200, unit: 'g' },
  { meal: 3, fr: "huile d'olive", en: 'olive oil', amount: 10, unit: 'g' },
];

/** The food as the member eats it: the planned one, or its first alternative they eat. */
function servedFood(food: Food, avoid: readonly FoodGroup[]): Omit<Food, 'meal' | 'alternatives'> {
  const eaten = (f: Omit<Food, 'meal' | 'alternatives'>) =>
    !(f.groups ?? []).some((group) => avoid.includes(group));
  return [food, ...(food.alternatives ?? [])].find(eaten) ?? food;
}

/** How the member's diet is named under the sample day ("sans poisson, comme tu me l'as dit"). */
const AVOID_NAMES: Record<FoodGroup, { fr: string; en: string }> = {
  meat: { fr: 'sans viande', en: 'meat-free' },
  fish: { fr: 'sans poisson', en: 'fish-free' },
  dairy: { fr: 'sans produits laitiers', en: 'dairy-free' },
  lactose: { fr: 'sans lactose', en: 'lactose-free' },
  nuts: { fr: 'sans fruits à coque', en: 'nut-free' },
  soy: { fr: 'sans tofu ni soja', en: 'tofu- and soy-free' },
  gluten: { fr: 'sans gluten', en: 'gluten-free' },
};

/** A daily target the member asked for in so many words ("a full day of eating around 3000 cals"). */
const ASKED_TARGET =
  /\b(?:around|about|roughly|at|of|for|~|a|de|pour|environ|autour de|vers|a peu pres)\s*~?\s*(\d[\d ]{2,4})(?:\s*(?:-|to|a|ou|or)\s*(\d[\d ]{2,4}))?\s*(?:kcal|kcals|cals?|calories)\b/;
/** The calories the member eats or burns now are no target ("i eat about 2000 kcal"; a "day of eating" is the plan). */
const NOT_A_TARGET =
  /\b(?:eat|(?<!days? of )eating|ate|binged?|intake|currently|burn|burns|maintenance|tdee|mange|mangeais|consomme|actuellement|brule|depense|maintien)\b[^.?!]{0,20}$/;

/** The protein a day asked for ("a full day of eating for 180g protein", "à 150 g de protéines"). */
const ASKED_PROTEIN =
  /\b(?:for|with|hitting|to hit|around|about|at|pour|avec|a|atteindre|environ|~)\s*~?\s*(\d{2,3})\s*(?:g|grams?|grammes?)\s*(?:of |de |d')?(?:protein|proteins|proteines?|prots?)\b/;

/** The calories and the protein a message asks the plan to be built on. */
export function planAsked(message: string): PlanAsked {
  const kcal = askedTarget(message);
  const proteinG = askedProtein(message);
  return {
    ...(kcal === undefined ? {} : { kcal }),
    ...(proteinG === undefined ? {} : { proteinG }),
  };
}

/** The protein a day asked for, between 40 and 350 g. */
function askedProtein(message: string): number | undefined {
  const t = normalise(message);
  const match = ASKED_PROTEIN.exec(t);
  if (!match?.[1] || NOT_A_TARGET.test(t.slice(0, match.index))) return undefined;
  const grams = Number(match[1]);
  return grams >= 40 && grams <= 350 ? grams : undefined;
}

/** The daily target asked for in the message, when it is one the member could live on. */
function askedTarget(message: string): number | undefined {
  const t = normalise(message);
  const match = ASKED_TARGET.exec(t);
  if (!match?.[1] || NOT_A_TARGET.test(t.slice(0, match.index))) return undefined;
  // "around 1800-1900 cals": the middle of the range.
  const low = Number(match[1].replace(/\s/g, ''));
  const high = match[2] ? Number(match[2].replace(/\s/g, '')) : low;
  const kcal = Math.round((low + high) / 2);
  return kcal >= 1000 && kcal <= 6000 ? kcal : undefined;
}

function scaledAmount(amount: number, unit: string, ratio: number): number {
  if (unit === '') return Math.max(1, Math.round(amount * ratio));
  return Math.max(5, Math.round((amount * ratio) / 5) * 5);
}

export function nutritionAnswer(
  facts: Facts,
  language: Language,
  brief: boolean,
  asked: PlanAsked = {},
): Block[] {
  const t = translator(language);
  const n = (value: number, digits = 0) => formatNumber(value, language, digits);
  const plan = computeNutrition(facts, asked);
  const goalName = {
    cut: t('sèche', 'cut'),
    bulk: t('prise de masse', 'lean bulk'),
    recomp: t('recomposition (maintien)', 'recomposition (maintenance)'),
  }[plan.goal];
  const sexName = plan.sex === 'male' ? t('homme', 'male') : t('femme', 'female');
  const weightText =
    facts.weightUnit === 'lb'
      ? `${n(plan.weightKg, 1)} kg (${n(plan.weightKg / 0.45359237)} lb)`
      : `${n(plan.weightKg, 1)} kg`;
  // Another sport, a physical job and a hard gainer's bulk, as the calculators say them.
  const activity =
    (plan.otherSport > 0
      ? t(
          `, ${plan.otherSport} séance(s) d'un autre sport par semaine`,
          `, ${plan.otherSport} session(s) of another sport a week`,
        )
      : '') +
    (facts.dailyActivity === 'job'
      ? t(', métier physique', ', a physical job')
      : facts.dailyActivity === 'exercise'
        ? t(', sport quotidien', ', daily exercise')
        : '') +
    (plan.goal === 'bulk' && facts.hardGainer
      ? t(', du mal à prendre du poids (surplus de 15 %)', ', struggling to gain (a 15 % surplus)')
      : '');
  // A member who only plays their sport has no lifting sessions to count ("0 training sessions").
  const lifting =
    plan.daysPerWeek === 0
      ? t('pas de musculation', 'no lifting')
      : t(
          `${plan.daysPerWeek} séance(s) d'entraînement par semaine`,
          `${plan.daysPerWeek} training session(s) per week`,
        );
  const blocks: Block[] = [
    title(t(`Plan nutritionnel : ${goalName}`, `Nutrition plan: ${goalName}`)),
    paragraph(
      t(
        `Profil utilisé : ${weightText}, ${n(plan.heightCm, 1)} cm, ${plan.age} ans, ${sexName}, ${lifting}${activity}, objectif ${goalName}.`,
        `Profile used: ${weightText}, ${n(plan.heightCm, 1)} cm, ${plan.age} years old, ${sexName}, ${lifting}${activity}, goal ${goalName}.`,
      ),
    ),
  ];
  if (plan.assumed.length > 0) {
    const names: Record<NutritionInput, string> = {
      weightKg: t('ton poids', 'your weight'),
      heightCm: t('ta taille', 'your height'),
      age: t('ton âge', 'your age'),
      sex: t('ton sexe', 'your sex'),
      daysPerWeek: t("tes jours d'entraînement par semaine", 'your training days per week'),
      goal: t(
        'ton objectif (sèche, prise de masse ou recomposition)',
        'your goal (cut, bulk or recomposition)',
      ),
    };
    blocks.push(
      note(
        t(
          `Valeurs supposées faute d'information : ${plan.assumed.map((k) => names[k]).join(', ')}. Donne-les-moi (ex. « 80 kg, 180 cm, 30 ans, homme, 4 jours par semaine, prise de masse ») et je recalcule exactement.`,
          `Assumed because you have not told me yet: ${plan.assumed.map((k) => names[k]).join(', ')}. Send them (e.g. "80 kg, 180 cm, 30 years old, male, 4 days a week, bulk") and I will recalculate exactly.`,
        ),
      ),
    );
  }
  const sexTerm = plan.sex === 'male' ? '+ 5' : '− 161';
  const { adjustment } = plan;
  blocks.push(
    heading(t('Calcul de tes besoins', 'Your energy needs')),
    table(
      [t('Étape', 'Step'), t('Valeur', 'Value')],
      [
        [
          t('Métabolisme de base (Mifflin-St Jeor)', 'Basal metabolic rate (Mifflin-St Jeor)'),
          `10 × ${n(plan.weightKg, 1)} + ${n(6.25, 2)} × ${n(plan.heightCm, 1)} − 5 × ${plan.age} ${sexTerm} = **${plan.bmr} kcal**`,
        ],
        [t("Facteur d'activité", 'Activity factor'), `× ${n(plan.factor, 3)}`],
        [
          t('Dépense totale (TDEE)', 'Total daily energy expenditure (TDEE)'),
          `**${plan.tdee} kcal**`,
        ],
        [
          t("Ajustement à l'objectif", 'Goal adjustment'),
          adjustment === 0
            ? t('0 % (maintien)', '0% (maintenance)')
            : `${adjustment > 0 ? '+' : '−'}${Math.abs(adjustment * 100)}${t(' %', '%')}`,
        ],
        ...(plan.estimate === undefined
          ? []
          : [
              [
                t('Cible calculée pour ton objectif', 'Target computed for your goal'),
                `${plan.estimate} kcal`,
              ],
            ]),
        [
          plan.estimate === undefined
            ? t('Cible quotidienne', 'Daily target')
            : t('Cible quotidienne (la tienne)', 'Daily target (the one you asked for)'),
          plan.limitedToBmr
            ? t(
                `**${plan.target} kcal** (relevée à ton métabolisme de base : descendre plus bas coûte du muscle et de la santé)`,
                `**${plan.target} kcal** (raised to your basal metabolic rate: going lower costs muscle and health)`,
              )
            : `**${plan.target} kcal**`,
        ],
      ],
    ),
    heading(t('Macronutriments par jour', 'Daily macronutrients')),
    table(
      [t('Macro', 'Macro'), t('Grammes', 'Grams'), 'kcal', t('Repère', 'Basis')],
      [
        [
          t('Protéines', 'Protein'),
          `${plan.proteinG} g`,
          `${plan.proteinG * 4}`,
          plan.proteinAsked
            ? t(
                `${n(plan.proteinG / plan.weightKg, 1)} g/kg, ton chiffre`,
                `${n(plan.proteinG / plan.weightKg, 1)} g/kg, your figure`,
              )
            : `${n(PROTEIN_PER_KG[plan.goal], 1)} g/kg`,
        ],
        [
          t('Lipides', 'Fat'),
          `${plan.fatG} g`,
          `${plan.fatG * 9}`,
          t('25 % des calories', '25% of calories'),
        ],
        [
          t('Glucides', 'Carbohydrates'),
          `${plan.carbsG} g`,
          `${plan.carbsG * 4}`,
          t('le reste', 'the rest'),
        ],
      ],
    ),
  );
  if (!brief) {
    blocks.push(
      heading(t('Répartition sur 4 repas', 'Split over 4 meals')),
      table(
        [
          t('Repas', 'Meal'),
          'kcal',
          t('Protéines', 'Protein'),
          t('Glucides', 'Carbs'),
          t('Lipides', 'Fat'),
        ],
        MEALS.map((meal) => [
          t(meal.fr, meal.en),
          `${Math.round(plan.target * meal.share)}`,
          `${Math.round(plan.proteinG * meal.share)} g`,
          `${Math.round(plan.carbsG * meal.share)} g`,
          `${Math.round(plan.fatG * meal.share)} g`,
        ]),
      ),
      heading(t(`Exemple de journée (~${plan.target} kcal)`, `Sample day (~${plan.target} kcal)`)),
      list(
        MEALS.map((meal, index) => {
          const ratio = plan.target / SAMPLE_DAY_KCAL;
          const foods = SAMPLE_DAY.filter((food) => food.meal === index)
            .map((planned) => servedFood(planned, facts.avoid ?? []))
            .map((food) => {
              const amount = scaledAmount(food.amount, food.unit, ratio);
              return food.unit === ''
                ? `${amount} ${t(food.fr, food.en)}`
                : `${amount} ${food.unit} ${t(food.fr, food.en)}`;
            })
            .join(', ');
          return `**${t(meal.fr, meal.en)}**${t(' : ', ': ')}${foods}`;
        }),
      ),
    );
    const avoid = (['meat', 'fish', 'dairy', 'lactose', 'nuts', 'soy'] as const).filter(
      (group) =>
        facts.avoid?.includes(group) &&
        // Without dairy, the lactose-free foods are not named: dairy-free says it all.
        !(group === 'lactose' && facts.avoid.includes('dairy')),
    );
    if (avoid.length > 0) {
      const names = avoid.map((group) => t(AVOID_NAMES[group].fr, AVOID_NAMES[group].en));
      blocks.push(
        paragraph(
          t(
            `Journée ${names.join(', ')}, comme tu me l'as dit ; les protéines restent au même niveau.`,
            `A ${names.join(', ')} day, as you told me; the protein stays at the same level.`,
          ),
        ),
      );
    }
  }
  blocks.push(
    heading(t('Suivi et ajustements', 'Tracking and adjustments')),
    list([
      t(
        'Pèse-toi chaque matin à jeun et compare les moyennes hebdomadaires, pas les pesées isolées.',
        'Weigh yourself every morning before eating and compare weekly averages, not single weigh-ins.',
      ),
      {
        cut: t(
          'Vise une perte de 0,5 à 1 % du poids par semaine ; si la moyenne stagne 2 semaines, retire 150 à 200 kcal (surtout des glucides ou des lipides).',
          'Aim to lose 0.5-1% of body weight per week; if the average stalls for 2 weeks, remove 150-200 kcal (mostly carbs or fat).',
        ),
        bulk: t(
          'Vise une prise de 0,25 à 0,5 % du poids par semaine ; si la moyenne ne bouge pas en 2 semaines, ajoute 150 à 200 kcal.',
          'Aim to gain 0.25-0.5% of body weight per week; if the average does not move in 2 weeks, add 150-200 kcal.',
        ),
        recomp: t(
          'Le poids doit rester stable (± 0,5 kg) pendant que tes charges montent et ton tour de taille baisse ; sinon ajuste de 100 à 150 kcal.',
          'Your weight should stay stable (± 0.5 kg) while your lifts go up and your waist goes down; otherwise adjust by 100-150 kcal.',
        ),
      }[plan.goal],
      t(
        `Hydratation : environ ${n(Math.round(plan.weightKg * 0.035 * 10) / 10, 1)} L d'eau par jour (35 ml/kg), plus pendant l'entraînement.`,
        `Hydration: about ${n(Math.round(plan.weightKg * 0.035 * 10) / 10, 1)} L of water a day (35 ml/kg), more around training.`,
      ),
      t(
        'Fibres 25 à 35 g par jour, des légumes à chaque repas, et 80 % d’aliments peu transformés.',
        'Fibre 25-35 g a day, vegetables at every meal, and 80% minimally processed foods.',
      ),
    ]),
  );
  return blocks;
}
