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

/**
 * The workspaces with a `typecheck` script, longest first by their times on 2026-11-27 (api 27 s,
 * e2e's three projects, then the front ends); a workspace not in that list goes first.
 */
function typecheckWorkspaces() {
  const longestFirst = [
    'api',
    'e2e',
    'mfe-marketing',
    'mfe-admin',
    'shell',
    'mfe-chat',
    'mfe-training',
    'shared-ui',
    'contract',
  ];
  const rank = (w) => (longestFirst.includes(w) ? longestFirst.indexOf(w) : -1);
  const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return workspaces
    .filter(
      (w) => JSON.parse(readFileSync(join(root, w, 'package.json'), 'utf8')).scripts?.typecheck,
    )
    .sort((a, b) => rank(a) - rank(b));
}

/**
 * Runs the jobs of several steps from one queue, `slots` at a time, each line prefixed with its
 * step and label; prints each step's result when its last job ends (its time from the start).
 */
async function stepsSideBySide(jobs, slots) {
  const names = [...new Set(jobs.map((job) => job.step))];
  if (names.length === 0) return;
  const t0 = Date.now();
  console.log(`\n=== ${names.join(' + ')} (side by side) ===`);
  const left = new Map(names.map((name) => [name, jobs.filter((j) => j.step === name).length]));
  const failed = new Set();
  const queue = [...jobs];
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const code = await run(job.cmd, job.args, {}, `[${job.step} ${job.label}] `);
      if (code !== 0) failed.add(job.step);
      left.set(job.step, left.get(job.step) - 1);
      if (left.get(job.step) === 0) {
        const secs = ((Date.now() - t0) / 1000).toFixed(1);
        const ok = !failed.has(job.step);
        console.log(`=== ${job.step}: ${ok ? 'ok' : 'FAILED'} (${secs} s) ===`);
        if (!ok) failedSteps.push(job.step);
      }
    }
  };
  await Promise.all(Array.from({ length: slots }, worker));
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
  // Lint (ESLint, Prettier, the lock and docs checks) and the type check of every workspace share
  // two cores: one queue of commands, longest first, two at a time (ESLint's own --concurrency=2
  // was slower here; one step after the other left a core idle once Prettier was done).
  const typechecks = typecheckWorkspaces().map((w) => ({
    step: 'typecheck',
    label: w,
    cmd: 'npm',
    args: ['run', 'typecheck', '--silent', `--workspace=${w}`],
  }));
  const linters = [
    { step: 'lint', label: 'eslint', cmd: bin('eslint'), args: ['.', '--max-warnings=0'] },
    { step: 'lint', label: 'prettier', cmd: bin('prettier'), args: ['--check', '.'] },
    { step: 'lint', label: 'lock', cmd: process.execPath, args: ['scripts/check-lock.mjs'] },
    { step: 'lint', label: 'docs', cmd: process.execPath, args: ['scripts/check-docs.mjs'] },
  ];
  await stepsSideBySide(
    [linters[0], linters[1], ...typechecks, linters[2], linters[3]].filter((job) =>
      wanted(job.step),
    ),
    2,
  );
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
