import { createHash } from 'node:crypto';
import { TRAINING_LIMITS, type SetType } from '@zak/contract';
import { READ_REPORT_ROWS, type CsvRow } from './csv';
import { localToUtc, type LocalDateTime } from './time';
import type { ImportResult, ImportedSession, ImportedSet, SkipReason, SkippedLine } from './types';

/** Pounds to kilograms, the exact international factor. */
export const KG_PER_LB = 0.45359237;

/** Namespace of the import's UUID v5 keys (RFC 9562); changing it would break idempotency. */
const CLIENT_KEY_NAMESPACE = '4c465688-73f9-459c-b6c1-ce24e851e3b4';

/** UUID version 5 (RFC 9562) of `name`, in the import's namespace unless told another. */
export function uuidV5(name: string, namespace = CLIENT_KEY_NAMESPACE): string {
  const bytes = createHash('sha1')
    .update(Buffer.from(namespace.replace(/-/g, ''), 'hex'))
    .update(name, 'utf8')
    .digest()
    .subarray(0, 16);
  bytes.writeUInt8((bytes.readUInt8(6) & 0x0f) | 0x50, 6); // version 5
  bytes.writeUInt8((bytes.readUInt8(8) & 0x3f) | 0x80, 8); // RFC variant
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * A number as an export writes it: "80", "80.5", or "80,5" (a decimal comma, as semicolon files
 * from French phones write it). null for an empty cell, NaN for anything else.
 */
export function parseNumber(text: string | undefined): number | null {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return null;
  if (!/^[-+]?\d+(?:[.,]\d+)?$/.test(trimmed)) return Number.NaN;
  return Number(trimmed.replace(',', '.'));
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The cells of one set row, as text, with the unit its weight is in. */
export interface SetCells {
  weight: string;
  unit: 'kg' | 'lb';
  reps: string;
  rpe: string;
  distance: string;
  seconds: string;
}

/** A set's numbers checked and converted, or the reason the row is skipped. */
export function readSet(
  cells: SetCells,
): { weightKg: number; reps: number; rir: number | null } | { reason: SkipReason } {
  const reps = parseNumber(cells.reps);
  const distance = parseNumber(cells.distance);
  const seconds = parseNumber(cells.seconds);
  const positive = (value: number | null) => value !== null && value > 0;
  if ((reps === null || reps === 0) && (positive(distance) || positive(seconds))) {
    return { reason: 'cardio-or-timed' };
  }
  if (reps === null) return { reason: 'missing-reps' };
  if (!Number.isInteger(reps) || reps < 1 || reps > TRAINING_LIMITS.repsMax) {
    return { reason: 'invalid-reps' };
  }
  const weight = parseNumber(cells.weight) ?? 0;
  if (Number.isNaN(weight)) return { reason: 'invalid-weight' };
  const weightKg = round2(cells.unit === 'lb' ? weight * KG_PER_LB : weight);
  if (weightKg < 0 || weightKg > TRAINING_LIMITS.weightKgMax) {
    return { reason: 'weight-out-of-range' };
  }
  const rpe = parseNumber(cells.rpe);
  if (rpe !== null && (Number.isNaN(rpe) || rpe < 1 || rpe > 10)) return { reason: 'invalid-rpe' };
  const rir = rpe === null ? null : Math.round((10 - rpe) * 10) / 10;
  return { weightKg, reps, rir };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** What identifies a workout in a file, and what it says about itself. */
export interface WorkoutHead {
  /** Groups the rows of one workout (the file's own start cell and name). */
  groupKey: string;
  start: LocalDateTime;
  name: string;
  /** When it ended, from its UTC start; null when the file does not say. */
  finishedAt: (startedAt: Date) => Date | null;
  notes: string;
}

interface Builder {
  session: ImportedSession;
  exerciseNotes: Set<string>;
}

/** Gathers the rows of a file into sessions and a report of what was skipped. */
export class SessionCollector {
  private readonly builders = new Map<string, Builder>();
  private readonly skipped: SkippedLine[] = [];

  constructor(private readonly timeZone: string) {}

  skip(line: number, reason: SkipReason): void {
    this.skipped.push({ line, reason });
  }

  /** Adds one set row; its numbers are checked here (skipped with a reason when wrong). */
  addSet(
    line: number,
    head: WorkoutHead,
    exercise: { name: string; notes: string },
    type: SetType,
    cells: SetCells,
  ): void {
    const read = readSet(cells);
    if ('reason' in read) return this.skip(line, read.reason);
    const builder = this.builder(head);
    const { sets } = builder.session;
    if (sets.length >= TRAINING_LIMITS.setsPerSessionMax) return this.skip(line, 'too-many-sets');
    const name = exercise.name.slice(0, TRAINING_LIMITS.exerciseNameMax);
    const set: ImportedSet = { exerciseName: name, position: sets.length + 1, type, ...read };
    sets.push(set);
    if (exercise.notes) builder.exerciseNotes.add(`${name}: ${exercise.notes}`);
  }

  result(): ImportResult {
    const sessions = [...this.builders.values()]
      .filter(({ session }) => session.sets.length > 0)
      .map(({ session, exerciseNotes }) => ({
        ...session,
        notes: [session.notes, ...exerciseNotes]
          .filter(Boolean)
          .join('\n')
          .slice(0, TRAINING_LIMITS.notesMax),
      }));
    return { sessions, skipped: this.skipped };
  }

  private builder(head: WorkoutHead): Builder {
    const existing = this.builders.get(head.groupKey);
    if (existing) return existing;
    const { year, month, day, hour, minute } = head.start;
    const name = head.name.slice(0, TRAINING_LIMITS.routineNameMax);
    const startedAt = localToUtc(head.start, this.timeZone);
    const finishedAt = head.finishedAt(startedAt);
    const builder: Builder = {
      session: {
        clientKey: uuidV5(`${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}\n${name}`),
        startedAt: startedAt.toISOString(),
        finishedAt: finishedAt && finishedAt >= startedAt ? finishedAt.toISOString() : null,
        name,
        notes: head.notes,
        sets: [],
      },
      exerciseNotes: new Set(),
    };
    this.builders.set(head.groupKey, builder);
    return builder;
  }
}

/** How a format names its start and exercise columns, reads its dates and its set types. */
export interface RowFormat {
  dateColumn: string;
  exerciseColumn: string;
  parseDate: (text: string) => LocalDateTime | null;
  setType: (cell: (name: string) => string) => SetType | SkipReason;
}

/** A row that passed the checks every format shares. */
export interface SetRow {
  line: number;
  /** A cell's text, '' when absent. */
  cell: (name: string) => string;
  /** The start cell as written (groups the rows of one workout). */
  date: string;
  start: LocalDateTime;
  type: SetType;
  exerciseName: string;
}

const SET_TYPE_VALUES: readonly string[] = ['warmup', 'normal', 'drop', 'failure'];
const isSetType = (value: string): value is SetType => SET_TYPE_VALUES.includes(value);

/**
 * Calls `handle` with each row that has the header's cells, a valid start, a known set type and an
 * exercise name; skips the others with their reason.
 */
/**
 * The row checks' progress: `rows` of the file's `total` checked, every READ_REPORT_ROWS rows,
 * then once at the end (a five-year export's checks take about a second after its reading).
 */
export type OnChecked = (rows: number, total: number) => void;

export function eachSetRow(
  rows: readonly CsvRow[],
  collector: SessionCollector,
  format: RowFormat,
  handle: (row: SetRow) => void,
  onChecked?: OnChecked,
): void {
  let checked = 0;
  for (const { line, cells, malformed } of rows) {
    if (onChecked && checked > 0 && checked % READ_REPORT_ROWS === 0) {
      onChecked(checked, rows.length);
    }
    checked += 1;
    const cell = (name: string) => cells.get(name) ?? '';
    const date = cell(format.dateColumn);
    const start = date ? format.parseDate(date) : null;
    const type = format.setType(cell);
    const exerciseName = cell(format.exerciseColumn);
    if (malformed) collector.skip(line, 'malformed-row');
    else if (!date) collector.skip(line, 'missing-date');
    else if (!start) collector.skip(line, 'invalid-date');
    else if (!isSetType(type)) collector.skip(line, type);
    else if (!exerciseName) collector.skip(line, 'missing-exercise');
    else handle({ line, cell, date, start, type, exerciseName });
  }
  onChecked?.(rows.length, rows.length);
}
