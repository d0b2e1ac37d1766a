import {
  formatLength,
  formatPercent,
  formatWeight,
  fromDisplayLength,
  fromDisplayWeight,
  kgToLb,
  lbToKg,
} from '@zak/contract';

describe('unit conversion and locale formatting (golden)', () => {
  it('shows a stored weight in the member units and locale', () => {
    expect(formatWeight(82.4, 'metric', 'fr')).toBe('82,4 kg');
    expect(formatWeight(82.4, 'imperial', 'en')).toBe('181.7 lb');
    expect(formatWeight(82.4, 'metric', 'en')).toBe('82.4 kg');
    expect(formatWeight(82.4, 'imperial', 'fr')).toBe('181,7 lb');
    expect(formatWeight(-0.46, 'metric', 'fr', true)).toBe('-0,5 kg');
    expect(formatWeight(0.46, 'imperial', 'en', true)).toBe('+1.0 lb');
  });

  it('shows lengths and percentages', () => {
    expect(formatLength(84.5, 'metric', 'fr')).toBe('84,5 cm');
    expect(formatLength(84.5, 'imperial', 'en')).toBe('33.3 in');
    expect(formatPercent(-0.62, 'fr')).toBe('-0,62 %');
    expect(formatPercent(0.3, 'en')).toBe('+0.30%');
  });

  it('round-trips typed values to metric', () => {
    expect(lbToKg(kgToLb(82.4))).toBeCloseTo(82.4, 10);
    expect(fromDisplayWeight(181.7, 'imperial')).toBeCloseTo(82.418, 3);
    expect(fromDisplayWeight(82.4, 'metric')).toBe(82.4);
    expect(fromDisplayLength(70, 'imperial')).toBeCloseTo(177.8, 6);
  });
});
