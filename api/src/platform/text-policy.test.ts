import {
  applyControlPolicy,
  findTextFault,
  MAX_JSON_DEPTH,
  normaliseUsername,
  textProblem,
  usernameProblem,
} from './text-policy';

describe('textProblem: the rule every string of a request obeys', () => {
  it.each([
    ['\u0000<b>x</b>', 'nul'],
    ['abc\u0000', 'nul'],
    ['\ud800', 'surrogate'],
    ['x\udfffy', 'surrogate'],
    ['\udc00\ud800', 'surrogate'],
    ['end\ud83d', 'surrogate'],
  ])('refuses %j (%s)', (text, problem) => {
    expect(textProblem(text)).toBe(problem);
  });

  it.each([
    '',
    'plain',
    'Très bien 💪',
    'line\nbreak\ttab',
    '\u202eRTL',
    'a\u0007bell',
    'x'.repeat(1e5),
  ])('lets %j through (other rules are per field)', (text) => {
    expect(textProblem(text)).toBeNull();
  });
});

describe('applyControlPolicy', () => {
  const text = 'a\tb\nc\r\nd\u0007e\u001bf\u007fg\u0085h';
  it('refuse: any control character, line breaks included, gives null', () => {
    expect(applyControlPolicy(text, 'refuse')).toBeNull();
    expect(applyControlPolicy('a\nb', 'refuse')).toBeNull();
    expect(applyControlPolicy('clean – é 💪', 'refuse')).toBe('clean – é 💪');
  });
  it('multiline: keeps tabs and line breaks, drops the rest', () => {
    expect(applyControlPolicy(text, 'multiline')).toBe('a\tb\nc\r\ndefgh');
  });
  it('strip: tabs and line breaks become spaces, the rest goes', () => {
    expect(applyControlPolicy(text, 'strip')).toBe('a b c  defgh');
  });
  it('keep: as typed (passwords)', () => {
    expect(applyControlPolicy(text, 'keep')).toBe(text);
  });
});

describe('findTextFault: JSON values, recursively', () => {
  it('finds a bad string at any depth and names its path', () => {
    expect(findTextFault({ key: 'ia_welcome_message', value: '\u0000' })).toEqual({
      path: 'value',
      problem: 'nul',
    });
    expect(findTextFault({ settings: { tones: ['ok', '\ud800'] } })).toEqual({
      path: 'settings.tones[1]',
      problem: 'surrogate',
    });
  });
  it('checks object keys too, naming the object that holds the key', () => {
    expect(findTextFault({ settings: { 'k\u0000': 1 } })).toEqual({
      path: 'settings',
      problem: 'nul',
    });
  });
  it('refuses nesting deeper than the limit, accepts it at the limit', () => {
    const nest = (depth: number): unknown => (depth === 0 ? 'x' : { a: nest(depth - 1) });
    expect(findTextFault(nest(MAX_JSON_DEPTH))).toBeNull();
    expect(findTextFault(nest(MAX_JSON_DEPTH + 1))?.problem).toBe('depth');
  });
  it('passes clean values and prototype-looking keys (they are only data)', () => {
    expect(
      findTextFault(JSON.parse('{"__proto__":{"x":1},"constructor":"y","n":[1,true,null]}')),
    ).toBeNull();
    expect(findTextFault(42)).toBeNull();
    expect(findTextFault(null)).toBeNull();
  });
});

describe('usernames', () => {
  it.each([
    'admin',
    'Arnold',
    'coach-zak',
    'user_1',
    'jean.dupont',
    'Élodie',
    'Łukasz',
    'Ζήνων',
    '李小龍',
    'नमस्ते',
    'x'.repeat(50),
  ])('accepts %j', (name) => {
    expect(usernameProblem(normaliseUsername(name))).toBeNull();
  });

  it.each([
    ['\ud800', 'lone surrogate'],
    ['x\udfffy', 'lone surrogate inside'],
    ['\u202e\u2066', 'bidi controls only'],
    ['adm\u202ein', 'bidi override'],
    ['ad\u200bmin', 'zero-width space'],
    ['ad\u200dmin', 'zero-width joiner'],
    ['ad\ufeffmin', 'byte order mark inside'],
    ['ad\u00admin', 'soft hyphen'],
    ['adm\ue000', 'private use'],
    ['some one', 'space'],
    ['a\tb', 'tab'],
    ['a\u0000b', 'NUL'],
    ['a\u0007b', 'control'],
    ['ａｄｍｉｎ', 'full-width letters (NFKC would change them)'],
    ['ﬁtness', 'ligature'],
    ['admin²', 'superscript'],
    ['<script>', 'symbols'],
    ['bob@example.com', '@'],
    ['💪', 'emoji'],
    ['...', 'punctuation only'],
    ['\u0301abc', 'starts with a combining mark'],
  ])('refuses %j (%s)', (name) => {
    expect(usernameProblem(normaliseUsername(name))).toBe('invalid');
  });

  it('empty and too long', () => {
    expect(usernameProblem(normaliseUsername('   '))).toBe('empty');
    expect(usernameProblem('x'.repeat(51))).toBe('tooLong');
  });

  it('normalises to NFC and trims: decomposed and precomposed é are one name', () => {
    expect(normaliseUsername(' e\u0301lodie ')).toBe('\u00e9lodie');
    expect(normaliseUsername('E\u0301LODIE')).toBe('ÉLODIE');
  });
});
