import { isTimeZone, localDate, nextWeekly, parseTime } from './schedule';

const utc = (iso: string) => new Date(iso);
const iso = (date: Date) => date.toISOString();

describe('weekly reminders in the member’s time zone', () => {
  it('Sunday 18:00 in Paris is 17:00 UTC in winter and 16:00 UTC in summer', () => {
    const paris = { weekday: 0, time: '18:00', timeZone: 'Europe/Paris' } as const;
    expect(iso(nextWeekly(utc('2026-01-07T12:00:00Z'), paris))).toBe('2026-01-11T17:00:00.000Z');
    expect(iso(nextWeekly(utc('2026-07-01T12:00:00Z'), paris))).toBe('2026-07-05T16:00:00.000Z');
  });

  it('is strictly after the given instant: at the very minute, the next one is a week later', () => {
    const paris = { weekday: 0, time: '18:00', timeZone: 'Europe/Paris' } as const;
    expect(iso(nextWeekly(utc('2026-01-11T17:00:00Z'), paris))).toBe('2026-01-18T17:00:00.000Z');
    expect(iso(nextWeekly(utc('2026-01-11T16:59:59Z'), paris))).toBe('2026-01-11T17:00:00.000Z');
  });

  it('across the March change (last Sunday, 2026-03-29): the same local time, one hour less in UTC', () => {
    const monday = { weekday: 1, time: '07:30', timeZone: 'Europe/Paris' } as const;
    expect(iso(nextWeekly(utc('2026-03-24T12:00:00Z'), monday))).toBe('2026-03-30T05:30:00.000Z');
    expect(iso(nextWeekly(utc('2026-03-17T12:00:00Z'), monday))).toBe('2026-03-23T06:30:00.000Z');
  });

  it('a time the clocks skip on that Sunday (02:30) is due when the clocks get there: 03:30 local', () => {
    const skipped = { weekday: 0, time: '02:30', timeZone: 'Europe/Paris' } as const;
    expect(iso(nextWeekly(utc('2026-03-28T12:00:00Z'), skipped))).toBe('2026-03-29T01:30:00.000Z');
  });

  it('a time that happens twice on the October Sunday (2026-10-25, 02:30) is due once, the first time', () => {
    const twice = { weekday: 0, time: '02:30', timeZone: 'Europe/Paris' } as const;
    const first = nextWeekly(utc('2026-10-24T12:00:00Z'), twice);
    expect(iso(first)).toBe('2026-10-25T00:30:00.000Z');
    // The second 02:30 (01:30 UTC) is not a new occurrence: next is a week later.
    expect(iso(nextWeekly(first, twice))).toBe('2026-11-01T01:30:00.000Z');
  });

  it('for a member in another time zone, their own day and hour', () => {
    const tokyo = { weekday: 3, time: '20:00', timeZone: 'Asia/Tokyo' } as const;
    expect(iso(nextWeekly(utc('2026-11-24T12:00:00Z'), tokyo))).toBe('2026-11-25T11:00:00.000Z');
    const newYork = { weekday: 6, time: '09:15', timeZone: 'America/New_York' } as const;
    expect(iso(nextWeekly(utc('2026-11-27T12:00:00Z'), newYork))).toBe('2026-11-28T14:15:00.000Z');
    // Saturday 09:15 in New York is already Saturday 15:15 in Paris: the member's day counts.
    expect(localDate(utc('2026-11-28T14:15:00Z'), 'America/New_York')).toBe('2026-11-28');
    expect(localDate(utc('2026-11-28T23:30:00Z'), 'Asia/Tokyo')).toBe('2026-11-29');
  });

  it('refuses what is not a time or a time zone', () => {
    expect(parseTime('18:00')).toEqual({ hour: 18, minute: 0 });
    for (const bad of ['24:00', '7:30', '18:60', '18h00', ''])
      expect(parseTime(bad)).toBeUndefined();
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(() =>
      nextWeekly(utc('2026-01-01T00:00:00Z'), { weekday: 0, time: '25:00', timeZone: 'UTC' }),
    ).toThrow(RangeError);
  });
});
