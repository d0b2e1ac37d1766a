import { EXERCISE_EQUIPMENT, MUSCLES, TRAINING_LIMITS } from '@zak/contract';
import { EXERCISE_CATALOGUE, foldName, foldedNamesOf } from './index';

const catalogue = EXERCISE_CATALOGUE;
const LANGUAGES = ['fr', 'en'] as const;
/** Equipment every catalogue must offer at least five exercises for ('other' is the exception). */
const USUAL_EQUIPMENT = EXERCISE_EQUIPMENT.filter((equipment) => equipment !== 'other');

describe('the exercise catalogue (exercises.json)', () => {
  it('holds at least 150 exercises, each with exactly the agreed fields', () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(150);
    for (const exercise of catalogue) {
      expect(Object.keys(exercise).sort()).toEqual(
        [
          'aliases',
          'cue',
          'equipment',
          'name',
          'primaryMuscles',
          'secondaryMuscles',
          'slug',
        ].sort(),
      );
      for (const field of [exercise.name, exercise.aliases, exercise.cue]) {
        expect(Object.keys(field).sort()).toEqual(['en', 'fr']);
      }
    }
  });

  it('keys every exercise by a unique kebab-case slug', () => {
    const slugs = catalogue.map((exercise) => exercise.slug);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('uses only the muscles and equipment of the contract', () => {
    for (const exercise of catalogue) {
      expect(EXERCISE_EQUIPMENT).toContain(exercise.equipment);
      expect(exercise.primaryMuscles.length).toBeGreaterThanOrEqual(1);
      for (const muscle of [...exercise.primaryMuscles, ...exercise.secondaryMuscles]) {
        expect(MUSCLES).toContain(muscle);
      }
      const all = [...exercise.primaryMuscles, ...exercise.secondaryMuscles];
      expect(new Set(all).size).toBe(all.length);
    }
  });

  it('works every muscle of the contract as a primary muscle', () => {
    const primaries = new Set(catalogue.flatMap((exercise) => exercise.primaryMuscles));
    expect(MUSCLES.filter((muscle) => !primaries.has(muscle))).toEqual([]);
  });

  it('offers at least five exercises for each usual piece of equipment', () => {
    for (const equipment of USUAL_EQUIPMENT) {
      const count = catalogue.filter((exercise) => exercise.equipment === equipment).length;
      expect({ equipment, enough: count >= 5 }).toEqual({ equipment, enough: true });
    }
  });

  it('writes names, aliases and cues in both languages within the contract limits', () => {
    for (const exercise of catalogue) {
      for (const language of LANGUAGES) {
        const name = exercise.name[language];
        expect(name.trim()).toBe(name);
        expect(name.length).toBeGreaterThan(2);
        expect(name.length).toBeLessThanOrEqual(TRAINING_LIMITS.exerciseNameMax);
        expect(exercise.aliases[language].length).toBeLessThanOrEqual(TRAINING_LIMITS.aliasesMax);
        for (const alias of exercise.aliases[language]) {
          expect(alias.trim()).toBe(alias);
          expect(alias.length).toBeGreaterThanOrEqual(2);
          expect(alias.length).toBeLessThanOrEqual(TRAINING_LIMITS.aliasMax);
        }
        const cue = exercise.cue[language];
        expect(cue.length).toBeGreaterThan(20);
        expect(cue.length).toBeLessThanOrEqual(TRAINING_LIMITS.cueMax);
        expect(cue).toMatch(/^\p{Lu}.*\.$/u);
      }
    }
  });

  it('keeps names unique in each language once accents and case are folded', () => {
    for (const language of LANGUAGES) {
      const names = catalogue.map((exercise) => foldName(exercise.name[language]));
      expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    }
  });

  it('lets no name or alias point to two exercises ("DC" finds one exercise only)', () => {
    const owners = new Map<string, string>();
    const collisions: string[] = [];
    for (const exercise of catalogue) {
      for (const key of foldedNamesOf(exercise)) {
        const owner = owners.get(key);
        if (owner !== undefined && owner !== exercise.slug) {
          collisions.push(`${key}: ${owner} / ${exercise.slug}`);
        }
        owners.set(key, exercise.slug);
      }
    }
    expect(collisions).toEqual([]);
    expect(owners.get('dc')).toBe('barbell-bench-press');
    expect(owners.get('developpe couche')).toBe('barbell-bench-press');
    expect(owners.get('bench press')).toBe('barbell-bench-press');
    expect(owners.get('sdt')).toBe('barbell-deadlift');
    expect(owners.get('dm')).toBe('barbell-overhead-press');
    expect(owners.get('rdl')).toBe('barbell-romanian-deadlift');
    expect(owners.get('tirage vertical')).toBe('lat-pulldown');
    expect(owners.get('tirage horizontal')).toBe('seated-cable-row');
  });

  it('writes French with its accents (no unaccented copy of the English)', () => {
    const accented = catalogue.filter((exercise) =>
      /[àâçéèêëîïôûùüœ]/i.test(exercise.name.fr + exercise.cue.fr),
    );
    expect(accented.length).toBeGreaterThan(catalogue.length / 2);
    for (const exercise of catalogue) expect(exercise.cue.fr).not.toBe(exercise.cue.en);
  });
});

describe('foldName', () => {
  it.each([
    ['Développé couché', 'developpe couche'],
    ['  SDT   roumain ', 'sdt roumain'],
    ['Bench Press (Barbell)', 'bench press barbell'],
    ['Pull-over', 'pull over'],
    ['Cœur', 'coeur'],
    ['Farmer’s walk', 'farmer s walk'],
  ])('folds %j to %j', (input, expected) => {
    expect(foldName(input)).toBe(expected);
  });
});
