// Server command: resets a user's lost second factor when no other administrator can (the only
// administrator lost the phone and the recovery codes). Whoever can run commands on the server
// already controls the database, so this grants nothing new; it is written in the admin log.
//
//   npm run reset-second-factor -- <username>                  (from the repository, any mode)
//   node dist/reset-second-factor.js <username>                (in the API image / container)
//
// It reads the same environment as the API (DATABASE_URL, REDIS_URL, ...). In the embedded mode
// (no DATABASE_URL) stop `npm start` first: the embedded database serves one process at a time.
import { createRequire } from 'node:module';
import path from 'node:path';
import { sessionIndexOf } from './platform/db/session-index';
import { loadConfig } from './platform/config';
import { migrate } from './platform/db/migrate';
import { createSequelize } from './platform/db/sequelize';
import { createRedisStores } from './platform/db/stores';
import { createLogger } from './platform/logger';
import { removeSecondFactor } from './modules/accounts';
import { findUserByUsername } from './modules/members';
import { audit } from './modules/audit';

async function main(): Promise<void> {
  const username = process.argv[2]?.trim();
  if (!username) throw new Error('usage: reset-second-factor <username>');
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  let databaseUrl = config.databaseUrl;
  let stopEmbedded: (() => Promise<void>) | undefined;
  if (!databaseUrl) {
    const { startEmbeddedPostgres } = createRequire(__filename)(
      './platform/db/embedded',
    ) as typeof import('./platform/db/embedded');
    const embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'pglite'));
    databaseUrl = embedded.url;
    stopEmbedded = () => embedded.stop();
  }
  const sequelize = createSequelize({
    url: databaseUrl,
    poolMax: 1,
    sharedSession: Boolean(stopEmbedded),
  });
  try {
    await migrate(sequelize, logger);
    const user = await findUserByUsername(username);
    if (!user) throw new Error(`no user named "${username}"`);
    const removed = await removeSecondFactor(user.id);
    let ended = 0;
    if (config.redisUrl) {
      // Sessions live in Redis: end the user's sessions on every replica.
      const stores = await createRedisStores(config.redisUrl, config.redisPrefix, logger);
      try {
        ended = await sessionIndexOf(stores.sessionStore).endAll(user.id, undefined);
      } finally {
        await stores.close();
      }
    }
    await audit(
      { userId: user.id, username: user.username, ip: null, userAgent: 'server command' },
      'second_factor.reset',
      { userId: user.id, username: user.username, hadFactor: removed, sessionsEnded: ended },
    );
    process.stdout.write(
      removed
        ? `Second factor of "${user.username}" reset: the next sign-in starts the enrolment again.\n`
        : `"${user.username}" had no second factor: nothing to reset.\n`,
    );
  } finally {
    await sequelize.close();
    await stopEmbedded?.();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(
    `reset-second-factor: ${err instanceof Error ? err.message : String(err)}\n`,
  );
  process.exit(1);
});
