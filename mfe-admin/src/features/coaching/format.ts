import { formatDecimal } from '@zak/contract';
import type { Lang } from 'shared-ui';

const locales: Record<Lang, string> = { fr: 'fr-FR', en: 'en-GB' };

/** A calendar day (YYYY-MM-DD, UTC days like every figure of the desk) in the reader's language. */
export function formatDay(day: string | null | undefined, lang: Lang, fallback = '—'): string {
  if (!day) return fallback;
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return fallback;
  return new Intl.DateTimeFormat(locales[lang], { dateStyle: 'short', timeZone: 'UTC' }).format(
    date,
  );
}

/** "72,4" / "72.4"; the dash when there is no figure. */
export function decimal(value: number | null | undefined, lang: Lang, digits = 1): string {
  return value === null || value === undefined ? '—' : formatDecimal(value, lang, digits);
}

/** "80 %" / "80%"; the dash without a routine. */
export function percent(value: number | null | undefined, lang: Lang): string {
  if (value === null || value === undefined) return '—';
  return lang === 'fr' ? `${Math.round(value)} %` : `${Math.round(value)}%`;
}
