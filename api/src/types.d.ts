import type {} from 'pino-http';
import type { UserRecord } from './repositories/user.repository';

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
      /** The signed-in user, re-read from the database on every request. */
      user?: UserRecord;
    }
  }
}

export {};
