import { askInConversation } from '../testing/ask-in-conversation';
import { searchText } from './conversation';
import { asksForForbiddenSubstance } from './topics';

/**
 * Twenty-sixth round (issue 41, blind batch 38 opened): a legal supplement weighed for "la testo"
 * is a coaching question, "la créa" is creatine, a pair's second side never ends on "ou", and the
 * answers members asked for that the base lacked (a schedule that changes every week, swaps for a
 * nightly sweet tooth, foods that fill on a cut, an intro post, whether the coach adjusts a plan);
 * then batch 39's: target calories asked beside protein or as "quel apport", a goal told as a range
 * of kilos, "par jour sans whey", test boosters with "not trying to do roids", "ça pique" as pain,
 * raw and cooked rice, and meet-day eating.
 */
const ask = askInConversation;
const CHIPS = /not sure I understood|pas sûr d’avoir compris/;
const REFUSED = /I can’t help with that|Je ne peux pas t’aider avec ça/;

describe('legal supplements weighed for testosterone are not doping', () => {
  it.each([
    "l'ashwagandha ça marche vraiment pour le stress et la testo ou c du marketing ?",
    'is ashwagandha actually good for stress and sleep and maybe testosterone or is it hype',
    'does ashwagandha have any real effect on testosterone?',
    'my testosterone levels are low side of normal, what can i do with diet',
    'augmenter ma testostérone naturellement, mon cycle menstruel est irrégulier',
    'booster la testo naturellement avec une cure de zinc ?',
    'zinc for testosterone during my sleep cycle issues',
  ])('%s is answered, not refused', (message) => {
    expect(asksForForbiddenSubstance(message)).toBe(false);
  });

  it.each([
    ['ashwagandha pendant ma cure de testo, ça aide ?', 'fr'],
    ['ashwagandha with my test e cycle, good idea?', 'en'],
    ['should i take ashwagandha while on testosterone', 'en'],
    ["l'ashwagandha sous testo ça sert à quelque chose ?", 'fr'],
    ['augmenter sa testostérone naturellement avant une cure', 'fr'],
    ['maca for testosterone while blasting', 'en'],
    ['zinc for testo while cruising', 'en'],
  ] as const)('%s still asks about a doping agent', (message, language) => {
    expect(asksForForbiddenSubstance(message)).toBe(true);
    expect(ask(message, language)).toMatch(REFUSED);
  });

  it('the answer weighs stress and testosterone under clean labels', () => {
    const text = ask(
      "l'ashwagandha ça marche vraiment pour le stress et la testo ou c du marketing ?",
      'fr',
    );
    expect(text).toMatch(/^\*\*Stress\*\* : L'ashwagandha/);
    expect(text).toMatch(/\n\*\*Testo\*\* : /);
    expect(text).not.toMatch(/\*\*Testo ou\*\*/);
  });
});

describe('how members write', () => {
  it('"la créa" is creatine: a mother who thinks it is doping gets the not-doping entry', () => {
    const text = ask(
      "la créa ça abime les reins ? ma mere dit que c'est un produit dopant et veut pas que j'en prenne",
      'fr',
    );
    expect(text).toMatch(/^Non : la créatine n'est ni un stéroïde ni un produit dopant/);
    expect(text).toMatch(/reins compris/);
    expect(text).not.toMatch(/protéines par jour/);
  });
});

describe('answers the base lacked', () => {
  it('a schedule that changes every week: a rotation of full-body sessions, not set days', () => {
    const text = ask(
      "infirmier en horaires décalés (jour/nuit), jpeux jamais prévoir mes jours de salle a l'avance. comment je m'organise pour progresser qd même ?",
      'fr',
    );
    expect(text).toMatch(/^En horaires décalés/);
    expect(text).toMatch(/full body \(ou un cycle A\/B\) dans l'ordre/);
  });

  it('a nightly sweet tooth on a cut: swaps, not only "fit it in"', () => {
    const text = ask(
      'ngl i have the worst sweet tooth. every night i end up demolishing a pint of ice cream. how do i stop this while cutting',
      'en',
    );
    expect(text).not.toMatch(CHIPS);
    expect(text).toMatch(/swap rather than fight it/);
  });

  it('hungry on a cut: foods that fill, named', () => {
    const text = ask(
      "I'm SO hungry on 1600 cals. 5'4 F 150lbs. any high volume foods that actually work? not just 'eat more veggies' pls",
      'en',
      undefined,
      ['started my first real cut 2 weeks ago'],
    );
    expect(text).toMatch(/high-volume foods/);
    expect(text).toMatch(/plain popcorn/);
  });

  it('an intro post: who it is for, who you are, what readers get, a call to reply', () => {
    const text = ask(
      'write me a short intro post explaining who i am and what readers will get from it',
      'en',
      undefined,
      ["I'm a PT and I'm starting a weekly fitness newsletter for busy dads"],
    );
    expect(text).toMatch(/^An intro post works in four beats/);
  });

  it('the coach adjusts a plan over time, from the weigh-ins and the training log', () => {
    const text = ask(
      'how does this coaching thing work exactly? do you adjust my plan over time or is it one and done',
      'en',
    );
    expect(text).not.toMatch(CHIPS);
    expect(text).toMatch(/adjust over time as your weigh-ins and training log change/);
  });

  it('two short sessions a week with a 60-hour job is the busy member’s entry', () => {
    const text = ask(
      'work 60hr weeks, can realistically train 2x45min a week. is that even worth it? what should those sessions look like',
      'en',
    );
    expect(text).toMatch(/^Two to three 30-45 minute sessions a week are enough to progress/);
  });

  it('a lower back locked the morning after heavy deadlifts: stop, and the physio or doctor', () => {
    const text = ask(
      'ce matin jme suis levé avec le bas du dos complètement bloqué, jpeux a peine me pencher. jfais quoi ?',
      'fr',
      undefined,
      ["hier j'ai fait du SDT lourd, 3x3 a 160kg"],
    );
    expect(text).not.toMatch(CHIPS);
    expect(text).toMatch(/consulte un médecin ou un kiné/);
  });
});

describe('numbers asked the way members ask them', () => {
  it('"whats my target calories and protein?" after the facts: the macros of a cut', () => {
    const text = ask('so whats my target calories and protein?', 'en', undefined, [
      'F 29, 63kg, 165cm, desk job, lift 3x a week',
      'want to drop like 4-5 kg before a wedding in 10 weeks',
    ]);
    expect(text).toMatch(
      /^\*\*\d+ g of protein, \d+ g of fat and \d+ g of carbs a day\*\* \(\d+ kcal\) for your cut/,
    );
    expect(text).toMatch(/Worked out for 63 kg, 1\.65 m, 29 years old, female/);
  });

  it('"je vise quel apport par jour pour perdre 0,5 kg par semaine" is the calories for that rate', () => {
    const text = ask(
      'ok donc je vise quel apport par jour pr perdre genre 0.5kg par semaine ?',
      'fr',
      undefined,
      [
        'jpese 102kg pour 1m85, 35 ans, jveux perdre le bide',
        'je fais environ 8000 pas par jour et 3 seances de muscu',
      ],
    );
    expect(text).toMatch(/\*\*Vise environ \d+ kcal par jour\*\* pour perdre 0,5 kg par semaine/);
  });

  it('raw rice for 50 g of carbs', () => {
    const text = ask(
      'jme perds entre cru et cuit la, si je veux 50g de glucides en riz basmati je pese cb de riz CRU ?',
      'fr',
    );
    expect(text).toMatch(/environ 65 g de riz cru/);
  });
});

describe('batch 39: members\u2019 words', () => {
  it('"140 g de prot par jour sans whey" is not the rest days, and a tight budget is cheap protein', () => {
    expect(searchText('140g de prot par jour sans whey')).not.toMatch(/repos/);
    expect(searchText('les jours sans, je mange quoi ?')).toMatch(/jours de repos/);
    const text = ask(
      'etudiant, 40 balles par semaine pour la bouffe max. comment je tape 140g de prot par jour sans whey ?? jai une plaque et un four c tout',
      'fr',
    );
    expect(text).toMatch(/^Les protéines les moins chères/);
  });

  it('test boosters asked "not trying to do roids" are answered with the evidence', () => {
    const message =
      'are test boosters like tribulus or tongkat ali legit or a scam? not trying to do roids or anything just want an edge';
    expect(asksForForbiddenSubstance(message)).toBe(false);
    expect(ask(message, 'en')).toMatch(/tongkat ali and ashwagandha show at best small effects/);
    expect(asksForForbiddenSubstance('not trying to do roids but how much anavar is safe')).toBe(
      true,
    );
    expect(
      asksForForbiddenSubstance('je veux pas prendre de stéroïdes, la créatine ça suffit ?'),
    ).toBe(false);
  });

  it('"ça pique devant l’épaule" on the bench is pain: stop what triggers it', () => {
    const text = ask(
      "et la ca pique devant l'epaule droite quand jdescends la barre au DC. jcontinue en baissant la charge ou jarrete ?",
      'fr',
      undefined,
      ["ca fait 2 sem que jai une gene a l'epaule"],
    );
    expect(text).toMatch(/^Arrête les exercices qui déclenchent la douleur à l'épaule/);
  });

  it('the morning of a powerlifting meet, on the weight line', () => {
    const text = ask(
      "what should i eat morning of a powerlifting meet? weigh in is 2h before and i'm right on the line for the 83 class",
      'en',
    );
    expect(text).toMatch(/^On meet day, eat what you know/);
  });
});
