/** The reminders' cron tick, which claims what is due and queues one mail job per occurrence. */
export const REMINDERS_TICK = 'reminders-tick';
/** One reminder's mail, retried with backoff. */
export const REMINDER_MAIL = 'reminder-mail';
