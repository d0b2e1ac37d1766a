import type { MemberFacts } from '../types';
import { normalise } from './text';

/** A food group the member does not eat (a diet, an intolerance, an allergy or a dislike). */
export type FoodGroup = 'meat' | 'fish' | 'dairy' | 'lactose' | 'nuts' | 'soy' | 'gluten';

/**
 * What the member said of their day beyond the training days, which moves the calories
 * (nutrition.ts): a physical job or daily exercise, another sport's sessions a week, and a hard
 * gainer's struggle to gain (twenty-ninth round: read once here for the calculators and the plans).
 */
export interface ActivityFacts {
  dailyActivity?: 'job' | 'exercise';
  otherSport?: number;
  hardGainer?: boolean;
}
/**
 * What the member told us about themselves, in metric units. Absent = not said yet. `avoid`: the
 * food groups they said they do not eat, for the sample day of a nutrition plan.
 */
export type Facts = MemberFacts & ActivityFacts & { avoid?: FoodGroup[]; kit?: HomeKit[] };
/** What a member training at home said they have (thirtieth round: a kettlebell got dumbbells). */
export type HomeKit = 'dumbbells' | 'kettlebell' | 'bands' | 'pullUpBar';
export type Sex = NonNullable<Facts['sex']>;
export type Goal = NonNullable<Facts['goal']>;
export type Level = NonNullable<Facts['level']>;
export type Equipment = NonNullable<Facts['equipment']>;

const LB_TO_KG = 0.45359237;
const INCH_TO_CM = 2.54;

const NUM = '(\\d{2,3}(?:\\.\\d+)?)';

function firstNumber(text: string, pattern: RegExp): number | undefined {
  const match = pattern.exec(text);
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

function inRange(value: number | undefined, min: number, max: number): number | undefined {
  return value !== undefined && value >= min && value <= max ? value : undefined;
}

const UNIT = '(kg|kgs|kilos?|kilogrammes?|kilograms?|lbs?|pounds?|livres)\\b';
/** "je pèse 85", "weight: 180 lb", "I weigh 90kg": an explicit statement of body weight. */
const WEIGHT_STATEMENT = new RegExp(
  `(?:poids|weight|weigh|je pese|pese)\\s*(?:is|de|:|=|about|around|environ)?\\s*${NUM}(?![\\d.])\\s*(?:${UNIT})?(?!\\s*(?:cm|m\\b|ans|years?|y\\b|reps?|x\\b|fois))`,
);
const WEIGHT_WITH_UNIT = new RegExp(`${NUM}\\s*${UNIT}`, 'g');
/**
 * A load lifted ("bench 100 kg", "squat à 140 kg", "my squat 1RM is 140kg", "mon max au DC c'est
 * 100 kg") is not the member's body weight.
 */
const LIFT_BEFORE =
  /(?:bench|squat|squatte|squattes|deadlift|press|row|curl|developpe|souleve|tirage|charge|barre|reps?|x|fois|series|sets?)\s*(?:avec|with|at|a|de|@)?\s*$|\b(?:1 ?rm|max|record|personal best)(?:\s+[\w']+){0,3}\s*$|\d\s*(?:avec|with|at|a|de|@)\s*$|(?:^|\s)(?:avec|with|@)\s*$/;

const toKg = (
  value: number,
  unit: string | undefined,
): { weightKg: number; weightUnit: 'kg' | 'lb' } =>
  unit && /^(?:lb|pound|livre)/.test(unit)
    ? { weightKg: value * LB_TO_KG, weightUnit: 'lb' }
    : { weightKg: value, weightUnit: 'kg' };

function parseWeight(t: string): Pick<Facts, 'weightKg' | 'weightUnit'> {
  const statement = WEIGHT_STATEMENT.exec(t);
  const candidates: { value: number; unit: string | undefined }[] = [];
  if (statement?.[1]) candidates.push({ value: Number(statement[1]), unit: statement[2] });
  for (const match of t.matchAll(WEIGHT_WITH_UNIT)) {
    if (LIFT_BEFORE.test(t.slice(Math.max(0, match.index - 25), match.index))) continue;
    candidates.push({ value: Number(match[1]), unit: match[2] });
  }
  for (const { value, unit } of candidates) {
    const weight = toKg(value, unit);
    if (weight.weightKg >= 30 && weight.weightKg <= 300) return weight;
  }
  return {};
}

function parseHeight(t: string): number | undefined {
  const feet =
    /\b([4-7])\s*(?:'|ft\b|feet\b|foot\b|pieds?\b)\s*(?:(\d{1,2})\s*(?:"|''|in\b|inch(?:es)?\b|pouces?\b)?)?/.exec(
      t,
    );
  if (feet?.[1] !== undefined) {
    const inches = Number(feet[1]) * 12 + Number(feet[2] ?? 0);
    // "6ft 35 year old": a number after the feet that is no inch count is another fact.
    const whole = Number(feet[2] ?? 0) <= 11 ? inches : Number(feet[1]) * 12;
    return inRange(whole * INCH_TO_CM, 120, 230);
  }
  const compact = /\b([12])\s*m\s*(\d{2})\b/.exec(t);
  if (compact?.[1] !== undefined && compact[2] !== undefined) {
    return inRange(Number(compact[1]) * 100 + Number(compact[2]), 120, 230);
  }
  const metres = firstNumber(t, /\b([12]\.\d{1,2})\s*m(?:etres?|eters?)?\b/);
  if (metres !== undefined) return inRange(metres * 100, 120, 230);
  const cm =
    firstNumber(t, /\b(\d{3}(?:\.\d+)?)\s*cm\b/) ??
    firstNumber(t, /(?:taille|height|je mesure|mesure|tall)\s*(?:is|de|:|=|of)?\s*(\d{3})\b/);
  return inRange(cm, 120, 230);
}

function parseAge(t: string): number | undefined {
  const age =
    firstNumber(
      t,
      // "in 20 years", "après 20 ans": a duration, not an age.
      /(?<!\b(?:in|for|since|after|over|depuis|pendant|apres|en|sans|il y a)\s)\b(\d{2})\s*(?:ans|years?\s*old|years?|yrs?|yo|y\/o|y)\b(?!\s*(?:of|d'|de\b|d\s))/,
    ) ??
    firstNumber(
      t,
      /(?:\bage|\bj'ai|\bi am|\bi'm|\bim|\bturning|\bi turned|\bjust turned)\s*(?:is|de|:|=)?\s*(\d{2})\b(?!\s*(?:kg|cm|lb|%|jours|days|x\b|fois|m\b|degre|degree|deg\b|min|sec|reps?\b|sets?\b))/,
    ) ??
    // "25M", "30 F", "34h": age and sex written together ("45 ans H 1m82", "5'4 F 140lb": a lone
    // letter between body facts is the sex).
    firstNumber(t, /(?<![\d.])(\d{2})\s?[mfh](?=\s*[,;/)]|\s+\d|\s*$)/) ??
    // "M 29, 5'11": the sex letter first, then the age.
    firstNumber(t, /(?:^|[,;/(])\s*[mfh]\s?(\d{2})(?=\s*[,;/)]|\s*$)/) ??
    // "5'10 180lb male 28 lifting 4x/wk", "28 male": the sex word beside a bare two-digit number
    // (sixteenth round: the TDEE asked for the age).
    firstNumber(
      t,
      /\b(?:male|female|homme|femme)\s*,?\s*(\d{2})\b(?![.,]\d)(?!\s*(?:kg|kgs|kilos?|cm|lbs?|pounds?|%|x\b|jours|days|min|sec|reps?\b|sets?\b|'|"|ft|in\b))/,
    ) ??
    firstNumber(t, /(?<![\d.'])\b(\d{2})\s*,?\s*(?:male|female|homme|femme)\b/);
  return inRange(age, 14, 99);
}

/**
 * "homme 180cm 80kg 25": in a list of body facts, a lone two-digit number without a unit is the
 * age (only read when weight and height are also given in the message).
 */
function bareAge(t: string): number | undefined {
  const rest = t
    .replace(
      /\d+(?:\.\d+)?\s*(?:kg|kgs|kilos?|lbs?|pounds?|cm|m\d*(?![a-z])|%|x|fois|reps?|sets?|series|min\w*|h\b|jours?|days?|sem\w*|weeks?|ans|years?|kcal|cals?|g\b)/g,
      ' ',
    )
    .replace(/\b[12]\.\d{1,2}\b/g, ' ');
  const candidates = [...rest.matchAll(/(?<![\d.])(\d{2})(?![\d.])/g)].map((m) => Number(m[1]));
  return candidates.length === 1 ? inRange(candidates[0], 15, 80) : undefined;
}

/** Patterns must have the g flag. The category whose pattern matches last in the text wins ("pas une sèche, une prise de masse"). */
function lastMatch<T extends string>(t: string, patterns: Record<T, RegExp>): T | undefined {
  let best: T | undefined;
  let bestIndex = -1;
  for (const [key, pattern] of Object.entries(patterns) as [T, RegExp][]) {
    for (const match of t.matchAll(pattern)) {
      if (match.index >= bestIndex) {
        best = key;
        bestIndex = match.index;
      }
    }
  }
  return best;
}

const SEX: Record<Sex, RegExp> = {
  male: /\b(?:homme|male|man|masculin|guy|mec|garcon|boy)\b|(?<=\d\s?(?:kgs?|lbs?|cm|yo|ans)?\s)(?:dude|gars)\b|(?:\d\s?(?:ans|yo)|years old)\s*[,/]?\s*[mh](?=\s*[,;/)]|\s+\d|\s*$)|(?:^|[,;/(]|[.!?](?=\s))\s*[mh](?=\s*(?:[,;/)]|\d))|(?<=\d\S*\s)[mh](?=\s+\d|\s*[,;/)])|(?<![\d.])\d{2}\s?[mh](?=\s*[,;/)]|\s+\d|\s*$)/g,
  female:
    /\b(?:femme|female|woman|feminin|fille|girl)\b|(?:^|[,;/(]|[.!?](?=\s))\s*f(?=\s*(?:[,;/)]|\d))|(?:\d\s?(?:ans|yo)|years old)\s*[,/]?\s*f(?=\s*[,;/)]|\s+\d|\s*$)|(?<=\d\S*\s)f(?=\s+\d|\s*[,;/)])|(?<![\d.])\d{2}\s?f(?=\s*[,;/)]|\s+\d|\s*$)/g,
};

const GOAL: Record<Goal, RegExp> = {
  cut: /\b(?<!masse )(?:seche|secher|cut|cutting|(?:get|getting|go|going|come|coming) down to \d{2,3}(?: ?(?:kg|kgs|kilos?|lbs?|pounds))?(?!\d|\s*(?:reps?|sets?|x\b|%|min|sec|seconds|minutes|cm|inch))|(?:descendre|redescendre|passer) (?:a|sous) \d{2,3} ?(?:kg|kilos?)|lean out|leaning out|get lean|getting lean|perdre du gras|perte de gras|perte de poids|perdre du poids|maigrir|mincir|lose fat|fat loss|lose weight|losing weight|weight loss|(?:lose|losing|drop|burn) (?:some|a bit of|a little(?: bit of)?|the|my|extra) (?:body ?fat|fat|weight)|perdre (?:un peu de|un peu|mon|le) (?:gras|poids)|shred|shredded|definition|perdre (?:(?:genre|environ|a peu pres|dans les) )?\d+(?:[.,]\d+)?(?: ?(?:-|a) ?\d+(?:[.,]\d+)?)? ?(?:kg|kgs|kilos?|livres)|(?:lose|drop|losing) (?:(?:like|about|around|roughly|maybe) )?\d+(?:[.,]\d+)?(?: ?(?:-|to) ?\d+(?:[.,]\d+)?)? ?(?:kg|kgs|kilos?|lbs?|pounds))\b/g,
  bulk: /\b(?:prise de masse|prendre de la masse|pdm|bulk|bulking|gain muscle|gaining muscle|gain mass|gagner du muscle|prendre du muscle|prise de muscle|grossir|mass gain|gain weight|gain some weight|gaining weight|put on (?:some )?weight|putting on weight|prendre du poids|prendre de poids|prendre des kilos|build muscle|building muscle|(?:get|getting|grow|growing|to be) (?:bigger|big|huge|jacked|swole)|prendre du volume|devenir plus gros|etre plus gros)\b/g,
  recomp: /\b(?:recomposition|recomp|recompo)\b/g,
};

const LEVEL: Record<Level, RegExp> = {
  beginner:
    /\b(?:debutant|debutante|beginner|novice|newbie|never trained|jamais entraine|just started|je commence)\b/g,
  intermediate: /\b(?:intermediaire|intermediate)\b/g,
  advanced: /\b(?:avance|avancee|advanced|confirme|experimente|experienced|expert)\b/g,
};

const EQUIPMENT: Record<Equipment, RegExp> = {
  gym: /\b(?:salle|gym|club|basic fit|fitness park|machines?|barbell|barre olympique)\b/g,
  home: /\b(?:a la maison|maison|home|domicile|chez moi)\b/g,
  none: /\b(?:sans materiel|sans equipement|no equipment|without equipment|bodyweight|body weight|poids du corps|aucun materiel|calisthenics|callisthenie)\b/g,
};

/** The gym ruled out ("no gym access", "pas de salle", "without a gym membership"). */
const NO_GYM =
  /\b(?:no|without|without a|don'?t have a|dont have a|can'?t go to the|cant go to the|pas de|sans|sans acces a la|pas acces a la|pas d'acces a la|pas d'acces a une) (?:gym|salle)(?: access| membership| de sport)?\b/;

function parseDays(t: string): number | undefined {
  const perWeek =
    /\b([1-7])\s*(?:x|fois|jours?|days?|seances?|sessions?|entrainements?|trainings?|workouts?|times?)\s*(?:\/|par|per|a la|a|an|each|every|une|la|in a)?\s*(?:semaine|week|sem|wk)\b/.exec(
      t,
    ) ??
    // "4 gym days", "3 training days", "4 jours de salle": a word about the gym between.
    // "split 5j": the French short form of "jours".
    /\b([1-7])\s*(?:(?:gym|training|lifting|workout|weight|muscu)\s+)?(?:jours?|j(?!['a-z])|days?|seances?|sessions?)\b/.exec(
      t,
    ) ??
    // "gym 3x", "lift 4x", "muscu 3 fois": the lifting's count without the week (twenty-eighth
    // round), not a set ("3x10").
    /\b(?:gym|lift|lifting|weights|muscu|salle)\s+([1-7])\s*(?:x|fois|times)(?!\s*\d)/.exec(t);
  return perWeek?.[1] === undefined ? undefined : Number(perWeek[1]);
}

/** What rules a food group out: a diet named, "i hate fish", "pas de poisson", an allergy. */
const NOT_EATING =
  "(?:hate|don't like|dont like|do not like|can't stand|cant stand|can't eat|cant eat|no|not|allergic to|allergy to|without|avoid|deteste|j'aime pas|j'aime pas le|je n'aime pas|je n'aime pas le|je mange pas de|je ne mange pas de|je mange pas|pas de|sans|allergique (?:a|au|aux)|intolerant (?:a|au|aux)|intolerante (?:a|au|aux))";
const AVOIDS: Record<FoodGroup, RegExp> = {
  meat: /\b(?:vegetari\w*|veggie|vegan\w*|vegetalien\w*|pescatarian|pescetarian|pesco-?vegetarien\w*)\b/,
  fish: new RegExp(
    `\\b(?:vegetari\\w*|veggie|vegan\\w*|vegetalien\\w*)\\b|\\b${NOT_EATING}\\s+(?:any |le |du |les |the )?(?:fish|seafood|salmon|tuna|poissons?|saumon|thon|fruits de mer)\\b`,
  ),
  // A milk allergy is to its proteins: no dairy at all, lactose-free or not.
  dairy: new RegExp(
    `\\b(?:vegan\\w*|vegetalien\\w*|dairy[- ]free|(?:allergique|allergic|allergy) (?:a |au |aux |to )?(?:the |les )?(?:lait|milk|produits laitiers|dairy)|(?:milk|dairy) allergy|allergie au lait)\\b|\\b${NOT_EATING}\\s+(?:any |the )?(?:dairy|produits laitiers|laitages)\\b`,
  ),
  lactose:
    /\b(?:lactose[- ]?(?:intolerant|intolerance|free)|(?:intolerant|intolerante|intolerance) (?:a |au |to )?(?:the )?(?:lactose|lait|milk)|sans lactose|no lactose)\b/,
  soy: new RegExp(
    `\\b(?:soy[- ]free|soy allergy)\\b|\\b${NOT_EATING}\\s+(?:any |the |le |du )?(?:soy|soja|tofu|tempeh)\\b`,
  ),
  // Coeliac disease or an intolerance: no seitan (wheat gluten), oats certified gluten-free.
  gluten: new RegExp(
    `\\b(?:gluten[- ]?(?:free|intoleran\\w*|allergy|sensitiv\\w*)|c(?:oe|œ|e)liaque|c(?:o)?eliac|sans gluten|(?:intolerant|intolerante|intolerance|allergique|allergic|sensitive) (?:a |au |to )?(?:the )?gluten)\\b|\\b${NOT_EATING}\\s+(?:any |the |le |du )?(?:gluten|seitan|wheat|ble)\\b`,
  ),
  nuts: new RegExp(
    `\\b(?:nut[- ]free|(?:nut|peanut) allergy)\\b|\\b${NOT_EATING}\\s+(?:any |the |les )?(?:nuts|peanuts|almonds|noix|amandes|arachides|cacahuetes|fruits a coque)\\b`,
  ),
};

const HOME_KIT: Record<HomeKit, RegExp> = {
  dumbbells: /\b(?:halteres?|dumbbells?)\b/,
  kettlebell: /\b(?:kettle ?bells?|kettles?|kb)\b/,
  bands:
    /\b(?:elastiques?|bandes? (?:elastiques?|de resistance)|(?:resistance |mini |loop )?bands?)\b/,
  pullUpBar: /\b(?:barre (?:de |a )?tractions?|pull-?up bar|chin-?up bar)\b/,
};

/** The foods of each group a member may rule out, as the entries name them. */
const AVOIDED_FOODS: Record<FoodGroup, RegExp> = {
  meat: /\b(?:meat|chicken|beef|pork|turkey|viande|poulet|boeuf|porc|dinde|jambon)\b/,
  fish: /\b(?:fish|salmon|tuna|sardines?|poissons?|saumon|thon)\b/,
  dairy: /\b(?:milk|cheese|yog(?:h)?urt|skyr|cottage|whey|lait|fromages?|yaourts?|laitages?)\b/,
  lactose: /\b(?:milk|lait)\b/,
  nuts: /\b(?:nuts?|peanuts?|almonds?|noix|amandes|cacahuetes|arachides|beurre de cacahuete|peanut butter)\b/,
  soy: /\b(?:soy|soja|tofu|tempeh|edamame)\b/,
  gluten: /\b(?:seitan|wheat|bread|pasta|ble|pain|pates)\b/,
};

/** The text names a food of a group the member does not eat ("peanut butter" to an allergic member). */
export function namesAvoidedFood(text: string, avoid: readonly FoodGroup[] | undefined): boolean {
  const said = normalise(text);
  return (avoid ?? []).some((group) => AVOIDED_FOODS[group].test(said));
}

/**
 * Weights or bands named with no place mean home ("juste des haltères"); beside the gym they are
 * the gym's ("a 4 day gym program, I like dumbbells": thirtieth round, it was a home programme).
 */
function homeKitNamed(t: string): boolean {
  return HOME_KIT.dumbbells.test(t) || HOME_KIT.kettlebell.test(t) || HOME_KIT.bands.test(t);
}

/** The food groups a message rules out. */
function parseAvoid(t: string): FoodGroup[] {
  return (Object.keys(AVOIDS) as FoodGroup[]).filter((group) => AVOIDS[group].test(t));
}

/** Facts stated in one message. */
export function parseFacts(text: string): Facts {
  const t = normalise(text);
  const facts: Facts = { ...parseWeight(t) };
  const heightCm = parseHeight(t);
  if (heightCm !== undefined) facts.heightCm = Math.round(heightCm * 10) / 10;
  const age =
    parseAge(t) ??
    (facts.weightKg !== undefined && heightCm !== undefined ? bareAge(t) : undefined);
  if (age !== undefined) facts.age = age;
  const sex = lastMatch(t, SEX);
  if (sex) facts.sex = sex;
  const goal = lastMatch(t, GOAL);
  if (goal) facts.goal = goal;
  const days = parseDays(t);
  if (days !== undefined) facts.daysPerWeek = days;
  const level = lastMatch(t, LEVEL);
  if (level) facts.level = level;
  // "Sans matériel" wins over "à la maison" in the same message: it is the stricter constraint.
  // "no gym access, just a pull up bar": no gym, and nothing but the body unless a home kit is said.
  const noGym = NO_GYM.test(t);
  const kit = t.replace(new RegExp(NO_GYM.source, 'g'), ' ');
  const equipment =
    kit.search(EQUIPMENT.none) !== -1
      ? 'none'
      : (lastMatch(kit, EQUIPMENT) ?? (homeKitNamed(kit) ? 'home' : noGym ? 'none' : undefined));
  if (equipment) facts.equipment = equipment;
  const avoid = parseAvoid(t);
  if (avoid.length > 0) facts.avoid = avoid;
  const homeKit = (Object.keys(HOME_KIT) as HomeKit[]).filter((item) => HOME_KIT[item].test(kit));
  if (homeKit.length > 0) facts.kit = homeKit;
  if (ownPhysicalJob(t)) facts.dailyActivity = 'job';
  else if (DAILY_ACTIVITY.test(t)) facts.dailyActivity = 'exercise';
  const sport = otherSportSessions(t);
  if (sport > 0) facts.otherSport = sport;
  if (HARD_GAINER.test(t)) facts.hardGainer = true;
  return facts;
}

/** Facts from every message of the member, oldest first: a later statement overrides an earlier one. */
export function collectFacts(userMessages: readonly string[]): Facts {
  return userMessages.reduce<Facts>((facts, text) => {
    const said = parseFacts(text);
    // What one does not eat adds up ("vegetarian", later "and no nuts").
    const avoid = [...new Set([...(facts.avoid ?? []), ...(said.avoid ?? [])])];
    // So does the home kit ("j'ai des haltères", later "et une barre de traction").
    const kit = [...new Set([...(facts.kit ?? []), ...(said.kit ?? [])])];
    return {
      ...facts,
      ...said,
      ...(avoid.length > 0 ? { avoid } : {}),
      ...(kit.length > 0 ? { kit } : {}),
    };
  }, {});
}

/** A job on one's feet or carrying loads all day ("je bosse sur un chantier", "I'm a nurse"). */
const PHYSICAL_JOB =
  /\b(?:chantiers?|batiment|btp|macon\w*|manutention\w*|ouvriers?|demenageu\w*|debout toute la journee|(?:je )?(?:bouge|marche) toute la journee|(?:boulot|travail|metier|job) (?:tres )?physique|construction (?:work|worker|job|site)s?|(?:i )?do construction|on my feet (?:all day|for \d+)|physical (?:job|work|labou?r)|(?:an? )?active job|(?:un )?(?:metier|boulot|travail|job) actif|manual (?:labou?r|job|work)|warehouse|labou?rers?|nurse|infirmi\w*|waiters?|waitress|serveu\w*|roofers?|couvreur|landscap\w*|paysagiste|farmer|agriculteur|mail carrier|facteur|livreur|delivery (?:driver|job))\b/;
/** Someone else's job ("my girlfriend is a nurse", "ma mère est infirmière") is not the member's. */
const SOMEONE_ELSE =
  /\b(?:my|ma|mon|his|her|sa|son|our|notre)\s+(?:girlfriend|boyfriend|wife|husband|partner|mom|mum|mother|dad|father|brother|sister|friend|bro|son|daughter|copine|copain|femme|mari|compagne|compagnon|mere|pere|frere|soeur|pote|amie?|fils|fille|collegue|coworker|colleague)\b[^.!?;]{0,25}$/;

/** A physical job of the member's own. */
function ownPhysicalJob(t: string): boolean {
  const match = PHYSICAL_JOB.exec(t);
  return match !== null && !SOMEONE_ELSE.test(t.slice(0, match.index));
}

/** Exercise every day besides the sessions ("vélo 1h par jour", "I run every day"). */
const DAILY_ACTIVITY =
  /\b(?:velo|course a pied|je cours|running|run|jogging|cycling|bike|biking|natation|swim\w*|marche|walk\w*|cardio)\b.{0,25}\b(?:tous les jours|chaque jour|par jour|every day|each day|daily|a day)\b/;

const COUNT_WORDS: Record<string, number> = {
  une: 1,
  once: 1,
  deux: 2,
  twice: 2,
  two: 2,
  trois: 3,
  three: 3,
  quatre: 4,
  four: 4,
};
/**
 * Another sport's sessions a week told beside the lifting ("play football twice a week and gym
 * 3x", "je fais du foot 2 fois par semaine"): they count in the activity factor (twenty-eighth
 * round: a 19-year-old footballer's bulk came from a 3-day week).
 */
const OTHER_SPORT =
  /\b(?:football|(?:du|au|le|de) foot|soccer|basket\w*|tennis|rugby|handball|volley\w*|running|course a pied|natation|swimming|boxe|boxing|mma|judo|jiu[- ]?jitsu|bjj|cyclisme|cycling|padel|squash|badminton|hockey|danse|dance|futsal|athletisme)\b[^.?!;]{0,25}?\b(\d|once|twice|two|three|four|une|deux|trois|quatre)\s*(?:x|fois|times|sessions?|seances?)?\s*(?:a|per|par|\/|each|every|in a)?\s*(?:semaine|week|sem|wk)\b/;
export function otherSportSessions(message: string): number {
  const m = OTHER_SPORT.exec(normalise(message));
  if (!m?.[1]) return 0;
  const n = COUNT_WORDS[m[1]] ?? Number(m[1]);
  return n >= 1 && n <= 7 ? n : 0;
}

/**
 * "je n'arrive pas à prendre de poids", "can't gain weight no matter what": a hard gainer's bulk
 * starts higher, a 15 % surplus (twenty-eighth round: a farmer and a footballer who could not
 * gain got the usual 10 %).
 */
const HARD_GAINER =
  /\b(?:(?:can'?t|cant|cannot|can not|unable to|struggl\w* to|hard (?:for me )?to|never) (?:seem to )?(?:gain|put on|add) (?:any |some )?(?:weight|mass|size|kilos?|kg|pounds|lbs)|hard ?gainer|ectomorph\w*|(?:n'?arrive|arrive) (?:pas|jamais) a (?:prendre|grossir)|impossible de (?:prendre|grossir)|(?:j'?ai du mal|galere) a (?:prendre (?:du |de )?(?:poids|masse|kilos?)|grossir))\b/;
