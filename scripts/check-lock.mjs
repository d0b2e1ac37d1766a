// Fails when `npm install` would rewrite package-lock.json: a fresh clone must install without
// changing the lock (npm ci needs it exact, and a lock that moves on every install hides real
// changes in review). Copies the package.json files and the lock to a temp folder, lets npm
// re-derive the lock there (no node_modules, no scripts) and compares the bytes.
// Run: node scripts/check-lock.mjs (part of `npm test`'s lint step). Fix: `npm install`, then
// `node scripts/complete-lock.mjs`, and commit the lock.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const files = [
  'package.json',
  'package-lock.json',
  '.npmrc',
  ...pkg.workspaces.map((w) => `${w}/package.json`),
];

const dir = mkdtempSync(join(tmpdir(), 'zak-lock-'));
try {
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    copyFileSync(join(root, file), join(dir, file));
  }
  const npm = spawnSync(
    'npm',
    ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund'],
    { cwd: dir, encoding: 'utf8', timeout: 120_000 },
  );
  if (npm.status !== 0) {
    console.error(`[lock] npm install --package-lock-only failed:\n${npm.stderr}`);
    process.exit(1);
  }
  const before = readFileSync(join(root, 'package-lock.json'), 'utf8');
  const after = readFileSync(join(dir, 'package-lock.json'), 'utf8');
  if (before !== after) {
    const a = before.split('\n');
    const b = after.split('\n');
    const line = a.findIndex((text, i) => text !== b[i]);
    console.error(
      `[lock] npm install rewrites package-lock.json (first difference at line ${line + 1}:` +
        ` ${JSON.stringify(a[line])} -> ${JSON.stringify(b[line])}).\n` +
        '[lock] Run `npm install`, then `node scripts/complete-lock.mjs`, and commit the lock.',
    );
    process.exit(1);
  }
  console.log('[lock] ok: npm install leaves package-lock.json unchanged');
} finally {
  rmSync(dir, { recursive: true, force: true });
}
