import path from 'node:path';
import type { Response } from 'express';

/** Content-hashed file names from the webpack builds: main.1a2b3c4d5e6f7a8b.js, 338.d14b...js. */
const HASHED = /\.[0-9a-f]{16,}\.(?:js|css|mjs|woff2?|png|jpe?g|svg|webp|gif|ico|pdf)(?:\.map)?$/;
/** Federation entry points: change on every deploy under the same name. */
const ENTRY_POINTS = new Set(['remoteEntry.js', 'mf-manifest.json', 'mf-stats.json']);

export const CACHE = {
  noStore: 'no-store',
  revalidate: 'no-cache',
  immutable: 'public, max-age=31536000, immutable',
} as const;

/** Cache policy of a built file (spec'd by the platform issue). */
export function cacheControlFor(filePath: string): string {
  const base = path.basename(filePath);
  if (base.endsWith('.html')) return CACHE.noStore;
  if (ENTRY_POINTS.has(base)) return CACHE.revalidate;
  if (HASHED.test(base)) return CACHE.immutable;
  return CACHE.revalidate;
}

export function setStaticHeaders(res: Response, filePath: string): void {
  res.setHeader('Cache-Control', cacheControlFor(filePath));
}
