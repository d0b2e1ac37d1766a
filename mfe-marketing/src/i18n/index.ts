import { useLanguage, type Lang } from 'shared-ui';
import { en } from './en';
import { fr, type Messages } from './fr';

export type { Messages };

export function getT(lang: Lang): Messages {
  return lang === 'en' ? en : fr;
}

/** The remote's texts in the site's current language. */
export function useT(): Messages {
  return getT(useLanguage().lang);
}
