// What the shell's service worker (sw.ts) keeps, under which cache, and how it answers each
// request. Pure functions: the worker and its unit test share them.
//
// Every cache name carries the shell build's version (the hash of its precache manifest, written
// by the build: tooling/service-worker.cjs). A new deployment installs its files under new names
// while the old worker keeps serving the old ones; on activation (when the member accepts the
// reload) every cache of another version is deleted at once: a page never mixes two builds.

export const CACHE_PREFIX = 'zak-';

/** The shell's own files of one build (its HTML, chunks, manifest and icons), fetched at install. */
export function precacheName(version: string): string {
  return `${CACHE_PREFIX}shell-${version}`;
}

/** What pages fetched while this build was active: remotes' files, the registry, API reads. */
export function runtimeCacheName(version: string): string {
  return `${CACHE_PREFIX}runtime-${version}`;
}

/** The caches to delete when `version` activates: this worker's caches of any other version. */
export function outdatedCaches(names: readonly string[], version: string): string[] {
  const keep = new Set([precacheName(version), runtimeCacheName(version)]);
  return names.filter((name) => name.startsWith(CACHE_PREFIX) && !keep.has(name));
}

/**
 * - `precache`: the build's own file, answered from the precache (the network if it is missing).
 * - `page`: a navigation: the network first; offline, the build's shell page.
 * - `immutable`: a content-hashed file: the cache first, else the network (and kept).
 * - `fresh`: the network first (and kept), the cache when offline: remote entries, their
 *   manifests, the registry, the training log's API reads.
 * - `none`: not the worker's business (the browser handles it as without a worker).
 */
export type Strategy = 'precache' | 'page' | 'immutable' | 'fresh' | 'none';

export interface RequestFacts {
  method: string;
  url: string;
  mode: string;
}

/** The API reads kept for offline use: the training log's (mfe-training). */
export const OFFLINE_API = ['/api/training/'];

const HASHED = /\.[0-9a-f]{16,}\.(js|css|mjs|woff2?|png|jpe?g|svg|webp|gif|ico)$/;

export function strategyFor(
  request: RequestFacts,
  origin: string,
  precached: ReadonlySet<string>,
): Strategy {
  // Writes are never kept nor replayed (the training remote queues its own sets offline).
  if (request.method !== 'GET') return 'none';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'none';
  const path = url.pathname;
  // Sign-in, the session, sign-out: never from a cache.
  if (path === '/api/auth' || path.startsWith('/api/auth/')) return 'none';
  if (request.mode === 'navigate') return 'page';
  if (precached.has(path)) return 'precache';
  // The training screens' reads; the rest of the API (exports, the admin's lists...) stays live.
  if (isKeptRead(request.url)) return 'fresh';
  if (path === '/mfe-registry.json') return 'fresh';
  if (path.startsWith('/remotes/')) return HASHED.test(path) ? 'immutable' : 'fresh';
  return 'none';
}

/** One of the API reads the worker keeps (the training log's). */
export function isKeptRead(url: string): boolean {
  const path = new URL(url).pathname;
  return OFFLINE_API.some((prefix) => path.startsWith(prefix));
}

/**
 * What the worker forgets of what it kept, for a request and (once it is answered) its status:
 * - `everything`: a sign-out (the kept reads go with the session, and the remotes' files with
 *   them);
 * - `reads`: a sign-in (the reads kept belong to whoever was signed in before), or a kept read
 *   answered 401: the session ended without a sign-out (expired, revoked from another device, the
 *   account deactivated), and what it kept must not open offline for the next person;
 * - `nothing` otherwise.
 */
export function forgets(
  request: { method: string; url: string },
  status?: number,
): 'everything' | 'reads' | 'nothing' {
  const path = new URL(request.url).pathname;
  if (request.method === 'POST' && path === '/api/auth/logout') return 'everything';
  if (request.method === 'POST' && path === '/api/auth/login') return 'reads';
  if (request.method === 'GET' && status === 401 && isKeptRead(request.url)) return 'reads';
  return 'nothing';
}

/** A response worth keeping: a complete, successful, same-origin answer. */
export function isCacheable(response: { ok: boolean; status: number; type: string }): boolean {
  return response.ok && response.status === 200 && response.type === 'basic';
}

/** The messages between the page (register.ts) and the worker. */
export const SKIP_WAITING = 'zak:skip-waiting';
/**
 * `{ type: CACHE_URLS, urls }` with a reply port: what the page downloaded without the worker
 * (before it controlled the page, or in flight when it took over: the registry, the remote's entry
 * and chunks, the API's reads), for the worker to keep. It answers `{ type: CACHED, failed }` once
 * they are kept (`failed`: those the network did not answer), so the page knows when its screens
 * open offline.
 */
export const CACHE_URLS = 'zak:cache-urls';
export const CACHED = 'zak:cached';
/** The page saw the session end without a sign-out (shared-ui's SESSION_ENDED_EVENT): forget the reads. */
export const FORGET_READS = 'zak:forget-reads';
/** An active worker not controlling the page (a hard reload): the page asks it to take over. */
export const CLAIM = 'zak:claim';

/** Of the URLs a page loaded, those the worker keeps (its `fresh` and `immutable` ones). */
export function urlsToKeep(
  urls: readonly string[],
  origin: string,
  precached: ReadonlySet<string>,
): string[] {
  const keep = urls.filter((url) => {
    const strategy = strategyFor({ method: 'GET', url, mode: 'cors' }, origin, precached);
    return strategy === 'fresh' || strategy === 'immutable';
  });
  return [...new Set(keep)];
}

/** The precache manifest the build writes (precache-manifest.json) and the worker embeds. */
export interface PrecacheManifest {
  version: string;
  /** Absolute paths of the build's files. */
  files: string[];
  /** The page a navigation falls back to offline. */
  page: string;
}
