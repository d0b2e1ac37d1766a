import { formatDateTime, interpolate, truncate } from './format';

describe('interpolate', () => {
  it('fills every named placeholder and leaves unknown ones visible', () => {
    expect(interpolate('Page {page} sur {total}', { page: 2, total: 7 })).toBe('Page 2 sur 7');
    expect(interpolate('Bonjour {name} {missing}', { name: 'zak' })).toBe('Bonjour zak {missing}');
  });
});

describe('formatDateTime', () => {
  it('answers the fallback for an absent or invalid date', () => {
    expect(formatDateTime(null, 'fr', 'Jamais')).toBe('Jamais');
    expect(formatDateTime('not a date', 'en', 'Never')).toBe('Never');
  });

  it('writes the date in the reader language', () => {
    const iso = '2026-03-04T10:05:00.000Z';
    expect(formatDateTime(iso, 'fr')).toMatch(/04\/03\/2026/);
    expect(formatDateTime(iso, 'en')).toMatch(/04\/03\/2026/);
  });
});

describe('truncate', () => {
  it('keeps short text whole', () => {
    expect(truncate('court', 10)).toEqual({ text: 'court', truncated: false });
  });

  it('cuts long text to the limit, ellipsis included, without splitting an emoji', () => {
    const result = truncate('💪💪💪💪💪💪', 4);
    expect(result).toEqual({ text: '💪💪💪…', truncated: true });
    expect(Array.from(result.text)).toHaveLength(4);
  });
});
