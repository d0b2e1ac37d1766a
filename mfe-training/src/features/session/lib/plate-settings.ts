// The member's bar and plates for the plate calculator, per unit system, kept in localStorage.
import type { UnitSystem } from '@zak/contract';
import { readStorage, STORAGE_PREFIX, writeStorage } from 'shared-ui';
import { DEFAULT_BAR, DEFAULT_PLATES } from '../../../lib/plates';

export interface PlateSettings {
  bar: number;
  plates: number[];
}

const keyOf = (units: UnitSystem) => `${STORAGE_PREFIX}training-plates:${units}`;

export function readPlateSettings(units: UnitSystem): PlateSettings {
  const fallback = { bar: DEFAULT_BAR[units], plates: [...DEFAULT_PLATES[units]] };
  try {
    const saved = JSON.parse(readStorage(keyOf(units)) ?? 'null') as Partial<PlateSettings> | null;
    const plates = Array.isArray(saved?.plates)
      ? saved.plates.filter((p): p is number => typeof p === 'number' && p > 0)
      : fallback.plates;
    const bar = typeof saved?.bar === 'number' && saved.bar >= 0 ? saved.bar : fallback.bar;
    return { bar, plates };
  } catch {
    return fallback;
  }
}

export const savePlateSettings = (units: UnitSystem, settings: PlateSettings) =>
  writeStorage(keyOf(units), JSON.stringify(settings));
