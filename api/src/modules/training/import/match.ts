import { foldName, foldedNamesOf, type CatalogueExercise } from '../catalogue/index';

/** The same words in any order ("bench press barbell" and "barbell bench press"). */
const wordSet = (folded: string) => [...new Set(folded.split(' '))].sort().join(' ');

/**
 * A matcher of exported exercise names to catalogue slugs: an exact name or alias first (accents,
 * case and punctuation folded), then Strong's and Hevy's "Name (Equipment)" read as "Equipment
 * Name", then the same words in another order when only one exercise has them. null when unknown
 * (the import then makes the member's own exercise).
 */
export function createExerciseMatcher(
  catalogue: readonly CatalogueExercise[],
): (name: string) => string | null {
  const exact = new Map<string, string>();
  const byWords = new Map<string, string | null>();
  for (const exercise of catalogue) {
    for (const key of foldedNamesOf(exercise)) {
      if (!exact.has(key)) exact.set(key, exercise.slug);
      const words = wordSet(key);
      const owner = byWords.get(words);
      // A word set two exercises share stays unresolved rather than picking one.
      byWords.set(words, owner === undefined || owner === exercise.slug ? exercise.slug : null);
    }
  }
  return (name) => {
    const folded = foldName(name);
    if (!folded) return null;
    const found = exact.get(folded);
    if (found) return found;
    const parts = /^(.*)\(([^()]*)\)\s*$/.exec(name.trim());
    const reordered = parts ? exact.get(foldName(`${parts[2]} ${parts[1]}`)) : undefined;
    if (reordered) return reordered;
    return byWords.get(wordSet(folded)) ?? null;
  };
}

const matchers = new WeakMap<readonly CatalogueExercise[], (name: string) => string | null>();

/** The catalogue slug an exported exercise name stands for, or null (see createExerciseMatcher). */
export function matchExercise(
  name: string,
  catalogue: readonly CatalogueExercise[],
): string | null {
  let matcher = matchers.get(catalogue);
  if (!matcher) {
    matcher = createExerciseMatcher(catalogue);
    matchers.set(catalogue, matcher);
  }
  return matcher(name);
}
