import { factValues, fill } from './values';
import { knowledgeEntries, searchKnowledge, toEntry } from './index';
import { KNOWLEDGE_TOPICS } from './types';

// The first question builds the search indexes; a busy machine is slow (no speed is asserted).
jest.setTimeout(30_000);

const entries = knowledgeEntries();
const FULL_FACTS = {
  weightKg: 80,
  heightCm: 180,
  age: 30,
  sex: 'male' as const,
  goal: 'bulk' as const,
  daysPerWeek: 4,
  level: 'intermediate' as const,
  equipment: 'gym' as const,
};

describe('the knowledge base (data in entries/*.json)', () => {
  it('holds a few hundred entries across every area', () => {
    expect(entries.length).toBeGreaterThanOrEqual(200);
    for (const topic of KNOWLEDGE_TOPICS) {
      expect(entries.filter((entry) => entry.topic === topic).length).toBeGreaterThanOrEqual(10);
    }
  });

  it('writes every entry in both languages, with as many phrasings and details in each', () => {
    for (const entry of entries) {
      for (const language of ['fr', 'en'] as const) {
        expect(entry.q[language].trim()).not.toBe('');
        for (const text of [...entry.a[language], ...(entry.more?.[language] ?? [])]) {
          expect(text.trim().length).toBeGreaterThan(10);
        }
      }
      expect(entry.a.fr).toHaveLength(entry.a.en.length);
      expect(entry.af?.fr.length ?? 0).toBe(entry.af?.en.length ?? 0);
    }
  });

  it('gives a source for every entry whose answer claims a number', () => {
    const unsourced = entries.filter(
      (entry) =>
        /\d/.test([...entry.a.fr, ...entry.a.en, ...(entry.af?.fr ?? [])].join(' ')) &&
        (entry.sources ?? []).length === 0,
    );
    expect(unsourced.map((entry) => entry.id)).toEqual([]);
  });

  it('fills every placeholder of the member-number answers once the facts are known', () => {
    for (const language of ['fr', 'en'] as const) {
      const values = factValues(FULL_FACTS, language);
      for (const entry of entries) {
        for (const text of [...(entry.af?.[language] ?? []), ...(entry.more?.[language] ?? [])]) {
          expect(fill(text, values)).not.toMatch(/\{\w+\}/);
        }
        // Generic answers never carry a placeholder: they are shown when facts are missing.
        for (const text of entry.a[language]) expect(text).not.toMatch(/\{\w+\}/);
      }
    }
  });

  it('rejects a malformed entry loudly instead of answering with it', () => {
    const good = { id: 'x', topic: 'training', q: { fr: 'q', en: 'q' }, a: { fr: 'a', en: 'a' } };
    expect(() => toEntry(good)).not.toThrow();
    expect(() => toEntry({ ...good, topic: 'astrology' })).toThrow('unknown topic');
    expect(() => toEntry({ ...good, facts: ['shoeSize'] })).toThrow('unknown fact');
    expect(() => toEntry({ ...good, a: { fr: ['a', 'b'], en: 'a' } })).toThrow('phrasings');
    expect(() => toEntry({ ...good, q: { fr: 'q', en: ' ' } })).toThrow('no en question');
  });

  it('finds entries through French and English inflections (Snowball stemming)', () => {
    expect(searchKnowledge('repos entre deux séries', 'fr')[0]?.entry.id).toBe('rest-between-sets');
    expect(searchKnowledge('resting between my sets', 'en')[0]?.entry.id).toBe('rest-between-sets');
    // Accents or not, singular or plural: the same stem.
    expect(searchKnowledge('protéine par jour', 'fr')[0]?.entry.id).toBe('protein-per-day');
    expect(searchKnowledge('PROTEINES PAR JOUR', 'fr')[0]?.entry.id).toBe('protein-per-day');
  });

  it('does not search on the halves of "don\'t" or on "anymore"', () => {
    // "don" and "anymore" found the password entry ("can't log in anymore") before "sore".
    expect(searchKnowledge("i don't get sore anymore", 'en')[0]?.entry.id).toBe('doms');
  });

  it('does not read "ferait", "ferais" (faire) as iron ("fer")', () => {
    const ids = (query: string) => searchKnowledge(query, 'fr', [], 10).map((hit) => hit.entry.id);
    expect(ids('tu ferais quoi a ma place pour secher ?')).not.toContain('iron');
    expect(ids('ça ferait combien par jour ?')).not.toContain('iron');
    expect(ids('du fer pour la fatigue ?')).toContain('iron');
  });
});
