import { RedisStore as SessionRedisStore } from 'connect-redis';
import type { Request } from 'express';
import session, { type SessionData, type Store } from 'express-session';
import createMemoryStore from 'memorystore';
import { RedisStore as RateLimitRedisStore } from 'rate-limit-redis';
import { createClient } from 'redis';
import { indexSessions, memorySessionIndex, redisSessionIndex } from './session-index';
import type { Logger } from '../logger';
import { countSessionStoreError } from '../metrics';
import { memoryIdempotency, redisIdempotency, type IdempotencyBackend } from '../http/idempotency';
import type { RateLimitStoreFactory } from '../http/rate-limit';
import {
  memoryConversationVersions,
  redisConversationVersions,
  trackConversationVersions,
  type ConversationVersions,
} from './conversation-version';
import {
  memoryUserVersion,
  redisUserVersion,
  trackUserVersion,
  type UserVersion,
} from './user-version';

export interface Stores {
  sessionStore: Store;
  /** undefined = express-rate-limit's in-process memory store. */
  rateLimitStore: RateLimitStoreFactory;
  /** Tags the replicas' cached users; replaced by every user write (see platform/db/user-version). */
  userVersion: UserVersion;
  /** Tags the replicas' cached conversation lists, per user (see platform/db/conversation-version). */
  conversationVersions: ConversationVersions;
  /** The answers of idempotent writes (platform/http/idempotency), shared by the replicas. */
  idempotency: IdempotencyBackend;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

const COMMAND_TIMEOUT_MS = 2000;
const MAX_TOUCHED = 100_000;

// Carries the users version from the store's read to createSession (a symbol: never serialised,
// never copied into the session).
const VERSION = Symbol('usersVersion');
const LISTS_VERSION = Symbol('conversationsVersion');
type StoredSession = SessionData & {
  [VERSION]?: string | null;
  [LISTS_VERSION]?: string | null;
};
type Callback = (err?: unknown, data?: SessionData | null) => unknown;
interface MultiGet {
  mGet(keys: string[]): Promise<Array<string | null>>;
}

/**
 * connect-redis's session store reading the users version (platform/db/user-version) and the signed-in
 * user's conversations version (platform/db/conversation-version) in the same command as the session: one
 * MGET, a single round trip like the plain GET. The session names its user only once read, so the
 * MGET names the user this replica last saw on the session id; a session read for the first time
 * here, or naming someone else, gets no conversations version (its lists are read from the
 * database). express-session then builds the session through createSession(req), which hands
 * the versions to the request.
 */
class VersionedRedisStore extends SessionRedisStore {
  /** Session id -> when this replica last renewed its time to live (oldest first). */
  private readonly touched = new Map<string, number>();
  /** Session id -> the user it was signed in as when this replica last read it (oldest first). */
  private readonly owners = new Map<string, string>();

  constructor(
    private readonly redis: MultiGet,
    private readonly version: ReturnType<typeof redisUserVersion>,
    private readonly lists: ReturnType<typeof redisConversationVersions>,
    prefix: string,
    private readonly touchEveryMs: number,
  ) {
    super({ client: redis, prefix });
  }

  /**
   * The rolling idle timeout renews the session's time to live on every answer (EXPIRE); renewed
   * at most once per `touchEveryMs` by this replica, the idle timeout is kept to within that much
   * (a session idle for SESSION_IDLE_MINUTES minus at most a minute may end) for one Redis round
   * trip less per request.
   */
  override async touch(sid: string, session: SessionData, cb?: Callback): Promise<unknown> {
    const now = Date.now();
    const last = this.touched.get(sid);
    if (last !== undefined && now - last < this.touchEveryMs) return cb?.(null);
    return super.touch(sid, session, (err?: unknown) => {
      if (!err) this.remember(sid, now);
      return cb?.(err);
    });
  }

  override async set(sid: string, session: SessionData, cb?: Callback): Promise<unknown> {
    const now = Date.now();
    if (session.userId && this.owners.get(sid) !== session.userId) {
      this.rememberOwner(sid, session.userId);
    }
    return super.set(sid, session, (err?: unknown) => {
      if (!err) this.remember(sid, now);
      return cb?.(err);
    });
  }

  override async destroy(sid: string, cb?: Callback): Promise<unknown> {
    this.touched.delete(sid);
    this.owners.delete(sid);
    return super.destroy(sid, cb);
  }

  private remember(sid: string, at: number): void {
    if (this.touchEveryMs <= 0) return;
    this.touched.delete(sid);
    this.touched.set(sid, at);
    if (this.touched.size > MAX_TOUCHED) {
      const oldest = this.touched.keys().next().value;
      if (oldest !== undefined) this.touched.delete(oldest);
    }
  }

  override async get(sid: string, cb?: Callback): Promise<unknown> {
    let session: StoredSession | null = null;
    try {
      const owner = this.owners.get(sid);
      const keys = [this.prefix + sid, this.version.key];
      if (owner !== undefined) keys.push(this.lists.key(owner));
      const [data, version, listsVersion] = await this.redis.mGet(keys);
      if (data) {
        session = (await this.serializer.parse(data)) as StoredSession;
        session[VERSION] = version ?? null;
        const userId = session.userId as string | undefined;
        session[LISTS_VERSION] = userId && userId === owner ? (listsVersion ?? null) : null;
        if (userId && userId !== owner) this.rememberOwner(sid, userId);
        if (userId && (userId !== owner || !listsVersion)) {
          this.lists.ensure(userId).catch(() => undefined);
        }
      }
      if (data && version === null) this.version.ensure().catch(() => undefined);
    } catch (err) {
      return cb?.(err, null);
    }
    return cb?.(null, session);
  }

  override createSession(req: Request, data: SessionData) {
    req.userVersion = (data as StoredSession)[VERSION] ?? null;
    req.conversationsVersion = (data as StoredSession)[LISTS_VERSION] ?? null;
    return super.createSession(req, data);
  }

  private rememberOwner(sid: string, userId: string): void {
    this.owners.delete(sid);
    this.owners.set(sid, userId);
    if (this.owners.size > MAX_TOUCHED) {
      const oldest = this.owners.keys().next().value;
      if (oldest !== undefined) this.owners.delete(oldest);
    }
  }
}

/** Reconnect after 50 ms, 100 ms, ... capped at 2 s, with jitter so replicas do not stampede. */
export function reconnectDelay(retries: number): number {
  const base = Math.min(2000, 50 * 2 ** Math.min(retries, 6));
  return Math.round(base / 2 + Math.random() * (base / 2));
}

/**
 * Redis for sessions and rate-limit counters. No offline queue and a 2 s command timeout: while
 * Redis is down, requests fail fast (503) instead of piling up; the client reconnects by itself.
 */
export async function createRedisStores(
  url: string,
  prefix: string,
  logger: Logger,
  { sessionTouchMs = 60_000 }: { sessionTouchMs?: number } = {},
): Promise<Stores> {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    commandOptions: { timeout: COMMAND_TIMEOUT_MS },
    socket: { connectTimeout: COMMAND_TIMEOUT_MS, reconnectStrategy: reconnectDelay },
  });
  let lastError = 0;
  client.on('error', (err: unknown) => {
    countSessionStoreError('connection');
    // One line per 10 s at most while Redis is down.
    if (Date.now() - lastError > 10_000) logger.warn({ err }, 'redis error');
    lastError = Date.now();
  });
  client.on('ready', () => logger.info('redis ready'));
  await client.connect();
  const userVersion = redisUserVersion(client, `${prefix}users:version`);
  const conversationVersions = redisConversationVersions(client, `${prefix}conversations:version:`);
  const untrack = trackUserVersion(userVersion);
  const untrackLists = trackConversationVersions(conversationVersions);
  const sessionStore = new VersionedRedisStore(
    client,
    userVersion,
    conversationVersions,
    `${prefix}sess:`,
    sessionTouchMs,
  );
  // Each user's session ids, so all of them can be listed and ended (platform/db/session-index).
  indexSessions(
    sessionStore,
    redisSessionIndex((args) => client.sendCommand(args), prefix),
  );
  return {
    sessionStore,
    userVersion,
    conversationVersions,
    idempotency: redisIdempotency((args) => client.sendCommand(args), prefix),
    rateLimitStore: (name) =>
      new RateLimitRedisStore({
        sendCommand: (...args: string[]) => client.sendCommand(args),
        prefix: `${prefix}rl:${name}:`,
      }),
    async ping() {
      return client.isReady && (await client.ping()) === 'PONG';
    },
    async close() {
      untrack();
      untrackLists();
      if (client.isOpen) await client.close();
    },
  };
}

/** Embedded mode: sessions in process memory, expired ones pruned every minute. */
export function createMemoryStores(): Stores {
  const userVersion = memoryUserVersion();
  const conversationVersions = memoryConversationVersions();
  class VersionedMemoryStore extends createMemoryStore(session) {
    override createSession(req: Request, data: SessionData) {
      req.userVersion = userVersion.current();
      req.conversationsVersion = data.userId ? conversationVersions.current(data.userId) : null;
      return super.createSession(req, data);
    }
  }
  const store = new VersionedMemoryStore({ checkPeriod: 60_000 });
  indexSessions(store, memorySessionIndex());
  const untrack = trackUserVersion(userVersion);
  const untrackLists = trackConversationVersions(conversationVersions);
  return {
    sessionStore: store,
    rateLimitStore: () => undefined,
    idempotency: memoryIdempotency(),
    userVersion,
    conversationVersions,
    ping: async () => true,
    close: async () => {
      untrack();
      untrackLists();
      store.stopInterval();
    },
  };
}
