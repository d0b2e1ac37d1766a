import type { NextFunction, Request, Response } from 'express';
import { AppError, forbidden } from '../app-error';
import type { MsgKey } from '../messages';
import { appConfig } from './app-config';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return (length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined;
}

/** Paths under /api whose writes carry a CSV file (text/csv), and the message when they do not. */
const csvBodies = new Map<string, MsgKey>();

/**
 * Lets writes to `path` (under /api, e.g. `/training/import`) carry a text/csv body instead of
 * JSON. text/csv is no CORS-safelisted type either: a cross-site page cannot send it without a
 * preflight, which the API does not answer, so the JSON rule's CSRF protection holds.
 */
export function acceptCsvBody(path: string, refusal: MsgKey): void {
  csvBodies.set(path, refusal);
}

/**
 * CSRF defence for cookie sessions: writes must come from the site's own origin (or an
 * ALLOWED_ORIGINS entry) and carry JSON, which a cross-site form cannot send without CORS.
 */
export function csrfGuard(req: Request, _res: Response, next: NextFunction): void {
  if (!UNSAFE.has(req.method)) return next();
  if (req.get('sec-fetch-site') === 'cross-site') throw forbidden('foreignOrigin');
  const origin = req.get('origin');
  if (origin !== undefined) {
    // req.host honours X-Forwarded-Host behind a trusted proxy (TRUST_PROXY), like req.protocol.
    const own = `${req.protocol}://${req.host}`;
    if (origin !== own && !appConfig(req).allowedOrigins.includes(origin)) {
      throw forbidden('foreignOrigin');
    }
  }
  if (hasBody(req)) {
    const csv = csvBodies.get(req.path);
    if (csv !== undefined && !req.is('text/csv')) {
      throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', csv);
    }
    if (csv === undefined && !req.is('application/json')) {
      throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'jsonRequired');
    }
  }
  next();
}
