import type { WeightEntry } from '@zak/contract';
import {
  addDays,
  isPlateau,
  movingAverage,
  rateOver,
  weeklyRate,
  weightTrend,
  windowAverage,
} from './trend';

/** One entry a day from `start`, with the weights given (null = no weigh-in that day). */
function days(start: string, weights: Array<number | null>): WeightEntry[] {
  return weights.flatMap((w, i) =>
    w === null ? [] : [{ id: `e${i}`, date: addDays(start, i), weightKg: w }],
  );
}

describe('dates', () => {
  it('adds days across months and years', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });
});

describe('7-day moving average (golden)', () => {
  it('averages the entries of the last 7 calendar days, gaps included', () => {
    const entries = days('2026-11-01', [80, 81, 82, null, 84, 85, 86, 87, null, null, 90]);
    expect(movingAverage(entries).map((p) => [p.date, p.average7])).toEqual([
      ['2026-11-01', 80],
      ['2026-11-02', 80.5],
      ['2026-11-03', 81],
      ['2026-11-05', 81.75],
      ['2026-11-06', 82.4],
      ['2026-11-07', 83],
      // 11-08: 11-02..11-08 -> 81, 82, 84, 85, 86, 87
      ['2026-11-08', 84.17],
      // 11-11: 11-05..11-11 -> 84, 85, 86, 87, 90
      ['2026-11-11', 86.4],
    ]);
  });

  it('matches the direct window mean at every point', () => {
    const entries = days('2026-01-01', [70.2, 70.4, null, 70.1, 69.9, 69.8, 70, 69.7, 69.5, 69.6]);
    for (const point of movingAverage(entries)) {
      const direct = windowAverage(entries, point.date);
      expect(point.average7).toBeCloseTo(direct?.average ?? NaN, 2);
    }
  });

  it('is empty for an empty log', () => {
    expect(movingAverage([])).toEqual([]);
    expect(weightTrend([], 'cut')).toEqual({
      latest: null,
      average7: null,
      weekly: null,
      fourWeek: null,
      plateau: false,
    });
  });
});

describe('weekly rate (golden)', () => {
  it("compares this week's average with last week's, in kg and % of body weight", () => {
    // Last week 81.0 on average, this week 80.5: -0.5 kg, -0.62 %/week.
    const entries = days('2026-11-01', [
      ...[81.2, 80.8, 81.0, 81.1, 80.9, 81.0, 81.0],
      ...[80.6, 80.4, 80.5, 80.7, 80.3, 80.5, 80.5],
    ]);
    expect(weeklyRate(entries, '2026-11-14')).toEqual({
      thisWeekKg: 80.5,
      lastWeekKg: 81,
      changeKg: -0.5,
      percentPerWeek: -0.62,
    });
  });

  it('needs three weigh-ins in each week', () => {
    const entries = days('2026-11-01', [81, null, null, null, null, null, 81, 80, 80, 80]);
    expect(weeklyRate(entries, '2026-11-10')).toBeNull();
  });

  it('computes the 4-week rate from averages 28 days apart', () => {
    // Losing 0.1 kg a day from 90: 0.7 kg a week.
    const entries = days(
      '2026-10-01',
      Array.from({ length: 35 }, (_, i) => 90 - i * 0.1),
    );
    expect(rateOver(entries, addDays('2026-10-01', 34), 4)).toEqual({
      changeKgPerWeek: -0.7,
      percentPerWeek: -0.78,
    });
  });
});

describe('plateau hint', () => {
  const flat = days(
    '2026-11-01',
    Array.from({ length: 21 }, (_, i) => 80 + (i % 2 === 0 ? 0.1 : -0.1)),
  );
  const end = addDays('2026-11-01', 20);

  it('flags a cut or a bulk whose average has not moved for two weeks', () => {
    expect(isPlateau(flat, end, 'cut')).toBe(true);
    expect(isPlateau(flat, end, 'bulk')).toBe(true);
    expect(weightTrend(flat, 'cut').plateau).toBe(true);
  });

  it('never flags maintenance, recomposition or an unknown goal', () => {
    expect(isPlateau(flat, end, 'maintain')).toBe(false);
    expect(isPlateau(flat, end, 'recomp')).toBe(false);
    expect(isPlateau(flat, end, null)).toBe(false);
  });

  it('does not flag a moving average, nor too few weeks of data', () => {
    const losing = days(
      '2026-11-01',
      Array.from({ length: 21 }, (_, i) => 80 - i * 0.05),
    );
    expect(isPlateau(losing, end, 'cut')).toBe(false);
    expect(isPlateau(flat.slice(-10), end, 'cut')).toBe(false);
  });
});
