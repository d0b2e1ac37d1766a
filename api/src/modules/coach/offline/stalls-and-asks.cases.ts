import { askInConversation } from '../testing/ask-in-conversation';
import type { MemberFacts } from '../types';

/**
 * Thirty-first round (issue 41): a stall on the scale, an amount asked in two words, a video asked
 * for, a programme asked beside an ache, 5/3/1's training max.
 */
const ask = askInConversation;

describe('the scale stalled: on a bulk eat more, on a cut the plateau', () => {
  it.each([
    [
      "je suis en PDM depuis 4 mois, au debut j'ai pris 4 kg, mais la mon bulk est stuck, la balance bouge plus depuis 3 semaines. Je fais quoi ?",
      'fr',
      /^Si tu ne prends pas de poids, tu ne manges pas assez/,
    ],
    ['my bulk stalled, scale hasnt moved in 3 weeks', 'en', /^If you are not gaining/],
    [
      'eating 2500 cals, 180lb, lost nothing in 3 weeks. wtf',
      'en',
      /^If your average weight has not moved for 2-3 weeks/,
    ],
    [
      'je mange 1800 kcal et je perds rien depuis 2 semaines',
      'fr',
      /^Si ta moyenne de poids ne bouge plus/,
    ],
  ] as const)('"%s"', (message, language, expected) => {
    expect(ask(message, language)).toMatch(expected);
  });
});

describe('an amount asked in a few words', () => {
  it('"kcal pour recompo ?" with a complete profile: her maintenance, computed', () => {
    const member: MemberFacts = {
      weightKg: 62,
      heightCm: 165,
      age: 28,
      sex: 'female',
      goal: 'recomp',
      daysPerWeek: 4,
    };
    expect(ask('kcal pour recompo ?', 'fr', member)).toMatch(
      /^\*\*Vise environ 2[\u202f\u00a0 ]?093 kcal par jour\*\*/,
    );
  });

  it.each([
    ['kcal en seche ?', 'fr', /^Mange environ 20 % sous ton maintien/],
    ['cals for bulk', 'en', /^Eat 5-10% above maintenance/],
    // A food's calories stay the food's.
    ['combien de kcal dans une pinte de blonde ? je suis en sèche', 'fr', /pinte/],
  ] as const)('"%s", facts unknown: the goal\'s calories', (message, language, expected) => {
    expect(ask(message, language)).toMatch(expected);
  });

  it('macros with the weight only: protein and fat from the weight, then the missing facts', () => {
    const text = ask('what should my macros look like on a cut? 82kg male', 'en');
    expect(text).toMatch(/^\*\*At 82 kg: 131-180 g of protein and 49-82 g of fat a day\*\*/);
    expect(text).toContain('I still need your height and your age');
  });

  it('"split 5j" reads five days and opens with the split', () => {
    expect(ask('split 5j', 'fr')).toMatch(
      /^\*\*Haut \/ Bas \+ Push \/ Pull \/ Legs\*\* pour 5 séances/,
    );
  });

  it('the weekly sets asked "as an intermediate" are the weekly volume, not the level', () => {
    expect(ask('how many sets per week for chest as an intermediate?', 'en')).toMatch(
      /^Aim for 10-20 hard sets per muscle group per week/,
    );
  });
});

describe('what members say around the subject', () => {
  it.each([
    ['16/8 pour secher ca marche ?', 'fr', /^Le jeûne intermittent/],
    ["je fais du cardio fasted le matin c'est ok pour la seche ?", 'fr', /cardio à jeun/],
    ['Comment je peux faire une PDM pas chere ?', 'fr', /^Une prise de masse pas chère/],
    ['hate running, fat loss cardio alternatives?', 'en', /Incline walking, cycling, rowing/],
    ['sous quel angle filmer mon souleve de terre ?', 'fr', /^Pour vérifier ta technique au squat/],
    ["le pre workout c obligatoire ou c'est du marketing ?", 'fr', /^La plupart des pré-workouts/],
    ['le pre workout, need it or marketing?', 'en', /^Most pre-workouts are worth it/],
  ] as const)('"%s"', (message, language, expected) => {
    expect(ask(message, language)).toMatch(expected);
  });

  it('a video or an article asked on a subject: said there is none, then the subject', () => {
    const text = ask("t'as une video ou un article sur la technique du squat ?", 'fr');
    expect(text).toMatch(/^Je n’ai pas de vidéo ni de guide écrit/);
    expect(text).toMatch(/Au squat, pieds à largeur d'épaules/);
  });

  it('"a written guide on that" leans on the previous answer', () => {
    const text = ask('do you have a written guide on that on the site?', 'en', undefined, [
      'how do i meal prep for a cut?',
    ]);
    expect(text).toMatch(/^I have no video or written guide/);
    expect(text).toContain('To meal prep');
  });

  it('"if I do buy some, how many scoops a day?" after whey: the whey serving', () => {
    const text = ask('ok if I do buy some, how many scoops a day?', 'en', undefined, [
      'is whey protein necessary to build muscle?',
    ]);
    expect(text).toMatch(/^Whey is not essential/);
    expect(text).toContain('about one scoop');
  });
});

describe('a programme asked beside an ache told as its reason', () => {
  const message =
    "j'ai 45 ans, je peux aller a la salle 2 fois par semaine. Je voudrais me renforcer (j'ai mal au dos a force de porter les patients). Quel programme je devrais suivre ?";

  it('gets the programme, then when to see a professional', () => {
    const text = ask(message, 'fr');
    expect(text).toContain("## Programme d'entraînement : Full body A/B");
    expect(text).toContain('Consulte rapidement si');
  });

  it('chest pain at effort still stops everything', () => {
    expect(
      ask(
        "j'ai une douleur dans la poitrine quand je cours. quel programme je devrais suivre ?",
        'fr',
      ),
    ).toMatch(/appelle le 15 ou le 112/);
  });
});

describe("a set told, then the max; 5/3/1's training max", () => {
  it('"what\'s my estimated max then?" after "315 for 3"', () => {
    expect(
      ask("what's my estimated max then?", 'en', undefined, [
        'did 315 for 3 on squat today, felt like an rpe 9',
      ]),
    ).toMatch(/^\*\*About 347 lb \(157 kg\) estimated 1RM\*\* from 315 lb × 3/);
  });

  it('the training max is 90 % of the 1RM, and the percentages are taken from it', () => {
    const text = ask(
      "Starting 5/3/1 next week. My bench 1RM is 100kg. What's my training max and what weight do I use for the top set in week 1 (the 85% set)?",
      'en',
    );
    expect(text).toMatch(/^\*\*Your training max: 90 kg\*\*.*\*\*at 85%, 77\.5 kg on the bar\*\*/);
  });

  it('asked in French, without a percentage', () => {
    expect(ask("je commence 5/3/1, mon 1rm au squat c'est 140, c'est quoi mon TM ?", 'fr')).toMatch(
      /^\*\*Ton training max : 125 kg\*\* \(90 % de ton 1RM de 140 kg/,
    );
  });
});

describe('a loss by a date, a pace told, a gain weighed (thirty-first round)', () => {
  it('"6 kg d\'ici l\'été, dans 3 mois": the weekly rate and the deficit, then the rate entry', () => {
    const text = ask(
      "je veux perdre 6kg d'ici l'ete, dans 3 mois. c'est realiste ? ca fait combien par semaine et je dois manger combien en moins ?",
      'fr',
    );
    expect(text).toMatch(
      /^\*\*6 kg en 13 semaines, c’est environ 0,46 kg par semaine\*\* : c’est réaliste\. Il faut pour ça un déficit d’environ 500 kcal par jour/,
    );
    expect(text).toContain('0,5 à 1 % de ton poids par semaine');
  });

  it('said in pounds, answered in pounds, and too fast said so', () => {
    expect(ask('i want to lose 20 lbs in 6 weeks, how much per week is that?', 'en')).toMatch(
      /^\*\*20 lb in 6 weeks is about 3\.33 lb a week\*\*: that is too fast/,
    );
  });

  it('the calories computed for the member stay first, the date follows', () => {
    const text = ask(
      "29F, 5'5, 150 lbs, I lift twice a week. Want to lose about 15 lbs before my sister's wedding in 4 months. How many calories should I eat per day?",
      'en',
    );
    expect(text).toMatch(/^\*\*Aim for about [\d,]+ kcal a day\*\*/);
    expect(text).toContain('15 lb in 17 weeks');
  });

  it('"down 10 lbs in 3 weeks, started at 210": the pace against the weight, and the water', () => {
    expect(
      ask(
        'cutting rn, down 10 lbs in 3 weeks, started at 210. is that too fast or am i good',
        'en',
      ),
    ).toMatch(
      /^\*\*About 3\.3 lb a week \(1\.6% of your body weight\)\*\*: that is above .*glycogen/,
    );
  });

  it('a loss told beside another question is not weighed', () => {
    expect(
      ask(
        'losing strength on my cut, down 6kg in 2 months. normal? should i keep lifting heavy?',
        'en',
      ),
    ).not.toMatch(/^\*\*About/);
  });

  it('"should i bump it up? by how much" after a weekly gain on a bulk', () => {
    const member: MemberFacts = { weightKg: 75, heightCm: 180, age: 23, sex: 'male', goal: 'bulk' };
    const text = ask('should i bump it up? by how much', 'en', member, [
      'im bulking at 3000 cals',
      'been gaining like 0.25kg a week for the last month, feels slow',
    ]);
    expect(text).toMatch(
      /^\*\*You are in the right range\*\*: 0\.25 kg a week against the 0\.19-0\.38 kg aimed for at 75 kg/,
    );
    expect(text).toContain('add 100 kcal a day');
  });
});

describe('what the second question of a message or a look-alike needed', () => {
  it.each([
    [
      "la creatine c un produit dopant ? ma mere dit que c'est comme les steroides et que je vais m'abimer les reins",
      'fr',
      /^Non : la créatine n.est ni un stéroïde ni un produit dopant/,
    ],
    ['is creatine a steroid?', 'en', /^No: creatine is neither a steroid nor a doping agent/],
    [
      'je me suis bloque le bas du dos au sdt hier, ca tire quand je me penche. glace ou chaud ? je reprends quand ?',
      'fr',
      /douleur lombaire/,
    ],
    [
      'je me filme a la salle pour checker ma technique au squat, je mets le tel ou ? de face ou de profil ?',
      'fr',
      /^Pour vérifier ta technique au squat/,
    ],
    [
      "c quoi la diff entre l'abo gratuit et le premium ? tu peux me faire un programme complet avec le gratuit ?",
      'fr',
      /^L'abonnement à Zak IA coûte/,
    ],
    [
      "comment je change mon objectif de seche a pdm dans l'appli ? j'ai pas trouve",
      'fr',
      /carte « Profil de coaching »/,
    ],
    [
      'already maxing out the cable stack on tricep pushdowns lol. how do i keep progressing?',
      'en',
      /^At the top of the stack/,
    ],
    [
      'women shouldnt lift heavy or theyll get bulky right? my gf keeps saying this',
      'en',
      /10-20 times less testosterone/,
    ],
    [
      "c'est quoi le RIR exactement ? et je dois aller a l'echec a chaque serie ou pas",
      'fr',
      /répétitions en réserve/,
    ],
    [
      'en seche je dois passer sur des series de 15-20 reps pour bien dessiner le muscle ?',
      'fr',
      /garde des charges lou/,
    ],
  ] as const)('"%s"', (message, language, expected) => {
    expect(ask(message, language)).toMatch(expected);
  });

  it('a doping agent asked beside creatine is still refused', () => {
    expect(ask('is creatine a steroid? how much tren should i run', 'en')).toMatch(
      /I can’t help with that/,
    );
  });
});
