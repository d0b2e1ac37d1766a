import type { NextFunction, Request, Response } from 'express';
import { appConfig } from '../../platform/http/app-config';
import { destroySession } from '../../platform/http/session';
import { noteActivity } from '../../platform/http/session-meta';
import { AppError, forbidden, unauthenticated } from '../../platform/app-error';
import { databaseAnsweredWithin } from '../../platform/db/health';
import { findUserById } from './user.repository';
import type { Actor } from '../audit';
import { accessState, hasAiAccess, isAdmin, isStaff } from './access';
import type { UserRecord } from './user';
import type { UserCache } from './user-cache';

const DB_FRESH_MS = 2000;

/**
 * The signed-in user from this replica's cache when the users version read with the session is
 * the one it was cached under (no user changed since, on any replica); undefined when it must be
 * read from the database. Only while the database is known to be up: during an outage the request
 * fails with 503 as it would without the cache (a replica reads the database at least every
 * DB_FRESH_MS).
 */
function cachedUser(req: Request, id: string): UserRecord | undefined {
  const cache = req.app.locals.userCache as UserCache | undefined;
  const version = req.userVersion;
  return cache && version && databaseAnsweredWithin(DB_FRESH_MS)
    ? cache.get(id, version)
    : undefined;
}

/** The signed-in user from the database, cached under the users version read with the session. */
async function storedUser(req: Request, id: string): Promise<UserRecord | null> {
  const cache = req.app.locals.userCache as UserCache | undefined;
  const version = req.userVersion;
  const user = await findUserById(id);
  return user && version && cache ? cache.set(id, version, user) : user;
}

function useUser(req: Request, res: Response, next: NextFunction, user: UserRecord | null): void {
  if (!user || !user.isActive) {
    destroySession(req).then(() => {
      res.clearCookie(appConfig(req).cookieName, { path: '/' });
      next();
    }, next);
    return;
  }
  req.user = user;
  noteActivity(req);
  next();
}

/**
 * Reads the signed-in user for every request, so role, isActive and access changes apply at once.
 * A deleted or deactivated user, or a session past its absolute lifetime, is signed out.
 * Synchronous when the user is in this replica's cache (most requests): no promise per request.
 */
export function loadUser(req: Request, res: Response, next: NextFunction): void | Promise<void> {
  const session = req.session;
  if (!session?.userId) return next();
  const config = appConfig(req);
  const maxAge = config.sessionAbsoluteHours * 3600_000;
  const expired = !session.startedAt || Date.now() - session.startedAt > maxAge;
  if (expired) return useUser(req, res, next, null);
  const cached = cachedUser(req, session.userId);
  if (cached) return useUser(req, res, next, cached);
  return storedUser(req, session.userId).then((user) => useUser(req, res, next, user));
}

/** Who acts, from where (audited admin actions): the user, the client IP (per TRUST_PROXY), the user agent. */
export function actorOf(req: Request): Actor {
  const user = signedInUser(req);
  return {
    userId: user.id,
    username: user.username,
    ip: req.ip ?? null,
    userAgent: req.get('user-agent')?.slice(0, 500) ?? null,
  };
}

const secondFactorRequired = () =>
  new AppError(403, 'SECOND_FACTOR_REQUIRED', 'secondFactorRequired');

/**
 * The signed-in user, even when the session still owes its second step: only for the routes that
 * let the user take that step (and GET /api/auth/user, which says what is owed).
 */
export function signedInUser(req: Request): UserRecord {
  if (!req.user) throw unauthenticated();
  return req.user;
}

/**
 * The signed-in user (after requireUser). A session whose user has a second factor and has not
 * passed it yet is refused with 403 SECOND_FACTOR_REQUIRED.
 */
export function currentUser(req: Request): UserRecord {
  const user = signedInUser(req);
  if (req.session.secondFactor === 'pending') throw secondFactorRequired();
  return user;
}

export function requireUser(req: Request, _res: Response, next: NextFunction): void {
  if (!req.user) throw unauthenticated();
  next();
}

/**
 * 401 anonymous, 403 without AI access from any source (modules/members/access); the message says when the
 * access has ended (subscription ended, period over) so the chat can tell the member why.
 */
export function requireAiAccess(req: Request, _res: Response, next: NextFunction): void {
  const user = currentUser(req);
  if (!hasAiAccess(user)) {
    throw forbidden(accessState(user).state === 'ended' ? 'accessEnded' : 'noAiAccess');
  }
  next();
}

/**
 * 401 anonymous, 403 unless role admin (and in ADMIN_USERNAMES when configured), 403
 * SECOND_FACTOR_REQUIRED until this session passed the second factor (required for every
 * administrator unless SECOND_FACTOR_ADMINS=optional, a local-trial setting).
 */
export function requireAdmin(req: Request, _res: Response, next: NextFunction): void {
  const user = currentUser(req);
  const config = appConfig(req);
  if (!isAdmin(user, config)) throw forbidden('adminOnly');
  if (req.session.secondFactor !== 'passed' && config.accounts.secondFactor.requiredForAdmins) {
    throw secondFactorRequired();
  }
  next();
}

/**
 * The coach desk (issue 36): administrators and coaches, with the second factor on the same terms
 * as requireAdmin; anyone else 403. Which members a coach may see is the desk's own rule.
 */
export function requireStaff(req: Request, _res: Response, next: NextFunction): void {
  const user = currentUser(req);
  const config = appConfig(req);
  if (!isStaff(user, config)) throw forbidden('staffOnly');
  if (req.session.secondFactor !== 'passed' && config.accounts.secondFactor.requiredForAdmins) {
    throw secondFactorRequired();
  }
  next();
}
