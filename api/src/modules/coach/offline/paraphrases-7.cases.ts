import { expectEntryAndAspect, type TwoAspectCase } from '../testing/two-aspect-paraphrases';

/**
 * Members' phrasings of subjects the base lacked or reached badly (seventeenth round, part S),
 * each with the knowledge entry that must answer it and a word its answer must name. Written
 * apart from the validation sets.
 */

/** New entries, the "is it normal that ..." body changes a gym member asks about: stronger but
 * not bigger, hungrier since starting, nausea on hard sessions. */
const NEW_ENTRIES: TwoAspectCase[] = [
  [
    'stronger every week but not getting bigger, normal?',
    'en',
    'strength-no-size',
    ['nervous system'],
  ],
  [
    'plus fort a chaque seance mais pas plus gros c normal',
    'fr',
    'strength-no-size',
    ['système nerveux'],
  ],
  ['hungrier than ever since i started lifting, normal?', 'en', 'hungry-since-gym', ['appetite']],
  [
    'depuis que je vais a la salle jai tout le temps la dalle, normal ?',
    'fr',
    'hungry-since-gym',
    ['appétit'],
  ],
  ['feel like puking halfway through leg day, is that normal', 'en', 'nausea-training', ['doctor']],
  ['nausee pendant les circuits, c grave ?', 'fr', 'nausea-training', ['médecin']],
];

/** Families of questions whose entry existed but whose words did not reach it, or whose answer
 * did not name what was asked: tired at every session with lifts dropping (overtraining); "at my
 * age" (older lifter); "X: necessary or a waste of money" (pre-workout, 1 g per lb, supplements);
 * "how much is too much" (coffee); painless clicks and pops; the offline log's sync; lean bulk;
 * no longer sore; bloating, budget protein, a full stomach on a bulk, recomposition. */
const FAMILIES: TwoAspectCase[] = [
  [
    'exhausted every single session and my squat is going down, normal?',
    'en',
    'overtraining',
    ['deload'],
  ],
  ['wrecked all the time lately, is that normal', 'en', 'overtraining', ['deload']],
  ['are squats safe for me at 60?', 'en', 'older-lifter', ['technique']],
  ['squat sans risque a 62 ans ?', 'fr', 'older-lifter', ['technique']],
  ['is pre workout needed or is it overpriced caffeine', 'en', 'pre-workout', ['necessary']],
  ["l'appli marche sans wifi a la salle ?", 'fr', 'offline-app', ['synchronis']],
  ['is 1g per lb of protein overkill?', 'en', 'protein-per-day', ['2.2']],
  ['are supplements a waste of money for a beginner', 'en', 'supplement-stack', ['creatine']],
  ['how many coffees a day is too much for a lifter', 'en', 'coffee', ['sleep']],
  ['combien de cafes par jour c trop ?', 'fr', 'coffee', ['sommeil']],
  ['my knees pop and click on squats, no pain', 'en', 'joint-cracking', ['normal']],
  ['mon epaule fait clic au developpe, sans douleur', 'fr', 'joint-cracking', ['normal']],
  ['does my workout log sync when i get signal back?', 'en', 'offline-app', ['sync']],
  [
    'mes series sont synchronisees quand je retrouve du reseau ?',
    'fr',
    'offline-app',
    ['synchronis'],
  ],
  ['lean bulk or eat everything to grow?', 'en', 'dirty-bulk', ['lean bulk']],
  ['not sore anymore after my workouts, still working?', 'en', 'doms', ['progress']],
  ['bloated since i upped my fibre and protein', 'en', 'bloating', ['fibre']],
  ['how to get enough protein when youre broke', 'en', 'cheap-protein', ['eggs']],
  ["can't eat enough on my bulk, always full", 'en', 'hard-gainer', ['drink']],
  ['is recomp realistic after 5 years of lifting?', 'en', 'recomposition', ['maintenance']],
  // The rest days' answer names age; painless clicks and pops are named as such.
  ['do older lifters need more rest days?', 'en', 'rest-days', ['older']],
  [
    "combien de jours de repos par semaine quand on recupere moins vite avec l'age ?",
    'fr',
    'rest-days',
    ['vieillissant'],
  ],
  ['knee pops on lunges but zero pain, keep going?', 'en', 'joint-cracking', ['popping']],
  // "Does it hurt my gains", scared of being judged, tired on a vegetarian diet.
  ['je bosse de nuit, ca flingue mes gains ?', 'fr', 'shift-work', ['prise de muscle']],
  [
    'want to post my lifts online but scared of being judged',
    'en',
    'posting-transformation',
    ['privacy'],
  ],
  ['vegetarian and always tired, could it be low iron?', 'en', 'iron', ['ferritin']],
];

describe('subjects members ask get their new entry (part S)', () => {
  it.each(NEW_ENTRIES)('%s', (...paraphrase) => expectEntryAndAspect(...paraphrase));
});

describe("members' phrasings reach their existing entry, naming what was asked (part S)", () => {
  it.each(FAMILIES)('%s', (...paraphrase) => expectEntryAndAspect(...paraphrase));
});
