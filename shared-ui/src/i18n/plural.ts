import type { Lang } from './language';

const LOCALES: Record<Lang, string> = { fr: 'fr-FR', en: 'en-GB' };

/** The two forms of a noun the suite's languages need ("one" and "other" in CLDR terms). */
export interface NounForms {
  one: string;
  other: string;
}

/**
 * A count and its noun, the form picked by the language's plural rules and the number written in
 * its locale: "0 utilisateur", "1 utilisateur", "1 234 utilisateurs"; "0 users", "1 user".
 * Dictionaries call it instead of writing "utilisateur(s)".
 */
export function countOf(lang: Lang, count: number, forms: NounForms): string {
  const locale = LOCALES[lang];
  const form = new Intl.PluralRules(locale).select(count) === 'one' ? forms.one : forms.other;
  return `${new Intl.NumberFormat(locale).format(count)} ${form}`;
}
