import { useLanguage } from 'shared-ui';

const LOCALE = { fr: 'fr-FR', en: 'en-GB' } as const;

/** A formatter of ISO instants in the screen's language ("jeu. 27 nov.", "27 Nov 2026"). */
export function useDateFormat(options: Intl.DateTimeFormatOptions): (iso: string) => string {
  const { lang } = useLanguage();
  const format = new Intl.DateTimeFormat(LOCALE[lang], options);
  return (iso) => format.format(new Date(iso));
}
