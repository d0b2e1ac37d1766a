import type { NextFunction, Request, Response } from 'express';
import { AppError, forbidden } from '../app-error';
import { appConfig } from './app-config';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return (length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined;
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
  if (hasBody(req) && !req.is('application/json')) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'jsonRequired');
  }
  next();
}
