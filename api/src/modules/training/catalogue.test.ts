import { readCatalogue, searchable, searchTextOf } from './catalogue';

describe('the catalogue as the training module reads it', () => {
  it('is the built-in file, bench press included', () => {
    expect(readCatalogue().length).toBeGreaterThanOrEqual(150);
    expect(readCatalogue().map((e) => e.slug)).toContain('barbell-bench-press');
  });

  it('makes names searchable without case, accents or punctuation', () => {
    expect(searchable('Développé couché à la barre')).toBe('developpe couche a la barre');
    expect(searchable('  DC ')).toBe('dc');
    expect(searchTextOf(['Tirage vertical', 'Lat-pulldown'])).toBe('tirage vertical\nlat pulldown');
  });
});
