import type { NextFunction, Request, Response } from 'express';
import { AppError } from '../app-error';
import { say } from '../lang';
import { MSG, type Msg } from '../messages';
import { countUnavailable } from '../metrics';

const UNAVAILABLE_ERRORS = new Set([
  'SequelizeConnectionError',
  'SequelizeConnectionRefusedError',
  'SequelizeConnectionAcquireTimeoutError',
  'SequelizeHostNotReachableError',
  'SequelizeConnectionTimedOutError',
  'ClientClosedError',
  'ClientOfflineError',
  'ConnectionTimeoutError',
  'SocketClosedUnexpectedlyError',
  'TimeoutError',
]);

function field(err: unknown, name: string): unknown {
  return typeof err === 'object' && err !== null
    ? (err as Record<string, unknown>)[name]
    : undefined;
}

function classify(
  err: unknown,
): { status: number; code: string; msg: Msg; field?: string | undefined } | null {
  if (err instanceof AppError) {
    return { status: err.status, code: err.code, msg: err.msg, field: err.field };
  }
  // A path (or anything decoded from the URL) with a bad percent-escape, e.g. /users/%ZZ.
  if (err instanceof URIError) return { status: 400, code: 'MALFORMED_URL', msg: MSG.malformedUrl };
  const type = field(err, 'type');
  if (type === 'entity.parse.failed')
    return { status: 400, code: 'MALFORMED_JSON', msg: MSG.malformedJson };
  if (type === 'entity.too.large') return { status: 413, code: 'TOO_LARGE', msg: MSG.bodyTooLarge };
  if (type === 'encoding.unsupported' || type === 'charset.unsupported') {
    return { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', msg: MSG.jsonRequired };
  }
  const status = field(err, 'status');
  if (
    typeof status === 'number' &&
    status >= 400 &&
    status < 500 &&
    field(err, 'expose') === true
  ) {
    return { status, code: 'BAD_REQUEST', msg: MSG.invalidInput };
  }
  // PostgreSQL restarting or unreachable: connection exceptions (08xxx), admin/crash shutdown and
  // "the database system is starting up" (57P01-57P03), or the socket itself failing, are
  // outages, not bugs. The code is on the driver's error: wrapped by Sequelize (`parent`) or raw
  // (statements sent straight on a pooled connection, platform/db/query.ts).
  const pgCode = field(field(err, 'parent'), 'code') ?? field(err, 'code');
  if (
    typeof pgCode === 'string' &&
    /^(08...|57P0[123]|ECONNREFUSED|ECONNRESET|EPIPE)$/.test(pgCode)
  ) {
    return { status: 503, code: 'UNAVAILABLE', msg: MSG.unavailable };
  }
  const name = field(err, 'name');
  const message = field(err, 'message');
  if (
    (typeof name === 'string' && UNAVAILABLE_ERRORS.has(name)) ||
    (typeof message === 'string' &&
      /The client is closed|ECONNREFUSED|Connection terminated/.test(message))
  ) {
    return { status: 503, code: 'UNAVAILABLE', msg: MSG.unavailable };
  }
  return null;
}

/**
 * The one error middleware: `{ message, code }` (plus `field` when a body field was refused),
 * never a stack or an internal message.
 */
export function errorHandler(err: unknown, req: Request, res: Response, next: NextFunction): void {
  if (res.headersSent) return next(err);
  const known = classify(err);
  if (!known || known.status >= 500) {
    req.log?.error({ err, requestId: req.id }, 'request failed');
  }
  const { status, code, msg, field } = known ?? {
    status: 500,
    code: 'INTERNAL',
    msg: MSG.internal,
  };
  if (status === 503 && code === 'UNAVAILABLE') countUnavailable(err);
  if (status === 503) res.set('Retry-After', '5');
  res
    .status(status)
    .json(field ? { message: say(req, msg), code, field } : { message: say(req, msg), code });
}

/** JSON 404 for unknown /api paths (the front ends own every other path). */
export function apiNotFound(req: Request, res: Response): void {
  res.status(404).json({ message: say(req, MSG.notFound), code: 'NOT_FOUND' });
}
