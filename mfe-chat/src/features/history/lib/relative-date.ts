import type { Language } from '../../../lib/types';

const DAY_MS = 86_400_000;
/** Under this many days the date is written relative ("Il y a N jours"). */
export const RELATIVE_DATE_DAYS = 7;

export interface RelativeDateTexts {
  today: string;
  yesterday: string;
  daysAgo: (days: number) => string;
}

/** Whole calendar days between two instants, in the viewer's time zone (DST-safe). */
export function calendarDaysBetween(earlier: Date, later: Date): number {
  const start = Date.UTC(earlier.getFullYear(), earlier.getMonth(), earlier.getDate());
  const end = Date.UTC(later.getFullYear(), later.getMonth(), later.getDate());
  return Math.round((end - start) / DAY_MS);
}

/**
 * The history modal's date: today, yesterday, "N days ago" under 7 days, otherwise a short date
 * with the year only when it is not the current year.
 */
export function formatRelativeDate(
  date: Date,
  now: Date,
  language: Language,
  texts: RelativeDateTexts,
): string {
  const days = calendarDaysBetween(date, now);
  if (days <= 0) return texts.today;
  if (days === 1) return texts.yesterday;
  if (days < RELATIVE_DATE_DAYS) return texts.daysAgo(days);
  const sameYear = date.getFullYear() === now.getFullYear();
  return new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(date);
}
