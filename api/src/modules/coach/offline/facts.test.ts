import { collectFacts, parseFacts } from './facts';

describe('reading the member’s facts', () => {
  it('reads "M 29" as the sex and the age', () => {
    expect(parseFacts("M 29, 5'11 and 190 lbs, trying to lean out")).toMatchObject({
      sex: 'male',
      age: 29,
      goal: 'cut',
    });
  });

  it('reads the age written beside the sex word ("male 28", "28 male"), not a weight or height', () => {
    expect(parseFacts("tdee for 5'10 180lb male 28 lifting 4x/wk")).toMatchObject({
      sex: 'male',
      age: 28,
    });
    expect(parseFacts('28 male, 80kg 180cm')).toMatchObject({ age: 28 });
    expect(parseFacts('female 65 kg 165cm').age).toBeUndefined();
  });

  it('reads a complete French profile', () => {
    expect(
      parseFacts(
        'Je fais 80 kg pour 180 cm, 30 ans, homme, je m’entraîne 4 jours par semaine à la salle, niveau intermédiaire, objectif prise de masse',
      ),
    ).toEqual({
      weightKg: 80,
      weightUnit: 'kg',
      heightCm: 180,
      age: 30,
      sex: 'male',
      daysPerWeek: 4,
      equipment: 'gym',
      level: 'intermediate',
      goal: 'bulk',
    });
  });

  it('reads an English profile in pounds and feet/inches', () => {
    const facts = parseFacts(
      "I'm a 25 years old woman, 143 lbs, 5'6\", I want to cut, 3 times a week at home, beginner",
    );
    expect(facts.weightKg).toBeCloseTo(143 * 0.45359237, 6);
    expect(facts.weightUnit).toBe('lb');
    expect(facts.heightCm).toBeCloseTo(167.6, 1);
    expect(facts).toMatchObject({
      age: 25,
      sex: 'female',
      goal: 'cut',
      daysPerWeek: 3,
      equipment: 'home',
      level: 'beginner',
    });
  });

  it.each([
    ['1m75', 175],
    ['1,75 m', 175],
    ['1.8m', 180],
    ['175cm', 175],
    ['6 ft 1 in', 185.4],
    ['taille : 182', 182],
  ])('reads the height written as %s', (text, cm) => {
    expect(parseFacts(text).heightCm).toBeCloseTo(cm, 1);
  });

  it.each([
    ['80,5 kg', 80.5],
    ['poids 72', 72],
    ['I weigh 90kg', 90],
    ['200 pounds', 90.7],
    ['je pèse 150 livres', 68.0],
    ['bench 100 kg, je pèse 85 kg', 85],
    ['squat à 140 kg pour 78 kg de poids de corps', 78],
  ])('reads the weight written as %s', (text, kg) => {
    expect(parseFacts(text).weightKg).toBeCloseTo(kg, 1);
  });

  it('reads the goal words of both languages, accents or not', () => {
    expect(parseFacts('je veux faire une sèche').goal).toBe('cut');
    expect(parseFacts('SECHE').goal).toBe('cut');
    expect(parseFacts('lean bulk please').goal).toBe('bulk');
    expect(parseFacts('une recomposition corporelle').goal).toBe('recomp');
    expect(parseFacts('pas une sèche, plutôt une prise de masse').goal).toBe('bulk');
    expect(parseFacts('une prise de masse sèche').goal).toBe('bulk');
    // Kilograms or pounds to lose are a cut (seventh round).
    expect(parseFacts('je veux perdre 4kg avant un mariage').goal).toBe('cut');
    expect(parseFacts('trying to lose 10 lbs by summer').goal).toBe('cut');
    expect(parseFacts('perdre 0,5 kg par semaine').goal).toBe('cut');
    expect(parseFacts('je veux perdre mes poignees d amour sans perdre de force').goal).toBe(
      undefined,
    );
  });

  it('treats "no equipment" as stricter than "at home"', () => {
    expect(parseFacts('à la maison, sans matériel').equipment).toBe('none');
    expect(parseFacts('bodyweight only').equipment).toBe('none');
  });

  it('reads an age said with a verb: "turning 55", "just turned 40"', () => {
    expect(parseFacts("I'm turning 55 next month").age).toBe(55);
    expect(parseFacts('just turned 40, should i change how i train?').age).toBe(40);
    expect(parseFacts('turning 90 degrees at the top').age).toBeUndefined();
  });

  it('does not take years of experience or set counts for an age or training days', () => {
    expect(parseFacts("15 ans d'expérience, 3x10 au squat").age).toBeUndefined();
    // A duration of the break is not the age.
    expect(parseFacts('im 56 and havent lifted in 20 years').age).toBe(56);
    expect(parseFacts("je reprends après 20 ans d'arrêt, j'ai 45 ans").age).toBe(45);
    expect(parseFacts('3x10 au squat').daysPerWeek).toBeUndefined();
  });

  it('reads the short forms members type: "F, 34yo", "25M", a lone age after weight and height', () => {
    expect(parseFacts('F, 34yo, 65kg, 165cm, desk job')).toMatchObject({ sex: 'female', age: 34 });
    expect(parseFacts('25M 180cm 80kg')).toMatchObject({ sex: 'male', age: 25, heightCm: 180 });
    expect(parseFacts('male 180cm 80kg 25, whats my tdee')).toMatchObject({
      age: 25,
      weightKg: 80,
    });
    expect(parseFacts("I'm 30F, 60kg 1.65m")).toMatchObject({ sex: 'female', age: 30 });
    // A lone number is an age only beside a weight and a height, and never a set or a height.
    expect(parseFacts('squat 3x5 at 100kg 2m rest')).toEqual({});
    expect(parseFacts('80kg, je fais 20 pompes').age).toBeUndefined();
    // A lone sex letter between body facts; feet followed by an age, not inches.
    expect(parseFacts("j'ai 45 ans H 1m82 100kg")).toMatchObject({ sex: 'male', age: 45 });
    expect(parseFacts("5'4 F 140lb")).toMatchObject({ sex: 'female' });
    expect(parseFacts('190lb 6ft 35 year old male')).toMatchObject({ age: 35, heightCm: 182.9 });
    // "80kg dude", "4 gym days" (fourteenth round); "dude" alone is a way of talking, not a sex.
    expect(parseFacts('80kg dude, 180cm, 25yo, 4 gym days')).toMatchObject({
      sex: 'male',
      daysPerWeek: 4,
    });
    expect(parseFacts('dude how much protein').sex).toBeUndefined();
    expect(parseFacts('3 jours de muscu').daysPerWeek).toBe(3);
  });

  it('lets a later message override an earlier one and keeps the rest', () => {
    expect(
      collectFacts([
        '80 kg, 30 ans, sèche',
        'finalement prise de masse, 82 kg',
        '5 jours par semaine',
      ]),
    ).toEqual({ weightKg: 82, weightUnit: 'kg', age: 30, goal: 'bulk', daysPerWeek: 5 });
  });
});
