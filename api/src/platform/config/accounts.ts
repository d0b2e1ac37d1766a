import path from 'node:path';

/**
 * Settings of the account features (mail, password recovery, second factor), read once from the
 * environment by the API's config module.
 */
export interface AccountsConfig {
  /** smtp:// or smtps:// URL (credentials included); unset = messages written to `outboxDir`. */
  smtpUrl: string | undefined;
  /** Sender of every message, e.g. "Zak Coaching <no-reply@zak-coaching.com>". */
  mailFrom: string;
  /** Where messages go without SMTP: one .eml file each. */
  outboxDir: string;
  /** Origin the links in messages point to (never taken from a request's Host header). */
  publicUrl: string;
  /** True when PUBLIC_URL was not set (the default http://localhost:PORT is used). */
  publicUrlDefaulted: boolean;
  /** Password-recovery requests per IP and per account in `recoveryWindowMs`. */
  recoveryRate: { windowMs: number; perIp: number; perAccount: number };
  secondFactor: SecondFactorConfig;
}

export interface SecondFactorConfig {
  /**
   * SECOND_FACTOR_ADMINS=required (default): an administrator's session reaches /api/admin/* only
   * after the second factor. `optional` is for local trials only (refused with NODE_ENV=production).
   */
  requiredForAdmins: boolean;
  /** TOTP_ENCRYPTION_KEY (32+ characters): TOTP keys are stored encrypted with it (AES-256-GCM). */
  encryptionKey: string | undefined;
  /** Name shown in authenticator apps (TOTP_ISSUER, default "Zak Coaching"). */
  issuer: string;
}

type Env = Record<string, string | undefined>;

const str = (env: Env, name: string) => {
  const v = env[name];
  return v === undefined || v.trim() === '' ? undefined : v.trim();
};

function positive(env: Env, name: string, fallback: number, max: number): number {
  const raw = str(env, name);
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > max) {
    throw new Error(`${name} must be an integer between 1 and ${max} (got "${raw}")`);
  }
  return n;
}

function parsePublicUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error('PUBLIC_URL must be a URL, e.g. https://zak-coaching.com');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error('PUBLIC_URL must start with http:// or https://');
  }
  // Links are built as PUBLIC_URL + path: keep a sub-path, drop a trailing slash.
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

function parseSecondFactor(env: Env, isProduction: boolean): SecondFactorConfig {
  const mode = str(env, 'SECOND_FACTOR_ADMINS') ?? 'required';
  if (mode !== 'required' && mode !== 'optional') {
    throw new Error(`SECOND_FACTOR_ADMINS must be "required" or "optional" (got "${mode}")`);
  }
  if (mode === 'optional' && isProduction) {
    throw new Error(
      'SECOND_FACTOR_ADMINS=optional is for local trials only: refused with NODE_ENV=production',
    );
  }
  const encryptionKey = str(env, 'TOTP_ENCRYPTION_KEY');
  if (encryptionKey !== undefined && encryptionKey.length < 32) {
    throw new Error('TOTP_ENCRYPTION_KEY must be at least 32 characters');
  }
  return {
    requiredForAdmins: mode === 'required',
    encryptionKey,
    issuer: (str(env, 'TOTP_ISSUER') ?? 'Zak Coaching').slice(0, 60),
  };
}

export function parseAccountsConfig(
  env: Env,
  {
    port,
    dataDir,
    isProduction = false,
  }: { port: number; dataDir: string; isProduction?: boolean },
): AccountsConfig {
  const smtpUrl = str(env, 'SMTP_URL');
  if (smtpUrl !== undefined) {
    let protocol: string;
    try {
      protocol = new URL(smtpUrl).protocol;
    } catch {
      throw new Error('SMTP_URL must be a URL, e.g. smtp://user:pass@mail.example.com:587');
    }
    if (protocol !== 'smtp:' && protocol !== 'smtps:') {
      throw new Error('SMTP_URL must start with smtp:// or smtps://');
    }
  }
  const mailFrom = str(env, 'MAIL_FROM');
  if (smtpUrl !== undefined && mailFrom === undefined) {
    throw new Error(
      'MAIL_FROM is required with SMTP_URL, e.g. "Zak Coaching <no-reply@example.com>"',
    );
  }
  const publicUrl = str(env, 'PUBLIC_URL');
  return {
    smtpUrl,
    mailFrom: mailFrom ?? 'Zak Coaching <no-reply@localhost>',
    outboxDir: path.join(dataDir, 'outbox'),
    publicUrl: publicUrl ? parsePublicUrl(publicUrl) : `http://localhost:${port || 3000}`,
    publicUrlDefaulted: publicUrl === undefined,
    recoveryRate: {
      windowMs: positive(env, 'RECOVERY_RATE_WINDOW_SECONDS', 15 * 60, 24 * 3600) * 1000,
      perIp: positive(env, 'RECOVERY_RATE_PER_IP', 20, 1_000_000),
      perAccount: positive(env, 'RECOVERY_RATE_PER_ACCOUNT', 5, 1_000_000),
    },
    secondFactor: parseSecondFactor(env, isProduction),
  };
}
