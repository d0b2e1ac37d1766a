import type { SetType } from '@zak/contract';
import { SessionCollector, eachSetRow, type OnChecked, type WorkoutHead } from './common';
import { readCsv, type ReadOptions } from './csv';
import { parseLocalIso } from './strong';
import { checkTimeZone, localToUtc, validLocal, type LocalDateTime } from './time';
import { TrainingImportError, type ImportResult } from './types';

export interface HevyImportOptions {
  /** The member's IANA time zone: Hevy writes local times ("15 Jan 2024, 18:30"). */
  timeZone: string;
  /** The reading's progress (csv.ts ReadOptions.onRead). */
  onRead?: ReadOptions['onRead'];
  /** The row checks' progress (common.ts eachSetRow), after the reading. */
  onChecked?: OnChecked;
}

/**
 * Hevy's columns: title, start_time, end_time, description, exercise_title, superset_id,
 * exercise_notes, set_index, set_type, weight_kg (weight_lbs when the account is in pounds), reps,
 * distance_km (distance_miles), duration_seconds, rpe.
 */
const REQUIRED = ['title', 'start_time', 'exercise_title', 'reps'] as const;

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** Hevy's "15 Jan 2024, 18:30" (English month names), or an ISO-like "2024-01-15 18:30:00". */
export function parseHevyDate(text: string): LocalDateTime | null {
  const match = /^(\d{1,2}) ([a-z]{3})[a-z]*\.? (\d{4}),? (\d{1,2}):(\d{2})(?::(\d{2}))?$/i.exec(
    text.trim(),
  );
  if (!match) return parseLocalIso(text);
  const [, day, month, year, hour, minute, second] = match;
  const monthIndex = MONTHS.indexOf((month ?? '').toLowerCase());
  if (monthIndex === -1) return null;
  return validLocal({
    year: Number(year),
    month: monthIndex + 1,
    day: Number(day),
    hour: Number(hour),
    minute: Number(minute),
    second: Number(second ?? 0),
  });
}

const SET_TYPES: Record<string, SetType> = {
  '': 'normal',
  normal: 'normal',
  warmup: 'warmup',
  dropset: 'drop',
  failure: 'failure',
};

/** A Hevy CSV export as sessions of sets, and the lines left out with their reasons. */
export function parseHevyCsv(text: string, options: HevyImportOptions): ImportResult {
  checkTimeZone(options.timeZone);
  const { header, rows } = readCsv(text, REQUIRED, {
    checkHeader: (columns) => {
      if (!columns.includes('weight_kg') && !columns.includes('weight_lbs')) {
        throw new TrainingImportError(
          'missing-columns',
          'Missing columns: weight_kg or weight_lbs.',
        );
      }
    },
    onRead: options.onRead,
  });
  const inPounds = !header.includes('weight_kg');
  const collector = new SessionCollector(options.timeZone);
  const format = {
    dateColumn: 'start_time',
    exerciseColumn: 'exercise_title',
    parseDate: parseHevyDate,
    setType: (cell: (name: string) => string) =>
      SET_TYPES[cell('set_type').toLowerCase()] ?? 'unknown-set-type',
  };
  eachSetRow(
    rows,
    collector,
    format,
    ({ line, cell, date, start, type, exerciseName }) => {
      const end = parseHevyDate(cell('end_time'));
      const head: WorkoutHead = {
        groupKey: `${date}\n${cell('title')}`,
        start,
        name: cell('title'),
        finishedAt: () => (end ? localToUtc(end, options.timeZone) : null),
        notes: cell('description'),
      };
      collector.addSet(line, head, { name: exerciseName, notes: cell('exercise_notes') }, type, {
        weight: cell(inPounds ? 'weight_lbs' : 'weight_kg'),
        unit: inPounds ? 'lb' : 'kg',
        reps: cell('reps'),
        rpe: cell('rpe'),
        distance: cell('distance_km') || cell('distance_miles'),
        seconds: cell('duration_seconds'),
      });
    },
    options.onChecked,
  );
  return collector.result();
}
