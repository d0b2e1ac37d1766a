import { Transform, type Readable } from 'node:stream';

/** A CSV download: its file name and its bytes as a stream (the route sends both). */
export interface CsvExport {
  filename: string;
  body: Readable;
}

/** RFC 4180 CSV helpers with spreadsheet-formula neutralisation (OWASP CSV injection). */

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  if (/[",\r\n]/.test(text)) text = `"${text.replace(/"/g, '""')}"`;
  return text;
}

/**
 * Dates in an export, in UTC to the second, written the way a spreadsheet in the admin's language
 * reads them as dates: French `25/11/2026 14:05:09` (day first, as French Excel and LibreOffice
 * parse it), English ISO `2026-11-25 14:05:09` (read as a date by every English locale, where a
 * day-first or month-first form would be misread by half of them). Same forms in SQL (`to_char`).
 */
export const CSV_DATE_SQL = {
  fr: 'DD/MM/YYYY HH24:MI:SS',
  en: 'YYYY-MM-DD HH24:MI:SS',
} as const;

const pad = (n: number) => String(n).padStart(2, '0');

export function csvDate(value: Date | string | null, lang: 'fr' | 'en'): string {
  if (value === null) return '';
  const d = value instanceof Date ? value : new Date(value);
  const day = [pad(d.getUTCDate()), pad(d.getUTCMonth() + 1), String(d.getUTCFullYear())];
  const time = [d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds()].map(pad).join(':');
  const date = lang === 'fr' ? day.join('/') : day.reverse().join('-');
  return `${date} ${time}`;
}

export function csvRow(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/**
 * PostgreSQL's COPY CSV ends records with LF; RFC 4180 (and the other exports) end them with CRLF.
 * A LF inside a quoted value is data and stays. Quotes toggle the state (an escaped "" toggles
 * twice), carried across chunks.
 */
export function crlfRecords(): Transform {
  let quoted = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const ends: number[] = [];
      let nextQuote = chunk.indexOf(QUOTE);
      for (let start = 0; ;) {
        const lf = chunk.indexOf(LF, start);
        const end = lf === -1 ? chunk.length : lf;
        while (nextQuote !== -1 && nextQuote < end) {
          quoted = !quoted;
          nextQuote = chunk.indexOf(QUOTE, nextQuote + 1);
        }
        if (lf === -1) break;
        if (!quoted) ends.push(lf);
        start = lf + 1;
      }
      if (!ends.length) return done(null, chunk);
      const out = Buffer.allocUnsafe(chunk.length + ends.length);
      let from = 0;
      let at = 0;
      for (const lf of ends) {
        at += chunk.copy(out, at, from, lf);
        out[at++] = CR;
        out[at++] = LF;
        from = lf + 1;
      }
      chunk.copy(out, at, from);
      done(null, out);
    },
  });
}

const QUOTE = 0x22;
const CR = 0x0d;
const LF = 0x0a;

/**
 * SQL for a text column as csvCell writes it: a leading `'` before = + - @, tab or CR. (COPY's CSV
 * quoting is csvCell's: values with a comma, quote, CR or LF.)
 */
export function sqlFormulaSafe(column: string): string {
  return `CASE WHEN left(${column}, 1) IN ('=', '+', '-', '@', E'\\t', E'\\r') THEN '''' || ${column} ELSE ${column} END`;
}
