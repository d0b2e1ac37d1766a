import type { Lang } from 'shared-ui';

const LOCALES: Record<Lang, string> = { fr: 'fr-FR', en: 'en-GB' };
const UNITS: Record<Lang, readonly string[]> = { fr: ['o', 'Ko', 'Mo'], en: ['B', 'KB', 'MB'] };

/** A byte count as people read it: "3,7 Ko" / "3.7 KB" (1 KB = 1024 B). */
export function formatFileSize(bytes: number, lang: Lang): string {
  const units = UNITS[lang];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 ? 0 : 1;
  const number = new Intl.NumberFormat(LOCALES[lang], {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
  return `${number} ${units[unit]}`;
}

/** A calendar date in the reader's language ("21 novembre 2026" / "21 November 2026"), UTC. */
export function formatDate(iso: string, lang: Lang): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(LOCALES[lang], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
