// Starts the site exactly as `npm start` serves it: `node api/dist/server.js` over the built
// bundles, here on a free port with a fresh temporary DATA_DIR (embedded PGlite, memory sessions).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');

export const ADMIN = { username: 'admin', password: 'e2e-Admin-password-42' } as const;
/** The shop every server of the suite is given (SHOP_URL), not the built-in default. */
export const SHOP_URL = 'https://shop.e2e.example/abonnement-ia';

/** PAYMENT_WEBHOOK_SECRET of every server of the suite: tests sign payment events with it. */
export const PAYMENT_WEBHOOK_SECRET = 'e2e-payment-webhook-secret-0123456789abcdef';

export interface RunningServer {
  baseUrl: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  /** Server output so far (for failure messages). */
  output: () => string;
  stop: () => Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Builds whatever is missing or stale, like `npm start` does (no-op when up to date). Skipped when
 * E2E_BUILT=1: `npm test` checks once before it starts its shards, which must not build at once.
 */
export function ensureBuilt(): void {
  if (process.env.E2E_BUILT === '1') return;
  const result = spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0)
    throw new Error('Building the site failed (node scripts/start.mjs --build-only)');
}

async function waitUntilReady(
  baseUrl: string,
  child: ChildProcess,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The server exited (${child.exitCode}):\n${output()}`);
    try {
      const res = await fetch(`${baseUrl}/api/ready`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The server did not become ready in 120 s:\n${output()}`);
}

/**
 * Starts a server. `env` adds or overrides variables (e.g. MFE_CHAT_URL for a dead remote).
 * Rate limits on login/register are raised: the suite registers many users from one IP.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'zak-e2e-'));
  let log = '';
  const child = spawn(process.execPath, ['api/dist/server.js'], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      AUTH_RATE_PER_IP: '100000',
      AUTH_RATE_PER_USERNAME: '100000',
      AI_RATE_PER_MIN: '100000',
      // A member with a year of data is seeded through the API (progress.e2e).
      PROGRESS_WRITE_RATE_PER_MINUTE: '100000',
      SHOP_URL,
      PAYMENT_WEBHOOK_SECRET,
      LOG_LEVEL: 'warn',
      // Links in mails point at this server (never at a request's Host header).
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const output = () => log.slice(-4000);
  try {
    await waitUntilReady(baseUrl, child, output);
  } catch (error) {
    // Never leave a server that did not start running: its handles would keep Jest from exiting.
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    baseUrl,
    port,
    dataDir,
    process: child,
    output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
