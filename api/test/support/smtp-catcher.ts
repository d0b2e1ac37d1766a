import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  /** The Message-ID header, angle brackets included. */
  messageId: string;
  raw: string;
}

/**
 * A real SMTP server (smtp-server) on a free local port that keeps every message it receives,
 * parsed (mailparser), for the tests to read what the API actually sent.
 */
export async function startSmtpCatcher(): Promise<{
  url: string;
  mails: CaughtMail[];
  /** Waits for a message to `to` (case-insensitive) and returns the newest one. */
  waitFor: (to: string, count?: number, withinMs?: number) => Promise<CaughtMail>;
  close: () => Promise<void>;
}> {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw).then(
          (parsed) => {
            const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
            mails.push({
              to: (to?.value[0]?.address ?? '').toLowerCase(),
              from: parsed.from?.text ?? '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              messageId: parsed.messageId ?? '',
              raw,
            });
            callback();
          },
          (err: Error) => callback(err),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const waitFor = async (to: string, count = 1, withinMs = 10_000) => {
    const until = Date.now() + withinMs;
    const mine = () => mails.filter((m) => m.to === to.toLowerCase());
    while (mine().length < count && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const found = mine();
    if (found.length < count) throw new Error(`no mail #${count} to ${to} within ${withinMs} ms`);
    return found[found.length - 1] as CaughtMail;
  };
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitFor,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The token of the first link to `path` in a mail's text. */
export function linkToken(mail: CaughtMail, path: string): string {
  const match = new RegExp(`${path}#token=([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`no ${path} link in: ${mail.text}`);
  return match[1];
}
