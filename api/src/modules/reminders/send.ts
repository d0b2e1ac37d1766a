import { createHash, randomBytes } from 'node:crypto';
import type { ReminderKind } from '@zak/contract';
import type { Transaction } from 'sequelize';
import { db, select } from '../../platform/db/query';
import type { Logger } from '../../platform/logger';
import type { Mailer } from '../../platform/mail/mailer';
import { DateTime } from 'luxon';
import { nextRoutineDay, plannedSessionToday } from '../training';
import { reminderMail, type ReminderDetails, type ReminderMailLang } from './mail';
import { nextDue } from './reminders.service';

/** Rejects when `work` takes longer than `ms` (the mail is then retried by the job). */
function withTimeout<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`mail not sent within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const hash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** One occurrence of a reminder: its reminder_sends key. */
export interface ReminderOccurrence {
  userId: string;
  kind: ReminderKind;
  dueAt: string;
}

/**
 * The occurrence's Message-ID: the same for every attempt. A replica killed between the mail
 * server's acceptance and the record of it (a few milliseconds) leaves the occurrence undelivered
 * in the table, and the attempt that takes it over sends it again: as the same message, which mail
 * clients that fold by Message-ID show once.
 */
export function occurrenceMessageId(occurrence: ReminderOccurrence, publicUrl: string): string {
  const key = `${occurrence.userId}:${occurrence.kind}:${new Date(occurrence.dueAt).toISOString()}`;
  return `<reminder.${hash(key).slice(0, 32)}@${new URL(publicUrl).hostname}>`;
}

interface Due {
  userId: string;
  kind: ReminderKind;
  dueAt: Date;
  weekday: number | null;
  time: string | null;
  days: number[] | null;
  timeZone: string;
}

/** The kinds with a schedule of their own (weekday and time, or time). */
const SCHEDULED: readonly ReminderKind[] = ['checkin', 'training'];

/** "Your access ends in 3 days": sent this long before the end. */
export const ACCESS_ENDING_NOTICE_MS = 3 * 24 * 3600 * 1000;

const DELIVERY_WINDOW = '1 day';
/**
 * An attempt that holds an occurrence this long has died (its replica was killed): another may
 * take it over. The job runner's expiry is the same (JOBS_EXPIRE_SECONDS), and a mail that takes
 * longer than three quarters of it is given up (and retried), so a live attempt is never taken.
 */
export const DEFAULT_ATTEMPT_SECONDS = 60;

/**
 * Claims every reminder due at `now`, once: the due settings are locked (FOR UPDATE SKIP LOCKED,
 * so two replicas take different rows), each occurrence gets its reminder_sends row under its key
 * (member, kind, due instant) and the setting moves to its next due instant, in one transaction.
 * "Access ending" occurrences are keyed by the instant three days before the access's end (a new
 * end, a new occurrence). Mails are not sent here: `deliverReminder` sends each, with retries.
 */
export async function claimDueReminders(
  now = new Date(),
  options: {
    limit?: number;
    /** Called for each occurrence claimed, in the claim's transaction (to queue its mail job). */
    onClaimed?: (occurrence: ReminderOccurrence, transaction: Transaction) => Promise<void>;
  } = {},
): Promise<ReminderOccurrence[]> {
  const limit = options.limit ?? 500;
  return db().transaction(async (transaction) => {
    const due = await select<Due>(
      `SELECT s.user_id AS "userId", s.kind, s.next_due_at AS "dueAt", s.weekday, s.time, s.days,
              s.time_zone AS "timeZone"
         FROM reminder_settings s JOIN users u ON u.id = s.user_id
        WHERE s.enabled AND s.next_due_at <= $now AND s.kind = ANY($kinds) AND u.is_active
        ORDER BY s.next_due_at
        LIMIT $limit
        FOR UPDATE OF s SKIP LOCKED`,
      { now, kinds: SCHEDULED, limit },
      transaction,
    );
    const claimed: Array<{ userId: string; kind: ReminderKind; dueAt: Date }> = [];
    for (const reminder of due) {
      const rows = await select<{ userId: string; kind: ReminderKind; dueAt: Date }>(
        `INSERT INTO reminder_sends (user_id, kind, due_at) VALUES ($userId, $kind, $dueAt)
         ON CONFLICT DO NOTHING RETURNING user_id AS "userId", kind, due_at AS "dueAt"`,
        { userId: reminder.userId, kind: reminder.kind, dueAt: reminder.dueAt },
        transaction,
      );
      claimed.push(...rows);
      // The next occurrence after the one due (not after now: a late tick sends one, not many).
      const next = nextDue(
        { ...reminder, enabled: true },
        new Date(Math.max(now.getTime(), new Date(reminder.dueAt).getTime())),
      );
      await select(
        `UPDATE reminder_settings SET next_due_at = $next WHERE user_id = $userId AND kind = $kind RETURNING kind`,
        { next, userId: reminder.userId, kind: reminder.kind },
        transaction,
      );
    }
    // Access ending: members who asked, whose every active access ends (none renews, none is
    // open-ended) within three days from now.
    const ending = await select<{ userId: string; kind: ReminderKind; dueAt: Date }>(
      `INSERT INTO reminder_sends (user_id, kind, due_at)
       SELECT a.user_id, 'access-ending', a.ends_at - make_interval(secs => $notice / 1000.0)
         FROM (SELECT e.user_id, max(e.period_end) AS ends_at
                 FROM entitlements e
                WHERE e.status = 'active'
                GROUP BY e.user_id
               HAVING bool_and(e.period_end IS NOT NULL AND NOT e.renewing)) a
         JOIN reminder_settings s ON s.user_id = a.user_id AND s.kind = 'access-ending' AND s.enabled
         JOIN users u ON u.id = a.user_id AND u.is_active
        WHERE a.ends_at > $now AND a.ends_at <= $now::timestamptz + make_interval(secs => $notice / 1000.0)
       ON CONFLICT DO NOTHING
       RETURNING user_id AS "userId", kind, due_at AS "dueAt"`,
      { now, notice: ACCESS_ENDING_NOTICE_MS },
      transaction,
    );
    const occurrences = [...claimed, ...ending].map((r) => ({
      ...r,
      dueAt: new Date(r.dueAt).toISOString(),
    }));
    for (const occurrence of occurrences) await options.onClaimed?.(occurrence, transaction);
    return occurrences;
  });
}

/**
 * Occurrences claimed and not delivered yet (nor held by a live attempt), oldest first, within a
 * day of their claim (a reminder a day late is noise).
 */
export async function pendingReminders(
  now = new Date(),
  attemptSeconds = DEFAULT_ATTEMPT_SECONDS,
): Promise<ReminderOccurrence[]> {
  const rows = await select<{ userId: string; kind: ReminderKind; dueAt: Date }>(
    `SELECT user_id AS "userId", kind, due_at AS "dueAt" FROM reminder_sends
      WHERE outcome IS NULL AND claimed_at > $now::timestamptz - interval '${DELIVERY_WINDOW}'
        AND (delivering_at IS NULL
          OR delivering_at < $now::timestamptz - make_interval(secs => $attemptSeconds))
      ORDER BY claimed_at LIMIT 1000`,
    { now, attemptSeconds },
  );
  return rows.map((r) => ({ ...r, dueAt: new Date(r.dueAt).toISOString() }));
}

interface Recipient {
  username: string;
  email: string | null;
  verified: boolean;
  language: string | null;
  timeZone: string;
  /** The training days the member picked; null: the routine's rhythm decides. */
  days: number[] | null;
  accessEnd: Date | null;
}

export type DeliveryOutcome = 'sent' | 'unverified' | 'not-due' | 'done';

/**
 * Delivers one claimed occurrence: the attempt takes the occurrence (a row no other live attempt
 * holds, not delivered yet), sends its mail, then records the outcome. A mail that fails frees the
 * occurrence and throws (the job retries it with backoff). An attempt that died (its replica
 * killed) is taken over after `attemptSeconds`: its mail goes then, or again, with the same
 * Message-ID when the mail server had accepted it just before the kill (the one window where a
 * mail can go twice: SMTP and the table cannot commit together). Nothing goes to an unverified
 * address; a training reminder goes only when a session is planned that day.
 */
export async function deliverReminder(
  occurrence: ReminderOccurrence,
  deps: { mailer: Mailer; publicUrl: string; now?: Date; attemptSeconds?: number },
): Promise<DeliveryOutcome> {
  const key = { userId: occurrence.userId, kind: occurrence.kind, dueAt: occurrence.dueAt };
  const attemptSeconds = deps.attemptSeconds ?? DEFAULT_ATTEMPT_SECONDS;
  const [taken] = await select<{ userId: string }>(
    `UPDATE reminder_sends SET delivering_at = now()
      WHERE user_id = $userId AND kind = $kind AND due_at = $dueAt AND outcome IS NULL
        AND (delivering_at IS NULL OR delivering_at < now() - make_interval(secs => $attemptSeconds))
      RETURNING user_id AS "userId"`,
    { ...key, attemptSeconds },
  );
  if (!taken) return 'done';
  const finish = (outcome: Exclude<DeliveryOutcome, 'done'>) =>
    select(
      `UPDATE reminder_sends SET outcome = $outcome, delivered_at = now(), delivering_at = NULL
        WHERE user_id = $userId AND kind = $kind AND due_at = $dueAt RETURNING kind`,
      { ...key, outcome },
    );
  try {
    const [member] = await select<Recipient>(
      `SELECT u.username, u.email,
              (u.email IS NOT NULL AND u.verified_email IS NOT NULL
                AND lower(u.email) = lower(u.verified_email)) AS verified,
              u.ia_settings->>'language' AS language,
              coalesce(s.time_zone, 'Europe/Paris') AS "timeZone", s.days,
              (SELECT max(period_end) FROM entitlements e
                WHERE e.user_id = u.id AND e.status = 'active') AS "accessEnd"
         FROM users u LEFT JOIN reminder_settings s ON s.user_id = u.id AND s.kind = $kind
        WHERE u.id = $userId`,
      key,
    );
    if (!member?.email || !member.verified) {
      await finish('unverified');
      return 'unverified';
    }
    const lang: ReminderMailLang = member.language === 'en' ? 'en' : 'fr';
    const details: ReminderDetails = {};
    if (occurrence.kind === 'training') {
      // On the days the member picked, the reminder goes unless they trained today already (it
      // names the routine's next day when there is one); else when the routine's rhythm plans one.
      const picked = Boolean(member.days?.length);
      const planned = picked
        ? await nextRoutineDay(occurrence.userId, member.timeZone, deps.now)
        : {
            trainedToday: false,
            session: await plannedSessionToday(occurrence.userId, member.timeZone, deps.now),
          };
      if (planned.trainedToday || (!picked && !planned.session)) {
        await finish('not-due');
        return 'not-due';
      }
      if (planned.session) details.session = planned.session;
      else details.pickedDay = true;
    }
    if (occurrence.kind === 'access-ending' && member.accessEnd) {
      details.accessEnd = DateTime.fromJSDate(new Date(member.accessEnd), {
        zone: member.timeZone,
      })
        .setLocale(lang)
        .toLocaleString(DateTime.DATE_FULL);
    }
    if (occurrence.kind === 'coach-reply') throw new Error('coach replies are mailed by the desk');
    const token = randomBytes(32).toString('base64url');
    await select(
      `INSERT INTO reminder_unsubscribe_tokens (token_hash, user_id, kind)
       VALUES ($hash, $userId, $kind) RETURNING kind`,
      { hash: hash(token), userId: occurrence.userId, kind: occurrence.kind },
    );
    await withTimeout(
      (attemptSeconds * 1000 * 3) / 4,
      deps.mailer.send({
        ...reminderMail(lang, member.email, {
          kind: occurrence.kind,
          username: member.username,
          publicUrl: deps.publicUrl,
          unsubscribeUrl: `${deps.publicUrl}/api/reminders/unsubscribe?token=${token}`,
          details,
        }),
        messageId: occurrenceMessageId(occurrence, deps.publicUrl),
      }),
    );
  } catch (err) {
    // Free the occurrence for the next attempt (the job's retry), then say it failed.
    await select(
      `UPDATE reminder_sends SET delivering_at = NULL
        WHERE user_id = $userId AND kind = $kind AND due_at = $dueAt RETURNING kind`,
      key,
    );
    throw err;
  }
  await finish('sent');
  return 'sent';
}

/**
 * One tick without the job runner's queue: claims what is due and delivers every pending
 * occurrence in turn. Answers how many mails went. (The runner claims in its cron job and gives
 * each occurrence its own job, so one member's failing mail never holds the others back.)
 */
export async function sendDueReminders(deps: {
  mailer: Mailer;
  publicUrl: string;
  logger: Logger;
  now?: Date;
}): Promise<number> {
  const now = deps.now ?? new Date();
  await claimDueReminders(now);
  let sent = 0;
  for (const occurrence of await pendingReminders(now)) {
    if ((await deliverReminder(occurrence, { ...deps, now })) === 'sent') sent += 1;
  }
  if (sent > 0) deps.logger.info({ sent }, 'reminders sent');
  return sent;
}

/** An unsubscribe token as the mails write it: 32 random bytes, base64url. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The token's kind and member's language, without spending it (the GET page). */
export async function peekUnsubscribe(
  token: string,
): Promise<{ kind: ReminderKind; language: string | null } | undefined> {
  if (!TOKEN.test(token)) return undefined;
  const [row] = await select<{ kind: ReminderKind; language: string | null }>(
    `SELECT t.kind, u.ia_settings->>'language' AS language
       FROM reminder_unsubscribe_tokens t JOIN users u ON u.id = t.user_id
      WHERE t.token_hash = $hash AND t.used_at IS NULL`,
    { hash: hash(token) },
  );
  return row;
}

/**
 * Spends an unsubscribe token: turns its kind off for its member (and nothing else). A token
 * already used, unknown or forged changes nothing and answers null.
 */
export async function unsubscribe(
  token: string,
): Promise<{ kind: ReminderKind; language: string | null } | null> {
  if (!TOKEN.test(token)) return null;
  return db().transaction(async (transaction) => {
    const [spent] = await select<{ userId: string; kind: ReminderKind }>(
      `UPDATE reminder_unsubscribe_tokens SET used_at = now()
        WHERE token_hash = $hash AND used_at IS NULL
        RETURNING user_id AS "userId", kind`,
      { hash: hash(token) },
      transaction,
    );
    if (!spent) return null;
    const [member] = await select<{ language: string | null }>(
      `UPDATE reminder_settings s SET enabled = false, next_due_at = NULL, updated_at = now()
         FROM users u
        WHERE s.user_id = $userId AND s.kind = $kind AND u.id = s.user_id
        RETURNING u.ia_settings->>'language' AS language`,
      spent,
      transaction,
    );
    return { kind: spent.kind, language: member?.language ?? null };
  });
}
