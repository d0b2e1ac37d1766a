import type { JobDefinition } from '../../platform/jobs/runner';
import type { Logger } from '../../platform/logger';
import type { Mailer } from '../../platform/mail/mailer';
import { REMINDER_MAIL, REMINDERS_TICK } from './queues';
import { claimDueReminders, deliverReminder, type ReminderOccurrence } from './send';

/**
 * The reminders' jobs. Every minute one replica claims the occurrences due (once each, whatever
 * the number of replicas: reminder_sends' key) and queues a mail job per occurrence in the same
 * transaction (a tick that dies queues nothing and claims nothing). Each mail job delivers its
 * occurrence at most once, is retried with backoff when the mail fails, and ends `failed` (listed
 * for the administrator, who can retry it) when every retry failed.
 */
export function reminderJobs(deps: {
  mailer: Mailer;
  publicUrl: string;
  logger: Logger;
  /** The job runner's expiry: an attempt older than this has died (DEFAULT_ATTEMPT_SECONDS). */
  attemptSeconds?: number;
}): JobDefinition[] {
  return [
    {
      name: REMINDERS_TICK,
      cron: '* * * * *',
      async run(_data, context) {
        const claimed = await claimDueReminders(new Date(), {
          onClaimed: (occurrence, transaction) =>
            context.enqueue(
              REMINDER_MAIL,
              occurrence,
              `${occurrence.userId}:${occurrence.kind}:${occurrence.dueAt}`,
              transaction,
            ),
        });
        if (claimed.length > 0) deps.logger.info({ claimed: claimed.length }, 'reminders due');
      },
    },
    {
      name: REMINDER_MAIL,
      async run(data) {
        const outcome = await deliverReminder(data as ReminderOccurrence, deps);
        if (outcome === 'sent')
          deps.logger.info({ kind: (data as ReminderOccurrence).kind }, 'reminder sent');
      },
    },
  ];
}
