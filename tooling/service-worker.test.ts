// The offline worker's precache manifest (tooling/service-worker.cjs): which files of the shell's
// build it keeps, and the version that names its caches (shell/src/sw/cache-policy.ts).
import { createRequire } from 'node:module';

const requireCjs = createRequire(__filename);
const { precacheManifest } = requireCjs('./service-worker.cjs') as {
  precacheManifest: (files: Map<string, Buffer>) => {
    version: string;
    files: string[];
    page: string;
  };
};

const build = (overrides: Record<string, string> = {}) =>
  new Map(
    Object.entries({
      'index.html': '<html>',
      'app.html': '<html>',
      'main.0123456789abcdef0123.js': 'main',
      'main.0123456789abcdef0123.js.map': '{}',
      '30.0123456789abcdef0123.js.LICENSE.txt': 'MIT',
      'icons/icon-192.png': 'png',
      'manifest.webmanifest': '{}',
      'build-assets.json': '{}',
      'mf-manifest.json': '{}',
      'sw.js': 'worker',
      ...overrides,
    }).map(([name, text]) => [name, Buffer.from(text)]),
  );

test('keeps the pages, chunks, manifest and icons; not maps, licences, reports or the worker', () => {
  expect(precacheManifest(build())).toMatchObject({
    files: [
      '/app.html',
      '/icons/icon-192.png',
      '/index.html',
      '/main.0123456789abcdef0123.js',
      '/manifest.webmanifest',
    ],
    page: '/index.html',
  });
});

test('the same build gives the same version; a changed or renamed file gives a new one', () => {
  const { version } = precacheManifest(build());
  expect(version).toMatch(/^[0-9a-f]{16}$/);
  expect(precacheManifest(build()).version).toBe(version);
  expect(precacheManifest(build({ 'index.html': '<html lang=fr>' })).version).not.toBe(version);
  const renamed = build();
  renamed.set('main.fedcba9876543210fedc.js', renamed.get('main.0123456789abcdef0123.js')!);
  renamed.delete('main.0123456789abcdef0123.js');
  expect(precacheManifest(renamed).version).not.toBe(version);
  // What it does not keep does not change the version.
  expect(precacheManifest(build({ 'sw.js': 'another worker' })).version).toBe(version);
});
