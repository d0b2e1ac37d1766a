import { PROGRESS_LIMITS } from '@zak/contract';
import type { Lang } from 'shared-ui';

/** What is wrong with a day chosen in a tracker form, if anything. */
export type DayProblem = 'invalid' | 'future' | 'tooEarly';

/** Checks a YYYY-MM-DD day against the tracker's range: from PROGRESS_LIMITS.firstDate to today. */
export function dayProblem(date: string, today: string): DayProblem | null {
  const real = /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(`${date}T00:00:00Z`));
  if (!real) return 'invalid';
  if (date > today) return 'future';
  if (date < PROGRESS_LIMITS.firstDate) return 'tooEarly';
  return null;
}

/** Today in the member's own time zone, as YYYY-MM-DD (the API stores calendar days). */
export function localToday(now = new Date()): string {
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/** A number typed in either language ("82,4" or "82.4"); null when it is not one. */
export function parseDecimal(text: string): number | null {
  const clean = text.trim().replace(',', '.');
  if (!/^\d+(?:\.\d+)?$/.test(clean)) return null;
  return Number(clean);
}

/** A calendar day for people: "23 nov. 2026" / "23 Nov 2026". */
export function formatDay(date: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** A day on a chart's time axis, short enough for a phone: "23 nov." / "23 Nov". */
export function formatShortDay(date: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}
