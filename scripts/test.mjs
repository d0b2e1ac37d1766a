// `npm test`: the whole suite, in order: lint (ESLint, Prettier, the lock file npm install
// must leave unchanged, the docs' line lengths and links), types, unit/component tests, the Kubernetes overlays rendered and
// validated, API integration tests against a real PostgreSQL and Redis started here, the
// embedded-mode smoke, then the browser end-to-end and system tests.
// `npm test -- --only=<step>[,<step>]` runs a subset while developing.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { startPostgres, startRedis, ensureChromium, ensureNginx } from './lib/services.mjs';

const root = new URL('..', import.meta.url).pathname;
const artifacts = join(root, '.test-artifacts');
rmSync(artifacts, { recursive: true, force: true });
mkdirSync(artifacts, { recursive: true });

const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice(7)
  .split(',');
const wanted = (step) => !only || only.includes(step);

/** Runs a command; with `prefix`, each line it prints starts with it (runs side by side). */
function run(cmd, args, env = {}, prefix = '') {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    if (prefix) {
      for (const [from, to] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        createInterface({ input: from }).on('line', (line) => to.write(`${prefix}${line}\n`));
      }
    }
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const bin = (name) => join(root, 'node_modules', '.bin', name);
const results = [];
let failedSteps = [];

async function step(name, fn) {
  if (!wanted(name)) return;
  const t0 = Date.now();
  console.log(`\n=== ${name} ===`);
  const code = await fn();
  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  console.log(`=== ${name}: ${code === 0 ? 'ok' : 'FAILED'} (${secs} s) ===`);
  if (code !== 0) failedSteps.push(name);
}

function jest(name, config, env = {}, extra = [], prefix = '') {
  const out = join(artifacts, `${name}.json`);
  results.push(out);
  // No --forceExit: every run closes what it opens (React's scheduler ports are unreferenced in
  // tooling/jest-setup.cjs), so a handle left open shows up as a run that does not
  // exit instead of being hidden.
  return run(
    bin('jest'),
    ['-c', config, '--json', `--outputFile=${out}`, '--ci', ...extra],
    env,
    prefix,
  );
}

/**
 * kubectl with Kustomize 5 or later (KUBECTL, else kubectl on PATH), or undefined. Debian's own
 * kubernetes-client package is too old for these overlays (Kustomize 2), so nothing is installed:
 * the step says how to get one and is skipped.
 */
function kubectlWithKustomize() {
  const kubectl = process.env.KUBECTL || 'kubectl';
  const result = spawnSync(kubectl, ['version', '--client'], { encoding: 'utf8' });
  const version = /Kustomize Version: v(\d+)/.exec(result.stdout ?? '');
  return version && Number(version[1]) >= 5 ? kubectl : undefined;
}

const services = [];
async function withServices(fn) {
  const env = {};
  if (!process.env.TEST_DATABASE_URL) {
    const pg = await startPostgres();
    services.push(pg);
    env.TEST_DATABASE_URL = pg.url;
  }
  if (!process.env.TEST_REDIS_URL) {
    const redis = await startRedis();
    services.push(redis);
    env.TEST_REDIS_URL = redis.url;
  }
  return fn(env);
}

async function cleanup() {
  for (const s of services.splice(0)) await s.stop().catch(() => {});
}
process.on('SIGINT', () => cleanup().then(() => process.exit(130)));

try {
  // ESLint and Prettier each use one core: side by side on two cores (ESLint's own
  // --concurrency=2 was slower here).
  await step('lint', async () => {
    const [eslint, prettier, lock, docs] = await Promise.all([
      run(bin('eslint'), ['.', '--max-warnings=0']),
      run(bin('prettier'), ['--check', '.']),
      run(process.execPath, ['scripts/check-lock.mjs']),
      run(process.execPath, ['scripts/check-docs.mjs']),
    ]);
    return eslint || prettier || lock || docs;
  });
  // Every workspace's type check in one process (scripts/typecheck.mjs).
  await step('typecheck', () => run(process.execPath, ['scripts/typecheck.mjs']));
  // Two workers: jest's default on two cores is one (the tests would run in its main process).
  await step('unit', () =>
    jest('unit', 'jest.config.cjs', {}, ['--passWithNoTests', '--maxWorkers=2']),
  );
  // The Kubernetes overlays rendered and validated against the Kubernetes schemas (no cluster),
  // and the shell's nginx pages checked against the registry (e2e/deploy/shell-conf.test.ts, which
  // needs no kubectl).
  await step('deploy', () => {
    const kubectl = kubectlWithKustomize();
    if (!kubectl) {
      console.log(
        'SKIPPED: kubectl with Kustomize 5+ not found (set KUBECTL or install kubectl 1.27+ from ' +
          'the Kubernetes packages): deploy/kubernetes was not rendered nor validated.',
      );
      return jest('deploy', 'e2e/jest.deploy.config.cjs', {}, [
        '--testPathIgnorePatterns',
        'kubernetes\\.test\\.ts',
      ]);
    }
    return jest('deploy', 'e2e/jest.deploy.config.cjs', { KUBECTL: kubectl });
  });
  await step('api', () =>
    withServices((env) =>
      jest('api', 'api/jest.integration.config.cjs', env, ['--selectProjects', 'api-integration']),
    ),
  );
  await step('embedded', () =>
    jest('embedded', 'api/jest.integration.config.cjs', {}, ['--selectProjects', 'api-embedded']),
  );
  if (existsSync(join(root, 'e2e', 'jest.config.cjs'))) {
    // The production build of every workspace, then the bundle budget check (fails the step when
    // the first load of / passes 200 KB gzipped or a shared singleton is bundled twice). Without
    // the remotes' generated types (MF_DTS=off): no test reads them, the typecheck step has
    // checked the same sources, and they cost about 11 s per remote (`npm run build` makes them).
    await step('build', async () => {
      const code = await run(bin('lerna'), ['run', 'build', '--concurrency', '2'], {
        MF_DTS: 'off',
      });
      return code || run(process.execPath, ['scripts/check-bundle.mjs']);
    });
    // Two shards side by side, each with its own server and browser (e2e/harness/sequencer.cjs
    // balances them): the site is built (or found up to date) once before.
    await step('e2e', async () => {
      const chromium = ensureChromium();
      const built = await run(process.execPath, ['scripts/start.mjs', '--build-only']);
      if (built) return built;
      const shards = await Promise.all(
        [1, 2].map((shard) =>
          jest(
            `e2e-${shard}`,
            'e2e/jest.config.cjs',
            { CHROMIUM_PATH: chromium, E2E_BUILT: '1' },
            ['--runInBand', `--shard=${shard}/2`],
            `[e2e ${shard}/2] `,
          ),
        ),
      );
      return shards.find((code) => code !== 0) ?? 0;
    });
  }
  if (existsSync(join(root, 'e2e', 'jest.system.config.cjs'))) {
    await step('system', () => {
      ensureNginx();
      const chromium = ensureChromium();
      // No shared PostgreSQL or Redis here: each system test file starts its own topology.
      return jest('system', 'e2e/jest.system.config.cjs', { CHROMIUM_PATH: chromium }, [
        '--runInBand',
      ]);
    });
  }
} finally {
  await cleanup();
}

let passed = 0;
let failed = 0;
for (const file of results) {
  if (!existsSync(file)) continue;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
}
console.log('');
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedSteps.length || failed ? 1 : 0);
