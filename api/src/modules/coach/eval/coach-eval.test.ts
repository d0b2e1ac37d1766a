import { EVAL_CASES, numbersIn, runEvaluation } from './evaluate';

// Answering the whole set takes a few seconds on a busy machine (no speed is asserted).
jest.setTimeout(60_000);

describe('the coach evaluation set', () => {
  it('has at least 150 realistic questions, half French and half English, with follow-ups', () => {
    expect(EVAL_CASES.length).toBeGreaterThanOrEqual(150);
    const fr = EVAL_CASES.filter((c) => c.lang === 'fr').length;
    expect(Math.abs(fr - (EVAL_CASES.length - fr))).toBeLessThanOrEqual(EVAL_CASES.length * 0.05);
    expect(EVAL_CASES.filter((c) => c.tag === 'followup').length).toBeGreaterThanOrEqual(10);
    expect(EVAL_CASES.filter((c) => c.numbers).length).toBeGreaterThanOrEqual(20);
  });

  it('reads the numbers of an answer the way each language writes them', () => {
    expect(numbersIn('8 000 à 10 000 pas, 0,5 à 1 %', 'fr')).toEqual([8000, 10000, 0.5, 1]);
    expect(numbersIn('2,000-3,000 steps, 0.5-1%', 'en')).toEqual([2000, 3000, 0.5, 1]);
  });

  it('passes at least 90 % of the set (npm run bench:coach prints the detail)', () => {
    const summary = runEvaluation();
    const failures = summary.results
      .filter((r) => r.failures.length > 0)
      .map((r) => `${r.case.lang} ${r.case.q}: ${r.failures.join('; ')}`);
    expect({ rate: summary.passed / summary.total >= 0.9, failures }).toEqual({
      rate: true,
      failures: expect.any(Array),
    });
  });
});
