import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { crlfRecords, csvCell, csvDate, csvRow } from './csv';

describe('csv', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=1+2', "'=1+2"],
    ['+33 6', "'+33 6"],
    ['-5', "'-5"],
    ['@user', "'@user"],
    ['\tx', "'\tx"],
    ['\rx', `"'\rx"`],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
  ])('cell %j is written %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it('writes null and undefined as empty cells, dates as ISO, and ends rows with CRLF', () => {
    expect(csvRow([null, undefined, 3, true, new Date('2026-01-02T03:04:05.000Z')])).toBe(
      ',,3,true,2026-01-02T03:04:05.000Z\r\n',
    );
  });

  it("writes dates in UTC as each language's spreadsheets read them, to the second", () => {
    const at = new Date('2026-01-02T03:04:05.678Z');
    expect(csvDate(at, 'fr')).toBe('02/01/2026 03:04:05');
    expect(csvDate(at, 'en')).toBe('2026-01-02 03:04:05');
    expect(csvDate('2026-11-25T23:59:59.999Z', 'fr')).toBe('25/11/2026 23:59:59');
    expect(csvDate(null, 'en')).toBe('');
  });

  it('turns the LF ending each COPY record into CRLF, keeping LFs inside quoted values, across chunks', async () => {
    const copy = 'a,"x\ny ""q"", z"\nb,plain\n"\n",c\n';
    // Every split point: quote state and record ends must survive any chunking.
    for (let cut = 0; cut <= copy.length; cut += 1) {
      const chunks = [copy.slice(0, cut), copy.slice(cut)].map((part) => Buffer.from(part));
      const out = await text(Readable.from(chunks).pipe(crlfRecords()));
      expect(out).toBe('a,"x\ny ""q"", z"\r\nb,plain\r\n"\n",c\r\n');
    }
  });
});
