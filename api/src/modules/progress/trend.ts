import {
  MIN_ENTRIES_PER_WEEK,
  PLATEAU_SHARE,
  type GoalPhase,
  type WeightEntry,
  type WeightPoint,
  type WeightTrend,
} from '@zak/contract';

/**
 * The trend maths of the body-weight log, pure (no clock, no database): every window is counted
 * in calendar days, so a missed weigh-in shortens a window instead of stretching it.
 */

const DAY_MS = 86_400_000;

/** Whole days since 1970-01-01 of a `YYYY-MM-DD` date. */
export const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
/** The `YYYY-MM-DD` date `days` after `date` (negative: before). */
export const addDays = (date: string, days: number) =>
  new Date((dayNumber(date) + days) * DAY_MS).toISOString().slice(0, 10);

const round = (value: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};

interface Window {
  average: number;
  count: number;
}

/**
 * The mean of the entries dated from `end - 6` to `end` (7 calendar days), or null without any.
 * `entries` is sorted oldest first.
 */
export function windowAverage(entries: readonly WeightEntry[], end: string): Window | null {
  const last = dayNumber(end);
  let sum = 0;
  let count = 0;
  for (const e of entries) {
    const d = dayNumber(e.date);
    if (d > last - 7 && d <= last) {
      sum += e.weightKg;
      count += 1;
    }
  }
  return count ? { average: sum / count, count } : null;
}

/** Each entry with its 7-day moving average (two decimals), oldest first. */
export function movingAverage(entries: readonly WeightEntry[]): WeightPoint[] {
  // One pass with a sliding window: entries are sorted, at most one per day.
  const out: WeightPoint[] = [];
  let start = 0;
  let sum = 0;
  for (let i = 0; i < entries.length; i += 1) {
    const entry = entries[i] as WeightEntry;
    sum += entry.weightKg;
    const day = dayNumber(entry.date);
    while (dayNumber((entries[start] as WeightEntry).date) <= day - 7) {
      sum -= (entries[start] as WeightEntry).weightKg;
      start += 1;
    }
    out.push({ ...entry, average7: round(sum / (i - start + 1), 2) });
  }
  return out;
}

/** A window counts for a rate only with enough weigh-ins in it. */
const solid = (w: Window | null): w is Window => w !== null && w.count >= MIN_ENTRIES_PER_WEEK;

/** This week's average (the 7 days ending at `end`) against the 7 days before. */
export function weeklyRate(entries: readonly WeightEntry[], end: string) {
  const thisWeek = windowAverage(entries, end);
  const lastWeek = windowAverage(entries, addDays(end, -7));
  if (!solid(thisWeek) || !solid(lastWeek)) return null;
  const changeKg = thisWeek.average - lastWeek.average;
  return {
    thisWeekKg: round(thisWeek.average, 2),
    lastWeekKg: round(lastWeek.average, 2),
    changeKg: round(changeKg, 2),
    percentPerWeek: round((changeKg / lastWeek.average) * 100, 2),
  };
}

/** The average change per week over `weeks` weeks: 7-day averages `7 * weeks` days apart. */
export function rateOver(entries: readonly WeightEntry[], end: string, weeks: number) {
  const now = windowAverage(entries, end);
  const before = windowAverage(entries, addDays(end, -7 * weeks));
  if (!solid(now) || !solid(before)) return null;
  const perWeek = (now.average - before.average) / weeks;
  return {
    changeKgPerWeek: round(perWeek, 2),
    percentPerWeek: round((perWeek / before.average) * 100, 2),
  };
}

/**
 * A plateau: in a cut or a bulk, the 7-day average has moved less than PLATEAU_SHARE of body
 * weight over the last two weeks, and neither week in between moved it more (measured at the
 * latest entry, a week before and two weeks before).
 */
export function isPlateau(
  entries: readonly WeightEntry[],
  end: string,
  goal: GoalPhase | null,
): boolean {
  if (goal !== 'cut' && goal !== 'bulk') return false;
  const windows = [0, -7, -14].map((d) => windowAverage(entries, addDays(end, d)));
  if (!windows.every(solid)) return false;
  const [now, mid, start] = windows as [Window, Window, Window];
  const tolerance = start.average * PLATEAU_SHARE;
  return (
    Math.abs(now.average - start.average) < tolerance &&
    Math.abs(mid.average - start.average) < tolerance
  );
}

/** The trend at the latest entry. `entries` is sorted oldest first. */
export function weightTrend(entries: readonly WeightEntry[], goal: GoalPhase | null): WeightTrend {
  const latest = entries.at(-1) ?? null;
  if (!latest)
    return { latest: null, average7: null, weekly: null, fourWeek: null, plateau: false };
  const average = windowAverage(entries, latest.date);
  return {
    latest,
    average7: average ? round(average.average, 2) : null,
    weekly: weeklyRate(entries, latest.date),
    fourWeek: rateOver(entries, latest.date, 4),
    plateau: isPlateau(entries, latest.date, goal),
  };
}
