// The page's side of the service worker (sw.ts): registration, and the offer to reload when a
// new deployment's worker has installed. Registered only in production builds (the dev servers
// rebuild files under the same names) and only once a page of an offline remote has opened
// (app/routes.tsx): a visitor of the public pages never gets a worker.
import { CACHED, CACHE_URLS, CLAIM, SKIP_WAITING } from './cache-policy';

declare const __SERVICE_WORKER__: boolean;

export const SERVICE_WORKER_URL = '/sw.js';

type Listener = (ready: boolean) => void;
const listeners = new Set<Listener>();
let waiting: ServiceWorker | null = null;
let registering: Promise<void> | null = null;
const offlineListeners = new Set<Listener>();
let offlineReady = false;
let stopReporting: (() => void) | null = null;

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

/** Calls `listener` with whether the page's screens open offline; returns the unsubscribe. */
export function onOfflineReady(listener: Listener): () => void {
  offlineListeners.add(listener);
  listener(offlineReady);
  return () => offlineListeners.delete(listener);
}

function setOfflineReady(ready: boolean): void {
  if (ready === offlineReady) return;
  offlineReady = ready;
  for (const listener of offlineListeners) listener(ready);
}

interface ResourceEntry {
  name: string;
  /** 0 when no service worker saw the request (Resource Timing). */
  workerStart?: number;
}

/**
 * Hands the worker every file and API read this page downloaded without it: before it controlled
 * the page (the first visit, a page opened while it installed) or in flight when it took over.
 * What the page fetches once controlled, the worker keeps itself before answering (sw.ts). The
 * page's screens open offline ("ready") once it is controlled and the worker has kept all of
 * those. Read from the resource timings (those listed, then each new download through a
 * PerformanceObserver, which a full timing buffer does not stop). Returns the stop.
 */
function reportDownloads(container: ServiceWorkerContainer): () => void {
  if (typeof PerformanceObserver === 'undefined') return () => undefined;
  const seen = new Set<string>();
  const pending = new Set<string>();
  let waitingReplies = 0;
  const flush = () => {
    const controller = container.controller;
    if (!controller) {
      setOfflineReady(false);
      return;
    }
    if (pending.size === 0) {
      setOfflineReady(waitingReplies === 0);
      return;
    }
    const urls = [...pending];
    pending.clear();
    waitingReplies += 1;
    setOfflineReady(false);
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<{ type?: string; failed?: unknown }>) => {
      if (event.data?.type !== CACHED) return;
      channel.port1.close();
      waitingReplies -= 1;
      const failed = Array.isArray(event.data.failed) ? event.data.failed : [];
      // Not kept (the network failed): sent again when the network is back.
      for (const url of failed) if (typeof url === 'string') pending.add(url);
      if (failed.length > 0) setOfflineReady(false);
      else flush();
    };
    controller.postMessage({ type: CACHE_URLS, urls }, [channel.port2]);
  };
  const collect = (entries: readonly ResourceEntry[]) => {
    for (const entry of entries) {
      if (entry.workerStart || seen.has(entry.name)) continue;
      seen.add(entry.name);
      pending.add(entry.name);
    }
  };
  // What is listed already, then each new download as it ends.
  collect(performance.getEntriesByType('resource'));
  const observer = new PerformanceObserver((list) => {
    collect(list.getEntries());
    flush();
  });
  observer.observe({ type: 'resource' });
  container.addEventListener('controllerchange', flush);
  window.addEventListener('online', flush);
  // An active worker that does not control the page (a hard reload) is asked to take over.
  void container.ready.then((registration) => {
    if (!container.controller) registration.active?.postMessage(CLAIM);
    flush();
  });
  return () => {
    observer.disconnect();
    container.removeEventListener('controllerchange', flush);
    window.removeEventListener('online', flush);
  };
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
      stopReporting = reportDownloads(container);
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
  stopReporting?.();
  stopReporting = null;
  offlineListeners.clear();
  offlineReady = false;
}
