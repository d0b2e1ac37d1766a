/**
 * The AI access expiry as an ISO instant: the end of the chosen local day, so access lasts the
 * whole day the admin picked. An empty value means no expiry.
 */
export function expiryFromDay(day: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const end = new Date(`${day}T23:59:59.999`);
  return Number.isNaN(end.getTime()) ? null : end.toISOString();
}

/** The local day (YYYY-MM-DD) of an expiry instant, for a date input; '' when there is none. */
export function dayFromExpiry(expiresAt: string | null): string {
  if (!expiresAt) return '';
  const date = new Date(expiresAt);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Today as a date input's value (YYYY-MM-DD, local). */
export function today(now: Date = new Date()): string {
  return dayFromExpiry(now.toISOString());
}

/** A chosen day before today: its access would already be over, so it is refused. */
export function isPastDay(day: string, now: Date = new Date()): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && day < today(now);
}
