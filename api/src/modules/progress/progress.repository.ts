import type {
  CheckIn,
  CheckInReply,
  CoachingProfile,
  CoachingProfileInput,
  MeasurementEntry,
  WeightEntry,
} from '@zak/contract';
import { db, select, selectPrepared } from '../../platform/db/query';

/**
 * One daily log: its table and its columns (API name -> column). Every log has `id`, `user_id`,
 * `day` and UNIQUE (user_id, day); the same SQL serves the three of them.
 */
export interface DailyLog<E> {
  table: string;
  columns: Record<Exclude<keyof E, 'id' | 'date'>, string>;
}

export const WEIGHTS: DailyLog<WeightEntry> = {
  table: 'weight_entries',
  columns: { weightKg: 'weight_kg' },
};

export const MEASUREMENTS: DailyLog<MeasurementEntry> = {
  table: 'measurement_entries',
  columns: {
    waistCm: 'waist_cm',
    chestCm: 'chest_cm',
    armCm: 'arm_cm',
    thighCm: 'thigh_cm',
    hipCm: 'hip_cm',
    neckCm: 'neck_cm',
    bodyFatPct: 'body_fat_pct',
    bodyFatMethod: 'body_fat_method',
  },
};

export const CHECK_INS: DailyLog<CheckIn> = {
  table: 'check_ins',
  columns: {
    dietAdherence: 'diet_adherence',
    trainingAdherence: 'training_adherence',
    sleep: 'sleep',
    energy: 'energy',
    stress: 'stress',
    hunger: 'hunger',
    notes: 'notes',
  },
};

const pairs = <E>(log: DailyLog<E>) => Object.entries(log.columns) as Array<[string, string]>;

/** `id`, the day as text (no time zone conversion) and the columns under their API names. */
const selectList = <E>(log: DailyLog<E>) =>
  [
    'id',
    `to_char(day, 'YYYY-MM-DD') AS "date"`,
    ...pairs(log).map(([key, column]) => `${column} AS "${key}"`),
  ].join(', ');

/** Values of an entry, named for the SQL's bind parameters (missing ones are null). */
function binds<E>(log: DailyLog<E>, values: object) {
  const given = values as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key] of pairs(log)) out[key] = given[key] ?? null;
  return out;
}

/** Creates the member's entry for `date`, or replaces that day's entry (one per day). */
export async function upsertEntry<E>(
  log: DailyLog<E>,
  userId: string,
  date: string,
  values: object,
): Promise<E> {
  const cols = pairs(log);
  const [row] = await select<E & object>(
    `INSERT INTO ${log.table} (user_id, day, ${cols.map(([, c]) => c).join(', ')})
     VALUES ($userId, $date, ${cols.map(([k]) => `$${k}`).join(', ')})
     ON CONFLICT (user_id, day) DO UPDATE SET
       ${cols.map(([, c]) => `${c} = EXCLUDED.${c}`).join(', ')}, updated_at = now()
     RETURNING ${selectList(log)}`,
    { userId, date, ...binds(log, values) },
  );
  return row as E;
}

/**
 * Replaces the member's entry `id` (its day may change). Null when it is not theirs or absent;
 * a day that already has another entry raises the unique violation (the service answers 409).
 */
export async function replaceEntry<E>(
  log: DailyLog<E>,
  userId: string,
  id: string,
  date: string,
  values: object,
): Promise<E | null> {
  const cols = pairs(log);
  const [row] = await select<E & object>(
    `UPDATE ${log.table} SET day = $date, ${cols.map(([k, c]) => `${c} = $${k}`).join(', ')},
       updated_at = now()
     WHERE id = $id AND user_id = $userId
     RETURNING ${selectList(log)}`,
    { userId, id, date, ...binds(log, values) },
  );
  return (row as E | undefined) ?? null;
}

/** Deletes the member's entry `id`; false when it is not theirs or absent. */
export async function deleteEntry<E>(log: DailyLog<E>, userId: string, id: string) {
  const rows = await select<{ id: string }>(
    `DELETE FROM ${log.table} WHERE id = $id AND user_id = $userId RETURNING id`,
    { id, userId },
  );
  return rows.length > 0;
}

/**
 * The member's entries from `from` to `to` (days, inclusive), oldest first: a named prepared
 * statement on the pg connection (a year of daily rows, read on every tracker visit and before
 * each chat answer, skips Sequelize's row handling).
 */
export function listEntries<E>(
  log: DailyLog<E>,
  userId: string,
  range: { from: string; to: string },
  order: 'ASC' | 'DESC' = 'ASC',
  limit = 10_000,
): Promise<E[]> {
  return selectPrepared<E & object>(
    `progress-list-${log.table}-${order}`,
    `SELECT ${selectList(log)} FROM ${log.table}
     WHERE user_id = $userId AND day BETWEEN $from::date AND $to::date
     ORDER BY day ${order === 'ASC' ? 'ASC' : 'DESC'} LIMIT $limit::int`,
    { userId, from: range.from, to: range.to, limit },
  );
}

/** Every entry of the member, oldest first (export). */
export const allEntries = <E>(log: DailyLog<E>, userId: string) =>
  listEntries(log, userId, { from: '0001-01-01', to: '9999-12-31' }, 'ASC', 1_000_000);

const PROFILE_COLUMNS = `goal, height_cm AS "heightCm", birth_year AS "birthYear", sex,
  training_days AS "trainingDays", level, equipment, units, coach_context AS "coachContext"`;

export async function findProfile(userId: string): Promise<CoachingProfile | null> {
  const [row] = await select<CoachingProfile>(
    `SELECT ${PROFILE_COLUMNS} FROM progress_profiles WHERE user_id = $userId`,
    { userId },
  );
  return row ?? null;
}

export async function saveProfile(
  userId: string,
  p: CoachingProfileInput,
): Promise<CoachingProfile> {
  const [row] = await select<CoachingProfile>(
    `INSERT INTO progress_profiles
       (user_id, goal, height_cm, birth_year, sex, training_days, level, equipment, units)
     VALUES ($userId, $goal, $heightCm, $birthYear, $sex, $trainingDays, $level, $equipment, $units)
     ON CONFLICT (user_id) DO UPDATE SET goal = EXCLUDED.goal, height_cm = EXCLUDED.height_cm,
       birth_year = EXCLUDED.birth_year, sex = EXCLUDED.sex,
       training_days = EXCLUDED.training_days, level = EXCLUDED.level,
       equipment = EXCLUDED.equipment, units = EXCLUDED.units, updated_at = now()
     RETURNING ${PROFILE_COLUMNS}`,
    { userId, ...p },
  );
  return row as CoachingProfile;
}

/** The member's choice to give the coach their data (a profile row is created if needed). */
export async function setCoachContext(userId: string, enabled: boolean): Promise<void> {
  await db().query(
    `INSERT INTO progress_profiles (user_id, coach_context) VALUES ($userId, $enabled)
     ON CONFLICT (user_id) DO UPDATE SET coach_context = EXCLUDED.coach_context, updated_at = now()`,
    { bind: { userId, enabled } },
  );
}

/**
 * The coach's replies to the member's check-ins `ids` (issue 36, migration 0021), by check-in id:
 * the member reads them under their check-ins; the coach desk writes them.
 */
export async function checkInReplies(
  userId: string,
  ids: readonly string[],
): Promise<Map<string, CheckInReply>> {
  if (ids.length === 0) return new Map();
  const rows = await select<CheckInReply & { checkInId: string }>(
    `SELECT r.check_in_id AS "checkInId", r.body, c.username AS coach,
       to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
       to_char(r.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt"
     FROM check_in_replies r LEFT JOIN users c ON c.id = r.coach_id
     WHERE r.member_id = $userId AND r.check_in_id = ANY($ids::uuid[])`,
    { userId, ids: [...ids] },
  );
  return new Map(rows.map(({ checkInId, ...reply }) => [checkInId, reply]));
}
