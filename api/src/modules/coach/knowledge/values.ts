import { caffeineRangeMg } from '../offline/supplements';
import { computeNutrition } from '../offline/nutrition';
import type { Facts } from '../offline/facts';
import { formatNumber } from '../offline/text';
import type { Language } from '../types';

/**
 * The numbers an entry's `af` text can show, computed from the member's facts. Each placeholder is
 * `{name}` in the entry; a value that needs a missing fact is absent, and an entry only uses `af`
 * when all its `facts` are known, so every placeholder it names is filled.
 */
export function factValues(facts: Facts, language: Language): Record<string, string> {
  const n = (value: number, digits = 0) => formatNumber(value, language, digits);
  const values: Record<string, string> = {};
  const w = facts.weightKg;
  if (w !== undefined) {
    const round5 = (v: number) => Math.round(v / 5) * 5;
    values.weight =
      facts.weightUnit === 'lb' ? `${n(w / 0.45359237)} lb (${n(w, 1)} kg)` : `${n(w, 1)} kg`;
    // Protein 1.6-2.2 g/kg/day (Morton 2018; ISSN 2017); 0.4 g/kg per meal (Schoenfeld & Aragon 2018).
    values.proteinLow = n(round5(1.6 * w));
    values.proteinHigh = n(round5(2.2 * w));
    values.proteinCut = n(round5(2.3 * w));
    values.proteinMeal = n(round5(0.4 * w));
    values.proteinMealHigh = n(round5(0.55 * w));
    // Fat at least 0.6-1 g/kg (hormonal health); carbs 3-7 g/kg for strength athletes (ISSN 2017).
    values.fatLow = n(round5(0.6 * w));
    values.fatHigh = n(round5(1 * w));
    values.carbsLow = n(round5(3 * w));
    values.carbsHigh = n(round5(5 * w));
    values.carbsRestLow = n(round5(2 * w));
    values.carbsRestHigh = n(round5(3 * w));
    values.preCarbsLow = n(round5(1 * w));
    values.preCarbsHigh = n(round5(2 * w));
    // Water ~35 ml/kg/day (EFSA adequate intakes scale with body mass), +0.5-1 L per hour of training.
    values.water = n(Math.round(w * 0.035 * 10) / 10, 1);
    const [cafLow, cafHigh] = caffeineRangeMg(w);
    values.caffeineLow = n(cafLow);
    values.caffeineHigh = n(cafHigh);
    values.creatineLoad = n(Math.round(0.3 * w));
    // Realistic rates (Helms 2014; Garthe 2011): gain 0.25-0.5 %/week, lose 0.5-1 %/week.
    values.gainWeekLow = n(Math.round(w * 0.0025 * 100) / 100, 2);
    values.gainWeekHigh = n(Math.round(w * 0.005 * 100) / 100, 2);
    values.gainMonthLow = n(Math.round(w * 0.0025 * 4.3 * 10) / 10, 1);
    values.gainMonthHigh = n(Math.round(w * 0.005 * 4.3 * 10) / 10, 1);
    values.lossWeekLow = n(Math.round(w * 0.005 * 100) / 100, 2);
    values.lossWeekHigh = n(Math.round(w * 0.01 * 100) / 100, 2);
    values.lossMonthLow = n(Math.round(w * 0.005 * 4.3 * 10) / 10, 1);
    values.lossMonthHigh = n(Math.round(w * 0.01 * 4.3 * 10) / 10, 1);
    values.fibre = '25-35';
  }
  if (
    w !== undefined &&
    facts.heightCm !== undefined &&
    facts.age !== undefined &&
    facts.sex !== undefined
  ) {
    const plan = computeNutrition(facts);
    values.bmr = n(plan.bmr);
    values.tdee = n(plan.tdee);
    values.days = n(plan.daysPerWeek);
    const cut = computeNutrition({ ...facts, goal: 'cut' });
    const bulk = computeNutrition({ ...facts, goal: 'bulk' });
    values.kcalCut = n(cut.target);
    values.kcalBulk = n(bulk.target);
    values.kcalTarget = n(plan.target);
    values.proteinTarget = n(plan.proteinG);
    values.fatTarget = n(plan.fatG);
    values.carbsTarget = n(plan.carbsG);
  }
  return values;
}

/** Fills `{name}` placeholders; an unknown name is left visible, which the data test forbids. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
