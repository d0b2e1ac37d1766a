import {
  REMINDER_DEFAULTS,
  REMINDER_KINDS,
  REMINDER_SCHEDULE,
  type ReminderInput,
  type ReminderKind,
  type ReminderSetting,
} from '@zak/contract';
import { badRequest } from '../../platform/app-error';
import { REMINDERS_MSG } from './messages';
import { listSettings, saveSetting } from './reminders.repository';
import { nextDaily, nextWeekly, type Weekday } from './schedule';
import { jobRunner } from '../../platform/jobs/runner';
import { REMINDERS_TICK } from './queues';

/** The time zone of a kind the member never set: the business's own, until the browser says. */
export const DEFAULT_TIME_ZONE = 'Europe/Paris';

/**
 * The one kind on by default: a coach's reply to the member's own check-in is an answer they
 * asked for, not a nudge (the coach desk mails it unless the member turned it off).
 */
export const DEFAULT_ON: ReminderKind = 'coach-reply';

/** Every kind, stored or default (off, but the coach's replies), in REMINDER_KINDS order. */
export async function listReminders(userId: string): Promise<ReminderSetting[]> {
  const stored = new Map((await listSettings(userId)).map((row) => [row.kind, row] as const));
  return REMINDER_KINDS.map(
    (kind) =>
      stored.get(kind) ?? {
        kind,
        enabled: kind === DEFAULT_ON,
        ...REMINDER_DEFAULTS[kind],
        timeZone: DEFAULT_TIME_ZONE,
        nextDueAt: null,
      },
  );
}

/** When an enabled scheduled kind is next due; null for the kinds sent on an event, or off. */
export function nextDue(
  setting: Pick<ReminderSetting, 'kind' | 'enabled' | 'weekday' | 'time' | 'timeZone'> & {
    days?: number[] | null;
  },
  now: Date,
): string | null {
  if (!setting.enabled || setting.time === null) return null;
  const schedule = REMINDER_SCHEDULE[setting.kind];
  if (schedule === 'weekly' && setting.weekday !== null) {
    const weekday = setting.weekday as Weekday;
    return nextWeekly(now, {
      weekday,
      time: setting.time,
      timeZone: setting.timeZone,
    }).toISOString();
  }
  if (schedule === 'daily' && setting.days?.length) {
    // The member's training days: the first of them to come.
    const { time, timeZone } = setting;
    const next = setting.days.map((weekday) =>
      nextWeekly(now, { weekday: weekday as Weekday, time, timeZone }).getTime(),
    );
    return new Date(Math.min(...next)).toISOString();
  }
  if (schedule === 'daily') return nextDaily(now, setting.time, setting.timeZone).toISOString();
  return null;
}

/**
 * Stores one kind's settings. A weekday, a time or days the kind does not take is refused (400):
 * the check-in takes a weekday and a time, training days a time and the member's weekdays (null:
 * the routine's rhythm), the event kinds neither. What is not sent keeps its stored (or default)
 * value.
 */
export async function updateReminder(
  userId: string,
  kind: ReminderKind,
  body: ReminderInput,
  now = new Date(),
): Promise<ReminderSetting> {
  const schedule = REMINDER_SCHEDULE[kind];
  if (schedule === 'event' && (body.weekday !== undefined || body.time !== undefined)) {
    throw badRequest(REMINDERS_MSG.reminderFieldNotApplicable);
  }
  if (schedule === 'daily' && body.weekday !== undefined) {
    throw badRequest(REMINDERS_MSG.reminderWeekdayNotApplicable);
  }
  if (schedule !== 'daily' && body.days !== undefined) {
    throw badRequest(REMINDERS_MSG.reminderDaysNotApplicable);
  }
  const current = (await listReminders(userId)).find((r) => r.kind === kind);
  const setting = {
    kind,
    enabled: body.enabled,
    weekday: schedule === 'weekly' ? (body.weekday ?? current?.weekday ?? null) : null,
    time: schedule === 'event' ? null : (body.time ?? current?.time ?? null),
    days:
      schedule === 'daily'
        ? body.days === undefined
          ? (current?.days ?? null)
          : body.days && [...body.days].sort((a, b) => a - b)
        : null,
    timeZone: body.timeZone,
  };
  // A time set to the current minute is due now (from the minute's start), not in a week.
  const minuteStart = new Date(Math.floor(now.getTime() / 60_000) * 60_000 - 1);
  const saved = await saveSetting(userId, { ...setting, nextDueAt: nextDue(setting, minuteStart) });
  if (saved.nextDueAt !== null && Date.parse(saved.nextDueAt) <= now.getTime()) {
    // Due already: the replica's job runner claims it now rather than at the next minute's tick.
    await jobRunner()?.runSoon(REMINDERS_TICK);
  }
  return saved;
}
