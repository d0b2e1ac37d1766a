// The exercise catalogue (catalogue/exercises.json, written for the project, see its README) is
// upserted by slug into training_exercises the first time each process needs it. Doing it at first
// use rather than in migration 0015 means a new version of the file adds and updates its rows on
// the next start, with no new migration; the upsert is idempotent, so replicas starting together
// just write the same values.
import { EXERCISE_CATALOGUE, foldName, type CatalogueExercise } from './catalogue/index';

export type CatalogueEntry = CatalogueExercise;

/** Lower case, no accents, punctuation as spaces: what search compares (the catalogue's fold). */
export const searchable = foldName;

/** Every name and alias of both languages, searchable, one per line. */
export const searchTextOf = (names: string[]) => names.map(foldName).join('\n');

/** The built-in catalogue's entries. */
export const readCatalogue = (): readonly CatalogueEntry[] => EXERCISE_CATALOGUE;
