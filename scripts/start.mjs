// `npm start`: builds whatever is missing or older than its sources (api, shell, the three
// remotes), then serves the whole site from one process: `node api/dist/server.js` (port 3000 by
// default: API under /api, shell at /, remotes under /remotes/<name>/, /mfe-registry.json).
//   node scripts/start.mjs              build if stale, then serve
//   node scripts/start.mjs --build-only build if stale, then exit (used by the e2e harness)
//   node scripts/start.mjs --force      rebuild everything first
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const args = new Set(process.argv.slice(2));
const force = args.has('--force');

/** Each workspace: what it is built from and the file that proves a finished build. */
const FRONT_END_INPUTS = ['shared-ui/src', 'shared-ui/package.json', 'tooling', 'contract/src'];
const WORKSPACES = [
  {
    name: '@zak/contract',
    output: 'contract/dist/index.js',
    inputs: ['contract/src', 'contract/package.json', 'contract/tsconfig.build.json'],
  },
  {
    name: 'api',
    output: 'api/dist/server.js',
    inputs: [
      'api/src',
      'api/package.json',
      'api/tsconfig.json',
      'api/tsconfig.build.json',
      'contract/src',
    ],
  },
  {
    name: 'shell',
    output: 'shell/dist/index.html',
    inputs: [
      'shell/src',
      'shell/static',
      'shell/package.json',
      'shell/webpack.config.cjs',
      ...FRONT_END_INPUTS,
    ],
  },
  ...['mfe-marketing', 'mfe-chat', 'mfe-admin', 'mfe-training'].map((name) => ({
    name,
    // Marketing's build ends with its page previews (scripts/prerender.tsx, after webpack).
    output:
      name === 'mfe-marketing'
        ? `${name}/dist/prerender/index.html`
        : `${name}/dist/mf-manifest.json`,
    inputs: [
      `${name}/src`,
      `${name}/scripts`,
      `${name}/package.json`,
      `${name}/webpack.config.cjs`,
      ...FRONT_END_INPUTS,
    ],
  })),
];

// Not build inputs: dependencies, outputs, dot folders, tests and test helpers.
const IGNORED = /^(node_modules|dist|\..*|__tests__|testing|test)$|\.test\.tsx?$|^jest[.-]/;

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  // Files only: a folder's own mtime moves when a test file is added.
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (IGNORED.test(entry.name)) continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

function isStale(ws) {
  const output = join(root, ws.output);
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return ws.inputs.some((input) => newestMtime(join(root, input)) > built);
}

function run(cmd, cmdArgs, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, cmdArgs, { cwd: root, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${cmd} ${cmdArgs.join(' ')} failed (${code ?? signal})`)),
    );
  });
}

/**
 * A build whose output is kept back: one line when it succeeds (the federation plugins' notes and
 * progress lines are nothing a newcomer can act on), everything it printed when it fails.
 */
function build(name) {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '--silent', '-w', name], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) {
        // The proof of the build dated now: an incremental tsc leaves the files it did not need
        // to write as they were, so the contract looked stale again at every start.
        const proof = join(root, WORKSPACES.find((ws) => ws.name === name).output);
        if (existsSync(proof)) utimesSync(proof, new Date(), new Date());
        console.log(`[start] built ${name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        resolve();
        return;
      }
      process.stderr.write(Buffer.concat(output));
      reject(new Error(`the build of ${name} failed (${code ?? signal})`));
    });
  });
}

async function buildStale() {
  const stale = WORKSPACES.filter((ws) => force || isStale(ws));
  if (stale.length === 0) {
    console.log('[start] every build is up to date');
    return;
  }
  console.log(`[start] building: ${stale.map((ws) => ws.name).join(', ')}`);
  // The contract first: the API's build references its dist/ (Node runs the API from JavaScript).
  // Then two at a time: webpack builds are CPU-bound.
  const queue = [...stale];
  if (queue[0]?.name === '@zak/contract') await build(queue.shift().name);
  const worker = async () => {
    for (let ws = queue.shift(); ws; ws = queue.shift()) await build(ws.name);
  };
  await Promise.all([worker(), worker()]);
  if (stale.some((ws) => ws.name !== 'api' && ws.name !== '@zak/contract'))
    await run(process.execPath, ['scripts/check-bundle.mjs', '--warn']);
}

try {
  await buildStale();
} catch (error) {
  console.error(`[start] ${error.message}`);
  process.exit(1);
}

if (!args.has('--build-only')) {
  const server = spawn(process.execPath, ['api/dist/server.js'], { cwd: root, stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
}
