import type { SetType } from '@zak/contract';
import {
  SessionCollector,
  eachSetRow,
  type OnChecked,
  parseNumber,
  type WorkoutHead,
} from './common';
import { readCsv, type ReadOptions } from './csv';
import { checkTimeZone, validLocal, type LocalDateTime } from './time';
import type { ImportResult, SkipReason } from './types';

export interface StrongImportOptions {
  /** Strong's file does not say the unit of its Weight column: the member tells. */
  unit: 'kg' | 'lb';
  /** The member's IANA time zone: Strong writes local times ("2024-01-15 18:30:00"). */
  timeZone: string;
  /** The reading's progress (csv.ts ReadOptions.onRead). */
  onRead?: ReadOptions['onRead'];
  /** The row checks' progress (common.ts eachSetRow), after the reading. */
  onChecked?: OnChecked;
}

/**
 * Strong's columns: Date, Workout Name, Duration, Exercise Name, Set Order, Weight, Reps, Distance,
 * Seconds, Notes, Workout Notes, RPE. Older exports are semicolon-separated and add Weight Unit
 * and Distance Unit, which then win over `unit`.
 */
const REQUIRED = ['Date', 'Workout Name', 'Exercise Name', 'Weight', 'Reps'] as const;

/** "2024-01-15 18:30:00", "2024-01-15 18:30", or with AM/PM ("2024-01-15 6:30:00 PM"). */
const DATE =
  /^(\d{4})-(\d{2})-(\d{2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?(?:[\s\u202f]*([ap])\.?m\.?)?$/i;

export function parseLocalIso(text: string): LocalDateTime | null {
  const match = DATE.exec(text.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute, second, meridiem] = match;
  let hours = Number(hour);
  if (meridiem) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (meridiem.toLowerCase() === 'p' ? 12 : 0);
  }
  return validLocal({
    year: Number(year),
    month: Number(month),
    day: Number(day),
    hour: hours,
    minute: Number(minute),
    second: Number(second ?? 0),
  });
}

/** Strong's Duration: "1h 5m", "45m", "50s", "1h" (or plain seconds); null otherwise. */
export function parseStrongDuration(text: string | undefined): number | null {
  const trimmed = (text ?? '').trim();
  const seconds = parseNumber(trimmed);
  if (seconds !== null && Number.isInteger(seconds) && seconds >= 0) return seconds;
  const match = /^(?:(\d+)\s*h)?\s*(?:(\d+)\s*m(?:in)?)?\s*(?:(\d+)\s*s)?$/i.exec(trimmed);
  if (!match || trimmed === '') return null;
  return Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
}

/** Set Order: a number for a work set, W (warm-up), D (drop set), F (failure). */
function setTypeOf(order: string): SetType | SkipReason {
  const value = order.trim().toUpperCase();
  if (value === '' || /^\d+$/.test(value)) return 'normal';
  if (value === 'W') return 'warmup';
  if (value === 'D') return 'drop';
  if (value === 'F') return 'failure';
  if (value === 'REST TIMER') return 'rest-timer';
  return 'unknown-set-type';
}

function unitOf(text: string, fallback: 'kg' | 'lb'): 'kg' | 'lb' {
  const unit = text.trim().toLowerCase();
  if (unit === 'kg' || unit === 'kgs') return 'kg';
  if (unit === 'lb' || unit === 'lbs') return 'lb';
  return fallback;
}

/** A Strong CSV export as sessions of sets, and the lines left out with their reasons. */
export function parseStrongCsv(text: string, options: StrongImportOptions): ImportResult {
  checkTimeZone(options.timeZone);
  const { rows } = readCsv(text, REQUIRED, { onRead: options.onRead });
  const collector = new SessionCollector(options.timeZone);
  const format = {
    dateColumn: 'Date',
    exerciseColumn: 'Exercise Name',
    parseDate: parseLocalIso,
    setType: (cell: (name: string) => string) => setTypeOf(cell('Set Order')),
  };
  eachSetRow(
    rows,
    collector,
    format,
    ({ line, cell, date, start, type, exerciseName }) => {
      const duration = parseStrongDuration(cell('Duration'));
      const head: WorkoutHead = {
        groupKey: `${date}\n${cell('Workout Name')}`,
        start,
        name: cell('Workout Name'),
        finishedAt: (startedAt) =>
          duration === null ? null : new Date(startedAt.getTime() + duration * 1000),
        notes: cell('Workout Notes'),
      };
      collector.addSet(line, head, { name: exerciseName, notes: cell('Notes') }, type, {
        weight: cell('Weight'),
        unit: unitOf(cell('Weight Unit'), options.unit),
        reps: cell('Reps'),
        rpe: cell('RPE'),
        distance: cell('Distance'),
        seconds: cell('Seconds'),
      });
    },
    options.onChecked,
  );
  return collector.result();
}
