import { parse } from 'csv-parse/sync';
import { TrainingImportError } from './types';

export interface CsvRow {
  /** 1-based line where the record starts (a quoted cell may span several lines). */
  line: number;
  /** Cells by header name; undefined when the row is short of that column. */
  cells: Map<string, string>;
  /** True when the row has not as many cells as the header. */
  malformed: boolean;
}

/** How often the reading tells its progress (ReadOptions.onRead): every this many rows. */
export const READ_REPORT_ROWS = 1_000;

export interface ReadOptions {
  /** More checks of the header line (beyond `required`), run as soon as it is read. */
  checkHeader?: (header: string[]) => void;
  /**
   * `rows` read (the header not counted) and `bytes` of the file's UTF-8 behind them: every
   * READ_REPORT_ROWS rows once the header passed its checks, then once at the end (all the bytes).
   */
  onRead?: (rows: number, bytes: number) => void;
}

/**
 * Reads a CSV export: RFC 4180 quoting, a BOM, CRLF or LF, comma or semicolon (Strong's older
 * exports) as the delimiter, whichever the header line uses more. Throws TrainingImportError
 * 'invalid-csv' when the file cannot be read as CSV (a quote never closed), 'missing-columns'
 * when the header lacks one of `required` (as soon as the header is read, before any report).
 */
export function readCsv(
  text: string,
  required: readonly string[],
  options: ReadOptions = {},
): { header: string[]; rows: CsvRow[] } {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const delimiter = count(firstLine, ';') > count(firstLine, ',') ? ';' : ',';
  const { checkHeader, onRead } = options;
  let parsed: unknown[];
  try {
    // With `info`, each record comes as { record, info }: csv-parse's typings omit that form.
    parsed = parse(text, {
      bom: true,
      delimiter,
      info: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      on_record: (value, context) => {
        if (context.records === 1) checkColumns(withInfo(value).record, required, checkHeader);
        else if (onRead && (context.records - 1) % READ_REPORT_ROWS === 0) {
          onRead(context.records - 1, context.bytes);
        }
        return value;
      },
    });
  } catch (error) {
    if (error instanceof TrainingImportError) throw error;
    throw new TrainingImportError('invalid-csv', (error as Error).message);
  }
  const [head, ...body] = parsed.map(withInfo);
  if (!head) throw new TrainingImportError('missing-columns', 'The file is empty.');
  const header = head.record.map((name) => name.trim());
  onRead?.(body.length, Buffer.byteLength(text));
  let previousEnd = head.info.lines;
  let previousEmpty = head.info.empty_lines;
  const rows = body.map(({ record, info }) => {
    // info.lines is where the record ends; the blank lines skipped before it are counted apart.
    const line = previousEnd + 1 + (info.empty_lines - previousEmpty);
    previousEnd = info.lines;
    previousEmpty = info.empty_lines;
    const cells = new Map<string, string>();
    header.forEach((name, index) => {
      const cell = record[index];
      if (cell !== undefined) cells.set(name, cell.trim());
    });
    return { line, cells, malformed: record.length !== header.length };
  });
  return { header, rows };
}

interface RecordWithInfo {
  record: string[];
  info: { lines: number; empty_lines: number };
}

function withInfo(value: unknown): RecordWithInfo {
  const { record, info } = (value ?? {}) as Partial<RecordWithInfo>;
  if (!Array.isArray(record) || typeof info?.lines !== 'number') {
    throw new TrainingImportError('invalid-csv', 'Unexpected CSV reader output.');
  }
  return { record, info };
}

function checkColumns(
  record: string[],
  required: readonly string[],
  checkHeader: ReadOptions['checkHeader'],
): void {
  const header = record.map((name) => name.trim());
  const missing = required.filter((name) => !header.includes(name));
  if (missing.length) {
    throw new TrainingImportError('missing-columns', `Missing columns: ${missing.join(', ')}.`);
  }
  checkHeader?.(header);
}

function count(text: string, character: string): number {
  return text.split(character).length - 1;
}
