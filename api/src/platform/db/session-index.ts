import { createHash } from 'node:crypto';
import type { SessionData, Store } from 'express-session';

/**
 * Where the ids of each user's sessions are kept: a Redis set per user (shared by the replicas) or
 * a map in process memory (embedded mode). Entries whose session has ended are dropped on read.
 */
export interface SessionIndexBackend {
  add(userId: string, sid: string): Promise<void>;
  members(userId: string): Promise<string[]>;
  remove(userId: string, sids: string[]): Promise<void>;
}

/** A session as its owner sees it. */
export interface IndexedSession {
  sid: string;
  data: SessionData;
}

// An index key outlives any session (SESSION_ABSOLUTE_HOURS is at most a year) and is renewed by
// every session written; stale members are pruned when read.
const INDEX_TTL_SECONDS = 400 * 24 * 3600;

export function redisSessionIndex(
  send: (args: string[]) => Promise<unknown>,
  prefix: string,
): SessionIndexBackend {
  const key = (userId: string) => `${prefix}user-sessions:${userId}`;
  return {
    async add(userId, sid) {
      await Promise.all([
        send(['SADD', key(userId), sid]),
        send(['EXPIRE', key(userId), String(INDEX_TTL_SECONDS)]),
      ]);
    },
    async members(userId) {
      const found = await send(['SMEMBERS', key(userId)]);
      return Array.isArray(found) ? found.map(String) : [];
    },
    async remove(userId, sids) {
      if (sids.length) await send(['SREM', key(userId), ...sids]);
    },
  };
}

export function memorySessionIndex(): SessionIndexBackend {
  const byUser = new Map<string, Set<string>>();
  return {
    async add(userId, sid) {
      const set = byUser.get(userId) ?? new Set<string>();
      set.add(sid);
      byUser.set(userId, set);
    },
    async members(userId) {
      return [...(byUser.get(userId) ?? [])];
    },
    async remove(userId, sids) {
      const set = byUser.get(userId);
      if (!set) return;
      for (const sid of sids) set.delete(sid);
      if (!set.size) byUser.delete(userId);
    },
  };
}

/** Not the session id (which, with the secret, is the cookie): a stable handle shown to its owner. */
export function sessionHandle(sid: string): string {
  return createHash('sha256').update(sid).digest('base64url').slice(0, 22);
}

export class SessionIndex {
  constructor(
    private readonly store: Store,
    private readonly backend: SessionIndexBackend,
  ) {}

  private read(sid: string): Promise<SessionData | null> {
    return new Promise((resolve, reject) =>
      this.store.get(sid, (err: unknown, data?: SessionData | null) =>
        err ? reject(err instanceof Error ? err : new Error(String(err))) : resolve(data ?? null),
      ),
    );
  }

  private destroy(sid: string): Promise<void> {
    return new Promise((resolve, reject) =>
      this.store.destroy(sid, (err: unknown) =>
        err ? reject(err instanceof Error ? err : new Error(String(err))) : resolve(),
      ),
    );
  }

  /** The user's live sessions; ended ones (expired, signed out) are dropped from the index. */
  async list(userId: string): Promise<IndexedSession[]> {
    const sids = await this.backend.members(userId);
    const read = await Promise.all(sids.map(async (sid) => ({ sid, data: await this.read(sid) })));
    const live = read.filter(
      (s): s is IndexedSession => s.data !== null && s.data.userId === userId,
    );
    const gone = read.filter((s) => s.data === null || s.data.userId !== userId).map((s) => s.sid);
    await this.backend.remove(userId, gone);
    return live;
  }

  /** Ends the given sessions of the user (on every replica: the store is shared). */
  async end(userId: string, sids: string[]): Promise<number> {
    await Promise.all(sids.map((sid) => this.destroy(sid)));
    await this.backend.remove(userId, sids);
    return sids.length;
  }

  /** Ends every session of the user but `exceptSid`; returns how many were live. */
  async endAll(userId: string, exceptSid?: string): Promise<number> {
    const sessions = await this.list(userId);
    const sids = sessions.map((s) => s.sid).filter((sid) => sid !== exceptSid);
    return this.end(userId, sids);
  }
}

const indexes = new WeakMap<Store, SessionIndex>();

/**
 * Makes the store record, in `backend`, the id of every session it writes for a signed-in user
 * (before the session itself, so no session exists unindexed).
 */
export function indexSessions(store: Store, backend: SessionIndexBackend): SessionIndex {
  const set = store.set.bind(store);
  store.set = (sid: string, session: SessionData, cb?: (err?: unknown) => void) => {
    const userId = session.userId as string | undefined;
    if (!userId) {
      set(sid, session, cb);
      return;
    }
    backend.add(userId, sid).then(
      () => set(sid, session, cb),
      (err: unknown) => cb?.(err),
    );
  };
  const index = new SessionIndex(store, backend);
  indexes.set(store, index);
  return index;
}

/** The store's session index; a store built elsewhere gets an in-process one. */
export function sessionIndexOf(store: Store): SessionIndex {
  return indexes.get(store) ?? indexSessions(store, memorySessionIndex());
}
