import { offlineAnswer } from './engine';
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
