import { offlineAnswer } from './engine';
import { asksForCalculation } from './calculators';
import { isPlanRequest } from './topics';

/** Messages of a few words that still ask something precise (issue 41, nineteenth round). */
const ask = (message: string, language: 'fr' | 'en') =>
  offlineAnswer({ history: [], message, language, structured: true });

describe('which split, asked in a few words', () => {
  it.each([
    ['split 5 jours lequel', 'fr'],
    ['meilleur split 3 jours', 'fr'],
    ['best split 4 days', 'en'],
    ['best workout split 5 days', 'en'],
  ] as const)('"%s" opens with the split, not the plan heading', (message, language) => {
    const { text } = ask(message, language);
    expect(text).toMatch(/^\*\*/);
    expect(text).toMatch(/\n## /);
  });

  it('a plan chip still opens with its heading', () => {
    expect(ask('Programme d’entraînement', 'fr').text).toMatch(/^## /);
  });
});

describe('a question word makes a short message a question, not a plan chip', () => {
  it.each([
    ['collation avant salle quoi manger', 'fr'],
    ['what to eat before gym', 'en'],
  ] as const)('"%s" gets the pre-workout meal', (message, language) => {
    expect(isPlanRequest(message)).toBe(false);
    expect(ask(message, language).text).not.toMatch(/^## |kcal par jour|kcal a day/);
  });

  it('"plan repas" is still the nutrition plan', () => {
    expect(isPlanRequest('plan repas')).toBe(true);
  });
});

describe('weight and height without the age', () => {
  it('answers for an assumed age and says so, rather than asking', () => {
    const { text } = ask('maintenance 92kg 185cm homme', 'fr');
    expect(text).toMatch(/^\*\*Vise environ \d[\d\s\u202f]* kcal par jour\*\*/);
    expect(text).toMatch(/Âge supposé : 30 ans/);
    const english = ask('tdee 70kg 165cm', 'en').text;
    expect(english).toMatch(/For a man: .*kcal a day/);
    expect(english).toMatch(/Assumed age: 30/);
  });
});

describe('an amount the member does, weighed (twentieth round)', () => {
  it.each([
    ['is 20 sets a week for triceps too much', 'en', /^Aim for 10-20 hard sets/],
    ['je fais 24 séries pour les jambes par semaine c’est trop ?', 'fr', /^Vise 10 à 20 séries/],
    ['is 6 workouts a week too much for a natural lifter', 'en', /^3-5 sessions a week/],
    ['3 séances par semaine ça suffit pour prendre du muscle ?', 'fr', /^3 à 5 séances/],
  ] as const)('"%s" gets the entry of that amount', (message, language, opening) => {
    expect(ask(message, language).text).toMatch(opening);
  });

  it.each([
    ['3 days of cardio a week, is that enough to lose fat?', 'en'],
    ['je joue au foot 2 fois par semaine, c’est assez pour les jambes ?', 'fr'],
  ] as const)('"%s" is not the sessions a week', (message, language) => {
    expect(ask(message, language).text).not.toMatch(/^(?:3-5 sessions|3 à 5 séances)/);
  });
});

describe('coming off caffeine', () => {
  it.each([
    ['how do I get off coffee without headaches', 'en'],
    ['comment décrocher du café sans maux de tête', 'fr'],
  ] as const)('"%s" gets the taper, not the exertion headache', (message, language) => {
    expect(ask(message, language).text).toMatch(
      /taper over 1-2 weeks|progressivement sur 1 à 2 semaines/,
    );
  });
});

describe('when to go heavier, on any exercise (twentieth round)', () => {
  it.each([
    ['when do i add weight on lat pulldown, 3x12 feels easy', 'en'],
    ['how do i know when to go heavier on squats', 'en'],
    ['quand augmenter la charge au développé couché ? je fais 3x8 à 60kg', 'fr'],
  ] as const)('"%s" gets progressive overload, not the exercise', (message, language) => {
    expect(ask(message, language).text).toMatch(
      /^(?:Progressive overload means|La surcharge progressive, c'est)/,
    );
  });
});

describe('days counted, not kilos, and "mon planning" is the week (twentieth round)', () => {
  it('"combien de jours de repos ... prendre par semaine" is no weight-gain rate', () => {
    expect(asksForCalculation('combien de jours de repos je dois prendre par semaine ?')).toBe(
      undefined,
    );
    expect(asksForCalculation('combien de kilos prendre par mois en pdm ?')).toBe('gainRate');
  });

  it('the rest days asked "avec mon planning" get no content plan beside them', () => {
    const { text } = ask('combien de jours off je prends par semaine avec mon planning ?', 'fr');
    expect(text).toMatch(/jours sans musculation/);
    expect(text).not.toMatch(/plan de contenu/);
  });
});

describe('a greeting before the question and thanks after it (twentieth round)', () => {
  it.each([
    ['salut coach, je stagne au squat depuis 1 mois', 'fr', /^## Comment je peux t’aider/],
    ['hey coach quick question, whats a refeed day', 'en', /^## How I can help/],
    [
      'Bonjour à tous, petite question : combien de séries par semaine pour les pecs ?',
      'fr',
      /^## /,
    ],
    ['how many meals a day for a bulk thanks in advance!', 'en', /^## /],
  ] as const)('"%s" is answered, not the menu', (message, language, menu) => {
    const { text, trace } = ask(message, language);
    expect(text).not.toMatch(menu);
    expect(trace?.outcome).toBe('entry');
  });

  it.each([
    ['salut, tu peux m’aider ?', 'fr'],
    ['hey coach, how are you?', 'en'],
    ['salut je suis nouveau ici', 'fr'],
  ] as const)('"%s" still gets the menu', (message, language) => {
    expect(ask(message, language).text).toMatch(/^## (?:Comment je peux t’aider|How I can help)/);
  });
});

describe('one exercise or muscle every day (twentieth round)', () => {
  it.each([
    ['can i do curls every day?', 'en', /^Train each muscle twice a week/],
    ['squats tous les jours c’est ok ?', 'fr', /^Entraîne chaque muscle .*2 fois par semaine/],
  ] as const)('"%s" gets how often to train a muscle', (message, language, opening) => {
    expect(ask(message, language).text).toMatch(opening);
  });

  it.each([
    ['abs every day, good idea?', 'en'],
    ['creatine every day even on rest days?', 'en'],
  ] as const)('"%s" is its own subject', (message, language) => {
    expect(ask(message, language).text).not.toMatch(/^Train each muscle twice a week/);
  });
});

describe('an injury feared is no injury, and what the app does (twentieth round)', () => {
  it('"so I don\'t hurt myself" after a comeback asks how to come back, not how to heal', () => {
    const { text } = ask(
      "I'm 50 and coming back after 15 years off, how do I start so I don't hurt myself?",
      'en',
    );
    expect(text).not.toMatch(/^Return with your doctor or physio's agreement/);
    expect(text).not.toMatch(/I cannot diagnose/);
  });

  it('"what does this app do exactly" is what Zak AI is', () => {
    expect(ask('what does this app do exactly', 'en').text).toMatch(/^I am Zak AI/);
  });
});
