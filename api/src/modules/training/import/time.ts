import { TrainingImportError } from './types';

/** A wall-clock time as an export writes it, in the member's own time zone. */
export interface LocalDateTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** Throws TrainingImportError 'invalid-time-zone' unless Intl knows the IANA name. */
export function checkTimeZone(timeZone: string): void {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
  } catch {
    throw new TrainingImportError('invalid-time-zone', `Unknown time zone: ${timeZone}.`);
  }
}

/** One formatter per zone: making one costs about a millisecond, an import needs thousands. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    // Zones are the few IANA names members use; the map stays small.
    if (formatters.size < 1000) formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** How far `timeZone` is ahead of UTC at the instant `utc`, in milliseconds. */
function offsetAt(utc: number, timeZone: string): number {
  const parts = formatterFor(timeZone).formatToParts(new Date(utc));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((item) => item.type === type)?.value);
  const asUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return asUtc - Math.floor(utc / 1000) * 1000;
}

/**
 * The UTC instant of a local time in `timeZone` (an IANA name). A time a clock change skips moves
 * forward by the change (as JavaScript's Date does); a time it repeats reads as one occurrence.
 */
export function localToUtc(local: LocalDateTime, timeZone: string): Date {
  const wall = Date.UTC(
    local.year,
    local.month - 1,
    local.day,
    local.hour,
    local.minute,
    local.second,
  );
  const first = wall - offsetAt(wall, timeZone);
  if (first + offsetAt(first, timeZone) === wall) return new Date(first);
  return new Date(wall - offsetAt(first, timeZone));
}

/** The local time if it names a real calendar date and clock time, else null. */
export function validLocal(local: LocalDateTime): LocalDateTime | null {
  const check = new Date(
    Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second),
  );
  const valid =
    local.year >= 1970 &&
    local.year <= 2100 &&
    check.getUTCFullYear() === local.year &&
    check.getUTCMonth() === local.month - 1 &&
    check.getUTCDate() === local.day &&
    check.getUTCHours() === local.hour &&
    check.getUTCMinutes() === local.minute &&
    check.getUTCSeconds() === local.second;
  return valid ? local : null;
}
