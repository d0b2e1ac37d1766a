import pino, { type Logger } from 'pino';

/** Paths never written to logs: credentials, hashes, cookies, session ids. */
export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'password',
  'currentPassword',
  'newPassword',
  '*.password',
  '*.passwordHash',
  'sessionId',
];

export function createLogger(level: string): Logger {
  return pino({ level, redact: { paths: REDACT_PATHS, censor: '[redacted]' } });
}

export type { Logger };
