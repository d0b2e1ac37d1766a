// Loads are stored in kilograms (contract/src/training.ts); the member reads and types them in the
// units of the coaching profile (GET /api/progress/profile, `units`), metric when not given.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  formatDecimal,
  fromDisplayWeight,
  toDisplayWeight,
  weightUnit,
  type CoachingProfile,
  type UnitSystem,
} from '@zak/contract';
import { apiGet, useLanguage } from 'shared-ui';

export const PROFILE_PATH = '/api/progress/profile';

/** The member's unit system; metric while the profile loads or when it cannot be read. */
export function useUnits(): UnitSystem {
  const profile = useQuery({
    queryKey: [PROFILE_PATH],
    queryFn: ({ signal }) => apiGet<CoachingProfile>(PROFILE_PATH, { signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
  return profile.data?.units ?? 'metric';
}

/**
 * A stored load in the member's units, rounded as a gym counts: kilograms to 0.25 (the smallest
 * change plates), pounds to 0.5 (102.06 kg reads 225 lb, not 225.01).
 */
export function displayWeight(kg: number, units: UnitSystem): number {
  const value = toDisplayWeight(kg, units);
  const step = units === 'imperial' ? 0.5 : 0.25;
  return Math.round(value / step) * step;
}

/** A load typed in the member's units, in kilograms to the 0.01 the API keeps. */
export const storedWeight = (value: number, units: UnitSystem) =>
  Math.round(fromDisplayWeight(value, units) * 100) / 100;

/** A number in the screen's language with no trailing zeros: "102,5", "1.25", "20". */
export function formatNumber(value: number, lang: 'fr' | 'en'): string {
  const digits = Number.isInteger(value) ? 0 : Number.isInteger(value * 10) ? 1 : 2;
  return formatDecimal(value, lang, digits);
}

/** "102,5 kg", "225 lb". */
export const formatLoad = (kg: number, units: UnitSystem, lang: 'fr' | 'en') =>
  `${formatNumber(displayWeight(kg, units), lang)} ${weightUnit(units)}`;

/** The member's units, their symbol and a formatter of stored loads in the screen's language. */
export interface LoadFormat {
  units: UnitSystem;
  unit: string;
  format: (kg: number) => string;
}

/**
 * The units and a formatter bound to the screen's language: the same object until either
 * changes, so a screen reads it once and hands it to memoised rows (issue #34: a set row running
 * its own query on each tick cost about a millisecond on a throttled phone).
 */
export function useLoadFormat(): LoadFormat {
  const units = useUnits();
  const { lang } = useLanguage();
  return useMemo(
    () => ({ units, unit: weightUnit(units), format: (kg: number) => formatLoad(kg, units, lang) }),
    [units, lang],
  );
}
