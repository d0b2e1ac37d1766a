import { expectEntryAndAspect, type TwoAspectCase } from '../testing/two-aspect-paraphrases';

/**
 * Members' phrasings of questions with two aspects (eleventh round, part D: training, recovery,
 * content and service), each with the knowledge entry that must answer it and the words of the
 * second aspect its answer must name. Written apart from the validation sets.
 */
const CASES: TwoAspectCase[] = [
  [
    'only have 12 kg dumbbells at home, what does progressive overload mean for me?',
    'en',
    'progressive-overload',
    ['progressive overload'],
  ],
  [
    'same muscle two days in a row when the soreness is gone, bad idea?',
    'en',
    'muscle-soreness-same-muscle',
    ['recover'],
  ],
  [
    'je fais muscu tous les jours et je suis epuise, je dois prendre des jours off ?',
    'fr',
    'rest-days',
    ['fatigu'],
  ],
  [
    'i lift every single day and feel wrecked, how many days a week should i train?',
    'en',
    'training-days-per-week',
    ['tired'],
  ],
  [
    'des idees de posts pour documenter ma prise de masse sur insta ?',
    'fr',
    'content-ideas',
    ['progression', 'regularite'],
  ],
  ['tips for honest before and after pictures?', 'en', 'before-after', ['photo']],
  ['je stagne au developpe militaire depuis 2 mois', 'fr', 'overhead-press', ['bloque']],
  ['overhead press stuck at the same weight for a month', 'en', 'overhead-press', ['stuck']],
  ['how many sets a week should i do for chest?', 'en', 'weekly-volume', ['chest']],
  [
    "i can't find where to cancel the subscription in the app",
    'en',
    'cancel-subscription',
    ['subscription'],
  ],
  ["la musculation apres 60 ans c'est bon pour les os ?", 'fr', 'older-lifter', ['os']],
  [
    '55 ans, debutant complet, combien de fois par semaine a la salle ?',
    'fr',
    'older-lifter',
    ['2 a 3'],
  ],
  ['can i do a whole extra arm day?', 'en', 'biceps-exercises', ['arm day']],
  ['stuck at 5 pull-ups, how do i get more?', 'en', 'pull-ups-progress', ['stuck']],
  ["que comprend l'abonnement premium de zak ia ?", 'fr', 'subscription-price', ['historique']],
  ['combien de fois par semaine pour les fessiers ?', 'fr', 'frequency-per-muscle', ['fessier']],
  [
    'best exercises for glutes and how many sessions a week?',
    'en',
    'glutes-exercises',
    ['2 sessions'],
  ],
  [
    'active recovery on days off, is walking better than resting?',
    'en',
    'active-recovery',
    ['rest days'],
  ],
  ['10k steps a day or hiit, what burns more fat?', 'en', 'steps-neat', ['hiit']],
  ['rest 2 minutes between sets, will i lose the pump?', 'en', 'rest-between-sets', ['minute']],
  // Eighteenth round (part V): the bar position has its own entry.
  ['low bar or high bar squat for a beginner?', 'en', 'high-bar-low-bar', ['low bar']],
  ['tirage vertical, prise large ou prise serree ?', 'fr', 'lat-pulldown', ['prise']],
  ["j'ai rate une semaine de muscu, je reprends comment ?", 'fr', 'missed-workout', ['semaine']],
  ['can a woman bulk up like a man does?', 'en', 'women-training', ['bulky']],
  ['what does zak ia do exactly?', 'en', 'what-is-zak-ia', ['programme']],
];

describe('paraphrases with two aspects get their entry, and the answer names both (part D)', () => {
  it.each(CASES)('%s', (...paraphrase) => expectEntryAndAspect(...paraphrase));
});
