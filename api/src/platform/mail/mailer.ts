import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../logger';
import type { AccountsConfig } from '../config/accounts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post on reminders, RFC 8058). */
  headers?: Record<string, string>;
  /**
   * The Message-ID (RFC 5322), angle brackets included, when the message has an identity of its
   * own (a reminder's occurrence): sent again, it is the same message. Else nodemailer makes one.
   */
  messageId?: string;
}

export interface Mailer {
  /** 'smtp' or 'outbox' (files under DATA_DIR/outbox). */
  readonly mode: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise every message is written as an .eml file
 * to the outbox folder, and the log names the file (never its content: it holds links that sign
 * in). Messages are plain text plus simple HTML, without images, pixels or tracked links.
 */
export function createMailer(config: AccountsConfig, logger: Logger): Mailer {
  const from = config.mailFrom;
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      mode: 'smtp',
      async send(message) {
        const info = await transport.sendMail({ from, ...message });
        logger.info({ messageId: info.messageId }, 'mail sent over SMTP');
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  let announced = false;
  return {
    mode: 'outbox',
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(config.outboxDir, { recursive: true, mode: 0o700 });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`;
      const file = path.join(config.outboxDir, name);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      logger.info(
        announced ? { file } : { file, hint: 'set SMTP_URL and MAIL_FROM to send real mail' },
        'mail written to the outbox (no SMTP_URL)',
      );
      announced = true;
    },
    close: () => transport.close(),
  };
}
