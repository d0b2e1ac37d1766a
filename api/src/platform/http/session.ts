import type { NextFunction, Request, RequestHandler, Response } from 'express';
import session, { type Store } from 'express-session';
import type { Config } from '../config';
import { unavailable } from '../app-error';

/**
 * express-session with the project's cookie rules: non-default name (`__Host-` when secure),
 * HttpOnly, SameSite=Lax, rolling idle timeout (the absolute lifetime is checked in loadUser).
 * A failing store (Redis down) answers 503 at once instead of hanging or 500, and changes nothing:
 * `unset` stays express-session's 'keep', as with 'destroy' a request whose session could not be
 * read (no `req.session`) would delete it from the store when answered, which signs the member out
 * whenever Redis is back by then (a restart's first moments). Sign-outs destroy explicitly.
 */
export function createSessionMiddleware(config: Config, store: Store): RequestHandler {
  const middleware = session({
    name: config.cookieName,
    secret: config.sessionSecrets,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    proxy: config.trustProxy ? true : undefined,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.cookieSecure,
      path: '/',
      maxAge: config.sessionIdleMinutes * 60_000,
    },
  });
  return (req: Request, res: Response, next: NextFunction) => {
    middleware(req, res, (err?: unknown) => {
      // The store failed while saving or touching the session after the answer was written
      // (Redis went down mid-request): the answer stands; passing the error on would cut it.
      if (err && res.headersSent) {
        req.log?.warn({ err }, 'session store failed after the answer');
        return;
      }
      if (err) next(unavailable());
      else next();
    });
  };
}

/** Ends the request's session in the store (sign-out, a deleted or deactivated user). */
export function destroySession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!req.session) return resolve();
    req.session.destroy((err: unknown) => (err ? reject(err) : resolve()));
  });
}
