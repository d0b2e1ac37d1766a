import type { ReminderKind, ReminderSetting } from '@zak/contract';
import { iso, select } from '../../platform/db/query';

/** A stored kind's settings: the API's shape. */
export type ReminderRow = ReminderSetting;

interface Raw {
  kind: ReminderKind;
  enabled: boolean;
  weekday: number | null;
  time: string | null;
  days: number[] | null;
  time_zone: string;
  next_due_at: Date | string | null;
}

const toRow = (raw: Raw): ReminderRow => ({
  kind: raw.kind,
  enabled: raw.enabled,
  weekday: raw.weekday,
  time: raw.time,
  days: raw.days,
  timeZone: raw.time_zone,
  nextDueAt: iso(raw.next_due_at),
});

/** The member's stored settings (kinds never set have no row). */
export async function listSettings(userId: string): Promise<ReminderRow[]> {
  const rows = await select<Raw>(
    `SELECT kind, enabled, weekday, time, days, time_zone, next_due_at
       FROM reminder_settings WHERE user_id = $userId ORDER BY kind`,
    { userId },
  );
  return rows.map(toRow);
}

/** Creates or replaces one kind's settings; answers the stored row. */
export async function saveSetting(userId: string, row: ReminderRow): Promise<ReminderRow> {
  const [saved] = await select<Raw>(
    `INSERT INTO reminder_settings
       (user_id, kind, enabled, weekday, time, days, time_zone, next_due_at)
     VALUES ($userId, $kind, $enabled, $weekday, $time, $days::smallint[], $timeZone, $nextDueAt)
     ON CONFLICT (user_id, kind) DO UPDATE SET
       enabled = EXCLUDED.enabled, weekday = EXCLUDED.weekday, time = EXCLUDED.time,
       days = EXCLUDED.days, time_zone = EXCLUDED.time_zone, next_due_at = EXCLUDED.next_due_at,
       updated_at = now()
     RETURNING kind, enabled, weekday, time, days, time_zone, next_due_at`,
    { userId, ...row },
  );
  if (!saved) throw new Error('reminder setting not saved');
  return toRow(saved);
}
