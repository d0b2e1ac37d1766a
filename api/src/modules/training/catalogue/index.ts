// The built-in exercise catalogue (issue #34): exercises.json, written for this project (README.md).
import type { ExerciseEquipment, Muscle } from '@zak/contract';
import exercises from './exercises.json';

/** A text in both languages. */
export interface Bilingual<T> {
  fr: T;
  en: T;
}

/** One catalogue entry as exercises.json holds it. */
export interface CatalogueExercise {
  /** Stable key, kebab-case ('barbell-bench-press'). */
  slug: string;
  name: Bilingual<string>;
  /** Other names members type or other apps export ("DC", "Bench Press (Barbell)"). */
  aliases: Bilingual<string[]>;
  primaryMuscles: Muscle[];
  secondaryMuscles: Muscle[];
  equipment: ExerciseEquipment;
  /** One short technique cue. */
  cue: Bilingual<string>;
}

/** Every catalogue exercise (the enums are checked by catalogue.test.ts). */
export const EXERCISE_CATALOGUE: readonly CatalogueExercise[] = exercises as CatalogueExercise[];

/**
 * A name or alias folded for comparison: accents and case removed, "œ" as "oe", every run of
 * punctuation or spaces as one space ("Développé couché" and "developpe-couche" fold alike).
 */
export function foldName(text: string): string {
  return text
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The folded names and aliases of an exercise, in both languages, without repeats. */
export function foldedNamesOf(exercise: CatalogueExercise): string[] {
  const texts = [
    exercise.name.fr,
    exercise.name.en,
    ...exercise.aliases.fr,
    ...exercise.aliases.en,
  ];
  return [...new Set(texts.map(foldName))];
}
