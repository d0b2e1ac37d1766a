import { askInConversation } from '../testing/ask-in-conversation';
import type { MemberFacts } from '../types';

/**
 * Thirty-second round (issue 41): the loads of a programme's percentages, the whey that closes a
 * protein gap, "mot de passe" read as one word, the days or the volume cut, a teenager who cannot
 * gain, what the coach is asked it can do, stimulant-free pre-workouts, rest days named otherwise.
 */
const ask = askInConversation;

describe("a programme's percentages of a stated 1RM", () => {
  it('gives the load of every percentage asked, from the 1RM told (not a set read in "5x5 at 80%")', () => {
    expect(
      ask(
        'bench 1rm is 100kg, program says 5x5 at 80% on heavy day and 70% on volume day. what do i actually load?',
        'en',
      ),
    ).toMatch(/^\*\*80 kg at 80%, 70 kg at 70%\*\* of your max \(your 100 kg 1RM\)/);
  });

  it('one percentage keeps its one-line answer', () => {
    expect(ask('mon 1RM au squat est 140 kg, a 75 % je mets combien ?', 'fr')).toMatch(
      /^\*\*Environ 105 kg sur la barre à 75 % de ton maximum\*\* \(ton 1RM de 140 kg\)/,
    );
  });
});

describe('the protein powder that closes the gap', () => {
  it('counts the grams missing and the scoops, from the protein already eaten and the weight', () => {
    expect(
      ask(
        'how much protein powder do i actually need if i already get like 100g protein from food? im 85kg trying to build muscle',
        'en',
      ),
    ).toMatch(/^\*\*About 36-87 g more protein a day, that is 1-3 scoops of whey\*\*/);
  });

  it('already within the range: no powder needed', () => {
    expect(
      ask('je mange déjà 150 g de protéines, combien de whey il me faut ? 75kg', 'fr'),
    ).toMatch(
      /^\*\*Tu n'as pas besoin de poudre\*\* : avec 150 g par jour, tu es déjà dans les 120 à 165 g/,
    );
  });

  it('without the weight, no gap is guessed', () => {
    expect(
      ask('how much protein powder do i need if i already eat 100g protein?', 'en'),
    ).not.toMatch(/scoops of whey\*\*/);
  });
});

describe('words that named the wrong subject', () => {
  it('"je passe à 4" is not a password; the days or the volume cut answers', () => {
    const answer = ask('du coup je passe a 4 seances ou je garde 6 mais plus leger ?', 'fr');
    expect(answer).not.toMatch(/mot de passe/i);
    expect(answer).toMatch(/^Si tu récupères mal, baisse d'abord le volume/);
  });

  it('"mot de passe oublié" still finds the password entry', () => {
    expect(ask('mot de passe oublié', 'fr')).toMatch(/^Sur la page de connexion/);
  });

  it.each([
    ['les jours sans sport je baisse mes calories ou pas ?', 'fr', /^Les jours de repos/],
    ['should i eat less on my off days?', 'en', /^On rest days/],
  ] as const)('"%s": the rest days', (message, language, expected) => {
    expect(ask(message, language)).toMatch(expected);
  });

  it('"how fast should the scale go up" on a bulk is the gain rate, for the weight told before', () => {
    expect(
      ask(
        'ok so how fast should the scale go up per month then? and what if it doesnt move',
        'en',
        undefined,
        ['im 80kg trying to lean bulk, currently eating around 2800 a day and training 4x a week'],
      ),
    ).toMatch(/^At 80 kg, aim for 0\.2-0\.4 kg a week[^]*No gain for 2 weeks: add 150-200 kcal/);
  });

  it('night shifts and recovery are the shift-work entry, not a programme', () => {
    const member: MemberFacts = {
      weightKg: 64,
      heightCm: 168,
      age: 41,
      sex: 'female',
      goal: 'recomp',
      daysPerWeek: 3,
      level: 'intermediate',
      equipment: 'gym',
    };
    const answer = ask(
      'i work 12h night shifts 3x a week at the hospital and i feel like a zombie. how do i fit in recovery and sleep and still lift?',
      'en',
      member,
    );
    expect(answer).toMatch(/^On shift work or nights/);
    expect(answer).not.toMatch(/Training programme/);
  });
});

describe('what the coach can do, asked with a programme in it', () => {
  it.each([
    [
      "c'est quoi que tu peux faire exactement ? tu peux me faire un programme et suivre ce que je mange ?",
      'fr',
      /^Je suis Zak IA[^]*je te fais des programmes et des plans nutritionnels chiffrés/,
    ],
    ['what can you do for me exactly?', 'en', /^I am Zak AI/],
  ] as const)('"%s"', (message, language, expected) => {
    expect(ask(message, language)).toMatch(expected);
  });

  it('"what can you do about my plateau" is not about the coach', () => {
    expect(ask('what can you do about my bench plateau?', 'en')).not.toMatch(/^I am Zak AI/);
  });
});

describe('a teenager who cannot gain', () => {
  it.each([
    [
      'g 16 ans jfais 1m80 pour 58kg jsuis tout sec, jmange 3 fois par jour mais jprend pas un gramme, jfais quoi ?? mes parents veulent pas acheter de whey',
      'fr',
      /^À ton âge, ta croissance consomme déjà beaucoup d'énergie/,
    ],
    [
      'im 15 and super skinny, i eat a lot but cant gain weight. what should i do',
      'en',
      /^At your age, growing already burns a lot of energy/,
    ],
  ] as const)('"%s": eat more, no whey needed', (message, language, expected) => {
    expect(ask(message, language)).toMatch(expected);
  });

  it('an adult hard gainer keeps the adult entry', () => {
    expect(
      ask('im 25 and super skinny, i eat a lot but cant gain weight. what should i do', 'en'),
    ).not.toMatch(/^At your age, growing/);
  });
});

describe('stimulant-free pre-workouts', () => {
  it.each([
    [
      'any decent stim free pre workouts? i train at 9pm after my shift and caffeine wrecks my sleep',
      'en',
      /^A stimulant-free pre-workout relies on what has evidence: citrulline/,
    ],
    [
      'pre workout without caffeine, does that even do anything?',
      'en',
      /^A stimulant-free pre-workout/,
    ],
    ['un booster sans caféine ça existe ?', 'fr', /^Un pré-workout sans stimulant/],
  ] as const)('"%s"', (message, language, expected) => {
    expect(ask(message, language)).toMatch(expected);
  });

  it('caffeine for a 17-year-old says the teenage limit and the sleep', () => {
    const answer = ask(
      "g 17 ans et je prends un pre workout avec 300mg de cafeine par dose, c'est trop ? je m'entraine vers 20h apres les cours",
      'fr',
    );
    expect(answer).toMatch(/sommeil/);
    expect(answer).toMatch(/Avant 18 ans : 3 mg par kg et par jour au plus/);
  });
});

describe('entries written this round', () => {
  it.each([
    [
      "i'm on levothyroxine for hypothyroidism (prescribed, levels are fine now). does that change how i should set up my cut? 30F 70kg",
      'en',
      /^With treated hypothyroidism and normal levels, your cut is set up like anyone's/,
    ],
    [
      'pain on the inner elbow when doing curls and pullups, golfers elbow? can i keep training or do i need to stop completely',
      'en',
      /^Pain on the inner elbow \("golfer's elbow"\)/,
    ],
    [
      'is it true your body can only absorb 30g protein per meal?? i do OMAD because of my work schedule',
      'en',
      /^About 0\.4 g\/kg of protein per meal[^]*OMAD/,
    ],
  ] as const)('"%s"', (message, language, expected) => {
    expect(ask(message, language)).toMatch(expected);
  });
});
