import { RedisStore as SessionRedisStore } from 'connect-redis';
import session, { type Store } from 'express-session';
import createMemoryStore from 'memorystore';
import { RedisStore as RateLimitRedisStore } from 'rate-limit-redis';
import { createClient } from 'redis';
import type { Logger } from '../lib/logger';
import type { RateLimitStoreFactory } from '../middlewares/rate-limit';

export interface Stores {
  sessionStore: Store;
  /** undefined = express-rate-limit's in-process memory store. */
  rateLimitStore: RateLimitStoreFactory;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

const COMMAND_TIMEOUT_MS = 2000;

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
): Promise<Stores> {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    commandOptions: { timeout: COMMAND_TIMEOUT_MS },
    socket: { connectTimeout: COMMAND_TIMEOUT_MS, reconnectStrategy: reconnectDelay },
  });
  let lastError = 0;
  client.on('error', (err: unknown) => {
    // One line per 10 s at most while Redis is down.
    if (Date.now() - lastError > 10_000) logger.warn({ err }, 'redis error');
    lastError = Date.now();
  });
  client.on('ready', () => logger.info('redis ready'));
  await client.connect();
  return {
    sessionStore: new SessionRedisStore({ client, prefix: `${prefix}sess:` }),
    rateLimitStore: (name) =>
      new RateLimitRedisStore({
        sendCommand: (...args: string[]) => client.sendCommand(args),
        prefix: `${prefix}rl:${name}:`,
      }),
    async ping() {
      return client.isReady && (await client.ping()) === 'PONG';
    },
    async close() {
      if (client.isOpen) await client.close();
    },
  };
}

/** Embedded mode: sessions in process memory, expired ones pruned every minute. */
export function createMemoryStores(): Stores {
  const MemoryStore = createMemoryStore(session);
  const store = new MemoryStore({ checkPeriod: 60_000 });
  return {
    sessionStore: store,
    rateLimitStore: () => undefined,
    ping: async () => true,
    close: async () => store.stopInterval(),
  };
}
