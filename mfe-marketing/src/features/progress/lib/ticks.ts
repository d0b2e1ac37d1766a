/** Steps a value axis may use, smallest first: each a round number people read at a glance. */
const ROUND_STEPS = [0.5, 1, 2, 5, 10, 20, 50, 100, 200];

/** Tick values of a chart's value axis: round, evenly spaced, covering every value. */
export interface AxisTicks {
  ticks: number[];
  /** Decimals the tick labels need (1 for half steps, 0 otherwise). */
  digits: number;
}

/**
 * Ticks covering `values` on multiples of `minStep` or of a rounder step (0.5 kg, 1 lb...), the
 * smallest step that keeps at most `maxTicks` of them; a single value gets a tick on either side.
 */
export function roundTicks(values: readonly number[], minStep: number, maxTicks = 6): AxisTicks {
  const finite = values.filter(Number.isFinite);
  if (finite.length === 0) return { ticks: [], digits: 0 };
  const low = Math.min(...finite);
  const high = Math.max(...finite);
  const steps = ROUND_STEPS.filter((s) => s >= minStep && Number.isInteger(s / minStep));
  let chosen: number[] = [];
  let chosenStep = minStep;
  for (const step of steps.length > 0 ? steps : [minStep]) {
    // Integer multiples of the step, so 83.5 stays 83.5 (no 83.49999).
    let first = Math.floor(low / step + 1e-9);
    let last = Math.ceil(high / step - 1e-9);
    if (first === last) {
      first -= 1;
      last += 1;
    }
    chosen = Array.from({ length: last - first + 1 }, (_, i) => round2((first + i) * step));
    chosenStep = step;
    if (chosen.length <= maxTicks) break;
  }
  return { ticks: chosen, digits: Number.isInteger(chosenStep) ? 0 : 1 };
}

const round2 = (value: number) => Math.round(value * 100) / 100;
