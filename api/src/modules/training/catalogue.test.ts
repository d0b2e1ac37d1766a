import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fixture from './catalogue-fixture.json';
import { readCatalogue, searchable, searchTextOf, validEntries } from './catalogue';

describe('exercise catalogue', () => {
  it('reads the agreed entry shape and leaves out malformed entries', () => {
    const entries = validEntries([
      ...fixture,
      { slug: 'Bad Slug' },
      { ...fixture[0], equipment: 'rocket' },
      42,
    ]);
    expect(entries.map((e) => e.slug)).toEqual([
      'barbell-bench-press',
      'barbell-back-squat',
      'dumbbell-curl',
      'lat-pulldown',
      'leg-press',
    ]);
  });

  it('is empty when the file is absent or not JSON', () => {
    const dir = mkdtempSync(join(tmpdir(), 'catalogue-'));
    expect(readCatalogue([join(dir, 'missing.json')])).toEqual([]);
    writeFileSync(join(dir, 'broken.json'), '[{');
    expect(readCatalogue([join(dir, 'broken.json')])).toEqual([]);
    writeFileSync(join(dir, 'ok.json'), JSON.stringify(fixture));
    expect(readCatalogue([join(dir, 'ok.json')])).toHaveLength(5);
  });

  it('makes names searchable without case, accents or punctuation', () => {
    expect(searchable('Développé couché à la barre')).toBe('developpe couche a la barre');
    expect(searchable('  DC ')).toBe('dc');
    expect(searchTextOf(['Tirage vertical', 'Lat-pulldown'])).toBe('tirage vertical\nlat pulldown');
  });
});
