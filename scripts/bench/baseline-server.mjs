// The benchmark's baseline: a bare Express 5 app with the API's session setup (express-session +
// connect-redis on the same Redis, same cookie name, secret and options) answering a constant to
// an authenticated session. Whatever the real API costs above this is the project's own work.
// Env: PORT, REDIS_URL, SESSION_SECRET, REDIS_PREFIX (zak:), COOKIE_NAME (zak.sid).
import { RedisStore } from 'connect-redis';
import express from 'express';
import session from 'express-session';
import { createClient } from 'redis';

const client = createClient({
  url: process.env.REDIS_URL,
  disableOfflineQueue: true,
  commandOptions: { timeout: 2000 },
});
client.on('error', () => {});
await client.connect();

const app = express();
app.disable('x-powered-by');
app.use(
  session({
    name: process.env.COOKIE_NAME ?? 'zak.sid',
    secret: process.env.SESSION_SECRET,
    store: new RedisStore({ client, prefix: `${process.env.REDIS_PREFIX ?? 'zak:'}sess:` }),
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
const server = app.listen(Number(process.env.PORT), '127.0.0.1', () => {
  process.stdout.write('baseline ready\n');
});
server.keepAliveTimeout = 65_000;
process.on('SIGTERM', () => server.close(() => client.close().finally(() => process.exit(0))));
