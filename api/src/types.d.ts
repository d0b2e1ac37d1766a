import type {} from 'pino-http';
import type { UserRecord } from './users/user';

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
      /** The signed-in user, current as of this request (middlewares/auth loadUser). */
      user?: UserRecord;
      /** The users version (db/user-version) read with the session; null when unknown. */
      userVersion?: string | null;
      /** The signed-in user's conversations version (db/conversation-version); null when unknown. */
      conversationsVersion?: string | null;
    }
  }
}

export {};
