import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@zak/contract';
import { parseAccountsConfig, type AccountsConfig } from './accounts';
import { parseAiConfig, type AiConfig } from './ai';
import { parsePaymentsConfig, type PaymentsConfig } from './payments';
import { readExtraRemotes, type ExtraRemote } from './remotes';
import { normaliseUsername, usernameProblem } from '../text-policy';

export type { ExtraRemote } from './remotes';

/**
 * Every environment variable of the API, read and validated once. Nothing else reads process.env.
 * Invalid values fail fast at start with a message naming the variable.
 */
export interface Config {
  nodeEnv: 'production' | 'development' | 'test';
  isProduction: boolean;
  port: number;
  host: string | undefined;
  dataDir: string;
  /** Where `npm run backup` writes (BACKUP_DIR, default <DATA_DIR>/backups). */
  backupDir: string;
  /** The compose scheduler's nightly time: BACKUP_TIME (HH:MM UTC, default 03:00), in minutes. */
  backupTime: number;
  databaseUrl: string | undefined;
  dbPoolMax: number;
  redisUrl: string | undefined;
  /** Redis key prefix for sessions and rate-limit counters. */
  redisPrefix: string;
  /** First secret signs new cookies; the others still verify (rotation). */
  sessionSecrets: string[];
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  /**
   * How long a replica may reuse a signed-in user it read (0: read on every request). Writes made
   * through the API take effect at once regardless (platform/db/user-version); this bounds changes made
   * outside it.
   */
  userCacheSeconds: number;
  /** A replica renews a session's time to live in Redis at most this often (0: every answer). */
  sessionTouchSeconds: number;
  /**
   * How long a replica may answer a user's conversation list from its cache (0: no cache). Writes
   * through the API apply at once on every replica, writes in SQL within milliseconds
   * (modules/conversations/conversation-cache); this bounds anything else.
   */
  conversationCacheSeconds: number;
  /** Memory bound of that cache, in MB (least recently used users dropped first). */
  conversationCacheMb: number;
  /** Cookie `Secure` flag and `__Host-` prefix. */
  cookieSecure: boolean;
  cookieName: string;
  adminUsername: string;
  adminPassword: string | undefined;
  /** Optional allow-list: when set, only these usernames get admin rights (with role admin). */
  adminUsernames: string[] | undefined;
  trustProxy: boolean | number | string;
  /** Extra origins allowed to send writes (CSRF check); the site's own origin is always allowed. */
  allowedOrigins: string[];
  bodyLimit: string;
  logLevel: string;
  /**
   * Port of the Prometheus metrics endpoint (`GET /metrics`), apart from the public port; undefined:
   * no endpoint and no request timing.
   */
  metricsPort: number | undefined;
  /**
   * Whether this replica runs scheduled jobs (reminders): `JOBS=off` leaves them to the other
   * replicas (each job still runs once, whichever replica takes it). On by default.
   */
  jobs: boolean;
  /** How long a job may run before it is retried elsewhere (JOBS_EXPIRE_SECONDS, 5-3600, 60). */
  jobsExpireSeconds: number;
  authRate: { windowMs: number; perIp: number; perUsername: number };
  /** Payment webhook requests per minute and IP (all providers together). */
  webhookRatePerMinute: number;
  /** Progress writes (weigh-ins, measurements, check-ins, profile) per member and minute. */
  progressWriteRatePerMinute: number;
  shopUrl: string;
  mfe: {
    marketingUrl: string | undefined;
    chatUrl: string | undefined;
    adminUrl: string | undefined;
    trainingUrl: string | undefined;
    /** MFE_REGISTRY_EXTRA's remotes: listed in the registry besides the four built in. */
    extraRemotes: Record<string, ExtraRemote>;
  };
  /** The AI engine's settings (AI_* variables), validated by the engine's own parser. */
  ai: AiConfig;
  /** Mail, password recovery and sessions (SMTP_URL, MAIL_FROM, PUBLIC_URL, RECOVERY_RATE_*). */
  accounts: AccountsConfig;
  /** Payment webhooks and member references (STRIPE_*, SHOPIFY_*, PAYMENT_WEBHOOK_SECRET...). */
  payments: PaymentsConfig;
}

type Env = Record<string, string | undefined>;

class ConfigError extends Error {
  override name = 'ConfigError';
}

function extraRemotes(env: Env): Record<string, ExtraRemote> {
  try {
    return readExtraRemotes(str(env, 'MFE_REGISTRY_EXTRA'));
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
}

function str(env: Env, name: string): string | undefined {
  const v = env[name];
  return v === undefined || v.trim() === '' ? undefined : v.trim();
}

function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = str(env, name);
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new ConfigError(`${name} must be an integer between ${min} and ${max} (got "${raw}")`);
  }
  return n;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = str(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false (got "${raw}")`);
}

function list(env: Env, name: string): string[] | undefined {
  const raw = str(env, name);
  if (raw === undefined) return undefined;
  const items = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return items.length ? items : undefined;
}

function url(env: Env, name: string, protocols: string[]): string | undefined {
  const raw = str(env, name);
  if (raw === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a URL`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.join(' or ')}//`);
  }
  return raw;
}

function trustProxy(env: Env): boolean | number | string {
  const raw = str(env, 'TRUST_PROXY');
  if (raw === undefined) return false;
  if (/^(true|false)$/i.test(raw)) return raw.toLowerCase() === 'true';
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw; // "loopback", "10.0.0.0/8, 127.0.0.1" ... as express understands it
}

/** METRICS_PORT: unset (no endpoint), or a port other than PORT (0: any free port, for tests). */
function backupTime(env: Env): number {
  const raw = str(env, 'BACKUP_TIME') ?? '03:00';
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(raw);
  if (!m) throw new ConfigError(`BACKUP_TIME must be HH:MM in UTC, 00:00 to 23:59 (got "${raw}")`);
  return Number(m[1]) * 60 + Number(m[2]);
}

function metricsPort(env: Env): number | undefined {
  if (str(env, 'METRICS_PORT') === undefined) return undefined;
  const port = int(env, 'METRICS_PORT', 0, 0, 65535);
  if (port !== 0 && port === int(env, 'PORT', 3000, 0, 65535)) {
    throw new ConfigError('METRICS_PORT must differ from PORT (metrics stay off the public port)');
  }
  return port;
}

export function loadConfig(env: Env = process.env): Config {
  const nodeEnvRaw = str(env, 'NODE_ENV') ?? 'development';
  const nodeEnv =
    nodeEnvRaw === 'production' ? 'production' : nodeEnvRaw === 'test' ? 'test' : 'development';
  const isProduction = nodeEnv === 'production';

  const secrets = list(env, 'SESSION_SECRET');
  if (!secrets && isProduction) {
    throw new ConfigError('SESSION_SECRET is required when NODE_ENV=production (32+ characters)');
  }
  if (secrets?.some((s) => s.length < 32)) {
    throw new ConfigError('SESSION_SECRET must be at least 32 characters (each, when a list)');
  }

  const cookieSecure = bool(env, 'COOKIE_SECURE', isProduction);
  const adminUsername = normaliseUsername(str(env, 'ADMIN_USERNAME') ?? 'admin');
  if (usernameProblem(adminUsername)) {
    throw new ConfigError(
      'ADMIN_USERNAME must be 1 to 50 letters, digits or . _ - (a valid username)',
    );
  }
  const adminPassword = str(env, 'ADMIN_PASSWORD');
  if (
    adminPassword !== undefined &&
    (adminPassword.length < PASSWORD_MIN_LENGTH || adminPassword.length > PASSWORD_MAX_LENGTH)
  ) {
    throw new ConfigError(
      `ADMIN_PASSWORD must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`,
    );
  }
  const allowedOrigins = (list(env, 'ALLOWED_ORIGINS') ?? []).map((o) => {
    try {
      return new URL(o).origin;
    } catch {
      throw new ConfigError(`ALLOWED_ORIGINS: "${o}" is not an origin (https://host[:port])`);
    }
  });

  const port = int(env, 'PORT', 3000, 0, 65535);
  const dataDir = path.resolve(str(env, 'DATA_DIR') ?? './.data');
  let accounts: AccountsConfig;
  try {
    accounts = parseAccountsConfig(env, { port, dataDir, isProduction });
  } catch (err) {
    throw new ConfigError((err as Error).message);
  }
  // Embedded/dev mode without a secret: a fresh one per start (sessions end on restart).
  const sessionSecrets = secrets ?? [randomBytes(32).toString('hex')];
  let payments: PaymentsConfig;
  try {
    payments = parsePaymentsConfig(env, sessionSecrets[0] ?? '');
  } catch (err) {
    throw new ConfigError((err as Error).message);
  }

  return {
    nodeEnv,
    isProduction,
    port: int(env, 'PORT', 3000, 0, 65535),
    host: str(env, 'HOST'),
    dataDir,
    backupDir: path.resolve(str(env, 'BACKUP_DIR') ?? path.join(dataDir, 'backups')),
    backupTime: backupTime(env),
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    dbPoolMax: int(env, 'DB_POOL_MAX', 10, 1, 200),
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    redisPrefix: str(env, 'REDIS_PREFIX') ?? 'zak:',
    sessionSecrets,
    sessionIdleMinutes: int(env, 'SESSION_IDLE_MINUTES', 120, 1, 60 * 24 * 30),
    sessionAbsoluteHours: int(env, 'SESSION_ABSOLUTE_HOURS', 24 * 7, 1, 24 * 365),
    userCacheSeconds: int(env, 'USER_CACHE_SECONDS', 30, 0, 3600),
    sessionTouchSeconds: int(env, 'SESSION_TOUCH_SECONDS', 60, 0, 600),
    conversationCacheSeconds: int(env, 'CONVERSATION_CACHE_SECONDS', 300, 0, 86_400),
    conversationCacheMb: int(env, 'CONVERSATION_CACHE_MB', 32, 1, 16_384),
    cookieSecure,
    cookieName: cookieSecure ? '__Host-zak.sid' : 'zak.sid',
    adminUsername,
    adminPassword,
    adminUsernames: list(env, 'ADMIN_USERNAMES'),
    trustProxy: trustProxy(env),
    allowedOrigins,
    bodyLimit: str(env, 'BODY_LIMIT') ?? '100kb',
    logLevel: str(env, 'LOG_LEVEL') ?? 'info',
    metricsPort: metricsPort(env),
    jobs: bool(env, 'JOBS', true),
    jobsExpireSeconds: int(env, 'JOBS_EXPIRE_SECONDS', 60, 5, 3600),
    authRate: {
      windowMs: int(env, 'AUTH_RATE_WINDOW_SECONDS', 15 * 60, 1, 24 * 3600) * 1000,
      perIp: int(env, 'AUTH_RATE_PER_IP', 50, 1, 1_000_000),
      perUsername: int(env, 'AUTH_RATE_PER_USERNAME', 10, 1, 1_000_000),
    },
    webhookRatePerMinute: int(env, 'WEBHOOK_RATE_PER_MINUTE', 300, 1, 1_000_000),
    progressWriteRatePerMinute: int(env, 'PROGRESS_WRITE_RATE_PER_MINUTE', 60, 1, 1_000_000),
    shopUrl: url(env, 'SHOP_URL', ['http:', 'https:']) ?? 'https://shop.zak-coaching.com/ia',
    mfe: {
      marketingUrl: str(env, 'MFE_MARKETING_URL'),
      chatUrl: str(env, 'MFE_CHAT_URL'),
      adminUrl: str(env, 'MFE_ADMIN_URL'),
      trainingUrl: str(env, 'MFE_TRAINING_URL'),
      extraRemotes: extraRemotes(env),
    },
    ai: parseAiConfig(env),
    accounts,
    payments,
  };
}
