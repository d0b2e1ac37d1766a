import { formatDecimal } from '@zak/contract';
import type { Lang } from 'shared-ui';

// A calendar day of the desk (UTC days like every figure): the panel's day formatter.
export { formatDay } from '../../lib/format';

/** "72,4" / "72.4"; the dash when there is no figure. */
export function decimal(value: number | null | undefined, lang: Lang, digits = 1): string {
  return value === null || value === undefined ? '—' : formatDecimal(value, lang, digits);
}

/** "80 %" / "80%"; the dash without a routine. */
export function percent(value: number | null | undefined, lang: Lang): string {
  if (value === null || value === undefined) return '—';
  return lang === 'fr' ? `${Math.round(value)} %` : `${Math.round(value)}%`;
}
