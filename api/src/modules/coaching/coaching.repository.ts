import {
  ATTENTION_RULES as R,
  GOAL_RATE_RANGE,
  MIN_ENTRIES_PER_WEEK,
  type AttentionFlag,
  type CoachNote,
  type CoachSummary,
  type RosterFilter,
  type RosterSort,
} from '@zak/contract';
import { containsPattern, db, select } from '../../platform/db/query';

/**
 * The desk's SQL (issue 36). The roster and the attention list read member_coaching_summary (one
 * row per member, migration 0024): every figure and flag stored for one UTC day, so a list reads
 * stored rows. Before a list is read, `refreshStale` recomputes the rows that writes made stale
 * (their version moved past fresh_version) and the rows of members in scope computed for another
 * day: set-based, for a batch of members at once, never one query per member. What depends on the
 * instant (the access running now, snoozes) is computed at the read from stored dates.
 * Every day is a UTC day; `$today` is the day the figures are computed at.
 */

/** The goals' usual weekly rates as a VALUES list (numbers from the contract, never user input). */
const RANGES = Object.entries(GOAL_RATE_RANGE)
  .map(([goal, r]) => `('${goal}', ${r.min}::float8, ${r.max}::float8)`)
  .join(', ');

const utcDay = (column: string) => `(${column} AT TIME ZONE 'UTC')::date`;
const dayStart = (offset: number) => `(($today::date - ${offset})::timestamp AT TIME ZONE 'UTC')`;

/**
 * Each flag's rule in SQL, over a row of `figures` (the refresh): the day its current occurrence
 * started (null: not raised) and what was measured. The occurrence is what a handled state is kept
 * for. `access-ending` is null here: it depends on the instant, and is computed at the read.
 */
const FLAG_RULES: Array<[AttentionFlag, string, string] | [AttentionFlag, null, null]> = [
  [
    'no-check-in',
    `CASE WHEN $today::date - f.checkin_ref >= ${R.noCheckInDays} THEN f.checkin_ref + ${R.noCheckInDays} END`,
    `$today::date - f.checkin_ref`,
  ],
  [
    'low-adherence',
    `CASE WHEN least(f.diet_adherence, f.training_adherence) <= ${R.lowAdherence} THEN f.lc_day END`,
    `least(f.diet_adherence, f.training_adherence)`,
  ],
  [
    'weight-rate',
    `CASE WHEN (f.rate0 < f.rate_min OR f.rate0 > f.rate_max)
       AND (f.rate1 < f.rate_min OR f.rate1 > f.rate_max)
     THEN date_trunc('week', $today::date)::date END`,
    `f.rate0`,
  ],
  [
    'no-session',
    `CASE WHEN f.plan_days IS NOT NULL AND $today::date - f.session_ref >= ${R.noSessionDays}
     THEN f.session_ref + ${R.noSessionDays} END`,
    `$today::date - f.session_ref`,
  ],
  [
    'compliance-drop',
    `CASE WHEN f.compliance30 - f.compliance7 >= ${R.complianceDrop}
     THEN date_trunc('week', $today::date)::date END`,
    `f.compliance30 - f.compliance7`,
  ],
  ['access-ending', null, null],
  [
    'no-sign-in',
    `CASE WHEN $today::date - f.signin_ref >= ${R.noSignInDays} THEN f.signin_ref + ${R.noSignInDays} END`,
    `$today::date - f.signin_ref`,
  ],
];

/** A stored flag's columns in member_coaching_summary: `no_check_in_since`, `..._value`. */
const column = (flag: AttentionFlag) => flag.replace(/-/g, '_');
const STORED = FLAG_RULES.filter(
  (r): r is [AttentionFlag, string, string] => r[1] !== null && r[2] !== null,
);

/**
 * A member is on the desk: an active member (role user) with a running access or a coach. Over a
 * summary row `m` (the access is running at the instant of the read).
 */
const ON_DESK = `m.role = 'user' AND m.is_active
  AND (m.access_open OR m.access_end > now() OR m.coach_id IS NOT NULL)`;

/**
 * Recomputes the summary rows of `$ids` for `$today` from the sources, in one statement. Each
 * source is read once for the batch (a date range, grouped by member) and hash-joined (or, for a
 * few members, looked up by its (user_id, ...) index); the latest check-in and session come from
 * coaching_activity and the 7-day weight sums from weight_windows (kept on write, migration 0021).
 * `fresh_version` takes the version this statement's snapshot saw: a write committed meanwhile
 * leaves the row stale, and the next read recomputes it.
 */
const REFRESH_SQL = `
  WITH todo AS (
    SELECT user_id, version FROM member_coaching_summary WHERE user_id = ANY ($ids::uuid[])
  ),
  stats AS (
    SELECT t.user_id AS id, t.version, u.username, u.role, u.is_active, u.created_at,
      u.last_login_at, ca.coach_id, coalesce(acc.open, false) AS access_open, acc.end_at,
      p.goal, rr.min AS rate_min, rr.max AS rate_max,
      a.check_in_id AS lc_id, a.check_in_day AS lc_day, a.diet_adherence, a.training_adherence,
      a.sleep, a.energy, a.stress, a.hunger, ${utcDay('a.last_session_at')} AS last_session_day,
      w.avg0, w.n0, w.avg1, w.n1, w.avg2, w.n2,
      r.plan_days, r.routine_day, coalesce(s.n7, 0) AS n7, coalesce(s.n30, 0) AS n30
    FROM todo t
    JOIN users u ON u.id = t.user_id
    LEFT JOIN coach_assignments ca ON ca.member_id = t.user_id
    LEFT JOIN (
      SELECT user_id, bool_or(period_end IS NULL) AS open, max(period_end) AS end_at
      FROM entitlements WHERE status = 'active' AND user_id = ANY ($ids::uuid[])
      GROUP BY user_id
    ) acc ON acc.user_id = t.user_id
    LEFT JOIN progress_profiles p ON p.user_id = t.user_id
    LEFT JOIN (VALUES ${RANGES}) rr(goal, min, max) ON rr.goal = p.goal
    LEFT JOIN coaching_activity a ON a.user_id = t.user_id
    LEFT JOIN (
      SELECT user_id,
        max(total / n) FILTER (WHERE day = $today::date) AS avg0,
        coalesce(max(n) FILTER (WHERE day = $today::date), 0) AS n0,
        max(total / n) FILTER (WHERE day = $today::date - 7) AS avg1,
        coalesce(max(n) FILTER (WHERE day = $today::date - 7), 0) AS n1,
        max(total / n) FILTER (WHERE day = $today::date - 14) AS avg2,
        coalesce(max(n) FILTER (WHERE day = $today::date - 14), 0) AS n2
      FROM weight_windows
      WHERE day IN ($today::date, $today::date - 7, $today::date - 14)
        AND user_id = ANY ($ids::uuid[])
      GROUP BY user_id
    ) w ON w.user_id = t.user_id
    LEFT JOIN (
      SELECT user_id, jsonb_array_length(days) AS plan_days, ${utcDay('updated_at')} AS routine_day
      FROM training_routines WHERE active AND user_id = ANY ($ids::uuid[])
    ) r ON r.user_id = t.user_id
    LEFT JOIN (
      SELECT user_id, count(*) FILTER (WHERE started_at >= ${dayStart(6)}) AS n7, count(*) AS n30
      FROM training_sessions
      WHERE started_at >= ${dayStart(29)} AND started_at < ${dayStart(-1)}
        AND user_id = ANY ($ids::uuid[])
      GROUP BY user_id
    ) s ON s.user_id = t.user_id
  ),
  figures AS (
    SELECT s.*,
      CASE WHEN s.n0 >= ${MIN_ENTRIES_PER_WEEK} THEN round(s.avg0::numeric, 2) END AS average7,
      CASE WHEN s.n0 >= ${MIN_ENTRIES_PER_WEEK} AND s.n1 >= ${MIN_ENTRIES_PER_WEEK}
        THEN round(((s.avg0 - s.avg1) / s.avg1 * 100)::numeric, 2) END AS rate0,
      CASE WHEN s.n1 >= ${MIN_ENTRIES_PER_WEEK} AND s.n2 >= ${MIN_ENTRIES_PER_WEEK}
        THEN round(((s.avg1 - s.avg2) / s.avg2 * 100)::numeric, 2) END AS rate1,
      CASE WHEN s.plan_days > 0
        THEN least(100, round(s.n7 * 100.0 / s.plan_days))::int END AS compliance7,
      CASE WHEN s.plan_days > 0
        THEN least(100, round(s.n30 * 100.0 / (s.plan_days * 30 / 7.0)))::int END AS compliance30,
      coalesce(s.lc_day, ${utcDay('s.created_at')}) AS checkin_ref,
      coalesce(s.last_session_day, s.routine_day) AS session_ref,
      coalesce(${utcDay('s.last_login_at')}, ${utcDay('s.created_at')}) AS signin_ref
    FROM stats s
  ),
  flagged AS (
    SELECT f.*, ${STORED.map(([flag, since, value]) => `${since} AS ${column(flag)}_since, ${value} AS ${column(flag)}_value`).join(',\n      ')}
    FROM figures f
  )
  UPDATE member_coaching_summary m SET fresh_version = g.version, day = $today::date,
    username = g.username, role = g.role, is_active = g.is_active, coach_id = g.coach_id,
    access_open = g.access_open, access_end = g.end_at, last_login_at = g.last_login_at,
    lc_id = g.lc_id, lc_day = g.lc_day, diet_adherence = g.diet_adherence,
    training_adherence = g.training_adherence, sleep = g.sleep, energy = g.energy,
    stress = g.stress, hunger = g.hunger, goal = g.goal, rate_min = g.rate_min,
    rate_max = g.rate_max, average7 = g.average7, rate0 = g.rate0, plan_days = g.plan_days,
    compliance7 = g.compliance7, compliance30 = g.compliance30,
    ${STORED.map(([flag]) => `${column(flag)}_since = g.${column(flag)}_since, ${column(flag)}_value = g.${column(flag)}_value`).join(',\n    ')}
  FROM flagged g
  WHERE m.user_id = g.id`;

/** Rewrites the stored flags of `$ids` from their summary rows (members on the desk's roles). */
const FLAGS_SQL = [
  `DELETE FROM member_coaching_flags WHERE member_id = ANY ($ids::uuid[])`,
  `INSERT INTO member_coaching_flags (member_id, flag, since, value, username, coach_id,
     access_open, access_end)
   SELECT m.user_id, x.flag, x.since, x.value, m.username, m.coach_id, m.access_open, m.access_end
   FROM member_coaching_summary m
   CROSS JOIN LATERAL (VALUES ${STORED.map(([flag]) => `('${flag}', m.${column(flag)}_since, m.${column(flag)}_value)`).join(', ')})
     x(flag, since, value)
   WHERE m.user_id = ANY ($ids::uuid[]) AND x.since IS NOT NULL AND m.role = 'user' AND m.is_active`,
];

/**
 * The rows to recompute: behind a write, or on the desk and computed for another day (the
 * figures of a day are not the next day's: the 7-day windows move, the days since grow).
 */
const STALE_SQL = `
  SELECT user_id AS id FROM member_coaching_summary WHERE version > fresh_version
  UNION
  SELECT m.user_id FROM member_coaching_summary m
  WHERE (m.day < $today::date OR m.day > $today::date) AND ${ON_DESK}
  LIMIT $limit`;

/** Members a refresh statement recomputes at most (each batch well inside the statement timeout). */
export const REFRESH_BATCH = 2_000;
/** The lock that serialises refreshes (two would wait on each other's rows in any order). */
const REFRESH_LOCK = 36_0024;

/**
 * Brings the summary up to date for `today` before a list is read: the stale rows, in batches.
 * Nothing stale (the usual case): one index lookup. Refreshes take turns (an advisory lock), and
 * each batch re-reads what is stale once it holds the lock, so two readers never compute twice.
 * Returns the number of rows recomputed.
 */
export async function refreshStale(today: string, maxBatches = 100): Promise<number> {
  let done = 0;
  for (let batch = 0; batch < maxBatches; batch += 1) {
    const waiting = await select<{ id: string }>(STALE_SQL, { today, limit: 1 });
    if (waiting.length === 0) break;
    const n = await db().transaction(async (transaction) => {
      await select(`SELECT pg_advisory_xact_lock(${REFRESH_LOCK}) AS locked`, {}, transaction);
      const ids = (
        await select<{ id: string }>(STALE_SQL, { today, limit: REFRESH_BATCH }, transaction)
      ).map((r) => r.id);
      if (ids.length > 0) {
        await db().query(REFRESH_SQL, { bind: { ids, today }, transaction });
        for (const sql of FLAGS_SQL) await db().query(sql, { bind: { ids }, transaction });
      }
      return ids.length;
    });
    done += n;
  }
  return done;
}

/** Whether a row is behind a write or, on the desk, computed for another day than `today`. */
export async function anyStale(today: string): Promise<boolean> {
  return (await select<{ id: string }>(STALE_SQL, { today, limit: 1 })).length > 0;
}

/** The statement that refreshes a batch (what the bench explains). */
export const refreshQuery = (ids: string[], today: string) => ({
  sql: REFRESH_SQL,
  bind: { ids, today },
});

/** Which members a statement reads: every one, a coach's, or one member's. */
type Reach = 'all' | 'coach' | 'member';

/**
 * Each flag at the read, over a summary row `f`: its stored occurrence and value, and for
 * `access-ending` the access running now and ending within the days of the rule.
 */
const FLAG_SQL: Array<[AttentionFlag, string, string]> = FLAG_RULES.map(([flag, since]) =>
  since === null
    ? [
        flag,
        `CASE WHEN f.has_access AND f.end_day - $today::date <= ${R.accessEndingDays}
         THEN f.end_day - ${R.accessEndingDays} END`,
        `f.end_day - $today::date`,
      ]
    : [flag, `f.${column(flag)}_since`, `f.${column(flag)}_value`],
);

/**
 * The summary rows of the members in scope (every member on the desk, a coach's, or one), and the
 * occurrences marked handled or snoozed (`quiet`: usually few rows).
 */
/** What the lists read of a summary row `m`, with the access as it stands now. */
const BASE_COLUMNS = `m.user_id, m.username, m.last_login_at, m.lc_day, m.plan_days, m.compliance7,
  ${STORED.map(([flag]) => `m.${column(flag)}_since, m.${column(flag)}_value`).join(', ')},
  coalesce(m.access_open OR m.access_end > now(), false) AS has_access,
  CASE WHEN NOT m.access_open AND m.access_end > now() THEN m.access_end END AS ends_at,
  CASE WHEN NOT m.access_open AND m.access_end > now() THEN ${utcDay('m.access_end')} END AS end_day`;

const members = (reach: Reach) => `
  base AS NOT MATERIALIZED (
    SELECT ${BASE_COLUMNS}
    FROM member_coaching_summary m
    WHERE ${ON_DESK}
      AND ($coachId::uuid IS NULL OR m.coach_id = $coachId::uuid)
      ${reach === 'member' ? 'AND m.user_id = $memberId::uuid' : ''}
      AND ($pattern::text IS NULL OR m.username ILIKE $pattern::text)
  ),
  quiet AS (
    SELECT member_id, array_agg(flag || '@' || since) AS keys FROM coach_flag_states
    WHERE (state = 'handled' OR snoozed_until > $today::date)
      ${reach === 'member' ? 'AND member_id = $memberId::uuid' : ''}
    GROUP BY member_id
  )`;

/**
 * Each row of `base` with its flags: `on<i>` whether flag i is shown (raised, and its occurrence
 * neither handled nor snoozed: the keys are compared only for the few members with such states).
 */
const shownFlag = (flag: AttentionFlag, since: string) =>
  `(${since} IS NOT NULL AND (q.keys IS NULL OR NOT ('${flag}@' || ${since}) = ANY (q.keys)))`;
const SHOWN = `
  shown AS NOT MATERIALIZED (
    SELECT f.*, ${FLAG_SQL.map(([flag, since], i) => `${shownFlag(flag, since)} AS on${i}`).join(',\n      ')}
    FROM base f LEFT JOIN quiet q ON q.member_id = f.user_id
  )`;

export interface Scope {
  /** Null: every member (an administrator). */
  coachId: string | null;
  today: string;
}

type ScopeParams = {
  coachId: string | null;
  memberId: string | null;
  pattern: string | null;
  today: string;
};

const params = (scope: Scope, more: Partial<ScopeParams> = {}): ScopeParams => ({
  coachId: scope.coachId,
  today: scope.today,
  memberId: null,
  pattern: null,
  ...more,
});

export interface RosterRow {
  id: string;
  username: string;
  coachId: string | null;
  coachName: string | null;
  lastLoginAt: Date | null;
  lcId: string | null;
  lcDay: string | null;
  dietAdherence: number | null;
  trainingAdherence: number | null;
  sleep: number | null;
  energy: number | null;
  stress: number | null;
  hunger: number | null;
  average7: string | null;
  goal: string | null;
  rateMin: number | null;
  rateMax: number | null;
  rate0: string | null;
  compliance7: number | null;
  compliance30: number | null;
  endsAt: Date | null;
  hasAccess: boolean;
  flags: string;
  total: string;
}

const SORTS: Record<RosterSort, string> = {
  name: 'f.username',
  lastSignIn: 'f.last_login_at',
  lastCheckIn: 'f.lc_day',
  compliance7: 'f.compliance7',
  accessEnd: 'f.ends_at',
};

const FILTERS: Record<RosterFilter, string> = {
  all: 'TRUE',
  attention: `(${FLAG_SQL.map((_, i) => `f.on${i}`).join(' OR ')})`,
  'no-routine': 'f.plan_days IS NULL',
  'access-ending': `f.has_access AND f.end_day - $today::date <= ${R.accessEndingDays}`,
};

export interface RosterQueryInput {
  search?: string;
  sort: RosterSort;
  order: 'asc' | 'desc';
  filter: RosterFilter;
  page: number;
  limit: number;
}

/** The roster page's statement and binds (also what the bench explains). */
export function rosterQuery(scope: Scope, q: RosterQueryInput) {
  const direction = q.order === 'desc' ? 'DESC' : 'ASC';
  const source = q.filter === 'attention' ? 'shown' : 'base';
  return {
    // Only the attention filter needs every row's flags; the page's 20 get theirs after the sort.
    sql: `WITH ${members(scope.coachId ? 'coach' : 'all')}, ${SHOWN},
     page AS (
       SELECT f.user_id, f.username, ${SORTS[q.sort]} AS k,
         (SELECT count(*) FROM ${source} f WHERE ${FILTERS[q.filter]}) AS total
       FROM ${source} f
       WHERE ${FILTERS[q.filter]}
       ORDER BY k ${direction} NULLS LAST, f.username ${direction}, f.user_id
       LIMIT $limit OFFSET $offset
     )
     SELECT p.user_id AS id, p.username, f.coach_id AS "coachId", c.username AS "coachName",
       f.last_login_at AS "lastLoginAt", f.lc_id AS "lcId",
       to_char(f.lc_day, 'YYYY-MM-DD') AS "lcDay", f.diet_adherence AS "dietAdherence",
       f.training_adherence AS "trainingAdherence", f.sleep, f.energy, f.stress, f.hunger,
       f.average7, f.goal, f.rate_min AS "rateMin", f.rate_max AS "rateMax", f.rate0,
       f.compliance7, f.compliance30, f.ends_at AS "endsAt", f.has_access AS "hasAccess",
       ${FLAG_SQL.map(([flag, since]) => `${shownFlag(flag, since)}::int`).join(' + ')} AS flags,
       p.total
     FROM page p
     CROSS JOIN LATERAL (
       SELECT ${BASE_COLUMNS}, m.coach_id, m.lc_id, m.diet_adherence, m.training_adherence,
         m.sleep, m.energy, m.stress, m.hunger, m.average7, m.goal, m.rate_min, m.rate_max,
         m.rate0, m.compliance30
       FROM member_coaching_summary m WHERE m.user_id = p.user_id
     ) f
     LEFT JOIN quiet q ON q.member_id = p.user_id
     LEFT JOIN users c ON c.id = f.coach_id
     ORDER BY p.k ${direction} NULLS LAST, p.username ${direction}, p.user_id`,
    bind: {
      ...params(scope, { pattern: q.search ? containsPattern(q.search) : null }),
      limit: q.limit,
      offset: (q.page - 1) * q.limit,
    },
  };
}

/** A page of the roster with the total, in one statement, once the summary is up to date. */
export async function rosterPage(scope: Scope, q: RosterQueryInput): Promise<RosterRow[]> {
  await refreshStale(scope.today);
  const { sql, bind } = rosterQuery(scope, q);
  return select<RosterRow>(sql, bind);
}

export interface RaisedRow {
  memberId: string;
  username: string;
  flag: AttentionFlag;
  since: string;
  value: string | null;
  total: string;
}

/** An occurrence neither handled nor snoozed (a row `r` with member_id, flag and since). */
const NOT_QUIET = `NOT EXISTS (
  SELECT 1 FROM coach_flag_states c
  WHERE c.member_id = r.member_id AND c.flag = r.flag AND c.since = r.since
    AND (c.state = 'handled' OR c.snoozed_until > $today::date))`;

/**
 * The raised flags in scope, shown: the stored ones (member_coaching_flags, whose rows carry the
 * access and the coach the scope needs), and `access-ending`, computed from the access's end on
 * the desk's rows (an index on it: the few ending within the rule's days).
 */
const flagRows = (reach: Reach) => {
  const only = `AND ($coachId::uuid IS NULL OR r.coach_id = $coachId::uuid)
    ${reach === 'member' ? 'AND r.member_id = $memberId::uuid' : ''}`;
  const endDay = utcDay('r.access_end');
  return [
    `SELECT r.member_id, r.username, r.flag, r.since, r.value FROM member_coaching_flags r
     WHERE (r.access_open OR r.access_end > now() OR r.coach_id IS NOT NULL) ${only}
       AND ${NOT_QUIET}`,
    `SELECT r.member_id, r.username, r.flag, r.since, r.value FROM (
       SELECT r.user_id AS member_id, r.username, 'access-ending' AS flag, r.coach_id,
         ${endDay} - ${R.accessEndingDays} AS since, (${endDay} - $today::date)::numeric AS value
       FROM member_coaching_summary r
       WHERE NOT r.access_open AND r.access_end > now()
         AND r.access_end < (($today::date + ${R.accessEndingDays + 1})::timestamp AT TIME ZONE 'UTC')
         AND r.role = 'user' AND r.is_active
     ) r
     WHERE TRUE ${only} AND ${NOT_QUIET}`,
  ];
};

/**
 * The attention list's statement and binds (also what the bench explains): the stored flags read
 * in their index's order up to the page's end, merged with the few access-ending ones; the total
 * counted apart.
 */
export const raisedQuery = (
  scope: Scope,
  memberId: string | null = null,
  paging = { page: 1, limit: 1_000_000 },
) => {
  const [stored, ending] = flagRows(memberId ? 'member' : scope.coachId ? 'coach' : 'all');
  return {
    sql: `SELECT r.member_id AS "memberId", r.username, r.flag,
       to_char(r.since, 'YYYY-MM-DD') AS since, r.value,
       (SELECT count(*) FROM (${stored} UNION ALL ${ending}) r) AS total
     FROM (
       (${stored} ORDER BY r.since, r.username, r.flag LIMIT $upto)
       UNION ALL ${ending}
     ) r
     ORDER BY r.since, r.username, r.flag
     LIMIT $limit OFFSET $offset`,
    bind: {
      ...params(scope, { memberId }),
      limit: paging.limit,
      offset: (paging.page - 1) * paging.limit,
      upto: paging.page * paging.limit,
    },
  };
};

/**
 * The flags raised now (handled and snoozed occurrences left out), oldest occurrence first: a
 * page of them, or every one of a member's; once the summary is up to date.
 */
export async function raisedFlags(
  scope: Scope,
  memberId: string | null = null,
  paging?: { page: number; limit: number },
): Promise<RaisedRow[]> {
  await refreshStale(scope.today);
  const { sql, bind } = raisedQuery(scope, memberId, paging);
  return select<RaisedRow>(sql, bind);
}

// ---------------------------------------------------------------- who may see whom

export interface MemberHead {
  id: string;
  username: string;
  email: string | null;
  role: string;
  createdAt: Date;
  lastLoginAt: Date | null;
  language: 'fr' | 'en' | null;
  coachId: string | null;
  coachName: string | null;
}

export async function findMember(id: string): Promise<MemberHead | null> {
  const [row] = await select<MemberHead>(
    `SELECT u.id, u.username, u.email, u.role, u.created_at AS "createdAt",
       u.last_login_at AS "lastLoginAt", u.language, ca.coach_id AS "coachId",
       c.username AS "coachName"
     FROM users u
     LEFT JOIN coach_assignments ca ON ca.member_id = u.id
     LEFT JOIN users c ON c.id = ca.coach_id
     WHERE u.id = $id`,
    { id },
  );
  return row ?? null;
}

// ---------------------------------------------------------------- assignments

/** Assigns the member to the coach (replacing any other), or ends the follow-up (coachId null). */
export async function saveAssignment(memberId: string, coachId: string | null): Promise<void> {
  if (coachId === null) {
    await select(`DELETE FROM coach_assignments WHERE member_id = $memberId RETURNING member_id`, {
      memberId,
    });
    return;
  }
  await select(
    `INSERT INTO coach_assignments (member_id, coach_id) VALUES ($memberId, $coachId)
     ON CONFLICT (member_id) DO UPDATE SET coach_id = EXCLUDED.coach_id, assigned_at = now()
     RETURNING member_id`,
    { memberId, coachId },
  );
}

export function listCoaches(): Promise<CoachSummary[]> {
  return select<CoachSummary>(
    `SELECT c.id, c.username, count(ca.member_id)::int AS members
     FROM users c LEFT JOIN coach_assignments ca ON ca.coach_id = c.id
     WHERE c.role = 'coach' GROUP BY c.id, c.username ORDER BY c.username`,
  );
}

// ---------------------------------------------------------------- flag states

export async function saveFlagState(state: {
  memberId: string;
  flag: AttentionFlag;
  since: string;
  state: 'handled' | 'snoozed';
  snoozedUntil: string | null;
  note: string;
  byUserId: string;
}): Promise<void> {
  await select(
    `INSERT INTO coach_flag_states (member_id, flag, since, state, snoozed_until, note, by_user_id)
     VALUES ($memberId, $flag, $since::date, $state, $snoozedUntil::date, $note, $byUserId)
     ON CONFLICT (member_id, flag, since) DO UPDATE SET state = EXCLUDED.state,
       snoozed_until = EXCLUDED.snoozed_until, note = EXCLUDED.note,
       by_user_id = EXCLUDED.by_user_id, updated_at = now()
     RETURNING member_id`,
    state,
  );
}

// ---------------------------------------------------------------- notes

const NOTE_COLUMNS = `n.id, n.body, a.username AS author,
  to_char(n.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
  to_char(n.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt"`;

export const listNotes = (memberId: string) =>
  select<CoachNote>(
    `SELECT ${NOTE_COLUMNS} FROM coach_notes n LEFT JOIN users a ON a.id = n.author_id
     WHERE n.member_id = $memberId ORDER BY n.created_at DESC, n.id`,
    { memberId },
  );

export async function insertNote(memberId: string, authorId: string, body: string) {
  const [row] = await select<CoachNote>(
    `WITH n AS (
       INSERT INTO coach_notes (member_id, author_id, body) VALUES ($memberId, $authorId, $body)
       RETURNING *)
     SELECT ${NOTE_COLUMNS} FROM n LEFT JOIN users a ON a.id = n.author_id`,
    { memberId, authorId, body },
  );
  return row as CoachNote;
}

export async function updateNote(memberId: string, id: string, body: string) {
  const [row] = await select<CoachNote>(
    `WITH n AS (
       UPDATE coach_notes SET body = $body, updated_at = now()
       WHERE id = $id AND member_id = $memberId RETURNING *)
     SELECT ${NOTE_COLUMNS} FROM n LEFT JOIN users a ON a.id = n.author_id`,
    { memberId, id, body },
  );
  return row ?? null;
}

export async function deleteNote(memberId: string, id: string): Promise<boolean> {
  const rows = await select<{ id: string }>(
    `DELETE FROM coach_notes WHERE id = $id AND member_id = $memberId RETURNING id`,
    { memberId, id },
  );
  return rows.length > 0;
}

// ---------------------------------------------------------------- replies

/** The check-in's member and day (null: no such check-in). */
export async function findCheckIn(id: string) {
  const [row] = await select<{ id: string; memberId: string; date: string }>(
    `SELECT id, user_id AS "memberId", to_char(day, 'YYYY-MM-DD') AS date
     FROM check_ins WHERE id = $id`,
    { id },
  );
  return row ?? null;
}

export async function saveReply(
  checkInId: string,
  memberId: string,
  coachId: string,
  body: string,
) {
  const [row] = await select<{ created: boolean }>(
    `INSERT INTO check_in_replies (check_in_id, member_id, coach_id, body)
     VALUES ($checkInId, $memberId, $coachId, $body)
     ON CONFLICT (check_in_id) DO UPDATE SET body = EXCLUDED.body, coach_id = EXCLUDED.coach_id,
       updated_at = now()
     RETURNING (xmax = 0) AS created`,
    { checkInId, memberId, coachId, body },
  );
  return row?.created ?? false;
}

/** Whether the member turned coach mails off (a reminder_settings row for 'coach-reply', off). */
export async function coachMailsOff(memberId: string): Promise<boolean> {
  const rows = await select<{ off: boolean }>(
    `SELECT NOT enabled AS off FROM reminder_settings
     WHERE user_id = $memberId AND kind = 'coach-reply'`,
    { memberId },
  );
  return rows[0]?.off ?? false;
}

// ---------------------------------------------------------------- the member file's extras

/** The member's messages to the AI coach: by period, and by topic (NULL: not classified yet). */
export async function aiUsage(memberId: string, today: string) {
  const rows = await select<{
    topic: string | null;
    isTotal: boolean;
    messages7: number;
    messages30: number;
    messagesTotal: number;
    conversations: number;
  }>(
    `SELECT m.topic, grouping(m.topic) = 1 AS "isTotal",
       count(m.id) FILTER (WHERE m.created_at >= ${dayStart(6)})::int AS messages7,
       count(m.id) FILTER (WHERE m.created_at >= ${dayStart(29)})::int AS messages30,
       count(m.id)::int AS "messagesTotal",
       count(DISTINCT c.id)::int AS conversations
     FROM conversations c LEFT JOIN messages m ON m.conversation_id = c.id AND m.type = 'user'
     WHERE c.user_id = $memberId
     GROUP BY GROUPING SETS ((m.topic), ())`,
    { memberId, today },
  );
  // The empty grouping set is the member's totals (one row, zeros without any conversation).
  const total = rows.find((row) => row.isTotal);
  const byTopic = rows.filter((row) => !row.isTotal && row.messagesTotal > 0);
  return {
    total: total ?? { messages7: 0, messages30: 0, messagesTotal: 0, conversations: 0 },
    byTopic,
  };
}

/** Up to `limit` of the member's messages to the AI coach that have no topic yet, newest first. */
export const unclassifiedMessages = (memberId: string, limit: number) =>
  select<{ id: string; content: string }>(
    `SELECT m.id, m.content FROM conversations c
     JOIN messages m ON m.conversation_id = c.id AND m.type = 'user' AND m.topic IS NULL
     WHERE c.user_id = $memberId ORDER BY m.created_at DESC LIMIT $limit`,
    { memberId, limit },
  );

/**
 * Up to `limit` of all members' messages to the AI coach that have no topic yet (stored before
 * migration 0025, or by a process that had no classifier), newest first, through the partial index
 * of migration 0027.
 */
export const unclassifiedBatch = (limit: number) =>
  select<{ id: string; content: string }>(
    `SELECT id, content FROM messages WHERE type = 'user' AND topic IS NULL
     ORDER BY created_at DESC, id LIMIT $limit`,
    { limit },
  );

/** Whether any member's message has no topic yet (one probe of the partial index). */
export async function anyUnclassified(): Promise<boolean> {
  const rows = await select<{ id: string }>(
    `SELECT id FROM messages WHERE type = 'user' AND topic IS NULL LIMIT 1`,
  );
  return rows.length > 0;
}

/** Stores the topics found (a message classified meanwhile keeps its topic). */
export async function setMessageTopics(topics: Array<{ id: string; topic: string }>) {
  if (!topics.length) return;
  await db().query(
    `UPDATE messages m SET topic = t.topic
     FROM jsonb_to_recordset($topics::jsonb) AS t(id uuid, topic text)
     WHERE m.id = t.id AND m.topic IS NULL`,
    { bind: { topics: JSON.stringify(topics) } },
  );
}

export const entitlementsOf = (memberId: string) =>
  select<{ source: string; status: string; periodEnd: string | null }>(
    `SELECT source, status,
       to_char(period_end AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "periodEnd"
     FROM entitlements WHERE user_id = $memberId ORDER BY created_at, id`,
    { memberId },
  );

export async function sessionFacts(memberId: string, today: string) {
  const [row] = await select<{ n7: number; n30: number; lastAt: string | null }>(
    `SELECT count(*) FILTER (WHERE started_at >= ${dayStart(6)} AND started_at < ${dayStart(-1)})::int AS n7,
       count(*) FILTER (WHERE started_at >= ${dayStart(29)} AND started_at < ${dayStart(-1)})::int AS n30,
       to_char(max(started_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "lastAt"
     FROM training_sessions WHERE user_id = $memberId`,
    { memberId, today },
  );
  return row ?? { n7: 0, n30: 0, lastAt: null };
}
