import { askInConversation } from '../testing/ask-in-conversation';
import { stalledIntake } from './calculators';
import { parseFacts } from './facts';
import { saysPain } from './injury';
import { forbiddenKind } from './topics';

/**
 * Twenty-ninth round (issue 41, blind batch 44 opened): a food said bad for testosterone is a
 * lifestyle question, a joint that "fait mal" is pain, a client's result in brackets, protein for
 * a member whose sex is unknown, "get bigger" as a bulk, a diabetes told earlier, and the answers
 * members asked of the restaurant, travel and supplement entries.
 */
const ask = askInConversation;
const REFUSED = /Je ne peux pas t’aider avec ça|I can’t help with that/;

describe('a food said bad for testosterone is answered, a drug still refused', () => {
  it.each([
    ['vegetarian here. is soy bad for testosterone? my friend says tofu gives man boobs', 'en'],
    ['le soja c’est mauvais pour la testo ?', 'fr'],
  ] as const)('%s', (question, language) => {
    expect(forbiddenKind(question)).toBeUndefined();
    const text = ask(question, language);
    expect(text).not.toMatch(REFUSED);
    expect(text).toMatch(language === 'fr' ? /soja/ : /soy/);
  });

  it.each([
    'is tren bad for testosterone after a cycle',
    'test e 500mg, is it bad for my testosterone after',
  ])('%s', (question) => {
    expect(ask(question, 'en')).toMatch(REFUSED);
  });
});

describe('a joint that cracks and "fait mal" gets the pain’s entry', () => {
  it('the knee’s pain entry, not the painless noise', () => {
    expect(saysPain('mon genou craque et fait mal quand je descends en squat')).toBe(true);
    expect(saysPain('mon genou craque mais ça ne fait pas mal')).toBe(false);
    const text = ask(
      'mon genou craque et fait mal quand je descends en squat, je dois tout arrêter ?',
      'fr',
    );
    expect(text).toMatch(/douleur au genou/);
    expect(text).not.toMatch(/^Un craquement sans douleur/);
  });
});

describe('captions, calories and a condition told earlier', () => {
  it('a client’s loss written in brackets opens the captions', () => {
    const text = ask(
      'écris-moi une légende insta pour une photo avant/après de ma cliente (-12kg en 6 mois), ton motivant stp',
      'fr',
    );
    expect(text).toMatch(/Transformation de ma cliente en 6 mois : −12 kg/);
  });

  it('"get bigger" is a bulk, and protein is given when the sex is unknown', () => {
    expect(parseFacts('how much should I eat to get bigger?').goal).toBe('bulk');
    const text = ask('how much should I eat to get bigger?', 'en', undefined, [
      "I'm 16, 5'9 and 130 lbs",
    ]);
    expect(text).toMatch(/for your bulk \(a 10 % surplus\)/);
    // 130 lb = 59.0 kg: 1.6-2.2 g/kg.
    expect(text).toMatch(/Protein does not depend on sex: 94-130 g a day/);
  });

  it('a diabetes told earlier adds the doctor’s check to a food answer only', () => {
    const earlier = ["I'm 47, type 2 diabetic, on metformin", 'just started lifting 3 days a week'];
    const carbs = ask(
      'anything to watch for with carbs around training?',
      'en',
      undefined,
      earlier,
    );
    expect(carbs).toMatch(/With your diabetes, go over these settings .* blood sugar/);
    const squat = ask('how do i squat properly?', 'en', undefined, earlier);
    expect(squat).not.toMatch(/With your diabetes/);
    const max = ask('i did 100 kg for 5 reps, whats my 1rm?', 'en', undefined, earlier);
    expect(max).toMatch(/1RM/);
    expect(max).not.toMatch(/With your diabetes/);
    expect(ask('anything to watch for with carbs around training?', 'en')).not.toMatch(
      /With your diabetes/,
    );
    const fr = ask('je mange combien de glucides les jours de séance ?', 'fr', undefined, [
      'diabétique type 2, 52 ans',
    ]);
    expect(fr).toMatch(/Avec ton diabète, vois ces réglages/);
  });
});

describe('an intake told earlier, split into macros', () => {
  it('asks only for the facts still missing to check it', () => {
    const some = ask('how many carbs should i eat?', 'en', undefined, [
      "I'm 80kg, cutting at 2200 calories",
    ]);
    expect(some).toMatch(
      /For 2200 kcal at 80 kg: 176 g of protein, 61 g of fat and 237 g of carbs/,
    );
    expect(some).toMatch(/With your height, your age and your sex I can also check/);
    const most = ask('how many carbs should i eat?', 'en', undefined, [
      "I'm 80kg, 180cm, 30 yo male, cutting at 2200 calories",
    ]);
    expect(most).toMatch(/For 2200 kcal at 80 kg/);
    expect(most).not.toMatch(/I can also check/);
  });

  it('a stalled cut reads the calories eaten, not those a watch says were burned', () => {
    expect(
      stalledIntake('I burned 600 calories on my watch, stuck for 3 weeks eating 1800 calories'),
    ).toBe(1800);
    expect(stalledIntake('stuck for 3 weeks on my cut, I burned 1500 calories at the gym')).toBe(
      undefined,
    );
  });

  it('calories burned are no intake', () => {
    const text = ask('how many carbs should i eat?', 'en', undefined, [
      "I'm 80kg, 180cm, 30 yo male, I burned 1500 calories at the gym today",
    ]);
    expect(text).not.toMatch(/For 1500 kcal/);
    expect(text).toMatch(/240-400 g of carbs/);
  });
});

describe('facts told after the ask', () => {
  it('"Need macros for a lean bulk. M, 19yo, 70kg..." computes them, for a man', () => {
    expect(parseFacts('Need macros for a lean bulk. M, 19yo, 70kg, 180cm').sex).toBe('male');
    expect(parseFacts('Help. F, 30, 60kg').sex).toBe('female');
    const text = ask(
      'Need macros for a lean bulk. M, 19yo, 70kg, 180cm, I play soccer twice a week + gym 4x',
      'en',
    );
    // 1735 kcal × 1.725 (six sessions) = 2993, + 10 %.
    expect(text).toMatch(
      /^\*\*126 g of protein, 91 g of fat and 492 g of carbs a day\*\* \(3292 kcal\)/,
    );
  });
});

describe('"eat at all or train fasted" weighs no subject called "at all"', () => {
  it('answers the meal before training', () => {
    const text = ask(
      'whats a good pre workout meal if i train at 6am? idk if i should eat at all or train fasted',
      'en',
    );
    expect(text).toMatch(/^1-3 hours before training, have a meal with carbs and protein/);
    expect(text).not.toMatch(/\*\*At all\*\*/);
  });
});

describe('the full nutrition plan counts what the calculator counts', () => {
  it('another sport, a physical job and a hard gainer’s surplus, told earlier', () => {
    const earlier = [
      '19 y/o male, 62kg at 178cm, play football twice a week and gym 3x. cant gain weight no matter what',
    ];
    const plan = ask('can you make me a full meal plan?', 'en', undefined, earlier);
    // 1643 kcal × 1.55 (five sessions) = 2547, + 15 %: the calculator's figure.
    expect(plan).toMatch(/\*\*2929 kcal a day\*\*/);
    expect(plan).toMatch(/2 session\(s\) of another sport a week, struggling to gain/);
    expect(plan).toMatch(/\| Goal adjustment \| \+15% \|/);
    expect(ask('how many calories should i eat?', 'en', undefined, earlier)).toMatch(
      /Aim for about 2929 kcal a day/,
    );
    const nurse = ask('fais-moi un plan alimentaire complet', 'fr', undefined, [
      'je suis infirmière, femme, 30 ans, 65 kg, 1m68, muscu 3 fois par semaine, sèche',
    ]);
    expect(nurse).toMatch(/métier physique/);
    // 1389 kcal × (1.375 + 0.175) = 2153, − 20 %.
    expect(nurse).toMatch(/\*\*1722 kcal par jour\*\*/);
  });
});

describe('what members asked of the entries', () => {
  it.each([
    ['going to a mexican restaurant tonight, what do I order while cutting', 'en', /fajitas/],
    ['fish oil worth it? I’m vegan so I don’t eat fish', 'en', /algae oil/],
    ['I sweat a lot in hot yoga, electrolytes or just water?', 'en', /sweat a lot/],
    ['is the nap enough if I sleep 5 hours a night?', 'en', /does not replace a full night/],
  ] as const)('%s', (question, language, expected) => {
    expect(ask(question, language)).toMatch(expected);
  });
});

describe('plans asked in members’ words, and the events of a physical exam', () => {
  it('"plan repas" is a nutrition plan, "prog" a training programme', () => {
    const meals = ask(
      'tu peux me faire un plan repas complet pour ma PDM ? 70kg 1m80 22ans, homme, 5 seances/semaine',
      'fr',
    );
    expect(meals).toMatch(/## Plan nutritionnel : prise de masse/);
    const prog = ask(
      'j’ai des haltères et une barre de traction à la maison, tu peux me faire un prog 4 jours ?',
      'fr',
    );
    expect(prog).toMatch(/## Programme d'entraînement : Haut \/ Bas/);
  });

  it('a cycle that stopped during a cut is the missing period’s warning', () => {
    const text = ask(
      'je fais une sèche depuis 3 mois et mon cycle s’est arrêté depuis 2 mois, je dois faire quoi ?',
      'fr',
    );
    expect(text).toMatch(/médecin|gynéco/);
    expect(text).not.toMatch(/pas sûr d’avoir compris/);
  });

  it.each([
    [
      'J’ai le concours des pompiers dans 3 mois (luc léger, tractions, pompes), je prépare comment ?',
      'fr',
      /fractionné/,
    ],
    [
      'Army PT test in 8 weeks (2 mile run, pushups, situps), how do I train for it?',
      'en',
      /intervals/,
    ],
  ] as const)('%s', (question, language, expected) => {
    expect(ask(question, language)).toMatch(expected);
  });

  it('a back hurt by the squat gets leg exercises that spare it', () => {
    const text = ask(
      'le squat barre me fait mal au bas du dos à chaque fois. Des alternatives pour les jambes ?',
      'fr',
    );
    expect(text).toMatch(/presse à cuisses, squat goblet léger/);
  });
});

describe('validation 47 opened: the asks members made', () => {
  it('"Vous pouvez me faire un programme" is a request for the programme', () => {
    const text = ask(
      'Bonjour, je débute. 3 jours dispo dans une salle classique. Vous pouvez me faire un programme full body pour commencer ?',
      'fr',
    );
    expect(text).toMatch(/## Programme d'entraînement : Full body/);
  });

  it('"what\'s my number? calories i mean" after the facts computes them, for the goal told', () => {
    expect(parseFacts('want to get down to 180').goal).toBe('cut');
    expect(parseFacts('get down to 80kg by summer').goal).toBe('cut');
    expect(parseFacts('coming down to 12 reps per set').goal).toBeUndefined();
    const text = ask('so what’s my number then? calories i mean', 'en', undefined, [
      "I'm 5'9, 210lb, 40 y/o guy, want to get down to 180",
      "I work construction so I'm on my feet all day",
    ]);
    // 1853 kcal × (1.375 + 0.175) = 2872, − 20 %.
    expect(text).toMatch(/^\*\*Aim for about 2298 kcal a day\*\* for your cut/);
    expect(text).toMatch(/maintenance \(the calories that keep your weight steady\)/);
  });

  it('gear beside a belt is equipment; gear for a cycle is still refused', () => {
    expect(
      forbiddenKind(
        'Should I wear a lifting belt for deadlifts or does using gear make you weaker?',
      ),
    ).toBeUndefined();
    expect(forbiddenKind('i have my belt, thinking of using gear for my first cycle, dose?')).toBe(
      'doping',
    );
    expect(forbiddenKind('does using gear make you weaker long term')).toBe('doping');
  });

  it('"ça tire en bas du dos" after deadlifts is the lower back’s pain', () => {
    const text = ask(
      'ça tire en bas du dos depuis mon SDT d’hier, repos complet ou je bouge ?',
      'fr',
    );
    expect(text).toMatch(/^Stoppe le soulevé de terre et les mouvements qui réveillent la douleur/);
  });
});
