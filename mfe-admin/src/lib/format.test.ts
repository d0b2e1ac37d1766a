import { formatDateTime, truncate } from './format';

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
