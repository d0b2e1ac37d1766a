import { Transform } from 'node:stream';

/** RFC 4180 CSV helpers with spreadsheet-formula neutralisation (OWASP CSV injection). */

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  if (/[",\r\n]/.test(text)) text = `"${text.replace(/"/g, '""')}"`;
  return text;
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
