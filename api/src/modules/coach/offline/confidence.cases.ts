import { entryById, type KnowledgeHit } from '../knowledge';
import type { AiRequest } from '../types';
import {
  answerFeatures,
  CONFIDENCE,
  doubtedAnswer,
  neighbourChips,
  neighbourDoubt,
  stateEntry,
  NEIGHBOUR_RULE,
  unsaid,
  type AnswerFeatures,
} from './confidence';
import { offlineAnswer } from './engine';

const ask = (message: string): AiRequest => ({ history: [], message, structured: true });

/** A retrieved hit on entry `id` (a retrieval score: not chosen by a rule). */
const retrieved = (id: string): KnowledgeHit => {
  const entry = entryById(id);
  if (!entry) throw new Error(`no entry ${id}`);
  return { entry, score: 10, questionTerms: 2 };
};

// Own question (seventeenth round): the carb-loading entry never says sodium or physique.
const SODIUM = 'should i do sodium loading before my physique show';

afterEach(() => {
  CONFIDENCE.rule = false;
  CONFIDENCE.record = undefined;
});

describe('the signals read when one entry is about to answer', () => {
  it('marks the question words the entry never says, and how many entries say them', () => {
    const features = answerFeatures({
      hit: retrieved('carb-loading'),
      message: SODIUM,
      language: 'en',
      followUp: false,
    });
    const sodium = features.words.find((w) => w.term === 'sodium');
    expect(sodium).toMatchObject({ held: false });
    expect(sodium?.text).toBeGreaterThan(0);
    expect(features.words.find((w) => w.term === 'load')).toMatchObject({ held: true });
    expect(unsaid(features).map((w) => w.term)).toContain('sodium');
    // The classifier's guesses are read, and which of them say the word the entry misses.
    expect(features.guesses.length).toBeGreaterThan(1);
    expect(sodium?.rivals.length).toBeGreaterThan(0);
  });

  it('reads nothing while the rule is off and no script listens (no CPU in production)', () => {
    const seen: AnswerFeatures[] = [];
    expect(
      doubtedAnswer({
        hit: retrieved('carb-loading'),
        message: SODIUM,
        language: 'en',
        followUp: false,
      }),
    ).toBeUndefined();
    CONFIDENCE.record = (features) => seen.push(features);
    offlineAnswer(ask(SODIUM));
    expect(seen.map((f) => f.entry)).toContain('carb-loading');
  });
});

describe('the neighbour rule (off: it cost more right answers than it saved wrong ones)', () => {
  const base: AnswerFeatures = {
    entry: 'carb-loading',
    message: SODIUM,
    followUp: false,
    ruled: false,
    exact: false,
    words: [{ term: 'sodium', text: 2, held: false, rivals: [1], said: false }],
    rank: 0,
    share: 1,
    best: 0.5,
    guesses: [],
  };

  it('doubts an answer whose entry never says a rare word of the question', () => {
    expect(neighbourDoubt(base)).toBe(true);
    expect(
      neighbourDoubt({
        ...base,
        words: [{ term: 'sodium', text: 2, held: true, rivals: [], said: true }],
      }),
    ).toBe(false);
    // A word no entry says, or one many entries say, names no neighbour.
    expect(
      neighbourDoubt({
        ...base,
        words: [{ term: 'xyz', text: 0, held: false, rivals: [], said: false }],
      }),
    ).toBe(false);
    const common = NEIGHBOUR_RULE.rare + 1;
    expect(
      neighbourDoubt({
        ...base,
        words: [{ term: 'day', text: common, held: false, rivals: [], said: false }],
      }),
    ).toBe(false);
  });

  it('never doubts a follow-up, an entry chosen by a rule or a question asked word for word', () => {
    expect(neighbourDoubt({ ...base, followUp: true })).toBe(false);
    expect(neighbourDoubt({ ...base, ruled: true })).toBe(false);
    expect(neighbourDoubt({ ...base, exact: true })).toBe(false);
  });

  it('lets the classifier save the answer when the rule says so', () => {
    const saved = { ...NEIGHBOUR_RULE };
    try {
      Object.assign(NEIGHBOUR_RULE, { saveRank: 0, saveShare: 1 });
      expect(neighbourDoubt(base)).toBe(false);
      expect(neighbourDoubt({ ...base, rank: 1, share: 0.9 })).toBe(true);
    } finally {
      Object.assign(NEIGHBOUR_RULE, saved);
    }
  });

  it('offers the entry first, then the guess that says the missed word', () => {
    const features: AnswerFeatures = {
      ...base,
      guesses: [
        { entry: 'carb-loading', similarity: 0.5 },
        { entry: 'creatine-dose', similarity: 0.4 },
        { entry: 'salt', similarity: 0.3 },
      ],
      words: [{ term: 'sodium', text: 2, held: false, rivals: [2], said: false }],
    };
    const chips = neighbourChips(retrieved('carb-loading'), features).map((c) => c.entry.id);
    expect(chips).toEqual(['carb-loading', 'salt', 'creatine-dose']);
  });

  it('turns the answer into chips naming the entry when the rule is on', () => {
    expect(offlineAnswer(ask(SODIUM)).suggestions).toBeUndefined();
    CONFIDENCE.rule = true;
    const answer = offlineAnswer(ask(SODIUM));
    expect(answer.suggestions?.length).toBeGreaterThan(1);
    expect(answer.suggestions?.[0]?.label).toMatch(/carb loading/i);
    expect(answer.suggestions?.map((s) => s.label).join(' ')).toMatch(/salt/i);
  });
});

describe('a painless joint noise is the noise, never the pain or the lift (seventeenth round)', () => {
  // Before: the shoulder pain's, the knee pain's and the front squat's entries answered these.
  it.each([
    'my shoulders pop during overhead press without pain, is it a problem?',
    'my wrist pops on front squats, no pain at all. should i stop front squatting?',
    'mon genou fait des bruits bizarres quand je descends en squat, aucune douleur. je peux continuer à squatter ?',
    'mes épaules craquent au développé couché, sans aucune douleur, je dois arrêter ?',
  ])('%s', (message) => {
    const { text } = offlineAnswer(ask(message));
    expect(text).toMatch(/harmless|sans gravité/);
    expect(text).not.toMatch(/Stop the exercises|Arrête les (?:exercices|mouvements)/);
  });

  it('keeps a noise told beside another question a side detail', () => {
    const { text } = offlineAnswer(
      ask('my knee clicks a bit but no pain. how many sets a week for quads?'),
    );
    expect(text).not.toMatch(/harmless/);
  });
});

describe('a state of the body the question names and the entry never says (seventeenth round)', () => {
  it('gives the soreness entry when soreness is asked about and the entry never says it', () => {
    const state = (message: string, id: string) =>
      stateEntry(retrieved(id), message, 'en')?.entry.id;
    expect(
      state(
        'crazy doms in my hamstrings since tuesday, can i still lift tonight?',
        'hamstrings-exercises',
      ),
    ).toBe('doms');
    expect(state('still sore from monday, should i skip today?', 'leg-day-sport')).toBe('doms');
    // Told beside a question about an amount, it is a side detail.
    expect(
      state('how many rest days per week? im still sore 3 days later', 'rest-days'),
    ).toBeUndefined();
    // A sore back or joint is the injury entries'.
    expect(state('lower back sore after deadlifts, bad form?', 'lower-back-pain')).toBeUndefined();
  });

  it('answers soreness, not the body part or the day, in the engine', () => {
    // Before: the hamstring exercises, football against leg day, the hamstring exercises.
    for (const message of [
      'brutal doms in my hamstrings since friday, can i lift tonight?',
      "still sore from saturday's leg day, should i skip tonight's session?",
      'doms aux ischios depuis vendredi, je vais a la salle ce soir ?',
    ]) {
      expect(offlineAnswer(ask(message)).text).toMatch(/^(?:Soreness|Les courbatures)/);
    }
  });

  it('answers cramps and dizziness too, also over chips none of which says them', () => {
    // Before: the hamstring exercises, the leg exercises.
    for (const message of [
      'crampes aux ischios sur le leg curl assis, pourquoi ?',
      'je choppe des crampes aux mollets a la fin de ma seance jambes, une idee ?',
    ]) {
      expect(offlineAnswer(ask(message)).text).toMatch(/^Les crampes/);
    }
    const state = (message: string, id: string, chips: string[]) =>
      stateEntry(retrieved(id), message, 'en', chips.map(retrieved))?.entry.id;
    // Chips none of which says cramps give way to the cramps entry.
    expect(
      state('calf cramps at the end of leg day, ideas?', 'calves-exercises', [
        'calves-exercises',
        'leg-exercises',
      ]),
    ).toBe('electrolyte-cramps');
    // The soreness entry among the chips answers when no other chip says soreness.
    expect(
      state('glutes sore since step class, gym tonight?', 'doms', ['doms', 'lunge-variations']),
    ).toBe('doms');
  });

  it('answers a headache and dizziness over an injury-topic neighbour', () => {
    // Before: chips (dumbbells or barbell, bench technique...), chips (dizziness, deadlift...).
    expect(
      offlineAnswer(ask('migraine apres le developpe couche lourd, je m inquiete ?')).text,
    ).toMatch(/^Un mal de tête/);
    expect(offlineAnswer(ask('vertiges apres le souleve de terre, c grave ?')).text).toMatch(
      /^La tête qui tourne/,
    );
  });

  it('answers numbness or tingling, never the lift it happened on', () => {
    // Before: the chin-ups against pull-ups entry; chips on the bench press.
    expect(
      offlineAnswer(ask('pins and needles in my forearm during pull ups, bad sign?')).text,
    ).toMatch(/^Tingling/);
    expect(
      offlineAnswer(ask('engourdissement dans les doigts apres le developpe couche, normal ?'))
        .text,
    ).toMatch(/^Fourmillements/);
    // "numbers" is not numbness (a deload question answered with the numbness warning).
    expect(
      offlineAnswer(ask('my numbers are going down every week, do i need a deload?')).text,
    ).not.toMatch(/^Tingling/);
  });
});

describe('a state the member wants to avoid does not name the entry (part W)', () => {
  it.each([
    ['comment arreter la cafeine sans mal de tete ?', 'fr'],
    ['comment arreter le cafe sans avoir mal a la tete ?', 'fr'],
    ['je veux reduire ma cafeine sans migraines, je fais comment ?', 'fr'],
  ] as const)('%s', (message, language) => {
    const hit = { entry: entryById('caffeine-tolerance')!, score: 20, questionTerms: 2 };
    expect(stateEntry(hit, message, language)).toBeUndefined();
  });

  it('the state had is still its entry', () => {
    const hit = { entry: entryById('caffeine-tolerance')!, score: 20, questionTerms: 2 };
    expect(stateEntry(hit, "j'ai mal a la tete apres le cafe, normal ?", 'fr')?.entry.id).toBe(
      'exertion-headache',
    );
  });
});
