import { expectEntryAndAspect, type TwoAspectCase } from '../testing/two-aspect-paraphrases';

/**
 * Members' phrasings of subjects the base lacked or reached badly (sixteenth round, part P), each
 * with the knowledge entry that must answer it and a word its answer must name. Written apart
 * from the validation sets.
 */

/** New entries: posting a transformation, short on sleep, shaking muscles, strength by time of
 * day, long femurs in the squat, skipping legs for a sport, joints aching after leg day (the pain
 * rule), changing e-mail and bank card. */
const NEW_ENTRIES: TwoAspectCase[] = [
  [
    'thinking about posting my transformation on social media, good idea?',
    'en',
    'posting-transformation',
    ['privacy'],
  ],
  [
    'should i keep my transformation account private or public',
    'en',
    'posting-transformation',
    ['private'],
  ],
  [
    'je veux poster ma transformation sur les reseaux, des conseils ?',
    'fr',
    'posting-transformation',
    ['vie privée'],
  ],
  ['compte prive ou public pour poster ma transfo', 'fr', 'posting-transformation', ['privé']],
  [
    'sleep deprived from work, should i train lighter for a while?',
    'en',
    'sleep-deprived-training',
    ['third'],
  ],
  [
    'manque de sommeil en ce moment, je baisse le volume ?',
    'fr',
    'sleep-deprived-training',
    ['tiers'],
  ],
  [
    "bebe qui se reveille toutes les nuits, nuits hachees, j'allege l'entrainement ?",
    'fr',
    'sleep-deprived-training',
    ['sieste'],
  ],
  ['why are my muscles shaking while lifting heavy', 'en', 'shaking-muscles', ['normal']],
  [
    "mes bras tremblent pendant l'effort au developpe couche, c grave ?",
    'fr',
    'shaking-muscles',
    ['normal'],
  ],
  ['trembling muscles at the gym, should i lower the weight?', 'en', 'shaking-muscles', ['form']],
  ['why am i weaker in the evening than in the morning', 'en', 'strength-time-of-day', ['normal']],
  [
    "ma force change selon l'heure de la journee, normal ?",
    'fr',
    'strength-time-of-day',
    ['horloge'],
  ],
  ['long femurs and i lean forward a lot when i squat, fix?', 'en', 'long-femurs-squat', ['heels']],
  [
    'grands femurs, je penche en avant au squat, je fais comment',
    'fr',
    'long-femurs-squat',
    ['talons'],
  ],
  ['can i skip leg day since i play football twice a week', 'en', 'leg-day-sport', ['injured']],
  [
    "je zappe les jambes parce que je fais du football, c'est grave ?",
    'fr',
    'leg-day-sport',
    ['blessé'],
  ],
  ['my joints ache after leg day, keep squatting?', 'en', 'joint-ache-after-training', ['10']],
  [
    "articulations douloureuses apres la seance jambes, j'arrete le squat ?",
    'fr',
    'joint-ache-after-training',
    ['10'],
  ],
  ['how do i change my email on zak', 'en', 'account-email-card', ['password']],
  ['comment je change ma carte bancaire ?', 'fr', 'account-email-card', ['boutique']],
  ['i want to change the card i pay with', 'en', 'account-email-card', ['shop']],
  ['je veux modifier mon adresse mail', 'fr', 'account-email-card', ['mot de passe']],
];

/** Existing entries that members' words did not reach, or whose answer did not say what was asked
 * ("is it normal?", "should I stop?", "when?", "on a budget"). */
const EXISTING_ENTRIES: TwoAspectCase[] = [
  [
    'retour de vacances apres 2 semaines, je reprends mes charges ?',
    'fr',
    'travel-training',
    ['10 à 20'],
  ],
  ['my knees crack when i squat but no pain, should i stop?', 'en', 'joint-cracking', ['normal']],
  [
    'mes genoux craquent en squattant sans aucune douleur, je peux continuer ?',
    'fr',
    'joint-cracking',
    ['normal'],
  ],
  ["la creatine me fait gonfler, j'arrete ?", 'fr', 'creatine-loading-water', ['normal']],
  ['does creatine timing matter at all', 'en', 'creatine-timing', ['every day']],
  ['keto vs counting calories for fat loss?', 'en', 'keto', ['stick']],
  ['cetogene ou compter les calories pour maigrir ?', 'fr', 'keto', ['tiens']],
  ['dirty bulk or lean bulk for a skinny guy?', 'en', 'dirty-bulk', ['surplus']],
  ['is pre workout necessary for a beginner', 'en', 'pre-workout', ['coffee']],
  ['pre workout on a budget, worth it?', 'en', 'pre-workout', ['coffee']],
  ['whey or real food when money is tight?', 'en', 'whey', ['meals']],
  ['whey ou viande et oeufs quand on a un petit budget ?', 'fr', 'whey', ['repas']],
  ['minimum fat intake to keep my hormones healthy?', 'en', 'fat-intake', ['hormones']],
  ['lipides minimum pour les hormones en seche ?', 'fr', 'fat-intake', ['hormones']],
  ['beer or spirits on a cut, which is less bad?', 'en', 'alcohol', ['90 kcal']],
  ['biere ou alcool fort en seche ?', 'fr', 'alcohol', ['90 kcal']],
  ['do i need cardio on top of lifting to lose fat?', 'en', 'cardio-fat-loss', ['steps']],
  ['cardio en plus de la muscu pour secher, combien ?', 'fr', 'cardio-fat-loss', ['pas']],
  ['protein: how many grams a day and at what times?', 'en', 'protein-per-day', ['meals']],
  ['lower back aches the day after my deadlift session', 'en', 'lower-back-pain', ['lower back']],
  [
    "je remonte les calories d'un coup ou petit a petit apres ma seche ?",
    'fr',
    'reverse-diet',
    ['paliers'],
  ],
  ['woke up a kilo heavier than yesterday, fat?', 'en', 'scale-jump-big-meal', ['water']],
  ["j'ai pris 1kg en une nuit c'est du gras ?", 'fr', 'scale-jump-big-meal', ['eau']],
];

describe('subjects members ask get their new entry (part P)', () => {
  it.each(NEW_ENTRIES)('%s', (...paraphrase) => expectEntryAndAspect(...paraphrase));
});

describe("members' phrasings reach their existing entry, naming what was asked (part P)", () => {
  it.each(EXISTING_ENTRIES)('%s', (...paraphrase) => expectEntryAndAspect(...paraphrase));
});
