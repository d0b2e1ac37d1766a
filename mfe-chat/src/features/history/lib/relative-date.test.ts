import { fr } from '../../../i18n/fr';
import { en } from '../../../i18n/en';
import { calendarDaysBetween, formatRelativeDate } from './relative-date';

const now = new Date(2026, 10, 21, 9, 30); // 21 Nov 2026, 09:30 local time

function frDate(date: Date) {
  return formatRelativeDate(date, now, 'fr', fr.history);
}

describe('relative date of the history modal', () => {
  it('says "Aujourd\'hui" for any time earlier today', () => {
    expect(frDate(new Date(2026, 10, 21, 0, 1))).toBe("Aujourd'hui");
  });

  it('says "Hier" for yesterday, even less than 24 hours ago', () => {
    expect(frDate(new Date(2026, 10, 20, 23, 59))).toBe('Hier');
    expect(frDate(new Date(2026, 10, 20, 0, 0))).toBe('Hier');
  });

  it('says "Il y a N jours" from 2 to 6 days', () => {
    expect(frDate(new Date(2026, 10, 19, 12))).toBe('Il y a 2 jours');
    expect(frDate(new Date(2026, 10, 15, 12))).toBe('Il y a 6 jours');
  });

  it('writes a short French date without the year from 7 days on in the current year', () => {
    expect(frDate(new Date(2026, 10, 14, 12))).toBe('14 nov.');
    expect(frDate(new Date(2026, 0, 3, 12))).toBe('3 janv.');
  });

  it('adds the year when it differs from the current year', () => {
    expect(frDate(new Date(2025, 11, 31, 12))).toBe('31 déc. 2025');
  });

  it('treats a date slightly in the future (clock skew) as today', () => {
    expect(frDate(new Date(2026, 10, 21, 23, 0))).toBe("Aujourd'hui");
  });

  it('has English equivalents', () => {
    expect(formatRelativeDate(new Date(2026, 10, 21, 1), now, 'en', en.history)).toBe('Today');
    expect(formatRelativeDate(new Date(2026, 10, 20, 1), now, 'en', en.history)).toBe('Yesterday');
    expect(formatRelativeDate(new Date(2026, 10, 18, 1), now, 'en', en.history)).toBe('3 days ago');
    expect(formatRelativeDate(new Date(2024, 1, 29, 1), now, 'en', en.history)).toBe('29 Feb 2024');
  });

  it('counts calendar days across a daylight-saving change', () => {
    expect(calendarDaysBetween(new Date(2026, 2, 28, 12), new Date(2026, 2, 30, 12))).toBe(2);
    expect(calendarDaysBetween(new Date(2026, 9, 24, 12), new Date(2026, 9, 26, 12))).toBe(2);
  });
});
