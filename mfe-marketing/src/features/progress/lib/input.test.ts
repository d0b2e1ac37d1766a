import { dayProblem, formatDay, formatShortDay, localToday, parseDecimal } from './input';

describe('tracker input helpers', () => {
  it('reads decimals typed with a comma or a point, nothing else', () => {
    expect(parseDecimal('82,4')).toBe(82.4);
    expect(parseDecimal(' 181.7 ')).toBe(181.7);
    expect(parseDecimal('80kg')).toBeNull();
    expect(parseDecimal('')).toBeNull();
  });

  it('says what is wrong with a chosen day: in the future, before 2000, or not a day', () => {
    expect(dayProblem('2026-11-26', '2026-11-26')).toBeNull();
    expect(dayProblem('2026-11-27', '2026-11-26')).toBe('future');
    expect(dayProblem('1999-12-31', '2026-11-26')).toBe('tooEarly');
    expect(dayProblem('', '2026-11-26')).toBe('invalid');
  });

  it('gives the local calendar day and formats days in both languages', () => {
    expect(localToday(new Date(2026, 10, 23, 23, 30))).toBe('2026-11-23');
    expect(formatDay('2026-11-23', 'fr')).toBe('23 nov. 2026');
    expect(formatDay('2026-11-23', 'en')).toBe('23 Nov 2026');
    expect(formatShortDay('2026-11-23', 'fr')).toBe('23 nov.');
    expect(formatShortDay('2026-11-23', 'en')).toBe('23 Nov');
  });
});
