// The benchmark's baseline: a bare Express 5 app with the API's session setup (express-session +
// connect-redis on the same Redis, same cookie name, secret and options) answering a constant to
// an authenticated session. Whatever the real API costs above this is the project's own work.
// Two touch policies (the rolling idle timeout's EXPIRE in Redis):
//   BASELINE_TOUCH_SECONDS=0   connect-redis as shipped: a GET and an EXPIRE on every request;
//   BASELINE_TOUCH_SECONDS=60  the API's policy (SESSION_TOUCH_SECONDS, api/src/platform/db/stores.ts): a
//                              session's EXPIRE at most once a minute per process, so one Redis
//                              read per request, like the API. The fair ceiling for the API.
// Same packages as the API: its Express 5, express-session, connect-redis and redis.
// BASELINE_APP_SERVER=1: the server made as the API makes its own (api/dist/lib/app-server.js:
// requests and responses created with the app's prototypes, so Express's per-request
// Object.setPrototypeOf changes nothing); by default, app.listen as Express ships.
// Env: PORT, REDIS_URL, SESSION_SECRET, REDIS_PREFIX (zak:), COOKIE_NAME (zak.sid),
// BASELINE_TOUCH_SECONDS (0), BASELINE_APP_SERVER (unset).
import { createRequire } from 'node:module';
import { RedisStore } from 'connect-redis';
import session from 'express-session';
import { createClient } from 'redis';

// The API's own Express (5, in api/node_modules), not the Express 4 hoisted to the root for the
// dev servers: the same router and response code on both sides.
const express = createRequire(new URL('../../api/package.json', import.meta.url))('express');

const touchEveryMs = Number(process.env.BASELINE_TOUCH_SECONDS ?? 0) * 1000;

/** connect-redis, renewing a session's time to live at most once per `touchEveryMs`. */
class SparseTouchStore extends RedisStore {
  touched = new Map();

  touch(sid, sess, cb) {
    const now = Date.now();
    const last = this.touched.get(sid);
    if (last !== undefined && now - last < touchEveryMs) return cb?.(null);
    return super.touch(sid, sess, (err) => {
      if (!err) this.touched.set(sid, now);
      return cb?.(err);
    });
  }
}

const client = createClient({
  url: process.env.REDIS_URL,
  disableOfflineQueue: true,
  commandOptions: { timeout: 2000 },
});
client.on('error', () => {});
await client.connect();

const Store = touchEveryMs > 0 ? SparseTouchStore : RedisStore;
const app = express();
app.disable('x-powered-by');
app.use(
  session({
    name: process.env.COOKIE_NAME ?? 'zak.sid',
    secret: process.env.SESSION_SECRET,
    store: new Store({ client, prefix: `${process.env.REDIS_PREFIX ?? 'zak:'}sess:` }),
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: { httpOnly: true, sameSite: 'lax', secure: false, maxAge: 120 * 60_000 },
  }),
);
app.get('/baseline', (req, res) => {
  if (!req.session.userId) return res.status(401).json({ message: 'unauthenticated' });
  res.json({ ok: true });
});
const ready = () => process.stdout.write('baseline ready\n');
const server = process.env.BASELINE_APP_SERVER
  ? createRequire(import.meta.url)('../../api/dist/lib/app-server.js')
      .createAppServer(app)
      .listen(Number(process.env.PORT), '127.0.0.1', ready)
  : app.listen(Number(process.env.PORT), '127.0.0.1', ready);
server.keepAliveTimeout = 65_000;
process.on('SIGTERM', () => server.close(() => client.close().finally(() => process.exit(0))));
