/**
 * Reminders a member can opt into (issue #37); every kind is off until the member turns it on, but
 * the coach's replies to their check-ins (on until turned off).
 */
export const REMINDER_KINDS = ['checkin', 'training', 'access-ending', 'coach-reply'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** Which settings each kind takes: a weekday and a time, a time only, or neither (sent on an event). */
export const REMINDER_SCHEDULE: Record<ReminderKind, 'weekly' | 'daily' | 'event'> = {
  checkin: 'weekly',
  training: 'daily',
  'access-ending': 'event',
  'coach-reply': 'event',
};

/** One kind's settings as GET /api/account/reminders lists them. */
export interface ReminderSetting {
  kind: ReminderKind;
  enabled: boolean;
  /** 0 = Sunday ... 6 = Saturday; null for the kinds without a weekday. */
  weekday: number | null;
  /** "HH:MM" in `timeZone`; null for the kinds sent on an event. */
  time: string | null;
  /**
   * Training days only: the weekdays (0 = Sunday ... 6 = Saturday, sorted) the member trains, the
   * reminder going on those; null: the active routine's rhythm decides which days.
   */
  days: number[] | null;
  /** IANA name ("Europe/Paris"), from the member's browser, editable. */
  timeZone: string;
  /** When it is next due (ISO, UTC), for an enabled scheduled kind; null otherwise. */
  nextDueAt: string | null;
}

export interface ReminderList {
  reminders: ReminderSetting[];
}

/**
 * PUT /api/account/reminders/:kind. `weekday` and `time` only where the kind takes them; `days`
 * (training only): 1 to 7 distinct weekdays, or null to follow the routine's rhythm again.
 */
export interface ReminderInput {
  enabled: boolean;
  weekday?: number;
  time?: string;
  days?: number[] | null;
  timeZone: string;
}

/** Defaults of a kind never set: off, Sunday 18:00 for the check-in, 08:00 for training days. */
export const REMINDER_DEFAULTS: Record<
  ReminderKind,
  { weekday: number | null; time: string | null; days: number[] | null }
> = {
  checkin: { weekday: 0, time: '18:00', days: null },
  training: { weekday: null, time: '08:00', days: null },
  'access-ending': { weekday: null, time: null, days: null },
  'coach-reply': { weekday: null, time: null, days: null },
};
