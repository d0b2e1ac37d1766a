/**
 * The API's text policy (README "Input rules"), applied where input enters: every string of a
 * request (body, query, path, object keys included) is well-formed Unicode and holds no NUL; each
 * field then declares what happens to other control characters. platform/validation/joi.ts and
 * platform/http/validate.ts apply it; nothing else should need to.
 */

/** Why a string is refused whatever the field. */
export type TextProblem = 'nul' | 'surrogate';

/**
 * What a field does with control characters other than NUL (C0, DEL, C1):
 * - `refuse`: 400 (the default for every string);
 * - `strip`: removed, and tab / line breaks become spaces (one-line texts: titles, searches);
 * - `multiline`: removed, tab and line breaks kept (message contents);
 * - `keep`: kept as typed (passwords, which are hashed, never shown).
 */
export type ControlPolicy = 'refuse' | 'strip' | 'multiline' | 'keep';

/** How deep a JSON value may nest (objects and arrays) before it is refused. */
export const MAX_JSON_DEPTH = 32;

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// Control characters (category Cc: C0, DEL, C1), and the same but tab, line feed, carriage return.
const CONTROL = /\p{Cc}/u;
const CONTROL_BUT_LINES = /[^\P{Cc}\t\n\r]/gu;
const LINE_BREAK_OR_TAB = /[\t\n\r]/g;

/** 'nul' or 'surrogate' when no field may hold this string, null when it passes the base rule. */
export function textProblem(text: string): TextProblem | null {
  if (text.includes('\u0000')) return 'nul';
  if (LONE_SURROGATE.test(text)) return 'surrogate';
  return null;
}

/**
 * Applies a field's control-character policy to a string that passed textProblem(): the string
 * to keep, or null when the field refuses it.
 */
export function applyControlPolicy(text: string, policy: ControlPolicy): string | null {
  switch (policy) {
    case 'keep':
      return text;
    case 'refuse':
      return CONTROL.test(text) ? null : text;
    case 'multiline':
      return text.replace(CONTROL_BUT_LINES, '');
    case 'strip':
      return text.replace(LINE_BREAK_OR_TAB, ' ').replace(CONTROL_BUT_LINES, '');
  }
}

export interface TextFault {
  /** Where: `content`, `settings.tone`, `items[2]`; '' for the value itself. */
  path: string;
  problem: TextProblem | 'depth';
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/**
 * The first string (value or object key) anywhere in a JSON-like value that breaks the base rule,
 * or nesting deeper than MAX_JSON_DEPTH; null when the whole value is clean.
 */
export function findTextFault(value: unknown, path = '', depth = 0): TextFault | null {
  if (typeof value === 'string') {
    const problem = textProblem(value);
    return problem ? { path, problem } : null;
  }
  if (typeof value !== 'object' || value === null) return null;
  if (depth >= MAX_JSON_DEPTH) return { path, problem: 'depth' };
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const fault = findTextFault(value[i], `${path}[${i}]`, depth + 1);
      if (fault) return fault;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    const keyProblem = textProblem(key);
    // A bad key cannot be printed as is: name the object that holds it.
    if (keyProblem) return { path, problem: keyProblem };
    const fault = findTextFault(item, join(path, key), depth + 1);
    if (fault) return fault;
  }
  return null;
}

/**
 * The Sequelize validator of every json/jsonb attribute (settings, iaSettings, admin-log details):
 * a value that breaks the rule never reaches the column. Requests are refused long before (the
 * edge), so a throw here is a bug upstream: it fails loudly instead of storing or 500-ing on
 * PostgreSQL's own refusal.
 */
export function cleanJson(value: unknown): void {
  const fault = findTextFault(value);
  if (fault)
    throw new Error(`JSON value refused by the text policy: ${fault.problem} at "${fault.path}"`);
}

// ---------------------------------------------------------------- usernames

export const USERNAME_MAX = 50;
/** The punctuation a username may hold besides letters and digits. */
export const USERNAME_PUNCTUATION = '._-';

// Letters, combining marks (after a letter or digit: scripts that need them), decimal digits and
// the punctuation above. Everything else is refused: spaces, controls, format characters (bidi
// controls, zero-width joiners, soft hyphens), private-use and unassigned code points, symbols.
const USERNAME_CHARS = /^[\p{L}\p{Nd}._-][\p{L}\p{M}\p{Nd}._-]*$/u;
const LETTER_OR_DIGIT = /[\p{L}\p{Nd}]/u;

export type UsernameProblem = 'empty' | 'tooLong' | 'invalid';

/** The name as stored: NFC, without surrounding whitespace. */
export function normaliseUsername(name: string): string {
  return name.normalize('NFC').trim();
}

/**
 * Why a (normalised) username is refused, or null. Besides the characters above, a name must hold
 * a letter or digit and have no compatibility characters (unchanged by NFKC: no full-width
 * "ａｄｍｉｎ", ligatures or superscripts that imitate another name).
 */
export function usernameProblem(name: string): UsernameProblem | null {
  if (!name) return 'empty';
  if ([...name].length > USERNAME_MAX) return 'tooLong';
  if (textProblem(name) || !USERNAME_CHARS.test(name) || !LETTER_OR_DIGIT.test(name)) {
    return 'invalid';
  }
  if (name.normalize('NFKC') !== name) return 'invalid';
  return null;
}

/** The collation whose lower() every database maps case with (ICU root: migration 0009). */
export const USERNAME_COLLATION = 'und-x-icu';

/**
 * SQL of the key two names share when they differ only by case: what the unique index of
 * migration 0009 holds for `username`, and what a looked-up name is compared as
 * (`usernameKeySql('$username::text')`). lower() under the ICU root collation maps case the same
 * way on PGlite and on PostgreSQL whatever the cluster's locale (a `C` cluster's own lower()
 * folds ASCII only).
 */
export function usernameKeySql(expression: string): string {
  return `lower(${expression} COLLATE "${USERNAME_COLLATION}")`;
}
