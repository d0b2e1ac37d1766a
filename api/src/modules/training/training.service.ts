import type {
  CustomExerciseInput,
  Exercise,
  ExerciseHistory,
  LoggedSet,
  LoggedSetInput,
  NextTargets,
  Routine,
  RoutineInput,
  StartedSession,
  TargetSet,
  TrainingExport,
  TrainingSession,
  TrainingSessionPage,
} from '@zak/contract';
import { Readable } from 'node:stream';
import { kgToLb } from '@zak/contract';
import { badRequest, conflict, notFound } from '../../platform/app-error';
import { csvRow, type CsvExport } from '../../platform/csv';
import { readCatalogue, searchable } from './catalogue';
import { MISSES_BEFORE_DELOAD, nextTargets, recordsOf, summarise, workSets } from './progression';
import * as repo from './training.repository';

type Lang = 'fr' | 'en';

let catalogueLoaded: Promise<void> | undefined;
/** Upserts the catalogue once per process (see ./catalogue); a failure is retried next time. */
export function ensureCatalogue(): Promise<void> {
  catalogueLoaded ??= repo.upsertCatalogue(readCatalogue()).catch((err: unknown) => {
    catalogueLoaded = undefined;
    throw err;
  });
  return catalogueLoaded;
}

export async function findExercises(
  userId: string,
  lang: Lang,
  filter: { q?: string; muscle?: string; equipment?: string },
): Promise<Exercise[]> {
  await ensureCatalogue();
  const q = filter.q ? searchable(filter.q) : undefined;
  return repo.listExercises(userId, lang, { ...filter, q: q || undefined });
}

export const addExercise = (userId: string, input: CustomExerciseInput, lang: Lang) =>
  repo.insertExercise(userId, input, lang);

/**
 * Rewrites the member's own exercise (name, muscles, equipment, cue): what an import or a saved
 * programme made with no muscles and equipment `other` is fixed here. The log keeps its sets.
 * Another member's exercise, or a catalogue one, is 404.
 */
export async function editExercise(
  userId: string,
  id: string,
  input: CustomExerciseInput,
  lang: Lang,
) {
  const exercise = await repo.updateExercise(userId, id, input, lang);
  if (!exercise) throw notFound('trainingExerciseNotFound');
  return exercise;
}

/** Removes the member's own exercise; 409 while a logged set uses it (the log keeps its name). */
export async function removeExercise(userId: string, id: string) {
  const outcome = await repo.deleteExercise(userId, id);
  if (outcome === 'absent') throw notFound('trainingExerciseNotFound');
  if (outcome === 'used') throw conflict('trainingExerciseInUse');
}

async function assertExercisesVisible(userId: string, ids: string[]) {
  await ensureCatalogue();
  const unique = [...new Set(ids)];
  const found = await repo.visibleExercises(userId, unique, 'fr');
  if (found.length !== unique.length) throw badRequest('trainingExerciseUnknown');
}

const exerciseIdsOf = (input: RoutineInput) =>
  input.days.flatMap((d) => d.exercises.map((e) => e.exerciseId));

export const listRoutines = (userId: string) => repo.listRoutines(userId);

export async function getRoutine(userId: string, id: string): Promise<Routine> {
  const routine = await repo.findRoutine(userId, id);
  if (!routine) throw notFound('trainingRoutineNotFound');
  return routine;
}

export async function createRoutine(userId: string, input: RoutineInput) {
  await assertExercisesVisible(userId, exerciseIdsOf(input));
  return repo.insertRoutine(userId, input);
}

export async function replaceRoutine(userId: string, id: string, input: RoutineInput) {
  await getRoutine(userId, id);
  await assertExercisesVisible(userId, exerciseIdsOf(input));
  const routine = await repo.updateRoutine(userId, id, input);
  if (!routine) throw notFound('trainingRoutineNotFound');
  return routine;
}

export async function removeRoutine(userId: string, id: string) {
  if (!(await repo.deleteRoutine(userId, id))) throw notFound('trainingRoutineNotFound');
}

export async function activateRoutine(userId: string, id: string) {
  if (!(await repo.activateRoutine(userId, id))) throw notFound('trainingRoutineNotFound');
  return getRoutine(userId, id);
}

export const createSession = (
  userId: string,
  input: { clientId: string; startedAt?: Date; notes?: string },
) => repo.insertSession(userId, input);

export async function getSession(userId: string, id: string): Promise<TrainingSession> {
  const session = await repo.findSession(userId, id);
  if (!session) throw notFound('trainingSessionNotFound');
  return session;
}

export async function sessionPage(
  userId: string,
  query: { before?: Date; limit: number },
): Promise<TrainingSessionPage> {
  const sessions = await repo.listSessions(userId, query.before, query.limit + 1);
  const page = sessions.slice(0, query.limit);
  const more = sessions.length > query.limit;
  return { sessions: page, nextBefore: more ? (page.at(-1)?.startedAt ?? null) : null };
}

export async function patchSession(
  userId: string,
  id: string,
  patch: { finishedAt?: Date | null; notes?: string },
) {
  if (!(await repo.updateSession(userId, id, patch))) throw notFound('trainingSessionNotFound');
  return getSession(userId, id);
}

export async function removeSession(userId: string, id: string) {
  if (!(await repo.deleteSession(userId, id))) throw notFound('trainingSessionNotFound');
}

/** A batch of sets for session `id` (see repository.upsertSets); answers the session as stored. */
export async function syncSets(userId: string, id: string, sets: LoggedSetInput[]) {
  await getSession(userId, id);
  await assertExercisesVisible(
    userId,
    sets.map((s) => s.exerciseId),
  );
  const elsewhere = await repo.upsertSets(userId, id, sets);
  if (elsewhere > 0) throw conflict('trainingSetElsewhere');
  return getSession(userId, id);
}

export async function removeSet(userId: string, sessionId: string, setId: string) {
  if (!(await repo.deleteSet(userId, sessionId, setId))) throw notFound('trainingSetNotFound');
}

type SetRow = LoggedSet & { sessionId: string; startedAt: string };

/** Sets of one exercise grouped by session, in the rows' order (oldest first). */
function bySession(rows: SetRow[]) {
  const sessions = new Map<string, { startedAt: string; sets: LoggedSet[] }>();
  for (const { sessionId, startedAt, ...set } of rows) {
    const entry = sessions.get(sessionId) ?? { startedAt, sets: [] };
    entry.sets.push(set);
    sessions.set(sessionId, entry);
  }
  return [...sessions].map(([sessionId, s]) => summarise(sessionId, s.startedAt, s.sets));
}

/** The active routine's plan for an exercise: its first work set and how many work sets. */
function plannedTarget(routine: Routine | null, exerciseId: string) {
  const planned = routine?.days
    .flatMap((d) => d.exercises)
    .find((e) => e.exerciseId === exerciseId);
  const work = planned?.sets.filter((s) => s.type === 'normal') ?? [];
  const target: TargetSet | undefined = work[0];
  return { target, sets: work.length || 3 };
}

/**
 * One exercise's history: every session summarised (in SQL: five years of a lift is 500 lines,
 * not its 2,500 sets), the records, the next targets and the last session's sets. The targets
 * and the last sets read only the sessions they need (recentExerciseSets), as starting does.
 */
export async function exerciseHistory(
  userId: string,
  exerciseId: string,
  lang: Lang,
): Promise<ExerciseHistory> {
  await ensureCatalogue();
  // Every read at once (one wait for the pool, not two); another member's id reads nothing.
  const [[exercise], sessions, bestReps, recent, routine] = await Promise.all([
    repo.visibleExercises(userId, [exerciseId], lang),
    repo.exerciseSummaries(userId, exerciseId),
    repo.bestRepsAtWeight(userId, exerciseId),
    repo.recentExerciseSets(userId, [exerciseId], MISSES_BEFORE_DELOAD),
    repo.activeRoutine(userId),
  ]);
  if (!exercise) throw notFound('trainingExerciseNotFound');
  const lately = bySession(recent);
  const plan = plannedTarget(routine, exerciseId);
  return {
    exercise,
    sessions,
    lastSets: lately.at(-1)?.sets ?? [],
    records: recordsOf(sessions, bestReps),
    next: nextTargets(lately, exercise.equipment, plan.target, plan.sets),
    e1rmFormula: 'epley',
  };
}

/**
 * Starts a session from a routine's day: the session (idempotent by clientId like any other) and,
 * per exercise of the day, the last session's sets of it and the next targets.
 */
export async function startFromRoutine(
  userId: string,
  input: { routineId: string; dayIndex: number; clientId: string },
): Promise<StartedSession & { created: boolean }> {
  const routine = await getRoutine(userId, input.routineId);
  const day = routine.days[input.dayIndex];
  if (!day) throw badRequest('trainingDayNotFound');
  const ids = day.exercises.map((e) => e.exerciseId);
  // The session, the day's exercises and only the sessions the targets and the previous sets read
  // (not years of history), at once: the new session has no set yet, so it adds no row to `recent`.
  const [{ session, created }, visible, recent] = await Promise.all([
    repo.insertSession(userId, input),
    repo.visibleExercises(userId, ids, 'fr'),
    repo.recentExerciseSets(userId, ids, MISSES_BEFORE_DELOAD),
  ]);
  const known = new Map(visible.map((e) => [e.id, e] as const));
  const exercises = day.exercises.flatMap((planned) => {
    const exercise = known.get(planned.exerciseId);
    if (!exercise) return [];
    const sessions = bySession(recent.filter((r) => r.exerciseId === exercise.id));
    const plan = plannedTarget(routine, exercise.id);
    return [
      {
        exerciseId: exercise.id,
        previous: sessions.filter((s) => s.sessionId !== session.id).at(-1)?.sets ?? [],
        next: nextTargets(sessions, exercise.equipment, plan.target, plan.sets),
      },
    ];
  });
  return { session, exercises, created };
}

/** The sessions of a lift the coach reads: its last ones with a work set (and the last two). */
const TREND_SESSIONS = 6;

/** Per lift, the best estimated 1RM of its last sessions, oldest first. */
export interface LiftTrend {
  exerciseId: string;
  name: string;
  /** Its names and aliases in both languages, as the catalogue search finds them. */
  aliases: string[];
  sessions: Array<{ date: string; bestE1rmKg: number; topSet: { weightKg: number; reps: number } }>;
  next: NextTargets;
}

export interface TrainingContext {
  lastSessions: Array<{
    date: string;
    routineName: string | null;
    dayName: string | null;
    finished: boolean;
    workSets: number;
    exercises: string[];
  }>;
  activeRoutine: { id: string; name: string; days: string[] } | null;
  /** The active routine's day after the last one done from it (the first when none was). */
  todaysDay: { index: number; name: string; exercises: string[] } | null;
  lifts: LiftTrend[];
}

/**
 * What the coach may read of the member's training, as plain data: the last sessions, the active
 * routine with the day that comes next, and per lift of the last sessions its trend and targets.
 */
export async function trainingContextFor(
  userId: string,
  lang: Lang = 'fr',
  recent = 5,
): Promise<TrainingContext> {
  await ensureCatalogue();
  const [sessions, routine] = await Promise.all([
    repo.listSessions(userId, undefined, recent),
    repo.activeRoutine(userId),
  ]);
  const liftIds = [...new Set(sessions.flatMap((s) => s.sets.map((set) => set.exerciseId)))];
  const routineIds = routine?.days.flatMap((d) => d.exercises.map((e) => e.exerciseId)) ?? [];
  const exercises = new Map(
    (await repo.visibleExercises(userId, [...new Set([...liftIds, ...routineIds])], lang)).map(
      (e) => [e.id, e] as const,
    ),
  );
  const nameOf = (id: string) => exercises.get(id)?.name ?? '?';
  const routines = new Map((await repo.listRoutines(userId)).map((r) => [r.id, r] as const));
  const lastFromRoutine = routine ? sessions.find((s) => s.routineId === routine.id) : undefined;
  const nextIndex =
    routine && routine.days.length > 0
      ? ((lastFromRoutine?.dayIndex ?? -1) + 1) % routine.days.length
      : null;
  const nextDay = routine && nextIndex !== null ? routine.days[nextIndex] : undefined;
  // Per lift, only its last sessions (the trend's and the targets'), in one query: not every set
  // of years of a lift on each chat message.
  const known = liftIds.filter((id) => exercises.has(id));
  const recentSets =
    known.length > 0
      ? await repo.recentExerciseSets(userId, known, Math.max(TREND_SESSIONS, MISSES_BEFORE_DELOAD))
      : [];
  const lifts = known.map((id) => {
    const exercise = exercises.get(id)!;
    const history = bySession(recentSets.filter((r) => r.exerciseId === id));
    const plan = plannedTarget(routine, id);
    return {
      exerciseId: id,
      name: exercise.name,
      aliases: exercise.aliases,
      sessions: history.slice(-TREND_SESSIONS).map((s) => {
        const top = [...workSets(s.sets), ...s.sets].sort(
          (a, b) => b.weightKg - a.weightKg || b.reps - a.reps,
        )[0];
        return {
          date: s.startedAt.slice(0, 10),
          bestE1rmKg: s.bestE1rmKg,
          topSet: { weightKg: top?.weightKg ?? 0, reps: top?.reps ?? 0 },
        };
      }),
      next: nextTargets(history, exercise.equipment, plan.target, plan.sets),
    };
  });
  return {
    lastSessions: sessions.map((s) => {
      const from = s.routineId ? routines.get(s.routineId) : undefined;
      return {
        date: s.startedAt.slice(0, 10),
        routineName: from?.name ?? null,
        dayName: (s.dayIndex !== null && from?.days[s.dayIndex]?.name) || null,
        finished: s.finishedAt !== null,
        workSets: workSets(s.sets).length,
        exercises: [...new Set(s.sets.map((set) => nameOf(set.exerciseId)))],
      };
    }),
    activeRoutine: routine
      ? { id: routine.id, name: routine.name, days: routine.days.map((d) => d.name) }
      : null,
    todaysDay:
      nextDay && nextIndex !== null
        ? {
            index: nextIndex,
            name: nextDay.name,
            exercises: nextDay.exercises.map((e) => nameOf(e.exerciseId)),
          }
        : null,
    lifts,
  };
}

/** The member's training log for the account export (own exercises, routines, every session). */
export async function exportTraining(userId: string, lang: Lang = 'fr'): Promise<TrainingExport> {
  const [exercises, routines, sessions] = await Promise.all([
    repo.ownExercises(userId, lang),
    repo.listRoutines(userId),
    repo.listSessions(userId, undefined, 1_000_000),
  ]);
  return { exercises, routines, sessions };
}

/** The columns of GET /api/training/export.csv, one row per logged set (docs/api.md). */
export const TRAINING_CSV_COLUMNS = [
  'session_id',
  'session_started_at',
  'session_finished_at',
  'routine',
  'routine_day',
  'session_notes',
  'exercise',
  'exercise_slug',
  'set_position',
  'set_type',
  'weight_kg',
  'weight',
  'unit',
  'reps',
  'rir',
  'set_completed_at',
] as const;

/**
 * The training log as CSV: a row per set, dates in UTC ISO 8601, the load in kg and again in the
 * member's unit (their progress profile's), exercise names in the request's language. Cells a
 * spreadsheet would read as a formula (= + - @) start with a quote (platform/csv).
 */
export async function exportTrainingCsv(userId: string, lang: Lang): Promise<CsvExport> {
  const [rows, units] = await Promise.all([repo.exportedSets(userId, lang), repo.unitsOf(userId)]);
  const pounds = units === 'imperial';
  const lines = rows.map((r) =>
    csvRow([
      r.sessionId,
      r.startedAt,
      r.finishedAt,
      r.routine,
      r.day,
      r.sessionNotes,
      r.exercise,
      r.slug,
      r.position,
      r.type,
      r.weightKg,
      pounds ? Math.round(kgToLb(r.weightKg) * 10) / 10 : r.weightKg,
      pounds ? 'lb' : 'kg',
      r.reps,
      r.rir,
      r.completedAt,
    ]),
  );
  return {
    filename: 'zak-coaching-training.csv',
    body: Readable.from([`\uFEFF${csvRow(TRAINING_CSV_COLUMNS)}`, ...lines]),
  };
}
