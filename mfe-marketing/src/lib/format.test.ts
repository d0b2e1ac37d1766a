import { formatDate, formatFileSize } from './format';

describe('formatFileSize', () => {
  it('writes bytes, kilobytes and megabytes in each language', () => {
    expect(formatFileSize(512, 'en')).toBe('512 B');
    expect(formatFileSize(3749, 'en')).toBe('3.7 KB');
    expect(formatFileSize(3749, 'fr')).toBe('3,7 Ko');
    expect(formatFileSize(2.4 * 1024 * 1024, 'en')).toBe('2.4 MB');
  });
});

describe('formatDate', () => {
  it('writes a calendar date in the reader language, in UTC', () => {
    expect(formatDate('2026-11-21T23:30:00.000Z', 'fr')).toBe('21 novembre 2026');
    expect(formatDate('2026-11-21T23:30:00.000Z', 'en')).toBe('21 November 2026');
  });

  it('gives back a value that is not a date unchanged', () => {
    expect(formatDate('soon', 'en')).toBe('soon');
  });
});
