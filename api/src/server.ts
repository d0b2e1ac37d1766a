import { createRequire } from 'node:module';
import path from 'node:path';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';
import { createApp } from './app';
import { createAppServer } from './platform/app-server';
import { loadConfig } from './platform/config';
import {
  listenForConversationChanges,
  localConversationFeed,
} from './platform/db/conversation-feed';
import { lastBackupSeconds } from './platform/db/backup';
import type { EmbeddedPostgres } from './platform/db/embedded';
import { migrate } from './platform/db/migrate';
import { createSequelize, poolStats } from './platform/db/sequelize';
import { createMemoryStores, createRedisStores } from './platform/db/stores';
import { logSecondFactorMode } from './modules/accounts';
import { warmOfflineCoach } from './modules/coach';
import { createLogger } from './platform/logger';
import { monitorDependencies, startMetricsServer } from './platform/metrics';
import { administratorNotice, ensureAdmin } from './modules/members';
import { mountWeb as serveWeb } from './modules/web';
import { reminderJobs } from './modules/reminders';
import { classifyMessagesIfBehind, coachingJobs, refreshDeskIfBehind } from './modules/coaching';
import { startJobs, type JobRunner } from './platform/jobs/runner';
import { createMailer } from './platform/mail/mailer';

const SHUTDOWN_DEADLINE_MS = 10_000;
/**
 * On SIGTERM, how long the replica keeps serving before it stops listening and closes idle
 * keep-alive connections. Every answer in that window says `Connection: close`, so the gateway
 * drops its pooled connections to this replica itself instead of racing us on a closing socket
 * (a write sent on a socket we close would fail with a 502, and nginx never retries a write).
 * A pooled connection the gateway does not use in that window is closed by the gateway too: its
 * upstream keepalive_timeout (2 s, deploy/nginx/gateway.conf) is shorter than this grace, so no
 * connection of the gateway is left for us to close.
 */
const DRAIN_GRACE_MS = 3000;

/**
 * After it stops listening, how long the replica leaves connections it has just accepted to
 * deliver their request before closing the idle ones: a connection accepted a moment before has
 * no request parsed yet and counts as idle, and closing it would drop a request the gateway has
 * already sent (a write is never retried: a 502). Seen under load near one replica's capacity.
 */
const ACCEPTED_GRACE_MS = 1000;

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  process.on('unhandledRejection', (err) => logger.error({ err }, 'unhandled rejection'));
  process.on('uncaughtException', (err) => {
    logger.fatal({ err }, 'uncaught exception');
    process.exit(1);
  });

  let embedded: EmbeddedPostgres | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    // Loaded only in embedded mode: a replica on PostgreSQL never needs PGlite.
    const { startEmbeddedPostgres } = createRequire(__filename)(
      './platform/db/embedded',
    ) as typeof import('./platform/db/embedded');
    embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'pglite'));
    databaseUrl = embedded.url;
    logger.info({ dataDir: config.dataDir }, 'embedded PostgreSQL (PGlite) started');
  }
  // PGlite is one session: one connection, or transactions would interleave.
  const sequelize = createSequelize({
    url: databaseUrl,
    poolMax: embedded ? 1 : config.dbPoolMax,
    sharedSession: Boolean(embedded),
  });
  // Under the migration lock: replicas starting together migrate (and bootstrap) one at a time.
  let generatedPassword: string | undefined;
  await migrate(sequelize, logger, async () => {
    generatedPassword = await ensureAdmin(config, logger);
  });

  const stores = config.redisUrl
    ? await createRedisStores(config.redisUrl, config.redisPrefix, logger, {
        sessionTouchMs: config.sessionTouchSeconds * 1000,
      })
    : createMemoryStores();

  // Cached conversation lists hear of every change made in the database, SQL included.
  const conversationFeed = embedded
    ? localConversationFeed()
    : listenForConversationChanges(databaseUrl, logger);

  let accepting = true;
  const mountWeb = serveWeb; // WEB_MOUNT: the built shell, remotes and /mfe-registry.json (./web)
  const app = createApp({
    config,
    logger,
    sessionStore: stores.sessionStore,
    idempotency: stores.idempotency,
    rateLimitStore: stores.rateLimitStore,
    probes: {
      accepting: () => accepting,
      database: async () => {
        await sequelize.query('SELECT 1');
        return true;
      },
      sessionStore: () => stores.ping(),
    },
    conversationFeed,
    mountWeb,
  });

  // Scheduled work (reminders, the coach desk's new day): pg-boss in the same database, embedded
  // mode included.
  let jobs: JobRunner | undefined;
  if (config.jobs) {
    jobs = await startJobs({
      databaseUrl,
      sharedSession: embedded ? sequelize : undefined,
      logger,
      expireInSeconds: config.jobsExpireSeconds,
      jobs: [
        ...reminderJobs({
          mailer: createMailer(config.accounts, logger),
          publicUrl: config.accounts.publicUrl,
          logger,
          attemptSeconds: config.jobsExpireSeconds,
        }),
        ...coachingJobs({ logger }),
      ],
    });
    // The desk's rows computed another day (down at midnight, a fresh migration): now, not then.
    // Not a reason to refuse to start: the next read, or midnight's run, does it otherwise.
    await refreshDeskIfBehind(jobs).catch((err: unknown) =>
      logger.warn({ err }, 'coaching desk refresh not queued at start'),
    );
    // Members' messages stored without a topic (before it was set on write): classified now.
    await classifyMessagesIfBehind(jobs).catch((err: unknown) =>
      logger.warn({ err }, 'message classification not queued at start'),
    );
  }

  const metricsServer =
    config.metricsPort === undefined
      ? undefined
      : await startMetricsServer(config.metricsPort, config.host ?? '0.0.0.0', logger);
  if (metricsServer) {
    monitorDependencies({
      database: async () => {
        await sequelize.query('SELECT 1');
        return true;
      },
      sessionStore: () => stores.ping(),
      pool: () => poolStats(sequelize),
      lastBackup: () => lastBackupSeconds(sequelize),
      jobs: jobs ? () => jobs.stats() : undefined,
    });
    logger.info({ port: metricsServer.address() }, 'metrics on /metrics');
  }

  // The offline coach's indexes and classifiers, built before the replica takes requests.
  logger.info({ ms: warmOfflineCoach() }, 'offline coach ready');

  // As app.listen does (a failure to listen resolves too), with the app's request and response
  // classes (platform/app-server).
  const server: Server = await new Promise((resolve) => {
    const s = createAppServer(app);
    s.once('error', () => resolve(s));
    s.listen(config.port, config.host ?? '0.0.0.0', () => resolve(s));
  });
  // Above the gateway's idle timeout, so the proxy closes idle connections first.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  // A generated administrator password is printed once; before the listening line when the
  // output is read by a program (which may stop reading there).
  if (generatedPassword && !process.stdout.isTTY) {
    process.stdout.write(`\n${administratorNotice(config, generatedPassword)}\n`);
  }
  logger.info(
    {
      port,
      database: embedded ? 'embedded' : 'postgres',
      sessions: config.redisUrl ? 'redis' : 'memory',
    },
    `Zak Coaching listening on http://localhost:${port}`,
  );
  logSecondFactorMode(config, logger);
  // In a terminal, the last lines say where the site is and how to sign in as the administrator.
  if (process.stdout.isTTY) {
    process.stdout.write(
      `\n  Zak Coaching is running on http://localhost:${port}\n` +
        `${administratorNotice(config, generatedPassword)}\n`,
    );
  }

  let stopping = false;
  const inFlight = new Set<ServerResponse>();
  // One listener for every answer (no closure per request).
  function answered(this: ServerResponse): void {
    inFlight.delete(this);
  }
  server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
    if (stopping) {
      res.shouldKeepAlive = false;
      return;
    }
    inFlight.add(res);
    res.on('close', answered);
  });
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    accepting = false; // readiness answers 503 from now on
    logger.info({ signal }, 'shutting down');
    for (const res of inFlight) {
      if (!res.headersSent) res.shouldKeepAlive = false;
      // Already streaming (chat answers): close the connection as soon as the answer ends.
      else res.once('finish', () => setImmediate(() => server.closeIdleConnections()));
    }
    const deadline = setTimeout(() => server.closeAllConnections(), SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    if (signal === 'SIGTERM') await new Promise((resolve) => setTimeout(resolve, DRAIN_GRACE_MS));
    await new Promise<void>((resolve) => {
      // net.Server's close stops listening without http.Server's immediate closeIdleConnections.
      NetServer.prototype.close.call(server, () => resolve());
      setTimeout(() => server.closeIdleConnections(), ACCEPTED_GRACE_MS).unref();
    });
    metricsServer?.close();
    // A job in progress finishes (or is retried by another replica once it expires).
    await jobs?.stop().catch((err: unknown) => logger.warn({ err }, 'stopping jobs'));
    await stores.close().catch((err: unknown) => logger.warn({ err }, 'closing session store'));
    await conversationFeed.close();
    await sequelize.close().catch((err: unknown) => logger.warn({ err }, 'closing database'));
    await embedded?.stop().catch((err: unknown) => logger.warn({ err }, 'closing PGlite'));
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  process.stderr.write(
    `Zak Coaching API failed to start: ${err instanceof Error ? err.message : String(err)}\n`,
  );
  process.exit(1);
});
