import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import session, { type SessionData } from 'express-session';
import { loadConfig } from '../config';
import { errorHandler } from './error-handler';
import { createSessionMiddleware } from './session';

/** express-session's memory store whose next `failures` reads fail, as Redis does while it restarts. */
class FailingReadsStore extends session.MemoryStore {
  failures = 0;
  destroyed: string[] = [];

  override get(sid: string, cb: (err: unknown, data?: SessionData | null) => void): void {
    if (this.failures > 0) {
      this.failures -= 1;
      cb(new Error('store unreachable'));
      return;
    }
    super.get(sid, cb);
  }

  override destroy(sid: string, cb?: (err?: unknown) => void): void {
    this.destroyed.push(sid);
    super.destroy(sid, cb);
  }
}

const config = loadConfig({});

function app(store: FailingReadsStore) {
  const a = express();
  a.use(createSessionMiddleware(config, store));
  a.post('/login', (req, res) => {
    req.session.userId = 'member-1';
    res.json({ ok: true });
  });
  a.get('/me', (req, res) => {
    if (!req.session.userId) res.status(401).json({ code: 'UNAUTHENTICATED' });
    else res.json({ userId: req.session.userId });
  });
  a.use(errorHandler);
  return a;
}

describe('createSessionMiddleware', () => {
  let server: http.Server;
  let base: string;
  let store: FailingReadsStore;

  beforeEach(async () => {
    store = new FailingReadsStore();
    server = http.createServer(app(store));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(() => new Promise((resolve) => server.close(resolve)));

  it('answers 503 when the store cannot be read, and keeps the session for the next request', async () => {
    const login = await fetch(`${base}/login`, { method: 'POST' });
    const cookie = login.headers.getSetCookie()[0]?.split(';')[0] ?? '';
    expect(cookie.startsWith(`${config.cookieName}=`)).toBe(true);

    // The read fails (Redis restarting) while the rest of the request's commands would reach it:
    // the answer is a 503, and nothing is written to the store for this request (the session
    // middleware must not end a session it could not read).
    store.failures = 1;
    const failed = await fetch(`${base}/me`, { headers: { cookie } });
    expect(failed.status).toBe(503);
    expect(await failed.json()).toEqual({
      message: 'Service temporairement indisponible. Réessayez dans un instant.',
      code: 'UNAVAILABLE',
    });
    expect(failed.headers.getSetCookie()).toEqual([]);
    expect(store.destroyed).toEqual([]);

    const back = await fetch(`${base}/me`, { headers: { cookie } });
    expect(back.status).toBe(200);
    expect(await back.json()).toEqual({ userId: 'member-1' });
  });
});
