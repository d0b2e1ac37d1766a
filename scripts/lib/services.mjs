// Throwaway PostgreSQL, Redis and Chromium for the test suite and benchmarks.
// Binaries come from PATH (or Debian's /usr/lib/postgresql/<v>/bin); when they are missing on a
// Debian machine and we are root, they are installed with apt-get, saying so.
import { spawn, spawnSync, execFileSync } from 'node:child_process';
import {
  existsSync,
  readFileSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  chownSync,
  mkdirSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const isRoot = process.getuid?.() === 0;

function which(cmd) {
  const r = spawnSync('sh', ['-c', `command -v ${cmd}`], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
}

function pgBinDir() {
  const initdb = which('initdb');
  if (initdb && which('pg_ctl')) return null; // on PATH
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(base, versions[0], 'bin') : undefined;
}

function pgBin(name) {
  const dir = pgBinDir();
  return dir ? join(dir, name) : name;
}

let aptUpdated = false;
function aptInstall(packages, why) {
  const hasApt = which('apt-get');
  if (!isRoot || !hasApt) {
    throw new Error(
      `${why} is missing. Install it first, e.g. on Debian/Ubuntu: sudo apt-get install -y ${packages.join(' ')}`,
    );
  }
  console.log(`[services] ${why} not found: installing ${packages.join(' ')} with apt-get`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    aptUpdated = true;
  }
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env });
}

export function ensurePostgres() {
  if (pgBinDir() === undefined) aptInstall(['postgresql'], 'PostgreSQL (initdb, pg_ctl)');
}
export function ensureRedis() {
  if (!which('redis-server')) aptInstall(['redis-server'], 'Redis (redis-server)');
}
export function ensureNginx() {
  if (!which('nginx') && !existsSync('/usr/sbin/nginx')) aptInstall(['nginx-light'], 'nginx');
}
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export function ensureChromium() {
  if (!existsSync(CHROMIUM)) aptInstall(['chromium'], 'Chromium');
  return CHROMIUM;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function asPgUser(cmd, args) {
  // initdb and postgres refuse to run as root: run them as the postgres system user.
  return isRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
}

/** Starts a throwaway PostgreSQL cluster; resolves to { url, port, stop, restart }. */
export async function startPostgres({ port } = {}) {
  ensurePostgres();
  const dir = mkdtempSync(join(tmpdir(), 'zak-pg-'));
  const data = join(dir, 'data');
  const sock = join(dir, 'sock');
  mkdirSync(sock);
  if (isRoot) {
    if (spawnSync('id', ['postgres']).status !== 0) {
      execFileSync('useradd', ['--system', '--no-create-home', 'postgres']);
    }
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(dir, uid, gid);
    chownSync(sock, uid, gid);
  }
  const [c, a] = asPgUser(pgBin('initdb'), [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'postgres',
    '--no-sync',
    '-E',
    'UTF8',
    '--locale=C',
  ]);
  execFileSync(c, a, { stdio: 'ignore' });
  const pgPort = port ?? (await freePort());
  let child;
  const start = async () => {
    const [cmd, args] = asPgUser(pgBin('postgres'), [
      '-D',
      data,
      '-p',
      String(pgPort),
      '-k',
      sock,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
      '-c',
      'max_connections=200',
    ]);
    child = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    for (let i = 0; i < 200; i++) {
      const r = spawnSync(pgBin('pg_isready'), ['-h', '127.0.0.1', '-p', String(pgPort)]);
      if (r.status === 0) return;
      if (child.exitCode !== null) throw new Error(`postgres exited: ${stderr}`);
      await sleep(100);
    }
    throw new Error(`postgres did not start: ${stderr}`);
  };
  const stopServer = () =>
    new Promise((resolve) => {
      if (!child || child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      // Signal the postmaster itself (runuser does not forward signals): SIGINT = fast shutdown.
      try {
        const pid = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
        process.kill(pid, 'SIGINT');
      } catch {
        child.kill('SIGINT');
      }
    });
  await start();
  return {
    port: pgPort,
    url: `postgres://postgres@127.0.0.1:${pgPort}/postgres`,
    restart: async () => {
      await stopServer();
      await start();
    },
    stopServer,
    start,
    stop: async () => {
      await stopServer();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Starts a throwaway redis-server; resolves to { url, port, stop, restart }. */
export async function startRedis({ port, persist = false } = {}) {
  ensureRedis();
  const dir = mkdtempSync(join(tmpdir(), 'zak-redis-'));
  const redisPort = port ?? (await freePort());
  let child;
  const start = async () => {
    const args = ['--port', String(redisPort), '--bind', '127.0.0.1', '--dir', dir, '--save', ''];
    args.push('--appendonly', persist ? 'yes' : 'no');
    child = spawn(which('redis-server'), args, { stdio: 'ignore' });
    for (let i = 0; i < 100; i++) {
      const ok = await new Promise((resolve) => {
        import('node:net').then(({ connect }) => {
          const s = connect(redisPort, '127.0.0.1');
          s.on('connect', () => {
            s.write('PING\r\n');
          });
          s.on('data', (d) => {
            s.destroy();
            resolve(String(d).startsWith('+PONG'));
          });
          s.on('error', () => resolve(false));
        });
      });
      if (ok) return;
      await sleep(50);
    }
    throw new Error('redis-server did not start');
  };
  const stopServer = () =>
    new Promise((resolve) => {
      if (!child || child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  await start();
  return {
    port: redisPort,
    url: `redis://127.0.0.1:${redisPort}`,
    restart: async () => {
      await stopServer();
      await start();
    },
    stopServer,
    start,
    stop: async () => {
      await stopServer();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
