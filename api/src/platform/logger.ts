import { createRequire } from 'node:module';
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

/**
 * Readable lines (pino-pretty) when the output is a terminal and pino-pretty is installed (a
 * development dependency: `npm start` after `npm install`); JSON lines otherwise, as in
 * production. In this thread and synchronous, like pino's own output: the lines keep their order
 * with what the server prints itself.
 */
function prettyInTerminal(): pino.DestinationStream | undefined {
  if (!process.stdout.isTTY) return undefined;
  let pretty: typeof import('pino-pretty');
  try {
    // Loaded only here: a production image has no development dependencies.
    pretty = createRequire(__filename)('pino-pretty') as typeof import('pino-pretty');
  } catch {
    return undefined;
  }
  return pretty({ sync: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' });
}

/** The API's logger; `destination` lets tests capture the output. */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options = { level, redact: { paths: REDACT_PATHS, censor: '[redacted]' } };
  const stream = destination ?? prettyInTerminal();
  return stream ? pino(options, stream) : pino(options);
}

export type { Logger };
