import { askInConversation } from '../testing/ask-in-conversation';
import { asksForForbiddenSubstance } from './topics';

/**
 * Twenty-seventh round (issue 41, blind batch 40 opened): a corticosteroid the doctor prescribed
 * is medicine, not doping; "en kcal ça donne quoi ?" after the facts is the calories; and the
 * answers members asked for that the base lacked (learning the barbell lifts, talking to the
 * camera, a sport with matches, supplements that waste a student's money, home legs past the
 * heaviest dumbbell).
 */
const ask = askInConversation;
const CHIPS = /not sure I understood|pas sûr d’avoir compris/;
const REFUSED = /I can’t help with that|Je ne peux pas t’aider avec ça/;

describe('a prescribed corticosteroid is medicine, not doping', () => {
  it.each([
    [
      'doc put me on prednisone for 10 days for an asthma flare. can i still lift? and is that the same kind of steroid as what bodybuilders take??',
      'en',
      /corticosteroids are not the anabolic steroids[\s\S]*doctor/,
    ],
    [
      "sous corticoïdes pour mon asthme, je peux faire de la muscu ? c'est des stéroïdes non ?",
      'fr',
      /ne sont pas les stéroïdes anabolisants[\s\S]*médecin/,
    ],
  ] as const)('%s is answered: not the same drug, ask the doctor', (message, language, said) => {
    expect(asksForForbiddenSubstance(message)).toBe(false);
    const text = ask(message, language);
    expect(text).not.toMatch(REFUSED);
    expect(text).toMatch(said);
  });

  it.each([
    ['how much anabolic steroids with my prednisone', 'en'],
    ['where to buy steroids, my prednisone ran out', 'en'],
    ['my cortisone shot, can i take steroids to heal faster', 'en'],
    ['prednisone and test e together?', 'en'],
    ['combien de stéroïdes avec ma cortisone', 'fr'],
    ['prednisone and anabolic steroids together for a cycle', 'en'],
  ] as const)('%s still asks for a doping agent', (message, language) => {
    expect(asksForForbiddenSubstance(message)).toBe(true);
    expect(ask(message, language)).toMatch(REFUSED);
  });
});

describe('calories asked plainly after the facts', () => {
  it('"ok et en kcal ça donne quoi concrètement ?" gives her calories for a cut', () => {
    const text = ask('ok et en kcal ca donne quoi concretement ?', 'fr', undefined, [
      'je fais 1m68 pour 60kg, femme, 29 ans, 3 seances de muscu par semaine',
      'je veux perdre un peu de gras sur le ventre',
    ]);
    expect(text).not.toMatch(CHIPS);
    const figures = [...text.matchAll(/(\d[\d  ]{2,5}) ?kcal/g)].map((m) =>
      Number((m[1] ?? '').replace(/\s/g, '')),
    );
    expect(figures.some((kcal) => kcal >= 1300 && kcal <= 2100)).toBe(true);
  });
});

describe('what members asked that the base lacked', () => {
  it.each([
    [
      'whats the order i should learn them in and how heavy do i start',
      'en',
      [
        'been lifting 6 months, all machines so far',
        'want to start doing free weights, squat bench deadlift',
      ],
      /empty bar \(20 kg\)/,
    ],
    [
      "how do i talk to the camera between sets without looking awkward? feel like everyone's staring",
      'en',
      ['started a gym youtube channel 2 weeks ago'],
      /voiceover/,
    ],
    [
      'je suis gardien de but, 2 matchs + 3 entrainements foot par semaine. je peux caser de la muscu sans etre cramé le jour du match?',
      'fr',
      [],
      /48 h avant le match/,
    ],
    [
      'fish oil, multivit, zinc, magnesium, creatine, whey, glutamine, collagen... which of these am i wasting money on?',
      'en',
      [],
      /Glutamine, BCAAs, collagen/,
    ],
    [
      "que des halteres jusqu'a 24kg chez moi, comment je fais progresser mes jambes sans rack ni barre? jsuis deja a 24 en goblet squat",
      'fr',
      [],
      /squat bulgare/,
    ],
  ] as const)('%s', (message, language, earlier, said) => {
    const text = ask(message, language, undefined, [...earlier]);
    expect(text).not.toMatch(CHIPS);
    expect(text).toMatch(said);
  });
});
