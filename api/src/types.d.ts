import type {} from 'pino-http';
import type { UserRecord } from './modules/members';

declare module 'express-session' {
  interface SessionData {
    userId: string;
    /** Login time (ms): the absolute lifetime is counted from it. */
    startedAt: number;
  }
}

declare global {
  namespace Express {
    interface Request {
      /** The signed-in user, current as of this request (modules/members/auth.middleware loadUser). */
      user?: UserRecord;
      /** The users version (platform/db/user-version) read with the session; null when unknown. */
      userVersion?: string | null;
      /** The signed-in user's conversations version (platform/db/conversation-version); null when unknown. */
      conversationsVersion?: string | null;
    }
  }
}

export {};
