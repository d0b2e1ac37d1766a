// Whether a session is planned today for a member (issue #37's training reminder, and the member
// home's "today"): routines are ordered days, not weekdays, so the routine's rhythm decides. A
// routine of k days a week expects a session every 7/k days: a session is due today when none was
// started today (the member's date) and the last one is at least floor(7/k) days old (every day for
// four days or more, every other day for three, every third for two). The day due is the one after
// the last session's (or the first).
import { DateTime } from 'luxon';
import { select } from '../../platform/db/query';
import { activeRoutine } from './training.repository';

export interface PlannedSession {
  routineName: string;
  dayIndex: number;
  dayName: string;
  /** How many exercises the day holds. */
  exerciseCount: number;
}

type Routine = NonNullable<Awaited<ReturnType<typeof activeRoutine>>>;

/** The member's last session: when (days before today, in their time zone) and which day. */
async function lastSession(
  userId: string,
  timeZone: string,
  now: Date,
): Promise<{ daysAgo: number; dayIndex: number | null } | null> {
  const [last] = await select<{ startedAt: Date; dayIndex: number | null }>(
    `SELECT started_at AS "startedAt", day_index AS "dayIndex" FROM training_sessions
      WHERE user_id = $userId ORDER BY started_at DESC LIMIT 1`,
    { userId },
  );
  if (!last) return null;
  const today = DateTime.fromJSDate(now, { zone: timeZone }).startOf('day');
  const lastDay = DateTime.fromJSDate(new Date(last.startedAt), { zone: timeZone }).startOf('day');
  return { daysAgo: Math.round(today.diff(lastDay, 'days').days), dayIndex: last.dayIndex };
}

/** The routine's day after the last session's (or its first). */
function dayAfter(routine: Routine, last: { dayIndex: number | null } | null): PlannedSession {
  const k = routine.days.length;
  const dayIndex = last?.dayIndex === null || !last ? 0 : (last.dayIndex + 1) % k;
  const day = routine.days[dayIndex]!;
  return {
    routineName: routine.name,
    dayIndex,
    dayName: day.name,
    exerciseCount: day.exercises.length,
  };
}

/**
 * On a training day the member picked (the reminder's days): whether they trained today already,
 * and the routine's next day when they have a routine, whatever its rhythm says.
 */
export async function nextRoutineDay(
  userId: string,
  timeZone: string,
  now = new Date(),
): Promise<{ trainedToday: boolean; session: PlannedSession | null }> {
  const routine = await activeRoutine(userId);
  const last = await lastSession(userId, timeZone, now);
  const trainedToday = last !== null && last.daysAgo < 1;
  if (!routine || routine.days.length === 0) return { trainedToday, session: null };
  return { trainedToday, session: dayAfter(routine, last) };
}

export async function plannedSessionToday(
  userId: string,
  timeZone: string,
  now = new Date(),
): Promise<PlannedSession | null> {
  const routine = await activeRoutine(userId);
  if (!routine || routine.days.length === 0) return null;
  const last = await lastSession(userId, timeZone, now);
  const k = routine.days.length;
  if (last && last.daysAgo < Math.max(1, Math.floor(7 / k))) return null;
  return dayAfter(routine, last);
}
