import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { ipKeyGenerator, rateLimit, type Store } from 'express-rate-limit';
import type { Config } from '../config';
import { AppError } from '../app-error';
import type { Msg } from '../messages';
import { countRateLimited } from '../metrics';
import { MSG } from '../messages';
import { appConfig } from './app-config';

/** Builds a fresh counter store per limiter: Redis when configured (shared by replicas), memory otherwise. */
export type RateLimitStoreFactory = (name: string) => Store | undefined;

export interface RateLimitOptions {
  /** Unique name: the Redis key prefix of its counters. */
  name: string;
  /** A number, or read from the config when the limiter is first used. */
  windowMs: number | ((config: Config) => number);
  limit: number | ((config: Config) => number);
  /** Counter key; default: the client IP. Return undefined to skip limiting this request. */
  key?: (req: Request) => string | undefined;
  /** Count only failed requests (status >= 400), e.g. failed logins. */
  onlyFailures?: boolean;
  message?: Msg;
}

export const byIp = (req: Request): string => ipKeyGenerator(req.ip ?? 'unknown');

/**
 * A rate limit answering 429 `{ message }`. The real limiter is built on first use from the app's
 * store factory (app.locals.rateLimitStore), so routers can declare limits at import time.
 */
export function createRateLimit(options: RateLimitOptions): RequestHandler {
  // One limiter per app (tests run several apps in one process), built on its first request.
  const limiters = new WeakMap<object, RequestHandler>();
  const keyOf = options.key ?? byIp;
  const build = (req: Request): RequestHandler => {
    const factory = req.app.locals.rateLimitStore as RateLimitStoreFactory | undefined;
    const config = appConfig(req);
    const value = (v: number | ((c: Config) => number)) => (typeof v === 'number' ? v : v(config));
    return rateLimit({
      windowMs: value(options.windowMs),
      limit: value(options.limit),
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      store: factory?.(options.name),
      skipSuccessfulRequests: options.onlyFailures ?? false,
      skip: (r) => keyOf(r) === undefined,
      keyGenerator: (r) => keyOf(r) ?? '',
      // Store down: fail closed with 503 (the error middleware) rather than letting brute force through.
      passOnStoreError: false,
      // Built lazily on purpose (once per app), so the creation-in-handler check does not apply.
      validate: { creationStack: false },
      handler: (_req, _res, next) => {
        countRateLimited(options.name);
        next(new AppError(429, 'RATE_LIMITED', options.message ?? MSG.tooManyRequests));
      },
    });
  };
  return (req: Request, res: Response, next: NextFunction) => {
    let limiter = limiters.get(req.app);
    if (!limiter) {
      limiter = build(req);
      limiters.set(req.app, limiter);
    }
    return limiter(req, res, next);
  };
}
