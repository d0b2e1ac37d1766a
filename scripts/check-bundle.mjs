// Bundle budget of the first load of "/" (ARCHITECTURE.md "Budgets"): the shell's JS (entry,
// bootstrap, the shared singletons it provides) plus the marketing remote's entry and its exposed
// App's synchronous chunks (what the browser fetches for "/"; async chunks are lazy routes and
// shared fallbacks the shell never asks for), gzipped like the server sends them, must stay
// under 200 KB. The training remote has its own budget (below).
// Also checks that the shared singletons are never bundled into a remote's exposed code (they
// load once, from the shell). Exit code 1 when a rule is broken; with --warn it only reports
// (how `npm start` runs it, so an over-budget build still serves; `--warn` also leaves out the
// per-file table, which only the build's owners read). Run after a build:
//   node scripts/check-bundle.mjs [--warn]
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;
const BUDGET_BYTES = 200 * 1024;
const failures = [];

const readJson = (path) => JSON.parse(readFileSync(join(root, path), 'utf8'));
const gzipSize = (path) => gzipSync(readFileSync(join(root, path))).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function need(path) {
  if (!existsSync(join(root, path))) {
    console.error(`[bundle] ${path} is missing: build first (npm run build)`);
    process.exit(1);
  }
}

need('shell/dist/build-assets.json');
need('mfe-marketing/dist/mf-manifest.json');

const rows = [];
for (const file of readJson('shell/dist/build-assets.json').js) {
  rows.push({ file: `shell/dist/${file}`, gz: gzipSize(`shell/dist/${file}`) });
}
const marketing = readJson('mfe-marketing/dist/mf-manifest.json');
const app = marketing.exposes.find((e) => e.name === 'App' || e.path === './App');
if (!app) failures.push('mfe-marketing exposes no ./App');
const marketingFiles = [marketing.metaData.remoteEntry.name, ...(app ? app.assets.js.sync : [])];
for (const file of marketingFiles) {
  rows.push({ file: `mfe-marketing/dist/${file}`, gz: gzipSize(`mfe-marketing/dist/${file}`) });
}

const total = rows.reduce((sum, r) => sum + r.gz, 0);
if (!process.argv.includes('--warn')) {
  for (const r of rows.sort((a, b) => b.gz - a.gz))
    console.log(`  ${kb(r.gz).padStart(9)}  ${r.file}`);
}
console.log(`[bundle] first load of /: ${kb(total)} gzipped JS (budget ${kb(BUDGET_BYTES)})`);
if (total > BUDGET_BYTES)
  failures.push(`first load of / is ${kb(total)}, over ${kb(BUDGET_BYTES)}`);

// The training remote (issue #34) is fetched only when a member opens /entrainement: it adds at
// most 120 KB over what the shell already loaded (its entry and its App's own chunks; the shared
// singletons come from the shell), and nothing of it is in the first load of "/".
const TRAINING_BUDGET_BYTES = 120 * 1024;
if (existsSync(join(root, 'mfe-training/dist/mf-manifest.json'))) {
  const training = readJson('mfe-training/dist/mf-manifest.json');
  const shared = new Set(
    training.shared.flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async]),
  );
  const own = new Set([training.metaData.remoteEntry.name]);
  for (const expose of training.exposes) {
    for (const f of [...expose.assets.js.sync, ...expose.assets.js.async]) {
      if (!shared.has(f)) own.add(f);
    }
  }
  const trainingTotal = [...own].reduce((sum, f) => sum + gzipSize(`mfe-training/dist/${f}`), 0);
  console.log(
    `[bundle] mfe-training over the shell: ${kb(trainingTotal)} gzipped JS (budget ${kb(TRAINING_BUDGET_BYTES)})`,
  );
  if (trainingTotal > TRAINING_BUDGET_BYTES)
    failures.push(`mfe-training adds ${kb(trainingTotal)}, over ${kb(TRAINING_BUDGET_BYTES)}`);
  if (rows.some((r) => r.file.startsWith('mfe-training/')))
    failures.push('the first load of / includes mfe-training code');
}

// Shared singletons load once: every shared entry is a singleton, and no remote's exposed code
// contains a shared package's chunk.
for (const name of ['shell', 'mfe-marketing', 'mfe-chat', 'mfe-admin', 'mfe-training']) {
  const path = `${name}/dist/mf-manifest.json`;
  if (!existsSync(join(root, path))) continue;
  const manifest = readJson(path);
  const sharedFiles = new Set(
    manifest.shared.flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async]),
  );
  for (const s of manifest.shared) {
    if (!s.singleton) failures.push(`${name}: shared "${s.name}" is not a singleton`);
  }
  for (const expose of manifest.exposes) {
    const leaked = [...expose.assets.js.sync, ...expose.assets.js.async].filter((f) =>
      sharedFiles.has(f),
    );
    if (leaked.length)
      failures.push(`${name}: ${expose.name} bundles shared chunks ${leaked.join(', ')}`);
  }
}

if (failures.length) {
  for (const f of failures) console.error(`[bundle] FAIL ${f}`);
  process.exit(process.argv.includes('--warn') ? 0 : 1);
}
console.log('[bundle] ok: budget kept, shared singletons load once');
