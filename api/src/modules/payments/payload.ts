import { applyControlPolicy, findTextFault, textProblem } from '../../platform/text-policy';

// Reading providers' JSON payloads (already authenticated by their signature) without trusting
// their shape: every accessor answers null for a missing or mistyped field.

export type Obj = Record<string, unknown>;

export const obj = (value: unknown): Obj | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Obj) : null;

export const list = (value: unknown): Obj[] =>
  Array.isArray(value) ? value.map(obj).filter((o): o is Obj => o !== null) : [];

/** A string or a number (providers' ids are either) as text; null when absent or empty. */
export function text(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

export function num(value: unknown): number | null {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

/** Unix seconds to a date. */
export const fromUnix = (value: unknown): Date | null => {
  const n = num(value);
  return n === null ? null : new Date(n * 1000);
};

export function fromIso(value: unknown): Date | null {
  const raw = text(value);
  if (!raw) return null;
  const d = new Date(raw);
  return Number.isNaN(d.getTime()) ? null : d;
}

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,255}$/;

/** An email as stored (trimmed, lower-cased); null when absent or not an address. */
export function email(value: unknown): string | null {
  const raw = text(value)?.toLowerCase() ?? null;
  return raw && raw.length <= 254 && EMAIL.test(raw) ? raw : null;
}

/** Decimal text ("4.99") or a number of units to cents. */
export function cents(value: unknown): number | null {
  const n = num(value);
  return n === null ? null : Math.round(n * 100);
}

/**
 * The text policy on a provider's payload (README "Input rules"): no NUL, no lone surrogate, no
 * nesting past the limit anywhere; and none of the strings that are stored may hold a control
 * character. Returns the path of the first fault, or null when it is clean.
 */
export function payloadFault(payload: unknown, stored: Array<string | null>): string | null {
  const fault = findTextFault(payload);
  if (fault) return fault.path || 'body';
  for (const value of stored) {
    if (value !== null && (textProblem(value) || applyControlPolicy(value, 'refuse') === null)) {
      return 'body';
    }
  }
  return null;
}

export const DAY_MS = 24 * 3600_000;
/**
 * A payment without a period of its own (a checkout, a Shopify order) pays for a month: access
 * runs 31 days from its time per unit bought (the renewal's invoice then sets the real end).
 */
export const PAID_MONTH_MS = 31 * DAY_MS;
