import fc from 'fast-check';
import { answerOffline } from './engine';

const words = fc.constantFrom(
  'programme',
  'training',
  'nutrition',
  'sèche',
  'bulk',
  'créatine',
  'sleep',
  'tiktok',
  'contenu',
  '80',
  'kg',
  'lb',
  '180',
  'cm',
  "5'10",
  '30',
  'ans',
  'years',
  'homme',
  'female',
  '4',
  'jours',
  'days',
  'maison',
  'gym',
  'débutant',
  'advanced',
  'stéroïdes',
  'sarms',
  '💪',
  '|',
  '#',
  '\n',
  '',
);
const message = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.array(words, { maxLength: 30 }).map((w) => w.join(' ')),
);
const request = fc.record({
  history: fc.array(
    fc.record({ role: fc.constantFrom('user' as const, 'assistant' as const), content: message }),
    {
      maxLength: 6,
    },
  ),
  message,
  language: fc.constantFrom('fr' as const, 'en' as const, undefined),
  structured: fc.boolean(),
  responseSpeed: fc.constantFrom('fast', 'detailed', undefined),
});

describe('the offline coach on any input', () => {
  it('always answers, deterministically, and plain answers have no headings, tables or lists', () => {
    fc.assert(
      fc.property(request, (req) => {
        const answer = answerOffline(req);
        expect(answer.trim().length).toBeGreaterThan(100);
        expect(answerOffline(req)).toBe(answer);
        if (!req.structured) expect(answer).not.toMatch(/^(?:#|\||- |\d+\. )/m);
      }),
      { numRuns: 300 },
    );
  });

  it('never gives a dose once a drug is named', () => {
    fc.assert(
      fc.property(
        message,
        fc.constantFrom(
          'stéroïdes',
          'SARMs',
          'clenbuterol',
          'insuline',
          'trenbolone',
          'prohormones',
        ),
        (text, drug) => {
          const answer = answerOffline({
            history: [],
            message: `${text} ${drug}`,
            structured: true,
          });
          expect(answer).not.toMatch(/\d+(?:[.,]\d+)?\s*(?:mg|mcg|µg|ui|iu|ml|units?|unités?)\b/i);
        },
      ),
      { numRuns: 200 },
    );
  });
});
