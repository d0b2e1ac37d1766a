import english from 'an-array-of-english-words';
import french from 'an-array-of-french-words';
import guard from '../knowledge/spelling-guard.json';
import { offlineAnswer } from './engine';
import { correctSpelling, guardWords } from './spelling';

/** Members' typos read as the words they meant (issue 41, twentieth round). */
describe('typos read as the words meant', () => {
  it.each([
    ['how much protien should i eat', 'en', 'how much protein should i eat'],
    ['How long should a workotu last?', 'en', 'How long should a workout last?'],
    ['la creatinne ca fait gonfler ?', 'fr', 'la creatine ca fait gonfler ?'],
    ["c'est quoi ma maintenancce ?", 'fr', "c'est quoi ma maintenance ?"],
  ] as const)('"%s" (%s) reads "%s"', (message, language, meant) => {
    expect(correctSpelling(message, language)).toBe(meant);
  });

  it.each([
    // real words the base never writes, one edit from one it does
    ['my brother and a couple of friends', 'en'],
    ['im starving all the time', 'en'],
    // contractions, short words, accents, the other language's words
    ['jsuis perdue, jdois manger combien ?', 'fr'],
    ['prot whey sèche', 'fr'],
    ['mon bulk est stuck', 'fr'],
  ] as const)('"%s" stays as written', (message, language) => {
    expect(correctSpelling(message, language)).toBe(message);
  });

  it('a calorie question with typos gets its calculation', () => {
    const { text } = offlineAnswer({
      history: [],
      message: 'combieen de caloreis pour secher ? 80kg 180cm 30 ans homme',
      structured: true,
    });
    expect(text).toMatch(/^\*\*Vise environ [\d\s\u202f]+ kcal par jour\*\*/);
  });

  it('a doping question is refused on the words as written', () => {
    const { text } = offlineAnswer({
      history: [],
      message: 'trenbolon dosage for a cut',
      structured: true,
    });
    expect(text).toMatch(/I can’t help with that/);
  });

  it('the guard list is current (api/scripts/spelling-guard.ts writes it)', () => {
    expect(guardWords([...english, ...french])).toEqual(guard);
  });
});
