import { EXERCISE_CATALOGUE, type CatalogueExercise } from '../catalogue/index';
import { createExerciseMatcher, matchExercise } from './index';

describe('matchExercise', () => {
  it.each([
    // Strong's and Hevy's names
    ['Bench Press (Barbell)', 'barbell-bench-press'],
    ['Squat (Barbell)', 'barbell-back-squat'],
    ['Deadlift (Barbell)', 'barbell-deadlift'],
    ['Lat Pulldown (Cable)', 'lat-pulldown'],
    ['Overhead Press (Barbell)', 'barbell-overhead-press'],
    ['Triceps Pushdown (Cable - Straight Bar)', 'cable-triceps-pushdown'],
    ['Seated Cable Row - V Grip (Cable)', 'seated-cable-row'],
    ['Hip Thrust (Barbell)', 'barbell-hip-thrust'],
    ['Leg Press', 'leg-press'],
    ['Pull Up', 'pull-up'],
    // French names and slang, whatever the accents and case
    ['DC', 'barbell-bench-press'],
    ['developpe couche', 'barbell-bench-press'],
    ['SDT roumain', 'barbell-romanian-deadlift'],
    ['Développé Militaire', 'barbell-overhead-press'],
    ['tractions', 'pull-up'],
    ['curl marteau', 'dumbbell-hammer-curl'],
    ['Élévations latérales', 'dumbbell-lateral-raise'],
    ['oiseau', 'dumbbell-rear-delt-fly'],
    ['presse à cuisses', 'leg-press'],
    ['leg ext', 'leg-extension'],
    // "Name (Equipment)" read as "Equipment name", and words in another order
    ['Bench Press (Dumbbell)', 'dumbbell-bench-press'],
    ['Front Squat (Barbell)', 'barbell-front-squat'],
    ['bench press barbell', 'barbell-bench-press'],
  ])('maps %j to %s', (name, slug) => {
    expect(matchExercise(name, EXERCISE_CATALOGUE)).toBe(slug);
  });

  it.each([['Sissy Squat'], ['Running'], [''], ['   '], ['Curl (Banana)']])(
    'answers null for %j',
    (name) => {
      expect(matchExercise(name, EXERCISE_CATALOGUE)).toBeNull();
    },
  );

  it('leaves words two exercises share in another order unresolved', () => {
    const entry = (slug: string, en: string): CatalogueExercise => ({
      slug,
      name: { fr: slug, en },
      aliases: { fr: [], en: [] },
      primaryMuscles: ['chest'],
      secondaryMuscles: [],
      equipment: 'barbell',
      cue: { fr: 'Indice.', en: 'Cue.' },
    });
    const match = createExerciseMatcher([
      entry('a', 'flat bench press'),
      entry('b', 'bench press flat'),
      entry('c', 'incline press'),
    ]);
    expect(match('Flat bench press')).toBe('a');
    expect(match('bench-press, flat')).toBe('b');
    expect(match('press flat bench')).toBeNull();
    expect(match('press (incline)')).toBe('c');
    expect(match('PRESS incline!')).toBe('c');
  });
});
