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
  [
    'overtraining signs? always tired and lifts going down',
    'en',
    'overtraining',
    ['deload'],
  ],
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
];

describe('paraphrases with two aspects get their entry, and the answer names both (part I)', () => {
  it.each(CASES)('%s', (...paraphrase) => expectEntryAndAspect(...paraphrase));
});
