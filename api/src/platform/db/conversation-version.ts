import { randomUUID } from 'node:crypto';

/**
 * Per-user tokens shared by every replica, replaced whenever a user's conversation list changes
 * through the API. Replicas cache the lists they answer (modules/conversations/conversation-cache), each tagged with
 * the token of its user read with the session at the start of the request (platform/db/stores): every API
 * write that changes what a list shows replaces the token after it is committed and before it
 * answers, so a request that starts after that answer, on any replica, reads the list again.
 * Writes made outside the API reach the replicas through PostgreSQL notifications instead
 * (migration 0008, platform/db/conversation-feed).
 */
export interface ConversationVersions {
  /** Replaces the user's token: every replica's cached lists of this user are stale from now on. */
  bump(userId: string): Promise<void>;
}

// Every version store in this process: one in production; tests run several apps per process.
const stores = new Set<ConversationVersions>();

export function trackConversationVersions(versions: ConversationVersions): () => void {
  stores.add(versions);
  return () => stores.delete(versions);
}

/**
 * Called after every committed API write that changes what a user's list shows. A failure to
 * reach Redis is not the writer's failure (the write is committed and answering an error would
 * invite a duplicate retry): the trigger's notification still drops the cached lists within
 * milliseconds, and the session read that any next request needs fails the same way.
 */
export async function conversationsChanged(userId: string): Promise<void> {
  await Promise.allSettled([...stores].map((versions) => versions.bump(userId)));
}

interface RedisLike {
  set(
    key: string,
    value: string,
    options?: { condition?: 'NX'; expiration?: { type: 'EX'; value: number } },
  ): Promise<unknown>;
}

/** A token unused for this long is dropped by Redis; missing, it is created again (never reused). */
const VERSION_TTL_SECONDS = 24 * 3600;

/** The tokens in Redis under `${prefix}<user id>`, shared by the replicas that share the prefix. */
export function redisConversationVersions(
  client: RedisLike,
  prefix: string,
): ConversationVersions & { key(userId: string): string; ensure(userId: string): Promise<void> } {
  const key = (userId: string) => prefix + userId;
  const expiration = { type: 'EX', value: VERSION_TTL_SECONDS } as const;
  return {
    key,
    async ensure(userId) {
      await client.set(key(userId), randomUUID(), { condition: 'NX', expiration });
    },
    async bump(userId) {
      await client.set(key(userId), randomUUID(), { expiration });
    },
  };
}

/** Embedded mode: one process, the tokens in memory. */
export function memoryConversationVersions(): ConversationVersions & {
  current(userId: string): string;
} {
  const tokens = new Map<string, string>();
  return {
    current(userId) {
      let token = tokens.get(userId);
      if (token === undefined) {
        token = randomUUID();
        tokens.set(userId, token);
      }
      return token;
    },
    async bump(userId) {
      tokens.set(userId, randomUUID());
    },
  };
}
