import fc from 'fast-check';
import type request from 'supertest';
import { snapshot, startTestApp, type TestApp } from '../support/harness';

let t: TestApp;
let member: request.Agent;
let admin: request.Agent;
let conversationId: string;
let targetId: string;

beforeAll(async () => {
  t = await startTestApp();
  member = (await t.signedIn({ hasIAAccess: true })).agent;
  admin = (await t.signedIn({ role: 'admin' })).agent;
  conversationId = (await member.post('/api/conversations').send({ title: 'seed' })).body.id;
  targetId = (await t.seedUser()).id;
});
afterAll(() => t.close());

// Random JSON, biased towards the fields the endpoints know, with wrong types and odd values.
const knownKeys = fc.constantFrom(
  'username',
  'password',
  'email',
  'title',
  'firstMessage',
  'conversationId',
  'type',
  'content',
  'tokens',
  'message',
  'settings',
  'role',
  'isActive',
  'hasIAAccess',
  'expiresAt',
  'key',
  'value',
  'currentPassword',
  'newPassword',
  '__proto__',
  'constructor',
);
const oddValue = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(
    '',
    ' ',
    'user',
    'ai',
    'admin',
    'ia_enabled',
    'ia_welcome_message',
    '0000',
    'NaN',
    '\u0000',
    '=cmd',
    '%_%',
  ),
  fc.string({ maxLength: 300 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);
const body = fc.oneof(
  fc.dictionary(fc.oneof(knownKeys, fc.string({ maxLength: 10 })), oddValue, { maxKeys: 6 }),
  fc.jsonValue({ maxDepth: 3 }),
);

type Call = { agent: () => request.Agent; method: 'post' | 'patch' | 'delete'; url: () => string };
const endpoints: Record<string, Call> = {
  register: { agent: () => t.agent(), method: 'post', url: () => '/api/auth/register' },
  login: { agent: () => t.agent(), method: 'post', url: () => '/api/auth/login' },
  createConversation: { agent: () => member, method: 'post', url: () => '/api/conversations' },
  addMessage: { agent: () => member, method: 'post', url: () => '/api/messages' },
  chat: { agent: () => member, method: 'post', url: () => '/api/ai/chat' },
  editUser: { agent: () => admin, method: 'patch', url: () => `/api/admin/users/${targetId}` },
  userStatus: {
    agent: () => admin,
    method: 'patch',
    url: () => `/api/admin/users/${targetId}/status`,
  },
  settings: { agent: () => admin, method: 'post', url: () => '/api/admin/settings' },
  adminPassword: { agent: () => admin, method: 'post', url: () => '/api/admin/change-password' },
  accountPassword: {
    agent: () => member,
    method: 'post',
    url: () => '/api/account/change-password',
  },
  deleteAccount: { agent: () => member, method: 'delete', url: () => '/api/account' },
};

describe('random JSON at every write endpoint', () => {
  it.each(Object.keys(endpoints))(
    '%s: never a 5xx, and a rejected call changes nothing',
    async (name) => {
      const call = endpoints[name]!;
      await fc.assert(
        fc.asyncProperty(body, async (payload) => {
          const before = await snapshot(t.sequelize);
          const agent = call.agent();
          const res = await agent[call.method](call.url())
            .set('Content-Type', 'application/json')
            .send(JSON.stringify(payload));
          expect(res.status).toBeLessThan(500);
          if (res.status >= 400) {
            expect(typeof res.body.message).toBe('string');
            expect(await snapshot(t.sequelize)).toBe(before);
          }
        }),
        { numRuns: 40 },
      );
      // The member and admin are still signed in: no random payload changed a password or deleted them.
      expect((await member.get('/api/auth/user')).status).toBe(200);
      expect((await admin.get('/api/auth/user')).status).toBe(200);
      expect((await member.get(`/api/conversations/${conversationId}`)).status).toBe(200);
    },
  );
});
