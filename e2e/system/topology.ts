// The production topology of docker-compose.yml, without Docker: Debian's nginx running the
// gateway's own deploy/nginx/gateway.conf (upstream hosts replaced by local ports), one nginx per
// static container running deploy/nginx/shell.conf or remote.conf over a folder laid out like its
// image, N API processes (`node api/dist/server.js`, NODE_ENV=production), one PostgreSQL, one
// Redis (append-only, like the compose service) and the compose `migrate` job run first.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureNginx, freePort, startPostgres, startRedis, type Service } from './services';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');
const NGINX_DIR = path.join(REPO_ROOT, 'deploy', 'nginx');
export const ADMIN = { username: 'admin', password: 'system-Admin-password-42' } as const;
export const SESSION_SECRET = 'system-test-session-secret-0123456789abcdef';

export type RemoteKey = 'marketing' | 'chat' | 'admin' | 'training';
const FRONT_ENDS: Array<{
  key: 'shell' | RemoteKey;
  workspace: string;
  conf: string;
  mount: string;
}> = [
  { key: 'shell', workspace: 'shell', conf: 'shell.conf', mount: '.' },
  { key: 'marketing', workspace: 'mfe-marketing', conf: 'remote.conf', mount: 'remotes/marketing' },
  { key: 'chat', workspace: 'mfe-chat', conf: 'remote.conf', mount: 'remotes/chat' },
  { key: 'admin', workspace: 'mfe-admin', conf: 'remote.conf', mount: 'remotes/admin' },
  { key: 'training', workspace: 'mfe-training', conf: 'remote.conf', mount: 'remotes/training' },
];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function nginxBinary(): string {
  ensureNginx();
  return existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
}

/** Replaces `pattern` in `text`, failing loudly when the deploy file no longer has that form. */
function replaceOnce(text: string, pattern: RegExp, replacement: string, file: string): string {
  if (!pattern.test(text))
    throw new Error(`${file}: expected ${pattern} (the system test rewrites it)`);
  return text.replace(pattern, replacement);
}

/** A directory the nginx workers (user nobody when started by root) can read. */
function openDir(dir: string): string {
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o755);
  return dir;
}

class Nginx {
  private child: ChildProcess | undefined;
  private log = '';
  constructor(
    private readonly prefix: string,
    private readonly conf: string,
    private readonly port: number,
  ) {}

  async start(): Promise<void> {
    this.child = spawn(nginxBinary(), ['-p', this.prefix, '-c', this.conf, '-g', 'daemon off;'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    this.child.stderr?.on(
      'data',
      (d: Buffer) => (this.log = (this.log + d.toString()).slice(-40_000)),
    );
    await waitForPort(this.port, this.child, () => this.log);
  }

  output(): string {
    return this.log;
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGQUIT');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  }
}

async function waitForPort(port: number, child: ChildProcess, output: () => string): Promise<void> {
  const { connect } = await import('node:net');
  for (let i = 0; i < 200; i += 1) {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}: ${output()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await sleep(50);
  }
  throw new Error(`nothing listens on ${port}: ${output()}`);
}

function nginxMain(prefix: string, body: string, workers: number | 'auto' = 1): string {
  return [
    `worker_processes ${workers};`,
    `pid ${path.join(prefix, 'nginx.pid')};`,
    'error_log stderr warn;',
    'events { worker_connections 1024; }',
    'http {',
    '  include mime.types;',
    '  default_type application/octet-stream;',
    '  access_log off;',
    body,
    '}',
  ].join('\n');
}

export interface ApiInstance {
  name: string;
  port: number;
  url: string;
  /** Its Prometheus metrics endpoint (METRICS_PORT, as in compose): `${metricsUrl}/metrics`. */
  metricsUrl: string;
  /** Starts the process (again) on the same port and waits until /api/ready answers 200. */
  start: () => Promise<void>;
  /** Sends `signal` and resolves with the exit code once the process has exited. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
  output: () => string;
}

function apiInstance(
  name: string,
  port: number,
  env: Record<string, string>,
  metricsPort: number,
): ApiInstance {
  let child: ChildProcess | undefined;
  let log = '';
  const url = `http://127.0.0.1:${port}`;
  return {
    name,
    port,
    url,
    metricsUrl: `http://127.0.0.1:${metricsPort}`,
    output: () => log.slice(-6000),
    async start() {
      child = spawn(process.execPath, ['api/dist/server.js'], {
        cwd: REPO_ROOT,
        env: { ...env, PORT: String(port), METRICS_PORT: String(metricsPort) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const current = child;
      current.stdout?.on('data', (d: Buffer) => (log = (log + d.toString()).slice(-20_000)));
      current.stderr?.on('data', (d: Buffer) => (log = (log + d.toString()).slice(-20_000)));
      const deadline = Date.now() + 60_000;
      while (Date.now() < deadline) {
        if (current.exitCode !== null)
          throw new Error(`API ${name} exited (${current.exitCode}):\n${log}`);
        try {
          const res = await fetch(`${url}/api/ready`);
          if (res.ok) return;
        } catch {
          // not listening yet
        }
        await sleep(100);
      }
      throw new Error(`API ${name} not ready in 60 s:\n${log}`);
    },
    async stop(signal = 'SIGTERM') {
      const current = child;
      if (!current || current.exitCode !== null) return current?.exitCode ?? null;
      const exited = new Promise<number | null>((r) => current.once('exit', (code) => r(code)));
      current.kill(signal);
      const timer = setTimeout(() => current.kill('SIGKILL'), 20_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}

export interface Topology {
  /** The gateway: the only address users know. */
  url: string;
  apis: ApiInstance[];
  postgres: Service;
  redis: Service;
  databaseUrl: string;
  /** Removes a remote's published files (like an empty container), `restore` puts them back. */
  removeRemote: (key: RemoteKey) => void;
  restoreRemote: (key: RemoteKey) => void;
  /** Runs the compose `migrate` job again (throws when it fails). */
  migrate: () => void;
  /** The generated gateway nginx.conf (for failure messages). */
  gatewayConf: string;
  gatewayOutput: () => string;
  /** The gateway's access log lines of these load requests (by X-Load-Index), for failure messages. */
  gatewayAttempts: (indexes: number[]) => string;
  /**
   * Another gateway over the same static servers whose API upstream lists these ports (e.g. a
   * replica that misbehaves beside a real one); stopped with the topology.
   */
  gatewayFor: (apiPorts: number[]) => Promise<{ url: string; output: () => string }>;
  stop: () => Promise<void>;
}

export interface TopologyOptions {
  apiCount?: number;
  /** Extra or overriding API environment. */
  env?: Record<string, string>;
}

/** Runs the compose `migrate` job (api/dist/migrate.js) once, as compose does before the replicas. */
function runMigrationJob(env: Record<string, string>): void {
  const result = spawnSync(process.execPath, ['api/dist/migrate.js'], {
    cwd: REPO_ROOT,
    env,
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(`migration job failed (${result.status}): ${result.stderr}${result.stdout}`);
  }
}

const GATEWAY_ACCESS_LOG = 'access.log';

/** The gateway's nginx.conf with its upstream hosts pointed at local ports (nothing else changes). */
export function gatewayConfFor(
  prefix: string,
  listenPort: number,
  apiPorts: number[],
  staticPorts: Record<'shell' | RemoteKey, number>,
): string {
  const file = 'deploy/nginx/gateway.conf';
  let conf = readFileSync(path.join(NGINX_DIR, 'gateway.conf'), 'utf8');
  conf = replaceOnce(conf, /^pid [^;]+;/m, `pid ${path.join(prefix, 'gateway.pid')};`, file);
  conf = replaceOnce(conf, /^(\s*)listen 8080;/m, `$1listen 127.0.0.1:${listenPort};`, file);
  // Each request's attempts (replica addresses, their statuses, connect times) in a file, for
  // failure messages: a load request carries its index in X-Load-Index.
  conf = replaceOnce(
    conf,
    /^(\s*)access_log \/dev\/stdout;/m,
    `$1log_format attempts '$msec #$http_x_load_index $request_method $status ` +
      `[$upstream_addr] [$upstream_status] [$upstream_connect_time]';\n` +
      `$1access_log ${path.join(prefix, GATEWAY_ACCESS_LOG)} attempts;`,
    file,
  );
  conf = replaceOnce(
    conf,
    /^(\s*)server api:3000( [^;]*)?;/m,
    apiPorts.map((p) => `$1server 127.0.0.1:${p}$2;`).join('\n'),
    file,
  );
  const hosts: Record<'shell' | RemoteKey, string> = {
    shell: 'shell',
    marketing: 'mfe-marketing',
    chat: 'mfe-chat',
    admin: 'mfe-admin',
    training: 'mfe-training',
  };
  for (const [key, host] of Object.entries(hosts) as Array<['shell' | RemoteKey, string]>) {
    conf = replaceOnce(
      conf,
      new RegExp(`server ${host}:8080`),
      `server 127.0.0.1:${staticPorts[key]}`,
      file,
    );
  }
  return conf;
}

export async function startTopology(options: TopologyOptions = {}): Promise<Topology> {
  const apiCount = options.apiCount ?? 2;
  const dir = openDir(mkdtempSync(path.join(tmpdir(), 'zak-system-')));
  const cleanups: Array<() => Promise<void>> = [];
  const stopAll = async () => {
    for (const fn of cleanups.splice(0).reverse()) await fn().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const postgres = await startPostgres();
    cleanups.push(() => postgres.stop());
    const redis = await startRedis({ persist: true });
    cleanups.push(() => redis.stop());

    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      SESSION_SECRET,
      // Plain http on loopback: no Secure cookie (the gateway would sit behind TLS in production).
      COOKIE_SECURE: 'false',
      TRUST_PROXY: '1',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      AUTH_RATE_PER_IP: '1000',
      LOG_LEVEL: 'warn',
      ...options.env,
    };
    runMigrationJob(env);

    // Static containers: one nginx each, over a folder laid out like its image.
    const staticPorts = {} as Record<'shell' | RemoteKey, number>;
    const remoteDirs = {} as Record<RemoteKey, { live: string; hidden: string }>;
    for (const fe of FRONT_ENDS) {
      const dist = path.join(REPO_ROOT, fe.workspace, 'dist');
      if (!existsSync(path.join(dist, fe.key === 'shell' ? 'index.html' : 'remoteEntry.js'))) {
        throw new Error(`${fe.workspace} is not built: run \`npm run build -w ${fe.workspace}\``);
      }
      const prefix = openDir(path.join(dir, fe.workspace));
      const html = openDir(path.join(prefix, 'html'));
      const target = path.join(html, fe.mount);
      if (fe.key === 'shell') {
        rmSync(html, { recursive: true });
        symlinkSync(dist, html);
      } else {
        openDir(path.dirname(target));
        symlinkSync(dist, target);
        remoteDirs[fe.key] = { live: target, hidden: `${target}.removed` };
      }
      const port = await freePort();
      staticPorts[fe.key] = port;
      let server = readFileSync(path.join(NGINX_DIR, fe.conf), 'utf8');
      server = replaceOnce(server, /listen 8080;/, `listen 127.0.0.1:${port};`, fe.conf);
      server = replaceOnce(server, /root \/usr\/share\/nginx\/html;/, `root ${html};`, fe.conf);
      copyFileSync('/etc/nginx/mime.types', path.join(prefix, 'mime.types'));
      const conf = path.join(prefix, 'nginx.conf');
      writeFileSync(conf, nginxMain(prefix, server));
      const nginx = new Nginx(prefix, conf, port);
      await nginx.start();
      cleanups.push(() => nginx.stop());
    }

    const apis: ApiInstance[] = [];
    for (let i = 0; i < apiCount; i += 1) {
      const api = apiInstance(String.fromCharCode(65 + i), await freePort(), env, await freePort());
      cleanups.push(async () => void (await api.stop()));
      await api.start();
      apis.push(api);
    }

    const gatewayPrefix = openDir(path.join(dir, 'gateway'));
    const gatewayPort = await freePort();
    const gatewayConf = gatewayConfFor(
      gatewayPrefix,
      gatewayPort,
      apis.map((a) => a.port),
      staticPorts,
    );
    copyFileSync('/etc/nginx/mime.types', path.join(gatewayPrefix, 'mime.types'));
    const gatewayFile = path.join(gatewayPrefix, 'nginx.conf');
    writeFileSync(gatewayFile, gatewayConf);
    const gateway = new Nginx(gatewayPrefix, gatewayFile, gatewayPort);
    await gateway.start();
    cleanups.push(() => gateway.stop());

    return {
      url: `http://127.0.0.1:${gatewayPort}`,
      apis,
      postgres,
      redis,
      databaseUrl: postgres.url,
      migrate: () => runMigrationJob(env),
      removeRemote: (key) => renameSync(remoteDirs[key].live, remoteDirs[key].hidden),
      restoreRemote: (key) => renameSync(remoteDirs[key].hidden, remoteDirs[key].live),
      gatewayConf,
      gatewayOutput: () => gateway.output(),
      gatewayAttempts: (indexes) => {
        const wanted = new Set(indexes.map((i) => `#${i}`));
        const log = path.join(gatewayPrefix, GATEWAY_ACCESS_LOG);
        if (!existsSync(log)) return '';
        return readFileSync(log, 'utf8')
          .split('\n')
          .filter((line) => wanted.has(line.split(' ')[1] ?? ''))
          .join('\n');
      },
      gatewayFor: async (apiPorts) => {
        const prefix = openDir(path.join(dir, `gateway-${apiPorts.join('-')}`));
        const port = await freePort();
        copyFileSync('/etc/nginx/mime.types', path.join(prefix, 'mime.types'));
        const file = path.join(prefix, 'nginx.conf');
        writeFileSync(file, gatewayConfFor(prefix, port, apiPorts, staticPorts));
        const other = new Nginx(prefix, file, port);
        await other.start();
        cleanups.push(() => other.stop());
        return { url: `http://127.0.0.1:${port}`, output: () => other.output() };
      },
      stop: stopAll,
    };
  } catch (err) {
    await stopAll();
    throw err;
  }
}
