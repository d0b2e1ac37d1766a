import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgres {
  url: string;
  /** The PGlite instance itself, for what the wire protocol cannot carry (COPY FROM a file). */
  db: PGlite;
  stop(): Promise<void>;
}

/**
 * The file saying which process holds a PGlite data folder and where its wire protocol listens:
 * `npm run backup` reads it to dump through the running server instead of opening the folder a
 * second time (two processes on one PGlite folder corrupt it).
 */
export const serverFileOf = (dataDir: string) => `${dataDir}.server.json`;

/**
 * The live process holding dataDir: its URL, or null while it is still opening the folder;
 * undefined when no process holds it.
 */
export function runningEmbeddedUrl(dataDir: string): string | null | undefined {
  let held: { pid: number; url: string | null };
  try {
    held = JSON.parse(readFileSync(serverFileOf(dataDir), 'utf8')) as typeof held;
  } catch {
    return undefined;
  }
  try {
    process.kill(held.pid, 0); // signal 0: only asks whether the process exists
  } catch {
    return undefined; // a stale file (the process was killed)
  }
  return held.url;
}

/**
 * Embedded PostgreSQL for `npm start` without DATABASE_URL: PGlite (data in dataDir) served over the
 * Postgres wire protocol on a random loopback port, so Sequelize uses its ordinary pg dialect.
 * PGlite is a single session: the app's pool must hold ONE connection (several clients would be
 * multiplexed onto one session and share transactions). The server accepts a few sockets only so a
 * reconnecting pool never races the closing one, and so a backup can read through it.
 */
export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgres> {
  mkdirSync(dataDir, { recursive: true });
  // Claimed before PGlite opens the folder: a backup started meanwhile waits instead of opening it.
  writeFileSync(serverFileOf(dataDir), JSON.stringify({ pid: process.pid, url: null }));
  const db = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  const server = new PGLiteSocketServer({ db, port: 0, host: '127.0.0.1', maxConnections: 4 });
  await server.start();
  const url = `postgres://postgres:postgres@${server.getServerConn()}/postgres`;
  writeFileSync(serverFileOf(dataDir), JSON.stringify({ pid: process.pid, url }));
  return {
    url,
    db,
    async stop() {
      rmSync(serverFileOf(dataDir), { force: true });
      await server.stop();
      await db.close();
    },
  };
}
