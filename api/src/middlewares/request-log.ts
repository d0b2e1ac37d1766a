import { randomUUID } from 'node:crypto';
import type { Express, NextFunction, Request, Response } from 'express';
import type { Logger } from '../lib/logger';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;
const QUIET = new Set(['/api/health', '/api/ready']);

type Level = 'info' | 'warn' | 'error';

const CHILD = Symbol('requestLogger');
type LoggedRequest = Request & { [CHILD]?: Logger };

/**
 * Request id and access log, shaped like pino-http's (`req: { id, method, url }`,
 * `res: { statusCode }`, `responseTime`, "request completed"), at a fraction of its per-request
 * cost: the request's child logger is only built when something logs through `req.log`, and the
 * access line only when its level is enabled (LOG_LEVEL=warn skips successful requests for free).
 * `req.log` is one getter on the app's request prototype: a getter defined on each request would
 * give every request object its own hidden class, which slows every later property read on it.
 */
export function useRequestLogger(app: Express, logger: Logger): void {
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
  app.use((req: Request, res: Response, next: NextFunction) => {
    const given = req.headers['x-request-id'];
    const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    res.setHeader('X-Request-Id', id);
    req.id = id;
    if (QUIET.has(req.originalUrl)) return next();
    const start = performance.now();
    res.once('close', () => {
      const err = (res as Response & { err?: unknown }).err;
      const level: Level =
        err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info';
      if (!logger.isLevelEnabled(level)) return;
      const line: Record<string, unknown> = {
        res: { statusCode: res.statusCode },
        responseTime: Math.round(performance.now() - start),
      };
      if (err) line.err = err;
      req.log[level](line, res.writableFinished ? 'request completed' : 'request aborted');
    });
    next();
  });
}
