/**
 * Property-based fuzzing of every route of api/src/contract (issue 13). Each run starts from a
 * VALID request and replaces one thing: a body field, a path segment, a query parameter, a header,
 * or the whole body, with a generated hostile value. So every hostile value reaches the deepest
 * layer it can. Properties: never a 5xx; every 4xx is `{ message, code }` JSON; a refused request
 * changes nothing in the database (row counts and a checksum of every row, before and after).
 *
 * Seeds: fixed in CI (FUZZ_SEED unset = 13). `FUZZ_SEED=random` (or a number) and `FUZZ_RUNS=N`
 * (runs per route) to search longer; a failure prints the seed and the path that reproduces it
 * (fast-check's report), e.g. `FUZZ_SEED=123 FUZZ_RUNS=500 npx jest -c api/jest.integration.config.cjs property`.
 */
import fc from 'fast-check';
import { QueryTypes, type Sequelize } from 'sequelize';
import request from 'supertest';
import { hashPassword } from '../../src/platform/password';
import { snapshot } from './harness';
import { seedSecondFactor, signIn as signInWithSecondStep } from './second-factor';

export interface FuzzTarget {
  url: string;
  sequelize: Sequelize;
}

export interface FuzzOptions {
  /** Runs per route unless FUZZ_RUNS says otherwise. */
  runs: number;
  /** Route names left to another suite (default: every route). */
  skip?: (name: string) => boolean;
}

/** FUZZ_SEED: unset = the fixed CI seed, `random` = a new one each time, or a number. */
export function fuzzSeed(): number {
  const raw = process.env.FUZZ_SEED;
  if (!raw) return 13;
  if (raw === 'random') return Math.floor(Math.random() * 2 ** 31);
  const seed = Number(raw);
  if (!Number.isInteger(seed))
    throw new Error(`FUZZ_SEED must be an integer or "random" (got "${raw}")`);
  return seed;
}

export function fuzzRuns(fallback: number): number {
  const raw = process.env.FUZZ_RUNS;
  return raw ? Math.max(1, Number.parseInt(raw, 10) || fallback) : fallback;
}

// ---------------------------------------------------------------- hostile values

const isWellFormed = (s: string) =>
  !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(s);

const NASTY_STRINGS = [
  '\u0000',
  '\u0000<b>x</b>',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'x\udfffy',
  'end\ud83d',
  '\u202e\u2066',
  '\u202eadmin',
  'ad\u200bmin',
  '\ufeff',
  '\u0007\u001b[31m',
  '\u0085\u009b',
  '\r\n',
  '\t',
  ' ',
  '',
  '%ZZ',
  '%00',
  '../../etc/passwd',
  "'; DROP TABLE users; --",
  '=cmd|"/C calc"!A0',
  '%_%\\',
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  'NaN',
  '1e400',
  '-1',
  'true',
  'null',
  '00000000-0000-0000-0000-000000000000',
  '\uffff',
  '\ue000',
  'ﬁ',
  'İ',
  'ａｄｍｉｎ',
  'Admin',
  'e\u0301',
];

/** Any UTF-16 sequence: lone surrogates and controls included. */
const anyUtf16 = fc
  .array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 40 })
  .map((codes) => String.fromCharCode(...codes));

const longString = fc
  .tuple(fc.constantFrom(1000, 8001, 100_001), fc.constantFrom('x', 'é', '💪', '\u0000', '\ud800'))
  .map(([n, c]) => c.repeat(n));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  {
    weight: 3,
    arbitrary: fc
      .tuple(
        fc.string({ maxLength: 8 }),
        fc.constantFrom(...NASTY_STRINGS),
        fc.string({ maxLength: 8 }),
      )
      .map((parts) => parts.join('')),
  },
  { weight: 2, arbitrary: anyUtf16 },
  { weight: 1, arbitrary: longString },
);

function nest(depth: number, leaf: unknown, asArray: boolean): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i += 1) value = asArray ? [value] : { a: value };
  return value;
}

const PROTOTYPE_VALUES: unknown[] = [
  JSON.parse('{"__proto__":{"isAdmin":true,"role":"admin","polluted":1}}'),
  JSON.parse('{"constructor":{"prototype":{"polluted":1}}}'),
  JSON.parse('{"prototype":{"polluted":1}}'),
];

export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileString },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      1e308,
      -1e308,
      -1,
      0,
      0.5,
      2 ** 53 + 2,
      -(2 ** 31),
      2 ** 31,
      10_000_001,
    ),
  },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(true, false, null, [], {}, [null], { '': '' }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.integer({ min: 10, max: 3000 }),
        fc.boolean(),
        fc.constantFrom<unknown>('x', '\u0000', 1),
      )
      .map(([depth, asArray, leaf]) => nest(depth, leaf, asArray)),
  },
  { weight: 1, arbitrary: fc.constantFrom(...PROTOTYPE_VALUES) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom('__proto__', 'constructor', '\u0000', '\ud800', 'x\u202e'),
        hostileString,
      )
      .map(
        ([key, value]) =>
          JSON.parse(`{${JSON.stringify(key)}:${JSON.stringify(value)}}`) as unknown,
      ),
  },
);

const encode = (s: string) => (isWellFormed(s) ? encodeURIComponent(s) : '%ED%A0%80');

/** What goes raw into a path segment or a query value: bad escapes as they are, the rest encoded. */
export const hostileUrlPiece: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '%ZZ',
      '%',
      '%E0%A4%A',
      '%C0%AF',
      '%00',
      '%ED%A0%80',
      '%FF',
      '%%',
      '%u0000',
      '..',
      '%2e%2e',
      '%2F',
      'a%2Fb',
      '0',
      '-1',
      '1e400',
      '99999999999999999999999',
      'NaN',
      'Infinity',
      '0x10',
      '00000000-0000-0000-0000-000000000000',
      '6F1C2A4E-8B7D-4C3E-9A1F-2B3C4D5E6F70',
      'x'.repeat(6000),
    ),
  },
  { weight: 3, arbitrary: hostileString.filter((s) => s.length < 2000).map(encode) },
);

/** Header values Node can send (latin-1, no controls but tab): odd, long, or lying about types. */
export const hostileHeader: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '*',
    'xx-YY',
    'en;q=abc',
    ';;;',
    'en,'.repeat(800),
    'Ã©',
    'application/json; charset=utf-16',
    'application/json; charset=latin1',
    'application/json; charset=""',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'text/event-stream',
    'application/json;;',
    'zak.sid=s%3Agarbage.sig',
    'zak.sid=%ZZ; __Host-zak.sid=%00',
    '%00',
    '%ED%A0%80',
  ),
  fc
    .array(fc.integer({ min: 0x20, max: 0xff }), { maxLength: 300 })
    .map((codes) => String.fromCharCode(...codes).trim())
    .filter((s) => !/[\u007f]/.test(s)),
);

/** A whole body that is not the object the route expects. */
export const hostileRawBody: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    '[]',
    '"x"',
    'null',
    '1e400',
    '{',
    '{"a":',
    '{"\\u0000":1}',
    '{"a":"\\ud800"}',
    '\u0000',
  ),
  fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v) ?? 'null'),
  fc.integer({ min: 5000, max: 60_000 }).map((d) => `${'['.repeat(d)}${']'.repeat(d)}`),
);

/** Hevy's header (api/src/modules/training/import/hevy.ts), the start of hostile CSV files. */
const HEVY_HEADER =
  'title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_kg,reps,distance_km,duration_seconds,rpe';

/** A cell of an imported file: formulas, quotes, NUL, odd numbers and dates, long or binary text. */
const hostileCell: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    '"',
    '""',
    '"a""b"',
    "=cmd|' /C calc'!A0",
    '+1',
    '-1',
    '@SUM(1)',
    '\u0000',
    '\ud800',
    'NaN',
    '1e400',
    '-0',
    '80,5',
    '99999999999999999999',
    '700.001',
    '15 Jan 2024, 18:30',
    '31 Feb 2024, 25:61',
    '0000-00-00 00:00:00',
    'warmup',
    'dropset',
    'x'.repeat(5000),
    '\r',
    '\n',
    '\u202e',
  ),
  hostileString,
);

/** A whole CSV body: the header (or not), rows of hostile cells, any line ends. */
export const hostileCsv: fc.Arbitrary<string> = fc.oneof(
  fc
    .tuple(
      fc.boolean(),
      fc.array(fc.array(hostileCell, { maxLength: 16 }), { maxLength: 6 }),
      fc.constantFrom('\n', '\r\n', '\r'),
    )
    .map(([header, rows, end]) =>
      [...(header ? [HEVY_HEADER] : []), ...rows.map((r) => r.join(','))].join(end),
    ),
  hostileString,
  fc.constantFrom('\uFEFF', `${HEVY_HEADER}\n${'"'.repeat(3)}`, `${HEVY_HEADER}\n`.repeat(2000)),
);

// ---------------------------------------------------------------- routes

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Principal = 'anon' | 'member' | 'admin' | 'fresh-member' | 'fresh-admin';

interface BaseRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  /** A raw text/csv body (a file upload) instead of a JSON one. */
  csv?: string;
}

interface Route {
  name: string;
  method: Method;
  /** With `:id` where a path parameter goes. */
  path: string;
  who: Principal;
  /** The valid request (fresh fixtures may be created here). */
  base: (f: Fixtures, principal: Principal) => Promise<BaseRequest> | BaseRequest;
  /** Query parameters a request may add besides the base ones. */
  extraQuery?: string[];
  /** Nested body fields worth replacing too (`firstMessage.content`). */
  nested?: string[];
}

interface Fixtures {
  memberName: string;
  memberId: string;
  conversationId: string;
  targetId: string;
  targetName: string;
  newUser: (role?: 'user' | 'admin') => Promise<{ id: string; username: string }>;
  newConversation: () => Promise<string>;
  unique: () => string;
  /** The member's own exercise, routine and training session (issue #34). */
  exerciseId: string;
  routineId: string;
  trainingSessionId: string;
  /** The member's check-in and a coach's note on them (the coach desk, issue #36). */
  checkInId: string;
  coachNoteId: string;
}

const PASSWORD = 'fuzz-password-1';

const ROUTES: Route[] = [
  { name: 'GET /api/health', method: 'get', path: '/api/health', who: 'anon', base: () => ({}) },
  { name: 'GET /api/ready', method: 'get', path: '/api/ready', who: 'anon', base: () => ({}) },
  {
    name: 'GET /api/auth/user',
    method: 'get',
    path: '/api/auth/user',
    who: 'member',
    base: () => ({}),
  },
  {
    name: 'POST /api/auth/register',
    method: 'post',
    path: '/api/auth/register',
    who: 'anon',
    base: (f) => ({
      body: { username: f.unique(), password: PASSWORD, email: 'fuzz@example.com' },
    }),
  },
  {
    name: 'POST /api/auth/login',
    method: 'post',
    path: '/api/auth/login',
    who: 'anon',
    base: (f) => ({ body: { username: f.memberName, password: PASSWORD } }),
  },
  {
    name: 'POST /api/auth/logout',
    method: 'post',
    path: '/api/auth/logout',
    who: 'fresh-member',
    base: () => ({ body: {} }),
  },
  {
    name: 'GET /api/conversations',
    method: 'get',
    path: '/api/conversations',
    who: 'member',
    base: () => ({ query: { q: 'seed', limit: '5' } }),
    extraQuery: ['cursor'],
  },
  {
    name: 'GET /api/conversations/:id',
    method: 'get',
    path: '/api/conversations/:id',
    who: 'member',
    base: (f) => ({ params: { id: f.conversationId } }),
  },
  {
    name: 'POST /api/conversations',
    method: 'post',
    path: '/api/conversations',
    who: 'member',
    base: () => ({
      body: { title: 'Prise de masse', firstMessage: { role: 'user', content: 'Combien ?' } },
    }),
    nested: ['firstMessage.content', 'firstMessage.role'],
  },
  {
    name: 'DELETE /api/conversations/:id',
    method: 'delete',
    path: '/api/conversations/:id',
    who: 'member',
    base: async (f) => ({ params: { id: await f.newConversation() } }),
  },
  {
    name: 'DELETE /api/conversations',
    method: 'delete',
    path: '/api/conversations',
    who: 'fresh-member',
    base: () => ({}),
  },
  {
    name: 'POST /api/messages',
    method: 'post',
    path: '/api/messages',
    who: 'member',
    base: (f) => ({
      body: { conversationId: f.conversationId, type: 'user', content: 'Et après ?', tokens: 3 },
    }),
  },
  {
    name: 'POST /api/ai/chat',
    method: 'post',
    path: '/api/ai/chat',
    who: 'member',
    base: (f) => ({
      body: {
        message: 'Bonjour',
        settings: { personality: 'ifbb', responseSpeed: 'detailed', language: 'fr' },
        conversationId: f.conversationId,
        structuredResponses: true,
      },
    }),
    nested: ['settings.personality', 'settings.language', 'settings.extra'],
  },
  {
    name: 'GET /api/settings/public',
    method: 'get',
    path: '/api/settings/public',
    who: 'anon',
    base: () => ({}),
  },
  {
    name: 'GET /api/legal/:doc',
    method: 'get',
    path: '/api/legal/:doc',
    who: 'anon',
    base: () => ({ params: { doc: 'terms' } }),
  },
  {
    name: 'GET /api/account/export',
    method: 'get',
    path: '/api/account/export',
    who: 'member',
    base: () => ({}),
  },
  {
    name: 'POST /api/account/change-password',
    method: 'post',
    path: '/api/account/change-password',
    who: 'fresh-member',
    base: () => ({ body: { currentPassword: PASSWORD, newPassword: 'fuzz-password-2' } }),
  },
  {
    name: 'DELETE /api/account',
    method: 'delete',
    path: '/api/account',
    who: 'fresh-member',
    base: () => ({ body: { password: PASSWORD } }),
  },
  {
    name: 'GET /api/admin/dashboard',
    method: 'get',
    path: '/api/admin/dashboard',
    who: 'admin',
    base: () => ({}),
  },
  {
    name: 'GET /api/admin/users',
    method: 'get',
    path: '/api/admin/users',
    who: 'admin',
    base: () => ({ query: { page: '1', limit: '5', search: 'fuzz', role: 'all', status: 'all' } }),
  },
  {
    name: 'GET /api/admin/users/export',
    method: 'get',
    path: '/api/admin/users/export',
    who: 'admin',
    base: () => ({ query: { search: 'fuzz', role: 'user', status: 'active' } }),
  },
  {
    name: 'PATCH /api/admin/users/:id',
    method: 'patch',
    path: '/api/admin/users/:id',
    who: 'admin',
    base: (f) => ({
      params: { id: f.targetId },
      body: {
        username: f.targetName,
        email: 'target@example.com',
        role: 'user',
        hasIAAccess: true,
        expiresAt: null,
      },
    }),
  },
  {
    name: 'PATCH /api/admin/users/:id/status',
    method: 'patch',
    path: '/api/admin/users/:id/status',
    who: 'admin',
    base: (f) => ({ params: { id: f.targetId }, body: { isActive: true } }),
  },
  {
    name: 'DELETE /api/admin/users/:id',
    method: 'delete',
    path: '/api/admin/users/:id',
    who: 'admin',
    base: async (f) => ({ params: { id: (await f.newUser()).id } }),
  },
  {
    name: 'GET /api/admin/ia-logs',
    method: 'get',
    path: '/api/admin/ia-logs',
    who: 'admin',
    base: (f) => ({
      query: {
        page: '1',
        limit: '10',
        username: f.memberName,
        from: '2020-01-01',
        to: '2100-01-01',
      },
    }),
    extraQuery: ['userId'],
  },
  {
    name: 'GET /api/admin/ia-logs/export',
    method: 'get',
    path: '/api/admin/ia-logs/export',
    who: 'admin',
    base: (f) => ({ query: { userId: f.memberId, from: '2020-01-01T00:00:00Z' } }),
    extraQuery: ['username', 'to'],
  },
  {
    name: 'GET /api/admin/logs',
    method: 'get',
    path: '/api/admin/logs',
    who: 'admin',
    base: () => ({ query: { page: '1', limit: '10' } }),
  },
  {
    name: 'GET /api/admin/payments/events',
    method: 'get',
    path: '/api/admin/payments/events',
    who: 'admin',
    base: () => ({ query: { page: '1', limit: '10', result: 'unmatched' } }),
  },
  {
    name: 'GET /api/admin/payments/entitlements',
    method: 'get',
    path: '/api/admin/payments/entitlements',
    who: 'admin',
    base: (f) => ({ query: { page: '1', limit: '10', userId: f.memberId } }),
  },
  {
    // No unmatched payment in the fuzz database: the valid request is a 404 (checked after the
    // body and the path are validated, so every hostile value still meets the validation).
    name: 'POST /api/admin/payments/events/:id/attach',
    method: 'post',
    path: '/api/admin/payments/events/:id/attach',
    who: 'admin',
    base: (f) => ({
      params: { id: '00000000-0000-4000-8000-000000000000' },
      body: { userId: f.memberId },
    }),
  },
  {
    name: 'GET /api/admin/settings',
    method: 'get',
    path: '/api/admin/settings',
    who: 'admin',
    base: () => ({}),
  },
  {
    name: 'POST /api/admin/settings',
    method: 'post',
    path: '/api/admin/settings',
    who: 'admin',
    base: () => ({ body: { key: 'ia_welcome_message', value: 'Bienvenue' } }),
  },
  {
    name: 'GET /api/admin/legal',
    method: 'get',
    path: '/api/admin/legal',
    who: 'admin',
    base: () => ({}),
  },
  {
    name: 'PUT /api/admin/legal/:doc/:lang',
    method: 'put',
    path: '/api/admin/legal/:doc/:lang',
    who: 'admin',
    base: () => ({ params: { doc: 'terms', lang: 'en' }, body: { text: '# Terms' } }),
  },
  {
    name: 'POST /api/admin/change-password',
    method: 'post',
    path: '/api/admin/change-password',
    who: 'fresh-admin',
    base: () => ({ body: { currentPassword: PASSWORD, newPassword: 'fuzz-password-2' } }),
  },
  {
    name: 'GET /api/admin/stats/daily',
    method: 'get',
    path: '/api/admin/stats/daily',
    who: 'admin',
    base: () => ({ query: { days: '30' } }),
  },
  {
    name: 'GET /api/training/exercises',
    method: 'get',
    path: '/api/training/exercises',
    who: 'member',
    base: () => ({ query: { q: 'developpe couche', muscle: 'chest', equipment: 'barbell' } }),
  },
  {
    name: 'POST /api/training/exercises',
    method: 'post',
    path: '/api/training/exercises',
    who: 'member',
    base: () => ({
      body: { name: 'Pompes', primaryMuscles: ['chest'], equipment: 'bodyweight', cue: 'Gainé' },
    }),
  },
  {
    name: 'PUT /api/training/exercises/:id',
    method: 'put',
    path: '/api/training/exercises/:id',
    who: 'member',
    base: (f) => ({
      params: { id: f.exerciseId },
      body: {
        name: 'Fuzz',
        primaryMuscles: ['chest'],
        secondaryMuscles: ['triceps'],
        equipment: 'barbell',
        cue: 'Coudes serrés',
      },
    }),
  },
  {
    name: 'GET /api/training/exercises/:id/history',
    method: 'get',
    path: '/api/training/exercises/:id/history',
    who: 'member',
    base: (f) => ({ params: { id: f.exerciseId } }),
  },
  {
    name: 'PUT /api/training/routines/:id',
    method: 'put',
    path: '/api/training/routines/:id',
    who: 'member',
    base: (f) => ({
      params: { id: f.routineId },
      body: {
        name: 'Full body',
        days: [
          {
            name: 'A',
            exercises: [
              {
                exerciseId: f.exerciseId,
                superset: 'A',
                sets: [{ type: 'normal', repsMin: 8, repsMax: 12, rir: 2, restSeconds: 90 }],
                notes: '',
              },
            ],
          },
        ],
      },
    }),
  },
  {
    name: 'POST /api/training/sessions',
    method: 'post',
    path: '/api/training/sessions',
    who: 'member',
    base: (f) => ({ body: { clientId: f.unique().replace(/_/g, '-'), notes: 'jambes' } }),
  },
  {
    name: 'POST /api/training/sessions/start',
    method: 'post',
    path: '/api/training/sessions/start',
    who: 'member',
    base: (f) => ({
      body: { routineId: f.routineId, dayIndex: 0, clientId: f.unique().replace(/_/g, '-') },
    }),
  },
  {
    name: 'GET /api/training/sessions',
    method: 'get',
    path: '/api/training/sessions',
    who: 'member',
    base: () => ({ query: { limit: '5', before: '2030-01-01T00:00:00Z' } }),
  },
  {
    name: 'PATCH /api/training/sessions/:id',
    method: 'patch',
    path: '/api/training/sessions/:id',
    who: 'member',
    base: (f) => ({
      params: { id: f.trainingSessionId },
      body: { finishedAt: '2026-01-01T10:00:00Z', notes: 'bien' },
    }),
  },
  {
    name: 'PUT /api/training/sessions/:id/sets',
    method: 'put',
    path: '/api/training/sessions/:id/sets',
    who: 'member',
    base: (f) => ({
      params: { id: f.trainingSessionId },
      body: {
        sets: [
          {
            clientId: 'fuzz-set-1',
            exerciseId: f.exerciseId,
            position: 0,
            type: 'normal',
            weightKg: 60,
            reps: 10,
            rir: 2,
            completedAt: '2026-01-01T10:00:00Z',
          },
        ],
      },
    }),
  },
  {
    // A message of no conversation of the member's: 404 whatever else; hostile bodies: 400.
    name: 'POST /api/training/routines/from-message',
    method: 'post',
    path: '/api/training/routines/from-message',
    who: 'member',
    base: () => ({ body: { messageId: '6f1c2a4e-8b7d-4c3e-9a1f-2b3c4d5e6f70' } }),
  },
  {
    name: 'POST /api/training/import',
    method: 'post',
    path: '/api/training/import',
    who: 'member',
    base: () => ({
      query: { format: 'hevy', dryRun: 'true', timeZone: 'Europe/Paris' },
      csv: `${HEVY_HEADER}\n"A","15 Jan 2024, 18:30",,,"Bench Press (Barbell)",,,0,"normal",80,8,,,8\n`,
    }),
    extraQuery: ['unit', 'preview'],
  },
  // Reminders (issue #37): a member's setting; a failed job's retry by an administrator.
  {
    name: 'PUT /api/account/reminders/:kind',
    method: 'put',
    path: '/api/account/reminders/:kind',
    who: 'member',
    base: () => ({
      params: { kind: 'checkin' },
      body: { enabled: true, weekday: 0, time: '18:30', timeZone: 'Europe/Paris' },
    }),
  },
  {
    name: 'POST /api/admin/jobs/:id/retry',
    method: 'post',
    path: '/api/admin/jobs/:id/retry',
    who: 'admin',
    base: () => ({ params: { id: '6f1c2a4e-8b7d-4c3e-9a1f-2b3c4d5e6f70' } }),
  },
  // The coach desk (issue #36), as an administrator (who sees every member).
  {
    name: 'GET /api/coaching/roster',
    method: 'get',
    path: '/api/coaching/roster',
    who: 'admin',
    base: () => ({
      query: { page: '1', limit: '20', search: 'fuzz', sort: 'name', order: 'asc', filter: 'all' },
    }),
  },
  {
    name: 'GET /api/coaching/attention',
    method: 'get',
    path: '/api/coaching/attention',
    who: 'admin',
    base: () => ({ query: { page: '1', limit: '20' } }),
  },
  {
    name: 'GET /api/coaching/members/:id',
    method: 'get',
    path: '/api/coaching/members/:id',
    who: 'admin',
    base: (f) => ({ params: { id: f.memberId } }),
  },
  {
    name: 'POST /api/coaching/members/:id/flags',
    method: 'post',
    path: '/api/coaching/members/:id/flags',
    who: 'admin',
    base: (f) => ({
      params: { id: f.memberId },
      body: { flag: 'no-check-in', since: '2026-01-01', state: 'snoozed', days: 7, note: 'vu' },
    }),
  },
  {
    name: 'POST /api/coaching/members/:id/notes',
    method: 'post',
    path: '/api/coaching/members/:id/notes',
    who: 'admin',
    base: (f) => ({ params: { id: f.memberId }, body: { body: 'Appeler lundi' } }),
  },
  {
    name: 'PUT /api/coaching/members/:id/notes/:noteId',
    method: 'put',
    path: '/api/coaching/members/:id/notes/:noteId',
    who: 'admin',
    base: (f) => ({
      params: { id: f.memberId, noteId: f.coachNoteId },
      body: { body: 'Appeler mardi' },
    }),
  },
  {
    name: 'PUT /api/coaching/checkins/:id/reply',
    method: 'put',
    path: '/api/coaching/checkins/:id/reply',
    who: 'admin',
    base: (f) => ({
      params: { id: f.checkInId },
      body: { body: 'Belle semaine, on garde le cap.' },
    }),
  },
  {
    name: 'PUT /api/coaching/assignments/:id',
    method: 'put',
    path: '/api/coaching/assignments/:id',
    who: 'admin',
    base: (f) => ({ params: { id: f.targetId }, body: { coachId: null } }),
  },
];

/** The route names, for `it.each`. */
export const FUZZ_ROUTES = ROUTES.map((r) => r.name);

// ---------------------------------------------------------------- mutations

type Mutation =
  | { kind: 'body'; field: string; value: unknown }
  | { kind: 'bodyKey'; key: string; value: unknown }
  | { kind: 'rawBody'; raw: string }
  | { kind: 'csv'; raw: string }
  | { kind: 'param'; name: string; raw: string }
  | { kind: 'segment'; raw: string }
  | { kind: 'query'; name: string; raw: string }
  | { kind: 'queryKey'; raw: string }
  | { kind: 'queryRepeat'; name: string }
  | { kind: 'header'; name: string; value: string };

const HEADERS = ['Accept-Language', 'Accept', 'Content-Type', 'Cookie'];

function mutations(route: Route, sample: BaseRequest): fc.Arbitrary<Mutation> {
  const options: Array<fc.Arbitrary<Mutation>> = [];
  const fields = [...Object.keys(sample.body ?? {}), ...(route.nested ?? [])];
  for (const field of fields) {
    options.push(hostileJson.map((value) => ({ kind: 'body', field, value })));
  }
  if (route.method !== 'get') {
    options.push(
      fc
        .tuple(
          fc.constantFrom(
            '__proto__',
            'constructor',
            'prototype',
            'role',
            'isAdmin',
            '\u0000',
            '\ud800',
            'k'.repeat(2000),
          ),
          hostileJson,
        )
        .map(([key, value]) => ({ kind: 'bodyKey', key, value })),
      hostileRawBody.map((raw) => ({ kind: 'rawBody', raw })),
    );
  }
  if (sample.csv !== undefined) options.push(hostileCsv.map((raw) => ({ kind: 'csv', raw })));
  for (const name of Object.keys(sample.params ?? {})) {
    options.push(hostileUrlPiece.map((raw) => ({ kind: 'param', name, raw })));
  }
  options.push(hostileUrlPiece.map((raw) => ({ kind: 'segment', raw })));
  for (const name of [...Object.keys(sample.query ?? {}), ...(route.extraQuery ?? [])]) {
    options.push(hostileUrlPiece.map((raw) => ({ kind: 'query', name, raw })));
    options.push(fc.constant<Mutation>({ kind: 'queryRepeat', name }));
  }
  options.push(hostileUrlPiece.map((raw) => ({ kind: 'queryKey', raw })));
  for (const name of HEADERS) {
    options.push(hostileHeader.map((value) => ({ kind: 'header', name, value })));
  }
  return fc.oneof(...options);
}

/**
 * Tried first on every route, whatever the seed: the cases in every place they can go
 * (a NUL and a lone surrogate in each body field, a bad escape in each path id and query value).
 */
function coreExamples(route: Route, sample: BaseRequest): Mutation[] {
  const fields = [...Object.keys(sample.body ?? {}), ...(route.nested ?? [])];
  return [
    ...fields.flatMap((field): Mutation[] => [
      { kind: 'body', field, value: '\u0000<b>x</b>' },
      { kind: 'body', field, value: 'x\udfffy' },
    ]),
    ...Object.keys(sample.params ?? {}).map((name): Mutation => ({
      kind: 'param',
      name,
      raw: '%ZZ',
    })),
    { kind: 'segment', raw: '%ZZ' },
    ...(sample.csv === undefined
      ? []
      : [
          { kind: 'csv', raw: `${sample.csv}\u0000` } as const,
          { kind: 'csv', raw: `${HEVY_HEADER}\n"=1+1",x\ud800y,"` } as const,
        ]),
    ...[...Object.keys(sample.query ?? {}), ...(route.extraQuery ?? [])].map((name): Mutation => ({
      kind: 'query',
      name,
      raw: '%00',
    })),
  ];
}

function setPath(target: Record<string, unknown>, dotted: string, value: unknown): void {
  const [head, ...rest] = dotted.split('.');
  if (!head) return;
  if (!rest.length) {
    Object.defineProperty(target, head, {
      value,
      enumerable: true,
      configurable: true,
      writable: true,
    });
    return;
  }
  const inner = target[head];
  const child: Record<string, unknown> =
    typeof inner === 'object' && inner !== null && !Array.isArray(inner)
      ? { ...(inner as Record<string, unknown>) }
      : {};
  setPath(child, rest.join('.'), value);
  target[head] = child;
}

interface Built {
  url: string;
  headers: Record<string, string>;
  body?: string;
}

function build(route: Route, base: BaseRequest, m: Mutation): Built {
  let path = route.path;
  for (const [name, value] of Object.entries(base.params ?? {})) {
    path = path.replace(
      `:${name}`,
      m.kind === 'param' && m.name === name ? m.raw : encodeURIComponent(value),
    );
  }
  if (m.kind === 'segment') path = `${path}/${m.raw}`;
  const query: string[] = Object.entries(base.query ?? {}).map(
    ([k, v]) => `${k}=${m.kind === 'query' && m.name === k ? m.raw : encodeURIComponent(v)}`,
  );
  if (m.kind === 'query' && !(m.name in (base.query ?? {}))) query.push(`${m.name}=${m.raw}`);
  if (m.kind === 'queryRepeat') query.push(`${m.name}=a`, `${m.name}=b`);
  if (m.kind === 'queryKey') query.push(`${m.raw}=1`);
  const url = query.length ? `${path}?${query.join('&')}` : path;

  const headers: Record<string, string> = {};
  let body: string | undefined;
  if (base.csv !== undefined && m.kind !== 'rawBody' && m.kind !== 'bodyKey') {
    headers['Content-Type'] = 'text/csv';
    body = m.kind === 'csv' ? m.raw : base.csv;
  } else if (base.body !== undefined || m.kind === 'rawBody' || m.kind === 'bodyKey') {
    headers['Content-Type'] = 'application/json';
    const object: Record<string, unknown> = { ...(base.body ?? {}) };
    if (m.kind === 'body') setPath(object, m.field, m.value);
    if (m.kind === 'bodyKey') setPath(object, m.key, m.value);
    body = m.kind === 'rawBody' ? m.raw : JSON.stringify(object);
  }
  if (m.kind === 'header') headers[m.name] = m.value;
  return { url, headers, body };
}

const describeMutation = (m: Mutation): string =>
  JSON.stringify(m, (_k, v: unknown) =>
    typeof v === 'string' && v.length > 80 ? `${v.slice(0, 80)}…(${v.length})` : v,
  );

// ---------------------------------------------------------------- the suite

/**
 * Defines the fuzz tests (one per route) against the app `target()` returns once beforeAll ran.
 */
export function defineFuzzSuite(target: () => FuzzTarget, options: FuzzOptions): void {
  const seed = fuzzSeed();
  const runs = fuzzRuns(options.runs);
  let fixtures: Fixtures;
  let passwordHash: string;
  const agents = new Map<Principal, request.Agent>();
  let counter = 0;

  const insertUser = async (role: 'user' | 'admin' = 'user') => {
    counter += 1;
    const username = `fuzz_${role}_${counter}_${Date.now().toString(36)}`;
    const [row] = await target().sequelize.query<{ id: string }>(
      `INSERT INTO users (username, password, role, has_ia_access) VALUES (:username, :hash, :role, true) RETURNING id`,
      { replacements: { username, hash: passwordHash, role }, type: QueryTypes.SELECT },
    );
    if (!row) throw new Error('no user inserted');
    // Administrators need their second factor: seeded with a key the fixture signs in with.
    const totpSecret =
      role === 'admin' ? await seedSecondFactor(target().sequelize, row.id) : undefined;
    return { id: row.id, username, totpSecret };
  };

  const signIn = async (user: { username: string; totpSecret?: string }) => {
    const agent = request.agent(target().url);
    const res = await signInWithSecondStep(agent, { ...user, password: PASSWORD });
    if (res.status !== 200)
      throw new Error(`fuzz fixture login failed: ${res.status} ${JSON.stringify(res.body)}`);
    return agent;
  };

  /** The agent of a principal; shared ones are signed in again if a run ended their session. */
  const agentFor = async (who: Principal): Promise<request.Agent> => {
    if (who === 'anon') return request.agent(target().url);
    if (who === 'fresh-member') return signIn(await insertUser('user'));
    if (who === 'fresh-admin') return signIn(await insertUser('admin'));
    const known = agents.get(who);
    if (known && (await known.get('/api/auth/user')).status === 200) return known;
    const agent = await signIn(
      who === 'member' ? { username: fixtures.memberName } : await insertUser('admin'),
    );
    agents.set(who, agent);
    return agent;
  };

  beforeAll(async () => {
    passwordHash = await hashPassword(PASSWORD);
    const member = await insertUser('user');
    const targetUser = await insertUser('user');
    const conversation = async () => {
      const [row] = await target().sequelize.query<{ id: string }>(
        `INSERT INTO conversations (user_id, title) VALUES (:user, 'seed') RETURNING id`,
        { replacements: { user: member.id }, type: QueryTypes.SELECT },
      );
      if (!row) throw new Error('no conversation inserted');
      return row.id;
    };
    const conversationId = await conversation();
    await target().sequelize.query(
      `INSERT INTO messages (conversation_id, type, content, tokens) VALUES (:c, 'user', 'Bonjour', 1), (:c, 'ai', 'Salut', 1)`,
      { replacements: { c: conversationId } },
    );
    const [training] = await target().sequelize.query<{
      exercise: string;
      routine: string;
      session: string;
    }>(
      `WITH e AS (
         INSERT INTO training_exercises (user_id, name, search, primary_muscles, equipment)
         VALUES (:user, jsonb_build_object('fr', 'Fuzz', 'en', 'Fuzz'), 'fuzz', '{chest}', 'barbell')
         RETURNING id),
       r AS (
         INSERT INTO training_routines (user_id, name, days)
         SELECT :user, 'seed', jsonb_build_array(jsonb_build_object('name', 'A', 'exercises',
           jsonb_build_array(jsonb_build_object('exerciseId', e.id, 'superset', null, 'notes', '',
             'sets', jsonb_build_array(jsonb_build_object('type', 'normal', 'repsMin', 8,
               'repsMax', 12, 'rir', 2, 'restSeconds', 90))))))
         FROM e RETURNING id),
       s AS (
         INSERT INTO training_sessions (user_id, client_id) VALUES (:user, 'fuzz-seed') RETURNING id)
       SELECT e.id AS exercise, r.id AS routine, s.id AS session FROM e, r, s`,
      { replacements: { user: member.id }, type: QueryTypes.SELECT },
    );
    if (!training) throw new Error('no training fixtures inserted');
    const [desk] = await target().sequelize.query<{ checkin: string; note: string }>(
      `WITH c AS (
         INSERT INTO check_ins (user_id, day, diet_adherence, training_adherence, sleep, energy,
           stress, hunger) VALUES (:user, '2026-01-04', 6, 6, 7, 6, 4, 5) RETURNING id),
       n AS (
         INSERT INTO coach_notes (member_id, body) VALUES (:user, 'seed') RETURNING id)
       SELECT c.id AS checkin, n.id AS note FROM c, n`,
      { replacements: { user: member.id }, type: QueryTypes.SELECT },
    );
    if (!desk) throw new Error('no coach desk fixtures inserted');
    fixtures = {
      exerciseId: training.exercise,
      routineId: training.routine,
      trainingSessionId: training.session,
      checkInId: desk.checkin,
      coachNoteId: desk.note,
      memberName: member.username,
      memberId: member.id,
      conversationId,
      targetId: targetUser.id,
      targetName: targetUser.username,
      newUser: insertUser,
      newConversation: conversation,
      unique: () => {
        counter += 1;
        return `fuzz_new_${counter}_${Date.now().toString(36)}`;
      },
    };
  });

  it.each(FUZZ_ROUTES.filter((name) => !options.skip?.(name)))(
    `%s: no 5xx, 4xx are { message, code }, a refused request changes nothing (seed ${seed}, ${runs} runs)`,
    async (name) => {
      const route = ROUTES.find((r) => r.name === name);
      if (!route) throw new Error(name);
      // The shape of the valid request (fixtures it creates are harmless).
      const sample = await route.base(fixtures, route.who);
      // fast-check counts the examples in numRuns: they come on top of the random runs.
      const examples = coreExamples(route, sample).map((m): [Mutation] => [m]);
      await fc.assert(
        fc.asyncProperty(mutations(route, sample), async (mutation) => {
          // A replaced Cookie header is sent without the agent's cookies (its jar would parse it).
          const agent =
            mutation.kind === 'header' && mutation.name === 'Cookie'
              ? request(target().url)
              : await agentFor(route.who);
          const base = await route.base(fixtures, route.who);
          const built = build(route, base, mutation);
          const before = await snapshot(target().sequelize);
          let req = agent[route.method](built.url).set(built.headers);
          if (built.body !== undefined) req = req.send(built.body);
          const res = await req.buffer(true);
          const what = `${route.method.toUpperCase()} ${built.url.slice(0, 200)} ${describeMutation(mutation)}`;
          if (res.status >= 500)
            throw new Error(`${res.status} for ${what}: ${res.text.slice(0, 300)}`);
          if (res.status >= 400) {
            if (!String(res.headers['content-type']).startsWith('application/json')) {
              throw new Error(`${res.status} without JSON for ${what}: ${res.text.slice(0, 200)}`);
            }
            const body = res.body as { message?: unknown; code?: unknown };
            if (
              typeof body.message !== 'string' ||
              !body.message ||
              typeof body.code !== 'string'
            ) {
              throw new Error(
                `${res.status} without { message, code } for ${what}: ${res.text.slice(0, 200)}`,
              );
            }
            const after = await snapshot(target().sequelize);
            if (after !== before)
              throw new Error(`${res.status} for ${what}, yet the database changed`);
          }
        }),
        {
          seed,
          numRuns: runs + examples.length,
          endOnFailure: true,
          examples,
        },
      );
    },
  );
}
