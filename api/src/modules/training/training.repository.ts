import type {
  CustomExerciseInput,
  Exercise,
  ExerciseSessionSummary,
  LoggedSet,
  LoggedSetInput,
  Routine,
  RoutineInput,
  TrainingSession,
} from '@zak/contract';
import type { Transaction } from 'sequelize';
import { containsPattern, db, select } from '../../platform/db/query';
import { searchTextOf, type CatalogueEntry } from './catalogue';
import { foldName } from './catalogue/index';

type Lang = 'fr' | 'en';
type Bilingual = { fr: string; en: string };

interface ExerciseRow {
  id: string;
  slug: string | null;
  name: Bilingual;
  aliases: { fr: string[]; en: string[] };
  primaryMuscles: Exercise['primaryMuscles'];
  secondaryMuscles: Exercise['secondaryMuscles'];
  equipment: Exercise['equipment'];
  cue: Bilingual;
  custom: boolean;
}

const EXERCISE_COLUMNS = `id, slug, name, aliases, primary_muscles AS "primaryMuscles",
  secondary_muscles AS "secondaryMuscles", equipment, cue, user_id IS NOT NULL AS custom`;

/** An exercise in the request's language; aliases of both languages (search finds either). */
const toExercise = (row: ExerciseRow, lang: Lang): Exercise => ({
  id: row.id,
  slug: row.slug,
  name: row.name[lang],
  aliases: [...row.aliases[lang], ...row.aliases[lang === 'fr' ? 'en' : 'fr']],
  primaryMuscles: row.primaryMuscles,
  secondaryMuscles: row.secondaryMuscles,
  equipment: row.equipment,
  cue: row.cue[lang],
  custom: row.custom,
});

/** Inserts or updates the catalogue's rows by slug, in one statement. */
export async function upsertCatalogue(entries: readonly CatalogueEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const rows = entries.map((e) => ({
    ...e,
    search: searchTextOf([e.name.fr, e.name.en, ...e.aliases.fr, ...e.aliases.en]),
  }));
  await db().query(
    `INSERT INTO training_exercises
       (slug, name, aliases, search, primary_muscles, secondary_muscles, equipment, cue)
     SELECT r.slug, r.name, r.aliases, r.search,
       ARRAY(SELECT jsonb_array_elements_text(r."primaryMuscles")),
       ARRAY(SELECT jsonb_array_elements_text(r."secondaryMuscles")), r.equipment, r.cue
     FROM jsonb_to_recordset($rows::jsonb) AS r(slug text, name jsonb, aliases jsonb,
       search text, "primaryMuscles" jsonb, "secondaryMuscles" jsonb, equipment text, cue jsonb)
     ON CONFLICT (slug) DO UPDATE SET name = EXCLUDED.name, aliases = EXCLUDED.aliases,
       search = EXCLUDED.search, primary_muscles = EXCLUDED.primary_muscles,
       secondary_muscles = EXCLUDED.secondary_muscles, equipment = EXCLUDED.equipment,
       cue = EXCLUDED.cue`,
    { bind: { rows: JSON.stringify(rows) } },
  );
}

const VISIBLE = '(user_id IS NULL OR user_id = $userId)';

export async function listExercises(
  userId: string,
  lang: Lang,
  filter: { q?: string; muscle?: string; equipment?: string },
): Promise<Exercise[]> {
  const rows = await select<ExerciseRow>(
    `SELECT ${EXERCISE_COLUMNS} FROM training_exercises
     WHERE ${VISIBLE}
       AND ($q::text IS NULL OR search LIKE $q)
       AND ($muscle::text IS NULL OR $muscle = ANY(primary_muscles)
            OR $muscle = ANY(secondary_muscles))
       AND ($equipment::text IS NULL OR equipment = $equipment)
     ORDER BY
       -- What the member typed is a whole name or alias ("DC"), then the start of a word of one
       -- ("dev" for développé), then anywhere ("dc" in woodchop); then by name.
       CASE
         WHEN $word::text IS NULL THEN 0
         WHEN position(E'\n' || $word || E'\n' IN E'\n' || search || E'\n') > 0 THEN 0
         WHEN position(' ' || $word IN ' ' || translate(search, E'\n', ' ')) > 0 THEN 1
         ELSE 2
       END,
       name->>'${lang === 'en' ? 'en' : 'fr'}'
     LIMIT 1000`,
    {
      userId,
      word: filter.q ?? null,
      q: filter.q ? containsPattern(filter.q) : null,
      muscle: filter.muscle ?? null,
      equipment: filter.equipment ?? null,
    },
  );
  return rows.map((r) => toExercise(r, lang));
}

/** Exercises the member may use (catalogue or their own), by id; missing ids are left out. */
export async function visibleExercises(userId: string, ids: string[], lang: Lang) {
  if (ids.length === 0) return [];
  const rows = await select<ExerciseRow>(
    `SELECT ${EXERCISE_COLUMNS} FROM training_exercises
     WHERE ${VISIBLE} AND id = ANY($ids::uuid[])`,
    { userId, ids },
  );
  return rows.map((r) => toExercise(r, lang));
}

/** The member's own exercises, every language's texts (export). */
export async function ownExercises(userId: string, lang: Lang) {
  const rows = await select<ExerciseRow>(
    `SELECT ${EXERCISE_COLUMNS} FROM training_exercises WHERE user_id = $userId ORDER BY created_at`,
    { userId },
  );
  return rows.map((r) => toExercise(r, lang));
}

/** An exercise's stored columns from what the member wrote (one name and cue for both languages). */
const exerciseValues = (input: CustomExerciseInput) => ({
  name: JSON.stringify({ fr: input.name, en: input.name }),
  search: searchTextOf([input.name]),
  primary: input.primaryMuscles,
  secondary: input.secondaryMuscles ?? [],
  equipment: input.equipment,
  cue: JSON.stringify({ fr: input.cue ?? '', en: input.cue ?? '' }),
});

export async function insertExercise(userId: string, input: CustomExerciseInput, lang: Lang) {
  const [row] = await select<ExerciseRow>(
    `INSERT INTO training_exercises
       (user_id, name, search, primary_muscles, secondary_muscles, equipment, cue)
     VALUES ($userId, $name::jsonb, $search, $primary::text[], $secondary::text[], $equipment,
       $cue::jsonb)
     RETURNING ${EXERCISE_COLUMNS}`,
    { userId, ...exerciseValues(input) },
  );
  return toExercise(row as ExerciseRow, lang);
}

/** Rewrites the member's own exercise `id`; null when it is not theirs (or a catalogue one). */
export async function updateExercise(
  userId: string,
  id: string,
  input: CustomExerciseInput,
  lang: Lang,
) {
  const [row] = await select<ExerciseRow>(
    `UPDATE training_exercises SET name = $name::jsonb, search = $search,
       primary_muscles = $primary::text[], secondary_muscles = $secondary::text[],
       equipment = $equipment, cue = $cue::jsonb
     WHERE id = $id AND user_id = $userId
     RETURNING ${EXERCISE_COLUMNS}`,
    { userId, id, ...exerciseValues(input) },
  );
  return row ? toExercise(row, lang) : null;
}

/** 'deleted', 'absent' (not the member's own), or 'used' (a logged set refers to it). */
export async function deleteExercise(userId: string, id: string) {
  const [row] = await select<{ used: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM training_sets WHERE exercise_id = $id) AS used
     FROM training_exercises WHERE id = $id AND user_id = $userId`,
    { userId, id },
  );
  if (!row) return 'absent' as const;
  if (row.used) return 'used' as const;
  const gone = await select<{ id: string }>(
    `DELETE FROM training_exercises WHERE id = $id AND user_id = $userId RETURNING id`,
    { userId, id },
  );
  return gone.length > 0 ? ('deleted' as const) : ('absent' as const);
}

// ---------------------------------------------------------------- routines

const ROUTINE_COLUMNS = `id, name, days, source, active,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
  to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt"`;

export const listRoutines = (userId: string) =>
  select<Routine>(
    `SELECT ${ROUTINE_COLUMNS} FROM training_routines WHERE user_id = $userId
     ORDER BY created_at, id`,
    { userId },
  );

export async function findRoutine(userId: string, id: string): Promise<Routine | null> {
  const [row] = await select<Routine>(
    `SELECT ${ROUTINE_COLUMNS} FROM training_routines WHERE id = $id AND user_id = $userId`,
    { userId, id },
  );
  return row ?? null;
}

export async function activeRoutine(userId: string): Promise<Routine | null> {
  const [row] = await select<Routine>(
    `SELECT ${ROUTINE_COLUMNS} FROM training_routines WHERE user_id = $userId AND active`,
    { userId },
  );
  return row ?? null;
}

export async function insertRoutine(userId: string, input: RoutineInput): Promise<Routine> {
  const [row] = await select<Routine>(
    `INSERT INTO training_routines (user_id, name, days) VALUES ($userId, $name, $days::jsonb)
     RETURNING ${ROUTINE_COLUMNS}`,
    { userId, name: input.name, days: JSON.stringify(input.days) },
  );
  return row as Routine;
}

export async function updateRoutine(userId: string, id: string, input: RoutineInput) {
  const [row] = await select<Routine>(
    `UPDATE training_routines SET name = $name, days = $days::jsonb, updated_at = now()
     WHERE id = $id AND user_id = $userId RETURNING ${ROUTINE_COLUMNS}`,
    { userId, id, name: input.name, days: JSON.stringify(input.days) },
  );
  return row ?? null;
}

export async function deleteRoutine(userId: string, id: string) {
  const rows = await select<{ id: string }>(
    `DELETE FROM training_routines WHERE id = $id AND user_id = $userId RETURNING id`,
    { userId, id },
  );
  return rows.length > 0;
}

/**
 * Makes routine `id` the member's one active routine. The member's routines are locked first, so
 * two activations at once run one after the other; the partial unique index (one active per
 * member) is checked row by row, hence the old one is switched off before the new one on.
 */
export async function activateRoutine(userId: string, id: string) {
  return db().transaction(async (transaction) => {
    const mine = await select<{ id: string }>(
      `SELECT id FROM training_routines WHERE user_id = $userId ORDER BY id FOR UPDATE`,
      { userId },
      transaction,
    );
    if (!mine.some((r) => r.id === id)) return false;
    await select(
      `UPDATE training_routines SET active = false, updated_at = now()
       WHERE user_id = $userId AND active AND id <> $id RETURNING id`,
      { userId, id },
      transaction,
    );
    await select(
      `UPDATE training_routines SET active = true, updated_at = now()
       WHERE id = $id AND user_id = $userId RETURNING id`,
      { userId, id },
      transaction,
    );
    return true;
  });
}

// ---------------------------------------------------------------- sessions and sets

const iso = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A set's columns under their API names, from the table aliased `t`. */
const SET_COLUMNS = `t.id, t.client_id AS "clientId", t.exercise_id AS "exerciseId", t.position,
  t.type, t.weight_kg AS "weightKg", t.reps, t.rir, ${iso('t.completed_at')} AS "completedAt"`;

const SESSION_COLUMNS = `s.id, s.client_id AS "clientId", s.routine_id AS "routineId",
  s.day_index AS "dayIndex", ${iso('s.started_at')} AS "startedAt",
  ${iso('s.finished_at')} AS "finishedAt", s.notes,
  COALESCE((SELECT jsonb_agg(x ORDER BY x.position, x."completedAt") FROM (
    SELECT ${SET_COLUMNS} FROM training_sets t WHERE t.session_id = s.id) x), '[]') AS sets`;

export async function findSession(userId: string, id: string): Promise<TrainingSession | null> {
  const [row] = await select<TrainingSession>(
    `SELECT ${SESSION_COLUMNS} FROM training_sessions s WHERE s.id = $id AND s.user_id = $userId`,
    { userId, id },
  );
  return row ?? null;
}

/**
 * Creates the session for `clientId`, or finds the one already created with it (a replay):
 * `created` says which.
 */
export async function insertSession(
  userId: string,
  input: {
    clientId: string;
    routineId?: string | null;
    dayIndex?: number | null;
    startedAt?: Date;
    notes?: string;
  },
): Promise<{ session: TrainingSession; created: boolean }> {
  // One round trip: the row inserted, else the one `clientId` already created (the outer SELECT
  // reads the statement's snapshot, which has the new row only through `ins`).
  const params = {
    userId,
    clientId: input.clientId,
    routineId: input.routineId ?? null,
    dayIndex: input.dayIndex ?? null,
    startedAt: input.startedAt?.toISOString() ?? null,
    notes: input.notes ?? '',
  };
  const [row] = await select<TrainingSession & { created: boolean }>(
    `WITH ins AS (
       INSERT INTO training_sessions (user_id, client_id, routine_id, day_index, started_at, notes)
       VALUES ($userId, $clientId, $routineId, $dayIndex,
         COALESCE($startedAt::timestamptz, now()), $notes)
       ON CONFLICT (user_id, client_id) DO NOTHING RETURNING *)
     SELECT ${SESSION_COLUMNS}, true AS created FROM ins s
     UNION ALL
     SELECT ${SESSION_COLUMNS}, false FROM training_sessions s
     WHERE s.user_id = $userId AND s.client_id = $clientId AND NOT EXISTS (SELECT 1 FROM ins)`,
    params,
  );
  if (row) {
    const { created, ...session } = row;
    return { session, created };
  }
  // The same clientId committed by another request after this statement's snapshot was taken.
  const [other] = await select<TrainingSession>(
    `SELECT ${SESSION_COLUMNS} FROM training_sessions s
     WHERE s.user_id = $userId AND s.client_id = $clientId`,
    { userId, clientId: input.clientId },
  );
  return { session: other as TrainingSession, created: false };
}

/** The member's sessions started before `before`, newest first. */
export const listSessions = (userId: string, before: Date | undefined, limit: number) =>
  select<TrainingSession>(
    `SELECT ${SESSION_COLUMNS} FROM training_sessions s
     WHERE s.user_id = $userId AND ($before::timestamptz IS NULL OR s.started_at < $before)
     ORDER BY s.started_at DESC, s.id DESC LIMIT $limit::int`,
    { userId, before: before?.toISOString() ?? null, limit },
  );

export async function updateSession(
  userId: string,
  id: string,
  patch: { finishedAt?: Date | null; notes?: string },
) {
  const rows = await select<{ id: string }>(
    `UPDATE training_sessions SET
       finished_at = CASE WHEN $setFinished THEN $finishedAt::timestamptz ELSE finished_at END,
       notes = COALESCE($notes, notes)
     WHERE id = $id AND user_id = $userId RETURNING id`,
    {
      userId,
      id,
      setFinished: patch.finishedAt !== undefined,
      finishedAt: patch.finishedAt?.toISOString() ?? null,
      notes: patch.notes ?? null,
    },
  );
  return rows.length > 0;
}

export async function deleteSession(userId: string, id: string) {
  const rows = await select<{ id: string }>(
    `DELETE FROM training_sessions WHERE id = $id AND user_id = $userId RETURNING id`,
    { userId, id },
  );
  return rows.length > 0;
}

/**
 * Stores a batch of sets in session `sessionId`: a clientId seen for the first time is inserted,
 * one seen before is updated (UNIQUE (user_id, client_id) decides, so the same batch sent twice
 * at once, to two replicas or one, stores each set once). Answers how many sets of the batch
 * belong to another session of the member (they are left as they are).
 */
export async function upsertSets(userId: string, sessionId: string, sets: LoggedSetInput[]) {
  const rows = await select<{ sessionId: string }>(
    `INSERT INTO training_sets (user_id, session_id, client_id, exercise_id, position, type,
       weight_kg, reps, rir, completed_at)
     SELECT $userId, $sessionId, r."clientId", r."exerciseId", r.position, r.type, r."weightKg",
       r.reps, r.rir, r."completedAt"
     FROM jsonb_to_recordset($sets::jsonb) AS r("clientId" text, "exerciseId" uuid,
       position integer, type text, "weightKg" double precision, reps integer, rir smallint,
       "completedAt" timestamptz)
     ON CONFLICT (user_id, client_id) DO UPDATE SET exercise_id = EXCLUDED.exercise_id,
       position = EXCLUDED.position, type = EXCLUDED.type, weight_kg = EXCLUDED.weight_kg,
       reps = EXCLUDED.reps, rir = EXCLUDED.rir, completed_at = EXCLUDED.completed_at
       WHERE training_sets.session_id = EXCLUDED.session_id
     RETURNING session_id AS "sessionId"`,
    { userId, sessionId, sets: JSON.stringify(sets) },
  );
  return sets.length - rows.length;
}

export async function deleteSet(userId: string, sessionId: string, setId: string) {
  const rows = await select<{ id: string }>(
    `DELETE FROM training_sets WHERE id = $setId AND session_id = $sessionId AND user_id = $userId
     RETURNING id`,
    { userId, sessionId, setId },
  );
  return rows.length > 0;
}

/** The sets records and volumes count: no warm-ups. */
const COUNTED = `t.type <> 'warmup'`;

/**
 * One exercise's sessions summarised, oldest first: per session the sets' count, the best set
 * (heaviest counted set with at least one rep, most reps at that weight), the best e1RM and the
 * volume, as progression.summarise computes them from the sets, without sending the sets. Read
 * from training_exercise_sessions (migration 0026: kept by triggers as the sets are written), one
 * index range of 500 rows for five years of a lift instead of summing its 2,500 sets.
 */
export const exerciseSummaries = async (userId: string, exerciseId: string) => {
  const rows = await select<
    Omit<ExerciseSessionSummary, 'bestSet'> & {
      bestWeightKg: number | null;
      bestReps: number | null;
    }
  >(
    `SELECT x.session_id AS "sessionId", ${iso('x.started_at')} AS "startedAt",
       x.set_count AS "setCount", x.best_weight_kg AS "bestWeightKg", x.best_reps AS "bestReps",
       x.best_e1rm_kg AS "bestE1rmKg", x.volume_kg AS "volumeKg"
     FROM training_exercise_sessions x
     WHERE x.user_id = $userId AND x.exercise_id = $exerciseId
     ORDER BY x.started_at, x.session_id`,
    { userId, exerciseId },
  );
  return rows.map(({ bestWeightKg, bestReps, ...row }): ExerciseSessionSummary => ({
    ...row,
    bestSet: bestWeightKg === null ? null : { weightKg: bestWeightKg, reps: bestReps ?? 0 },
  }));
};

/** The most reps done at each weight of one exercise (warm-ups aside), heaviest first. */
export const bestRepsAtWeight = (userId: string, exerciseId: string) =>
  select<{ weightKg: number; reps: number }>(
    `SELECT t.weight_kg AS "weightKg", max(t.reps) AS reps FROM training_sets t
     WHERE t.user_id = $userId AND t.exercise_id = $exerciseId AND ${COUNTED} AND t.reps > 0
     GROUP BY t.weight_kg ORDER BY t.weight_kg DESC`,
    { userId, exerciseId },
  );

// ---------------------------------------------------------------- import

/** Catalogue exercises' ids by slug. */
export async function exerciseIdsBySlug(slugs: string[]): Promise<Map<string, string>> {
  if (slugs.length === 0) return new Map();
  const rows = await select<{ id: string; slug: string }>(
    `SELECT id, slug FROM training_exercises WHERE slug = ANY($slugs::text[])`,
    { slugs },
  );
  return new Map(rows.map((r) => [r.slug, r.id]));
}

/** Which of these session clientIds the member already has. */
export async function existingSessionKeys(userId: string, clientIds: string[]) {
  if (clientIds.length === 0) return [];
  const rows = await select<{ clientId: string }>(
    `SELECT client_id AS "clientId" FROM training_sessions
     WHERE user_id = $userId AND client_id = ANY($clientIds::text[])`,
    { userId, clientIds },
  );
  return rows.map((r) => r.clientId);
}

/** A set's own numbers, as the log stores them. */
type SetFields = Pick<LoggedSet, 'position' | 'type' | 'weightKg' | 'reps' | 'rir' | 'completedAt'>;

/**
 * The member's own exercises' ids by folded name, after making those of `wanted` they lack
 * (equipment `other`, no muscles: an imported file or a coach's text says neither). The member's
 * row is locked first: two imports or saves at once run one after the other, so a name is made
 * once.
 */
async function ownExercisesWith(
  userId: string,
  wanted: Array<{ key: string; name: string }>,
  transaction: Transaction,
): Promise<Map<string, string>> {
  await select(`SELECT id FROM users WHERE id = $userId FOR UPDATE`, { userId }, transaction);
  const rows = await select<{ name: string; id: string }>(
    `SELECT name->>'fr' AS name, id FROM training_exercises WHERE user_id = $userId`,
    { userId },
    transaction,
  );
  const own = new Map(rows.map((r) => [foldName(r.name) || r.name, r.id]));
  const missing = wanted.filter((e) => !own.has(e.key));
  if (missing.length === 0) return own;
  const created = await select<{ id: string; name: string }>(
    `INSERT INTO training_exercises (user_id, name, search, primary_muscles, equipment)
     SELECT $userId, jsonb_build_object('fr', r.name, 'en', r.name), r.search, '{}', 'other'
     FROM jsonb_to_recordset($rows::jsonb) AS r(name text, search text)
     RETURNING id, name->>'fr' AS name`,
    {
      userId,
      rows: JSON.stringify(missing.map((e) => ({ name: e.name, search: searchTextOf([e.name]) }))),
    },
    transaction,
  );
  for (const row of created) own.set(foldName(row.name) || row.name, row.id);
  return own;
}

export interface ImportedSetRow extends SetFields {
  clientId: string;
  /** The folded exercise name (see import.service). */
  exerciseKey: string;
}

/** Sessions stored per statement of an import (with their sets: 2,500 for Strong's 25 a session). */
export const IMPORT_CHUNK_SESSIONS = 100;

/** Lets the event loop answer other requests between two chunks of an import. */
const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Stores imported sessions in one transaction: the exercises the file names that the member does
 * not have yet become their own (ownExercisesWith), then the sessions not stored yet (ON CONFLICT
 * on their clientId) and only those sessions' sets, IMPORT_CHUNK_SESSIONS at a time: each chunk's
 * rows are built and sent, `onProgress` told, and the event loop let go, before the next (five
 * years of a file held it 1.5 s built at once). All or nothing still: a failure stores nothing.
 */
export async function importSessions(
  userId: string,
  input: {
    newExercises: Array<{ key: string; name: string }>;
    exerciseIdOf: (key: string) => string | null;
    sessions: Array<{
      clientId: string;
      startedAt: string;
      finishedAt: string | null;
      notes: string;
      sets: ImportedSetRow[];
    }>;
  },
  onProgress?: (done: number, total: number) => void,
): Promise<{ sessions: number; sets: number }> {
  return db().transaction(async (transaction) => {
    const own = await ownExercisesWith(userId, input.newExercises, transaction);
    const idOf = (key: string) => input.exerciseIdOf(key) ?? own.get(key) ?? null;
    const stored = { sessions: 0, sets: 0 };
    const total = input.sessions.length;
    for (let from = 0; from < total; from += IMPORT_CHUNK_SESSIONS) {
      const chunk = input.sessions.slice(from, from + IMPORT_CHUNK_SESSIONS);
      const inserted = await select<{ id: string; clientId: string }>(
        `INSERT INTO training_sessions (user_id, client_id, started_at, finished_at, notes)
         SELECT $userId, r."clientId", r."startedAt", r."finishedAt", r.notes
         FROM jsonb_to_recordset($rows::jsonb) AS r("clientId" text, "startedAt" timestamptz,
           "finishedAt" timestamptz, notes text)
         ON CONFLICT (user_id, client_id) DO NOTHING
         RETURNING id, client_id AS "clientId"`,
        {
          userId,
          rows: JSON.stringify(chunk.map(({ sets: _sets, ...session }) => session)),
        },
        transaction,
      );
      const sessionIds = new Map(inserted.map((r) => [r.clientId, r.id]));
      const sets = chunk.flatMap((session) => {
        const sessionId = sessionIds.get(session.clientId);
        if (!sessionId) return [];
        return session.sets.flatMap(({ exerciseKey, ...set }) => {
          const exerciseId = idOf(exerciseKey);
          return exerciseId ? [{ ...set, sessionId, exerciseId }] : [];
        });
      });
      if (sets.length > 0) {
        await select(
          `INSERT INTO training_sets (user_id, session_id, client_id, exercise_id, position, type,
             weight_kg, reps, rir, completed_at)
           SELECT $userId, r."sessionId", r."clientId", r."exerciseId", r.position, r.type,
             r."weightKg", r.reps, r.rir, r."completedAt"
           FROM jsonb_to_recordset($rows::jsonb) AS r("sessionId" uuid, "clientId" text,
             "exerciseId" uuid, position integer, type text, "weightKg" double precision,
             reps integer, rir smallint, "completedAt" timestamptz)
           ON CONFLICT (user_id, client_id) DO NOTHING RETURNING id`,
          { userId, rows: JSON.stringify(sets) },
          transaction,
        );
      }
      stored.sessions += inserted.length;
      stored.sets += sets.length;
      onProgress?.(Math.min(total, from + chunk.length), total);
      await yieldToLoop();
    }
    return stored;
  });
}

// ---------------------------------------------------------------- CSV export

export interface ExportedSetRow extends SetFields {
  sessionId: string;
  startedAt: string;
  finishedAt: string | null;
  routine: string | null;
  day: string | null;
  sessionNotes: string;
  exercise: string;
  slug: string | null;
}

/** Every set of the member, oldest session first, with its session, routine day and exercise. */
export const exportedSets = (userId: string, lang: Lang) =>
  select<ExportedSetRow>(
    `SELECT s.id AS "sessionId", ${iso('s.started_at')} AS "startedAt",
       ${iso('s.finished_at')} AS "finishedAt", r.name AS routine,
       r.days -> s.day_index ->> 'name' AS day, s.notes AS "sessionNotes",
       e.name ->> $lang AS exercise, e.slug, t.position, t.type, t.weight_kg AS "weightKg",
       t.reps, t.rir, ${iso('t.completed_at')} AS "completedAt"
     FROM training_sets t
     JOIN training_sessions s ON s.id = t.session_id
     JOIN training_exercises e ON e.id = t.exercise_id
     LEFT JOIN training_routines r ON r.id = s.routine_id
     WHERE t.user_id = $userId
     ORDER BY s.started_at, s.id, t.position, t.completed_at, t.id`,
    { userId, lang },
  );

// ---------------------------------------------------------------- routines from the coach

/**
 * Stores a routine saved from a coach's answer, in one transaction: the exercises it names that
 * are neither in the catalogue nor the member's own yet become their own (as the import makes
 * them), then the routine (`source` coach), active when the member has no active routine.
 * `days` gets each exercise's id from its folded name.
 */
export async function insertCoachRoutine(
  userId: string,
  input: {
    name: string;
    newExercises: Array<{ key: string; name: string }>;
    days: (idOf: (key: string) => string | null) => RoutineInput['days'];
  },
): Promise<Routine> {
  return db().transaction(async (transaction) => {
    const own = await ownExercisesWith(userId, input.newExercises, transaction);
    const [row] = await select<Routine>(
      `INSERT INTO training_routines (user_id, name, days, source, active)
       VALUES ($userId, $name, $days::jsonb, 'coach',
         NOT EXISTS (SELECT 1 FROM training_routines WHERE user_id = $userId AND active))
       RETURNING ${ROUTINE_COLUMNS}`,
      { userId, name: input.name, days: JSON.stringify(input.days((key) => own.get(key) ?? null)) },
      transaction,
    );
    return row as Routine;
  });
}

/**
 * For each of `exerciseIds`, the sets of the sessions that starting a session reads: the last two
 * sessions with the exercise (the previous one, the session just started aside) and the last
 * `worked` with a work set of it (the progression looks no further back). Oldest session first
 * (by start, then id), each session's sets in order. The sessions come from the lift's rows in
 * training_exercise_sessions (an index range, newest first), so the cost grows neither with years
 * of history nor with the sessions without the lift.
 */
export const recentExerciseSets = (userId: string, exerciseIds: string[], worked: number) =>
  select<LoggedSet & { sessionId: string; startedAt: string }>(
    `WITH e AS (SELECT DISTINCT unnest($ids::uuid[]) AS id),
     kept AS (
       SELECT e.id AS exercise_id, l.session_id FROM e CROSS JOIN LATERAL (
         SELECT x.session_id FROM training_exercise_sessions x
         WHERE x.user_id = $userId AND x.exercise_id = e.id
         ORDER BY x.started_at DESC, x.session_id LIMIT 2) l
       UNION
       SELECT e.id, w.session_id FROM e CROSS JOIN LATERAL (
         SELECT x.session_id FROM training_exercise_sessions x
         WHERE x.user_id = $userId AND x.exercise_id = e.id AND x.work_count > 0
         ORDER BY x.started_at DESC, x.session_id LIMIT $worked::int) w)
     SELECT ${SET_COLUMNS},
       t.session_id AS "sessionId", ${iso('s.started_at')} AS "startedAt"
     FROM kept k
     JOIN training_sets t ON t.session_id = k.session_id AND t.exercise_id = k.exercise_id
     JOIN training_sessions s ON s.id = t.session_id
     ORDER BY s.started_at, s.id, t.position, t.completed_at`,
    { userId, ids: exerciseIds, worked },
  );

/**
 * The member's unit system from their progress profile (metric without one). Read here rather
 * than through the progress module, which reads the training log for the coach (no cycle).
 */
export async function unitsOf(userId: string): Promise<'metric' | 'imperial'> {
  const [row] = await select<{ units: string | null }>(
    `SELECT units FROM progress_profiles WHERE user_id = $userId`,
    { userId },
  );
  return row?.units === 'imperial' ? 'imperial' : 'metric';
}
