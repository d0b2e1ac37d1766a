// Reminders (issue #37): the member's settings per kind, the schedule maths in their time zone.
// What other modules and app.ts may use; the rest of the folder is this module's own.

// Registers this module's messages in the one lookup (platform/messages) for whoever uses it.
import './messages';

export { remindersRouter } from './reminders.routes';
export { unsubscribeRouter } from './unsubscribe.routes';
export { sendDueReminders } from './send';
export { reminderJobs } from './jobs';
export { REMINDER_MAIL, REMINDERS_TICK } from './queues';
