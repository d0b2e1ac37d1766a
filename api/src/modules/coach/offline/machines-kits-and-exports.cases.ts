import { askInConversation } from '../testing/ask-in-conversation';
import { collectFacts } from './facts';

/**
 * Thirtieth round (issue 41, blind batch 48 opened): a machine's weight stack is no supplement
 * stack, a home kit told is the programme's kit, "DI" is the incline press, and the answers members
 * asked of the training log's export and of a refund.
 */
const ask = askInConversation;

describe('a machine’s weight stack is no supplement stack', () => {
  it.each([
    'maxed out the stack on the lat pulldown at my gym (it only goes to 100kg). what now lol',
    "the lat pulldown at my gym maxes out the stack (260ish) and it's too easy, what do i do",
    "I'm already doing the whole stack on cable curls, how do I progress",
  ])('%s', (question) => {
    const text = ask(question, 'en');
    expect(text).toMatch(/^At the top of the stack[^]*one arm at a time/);
    expect(text).not.toMatch(/Creatine|supplement/i);
  });

  it('on the lat pulldown, the pull-up comes next', () => {
    expect(ask('maxed out the stack on the lat pulldown, what now', 'en')).toMatch(
      /weighted \(a dip belt/,
    );
  });

  it('a stack of supplements is still one', () => {
    expect(ask('make me a legal supplement stack', 'en')).toMatch(/Creatine monohydrate/);
    expect(ask("what's the best stack for a beginner?", 'en')).toMatch(/creatine monohydrate/);
  });
});

describe('the home kit told is the programme’s kit', () => {
  it('a kettlebell and bands: named in the profile, and the dumbbell moves given to them', () => {
    const text = ask(
      "Bonjour, je suis une maman de 41 ans, je peux m'entraîner 4 fois par semaine à la maison. J'ai des élastiques et un kettlebell de 12 kg. Pourriez-vous me faire un programme ?",
      'fr',
    );
    expect(text).toMatch(/niveau débutant, maison \(kettlebell, élastiques\)\./);
    expect(text).toMatch(/Avec ton matériel : le kettlebell fait[^]*swing ; les élastiques font/);
  });

  it('bands alone: they take the pulls, and no fixed weight is spoken of', () => {
    const text = ask("fais-moi un programme 3 jours, j'ai juste des élastiques chez moi", 'fr');
    expect(text).toMatch(/maison \(élastiques\)/);
    expect(text).toMatch(/Avec ton matériel : les élastiques font les tirages/);
    expect(text).not.toMatch(/Une charge fixe/);
  });

  it('dumbbells and a bar told in two messages add up; dumbbells need no swaps', () => {
    expect(collectFacts(["j'ai des haltères chez moi", 'et une barre de traction']).kit).toEqual([
      'dumbbells',
      'pullUpBar',
    ]);
    const text = ask('fais-moi un programme 3 jours', 'fr', undefined, [
      "je m'entraîne chez moi avec des haltères",
      "j'ai aussi une barre de traction",
    ]);
    expect(text).toMatch(/maison \(haltères, barre de traction\)/);
    expect(text).not.toMatch(/Avec ton matériel/);
  });

  it('at the gym, a kit named in passing changes nothing', () => {
    const text = ask('make me a 4 day gym program, I like dumbbells and resistance bands', 'en');
    expect(text).toMatch(/4 session\(s\) a week, beginner level, gym\./);
  });
});

describe('"DI" is the incline press', () => {
  it('the flat bench that hits the shoulders: incline press and the shoulder blades', () => {
    const text = ask(
      "DC ou DI pour les pecs ?? j'ai l'impression que le DC me travaille que les épaules",
      'fr',
    );
    expect(text).toMatch(/développé incliné à 30 à 45°/);
    expect(text).toMatch(/serre et abaisse les omoplates/);
  });
});

describe('the app’s training log export and a refund', () => {
  it.each([
    [
      'can i export all my workout logs to a csv? switching phones next week',
      'en',
      /"Export my log \(CSV\)"[^]*sign in/,
    ],
    [
      'je peux exporter mon journal d’entraînement en csv ?',
      'fr',
      /« Exporter mon journal \(CSV\) »/,
    ],
  ] as const)('%s', (question, language, expected) => {
    expect(ask(question, language)).toMatch(expected);
  });

  it('a refund after a double charge: the contact page, with the payments’ dates', () => {
    const text = ask('who do i contact to get a refund??', 'en', undefined, [
      'hey i got charged twice this month',
    ]);
    expect(text).toMatch(/^Write through the site's Contact page[^]*refund[^]*date and amount/);
  });
});

describe('a number asked, then how to get there: the number first', () => {
  it('a vegetarian’s protein: the grams for her weight, then the vegetarian sources, no meat', () => {
    const text = ask(
      "je suis vegetarienne (pas vegan, je mange oeufs et laitages), 62kg. jsuis a genre 60g de prot par jour c'est combien qu'il me faudrait vraiment pour prendre du muscle ? et comment j'y arrive sans viande",
      'fr',
    );
    expect(text).toMatch(/^Pour 62 kg : 100 à 135 g de protéines par jour/);
    expect(text).toMatch(/Oui, on prend du muscle en végétarien ou vegan/);
    expect(text).not.toMatch(/viande, poisson/);
  });

  it('a detail written for the diet stays: algae oil for a vegan asking about fish oil', () => {
    expect(ask("fish oil worth it? I'm vegan so I don't eat fish", 'en')).toMatch(/algae oil/);
  });
});

describe('answers members asked for (blind batch 49)', () => {
  it.each([
    [
      'je mange a la brasserie ou au self tous les midis pour le boulot, comment je fais pour rester dans mes macros en seche ?',
      'fr',
      /^Au restaurant ou à la cantine, choisis une viande ou un poisson grillé/,
    ],
    [
      'deadlift cues? my hips shoot up first every time and it turns into a stiff leg',
      'en',
      /take the slack out of the bar/,
    ],
    [
      'doing pushups at home, i can do 40 in a row now. how do i keep progressing without any weights',
      'en',
      /archer push-ups/,
    ],
    [
      'only have 2 days a week to lift bc of work + 2 kids. is that even worth it? what should i do',
      'en',
      /^Two to three 30-45 minute sessions a week are enough/,
    ],
  ] as const)('%s', (question, language, expected) => {
    expect(ask(question, language)).toMatch(expected);
  });

  it('wrapping a wrist that has hurt for 3 weeks: see someone', () => {
    const text = ask('should i just wrap it and keep going?', 'en', undefined, [
      'my wrist hurts on bench and front squats',
      'like on the pinky side, been 3 weeks now',
    ]);
    expect(text).toMatch(/wrist/);
    expect(text).toMatch(/doctor|physio/);
  });
});

describe('the caffeine a member lists, added up (blind batch 50)', () => {
  it.each([
    [
      'is my caffeine too much? 2 coffees (~95mg each) + preworkout with 300mg + sometimes a monster (160mg). whats that a day total',
      'en',
      /^\*\*About 650 mg of caffeine a day\*\* in total: above the 400 mg/,
    ],
    [
      "je bois 3 cafés par jour (80 mg chacun) et un pré-workout à 200 mg, c'est trop ?",
      'fr',
      /^\*\*Environ 440 mg de caféine par jour\*\* au total : au-dessus des 400 mg/,
    ],
    [
      'one coffee of 90 mg and a 150mg preworkout, how much is that in total?',
      'en',
      /^\*\*About 240 mg of caffeine a day\*\* in total: under the 400 mg/,
    ],
  ] as const)('%s', (question, language, expected) => {
    expect(ask(question, language)).toMatch(expected);
  });

  it('other supplements in mg are no caffeine sum', () => {
    expect(
      ask('i take 300mg magnesium and 30mg zinc before the gym, is that too much?', 'en'),
    ).not.toMatch(/mg of caffeine a day/);
  });

  it('one amount is no sum: the caffeine entry answers', () => {
    expect(ask('is 200mg of caffeine too much before training?', 'en')).toMatch(
      /^3-6 mg of caffeine per kg/,
    );
  });
});

describe('a true max to be tested: the estimate, then how to test it safely', () => {
  it('120 kg x 5 and a test next week', () => {
    const text = ask(
      "je veux faire un test de 1RM au squat la semaine prochaine, comment je m'y prends pour pas me blesser ? j'ai fait 120kg x5 la semaine derniere, je peux esperer combien ?",
      'fr',
    );
    expect(text).toMatch(/^\*\*Environ 140 kg de 1RM estimé\*\*/);
    expect(text).toMatch(/échauffe-toi par paliers[^]*pareurs ou des barres de sécurité/);
  });

  it('an estimate alone is not told how to test', () => {
    expect(ask('100kg x 5 au DC, c quoi mon 1RM ?', 'fr')).not.toMatch(/échauffe-toi par paliers/);
  });
});
