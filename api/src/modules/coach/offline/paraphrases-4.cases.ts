import { expectEntryAndAspect, type TwoAspectCase } from '../testing/two-aspect-paraphrases';

/**
 * Members' phrasings of questions with two aspects (fourteenth round, part I: training, recovery,
 * content, service and injury knowledge, by coverage), each with the knowledge entry that must
 * answer it and the words of the second aspect its answer must name. Written apart from the
 * validation sets.
 */
const CASES: TwoAspectCase[] = [
  [
    'how long should i rest between sets if i train for strength, not size?',
    'en',
    'rest-between-sets',
    ['3-5 minutes'],
  ],
  [
    'repos entre les series pour la force, 2 min ca suffit ?',
    'fr',
    'rest-between-sets',
    ['3 à 5 minutes'],
  ],
  ['overtraining signs? always tired and lifts going down', 'en', 'overtraining', ['deload']],
  [
    "si j'annule mon abonnement, je perds toutes mes conversations ?",
    'fr',
    'cancel-subscription',
    ['exporte'],
  ],
  [
    'rather have an actual human coach than the ai, what are my options?',
    'en',
    'offers-compare',
    ['PRO'],
  ],
  [
    "claquage a l'ischio au foot, je reprends les jambes quand ?",
    'fr',
    'pulled-muscle',
    ['semaines'],
  ],
  [
    'only 45 minutes per session, is that enough to build muscle?',
    'en',
    'session-length',
    ['hard sets'],
  ],
  [
    'strength vs hypertrophy, how long should i rest in each case?',
    'en',
    'strength-vs-hypertrophy',
    ['3-5 minutes'],
  ],
  ['lower back pain after deadlifting, is it my form?', 'en', 'lower-back-pain', ['brace']],
  [
    'douleur au genou au squat, le haut du corps je peux le garder ?',
    'fr',
    'knee-pain-squat',
    ['haut du corps'],
  ],
  [
    "c'est gratuit l'appli ou faut payer pour avoir le coach ia ?",
    'fr',
    'subscription-price',
    ['gratuit'],
  ],
  ['is 1 kg of muscle a week possible natty?', 'en', 'muscle-gain-rate', ['0.5-1 kg']],
  [
    'how much weight can an 8 week cut take off, those tiktok transformations look fake',
    'en',
    'transformation-realism',
    ['4-8%'],
  ],
  [
    'bench stuck for weeks, i eat at maintenance, what now?',
    'en',
    'bench-press-plateau',
    ['surplus'],
  ],
  ['quoi filmer pendant ma seance pour mon compte insta ?', 'fr', 'session-video', ['secondes']],
  [
    'my dumbbells only go to 22.5 kg at home, how do i keep overloading?',
    'en',
    'home-training',
    ['progressive overload'],
  ],
  ['best hamstring exercises at home, no machines', 'en', 'hamstrings-exercises', ['Nordic']],
  [
    "i'm 61 and recovery gets slower with age, how should i train?",
    'en',
    'older-lifter',
    ['recover'],
  ],
  ['deload week: do i still go to the gym?', 'en', 'deload', ['half the sets']],
  ['how do i build bigger forearms?', 'en', 'grip-strength', ['wrist curls']],
  [
    'combien de temps pour transformer son physique, 1 an ca suffit ?',
    'fr',
    'how-long-results',
    ['régularité'],
  ],
  ['only 30 minutes per session, is that enough to grow?', 'en', 'session-length', ['supersets']],
  ['combien de temps durent les courbatures apres la reprise ?', 'fr', 'doms', ['semaines']],
  ['is zak ai available at night too?', 'en', 'what-is-zak-ia', ['any hour']],
  [
    "mal a l'epaule au developpe, les jambes je peux continuer ?",
    'fr',
    'shoulder-pain',
    ['jambes'],
  ],
  ['elbow pain on curls, can i still train legs?', 'en', 'elbow-pain', ['legs']],
  [
    'coming back after an injury, when will i be back to my old weights?',
    'en',
    'return-after-injury',
    ['old weights'],
  ],
  ["echauffement rapide quand j'ai pas le temps ?", 'fr', 'warm-up', ['5 minutes']],
  [
    "j'ai 15 ans, combien d'heures dormir pour prendre du muscle ?",
    'fr',
    'sleep-hours',
    ['8 à 10'],
  ],
  ['does lifting help with stress?', 'en', 'stress-cortisol', ['anxiety']],
  [
    'women lifting: will i get bulky and can i train on my period?',
    'en',
    'women-training',
    ['cycle'],
  ],
  [
    "le programme payant d'un influenceur, ca vaut le coup ?",
    'fr',
    'influencer-programs',
    ['progression'],
  ],
  ['forgot my password, what do i do?', 'en', 'password-reset', ['Forgot password?']],
  ['can zak ai check my form from a video?', 'en', 'what-is-zak-ia', ['videos']],
  ['are compression tights good for recovery?', 'en', 'recovery-methods', ['compression']],
  ["j'ai rate une seance de mon split, je la rattrape ?", 'fr', 'missed-workout', ['séance']],
  [
    'combien de seances par semaine si je recupere plus lentement avec l age ?',
    'fr',
    'training-days-per-week',
    ['récupères'],
  ],
];

describe('paraphrases with two aspects get their entry, and the answer names both (part I)', () => {
  it.each(CASES)('%s', (...paraphrase) => expectEntryAndAspect(...paraphrase));
});
