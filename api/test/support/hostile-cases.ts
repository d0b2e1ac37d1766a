/**
 * The cases of issue 13 with the exact answers expected, asserted against PostgreSQL
 * (test/integration/input-rules.test.ts) and against the embedded mode (test/embedded/fuzz.test.ts):
 * both databases refuse the same inputs with the same answers.
 */
import type { Sequelize } from 'sequelize';
import type request from 'supertest';
import { snapshot } from './harness';

export interface HostileCase {
  name: string;
  who: 'anon' | 'member' | 'admin';
  method: 'get' | 'post' | 'patch' | 'delete';
  /** `{conversationId}` and `{userId}` are replaced by fixtures. */
  url: string;
  body?: unknown;
  lang?: 'en';
  status: number;
  code: string;
  message: string;
  /** The body field the answer names (joi's refusals of a body field; the guard names none). */
  field?: string;
}

export const HOSTILE_CASES: HostileCase[] = [
  {
    name: 'a NUL in a message',
    who: 'member',
    method: 'post',
    url: '/api/messages',
    body: { conversationId: '{conversationId}', type: 'user', content: '\u0000<b>x</b>' },
    status: 400,
    code: 'VALIDATION',
    message: 'Le champ « content » contient un caractère nul (U+0000), refusé',
  },
  {
    name: 'a NUL in a message, in English',
    who: 'member',
    method: 'post',
    url: '/api/messages',
    body: { conversationId: '{conversationId}', type: 'user', content: 'ok\u0000' },
    lang: 'en',
    status: 400,
    code: 'VALIDATION',
    message: 'The field "content" contains a NUL character (U+0000), which is refused',
  },
  {
    name: 'a NUL in a conversation title',
    who: 'member',
    method: 'post',
    url: '/api/conversations',
    body: { title: 'Prise\u0000de masse' },
    status: 400,
    code: 'VALIDATION',
    message: 'Le champ « title » contient un caractère nul (U+0000), refusé',
  },
  {
    name: 'a NUL in the welcome message',
    who: 'admin',
    method: 'post',
    url: '/api/admin/settings',
    body: { key: 'ia_welcome_message', value: '\u0000' },
    status: 400,
    code: 'VALIDATION',
    message: 'Le champ « value » contient un caractère nul (U+0000), refusé',
  },
  {
    name: 'a lone surrogate in the welcome message',
    who: 'admin',
    method: 'post',
    url: '/api/admin/settings',
    body: { key: 'ia_welcome_message', value: '\ud800' },
    status: 400,
    code: 'VALIDATION',
    message: 'Le champ « value » contient de l’Unicode mal formé (surrogate isolé)',
  },
  {
    name: 'a lone surrogate deep in the AI settings',
    who: 'member',
    method: 'post',
    url: '/api/ai/chat',
    body: { message: 'Bonjour', settings: { extra: { tone: ['ok', 'x\udfff'] } } },
    status: 400,
    code: 'VALIDATION',
    message:
      'Le champ « settings.extra.tone[1] » contient de l’Unicode mal formé (surrogate isolé)',
  },
  {
    name: 'a bad escape in PATCH /api/admin/users/:id',
    who: 'admin',
    method: 'patch',
    url: '/api/admin/users/%ZZ',
    body: { hasIAAccess: true },
    status: 400,
    code: 'MALFORMED_URL',
    message: 'Adresse mal formée : séquence « % » invalide',
  },
  {
    name: 'a bad escape in PATCH /api/admin/users/:id/status',
    who: 'admin',
    method: 'patch',
    url: '/api/admin/users/%ZZ/status',
    body: { isActive: false },
    status: 400,
    code: 'MALFORMED_URL',
    message: 'Adresse mal formée : séquence « % » invalide',
  },
  {
    name: 'a bad escape in DELETE /api/admin/users/:id',
    who: 'admin',
    method: 'delete',
    url: '/api/admin/users/%ZZ',
    lang: 'en',
    status: 400,
    code: 'MALFORMED_URL',
    message: 'Malformed URL: invalid "%" escape',
  },
  {
    name: 'an encoded lone surrogate in a path id',
    who: 'member',
    method: 'get',
    url: '/api/conversations/%ED%A0%80',
    status: 400,
    code: 'MALFORMED_URL',
    message: 'Adresse mal formée : séquence « % » invalide',
  },
  {
    name: 'a NUL in the AI-log export filter',
    who: 'admin',
    method: 'get',
    url: '/api/admin/ia-logs/export?username=%00',
    status: 400,
    code: 'VALIDATION',
    message: 'Le champ « username » contient un caractère nul (U+0000), refusé',
  },
  {
    name: 'a NUL in a search',
    who: 'member',
    method: 'get',
    url: '/api/conversations?q=a%00b',
    status: 400,
    code: 'VALIDATION',
    message: 'Le champ « q » contient un caractère nul (U+0000), refusé',
  },
  {
    name: 'a NUL in an unknown query parameter',
    who: 'admin',
    method: 'get',
    url: '/api/admin/dashboard?x=%00',
    status: 400,
    code: 'VALIDATION',
    message: 'Le champ « x » contient un caractère nul (U+0000), refusé',
  },
  {
    name: 'a lone surrogate as a username',
    who: 'anon',
    method: 'post',
    url: '/api/auth/register',
    body: { username: '\ud800', password: 'secret1' },
    status: 400,
    code: 'VALIDATION',
    message: 'Le champ « username » contient de l’Unicode mal formé (surrogate isolé)',
  },
  {
    name: 'a lone surrogate inside a username',
    who: 'anon',
    method: 'post',
    url: '/api/auth/register',
    body: { username: 'x\udfffy', password: 'secret1' },
    status: 400,
    code: 'VALIDATION',
    message: 'Le champ « username » contient de l’Unicode mal formé (surrogate isolé)',
  },
  {
    name: 'bidi controls as a username',
    who: 'anon',
    method: 'post',
    url: '/api/auth/register',
    body: { username: '\u202e\u2066', password: 'secret1' },
    status: 400,
    code: 'VALIDATION',
    message:
      "Le nom d'utilisateur ne peut contenir que des lettres, des chiffres et les signes . _ -",
    field: 'username',
  },
  {
    name: 'a zero-width space in a username',
    who: 'anon',
    method: 'post',
    url: '/api/auth/register',
    body: { username: 'ad\u200bmin', password: 'secret1' },
    lang: 'en',
    status: 400,
    code: 'VALIDATION',
    message: 'Username may contain only letters, digits and the signs . _ -',
    field: 'username',
  },
  {
    name: 'a control character in an email',
    who: 'anon',
    method: 'post',
    url: '/api/auth/register',
    body: { username: 'bell', password: 'secret1', email: 'a\u0007@example.com' },
    status: 400,
    code: 'VALIDATION',
    message: 'Le champ « email » contient un caractère de contrôle, refusé',
    field: 'email',
  },
  {
    name: 'a consent box sent as the string "true"',
    who: 'anon',
    method: 'post',
    url: '/api/auth/register',
    body: { username: 'boxes', password: 'secret1', adult: 'true', acceptTerms: true },
    status: 400,
    code: 'VALIDATION',
    message: 'Vous devez confirmer avoir 18 ans ou plus (adult)',
    field: 'adult',
  },
  {
    name: 'a consent with an array for a box',
    who: 'member',
    method: 'post',
    url: '/api/account/consent',
    body: { adult: [true], acceptTerms: true },
    lang: 'en',
    status: 400,
    code: 'VALIDATION',
    message: 'You must confirm that you are 18 or over (adult)',
    field: 'adult',
  },
  {
    name: 'a NUL in an object key',
    who: 'member',
    method: 'post',
    url: '/api/ai/chat',
    body: { message: 'Bonjour', settings: { 'k\u0000': 1 } },
    status: 400,
    code: 'VALIDATION',
    message: 'Le champ « settings » contient un caractère nul (U+0000), refusé',
  },
  {
    name: 'nesting 40 levels deep',
    who: 'member',
    method: 'post',
    url: '/api/ai/chat',
    body: {
      message: 'Bonjour',
      settings: JSON.parse(`${'{"a":'.repeat(40)}1${'}'.repeat(40)}`) as unknown,
    },
    status: 400,
    code: 'VALIDATION',
    message: `Le champ « settings${'.a'.repeat(31)} » est trop imbriqué`,
  },
];

/** The case's URL and body with the fixtures in place. */
export function caseRequest(
  c: HostileCase,
  fixtures: { conversationId: string },
): { url: string; body?: string } {
  const fill = (text: string) => text.replace('{conversationId}', fixtures.conversationId);
  return {
    url: fill(c.url),
    body: c.body === undefined ? undefined : fill(JSON.stringify(c.body)),
  };
}

/** Sends the case and checks the exact answer, and that the database did not change. */
export async function expectHostileCase(
  c: HostileCase,
  agents: { member: request.Agent; admin: request.Agent; anon: () => request.Agent },
  fixtures: { conversationId: string },
  sequelize: Sequelize,
): Promise<void> {
  const agent = c.who === 'anon' ? agents.anon() : agents[c.who];
  const { url, body } = caseRequest(c, fixtures);
  const before = await snapshot(sequelize);
  let req = agent[c.method](url).set('Accept-Language', c.lang ?? 'fr');
  if (body !== undefined) req = req.set('Content-Type', 'application/json').send(body);
  const res = await req;
  expect({ status: res.status, body: res.body as unknown }).toEqual({
    status: c.status,
    body: {
      message: c.message,
      code: c.code,
      ...(c.field === undefined ? {} : { field: c.field }),
    },
  });
  expect(await snapshot(sequelize)).toBe(before);
}
