// The shell's service worker (/sw.js, scope /), registered by register.ts in production builds
// when a member opens a page of a remote that works offline (the training log). Hand-written on
// the Cache API rather than Workbox: docs/architecture.md#offline says why. Its rules are in
// cache-policy.ts; the build embeds this build's precache manifest (tooling/service-worker.cjs).
import {
  CACHED,
  CACHE_URLS,
  CLAIM,
  FORGET_READS,
  SKIP_WAITING,
  forgets,
  isCacheable,
  isKeptRead,
  outdatedCaches,
  precacheName,
  runtimeCacheName,
  strategyFor,
  urlsToKeep,
  type PrecacheManifest,
} from './cache-policy';

declare const __PRECACHE__: PrecacheManifest;

// The worker's global scope, as far as it is used here (the shell compiles against the DOM's
// types, not the WebWorker library's).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  preloadResponse: Promise<Response | undefined>;
  respondWith(response: Promise<Response>): void;
}
interface MessageEvent extends ExtendableEvent {
  data: unknown;
  ports: readonly MessagePort[];
}
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  registration: { navigationPreload?: { enable(): Promise<void> } };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const { version, files, page } = __PRECACHE__;
const PRECACHE = precacheName(version);
const RUNTIME = runtimeCacheName(version);
const precached = new Set(files);

worker.addEventListener('install', (event) => {
  // Every file of this build, fetched past the HTTP cache; one failure fails the install (the old
  // worker stays), so a version is never half cached. No skipWaiting here: the new version waits
  // until the member accepts the reload (register.ts), or until no page of the old one is open.
  event.waitUntil(
    caches
      .open(PRECACHE)
      .then((cache) => cache.addAll(files.map((file) => new Request(file, { cache: 'reload' })))),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(outdatedCaches(names, version).map((name) => caches.delete(name)));
      // The page's request starts while the worker boots (online navigations are not slowed).
      await worker.registration.navigationPreload?.enable();
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('message', (event) => {
  const { data } = event;
  if (data === SKIP_WAITING) event.waitUntil(worker.skipWaiting());
  if (data === CLAIM) event.waitUntil(worker.clients.claim());
  if (data === FORGET_READS) event.waitUntil(forgetReads());
  const urls = (data as { type?: unknown; urls?: unknown } | null)?.urls;
  if ((data as { type?: unknown } | null)?.type === CACHE_URLS && Array.isArray(urls)) {
    const keepable = urlsToKeep(
      urls.filter((url): url is string => typeof url === 'string'),
      worker.location.origin,
      precached,
    );
    const reply = event.ports[0];
    event.waitUntil(
      keepAll(keepable).then((failed) => reply?.postMessage({ type: CACHED, failed })),
    );
  }
});

/**
 * Keeps what the page loaded without the worker, each on its own (one that fails does not stop
 * the others); a hashed file already kept is not fetched again. Returns those the network did not
 * answer (the page sends them again when it is back online).
 */
async function keepAll(urls: readonly string[]): Promise<string[]> {
  const failed: string[] = [];
  await Promise.all(
    urls.map(async (url) => {
      const request = new Request(url);
      const hashed =
        strategyFor({ method: 'GET', url, mode: 'cors' }, worker.location.origin, precached) ===
        'immutable';
      if (hashed && (await fromCache(request))) return;
      try {
        await keep(request, await fetch(request));
      } catch {
        failed.push(url);
      }
    }),
  );
  return failed;
}

async function keep(request: Request, response: Response): Promise<void> {
  if (!isCacheable(response)) return;
  const cache = await caches.open(RUNTIME);
  await cache.put(request, response);
}

async function fromCache(request: Request): Promise<Response | undefined> {
  return (await caches.match(request, { cacheName: RUNTIME })) ?? undefined;
}

/** Deletes the kept API reads (the remotes' files stay). */
async function forgetReads(): Promise<void> {
  const cache = await caches.open(RUNTIME);
  const kept = await cache.keys();
  await Promise.all(kept.filter((r) => isKeptRead(r.url)).map((r) => cache.delete(r)));
}

/** The network first (keeping a good answer); the last kept answer when the network fails. */
async function fresh(request: Request): Promise<Response> {
  try {
    const response = await fetch(request);
    if (isCacheable(response)) await keep(request, response.clone());
    else if (forgets(request, response.status) === 'reads') await forgetReads();
    return response;
  } catch (error) {
    const cached = await fromCache(request);
    if (cached) return cached;
    throw error;
  }
}

async function immutable(request: Request): Promise<Response> {
  const cached = await fromCache(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (isCacheable(response)) await keep(request, response.clone());
  return response;
}

async function precache(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const cached = await caches.match(url.pathname, { cacheName: PRECACHE });
  return cached ?? fetch(request);
}

/** A navigation: the network (its preload) first; offline, this build's shell page. */
async function navigate(event: FetchEvent): Promise<Response> {
  try {
    const preloaded = await event.preloadResponse;
    return preloaded ?? (await fetch(event.request));
  } catch (error) {
    const shell = await caches.match(page, { cacheName: PRECACHE });
    if (shell) return shell;
    throw error;
  }
}

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const strategy = strategyFor(
    { method: request.method, url: request.url, mode: request.mode },
    worker.location.origin,
    precached,
  );
  const forget = forgets(request);
  if (forget !== 'nothing') {
    // Signed out: the training log's kept reads go with the session; signed in: those of whoever
    // was signed in before go.
    event.waitUntil(forget === 'everything' ? caches.delete(RUNTIME) : forgetReads());
    return;
  }
  if (strategy === 'none') return;
  if (strategy === 'page') event.respondWith(navigate(event));
  else if (strategy === 'precache') event.respondWith(precache(request));
  else if (strategy === 'immutable') event.respondWith(immutable(request));
  else event.respondWith(fresh(request));
});
