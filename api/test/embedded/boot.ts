// Boots the real server for the embedded-mode tests (PGlite + in-memory sessions, no
// DATABASE_URL nor REDIS_URL), like `npm start` does; the PostgreSQL SIGKILL test passes its
// DATABASE_URL in env.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..', '..');

export interface Running {
  url: string;
  output: () => string;
  stop: () => Promise<number | null>;
  /** SIGKILL, as a crash or the OOM killer would: no shutdown code runs. */
  kill: () => Promise<void>;
}

/**
 * Boots the real server like `npm start` does, with no DATABASE_URL and no REDIS_URL (unless in
 * env); root: another checkout's (testdata/backups/make-fixtures.ts boots an older version's).
 */
export async function boot(
  dataDir: string,
  env: Record<string, string> = {},
  root = ROOT,
): Promise<Running> {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(
      ([k]) => !/^(DATABASE_URL|REDIS_URL|TEST_|ADMIN_|SESSION_SECRET|NODE_ENV)/.test(k),
    ),
  );
  const server = path.join(root, 'api', 'src', 'server.ts');
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', server], {
    cwd: root,
    env: {
      ...clean,
      TSX_TSCONFIG_PATH: path.join(root, 'api', 'tsconfig.run.json'),
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /"port":(\d+)[^\n]*listening/.exec(out);
      if (match) {
        clearInterval(timer);
        resolve(Number(match[1]));
      } else if (child.exitCode !== null) {
        clearInterval(timer);
        reject(new Error(`server exited: ${out}`));
      }
    }, 50);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    output: () => out,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => resolve(code));
        child.kill('SIGTERM');
      }),
    kill: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}
