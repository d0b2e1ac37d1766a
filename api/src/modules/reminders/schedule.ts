// When a reminder is next due (issue #37): a weekday and a time of day in the member's own time
// zone, as an instant in UTC. Luxon does the time-zone arithmetic (IANA data from Intl).
import { DateTime, IANAZone } from 'luxon';

/** 0 = Sunday ... 6 = Saturday, as the API and JavaScript's getDay() count. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export interface WeeklySchedule {
  weekday: Weekday;
  /** "HH:MM", 24-hour, in `timeZone`. */
  time: string;
  /** An IANA time zone name ("Europe/Paris"). */
  timeZone: string;
}

/** True for a time zone name the runtime knows ("Europe/Paris", "UTC"), false otherwise. */
export const isTimeZone = (name: string): boolean => IANAZone.isValidZone(name);

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** "HH:MM" as hours and minutes, or undefined when it is not a 24-hour time. */
export function parseTime(time: string): { hour: number; minute: number } | undefined {
  const match = TIME.exec(time);
  return match ? { hour: Number(match[1]), minute: Number(match[2]) } : undefined;
}

/**
 * The first instant strictly after `after` when it is `weekday` at `time` in `timeZone`.
 * - A time the clocks skip (02:30 on the last Sunday of March in Paris) is due when the clocks
 *   reach it: at the same offset from midnight, so 03:30 local (Luxon moves it forward).
 * - A time that happens twice (02:30 on the last Sunday of October) is due the first time.
 */
export function nextWeekly(after: Date, schedule: WeeklySchedule): Date {
  const time = parseTime(schedule.time);
  if (!time) throw new RangeError(`not a time: ${schedule.time}`);
  if (!isTimeZone(schedule.timeZone)) throw new RangeError(`not a time zone: ${schedule.timeZone}`);
  const start = DateTime.fromJSDate(after, { zone: schedule.timeZone });
  // Luxon numbers weekdays 1 (Monday) to 7 (Sunday).
  const wanted = schedule.weekday === 0 ? 7 : schedule.weekday;
  for (let days = 0; days <= 7; days += 1) {
    const day = start.plus({ days }).startOf('day');
    if (day.weekday !== wanted) continue;
    const at = firstOf(
      DateTime.fromObject(
        { year: day.year, month: day.month, day: day.day, hour: time.hour, minute: time.minute },
        { zone: schedule.timeZone },
      ),
    );
    if (at.toMillis() > after.getTime()) return at.toJSDate();
  }
  // Not reached: within 8 days the weekday comes round once at least, after `after`.
  throw new Error('no occurrence within a week');
}

/** The first instant strictly after `after` when it is `time` in `timeZone`, any day. */
export function nextDaily(after: Date, time: string, timeZone: string): Date {
  const candidates = ([0, 1, 2, 3, 4, 5, 6] as const).map((weekday) =>
    nextWeekly(after, { weekday, time, timeZone }),
  );
  return new Date(Math.min(...candidates.map((d) => d.getTime())));
}

/**
 * Luxon resolves a wall time that happens twice to its second occurrence: the first one is the
 * same wall time 30 or 60 minutes earlier in UTC (the size of the zone's change).
 */
function firstOf(at: DateTime): DateTime {
  for (const minutes of [60, 30]) {
    const earlier = at.minus({ minutes });
    if (earlier.toFormat('yyyy-MM-dd HH:mm') === at.toFormat('yyyy-MM-dd HH:mm')) return earlier;
  }
  return at;
}

/** The member's local calendar date of an instant ("2026-03-29"), for "due today" and mails. */
export function localDate(at: Date, timeZone: string): string {
  return DateTime.fromJSDate(at, { zone: timeZone }).toISODate() ?? '';
}
