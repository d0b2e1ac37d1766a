import type { UserRecord } from './user';

interface Entry {
  user: Readonly<UserRecord>;
  version: string;
  expiresAt: number;
}

/**
 * The signed-in users this replica read, each valid only under the users version (platform/db/user-version)
 * seen when it was read, and for at most `ttlMs` (a bound for changes made outside the API, e.g.
 * by hand in SQL, which do not replace the version). Bounded in size: the oldest entry goes first.
 */
export class UserCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(id: string, version: string, now = Date.now()): Readonly<UserRecord> | undefined {
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    if (entry.version === version && entry.expiresAt > now) return entry.user;
    this.entries.delete(id);
    return undefined;
  }

  /** `version` must be the one read before the user was: a later one could hide a write. */
  set(id: string, version: string, user: UserRecord, now = Date.now()): Readonly<UserRecord> {
    const frozen = Object.freeze(user);
    this.entries.delete(id);
    this.entries.set(id, { user: frozen, version, expiresAt: now + this.ttlMs });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return frozen;
  }

  get size(): number {
    return this.entries.size;
  }
}
