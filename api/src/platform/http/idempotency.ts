import { createHash } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { AppError, unavailable } from '../app-error';

/**
 * Idempotent writes (the IETF httpapi "Idempotency-Key" header, as Stripe implements it): a
 * signed-in write that carries `Idempotency-Key` is applied at most once. Its 2xx answer is kept
 * for a day, and the same request sent again with that key (a client retrying after a lost
 * answer, or the gateway passing a write on to another replica when the first one closed the
 * connection, see deploy/nginx/gateway.conf) gets that answer back, marked
 * `Idempotent-Replayed: true`, without being applied again. Meanwhile a second copy gets 409; the
 * same key with another body or on another path gets 422. A 4xx or 5xx answer is not kept (it
 * changed nothing, so the retry runs again). Anonymous writes (sign-in, registration, recovery)
 * ignore the header: a repeated sign-in signs in again, and a repeated registration answers 409.
 */
export interface IdempotencyBackend {
  /** Claims `key` for `ttlSeconds` when free (returns null); else returns what it holds. */
  claim(key: string, value: string, ttlSeconds: number): Promise<string | null>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  release(key: string): Promise<void>;
}

interface Pending {
  state: 'pending';
  fingerprint: string;
}
interface Done {
  state: 'done';
  fingerprint: string;
  status: number;
  contentType: string | null;
  /** base64 of the body as it was sent (before compression). */
  body: string;
}

/** A day, like Stripe: long enough for any client's retries. */
export const KEEP_SECONDS = 24 * 3600;
/** A claimed key whose request never finished (its replica stopped) frees itself after this. */
export const PENDING_SECONDS = 120;
/** Answers above this size are not kept (a retry of such a request gets 409). */
const MAX_KEPT_BYTES = 256 * 1024;
/** Visible ASCII, 1-255 characters (a UUID, a ULID, any random token). */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const invalidKey = () =>
  new AppError(400, 'INVALID_IDEMPOTENCY_KEY', {
    fr: "L'en-tête Idempotency-Key doit contenir de 1 à 255 caractères ASCII visibles.",
    en: 'The Idempotency-Key header must hold 1 to 255 visible ASCII characters.',
  });
const inProgress = () =>
  new AppError(409, 'IDEMPOTENCY_IN_PROGRESS', {
    fr: 'Cette requête est déjà en cours de traitement. Réessayez dans un instant.',
    en: 'This request is already being processed. Try again in a moment.',
  });
const notReplayable = () =>
  new AppError(409, 'IDEMPOTENCY_ALREADY_APPLIED', {
    fr: 'Cette requête a déjà été appliquée ; rechargez la page pour voir son résultat.',
    en: 'This request was already applied; reload the page to see its result.',
  });
const keyReused = () =>
  new AppError(422, 'IDEMPOTENCY_KEY_REUSED', {
    fr: 'Cette clé Idempotency-Key a déjà servi pour une autre requête.',
    en: 'This Idempotency-Key was already used for another request.',
  });

/** Keeps what the handler sends, up to MAX_KEPT_BYTES (undefined past it). */
function captureBody(res: Response): () => Buffer | undefined {
  const chunks: Buffer[] = [];
  let size = 0;
  let overflow = false;
  const keep = (chunk: unknown, encoding: unknown) => {
    if (overflow || chunk === undefined || chunk === null || typeof chunk === 'function') return;
    const buf = Buffer.isBuffer(chunk)
      ? chunk
      : Buffer.from(
          chunk as string,
          typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8',
        );
    size += buf.length;
    if (size > MAX_KEPT_BYTES) overflow = true;
    else chunks.push(buf);
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.write = ((...args: unknown[]) => {
    keep(args[0], args[1]);
    return write(...args);
  }) as Response['write'];
  res.end = ((...args: unknown[]) => {
    keep(args[0], args[1]);
    return end(...args);
  }) as Response['end'];
  return () => (overflow ? undefined : Buffer.concat(chunks));
}

function parse(value: string): Pending | Done | undefined {
  try {
    const record = JSON.parse(value) as Pending | Done;
    return record.state === 'pending' || record.state === 'done' ? record : undefined;
  } catch {
    return undefined;
  }
}

export function idempotency(backend: IdempotencyBackend): RequestHandler {
  const keyed = keyedWrite(backend);
  // Reads and writes without the header (most requests) pass synchronously: no promise each.
  return (req: Request, res: Response, next: NextFunction) => {
    if (!WRITES.has(req.method)) return next();
    const header = req.get('Idempotency-Key');
    if (header === undefined) return next();
    return keyed(req, res, next, header);
  };
}

function keyedWrite(backend: IdempotencyBackend) {
  return async (req: Request, res: Response, next: NextFunction, header: string) => {
    if (!KEY_PATTERN.test(header)) throw invalidKey();
    const userId = req.session?.userId;
    if (!userId) return next();

    const key = `idem:${sha256(`${userId}\n${header}`)}`;
    // The path and body make the request: the same key for anything else is refused.
    const fingerprint = sha256(
      `${req.method} ${req.originalUrl}\n${JSON.stringify(req.body ?? null)}`,
    );
    const pending: Pending = { state: 'pending', fingerprint };
    // The store down (Redis outage): 503 like the session store, and the write is not applied.
    const held = await backend
      .claim(key, JSON.stringify(pending), PENDING_SECONDS)
      .catch((err: unknown) => {
        req.log?.warn({ err }, 'idempotency store unavailable');
        throw unavailable();
      });
    if (held !== null) {
      const record = parse(held);
      if (!record) throw inProgress();
      if (record.fingerprint !== fingerprint) throw keyReused();
      if (record.state === 'pending') throw inProgress();
      if (record.status === 0) throw notReplayable();
      res.status(record.status);
      res.set('Idempotent-Replayed', 'true');
      if (record.contentType) res.set('Content-Type', record.contentType);
      res.send(Buffer.from(record.body, 'base64'));
      return;
    }

    const body = captureBody(res);
    res.once('finish', () => {
      const ok = res.statusCode >= 200 && res.statusCode < 300;
      const kept = ok ? body() : undefined;
      const done: Done = {
        state: 'done',
        fingerprint,
        // status 0: applied, but too large to replay.
        status: kept ? res.statusCode : 0,
        contentType: (res.getHeader('Content-Type') as string | undefined) ?? null,
        body: kept ? kept.toString('base64') : '',
      };
      const settle = ok
        ? backend.set(key, JSON.stringify(done), KEEP_SECONDS)
        : backend.release(key);
      settle.catch((err: unknown) => req.log?.warn({ err }, 'idempotency record not saved'));
    });
    // An answer cut short (client gone, replica stopping) frees the key for the retry.
    res.once('close', () => {
      if (!res.writableFinished) backend.release(key).catch(() => undefined);
    });
    next();
  };
}

/** Redis: one key per request, SET NX to claim it. */
export function redisIdempotency(
  send: (args: string[]) => Promise<unknown>,
  prefix: string,
): IdempotencyBackend {
  return {
    async claim(key, value, ttl) {
      const set = await send(['SET', prefix + key, value, 'NX', 'EX', String(ttl), 'GET']);
      return typeof set === 'string' ? set : null;
    },
    async set(key, value, ttl) {
      await send(['SET', prefix + key, value, 'EX', String(ttl)]);
    },
    async release(key) {
      await send(['DEL', prefix + key]);
    },
  };
}

/** Embedded mode: a map in process memory, oldest entries dropped past `max`. */
export function memoryIdempotency(max = 10_000, now = () => Date.now()): IdempotencyBackend {
  const entries = new Map<string, { value: string; until: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.until <= now()) entries.delete(key);
    return entry && entry.until > now() ? entry : undefined;
  };
  const put = (key: string, value: string, ttl: number) => {
    entries.delete(key);
    entries.set(key, { value, until: now() + ttl * 1000 });
    while (entries.size > max) entries.delete(entries.keys().next().value as string);
  };
  return {
    async claim(key, value, ttl) {
      const entry = live(key);
      if (entry) return entry.value;
      put(key, value, ttl);
      return null;
    },
    async set(key, value, ttl) {
      put(key, value, ttl);
    },
    async release(key) {
      entries.delete(key);
    },
  };
}
