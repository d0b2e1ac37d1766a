import type {
  CheckIn,
  CheckInLog,
  CoachContextView,
  CoachingProfile,
  CoachingProfileInput,
  MeasurementEntry,
  ProgressExport,
  WeightEntry,
  WeightLog,
} from '@zak/contract';
import { Readable } from 'node:stream';
import { isUniqueViolation } from '../../platform/db/query';
import { badRequest, conflict, notFound } from '../../platform/app-error';
import { csvRow } from '../../platform/csv';
import { countTokens } from '../../platform/tokens';
import { trainingForCoach, trainingLines } from '../training';
import { buildCoachContext, type CoachContext } from './coach-context';
import { addDays, dayNumber, movingAverage, weightTrend } from './trend';
import {
  CHECK_INS,
  MEASUREMENTS,
  WEIGHTS,
  allEntries,
  checkInReplies,
  deleteEntry,
  findProfile,
  listEntries,
  replaceEntry,
  saveProfile as storeProfile,
  setCoachContext as storeCoachContext,
  upsertEntry,
  type DailyLog,
} from './progress.repository';
import { todayUtc } from './progress.validation';
import type { CsvExport } from '../../platform/csv';

type Lang = 'fr' | 'en';

export const DEFAULT_PROFILE: CoachingProfile = {
  goal: null,
  heightCm: null,
  birthYear: null,
  sex: null,
  trainingDays: null,
  level: null,
  equipment: null,
  units: 'metric',
  coachContext: true,
};

export async function getProfile(userId: string): Promise<CoachingProfile> {
  return (await findProfile(userId)) ?? DEFAULT_PROFILE;
}

export const saveProfile = (userId: string, profile: CoachingProfileInput) =>
  storeProfile(userId, profile);

export const setCoachContext = (userId: string, enabled: boolean) =>
  storeCoachContext(userId, enabled);

/**
 * The writes every daily log shares: one entry per day (a second one for the same day replaces
 * it), edits and deletes by id, and another member's id answers 404 like an unknown one.
 */
export const dailyLog = <E>(log: DailyLog<E>) => ({
  save: (userId: string, { date, ...values }: { date: string }) =>
    upsertEntry(log, userId, date, values),
  async replace(userId: string, id: string, { date, ...values }: { date: string }) {
    try {
      const entry = await replaceEntry(log, userId, id, date, values);
      if (!entry) throw notFound('entryNotFound');
      return entry;
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict('entryDayTaken');
      throw err;
    }
  },
  async remove(userId: string, id: string) {
    if (!(await deleteEntry(log, userId, id))) throw notFound('entryNotFound');
  },
});

/** Longest period a list answers: five years of daily entries. */
const MAX_RANGE_DAYS = 5 * 366;
/** Days read before the period so its first points have their 7-day average and 4-week rate. */
const LOOKBACK_DAYS = 34;

/** A period from the query: default the 365 days ending today. */
export function resolveRange(range: { from?: string; to?: string }) {
  const to = range.to ?? todayUtc();
  const from = range.from ?? addDays(to, -364);
  if (from > to || dayNumber(to) - dayNumber(from) > MAX_RANGE_DAYS) {
    throw badRequest('rangeInvalid');
  }
  return { from, to };
}

/** The weights of a period with their 7-day averages, and the trend at its last entry. */
export async function weightLog(
  userId: string,
  range: { from?: string; to?: string },
): Promise<WeightLog> {
  const { from, to } = resolveRange(range);
  const [entries, profile] = await Promise.all([
    listEntries<WeightEntry>(WEIGHTS, userId, { from: addDays(from, -LOOKBACK_DAYS), to }),
    findProfile(userId),
  ]);
  return {
    entries: movingAverage(entries).filter((p) => p.date >= from),
    trend: weightTrend(entries, profile?.goal ?? null),
  };
}

export async function measurementLog(userId: string, range: { from?: string; to?: string }) {
  return {
    entries: await listEntries<MeasurementEntry>(MEASUREMENTS, userId, resolveRange(range)),
  };
}

/** The check-ins of a period, newest first, each with the coach's reply (issue 36) or null. */
export async function checkInLog(
  userId: string,
  range: { from?: string; to?: string },
): Promise<CheckInLog> {
  const period = resolveRange(range);
  const entries = await listEntries<CheckIn>(CHECK_INS, userId, period, 'DESC');
  const replies = await checkInReplies(
    userId,
    entries.map((e) => e.id),
  );
  return { entries: entries.map((e) => ({ ...e, reply: replies.get(e.id) ?? null })) };
}

/**
 * What the coach is told about the member before an answer: their profile, the last five weeks of
 * weights (7-day average, 4-week rate) and the last check-in. Null when the member switched it off.
 */
export async function coachContextFor(
  userId: string,
  lang: Lang,
  today = todayUtc(),
): Promise<CoachContext | null> {
  const profile = await findProfile(userId);
  if (profile && !profile.coachContext) return null;
  const [weights, [lastCheckIn]] = await Promise.all([
    listEntries<WeightEntry>(WEIGHTS, userId, { from: addDays(today, -LOOKBACK_DAYS), to: today }),
    listEntries<CheckIn>(CHECK_INS, userId, { from: addDays(today, -90), to: today }, 'DESC', 1),
  ]);
  const context = buildCoachContext({
    profile,
    weights,
    lastCheckIn: lastCheckIn ?? null,
    today,
    lang,
  });
  const training = await trainingForCoach(userId, lang, profile?.units ?? 'metric');
  return withTraining(context, training, lang);
}

/** Most tokens the training log's lines may add to the coach context (its last lifts go first). */
export const TRAINING_CONTEXT_TOKENS = 220;

/** The coach context with the training log: its lines after the tracker's, and its data. */
function withTraining(
  context: CoachContext,
  training: Awaited<ReturnType<typeof trainingForCoach>>,
  lang: Lang,
): CoachContext {
  const lines = trainingLines(training, lang);
  while (lines.length > 2 && countTokens(lines.join('\n')) > TRAINING_CONTEXT_TOKENS) lines.pop();
  return {
    ...context,
    text: `${context.text}\n${lines.join('\n')}`,
    ...(training ? { training } : {}),
  };
}

export async function coachContextView(userId: string, lang: Lang): Promise<CoachContextView> {
  const context = await coachContextFor(userId, lang);
  return { enabled: context !== null, text: context?.text ?? null };
}

/** The member's progress data for the account export. */
export async function exportProgress(userId: string): Promise<ProgressExport> {
  const [profile, weights, measurements, checkIns] = await Promise.all([
    findProfile(userId),
    allEntries<WeightEntry>(WEIGHTS, userId),
    allEntries<MeasurementEntry>(MEASUREMENTS, userId),
    allEntries<CheckIn>(CHECK_INS, userId),
  ]);
  return { profile, weights, measurements, checkIns };
}

const CSV_FIELDS = {
  weight: Object.keys(WEIGHTS.columns),
  measurement: Object.keys(MEASUREMENTS.columns),
  checkIn: Object.keys(CHECK_INS.columns),
};
const CSV_HEADER = ['kind', 'date', ...Object.values(CSV_FIELDS).flat()];

/**
 * The progress logs as one CSV: a row per entry, `kind` naming its log, the other logs' columns
 * empty (the profile is in the JSON export).
 */
export async function exportProgressCsv(userId: string): Promise<CsvExport> {
  const data = await exportProgress(userId);
  const rows = (kind: keyof typeof CSV_FIELDS, entries: object[]) =>
    entries.map((entry) => {
      const record = entry as Record<string, unknown>;
      return csvRow(
        CSV_HEADER.map((column) => {
          if (column === 'kind') return kind;
          if (column === 'date') return record.date;
          return CSV_FIELDS[kind].includes(column) ? record[column] : null;
        }),
      );
    });
  const lines = [
    `\uFEFF${csvRow(CSV_HEADER)}`,
    ...rows('weight', data.weights),
    ...rows('measurement', data.measurements),
    ...rows('checkIn', data.checkIns),
  ];
  return { filename: 'zak-coaching-progress.csv', body: Readable.from(lines) };
}
