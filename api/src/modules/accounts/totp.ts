import { createCipheriv, createDecipheriv, createHash, randomBytes, randomInt } from 'node:crypto';
import type { Request } from 'express';
import { MemoryStore, type Store } from 'express-rate-limit';
import { generateSecret, generateURI, verifySync } from 'otplib';
import type { Config } from '../../platform/config';
import type { Logger } from '../../platform/logger';
import type { RateLimitStoreFactory } from '../../platform/http/rate-limit';
import type { SecondFactorConfig } from '../../platform/config/accounts';

declare module 'express-session' {
  interface SessionData {
    /**
     * The second step of this session: `pending` (a factor is enrolled and was not passed yet),
     * `passed`, or `none` (no factor enrolled at sign-in). Unset on sessions older than it: none.
     */
    secondFactor: 'pending' | 'passed' | 'none';
  }
}

/** TOTP parameters (RFC 6238 defaults, what every authenticator app reads from the QR code). */
export const TOTP_PERIOD_SECONDS = 30;
/** One step of drift either way. */
const TOLERANCE_SECONDS = TOTP_PERIOD_SECONDS;
export const RECOVERY_CODE_COUNT = 10;
/** Five wrong codes in 15 minutes lock the second step for 15 minutes. */
export const LOCK_AFTER_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * 60_000;
export const LOCK_MS = 15 * 60_000;

export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** The otpauth:// URI of the QR code. */
export function totpUri(config: SecondFactorConfig, username: string, secret: string): string {
  return generateURI({ issuer: config.issuer, label: username, secret });
}

/**
 * The time step the code matches (current one, or one step of drift either way) and that is
 * later than `afterStep` (a code is accepted once); null when it matches none.
 */
export function matchTotp(secret: string, code: string, afterStep: number | null): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const result = verifySync({
    secret,
    token: code,
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterStep !== null ? { afterTimeStep: afterStep } : {}),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

// ------------------------------------------------------------------ secrets at rest

const ENC = 'enc:';
const RAW = 'raw:';

function keyOf(encryptionKey: string): Buffer {
  return createHash('sha256').update(`zak-totp:${encryptionKey}`).digest();
}

/** The stored form of a TOTP key: AES-256-GCM with TOTP_ENCRYPTION_KEY, else marked raw. */
export function sealSecret(config: SecondFactorConfig, secret: string): string {
  if (!config.encryptionKey) return `${RAW}${secret}`;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(config.encryptionKey), iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return `${ENC}${[iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.')}`;
}

export function openSecret(config: SecondFactorConfig, stored: string): string {
  if (stored.startsWith(RAW)) return stored.slice(RAW.length);
  if (!stored.startsWith(ENC)) throw new Error('unknown TOTP secret format');
  if (!config.encryptionKey) {
    throw new Error('a TOTP key is encrypted but TOTP_ENCRYPTION_KEY is not set');
  }
  const [iv, tag, body] = stored
    .slice(ENC.length)
    .split('.')
    .map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body) throw new Error('damaged TOTP secret');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(config.encryptionKey), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}

// ------------------------------------------------------------------ recovery codes

// No 0/O, 1/I/L: codes are copied by hand.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Ten codes of 10 characters (about 49 bits each), shown as XXXXX-XXXXX. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]);
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });
}

/** What is stored of a recovery code (spaces, dashes and case do not matter). */
export function hashRecoveryCode(code: string): string {
  const normal = code.toUpperCase().replace(/[\s-]/g, '');
  return createHash('sha256').update(`zak-recovery:${normal}`).digest('hex');
}

export function looksLikeRecoveryCode(code: string): boolean {
  return /^[A-Z0-9]{10}$/.test(code.toUpperCase().replace(/[\s-]/g, ''));
}

// ------------------------------------------------------------------ lockout

interface LockStores {
  failures: Store;
  locks: Store;
}

const lockStores = new WeakMap<object, LockStores>();

function storeFor(req: Request, name: string, windowMs: number): Store {
  const factory = req.app.locals.rateLimitStore as RateLimitStoreFactory | undefined;
  // The shared Redis limiter store when configured; in memory (embedded mode) otherwise.
  const store = factory?.(name) ?? new MemoryStore();
  const init = store.init?.bind(store) as ((options: { windowMs: number }) => void) | undefined;
  init?.({ windowMs });
  return store;
}

function storesOf(req: Request): LockStores {
  let stores = lockStores.get(req.app);
  if (!stores) {
    stores = {
      failures: storeFor(req, 'second-factor-failures', FAILURE_WINDOW_MS),
      locks: storeFor(req, 'second-factor-lock', LOCK_MS),
    };
    lockStores.set(req.app, stores);
  }
  return stores;
}

/** Until when the account's second step is locked (ms), or null. */
export async function lockedUntil(req: Request, userId: string): Promise<number | null> {
  const info = await storesOf(req).locks.get?.(userId);
  if (!info || info.totalHits < 1) return null;
  const until = info.resetTime?.getTime() ?? Date.now() + LOCK_MS;
  return until > Date.now() ? until : null;
}

/** Counts a wrong code; returns true when this one locks the account (the fifth in the window). */
export async function countFailure(req: Request, userId: string): Promise<boolean> {
  const { failures, locks } = storesOf(req);
  const { totalHits } = await failures.increment(userId);
  if (totalHits < LOCK_AFTER_FAILURES) return false;
  await failures.resetKey(userId);
  const lock = await locks.increment(userId);
  return lock.totalHits === 1;
}

/** Says at start how the second factor is set (the trial setting is never silent). */
export function logSecondFactorMode(config: Config, logger: Logger): void {
  const { requiredForAdmins, encryptionKey } = config.accounts.secondFactor;
  if (!requiredForAdmins) {
    logger.warn(
      'SECOND_FACTOR_ADMINS=optional: administrators can use the admin panel without a second factor (local trials only)',
    );
  } else {
    logger.info('second factor required for administrators');
  }
  if (!encryptionKey) {
    logger.warn('TOTP_ENCRYPTION_KEY is not set: TOTP keys are stored unencrypted in the database');
  }
}
