import { looksLikeProgramme } from '@zak/contract';
import { answerOffline, type MemberFacts } from '../coach';
import {
  createProgrammeMatcher,
  programmeFromText,
  readRest,
  type DraftExercise,
} from './programme-from-text';

/** The offline coach's real answer to a programme request, as the chat shows it or as prose. */
const offline = (member: MemberFacts, language: 'fr' | 'en', structured = true) =>
  answerOffline({
    history: [],
    message:
      language === 'fr'
        ? 'Fais-moi un programme de musculation'
        : 'Write me a weight training programme',
    language,
    structured,
    member,
  });

const brief = (text: string) =>
  programmeFromText(text)?.days.map((d) => ({
    name: d.name,
    exercises: d.exercises.map(
      (e) => `${e.slug ?? `?${e.name}`} ${e.sets}×${e.repsMin}-${e.repsMax}${e.timed ? 's' : ''}`,
    ),
  }));

describe('programmeFromText: the offline coach’s programmes', () => {
  it('reads the French beginner full body A/B/C: three days, six exercises each, doses, rest and RIR', () => {
    const draft = programmeFromText(
      offline({ daysPerWeek: 3, level: 'beginner', equipment: 'gym' }, 'fr'),
    );
    expect(draft?.name).toBe('Full body A/B/C');
    expect(draft?.days.map((d) => d.name)).toEqual(['Full body A', 'Full body B', 'Full body C']);
    const row = (e: DraftExercise) => [
      e.name,
      e.slug,
      e.sets,
      e.repsMin,
      e.repsMax,
      e.restSeconds,
      e.rir,
      e.timed,
    ];
    expect(draft?.days[0]?.exercises.map(row)).toEqual([
      ['Squat barre', 'barbell-back-squat', 3, 8, 10, 120, 2, false],
      ['Développé couché', 'barbell-bench-press', 3, 8, 10, 120, 2, false],
      ['Rowing poitrine appuyée', 'chest-supported-dumbbell-row', 3, 10, 12, 90, 2, false],
      ['Soulevé de terre roumain', 'barbell-romanian-deadlift', 3, 10, 12, 90, 2, false],
      ['Élévations latérales', 'dumbbell-lateral-raise', 2, 12, 15, 60, 2, false],
      // A hold in seconds: the range stays, the routine says "s" in the exercise's notes.
      ['Relevés de jambes suspendu', 'hanging-leg-raise', 3, 30, 45, 60, 2, true],
    ]);
  });

  it('reads the English push / pull / legs with the intermediate doses (2-3 min is 150 s)', () => {
    expect(
      brief(offline({ daysPerWeek: 3, level: 'intermediate', equipment: 'gym' }, 'en')),
    ).toEqual([
      {
        name: 'Push (chest, shoulders, triceps)',
        exercises: [
          'barbell-bench-press 4×6-8',
          'barbell-overhead-press 3×8-12',
          'incline-dumbbell-press 3×8-12',
          'dumbbell-lateral-raise 3×10-15',
          'cable-triceps-pushdown 3×10-15',
        ],
      },
      {
        name: 'Pull (back, biceps)',
        exercises: [
          'lat-pulldown 4×6-8',
          '?Chest-supported row 4×6-8',
          'cable-face-pull 3×10-15',
          'ez-bar-curl 3×10-15',
          'hanging-leg-raise 3×10-15',
        ],
      },
      {
        name: 'Legs',
        exercises: [
          'barbell-back-squat 4×6-8',
          'barbell-romanian-deadlift 3×8-12',
          'leg-press 3×8-12',
          'lying-leg-curl 3×10-15',
          'standing-calf-raise-machine 3×10-15',
        ],
      },
    ]);
    const push = programmeFromText(offline({ daysPerWeek: 3, level: 'intermediate' }, 'en'))
      ?.days[0];
    expect(push?.exercises[0]).toMatchObject({ restSeconds: 150, rir: 1 });
  });

  it.each([
    [1, 'beginner', 'gym', 'fr', ['Full body A']],
    [2, 'advanced', 'none', 'en', ['Full body A', 'Full body B']],
    [
      4,
      'intermediate',
      'home',
      'fr',
      ['Haut du corps A', 'Bas du corps A', 'Haut du corps B', 'Bas du corps B'],
    ],
    [
      5,
      'advanced',
      'gym',
      'en',
      [
        'Upper body A',
        'Lower body A',
        'Push (chest, shoulders, triceps)',
        'Pull (back, biceps)',
        'Legs',
      ],
    ],
    [
      6,
      'intermediate',
      'none',
      'fr',
      [
        'Push (pectoraux, épaules, triceps)',
        'Pull (dos, biceps)',
        'Legs (jambes)',
        'Push (pectoraux, épaules, triceps)',
        'Pull (dos, biceps)',
        'Legs (jambes)',
      ],
    ],
  ] as const)(
    '%i days, %s, %s, %s: every day of the split with its five or six exercises, in markdown and in prose alike',
    (daysPerWeek, level, equipment, language, days: readonly string[]) => {
      const member: MemberFacts = { daysPerWeek, level, equipment };
      const markdown = programmeFromText(offline(member, language));
      const prose = programmeFromText(offline(member, language, false));
      expect(markdown?.days.map((d) => d.name)).toEqual(days);
      for (const day of markdown?.days ?? []) {
        expect(day.exercises.length).toBeGreaterThanOrEqual(5);
        expect(day.exercises.length).toBeLessThanOrEqual(6);
        for (const e of day.exercises) expect(e.sets).toBeGreaterThanOrEqual(2);
      }
      expect(prose).toEqual(markdown);
    },
  );

  it('matches the offline coach’s names in both languages, plurals and alternatives included', () => {
    const match = createProgrammeMatcher();
    expect(match('Push-ups')).toBe('push-up');
    expect(match('Tractions ou tirage vertical')).toBe('pull-up');
    expect(match('Pull-ups or lat pulldown')).toBe('lat-pulldown');
    expect(match('Développé couché haltères (banc ou sol)')).toBe('dumbbell-bench-press');
    expect(match('Élévations latérales haltères')).toBe('dumbbell-lateral-raise');
    expect(match('Curl sac à dos chargé')).toBeNull();
  });
});

describe('programmeFromText: a model’s markdown', () => {
  it('bold day lines and list items, "4x8-10", "3 sets of 12", rest in words, RPE', () => {
    const text = [
      'Voici un programme sur 2 jours :',
      '',
      '**Jour 1 – Haut du corps**',
      '1. **Développé couché** : 4x6-8, repos 2-3 min, RIR 1-2',
      '2. Rowing barre — 4 x 8-10 (repos 2 min)',
      '3. Élévations latérales : 3 séries de 15, récupération 60 s',
      '',
      '**Jour 2 – Bas du corps**',
      '- Squat : 5×5 @ RPE 8, repos 3 min',
      '- Leg curl allongé : 3 × 10-12',
      '- Tirage poulie haute serviette magique : 3 × 12',
      '',
      'Bonne séance !',
    ].join('\n');
    const draft = programmeFromText(text);
    expect(draft?.name).toBeNull();
    expect(draft?.days.map((d) => d.name)).toEqual(['Haut du corps', 'Bas du corps']);
    expect(draft?.days[0]?.exercises).toEqual([
      expect.objectContaining({
        name: 'Développé couché',
        slug: 'barbell-bench-press',
        sets: 4,
        repsMin: 6,
        repsMax: 8,
        restSeconds: 150,
        rir: 1,
      }),
      expect.objectContaining({
        name: 'Rowing barre',
        slug: 'barbell-bent-over-row',
        sets: 4,
        repsMin: 8,
        repsMax: 10,
        restSeconds: 120,
        rir: null,
      }),
      expect.objectContaining({
        name: 'Élévations latérales',
        sets: 3,
        repsMin: 15,
        repsMax: 15,
        restSeconds: 60,
      }),
    ]);
    expect(draft?.days[1]?.exercises).toEqual([
      expect.objectContaining({
        name: 'Squat',
        sets: 5,
        repsMin: 5,
        repsMax: 5,
        restSeconds: 180,
        rir: 2,
      }),
      expect.objectContaining({
        name: 'Leg curl allongé',
        slug: 'lying-leg-curl',
        restSeconds: null,
      }),
      expect.objectContaining({
        name: 'Tirage poulie haute serviette magique',
        sets: 3,
        repsMin: 12,
      }),
    ]);
  });

  it('an English table under ## headings, separate Sets and Reps columns, the title kept', () => {
    const text = [
      '# Training program: Upper / Lower',
      '',
      '## Day 1: Upper',
      '',
      '| Exercise | Sets | Reps | Rest |',
      '|:--|--:|--:|--|',
      '| Bench press | 4 | 6-8 | 1 min 30 |',
      '| Barbell row | 4 | 8-10 | 90 s |',
      '',
      '## Day 2: Lower',
      '',
      '| Exercise | Sets | Reps | Rest |',
      '|---|---|---|---|',
      '| Back squat | 4 | 5-8 | 3 min |',
      '| Romanian deadlift | 3 | 8-10 | 2 min |',
    ].join('\n');
    const draft = programmeFromText(text);
    expect(draft?.name).toBe('Upper / Lower');
    expect(brief(text)).toEqual([
      { name: 'Upper', exercises: ['barbell-bench-press 4×6-8', 'barbell-bent-over-row 4×8-10'] },
      {
        name: 'Lower',
        exercises: ['barbell-back-squat 4×5-8', 'barbell-romanian-deadlift 3×8-10'],
      },
    ]);
    expect(draft?.days[0]?.exercises.map((e) => e.restSeconds)).toEqual([90, 90]);
  });

  it('no programme: advice without doses, two exercises only, doses in prose without names, or a meal plan’s quantities', () => {
    expect(programmeFromText('Dors 8 heures et mange 2 g/kg de protéines.')).toBeNull();
    expect(programmeFromText('- Squat : 3 × 8\n- Développé couché : 3 × 8')).toBeNull();
    expect(looksLikeProgramme('- Squat : 3 × 8\n- Développé couché : 3 × 8')).toBe(false);
    expect(programmeFromText('3 × 8, 4 × 6 et 5 × 5 sont trois façons de doser.')).toBeNull();
    expect(programmeFromText('x'.repeat(200_000))).toBeNull();
    const meals = [
      '### Repas 1',
      '- Flocons d’avoine : 2 × 40 g',
      '- Blancs d’œufs : 3 x 100 ml',
      '- Poulet : 2 × 150 g',
      '- Riz : 2 x 75 g',
    ].join('\n');
    expect(looksLikeProgramme(meals)).toBe(false);
    expect(programmeFromText(meals)).toBeNull();
  });

  it('readRest reads minutes, seconds, ranges and "1 min 30"', () => {
    expect(
      ['2 min', '90 s', '2-3 min', '1 min 30', '45 sec', '20 min', 'rien'].map(readRest),
    ).toEqual([120, 90, 150, 90, 45, 900, null]);
  });
});
