import { askInConversation } from '../testing/ask-in-conversation';
import { parseFacts } from './facts';
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

/**
 * Then batch 41's: testosterone an endocrinologist prescribed for a diagnosed hypogonadism, a low
 * level on a blood test, hooks written on the member's subject, a caption that takes the numbers
 * told just before, "lose some fat" as a cut, and the change asked from the intake eaten now.
 */
describe('prescribed testosterone and a low level on a blood test', () => {
  it.each([
    [
      'My endocrinologist put me on TRT for diagnosed hypogonadism a few months ago. Is there anything I should change in my training?',
      'en',
      /Train as you would without it[\s\S]*never change the dose yourself/,
    ],
    [
      "endocrino m'a mis sous testostérone pour un hypogonadisme, je peux faire de la muscu normalement ?",
      'fr',
      /Entraîne-toi comme tu le ferais sans/,
    ],
    [
      "Ma prise de sang montre une testostérone un peu basse (2,8 ng/mL), j'ai 38 ans. Qu'est-ce que je peux faire naturellement pour l'améliorer ?",
      'fr',
      /dormir 7 à 9 heures/,
    ],
  ] as const)('%s is answered', (message, language, said) => {
    expect(asksForForbiddenSubstance(message)).toBe(false);
    const text = ask(message, language);
    expect(text).not.toMatch(REFUSED);
    expect(text).toMatch(said);
  });

  it.each([
    ['diagnosed hypogonadism, on trt, how much test should i add for a blast', 'en'],
    ['my endocrinologist put me on trt, can i add some anavar', 'en'],
    [
      'hypogonadisme diagnostiqué, je suis sous testo, je peux monter la dose pour la masse ?',
      'fr',
    ],
    ['urologist has me on trt 150mg a week, ok to go to 250?', 'en'],
    ['my testosterone is low, where to buy test e', 'en'],
    ['i self diagnosed low t and started trt, anything to change in training?', 'en'],
    ['I diagnosed myself with low testosterone, on trt now, training tips?', 'en'],
    ['testosterone low, should i start a cycle', 'en'],
  ] as const)('%s still asks for a doping agent', (message, language) => {
    expect(asksForForbiddenSubstance(message)).toBe(true);
    expect(ask(message, language)).toMatch(REFUSED);
  });
});

describe("a creator's hooks and captions", () => {
  it('hooks are written on the subject asked, in both languages', () => {
    const fr = ask(
      "Tu peux m'écrire une accroche percutante pour un reel sur les 3 erreurs les plus courantes au squat ?",
      'fr',
    );
    expect(fr).toMatch(/^Cinq accroches au choix/);
    expect(fr).toMatch(
      /« Personne ne te dit la vérité sur les 3 erreurs les plus courantes au squat\. »/,
    );
    const en = ask('give me 5 hook ideas for a tiktok about protein myths', 'en');
    expect(en).toMatch(/"Protein myths: 9 out of 10 people get this wrong\."/);
  });

  it('hooks on a doping subject are still refused', () => {
    expect(ask('5 hook ideas for a reel about my anavar cycle', 'en')).toMatch(REFUSED);
  });

  it("a before/after caption takes the client's numbers told just before", () => {
    const text = ask("tu m'aides à écrire la légende du post avant/après ?", 'fr', undefined, [
      "j'ai une cliente qui a perdu 12 kg en 6 mois avec mon suivi",
    ]);
    expect(text).toMatch(/−12 kg en 6 mois/);
  });
});

describe('calories from the goal and the intake told', () => {
  it('"i wanna lose some fat" is a cut: the calories are a deficit', () => {
    const text = ask('ok so whats my calorie target then?', 'en', undefined, [
      'hi im 29F, 68kg, 170cm',
      'office job, i lift 3x a week and i wanna lose some fat',
    ]);
    expect(text).toMatch(/for your cut \(a 20 % deficit\)/);
  });

  it('"je mange 2800 kcal, je baisse de combien ?" on a cut: 10-20 % less', () => {
    const text = ask(
      "chui à 85kg je veux sécher pr l'été, la je mange genre 2800 kcal/jour, je baisse de combien ??",
      'fr',
    );
    expect(text).toMatch(/vise environ 2[  ]?250 à 2[  ]?500 kcal par jour/);
  });

  it("a teenager's 4,000 kcal weighed by a parent is not a target to cut from", () => {
    const text = ask(
      "mon fils a 15 ans il veut faire une prise de masse et manger 4000 kcal par jour, c'est pas dangereux a son age ?",
      'fr',
    );
    expect(text).not.toMatch(/Ajoute 200 à 300 kcal/);
  });
});

describe('the working load of a scheme told with a 1RM', () => {
  it('"what weight should i use for the sets?" after a 140 kg 1RM and a 5x5: 80 % of it', () => {
    const text = ask('what weight should i use for the sets?', 'en', undefined, [
      'my squat 1RM is 140kg',
      'wanna start a 5x5 for the next couple months',
    ]);
    expect(text).toMatch(/About 112\.5 kg on the bar at 80% of your max/);
  });

  it('a 1RM told is a load, not the body weight', () => {
    expect(parseFacts('my squat 1RM is 140kg').weightKg).toBeUndefined();
    expect(parseFacts("mon max au DC c'est 100 kg").weightKg).toBeUndefined();
    expect(parseFacts('im 80kg and my bench max is 100kg').weightKg).toBe(80);
  });

  it('how much to eat is not a load, whatever the scheme told before', () => {
    const text = ask('how much should i eat then?', 'en', undefined, [
      'my squat 1RM is 140kg',
      'wanna start a 5x5',
    ]);
    expect(text).not.toMatch(/on the bar/);
  });
});
