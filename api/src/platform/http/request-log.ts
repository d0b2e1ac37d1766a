import { randomUUID } from 'node:crypto';
import type { Express, NextFunction, Request, RequestHandler, Response } from 'express';
import type { Logger } from '../logger';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;
const QUIET = new Set(['/api/health', '/api/ready']);

type Level = 'info' | 'warn' | 'error';

const CHILD = Symbol('requestLogger');
type LoggedRequest = Request & { [CHILD]?: Logger };
const STARTED = Symbol('requestStarted');
type TimedResponse = Response & { [STARTED]?: number; err?: unknown };

/**
 * Request id and access log, shaped like pino-http's (`req: { id, method, url }`,
 * `res: { statusCode }`, `responseTime`, "request completed"), at a fraction of its per-request
 * cost: the request's child logger is only built when something logs through `req.log`, and the
 * access line only when its level is enabled (LOG_LEVEL=warn skips successful requests for free).
 * `req.log` is one getter on the app's request prototype: a getter defined on each request would
 * give every request object its own hidden class, which slows every later property read on it.
 * Returns the middleware (request id, access log) for app.ts to run with the others of every
 * request.
 */
export function requestLogger(app: Express, logger: Logger): RequestHandler {
  Object.defineProperty(app.request, 'log', {
    configurable: true,
    enumerable: false,
    get(this: LoggedRequest): Logger {
      return (this[CHILD] ??= logger.child({
        req: { id: this.id, method: this.method, url: this.originalUrl },
      }));
    },
    set(this: LoggedRequest, value: Logger) {
      this[CHILD] = value;
    },
  });
  // One listener shared by every answer (no closure per request): the request and the start time
  // ride on the response.
  function logAnswer(this: TimedResponse): void {
    const err = this.err;
    const level: Level =
      err || this.statusCode >= 500 ? 'error' : this.statusCode >= 400 ? 'warn' : 'info';
    if (!logger.isLevelEnabled(level)) return;
    const line: Record<string, unknown> = {
      res: { statusCode: this.statusCode },
      responseTime: Math.round(performance.now() - (this[STARTED] ?? 0)),
    };
    if (err) line.err = err;
    this.req.log[level](line, this.writableFinished ? 'request completed' : 'request aborted');
  }
  return (req: Request, res: Response, next: NextFunction) => {
    const given = req.headers['x-request-id'];
    const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    res.setHeader('X-Request-Id', id);
    req.id = id;
    if (QUIET.has(req.originalUrl)) return next();
    (res as TimedResponse)[STARTED] = performance.now();
    res.on('close', logAnswer);
    next();
  };
}
