// The embedded mode as `npm start` runs it (PGlite over the wire protocol, in-memory sessions),
// with a minimal built site, for test/embedded/fuzz.test.ts. A child process: PGlite loads its
// WebAssembly with a dynamic import, which jest's module sandbox cannot run.
// Usage: node --import tsx api/test/support/embedded-app.ts <work dir>
// Prints one JSON line { url, databaseUrl } once listening; SIGTERM stops it.
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createApp } from '../../src/app';
import { loadConfig } from '../../src/platform/config';
import { localConversationFeed } from '../../src/platform/db/conversation-feed';
import { startEmbeddedPostgres } from '../../src/platform/db/embedded';
import { migrate } from '../../src/platform/db/migrate';
import { createSequelize } from '../../src/platform/db/sequelize';
import { createMemoryStores } from '../../src/platform/db/stores';
import { createLogger } from '../../src/platform/logger';
import { buildRegistry, mountWebWith, readRemotePages, REMOTES } from '../../src/modules/web';

const ROOT = path.join(__dirname, '..', '..', '..');

/** A minimal built site: the shell's pages and one file per remote. */
function fakeSite(work: string): string {
  const site = path.join(work, 'site');
  mkdirSync(path.join(site, 'shell', 'dist'), { recursive: true });
  for (const page of ['index.html', 'app.html']) {
    writeFileSync(path.join(site, 'shell', 'dist', page), '<!doctype html><title>Zak</title>');
  }
  for (const remote of Object.values(REMOTES)) {
    mkdirSync(path.join(site, remote.dir, 'dist'), { recursive: true });
    writeFileSync(path.join(site, remote.dir, 'dist', 'remoteEntry.js'), '// remote');
  }
  return site;
}

async function main(): Promise<void> {
  const work = process.argv[2];
  if (!work) throw new Error('usage: embedded-app.ts <work dir>');
  const pg = await startEmbeddedPostgres(path.join(work, 'pglite'));
  const sequelize = createSequelize({ url: pg.url, poolMax: 1, sharedSession: true });
  await migrate(sequelize);
  const stores = createMemoryStores();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    AUTH_RATE_PER_IP: '100000',
    AUTH_RATE_PER_USERNAME: '100000',
    AI_RATE_PER_MIN: '100000',
  });
  const site = fakeSite(work);
  const app = createApp({
    config,
    logger: createLogger('silent'),
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
    conversationFeed: localConversationFeed(),
    mountWeb: (web) =>
      mountWebWith(web, { rootDir: site, registry: buildRegistry(config, readRemotePages(ROOT)) }),
  });
  const server = app.listen(0, '127.0.0.1', () => {
    const { port } = server.address() as AddressInfo;
    process.stdout.write(
      `${JSON.stringify({ url: `http://127.0.0.1:${port}`, databaseUrl: pg.url })}\n`,
    );
  });
  process.once('SIGTERM', () => {
    server.closeAllConnections();
    server.close(() => {
      void (async () => {
        await stores.close();
        await sequelize.close();
        await pg.stop();
        process.exit(0);
      })();
    });
  });
}

main().catch((err: unknown) => {
  process.stderr.write(`${String(err instanceof Error ? err.stack : err)}\n`);
  process.exit(1);
});
