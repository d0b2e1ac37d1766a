// The API scenarios of `npm run bench`: what each row requests, the status every answer must
// have, and whether it reads the conversation-list cache (its counters are then read around it).
import { SIZES } from './seed.mjs';
import { TRAINING_SIZES } from './training-seed.mjs';

/**
 * `apiBase`: the measured replica; `uncachedBase`: a replica with CONVERSATION_CACHE_SECONDS=0;
 * `listed`: how many conversations the member's list answers; `training`: the training members'
 * cookies and active routines (in the same order) and the bench press's id (seed.mjs).
 */
export function apiScenarios({
  apiBase,
  uncachedBase,
  member,
  admin,
  conversationId,
  listed,
  training,
}) {
  const get = (base, path, cookie) => () => ({ url: `${base}${path}`, headers: { cookie } });
  let posted = 0;
  let started = 0;
  const lifter = (i) => ({
    cookie: training.cookies[i % training.cookies.length],
    routineId: training.routineIds[i % training.cookies.length],
  });
  const { sessions, setsPerSession } = TRAINING_SIZES;
  const years = `${sessions.toLocaleString('en')} sessions, ${(sessions * setsPerSession).toLocaleString('en')} sets a member, ${training.cookies.length} members in turn`;
  return [
    { name: 'GET /api/auth/user', request: get(apiBase, '/api/auth/user', member) },
    {
      name: `GET /api/conversations (member with ${SIZES.memberConversations.toLocaleString('en')} conversations, ${listed} listed)`,
      request: get(apiBase, '/api/conversations', member),
      cache: true,
    },
    {
      name: `GET /api/conversations?limit=20 (the chat history's first page, same member)`,
      request: get(apiBase, '/api/conversations?limit=20', member),
      cache: true,
    },
    {
      name: `browser: GET /api/conversations (same, with Chrome's Accept-Encoding: gzip, deflate, br, zstd)`,
      request: () => ({
        url: `${apiBase}/api/conversations`,
        headers: { cookie: member, 'accept-encoding': 'gzip, deflate, br, zstd' },
      }),
      cache: true,
    },
    {
      name: `uncached: GET /api/conversations (replica with CONVERSATION_CACHE_SECONDS=0, ${listed} listed)`,
      request: get(uncachedBase, '/api/conversations', member),
    },
    {
      name: 'uncached: GET /api/conversations?limit=20 (replica with CONVERSATION_CACHE_SECONDS=0)',
      request: get(uncachedBase, '/api/conversations?limit=20', member),
    },
    {
      name: 'POST /api/messages',
      expected: 201,
      request: () => ({
        url: `${apiBase}/api/messages`,
        method: 'POST',
        headers: { cookie: member, origin: apiBase, 'content-type': 'application/json' },
        body: JSON.stringify({
          conversationId,
          type: 'user',
          content: `bench message ${(posted += 1)}`,
        }),
      }),
    },
    {
      name: `GET /api/admin/users?search= (${SIZES.users.toLocaleString('en')} users)`,
      request: get(apiBase, '/api/admin/users?search=user_4242', admin),
    },
    {
      name: `GET /api/admin/ia-logs page 1 (${SIZES.messages.toLocaleString('en')} messages)`,
      request: get(apiBase, '/api/admin/ia-logs?page=1', admin),
    },
    {
      name: 'GET /api/admin/ia-logs page 1,000',
      request: get(apiBase, '/api/admin/ia-logs?page=1000', admin),
    },
    {
      name: 'GET /api/admin/stats/daily (30 days, the dashboard chart)',
      request: get(apiBase, '/api/admin/stats/daily?days=30', admin),
    },
    {
      name: 'GET /api/admin/dashboard (counters and latest users, refreshed every 30 s)',
      request: get(apiBase, '/api/admin/dashboard', admin),
    },
    {
      name: `GET /api/training/exercises/:id/history (the bench press: ${sessions / 2} sessions of five years; ${years})`,
      request: training.cookies.map((cookie) => ({
        url: `${apiBase}/api/training/exercises/${training.benchPressId}/history`,
        headers: { cookie },
      })),
    },
    {
      name: `POST /api/training/sessions/start (a routine day of 5 lifts, same members)`,
      expected: 201,
      request: () => {
        const { cookie, routineId } = lifter(started);
        return {
          url: `${apiBase}/api/training/sessions/start`,
          method: 'POST',
          headers: { cookie, origin: apiBase, 'content-type': 'application/json' },
          body: JSON.stringify({
            routineId,
            dayIndex: 0,
            clientId: `bench-start-${process.pid}-${(started += 1)}`,
          }),
        };
      },
    },
  ].map((s) => ({ expected: 200, cache: false, ...s }));
}
