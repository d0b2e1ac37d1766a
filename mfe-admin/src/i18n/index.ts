import { createTranslations, useLanguage, type Lang } from 'shared-ui';
import { en } from './en';
import { fr } from './fr';

export type { AdminMessages } from './fr';

export const { useT, getT } = createTranslations({ fr, en });

/** The admin texts in the language of the shell's FR/EN toggle, and that language (for dates). */
export function useAdminTexts() {
  const { lang } = useLanguage();
  return { t: getT(lang), language: lang as Lang };
}
