// Completes package-lock.json with the other platforms' optional native binaries
// (@swc/core-*, @rspack/binding-*, @unrs/resolver-binding-*...).
//
// Why: the npm registry mirror reachable from this project's build machines serves only the
// linux binaries of such packages, so `npm install` writes a lock file without the other
// platforms' entries, and `npm ci` then refuses the lock as "Missing: ... from lock file".
// Each missing optional dependency gets an entry with its version and the os/cpu/libc its name
// declares, exactly as npm writes it with the full registry; npm skips it on other platforms.
// Run after every `npm install` that changes the lock: `node scripts/complete-lock.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const pkgs = lock.packages;

const OS = [
  'darwin',
  'linux',
  'win32',
  'android',
  'freebsd',
  'openharmony',
  'netbsd',
  'openbsd',
  'sunos',
  'aix',
];
const CPU = [
  'arm64',
  'x64',
  'ia32',
  'arm',
  'ppc64',
  'riscv64',
  's390x',
  'loong64',
  'mips64el',
  'wasm32',
];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.find((p) => CPU.includes(p));
  const libc = parts.some((p) => p === 'musl' || p === 'musleabihf')
    ? 'musl'
    : parts.some((p) => p.startsWith('gnu'))
      ? 'glibc'
      : undefined;
  return { os, cpu, libc };
}

let added = 0;
for (const [location, meta] of Object.entries(pkgs)) {
  for (const [dep, version] of Object.entries(meta.optionalDependencies ?? {})) {
    // Where npm would resolve it: next to the dependent, else hoisted to the root.
    const nested = `${location ? `${location}/` : ''}node_modules/${dep}`;
    const hoisted = `node_modules/${dep}`;
    if (pkgs[nested] || pkgs[hoisted]) continue;
    const { os, cpu, libc } = platformOf(dep);
    if (!os && !cpu) continue; // not a platform binary: leave npm's decision alone
    const entry = { version, optional: true };
    if (meta.dev) entry.dev = true;
    if (cpu) entry.cpu = [cpu];
    if (os) entry.os = [os];
    if (libc) entry.libc = [libc];
    pkgs[hoisted] = entry;
    added++;
  }
}
// npm's own order (@npmcli/arborist sorts locations with localeCompare in 'en'): the lock then
// stays byte-for-byte what `npm install` writes (scripts/check-lock.mjs proves it).
lock.packages = Object.fromEntries(
  Object.entries(pkgs).sort(([a], [b]) =>
    a === '' ? -1 : b === '' ? 1 : a.localeCompare(b, 'en'),
  ),
);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lock: ${added} optional platform entries added`);
