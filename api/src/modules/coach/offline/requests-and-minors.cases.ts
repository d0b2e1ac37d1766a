import { askInConversation } from '../testing/ask-in-conversation';
import { isPlanRequest } from './topics';

/**
 * Twenty-fifth round (issue 41, blind batches 36 and 37 opened): "tu me fais un programme ?" is a request,
 * how often a member trained names no concern beside the plan, a minor asking whether they may lift
 * gets the teenagers' entry, and the answers members asked for that the base lacked (beta blockers,
 * peaking for a meet, the coach's own transformation, pausing the subscription); then batch 37's:
 * a calorie range asked for a day of eating, a TDEE a calculator gave, "X or wait" about one
 * subject, "vit D", and "je" glued to more verbs.
 */
const ask = askInConversation;
const CHIPS = /not sure I understood|pas sûr d’avoir compris/;

describe('plans asked as "tu me fais"', () => {
  it.each([
    'tu me fais un programme complet ?',
    'je peux y aller 3 jours par semaine, tu me fais un programme ?',
    'tu me donnes un plan pour ma sèche ?',
    'can u make me a program for 4 days',
  ])('%s is a plan request', (message) => {
    expect(isPlanRequest(message)).toBe(true);
  });

  it('"jamais touché une barre" beside the request adds no soreness answer before the programme', () => {
    const text = ask(
      'jsuis debutant total, jamais touché une barre. je peux y aller 3 jours par semaine, tu me fais un programme complet ?',
      'fr',
      { level: 'beginner', daysPerWeek: 3, equipment: 'gym' },
    );
    expect(text).toMatch(/^\*\*Full body A\/B\/C\*\* pour 3 séances par semaine/);
    expect(text).not.toMatch(/courbatures/);
  });
});

describe('a minor asking whether they may lift', () => {
  it.each([
    [
      'im 14 and want to get stronger for football, is bodyweight stuff enough or can i lift weights?',
      'en',
      /does not stunt growth/,
    ],
    ["j'ai 16 ans, je peux aller à la salle ?", 'fr', /ne bloque pas la croissance/],
  ] as const)('%s gets the teenagers’ lifting entry', (message, language, opening) => {
    expect(ask(message, language)).toMatch(opening);
  });

  it('an adult asking the same is not sent to it', () => {
    expect(ask('im 24, can i lift weights every day?', 'en')).not.toMatch(/teenagers/);
  });
});

describe('answers the base lacked', () => {
  it('beta blockers: effort by feel, not by heart rate, and the cardiologist', () => {
    const text = ask(
      'im on beta blockers from my cardiologist and my heart rate wont go above 120 during cardio. should i push harder to get it up?',
      'en',
    );
    expect(text).toMatch(/^No, don't push to raise your heart rate/);
    expect(text).toMatch(/talk test/);
    expect(text).toMatch(/cardiologist/);
  });

  it('a 12-week cycle before a meet: volume, strength, peak and taper', () => {
    const text = ask(
      'starting a 12 week strength cycle for squat bench dead, meet is in march. how should i structure the weeks?',
      'en',
    );
    expect(text).not.toMatch(CHIPS);
    expect(text).toMatch(/volume.*strength.*peaking.*taper/s);
  });

  it('the coach has no transformation of its own to show', () => {
    const text = ask(
      "tu peux me montrer la video de ta transfo ? jveux voir d'ou t'es parti",
      'fr',
    );
    expect(text).toMatch(/^Je suis Zak IA, une intelligence artificielle/);
  });

  it('a subscription cannot be paused: cancel, then subscribe again', () => {
    const text = ask(
      'can i pause my sub while im deployed? might be 6 months no wifi',
      'en',
      undefined,
      ['im in the navy'],
    );
    expect(text).toMatch(/There is no pause/);
    // "sub" and "pause" are not the paused squat.
    expect(text).not.toMatch(/pause squat/);
  });

  it('creatine: loading is optional, beside the daily dose', () => {
    const text = ask(
      'do i need to load it or just take 5g from day one? and does timing matter',
      'en',
      undefined,
      ['just bought my first tub of creatine monohydrate'],
    );
    expect(text).toMatch(/loading phase .* is not needed/);
  });

  it('magnesium forms: bisglycinate rather than "marine" oxide', () => {
    const text = ask(
      'magnesium le soir ca aide vraiment a dormir ? bisglycinate ou marin, je comprends rien aux formes',
      'fr',
    );
    expect(text).toMatch(/bisglycinate/);
    expect(text).toMatch(/oxyde/);
  });
});

describe('numbers the member gives', () => {
  it('a day of eating "around 1800-1900 cals" is built on the middle of the range', () => {
    const text = ask(
      "can you write me a full day of eating for recomp? I'm lactose intolerant and hate fish. around 1800-1900 cals maybe?",
      'en',
      { weightKg: 62, heightCm: 165, age: 26, sex: 'female', goal: 'recomp', daysPerWeek: 4 },
    );
    expect(text).toMatch(/^\*\*1850 kcal a day\*\*/);
  });

  it('"TDEE calculator says 2650" is the maintenance a lean bulk adds 10 % to', () => {
    const text = ask(
      'how do I split macros for a lean bulk? TDEE calculator says 2650. how many cals over should i go',
      'en',
      { weightKg: 70, heightCm: 178, age: 22, sex: 'male', goal: 'bulk' },
    );
    expect(text).toMatch(/^\*\*Aim for about 2915 kcal a day\*\* for a lean bulk/);
    expect(text).toMatch(/from your 2650 kcal maintenance/);
  });
});

describe('how members write', () => {
  it('"je refais jambes demain ou j’attends ?" after soreness is the soreness entry, not one chip', () => {
    const text = ask(
      'courbatures de ouf 3 jours apres les jambes, jmarche comme un pingouin. jpeux quand meme refaire jambes demain ou jattends que ca passe ?',
      'fr',
    );
    expect(text).not.toMatch(CHIPS);
    expect(text).toMatch(/^Les courbatures ne sont pas un signe de progrès/);
  });

  it('"vit D et oméga 3" answers both supplements', () => {
    const text = ask(
      "vit D et oméga 3 ca sert vraiment pour la muscu ou c'est du marketing ? jhabite a Lille donc pas bcp de soleil lol",
      'fr',
    );
    expect(text).toMatch(/vitamine D/);
    expect(text).toMatch(/oméga-3/);
  });

  it('"jstagne au DC" is "je stagne au développé couché"', () => {
    const text = ask(
      'jstagne au DC a 80kg depuis 2 mois, 4x8 a chaque fois, jarrive pas a passer 82.5. quoi faire ??',
      'fr',
    );
    expect(text).toMatch(/^Pour sortir d'un plateau au développé couché/);
  });

  it('a minor "starting lifting" for a sport gets the teenagers’ entry', () => {
    const text = ask(
      'im 16 and want to start lifting for football next season. should i do 5x5 or something else? can go 3 days a week',
      'en',
    );
    expect(text).toMatch(/^Supervised strength training does not stunt growth/);
  });
});
