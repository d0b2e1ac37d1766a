// POST /api/training/import (issue #34): a Strong or Hevy CSV export read by the pure parsers of
// ./import, its exercise names matched to the catalogue (the others become the member's own
// exercises), its sessions stored in one transaction under their clientKey, so a second import of
// the same file stores nothing new; stored in chunks that tell their progress and let the event
// loop go (training.repository's importSessions). The preview runs the same steps, stores nothing.
import {
  TRAINING_LIMITS as L,
  type TrainingImportFormat,
  type TrainingImportReport,
} from '@zak/contract';
import { badRequest } from '../../platform/app-error';
import { applyControlPolicy, textProblem } from '../../platform/text-policy';
import { EXERCISE_CATALOGUE, foldName } from './catalogue/index';
import {
  matchExercise,
  parseHevyCsv,
  parseStrongCsv,
  TrainingImportError,
  type ImportResult,
} from './import/index';
import { parseOffLoop } from './import/parse-off-loop';
import type { MsgKey } from '../../platform/messages';
import * as repo from './training.repository';
import { ensureCatalogue } from './training.service';

export interface ImportRequest {
  format: TrainingImportFormat;
  unit?: 'kg' | 'lb';
  timeZone: string;
  dryRun: boolean;
}

/** About how many `matching` reports an import sends, however many exercise names its file has. */
export const MATCHING_REPORTS = 20;

/** How many skipped lines the report lists (the total is always given). */
export const SKIPPED_LINES_SHOWN = 200;

const FILE_ERRORS: Record<TrainingImportError['code'], MsgKey> = {
  'invalid-csv': 'trainingImportInvalidCsv',
  'missing-columns': 'trainingImportMissingColumns',
  'invalid-time-zone': 'trainingImportTimeZoneInvalid',
};

/** Strong's older semicolon export says its unit in a Weight Unit column. */
const saysItsUnit = (text: string) => /^[^\r\n]*\bWeight Unit\b/.test(text);

/**
 * A file this small is read on the spot (a few milliseconds); a bigger one on a worker thread, so
 * that the API answers other requests meanwhile (five years of Strong, 1.7 MB, take seconds).
 */
export const READ_ON_THE_SPOT_BYTES = 64 * 1024;

async function parse(
  text: string,
  request: ImportRequest,
  progress: ImportProgress,
): Promise<ImportResult> {
  if (request.format === 'strong' && !request.unit && !saysItsUnit(text))
    throw badRequest('trainingImportUnitRequired');
  const { onReading, onChecking: onChecked } = progress;
  const total = onReading ? Buffer.byteLength(text) : 0;
  const onRead = onReading && ((rows: number, bytes: number) => onReading(rows, bytes, total));
  const read = { ...request, unit: request.unit ?? 'kg', text };
  try {
    if (text.length > READ_ON_THE_SPOT_BYTES) return await parseOffLoop(read, onRead, onChecked);
    if (request.format === 'hevy') return parseHevyCsv(text, { ...read, onRead, onChecked });
    return parseStrongCsv(text, { ...read, onRead, onChecked });
  } catch (err) {
    if (err instanceof TrainingImportError) throw badRequest(FILE_ERRORS[err.code]);
    throw err;
  }
}

/** One-line texts of the file as the text policy keeps them (controls out, tabs as spaces). */
const oneLine = (text: string, max: number) =>
  (applyControlPolicy(text, 'strip') ?? '').replace(/\s+/g, ' ').trim().slice(0, max);
const multiline = (text: string) =>
  (applyControlPolicy(text, 'multiline') ?? '').trim().slice(0, L.notesMax);

/** What an import tells as it stores (POST /api/training/import streamed, training.routes). */
export interface ImportProgress {
  /**
   * The file's reading: `rows` and `bytes` of its `total` read (its header has passed its checks;
   * a file found unreadable further down still throws the usual 400).
   */
  onReading?: (rows: number, bytes: number, total: number) => void;
  /** Then the rows' checks: `rows` of the file's `total` rows checked. */
  onChecking?: (rows: number, total: number) => void;
  /**
   * Then the exercise names' matching: `done` of the file's `total` distinct names matched; the
   * last report (done = total) waits for the lookup of the exercises' ids and of the sessions
   * imported before.
   */
  onMatching?: (done: number, total: number) => void;
  /** The file is read and matched (its 4xx are past): `total` new sessions are about to be stored. */
  onStoring?: (total: number) => void;
  /** `done` of the `total` new sessions stored (not committed until the last). */
  onProgress?: (done: number, total: number) => void;
}

export async function importTraining(
  userId: string,
  text: unknown,
  request: ImportRequest,
  progress: ImportProgress = {},
): Promise<{ report: TrainingImportReport; stored: boolean }> {
  if (typeof text !== 'string' || text.trim() === '') throw badRequest('trainingImportNoFile');
  // The text policy's base rule, for a body the JSON gate (refuseHostileText) does not read.
  if (textProblem(text)) throw badRequest('trainingImportInvalidText');
  const parsed = await parse(text.replace(/^\uFEFF/, ''), request, progress);
  await ensureCatalogue();

  // Exercise names: the catalogue's, then the member's own (by folded name), then new ones. Each
  // name of the file is cleaned and folded once (25,000 sets name a few dozen exercises).
  const names = new Map<string, string>();
  const keyOf = new Map<string, string>();
  for (const session of parsed.sessions) {
    for (const set of session.sets) {
      let key = keyOf.get(set.exerciseName);
      if (key === undefined) {
        const name = oneLine(set.exerciseName, L.exerciseNameMax) || '?';
        key = foldName(name) || name;
        if (!names.has(key)) names.set(key, name);
        keyOf.set(set.exerciseName, key);
      }
      set.exerciseName = key;
    }
  }
  const slugs = new Map<string, string>();
  const unknown = new Map<string, string>();
  // Told as it goes (the streamed import's `matching` events): about MATCHING_REPORTS reports
  // however many names the file has.
  const every = Math.max(1, Math.ceil(names.size / MATCHING_REPORTS));
  let matched = 0;
  progress.onMatching?.(0, names.size);
  for (const [key, name] of names) {
    const slug = matchExercise(name, EXERCISE_CATALOGUE);
    if (slug) slugs.set(key, slug);
    else unknown.set(key, name);
    matched += 1;
    if (matched % every === 0 && matched < names.size) progress.onMatching?.(matched, names.size);
  }

  const sessions = parsed.sessions.map((s) => ({
    clientId: s.clientKey,
    startedAt: s.startedAt,
    finishedAt: s.finishedAt,
    // Sessions have no title of their own: the workout's name heads its notes.
    notes: multiline([oneLine(s.name, L.routineNameMax), s.notes].filter(Boolean).join('\n')),
    sets: s.sets,
  }));
  // The catalogue's ids, the member's own exercises and the sessions imported before, at once.
  const [bySlug, ownList, knownKeys] = await Promise.all([
    repo.exerciseIdsBySlug([...new Set(slugs.values())]),
    repo.ownExercises(userId, 'fr'),
    repo.existingSessionKeys(
      userId,
      sessions.map((s) => s.clientId),
    ),
  ]);
  progress.onMatching?.(names.size, names.size);
  const own = new Map(ownList.map((e) => [foldName(e.name) || e.name, e.id]));
  const toCreate = [...unknown].filter(([key]) => !own.has(key));
  const known = new Set(knownKeys);
  const fresh = sessions.filter((s) => !known.has(s.clientId));
  const setsInFile = sessions.reduce((n, s) => n + s.sets.length, 0);

  let stored = { sessions: 0, sets: 0 };
  if (!request.dryRun && fresh.length > 0) {
    progress.onStoring?.(fresh.length);
    stored = await repo.importSessions(
      userId,
      {
        newExercises: toCreate.map(([key, name]) => ({ key, name })),
        exerciseIdOf: (key) => {
          const slug = slugs.get(key);
          return (slug ? bySlug.get(slug) : own.get(key)) ?? null;
        },
        sessions: fresh.map((s) => ({
          ...s,
          sets: s.sets.map((set) => ({
            clientId: `${s.clientId}-${set.position}`,
            exerciseKey: set.exerciseName,
            position: set.position,
            type: set.type,
            weightKg: set.weightKg,
            reps: set.reps,
            // RPE 8.5 is 1.5 reps in reserve: the log keeps whole reps.
            rir: set.rir === null ? null : Math.min(L.rirMax, Math.max(0, Math.round(set.rir))),
            completedAt: s.startedAt,
          })),
        })),
      },
      progress.onProgress,
    );
  }
  const wouldStore = request.dryRun
    ? { sessions: fresh.length, sets: fresh.reduce((n, s) => n + s.sets.length, 0) }
    : stored;
  const report: TrainingImportReport = {
    format: request.format,
    dryRun: request.dryRun,
    sessions: {
      inFile: sessions.length,
      imported: wouldStore.sessions,
      alreadyImported: sessions.length - fresh.length,
    },
    sets: { inFile: setsInFile, imported: wouldStore.sets },
    exercises: {
      matched: slugs.size,
      existingCustom: unknown.size - toCreate.length,
      createdCustom: toCreate.length,
      createdNames: toCreate.map(([, name]) => name),
    },
    skipped: {
      total: parsed.skipped.length,
      lines: parsed.skipped.slice(0, SKIPPED_LINES_SHOWN),
    },
  };
  return { report, stored: stored.sessions > 0 };
}
