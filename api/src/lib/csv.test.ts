import { csvCell, csvRow } from './csv';

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
});
