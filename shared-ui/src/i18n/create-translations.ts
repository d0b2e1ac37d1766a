import { useLanguage, type Lang } from './language';

type Entry =
  string | ((...args: never[]) => string) | readonly Entry[] | { readonly [key: string]: Entry };

/** The shape of a dictionary with string literals widened, so `en` must have the same keys and
 * functions of the same signature as `fr`, and nothing else. */
export type DictionaryShape<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : T extends readonly (infer U)[]
      ? readonly DictionaryShape<U>[]
      : { readonly [K in keyof T]: DictionaryShape<T[K]> };

/**
 * Typed translations of one app (every remote and the shell use it). Entries are strings,
 * functions returning strings (interpolation), lists and nested groups. `fr` is the source: a key missing from `en` (or an extra one)
 * fails the type check.
 *
 * ```ts
 * export const { useT, getT } = createTranslations({ fr, en });
 * const t = useT(); t.hero.title
 * ```
 */
export function createTranslations<T extends Record<string, Entry>>(dicts: {
  fr: T;
  en: DictionaryShape<T>;
}) {
  const getT = (lang: Lang): DictionaryShape<T> =>
    lang === 'en' ? dicts.en : (dicts.fr as unknown as DictionaryShape<T>);
  function useT(): DictionaryShape<T> {
    return getT(useLanguage().lang);
  }
  return { useT, getT, dictionaries: dicts };
}
