import type { Lang } from 'shared-ui';

export type Language = Lang;

const locales: Record<Language, string> = { fr: 'fr-FR', en: 'en-GB' };

/** Short date and time in the reader's language, or `fallback` when the value is absent or invalid. */
export function formatDateTime(
  value: string | null | undefined,
  language: Language,
  fallback = '',
): string {
  if (!value) return fallback;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return fallback;
  return new Intl.DateTimeFormat(locales[language], {
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(date);
}

export function formatDate(
  value: string | null | undefined,
  language: Language,
  fallback = '',
): string {
  if (!value) return fallback;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return fallback;
  return new Intl.DateTimeFormat(locales[language], { dateStyle: 'short' }).format(date);
}

/** A calendar day (YYYY-MM-DD, a UTC day) in the reader's language; `fallback` when absent. */
export function formatDay(
  day: string | null | undefined,
  language: Language,
  fallback = '—',
): string {
  if (!day) return fallback;
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return fallback;
  return new Intl.DateTimeFormat(locales[language], { dateStyle: 'short', timeZone: 'UTC' }).format(
    date,
  );
}

export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(locales[language]).format(value);
}

/** Cuts `text` to at most `max` characters (ellipsis included), on code points so emoji stay whole. */
export function truncate(text: string, max: number): { text: string; truncated: boolean } {
  const chars = Array.from(text);
  if (chars.length <= max) return { text, truncated: false };
  return { text: `${chars.slice(0, Math.max(0, max - 1)).join('')}…`, truncated: true };
}
