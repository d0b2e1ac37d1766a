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

/** The API's logger; `destination` lets tests capture the output. */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options = { level, redact: { paths: REDACT_PATHS, censor: '[redacted]' } };
  return destination ? pino(options, destination) : pino(options);
}

export type { Logger };
