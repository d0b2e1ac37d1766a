// The plate calculator's arithmetic, pure: which plates go on each side of the bar for a load.
// Everything is in the member's units (kg or lb), in hundredths internally so 1.25 adds up exactly.

export interface PlateLoad {
  /** The total on the bar, the bar included. */
  total: number;
  /** Plates on one side, heaviest first. */
  perSide: number[];
}

export interface PlateAnswer {
  /** True when `target` itself can be loaded. */
  exact: boolean;
  /** The load to put on: the target, or the nearest that can be made (the lighter on a tie). */
  nearest: PlateLoad;
  /** When not exact: the closest loads under and over the target (null where none exists). */
  below: PlateLoad | null;
  above: PlateLoad | null;
}

export const DEFAULT_BAR = { metric: 20, imperial: 45 } as const;
export const DEFAULT_PLATES = {
  metric: [25, 20, 15, 10, 5, 2.5, 1.25],
  imperial: [45, 35, 25, 10, 5, 2.5],
} as const;

const cents = (n: number) => Math.round(n * 100);

/**
 * Fewest plates for each reachable per-side load up to `limit` (hundredths): an unbounded
 * change-making table, so loads greedy would miss (20 from 15s and 10s) are found.
 */
function platesTable(plates: number[], limit: number) {
  const count = new Array<number>(limit + 1).fill(Infinity);
  const last = new Array<number>(limit + 1).fill(-1);
  count[0] = 0;
  for (let sum = 1; sum <= limit; sum++) {
    for (const plate of plates) {
      const before = sum - plate;
      if (before < 0 || (count[before] ?? Infinity) + 1 >= (count[sum] ?? Infinity)) continue;
      count[sum] = (count[before] ?? Infinity) + 1;
      last[sum] = plate;
    }
  }
  return { reachable: (sum: number) => Number.isFinite(count[sum] ?? Infinity), last };
}

/** Plates on each side for `target` on a `bar`, with `plates` (any number of pairs of each). */
export function loadBar(target: number, bar: number, plates: readonly number[]): PlateAnswer {
  const kinds = [...new Set(plates.map(cents).filter((p) => p > 0))].sort((a, b) => b - a);
  const barCents = cents(bar);
  const wanted = Math.max(0, cents(target) - barCents);
  // Per side, in hundredths; half a hundredth cannot be loaded, so an odd rest rounds down.
  const side = Math.floor(wanted / 2);
  const limit = side + (kinds[0] ?? 0);
  const { reachable, last } = platesTable(kinds, limit);

  const build = (sum: number): PlateLoad => {
    const perSide: number[] = [];
    for (let rest = sum; rest > 0; rest -= last[rest] ?? rest)
      perSide.push((last[rest] ?? 0) / 100);
    perSide.sort((a, b) => b - a);
    return { total: (barCents + 2 * sum) / 100, perSide };
  };

  let under = side;
  while (under > 0 && !reachable(under)) under--;
  let over = side;
  while (over <= limit && !reachable(over)) over++;
  const below = build(under);
  const above = over <= limit ? build(over) : null;
  if (cents(target) >= barCents && reachable(side) && wanted % 2 === 0) {
    return { exact: true, nearest: below, below: null, above: null };
  }
  const targetCents = cents(target);
  const overCloser =
    above !== null && cents(above.total) - targetCents < targetCents - cents(below.total);
  const underBar = targetCents < barCents;
  return {
    exact: false,
    nearest: overCloser || underBar ? (above ?? below) : below,
    below: underBar ? null : below,
    above,
  };
}
