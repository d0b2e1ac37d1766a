import type { ConversationFeed } from '../../platform/db/conversation-feed';

/** A list as answered: its JSON, and its compressed forms once a client has asked for them. */
export interface CachedBody {
  json: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

interface Entry {
  body: CachedBody;
  version: string;
  expiresAt: number;
}

const sizeOf = (body: CachedBody) =>
  body.json.length + (body.br?.length ?? 0) + (body.gzip?.length ?? 0);

export interface ConversationCacheLimits {
  ttlMs: number;
  maxBytes: number;
  maxEntries?: number;
  /** Lists kept per user (the plain list and a few pages); the least recently used go first. */
  perUser?: number;
}

// Users dropped by a notification, remembered so that a read started before the drop does not
// store what it read; past this many, the oldest are forgotten by raising `floor` instead.
const MAX_DROPPED = 10_000;

/**
 * A replica's cache of users' conversation lists, as the bodies answered: the JSON, and each
 * compressed form once a client has asked for it (a hit costs no JSON work and no compression).
 * An entry serves only requests that read the same per-user conversations version
 * with their session (platform/db/conversation-version: replaced by every API write), only while the
 * replica listens to the database's change notifications (platform/db/conversation-feed: every write,
 * SQL included, drops the user's entries), and for at most `ttlMs`. Bounded in entries and
 * bytes: the least recently used users go first.
 *
 * A read takes a ticket before it reads the database and stores its result with it: a result
 * read before a notification but stored after it would otherwise bring back what the notification
 * dropped.
 */
export class ConversationListCache {
  private readonly users = new Map<string, Map<string, Entry>>();
  private entries = 0;
  private bytes = 0;
  private sequence = 0;
  private floor = 0;
  private readonly dropped = new Map<string, number>();
  private readonly maxEntries: number;
  private readonly perUser: number;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly feed: Pick<ConversationFeed, 'listening' | 'onChange'>,
    private readonly limits: ConversationCacheLimits,
  ) {
    this.maxEntries = limits.maxEntries ?? 20_000;
    this.perUser = limits.perUser ?? 16;
    this.unsubscribe = feed.onChange((userId) =>
      userId === null ? this.clear() : this.drop(userId),
    );
  }

  get(userId: string, key: string, version: string, now = Date.now()): CachedBody | undefined {
    if (!this.feed.listening) return undefined;
    const lists = this.users.get(userId);
    const entry = lists?.get(key);
    if (!lists || !entry) return undefined;
    if (entry.version !== version || entry.expiresAt <= now) {
      this.remove(userId, lists, key);
      return undefined;
    }
    // Most recently used last, for both the users and this user's lists.
    this.users.delete(userId);
    this.users.set(userId, lists);
    lists.delete(key);
    lists.set(key, entry);
    return entry.body;
  }

  /** Taken before reading the database; `set` stores nothing if the user changed since. */
  ticket(): number {
    return this.sequence;
  }

  /** `version` must be the one read before the list was: a later one could hide a write. */
  set(
    userId: string,
    key: string,
    version: string,
    body: CachedBody,
    ticket: number,
    now = Date.now(),
  ): void {
    if (!this.feed.listening || ticket < this.floor) return;
    if ((this.dropped.get(userId) ?? -1) > ticket) return;
    if (sizeOf(body) > this.limits.maxBytes / 4) return;
    let lists = this.users.get(userId);
    if (lists) {
      this.remove(userId, lists, key);
      this.users.delete(userId);
    } else {
      lists = new Map();
    }
    this.users.set(userId, lists);
    lists.set(key, { body, version, expiresAt: now + this.limits.ttlMs });
    this.entries += 1;
    this.bytes += sizeOf(body);
    if (lists.size > this.perUser) {
      const oldest = lists.keys().next().value;
      if (oldest !== undefined) this.remove(userId, lists, oldest);
    }
    this.evict();
  }

  /** Keeps a compressed form of a body that `get` or `set` handled, counted in the byte bound. */
  addEncoded(
    userId: string,
    key: string,
    body: CachedBody,
    encoding: 'br' | 'gzip',
    bytes: Buffer,
  ): void {
    if (body[encoding]) return;
    body[encoding] = bytes;
    if (this.users.get(userId)?.get(key)?.body !== body) return;
    this.bytes += bytes.length;
    this.evict();
  }

  /** The user's lists changed (notification): drop them, and any read in flight. */
  drop(userId: string): void {
    this.sequence += 1;
    this.dropped.delete(userId);
    this.dropped.set(userId, this.sequence);
    if (this.dropped.size > MAX_DROPPED) {
      const [oldestUser, at] = this.dropped.entries().next().value ?? [];
      if (oldestUser !== undefined && at !== undefined) {
        this.dropped.delete(oldestUser);
        this.floor = Math.max(this.floor, at);
      }
    }
    const lists = this.users.get(userId);
    if (lists) this.removeUser(userId, lists);
  }

  /** Anything may have changed (notifications lost, or a TRUNCATE): drop every list. */
  clear(): void {
    this.sequence += 1;
    this.floor = this.sequence;
    this.dropped.clear();
    this.users.clear();
    this.entries = 0;
    this.bytes = 0;
  }

  close(): void {
    this.unsubscribe();
    this.clear();
  }

  get size(): { entries: number; bytes: number; users: number } {
    return { entries: this.entries, bytes: this.bytes, users: this.users.size };
  }

  private evict(): void {
    while (this.entries > this.maxEntries || this.bytes > this.limits.maxBytes) {
      const [oldestUser, oldestLists] = this.users.entries().next().value ?? [];
      if (oldestUser === undefined || !oldestLists) break;
      this.removeUser(oldestUser, oldestLists);
    }
  }

  private remove(userId: string, lists: Map<string, Entry>, key: string): void {
    const entry = lists.get(key);
    if (!entry) return;
    lists.delete(key);
    this.entries -= 1;
    this.bytes -= sizeOf(entry.body);
    if (lists.size === 0) this.users.delete(userId);
  }

  private removeUser(userId: string, lists: Map<string, Entry>): void {
    for (const entry of lists.values()) {
      this.entries -= 1;
      this.bytes -= sizeOf(entry.body);
    }
    this.users.delete(userId);
  }
}
