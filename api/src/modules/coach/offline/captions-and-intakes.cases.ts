import { askInConversation } from '../testing/ask-in-conversation';
import { captionAnswer } from './caption';
import { render } from './document';
import { languageOf } from './text';
import { asksForForbiddenSubstance } from './topics';

/**
 * Twenty-fourth round (issue 41, blind batch 34 opened): captions written for a member's post, the
 * macros of the calories a member eats, "in grams" after an amount, a day of eating asked as a
 * "journée type", a full plan asked with "pls", questions that look like doping and are not.
 */
const ask = askInConversation;
const CHIPS = /not sure I understood|pas sûr d’avoir compris/;

describe('what looks like doping and is not', () => {
  it.each([
    'My testosterone came back on the low side of normal after a long cut (doc said not clinically low). Any food, sleep or lifestyle stuff that helps it bounce back naturally?',
    'is creatine basically a steroid?? my mom freaked out when she saw the tub',
    'la créatine c’est genre un stéroïde ? ma mère a flippé',
  ])('%s is answered, not refused', (message) => {
    expect(asksForForbiddenSubstance(message)).toBe(false);
  });

  it.each([
    'my testosterone is low, what dose of test should i run',
    'low test, how much test e to take?',
    'testo basse, je prends combien de mg de testo par semaine ?',
    'is creatine basically a steroid? and how much tren do i stack with it',
  ])('%s is still refused', (message) => {
    expect(asksForForbiddenSubstance(message)).toBe(true);
  });

  it('a low testosterone after a cut gets sleep and maintenance calories, and creatine is no steroid', () => {
    const low = ask(
      'My testosterone came back on the low side of normal after a long cut. Any food, sleep or lifestyle stuff that helps it bounce back naturally?',
      'en',
    );
    expect(low).not.toMatch(CHIPS);
    expect(low).toMatch(/sleep 7-9 hours/);
    expect(low).toMatch(/going back to maintenance calories/);
    expect(ask('is creatine basically a steroid?? my mom freaked out lol', 'en')).toMatch(
      /^No: creatine is neither a steroid nor a doping agent/,
    );
  });
});

describe('captions for the member’s post', () => {
  it('a PR caption names the lift and the load, and the next target', () => {
    const answer = ask(
      'tu peux m’écrire une légende pour ma vidéo de PR au SDT à 200kg ? un truc motivant mais pas trop cringe stp',
      'fr',
    );
    expect(answer).toMatch(/^Trois légendes au choix/);
    expect(answer).toMatch(/- 200 kg au soulevé de terre\. Nouveau record/);
    expect(answer).toMatch(/Prochain objectif : 205 kg/);
    expect(answer).toMatch(/« Votre record du moment \? »/);
  });

  it('a transformation caption takes the duration and the weight from the message before', () => {
    const answer = ask('tu peux m’aider à écrire la légende ?', 'fr', undefined, [
      'j’aimerais poster ma transfo sur insta, -12kg en 8 mois',
    ]);
    expect(answer).toMatch(/- Transfo de 8 mois : −12 kg\./);
    expect(answer).toMatch(/- −12 kg en 8 mois : pas de raccourci/);
    const english = ask(
      'write me a short insta caption for my 1 year transformation, down 20kg. nothing too cheesy',
      'en',
    );
    expect(english).toMatch(/- 1-year transformation: 20 kg down\./);
    expect(english).toMatch(/"Where are you at in yours\?"/);
  });

  it('another version starts from another caption, in pounds when the member lifts in pounds', () => {
    const first = render(captionAnswer('caption for my 315 lbs squat PR', 'en', 0), true, 'en');
    const second = render(captionAnswer('caption for my 315 lbs squat PR', 'en', 1), true, 'en');
    expect(first).toMatch(/- 315 lb squat\. New PR/);
    expect(second).not.toMatch(/^- 315 lb squat\. New PR/m);
    expect(second).toMatch(/Next stop: 325 lb/);
  });
});

describe('amounts asked in grams, and the macros of what the member eats', () => {
  it('the macros of the calories the member eats, for their weight', () => {
    const answer = ask(
      'ok im 90kg so whats that in grams for protein and fat? eating 2300 cals rn',
      'en',
      { goal: 'cut' },
      ['what should my macros look like for a cut?'],
    );
    expect(answer).toMatch(
      /^\*\*For 2300 kcal at 90 kg: 198 g of protein, 64 g of fat and 233 g of carbs a day\.\*\*/,
    );
  });

  it('"ça fait combien en grammes ?" after the protein a day is that amount for the weight told', () => {
    const answer = ask('ok et moi je fais 62kg du coup ca fait cb en grammes ?', 'fr', undefined, [
      'cb de proteines par jour pour une seche ?',
    ]);
    expect(answer).toMatch(/^Pour 62 kg : 100 à 135 g de protéines par jour/);
  });

  it('a set told before the 1RM asked is its input, not another question', () => {
    const answer = ask('hit 225 for 5 on bench today (lbs), whats my 1rm roughly?', 'en');
    expect(answer).toMatch(/^\*\*About 263 lb \(119 kg\) estimated 1RM\*\*/);
    expect(answer).not.toMatch(/ruin a cut/);
  });
});

describe('plans asked in members’ words', () => {
  it('"une journée type" for a cut is the nutrition plan, without the fish the member hates', () => {
    const answer = ask(
      'Tu peux me faire une journée type complète pour une sèche ? Homme, 30 ans, 1m82, 85kg, 3 séances par semaine. Par contre je déteste le poisson.',
      'fr',
    );
    expect(answer).toMatch(/## Plan nutritionnel : sèche/);
    expect(answer).toMatch(/Journée sans poisson, comme tu me l'as dit/);
  });

  it('"full plan pls" after "start lifting 3x a week" is the programme', () => {
    const answer = ask(
      '31F, been doing only cardio and classes for years. want to start lifting 3x a week, mostly for glutes. where do i start? full plan pls',
      'en',
    );
    expect(answer).toMatch(/## Training programme: Full body A\/B\/C/);
  });

  it('"no dairy, lactose intolerant": no aside about aged cheese before the dairy-free day', () => {
    const answer = ask(
      'can u give me a full day of eating for a lean bulk? 70kg, 175cm, 19yo male, lifting 5 days. no dairy pls im lactose intolerant',
      'en',
    );
    expect(answer).not.toMatch(/cheese/i);
    expect(answer).toMatch(/A dairy-free day, as you told me/);
  });
});

describe('questions that are not two subjects', () => {
  it('"is plant protein enough or am I wasting my time?" is the plant protein entry', () => {
    const answer = ask(
      'Been vegan for 3 years and trying to put on muscle. Is plant protein actually enough or am I wasting my time? What sources should I focus on?',
      'en',
    );
    expect(answer).toMatch(/^Yes, you can build muscle vegetarian or vegan/);
  });

  it('"cycle my training, heavy weeks then a light week" is the deload, not the menstrual cycle', () => {
    const answer = ask(
      "my coach told me to 'cycle' my training, couple of heavy weeks then a light week. is that an actual thing?",
      'en',
    );
    expect(answer).toMatch(/^A deload is a lighter week/);
  });

  it('"what else, I have no band" after the first pull-up keeps to the pull-up, band-less', () => {
    const answer = ask(
      "g pas d'elastique, je peux faire quoi d'autre ? je m'entraine chez moi",
      'fr',
      undefined,
      ["je veux commencer les tractions mais j'en fais 0"],
    );
    expect(answer).toMatch(
      /^Sans élastique, à la maison : des négatives seules, des tractions australiennes/,
    );
  });

  it('arching on bench, and a request to speak English, have their answers', () => {
    expect(
      ask('is arching on bench cheating? my gym bro says its gonna wreck my back', 'en'),
    ).toMatch(/^A moderate arch on bench is not cheating/);
    expect(ask('can you talk to me in english? my french is really bad lol', 'fr')).toMatch(
      /^Yes: I answer in the language you write in/,
    );
  });
});

describe('a short English message in a French chat', () => {
  it('is answered in English (the words it uses only English has)', () => {
    expect(languageOf('diabetic here, insulin to bulk faster?')).toBe('en');
    expect(languageOf('idk, maybe more reps?')).toBe('en');
    expect(languageOf('je fais du full body')).toBe('fr');
    expect(ask('diabetic here, insulin to bulk faster?', 'fr')).toMatch(
      /^\*\*I can’t help with that\.\*\*/,
    );
  });
});

/** The same round, blind batch 35 opened after batch 36 was written. */
describe('numbers as the member asked them', () => {
  it('a max from pounds is also given in kilograms', () => {
    expect(ask('hit 225 for 5 on bench today!! whats my 1rm roughly?', 'en')).toMatch(
      /^\*\*About 263 lb \(119 kg\) estimated 1RM\*\*/,
    );
  });

  it('"whats my TDEE and how much to lose 1lb a week": the calories for that rate, the deficit and the maintenance', () => {
    const answer = ask(
      "F, 27, 5'4, 140lbs, desk job, lift 3x/week. whats my TDEE and how much should i eat to lose like 1lb a week?",
      'en',
    );
    expect(answer).toMatch(
      /^\*\*Aim for about 1364 kcal a day\*\* to lose 0\.45 kg a week \(a 499 kcal daily deficit\)/,
    );
    expect(answer).toMatch(/= 1863 kcal maintenance/);
  });

  it('"a good amount of carbs" is the carbohydrate calculation, and "what about on rest days?" its rest-day entry', () => {
    const answer = ask('what about on rest days?', 'en', undefined, [
      'whats a good amount of carbs on training days for me? 75kg, cutting',
    ]);
    expect(answer).toMatch(
      /^On rest days keep your 120-165 g of protein and drop to 150-225 g of carbs/,
    );
  });
});

describe('what the member has and does not eat', () => {
  it('"no gym access, just a pull up bar" is a programme without equipment', () => {
    const answer = ask(
      'no gym access, just a pull up bar and some floor space. can u give me a full routine for 4 days a week? beginner, 22M',
      'en',
    );
    expect(answer).toMatch(/4 session\(s\) a week, beginner level, no equipment\./);
  });

  it('an equipment name the engine does not know is read, not passed to the plans', () => {
    const answer = ask('full routine for 3 days a week pls', 'en', {
      equipment: 'bodyweight' as never,
    });
    expect(answer).toMatch(/no equipment\./);
  });

  it('a day of eating "for 180g protein" is built on that protein, said as the member\'s figure', () => {
    const answer = ask('can u write me a full day of eating for 180g protein?', 'en');
    expect(answer).toMatch(
      /^\*\*2336 kcal a day\*\*: 180 g of protein, 65 g of fat and 258 g of carbs\./,
    );
    expect(answer).toMatch(/\| Protein \| 180 g \| 720 \| 2\.4 g\/kg, your figure \|/);
    // Protein eaten now is no target.
    expect(ask('i eat about 150g protein a day, make me a meal plan', 'en')).not.toMatch(
      /your figure/,
    );
  });

  it('no aside naming peanut butter to a member allergic to peanuts; no skyr when lactose-free', () => {
    const peanuts = ask(
      "can u write me a full day of eating for 180g protein? allergic to peanuts and i don't eat pork",
      'en',
    );
    expect(peanuts).not.toMatch(/peanut/i);
    const lactose = ask(
      'tu peux me faire une journée type a 2500 kcal pour prise de masse ? sans lactose stp jsuis intolérant',
      'fr',
    );
    expect(lactose).not.toMatch(/skyr|fromage blanc|lait demi/);
    expect(lactose).toMatch(/yaourt sans lactose/);
  });
});

describe('more of the members’ own subjects', () => {
  it('raising testosterone "without going on TRT" is answered; a dose of test is still refused', () => {
    const message =
      '44M, energy and libido kinda low lately. how do i raise testosterone naturally without going on trt';
    expect(asksForForbiddenSubstance(message)).toBe(false);
    expect(
      asksForForbiddenSubstance('without going on trt, what dose of test e should i run'),
    ).toBe(true);
  });

  it('OJ, L-theanine, calves and the menstrual cycle have their entries', () => {
    expect(ask('is OJ after workouts fine or is the juice basically sugar water', 'en')).toMatch(
      /^A glass of fruit juice carries almost as much sugar as a soda/,
    );
    expect(
      ask('caffeine + l-theanine stack before the gym, good idea? how much of each', 'en'),
    ).toMatch(/^L-theanine \(100-200 mg\) with your usual caffeine/);
    expect(
      ask(
        'mes mollets grossissent pas depuis 3 ans malgre 4 series par semaine. c genetique ou jfais mal ?',
        'fr',
      ),
    ).toMatch(
      /^Fais 8 à 16 séries de mollets par semaine[^]*La génétique joue beaucoup sur les mollets/,
    );
    expect(
      ask(
        "est-ce que mon cycle menstruel influence mes perfs ? je devrais adapter mes séances selon la phase ou c'est du flan ?",
        'fr',
      ),
    ).toMatch(/la force et l'énergie varient avec le cycle/);
  });
});
