import type { Request } from 'express';
import type { Logger } from '../logger';
import type { AccountsConfig } from '../config/accounts';
import type { Mailer } from '../mail/mailer';
import { sessionIndexOf, type SessionIndex } from '../db/session-index';

declare module 'express-session' {
  interface SessionData {
    /** The browser's User-Agent at sign-in (shown to the member, at most 300 characters). */
    userAgent: string;
    /** The client IP at sign-in (per TRUST_PROXY). */
    ip: string;
    /** Last request seen on this session (ms), renewed at most once a minute. */
    lastSeenAt: number;
  }
}

const LAST_SEEN_EVERY_MS = 60_000;

/** Records what the member will see of this session in their list (call at sign-in). */
export function describeSession(req: Request): void {
  req.session.userAgent = (req.get('user-agent') ?? '').slice(0, 300);
  req.session.ip = req.ip ?? '';
  req.session.lastSeenAt = Date.now();
}

/** Renews the session's "last seen" at most once a minute (one session write then, none otherwise). */
export function noteActivity(req: Request): void {
  const session = req.session;
  const now = Date.now();
  if (session.userId && (!session.lastSeenAt || now - session.lastSeenAt > LAST_SEEN_EVERY_MS)) {
    session.lastSeenAt = now;
  }
}

/** What the account services need from the app: mail, links' origin, the session index. */
export interface AccountDeps {
  config: AccountsConfig;
  mailer: Mailer;
  sessions: SessionIndex;
  logger: Logger;
}

export function accountDeps(req: Request): AccountDeps {
  const locals = req.app.locals as {
    config: { accounts: AccountsConfig };
    mailer: Mailer;
    sessionStore: Parameters<typeof sessionIndexOf>[0];
  };
  return {
    config: locals.config.accounts,
    mailer: locals.mailer,
    sessions: sessionIndexOf(locals.sessionStore),
    logger: req.log,
  };
}
