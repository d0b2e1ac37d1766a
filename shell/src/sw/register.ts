// The page's side of the service worker (sw.ts): registration, and the offer to reload when a
// new deployment's worker has installed. Registered only in production builds (the dev servers
// rebuild files under the same names) and only once a page of an offline remote has opened
// (app/routes.tsx): a visitor of the public pages never gets a worker.
import { CACHE_URLS, SKIP_WAITING } from './cache-policy';

declare const __SERVICE_WORKER__: boolean;

export const SERVICE_WORKER_URL = '/sw.js';

type Listener = (ready: boolean) => void;
const listeners = new Set<Listener>();
let waiting: ServiceWorker | null = null;
let registering: Promise<void> | null = null;

function announce(worker: ServiceWorker | null): void {
  waiting = worker;
  for (const listener of listeners) listener(worker !== null);
}

/** Calls `listener` with whether a new version waits for the member's reload; returns the unsubscribe. */
export function onUpdateReady(listener: Listener): () => void {
  listeners.add(listener);
  listener(waiting !== null);
  return () => listeners.delete(listener);
}

/** A new worker installed while a page of the old one is open: it waits for the member. */
function watch(registration: ServiceWorkerRegistration, container: ServiceWorkerContainer): void {
  if (registration.waiting && container.controller) announce(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && container.controller) announce(installing);
    });
  });
}

/** Every URL the page has downloaded so far (the worker picks what it keeps: cache-policy.ts). */
function loadedUrls(): string[] {
  if (typeof performance?.getEntriesByType !== 'function') return [];
  return performance.getEntriesByType('resource').map((entry) => entry.name);
}

/**
 * Registers /sw.js (once per page). `container` and `enabled` are test seams: the build flag is
 * on in production builds only.
 */
export function registerServiceWorker(
  container: ServiceWorkerContainer | undefined = typeof navigator === 'undefined'
    ? undefined
    : navigator.serviceWorker,
  enabled: boolean = typeof __SERVICE_WORKER__ !== 'undefined' && __SERVICE_WORKER__,
): Promise<void> {
  if (!enabled || !container) return Promise.resolve();
  registering ??= container
    .register(SERVICE_WORKER_URL, { scope: '/' })
    .then((registration) => {
      watch(registration, container);
      // What this page downloaded before the worker was there: the worker keeps its share.
      void container.ready.then((ready) =>
        ready.active?.postMessage({ type: CACHE_URLS, urls: loadedUrls() }),
      );
    })
    .catch((error: unknown) => {
      // The site works without it (online only): a warning, not a failure.
      console.warn('[offline] the service worker could not be registered', error);
    });
  return registering;
}

/**
 * The member accepted the new version: the waiting worker takes over and the page reloads once
 * it controls it (every file of the page then comes from one build).
 */
export function reloadToUpdate(
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
  reload: () => void = () => window.location.reload(),
): void {
  const worker = waiting;
  if (!container || !worker) {
    reload();
    return;
  }
  container.addEventListener('controllerchange', () => reload(), { once: true });
  worker.postMessage(SKIP_WAITING);
}

/** Test seam. */
export function resetServiceWorkerState(): void {
  listeners.clear();
  waiting = null;
  registering = null;
}
