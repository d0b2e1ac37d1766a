import { entryById } from '../knowledge';
import { normalise } from '../offline/text';
import { offlineAnswer } from '../offline/engine';

/**
 * A member's phrasing of a question with two aspects: the knowledge entry that must answer it and
 * words of the second aspect, one of which its answer must name.
 */
export type TwoAspectCase = [
  message: string,
  language: 'fr' | 'en',
  entry: string,
  aspect: string[],
];

/**
 * The paraphrase tests' one check: the answer comes without chips, opens with one of the entry's
 * phrasings and names the second aspect.
 */
export function expectEntryAndAspect(...[message, language, id, aspect]: TwoAspectCase): void {
  const entry = entryById(id);
  if (!entry) throw new Error(`no entry ${id}`);
  const { text, suggestions } = offlineAnswer({ history: [], message, structured: true, language });
  expect(suggestions).toBeUndefined();
  const opening = entry.a[language].map((phrasing) => phrasing.slice(0, 40));
  expect(opening.some((start) => text.includes(start))).toBe(true);
  expect(aspect.some((word) => normalise(text).includes(normalise(word)))).toBe(true);
}
