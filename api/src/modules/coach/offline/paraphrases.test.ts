import { entryById } from '../knowledge';
import { normalise } from './text';
import { offlineAnswer } from './engine';

/**
 * Members' phrasings of questions with two aspects (tenth round, part B: training, recovery,
 * content and service), each with the knowledge entry that must answer it and the words of the
 * second aspect its answer must name. Written apart from the validation sets.
 */
const CASES: [message: string, language: 'fr' | 'en', entry: string, aspect: string[]][] = [
  ['how many sets per week for back?', 'en', 'weekly-volume', ['back']],
  ['combien de series par semaine pour les epaules ?', 'fr', 'weekly-volume', ['epaule']],
  [
    'split bro avec chaque muscle une fois par semaine, ou je passe a 2 fois ?',
    'fr',
    'frequency-per-muscle',
    ['split'],
  ],
  [
    "can't add weight on curls, the next dumbbell up is too heavy. how do i keep progressing?",
    'en',
    'progressive-overload',
    ['dumbbell'],
  ],
  [
    'push pull legs ou upper lower, je choisis quoi pour 4 seances par semaine ?',
    'fr',
    'full-body-vs-split',
    ['4', 'quatre'],
  ],
  [
    'series lourdes de 5 ou series de 15 pour grossir des bras ?',
    'fr',
    'rep-range-hypertrophy',
    ['muscle', 'echec'],
  ],
  ["DOMS de ouf aux jambes, j'y retourne demain ou j'attends ?", 'fr', 'doms', ['entrain']],
  [
    'baby keeps me up, 5-6h of sleep a night, will it kill my gains?',
    'en',
    'sleep-hours',
    ['gain', 'muscle'],
  ],
  [
    'I only sleep 5 hours, should I still lift today?',
    'en',
    'sleep-hours',
    ['session', 'light', 'train'],
  ],
  ['je dors 5 heures par nuit, je garde mes seances ?', 'fr', 'sleep-hours', ['seance', 'charge']],
  [
    "je fais mes photos de progression toutes les semaines, c'est trop souvent ?",
    'fr',
    'tracking-progress',
    ['semaine'],
  ],
  [
    'je poste sur instagram et on critique mon physique en commentaire, je gere comment ?',
    'fr',
    'comments-community',
    ['instagram', 'tiktok'],
  ],
  [
    'people keep trolling my body in the comments on tiktok, what do i do?',
    'en',
    'comments-community',
    ['tiktok', 'instagram'],
  ],
  [
    'pump and lighting tricks in transformation pics, is that cheating?',
    'en',
    'before-after',
    ['light', 'pose'],
  ],
  [
    'fitness influencers make me feel like my progress is nothing, how do i stop comparing?',
    'en',
    'social-comparison',
    ['influencer', 'social'],
  ],
  [
    'je me compare tout le temps aux influenceurs fitness et ca me demotive',
    'fr',
    'social-comparison',
    ['influenceur', 'reseau'],
  ],
  ['y a un essai gratuit pour zak ia ?', 'fr', 'subscription-price', ['abonnement']],
  ['how much is the subscription, and any free trial?', 'en', 'subscription-price', ['month']],
  [
    "si j'annule mon abonnement je perds mes conversations ?",
    'fr',
    'cancel-subscription',
    ['conversation', 'export'],
  ],
  ['does zak ai see my photos? privacy worries', 'en', 'privacy-data', ['privacy', 'data']],
  ['vie privee : zak ia voit mes photos ?', 'fr', 'privacy-data', ['donnee', 'confidential']],
  ['does the app work offline? my gym has zero signal', 'en', 'offline-app', ['log', 'session']],
  ["l'appli marche sans internet ?", 'fr', 'offline-app', ['seance', 'carnet']],
  ['je progresse plus trop, je change de split ?', 'fr', 'full-body-vs-split', ['progress']],
  [
    'gains slowing down, time to switch from full body to a split?',
    'en',
    'full-body-vs-split',
    ['progress'],
  ],
  [
    "les bains de glace c'est bon pour la recup ou ca nuit aux gains ?",
    'fr',
    'recovery-methods',
    ['muscle'],
  ],
  [
    "je commence la muscu chez moi avec juste des elastiques, c'est suffisant ?",
    'fr',
    'home-training',
    ['muscle', 'echec'],
  ],
  [
    'starting at home with only resistance bands, how many sessions a week?',
    'en',
    'home-training',
    ['week', 'session'],
  ],
  [
    'how do i take progress pics by myself with no mirror?',
    'en',
    'tracking-progress',
    ['phone', 'timer'],
  ],
  [
    'photos de progression toute seule sans miroir, je pose le telephone ou ?',
    'fr',
    'tracking-progress',
    ['telephone', 'minuteur'],
  ],
  [
    "toujours des courbatures apres chaque seance depuis des semaines, c'est normal ?",
    'fr',
    'doms',
    ['volume', 'normal'],
  ],
  [
    "seance a 22h et impossible de m'endormir apres, je fais quoi ?",
    'fr',
    'late-training-sleep',
    ['soir', 'seance', 'coucher'],
  ],
  [
    "je peux aller courir un peu le jour off ou c'est mauvais pour la recup ?",
    'fr',
    'rest-days',
    ['cardio', 'marche', 'leger'],
  ],
  [
    'my hips rise faster than my chest coming out of a squat, how do i fix it?',
    'en',
    'squat-technique',
    ['chest', 'quad', 'brace', 'load'],
  ],
  [
    'au squat mes fesses remontent avant les epaules, comment corriger ?',
    'fr',
    'squat-technique',
    ['poitrine', 'quadriceps', 'charge'],
  ],
  [
    "des gens passent derriere moi quand je me filme a la salle, c'est grave ?",
    'fr',
    'gym-filming-etiquette',
    ['accord', 'floute', 'recadre'],
  ],
  [
    "j'ai paye mais j'ai toujours pas l'IA, c'est normal ?",
    'fr',
    'get-access',
    ['administrateur', 'contact'],
  ],
  [
    'je veux exporter une conversation avant de la supprimer, comment ?',
    'fr',
    'conversation-history',
    ['supprim', 'historique'],
  ],
  [
    'combien de series par semaine pour les fessiers, je veux les faire grossir',
    'fr',
    'weekly-volume',
    ['fessier'],
  ],
  [
    'developpe epaules assis ou debout, lequel choisir ?',
    'fr',
    'overhead-press',
    ['assis', 'debout'],
  ],
  ['seated or standing shoulder press for size?', 'en', 'overhead-press', ['seated', 'standing']],
  ["combien d'exercices je mets dans une seance ?", 'fr', 'session-length', ['seance']],
  ['je travaille de nuit, comment je gere sommeil et muscu ?', 'fr', 'shift-work', ['sommeil']],
  ['should i foam roll before my workout?', 'en', 'recovery-methods', ['range', 'strength']],
  ['comment faire une bonne accroche sur tiktok ?', 'fr', 'hook', ['seconde']],
  ['can i get another version of that answer?', 'en', 'regenerate-edit', ['answer']],
  [
    'can i do crossfit and regular lifting together?',
    'en',
    'running-and-lifting',
    ['recover', 'eat'],
  ],
  [
    'i play football twice a week, can i lift weights too?',
    'en',
    'running-and-lifting',
    ['recover', 'eat'],
  ],
  ['can i get the answers in french instead?', 'en', 'chat-settings', ['settings', 'button']],
  ["mon full body a 8 exercices, c'est trop ?", 'fr', 'full-body-vs-split', ['exercice']],
  ['my full body workout has 8 exercises, too many?', 'en', 'full-body-vs-split', ['exercise']],
  [
    'restarting after 5 months away, how many sessions a week?',
    'en',
    'training-days-per-week',
    ['2-3', 'session'],
  ],
  [
    'will lifting make me bulky as a woman? what should i start with?',
    'en',
    'women-training',
    ['full-body', 'session'],
  ],
  ['est-ce que zak ia connait mon poids ?', 'fr', 'what-is-zak-ia', ['profil', 'poids', 'carnet']],
];

describe('paraphrases with two aspects get their entry, and the answer names both', () => {
  it.each(CASES)('%s', (message, language, id, aspect) => {
    const entry = entryById(id);
    if (!entry) throw new Error(`no entry ${id}`);
    const { text, suggestions } = offlineAnswer({
      history: [],
      message,
      structured: true,
      language,
    });
    expect(suggestions).toBeUndefined();
    const opening = entry.a[language].map((phrasing) => phrasing.slice(0, 40));
    expect(opening.some((start) => text.includes(start))).toBe(true);
    expect(aspect.some((word) => normalise(text).includes(normalise(word)))).toBe(true);
  });
});
