import { createHash, randomBytes } from 'node:crypto';
import type { ReminderKind } from '@zak/contract';
import { db, select } from '../../platform/db/query';
import type { Logger } from '../../platform/logger';
import type { Mailer } from '../../platform/mail/mailer';
import { reminderMail, type ReminderMailLang } from './mail';
import { nextDue } from './reminders.service';

const hash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

interface Due {
  userId: string;
  kind: ReminderKind;
  dueAt: Date;
  weekday: number | null;
  time: string | null;
  timeZone: string;
  username: string;
  email: string | null;
  verified: boolean;
  language: string | null;
}

/** The kinds the scheduler sends today: the weekly check-in (training days come next). */
const SCHEDULED: readonly ReminderKind[] = ['checkin'];

/**
 * Sends every reminder due at `now`, once: the due settings are locked (FOR UPDATE SKIP LOCKED,
 * so two replicas take different rows), each occurrence is recorded in reminder_sends under its
 * key (member, kind, due instant) before its mail goes, and the setting moves to its next due
 * instant, all in one transaction per batch. A mail that fails rolls the batch back: the next
 * tick retries it. Nothing goes to an unverified address (the occurrence is skipped, recorded).
 */
export async function sendDueReminders(deps: {
  mailer: Mailer;
  publicUrl: string;
  logger: Logger;
  now?: Date;
  limit?: number;
}): Promise<number> {
  const now = deps.now ?? new Date();
  let sent = 0;
  await db().transaction(async (transaction) => {
    const due = await select<Due>(
      `SELECT s.user_id AS "userId", s.kind, s.next_due_at AS "dueAt", s.weekday, s.time,
              s.time_zone AS "timeZone", u.username, u.email,
              (u.email IS NOT NULL AND u.verified_email IS NOT NULL
                AND lower(u.email) = lower(u.verified_email)) AS verified,
              u.ia_settings->>'language' AS language
         FROM reminder_settings s JOIN users u ON u.id = s.user_id
        WHERE s.enabled AND s.next_due_at <= $now AND s.kind = ANY($kinds) AND u.is_active
        ORDER BY s.next_due_at
        LIMIT $limit
        FOR UPDATE OF s SKIP LOCKED`,
      { now, kinds: SCHEDULED, limit: deps.limit ?? 200 },
      transaction,
    );
    for (const reminder of due) {
      const [claimed] = await select<{ userId: string }>(
        `INSERT INTO reminder_sends (user_id, kind, due_at) VALUES ($userId, $kind, $dueAt)
         ON CONFLICT DO NOTHING RETURNING user_id AS "userId"`,
        { userId: reminder.userId, kind: reminder.kind, dueAt: reminder.dueAt },
        transaction,
      );
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
      if (!claimed || !reminder.email || !reminder.verified) continue;
      const token = randomBytes(32).toString('base64url');
      await select(
        `INSERT INTO reminder_unsubscribe_tokens (token_hash, user_id, kind)
         VALUES ($hash, $userId, $kind) RETURNING kind`,
        { hash: hash(token), userId: reminder.userId, kind: reminder.kind },
        transaction,
      );
      const lang: ReminderMailLang = reminder.language === 'en' ? 'en' : 'fr';
      await deps.mailer.send(
        reminderMail(lang, reminder.email, {
          kind: reminder.kind,
          username: reminder.username,
          publicUrl: deps.publicUrl,
          unsubscribeUrl: `${deps.publicUrl}/api/reminders/unsubscribe?token=${token}`,
        }),
      );
      sent += 1;
    }
  });
  if (sent > 0) deps.logger.info({ sent }, 'reminders sent');
  return sent;
}

/**
 * Spends an unsubscribe token: turns its kind off for its member (and nothing else). A token
 * already used, unknown or forged changes nothing and answers null.
 */
export async function unsubscribe(
  token: string,
): Promise<{ kind: ReminderKind; language: string | null } | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
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
