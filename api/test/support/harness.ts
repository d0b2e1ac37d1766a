import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client } from 'pg';
import type { Sequelize } from 'sequelize';
import request from 'supertest';
import { createApp } from '../../src/app';
import { createAppServer } from '../../src/platform/app-server';
import {
  listenForConversationChanges,
  type ConversationFeed,
} from '../../src/platform/db/conversation-feed';
import { loadConfig, type Config } from '../../src/platform/config';
import { migrate } from '../../src/platform/db/migrate';
import { createSequelize } from '../../src/platform/db/sequelize';
import { createRedisStores, type Stores } from '../../src/platform/db/stores';
import { createLogger, type Logger } from '../../src/platform/logger';
import { createUser } from '../../src/modules/members/user.service';
import type { NewUser, UserRecord } from '../../src/modules/members/user';
import { seedSecondFactor, signIn } from './second-factor';

export const ADMIN_PASSWORD = 'admin-password-42';

function requireEnv(name: 'TEST_DATABASE_URL' | 'TEST_REDIS_URL'): string {
  const value = process.env[name];
  if (!value)
    throw new Error(`${name} is not set (run through npm test or the integration config)`);
  return value;
}

/** A fresh database on the test server, dropped by the returned function. */
export async function createTestDatabase(
  serverUrl = requireEnv('TEST_DATABASE_URL'),
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `zak_t_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export interface TestApp {
  url: string;
  server: Server;
  config: Config;
  sequelize: Sequelize;
  stores: Stores;
  /** The app's conversation-change feed (what its list cache hears of the database's writes). */
  feed: ConversationFeed;
  /** A new cookie-keeping client (one browser). */
  agent: () => request.Agent;
  /**
   * A user seeded directly in the database. Administrators get a confirmed TOTP factor whose key
   * is `totpSecret` (the second factor is required for them), unless `secondFactor: false`.
   */
  seedUser: (overrides?: Partial<NewUser>, options?: SeedOptions) => Promise<SeededUser>;
  /**
   * A signed-in client for a fresh user (or the given one), second step included for
   * administrators (signIn in ./second-factor).
   */
  signedIn: (
    overrides?: Partial<NewUser>,
    options?: SeedOptions,
  ) => Promise<{ agent: request.Agent; user: SeededUser }>;
  /**
   * Another replica of this app: same settings, database, Redis key prefix and session secret
   * (a cookie from one works on the other), its own Redis client and in-process caches.
   */
  replica: (
    env?: Record<string, string>,
    /**
     * feedUrl: where its conversation-change feed listens (default: the app's database);
     * feedHeartbeatMs: how often that feed checks its connection (default 5 s).
     */
    options?: { feedUrl?: string; feedHeartbeatMs?: number },
  ) => Promise<{ url: string; agent: () => request.Agent; close: () => Promise<void> }>;
  /** A second app on the same database and Redis with other settings. */
  variant: (
    env: Record<string, string>,
    logger?: Logger,
  ) => Promise<{ url: string; agent: () => request.Agent; close: () => Promise<void> }>;
  close: () => Promise<void>;
}

export type SeededUser = UserRecord & { password: string; totpSecret?: string };
export interface SeedOptions {
  /** Seed a TOTP factor (default: for administrators only). */
  secondFactor?: boolean;
}

let counter = 0;
export const uniqueName = (prefix = 'user') =>
  `${prefix}_${Date.now().toString(36)}${(counter++).toString(36)}${randomBytes(2).toString('hex')}`;

function baseEnv(databaseUrl: string, redisPrefix: string): Record<string, string> {
  return {
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    REDIS_URL: requireEnv('TEST_REDIS_URL'),
    REDIS_PREFIX: redisPrefix,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD,
    LOG_LEVEL: 'silent',
    AUTH_RATE_PER_IP: '100000',
    AUTH_RATE_PER_USERNAME: '100000',
  };
}

/** The replica's conversation-change feed, listening before the app takes requests. */
async function startFeed(
  url: string,
  logger: Logger,
  heartbeatMs?: number,
): Promise<ConversationFeed> {
  const feed = listenForConversationChanges(url, logger, { heartbeatMs });
  for (let i = 0; i < 200 && !feed.listening; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return feed;
}

async function listen(
  config: Config,
  sequelize: Sequelize,
  stores: Stores,
  logger?: Logger,
  conversationFeed?: ConversationFeed,
) {
  const app = createApp({
    conversationFeed,
    config,
    logger: logger ?? createLogger(config.logLevel),
    sessionStore: stores.sessionStore,
    idempotency: stores.idempotency,
    rateLimitStore: stores.rateLimitStore,
    probes: {
      accepting: () => true,
      database: async () => {
        await sequelize.query('SELECT 1');
        return true;
      },
      sessionStore: () => stores.ping(),
    },
  });
  // The server as server.ts makes it (platform/app-server).
  const server: Server = await new Promise((resolve) => {
    const s = createAppServer(app).listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}` };
}

const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/** The real app on a fresh database (migrated) and its own Redis prefix, listening on port 0. */
export async function startTestApp(
  env: Record<string, string> = {},
  /** database: one made already (createTestDatabase), e.g. a restored backup; dropped at close. */
  options: {
    databaseServerUrl?: string;
    database?: { url: string; drop: () => Promise<void> };
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase(options.databaseServerUrl));
  const prefix = `zak_t_${randomBytes(4).toString('hex')}:`;
  const appEnv = { ...baseEnv(database.url, prefix), ...env };
  const config = loadConfig(appEnv);
  const sequelize = createSequelize({ url: database.url, poolMax: 5 });
  await migrate(sequelize);
  const logger = createLogger('silent');
  const stores = await createRedisStores(requireEnv('TEST_REDIS_URL'), prefix, logger, {
    sessionTouchMs: config.sessionTouchSeconds * 1000,
  });
  const feed = await startFeed(database.url, logger);
  const { server, url } = await listen(config, sequelize, stores, undefined, feed);
  const extra: Array<() => Promise<void>> = [];

  const seedUser = async (
    overrides: Partial<NewUser> = {},
    { secondFactor = overrides.role === 'admin' || overrides.role === 'coach' }: SeedOptions = {},
  ): Promise<SeededUser> => {
    const password = overrides.password ?? 'password-123';
    const user = await createUser({ username: uniqueName(), password, ...overrides });
    const totpSecret = secondFactor
      ? await seedSecondFactor(sequelize, user.id, config.accounts.secondFactor)
      : undefined;
    return { ...user, password, totpSecret };
  };

  const testApp: TestApp = {
    url,
    server,
    config,
    sequelize,
    stores,
    feed,
    agent: () => request.agent(url),
    seedUser,
    signedIn: async (overrides = {}, options = {}) => {
      const user = await seedUser(overrides, options);
      const agent = request.agent(url);
      const res = await signIn(agent, user);
      if (res.status !== 200)
        throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
      return { agent, user };
    },
    replica: async (replicaEnv = {}, { feedUrl = database.url, feedHeartbeatMs } = {}) => {
      const replicaConfig = loadConfig({ ...appEnv, ...replicaEnv });
      const replicaStores = await createRedisStores(requireEnv('TEST_REDIS_URL'), prefix, logger, {
        sessionTouchMs: replicaConfig.sessionTouchSeconds * 1000,
      });
      const replicaFeed = await startFeed(feedUrl, logger, feedHeartbeatMs);
      const started = await listen(replicaConfig, sequelize, replicaStores, undefined, replicaFeed);
      const close = async () => {
        await closeServer(started.server);
        await replicaStores.close();
        await replicaFeed.close();
      };
      extra.push(close);
      return { url: started.url, agent: () => request.agent(started.url), close };
    },
    variant: async (variantEnv, variantLogger) => {
      const variantPrefix = `zak_t_${randomBytes(4).toString('hex')}:`;
      const variantConfig = loadConfig({ ...baseEnv(database.url, variantPrefix), ...variantEnv });
      const variantStores = await createRedisStores(
        variantConfig.redisUrl ?? requireEnv('TEST_REDIS_URL'),
        variantPrefix,
        logger,
      );
      const variantFeed = await startFeed(database.url, logger);
      const started = await listen(
        variantConfig,
        sequelize,
        variantStores,
        variantLogger,
        variantFeed,
      );
      const close = async () => {
        await closeServer(started.server);
        await variantStores.close();
        await variantFeed.close();
      };
      extra.push(close);
      return { url: started.url, agent: () => request.agent(started.url), close };
    },
    close: async () => {
      for (const close of extra.splice(0)) await close().catch(() => undefined);
      await closeServer(server);
      await stores.close();
      await feed.close();
      await sequelize.close();
      await database.drop();
    },
  };
  return testApp;
}

/** Row counts and a checksum of every table: equal before and after = nothing changed. */
export async function snapshot(sequelize: Sequelize): Promise<string> {
  // [what is read, the table it needs]: a test migrated below a table's migration skips it.
  const tables: Array<[string, string]> = [
    ['users', 'users'],
    ['conversations', 'conversations'],
    ['messages', 'messages'],
    ['admin_logs', 'admin_logs'],
    ['site_settings', 'site_settings'],
    // Members' training log; the catalogue's rows are written at first use whatever the answer.
    ['(SELECT * FROM training_exercises WHERE user_id IS NOT NULL)', 'training_exercises'],
    ['training_routines', 'training_routines'],
    ['training_sessions', 'training_sessions'],
    ['training_sets', 'training_sets'],
  ];
  const parts: string[] = [];
  for (const [table, needs] of tables) {
    const [[exists]] = (await sequelize.query(`SELECT to_regclass($needs) IS NOT NULL AS ok`, {
      bind: { needs },
    })) as [Array<{ ok: boolean }>, unknown];
    if (!exists?.ok) {
      parts.push(`${table}: absent`);
      continue;
    }
    const [rows] = await sequelize.query(
      `SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS sum, count(*) AS n FROM ${table} t`,
    );
    parts.push(`${table}:${JSON.stringify(rows)}`);
  }
  return parts.join('\n');
}
