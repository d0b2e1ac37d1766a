import type { AiRequest, MemberFacts } from '../types';
import { offlineAnswer } from './engine';
import { clauseParts } from './aspects';
import { asksWeekPlan, sessionMinutes } from './schedule';

const ask = (message: string, member?: MemberFacts): AiRequest => ({
  history: [],
  message,
  structured: true,
  ...(member ? { member } : {}),
});

describe('a week to plan with a schedule (fifteenth round, part K)', () => {
  it('the stated days and minutes give the programme and how it fits the time', () => {
    const { text, suggestions } = offlineAnswer(
      ask('only got 50 min, 4 days a week, how should i organise push and pull?'),
    );
    expect(suggestions).toBeUndefined();
    expect(text).toMatch(/^\*\*Upper \/ Lower\*\* for 4 sessions a week/);
    expect(text).toMatch(/In 50 minutes: 5 minutes of warm-up, then 5 exercises of 3 sets/);
    expect(text).toMatch(/superset/);
    expect(text).toMatch(/\| Sets × reps \|/);
  });

  it('which split, asked with the days or the minutes, gets the split for them and its programme', () => {
    const three = offlineAnswer(ask('quel split pour 3 seances par semaine ?'));
    expect(three.suggestions).toBeUndefined();
    expect(three.text).toMatch(/^\*\*Full body A\/B\/C\*\* pour 3 séances par semaine/);
    const four = offlineAnswer(ask('quel split pour 4 jours par semaine ?'));
    expect(four.text).toMatch(/^\*\*Haut \/ Bas \(upper\/lower\)\*\* pour 4 séances par semaine/);
    const short = offlineAnswer(ask("quel split si j'ai que 45 minutes par seance ?"));
    expect(short.text).toMatch(/En 45 minutes : 5 minutes d'échauffement, puis 5 exercices/);
    expect(short.text).toMatch(/superset/);
  });

  it('the profile\'s days answer "my week", in French too', () => {
    const { text } = offlineAnswer(ask('ma semaine type ça donne quoi ?', { daysPerWeek: 2 }));
    expect(text).toMatch(/^\*\*Full body A\/B\*\* pour 2 séances par semaine/);
    expect(text).toMatch(/Compte 45 à 60 minutes par séance/);
  });

  it('a schedule beside another subject is not a week to plan', () => {
    expect(asksWeekPlan("j'ai 3 jours dispo, je fais quoi ?", {})).toBe(true);
    expect(asksWeekPlan('3x par semaine et je stagne au bench, je fais quoi ?', {})).toBe(false);
    expect(
      asksWeekPlan(
        '4 séances par semaine, combien de kcal et comment je répartis mes macros ?',
        {},
      ),
    ).toBe(false);
    expect(asksWeekPlan('what should my week look like?', {})).toBe(true);
    expect(asksWeekPlan('how do i fit cardio in 3 days a week?', {})).toBe(false);
  });

  it('"a split for me" with the profile\'s days is the week for those days (sixteenth round)', () => {
    const member: MemberFacts = { daysPerWeek: 2, sex: 'female', age: 51 };
    expect(asksWeekPlan('whats a good split for me', { daysPerWeek: 2 })).toBe(true);
    expect(asksWeekPlan('quel programme pour moi avec mes jours dispo ?', { daysPerWeek: 4 })).toBe(
      true,
    );
    // Without days in the profile, the programme asks for them as before.
    expect(asksWeekPlan('whats a good split for me', {})).toBe(false);
    const { text } = offlineAnswer(ask('whats a good split for me', member));
    expect(text).toMatch(/^\*\*Full body A\/B\*\* for 2 sessions a week/);
  });

  it('reads the session length', () => {
    expect(sessionMinutes('1h30 par séance')).toBe(90);
    expect(sessionMinutes('45 min max')).toBe(45);
    expect(sessionMinutes('an hour a day')).toBe(60);
    expect(sessionMinutes('3 days a week')).toBeUndefined();
  });
});

describe('one sentence asking two things (fifteenth round, part K)', () => {
  const texts = (message: string) => clauseParts(message).map((c) => c.text);

  it('splits on coordinators and commas, leaving side details and verdicts with their clause', () => {
    expect(texts('is whey safe for my liver, and how many scoops a day lol?')).toEqual([
      'is whey safe for my liver',
      'and how many scoops a day lol?',
    ]);
    // "saw it on tiktok", "my gf says": where the member heard it, not a clause.
    expect(texts('is cardio bad for gains, saw it on tiktok?')).toEqual([]);
    expect(texts('can i train abs every day, my gf says no?')).toEqual([]);
    // "c'est bien" is asked of the clause before.
    expect(texts("je cours le soir après le taf, c'est bien et je mange quoi après ?")).toEqual([
      "je cours le soir après le taf c'est bien",
      'et je mange quoi après ?',
    ]);
  });

  it('keeps "X or Y" together unless the other side asks of its own', () => {
    expect(texts('should i squat before or after deadlifts on leg day?')).toEqual([]);
    expect(texts('is 2 g of protein per kg needed or is that overkill?')).toEqual([
      'is 2 g of protein per kg needed',
      'or is that overkill?',
    ]);
  });

  it('asks "and when?" again with the subject of the clause before', () => {
    expect(clauseParts('how much creatine and when?')).toEqual([
      { text: 'how much creatine', again: false },
      { text: 'creatine when', again: true },
    ]);
  });

  it('answers a clause pointing back from its own entry, with the subject named before', () => {
    const { text, suggestions } = offlineAnswer(
      ask('is creatine safe for my liver, and should i take it on rest days too?'),
    );
    expect(suggestions).toBeUndefined();
    expect(text).toMatch(/creatine monohydrate is safe/);
    expect(text).toMatch(/every day, rest days included/);
  });

  it('the clauses answer instead of the chips (the fasted training one among them)', () => {
    const { text, suggestions } = offlineAnswer(
      ask('je m’entraîne à 6h à jeun, je dois manger un truc avant ou ça va ?'),
    );
    expect(suggestions).toBeUndefined();
    expect(text).toMatch(/S'entraîner à jeun est possible/);
  });
});

describe('known misses fixed by cause (fifteenth round, part K)', () => {
  it('"turning 55" is an age, not fat turning into muscle; "step on the scale" is weighing, not steps', () => {
    const older = offlineAnswer(ask("I'm turning 55 next month, is it too late to build muscle?"));
    expect(older.text).toMatch(/^You can build muscle at any age/);
    expect(older.text).not.toMatch(/different tissues/);
    expect(offlineAnswer(ask('can fat turn into muscle?')).text).toMatch(/different tissues/);
    const scale = offlineAnswer(ask('how often should i step on the scale?'));
    expect(scale.text).toMatch(/^Weigh yourself in the morning/);
    expect(offlineAnswer(ask('how many steps a day to lose fat?')).text).toMatch(/steps a day/);
  });

  it('an entry whose every phrasing names its subject is not offered without it', () => {
    // "tattoo" is in every way of asking the tattoo entry: "new to lifting" is not about it.
    const { text, suggestions } = offlineAnswer(ask('new to lifting, what should i eat?'));
    expect(text).not.toMatch(/tattoo/i);
    expect((suggestions ?? []).map((s) => s.label).join(' ')).not.toMatch(/Tattoo/);
  });

  it("a minor starting to lift gets the teenagers' entry, never the older lifters'", () => {
    const en = offlineAnswer(ask("i'm 14, should i wait until i'm older to start the gym?"));
    expect(en.suggestions).toBeUndefined();
    expect(en.text).toMatch(/^Supervised strength training does not stunt growth/);
    expect(en.text).not.toMatch(/never too late/);
    const fr = offlineAnswer(ask('16 ans, je peux débuter la muscu ou faut attendre ?'));
    expect(fr.text).toMatch(/^La musculation encadrée ne bloque pas la croissance/);
  });

  it('starting at home adds how to train at home', () => {
    const { text } = offlineAnswer(
      ask("j'ai 15 ans et je fais du sport à la maison, c'est risqué la muscu ?"),
    );
    expect(text).toMatch(/tu peux prendre du muscle à la maison/);
    expect(text).toMatch(/ne bloque pas la croissance/);
  });

  it('an older member naming their age gets the entry for their age, for recovery too', () => {
    const { text, suggestions } = offlineAnswer(
      ask('à mon âge je récupère moins bien, je dois baisser le nombre de séances ?', { age: 61 }),
    );
    expect(suggestions).toBeUndefined();
    expect(text).toMatch(/^On prend du muscle à tout âge/);
    expect(text).toMatch(/récupères plus lentement avec l'âge/);
    // Younger, the same words keep their usual answer.
    const young = offlineAnswer(
      ask('à mon âge je récupère moins bien, je dois baisser le nombre de séances ?', { age: 25 }),
    );
    expect(young.text).not.toMatch(/^On prend du muscle à tout âge/);
  });

  it('pain told after the question, as context, leaves the question its entry and adds when to see a professional', () => {
    const { text } = offlineAnswer(
      ask(
        'how many rest days should i take a week? been training daily and my knees and shoulders hurt lately',
      ),
    );
    expect(text).toMatch(/^Keep at least 1-2 days a week without lifting/);
    expect(text).toMatch(/I cannot diagnose/);
    // Told before the question, the pain is what it asks about.
    const before = offlineAnswer(ask('tweaked my lower back on deadlifts. ice or heat?'));
    expect(before.text).not.toMatch(/^Keep at least 1-2 days/);
  });

  it('a question answered as a comparison by one entry still lets the other question answer', () => {
    // "ça compte ou ça déshydrate": one entry (caffeine) weighs both sides; the water asked first
    // stays in the answer.
    const { text } = offlineAnswer(
      ask(
        "il faut boire combien d'eau par jour ? et le thé ou le café ça compte ou ça déshydrate ?",
      ),
    );
    expect(text).toMatch(/35 ml d'eau par kg/);
    expect(text).toMatch(/caféine/);
  });
});
