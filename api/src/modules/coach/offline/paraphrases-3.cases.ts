import { expectEntryAndAspect, type TwoAspectCase } from '../testing/two-aspect-paraphrases';

/**
 * Members' phrasings of questions with two aspects (twelfth round, part F: training, recovery,
 * content and service), each with the knowledge entry that must answer it and the words of the
 * second aspect its answer must name. Written apart from the validation sets.
 */
const CASES: TwoAspectCase[] = [
  [
    'split un muscle par jour ou haut/bas sur 4 séances, lequel pour prendre du muscle ?',
    'fr',
    'full-body-vs-split',
    ['2 fois par semaine'],
  ],
  [
    "au squat mes genoux rentrent vers l'intérieur et mes talons décollent, je corrige comment ?",
    'fr',
    'squat-technique',
    ['cheville'],
  ],
  [
    'je plafonne à 7 tractions depuis 2 mois, comment passer à 10 ?',
    'fr',
    'pull-ups-progress',
    ['bloqué'],
  ],
  [
    'do i need light weights and lots of reps to look toned?',
    'en',
    'rep-range-hypertrophy',
    ['toned'],
  ],
  [
    'my right arm is weaker than my left one, how do i fix it?',
    'en',
    'unilateral',
    ['weaker side'],
  ],
  [
    'une vidéo youtube de ma séance, ça doit durer combien de minutes ?',
    'fr',
    'video-length',
    ['minutes'],
  ],
  ['elbows tucked or flared when benching?', 'en', 'bench-technique', ['elbows']],
  [
    'starting a 5x5 strength block, how do i add weight each week?',
    'en',
    'progressive-overload',
    ['load'],
  ],
  [
    'can zak ai write me a meal plan or only answer questions?',
    'en',
    'what-is-zak-ia',
    ['nutrition plans'],
  ],
  [
    "grosses courbatures depuis ma reprise il y a 2 semaines, c'est normal ?",
    'fr',
    'doms',
    ['reprise'],
  ],
  [
    'i do crossfit twice a week, can i add lifting to build muscle?',
    'en',
    'running-and-lifting',
    ['crossfit'],
  ],
  [
    'combien de séries par semaine pour les fessiers si je fais déjà du squat ?',
    'fr',
    'weekly-volume',
    ['squat'],
  ],
  [
    "je dors 9h et je suis fatigué au réveil, c'est l'entraînement ?",
    'fr',
    'overtraining',
    ['volume'],
  ],
  [
    'dos rond sur mes dernières reps de soulevé de terre, je fais comment ?',
    'fr',
    'deadlift-technique',
    ['bas du dos'],
  ],
  [
    'ça fait un an que je fais le même programme et je progresse encore, je change ?',
    'fr',
    'periodization',
    ['un an'],
  ],
  [
    'stop at RIR 1-2 or go to failure on every set for size?',
    'en',
    'failure-training',
    ['failure'],
  ],
  [
    'entre les séries je prends 1 min ou 3 min de repos pour grossir ?',
    'fr',
    'rest-between-sets',
    ['minutes'],
  ],
  ["i'm 13, can i lift weights or will it stop my growth?", 'en', 'teen-lifting', ['growth']],
  [
    "je reprends après 2 ans d'arrêt, je repars à combien de mes anciennes charges ?",
    'fr',
    'long-break-return',
    ['anciennes charges'],
  ],
  [
    'feeling beat up and my squat is going down after 12 weeks, time for a deload?',
    'en',
    'deload',
    ['lifts drop'],
  ],
  [
    'still adding weight on the same routine after 10 months, do i need a new program?',
    'en',
    'periodization',
    ['still progressing'],
  ],
  [
    "mon dos s'arrondit au soulevé de terre sur les dernières reps, c'est grave ?",
    'fr',
    'deadlift-technique',
    ['bas du dos'],
  ],
  ["do i need more rest days if i'm always tired?", 'en', 'rest-days', ['tired']],
  [
    'tractions prise pronation ou supination, laquelle choisir ?',
    'fr',
    'chin-up-vs-pull-up',
    ['supination'],
  ],
  [
    "je m'entraîne trop souvent ou pas avec 6 séances ?",
    'fr',
    'training-days-per-week',
    ['épuisé'],
  ],
  [
    'mes haltères de 8 kg sont devenus trop légers à la maison, je fais quoi ?',
    'fr',
    'home-training',
    ['ralentis la descente'],
  ],
  [
    "j'ai peur de devenir trop musclée avec la muscu, c'est un mythe ?",
    'fr',
    'women-training',
    ['mythe'],
  ],
  [
    'should i go for a walk on my rest day or just stay on the couch?',
    'en',
    'active-recovery',
    ['walking'],
  ],
  [
    'how do i film my sets at the gym to check my technique?',
    'en',
    // The form check's own entry since the thirty-first round.
    'filming-form-check',
    ['side-on'],
  ],
  [
    'fentes et squat le même jour, ça compte comment pour les quadriceps ?',
    'fr',
    'quads-exercises',
    ['comptent'],
  ],
  [
    "les vidéos de transformation en 12 semaines c'est truqué ?",
    'fr',
    'transformation-realism',
    ['retouche'],
  ],
  [
    'are 12 week transformations on youtube realistic?',
    'en',
    'transformation-realism',
    ['lighting'],
  ],
  [
    "what's the point of foam rolling before lifting, and after?",
    'en',
    'recovery-methods',
    ['foam rolling'],
  ],
  [
    "6 séances par semaine et toujours épuisé, je m'entraîne trop ?",
    'fr',
    'overtraining',
    ['volume'],
  ],
  [
    'je dors mal la veille de mes entraînements, des conseils ?',
    'fr',
    'sleep-improve',
    ['coucher'],
  ],
  [
    'complete beginner, woman, training at home with dumbbells, where do i start?',
    'en',
    'beginner-start',
    ['women'],
  ],
  ['grosses courbatures aux pecs, je vais quand même à la salle ?', 'fr', 'doms', ['salle']],
  ["i'm 15 and only train at home, is lifting safe for me?", 'en', 'home-training', ['teenager']],
];

describe('paraphrases with two aspects get their entry, and the answer names both (part F)', () => {
  it.each(CASES)('%s', (...paraphrase) => expectEntryAndAspect(...paraphrase));
});
