import { messageOf, type Msg, type MsgKey } from './messages';

/** The one error type of the API: an HTTP status, a stable code and a bilingual message. */
export class AppError extends Error {
  readonly status: number;
  readonly code: string;
  readonly msg: Msg;
  /** The request body's field the error is about (a form shows the message on that field). */
  readonly field: string | undefined;

  constructor(status: number, code: string, message: Msg | MsgKey, field?: string) {
    const msg = typeof message === 'string' ? messageOf(message) : message;
    super(msg.en);
    this.name = 'AppError';
    this.status = status;
    this.code = code;
    this.msg = msg;
    this.field = field;
  }
}

export const badRequest = (m: Msg | MsgKey) => new AppError(400, 'VALIDATION', m);
export const unauthenticated = () => new AppError(401, 'UNAUTHENTICATED', 'unauthenticated');
export const forbidden = (m: Msg | MsgKey = 'forbidden') => new AppError(403, 'FORBIDDEN', m);
export const notFound = (m: Msg | MsgKey = 'notFound') => new AppError(404, 'NOT_FOUND', m);
export const conflict = (m: Msg | MsgKey) => new AppError(409, 'CONFLICT', m);
export const unavailable = (m: Msg | MsgKey = 'unavailable') => new AppError(503, 'UNAVAILABLE', m);
