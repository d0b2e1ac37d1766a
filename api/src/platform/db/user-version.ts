import { randomUUID } from 'node:crypto';

/**
 * A token shared by every replica that changes whenever a user changes. Replicas cache the
 * signed-in users they read, each entry tagged with the token seen when the request started; an
 * entry serves only requests that see the same token. Every write to a user replaces the token
 * after it is committed and before it answers, and every request reads the token with its
 * session (the session store sets `req.userVersion`, see platform/db/stores): a request that starts after
 * a deactivation was answered, on any replica, reads the user from the database again
 * (SECURITY.md: a deactivated user is logged out at once).
 */
export interface UserVersion {
  /** Replaces the token: every replica's cached users are stale from now on. */
  bump(): Promise<void>;
}

// Every version in this process: one in production; tests run several apps per process.
const versions = new Set<UserVersion>();

/** Registers a version to bump on user writes; returns the unregistering function. */
export function trackUserVersion(version: UserVersion): () => void {
  versions.add(version);
  return () => versions.delete(version);
}

/** Called by every write to the users table, after it is committed. */
export async function usersChanged(): Promise<void> {
  await Promise.all([...versions].map((version) => version.bump()));
}

interface RedisLike {
  set(key: string, value: string, options?: { condition: 'NX' }): Promise<unknown>;
}

/** The token in Redis under `key`, shared by the replicas that share the key prefix. */
export function redisUserVersion(
  client: RedisLike,
  key: string,
): UserVersion & { key: string; ensure(): Promise<void> } {
  return {
    key,
    /** A Redis without the key (first start, restarted without persistence) gets one. */
    async ensure() {
      await client.set(key, randomUUID(), { condition: 'NX' });
    },
    async bump() {
      await client.set(key, randomUUID());
    },
  };
}

/** Embedded mode: one process, the token in memory. */
export function memoryUserVersion(): UserVersion & { current(): string } {
  let token = randomUUID();
  return {
    current: () => token,
    bump: async () => {
      token = randomUUID();
    },
  };
}
