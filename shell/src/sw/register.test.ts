import { waitFor } from '@testing-library/react';
import { CACHED, CACHE_URLS, CLAIM, SKIP_WAITING } from './cache-policy';
import {
  onOfflineReady,
  onUpdateReady,
  registerServiceWorker,
  reloadToUpdate,
  resetServiceWorkerState,
} from './register';

/** A ServiceWorkerContainer and registration, enough for register.ts. */
function fakeContainer(options: { controlled: boolean }) {
  const registration = new EventTarget() as EventTarget & {
    waiting: ServiceWorker | null;
    installing: (EventTarget & { state: string; postMessage: jest.Mock }) | null;
  };
  registration.waiting = null;
  registration.installing = null;
  const container = new EventTarget() as EventTarget & {
    controller: { postMessage: jest.Mock } | object | null;
    register: jest.Mock;
    ready: Promise<{ active: { postMessage: jest.Mock } }>;
  };
  const active = { postMessage: jest.fn() };
  container.controller = options.controlled ? {} : null;
  container.register = jest.fn(() => Promise.resolve(registration));
  container.ready = Promise.resolve({ active });
  const install = () => {
    const worker = Object.assign(new EventTarget(), {
      state: 'installing',
      postMessage: jest.fn(),
    });
    registration.installing = worker;
    registration.dispatchEvent(new Event('updatefound'));
    worker.state = 'installed';
    worker.dispatchEvent(new Event('statechange'));
    return worker;
  };
  return {
    container: container as unknown as ServiceWorkerContainer,
    raw: container,
    active,
    install,
  };
}

afterEach(() => resetServiceWorkerState());

test('nothing is registered outside production builds', async () => {
  const { container, raw } = fakeContainer({ controlled: false });
  await registerServiceWorker(container, false);
  expect(raw.register).not.toHaveBeenCalled();
});

/** A PerformanceObserver fed by the test: the page's downloads, as a browser lists them. */
function fakeObserver(listed: Array<{ name: string; workerStart: number }> = []) {
  const observers: Array<(entries: object[]) => void> = [];
  Object.defineProperty(performance, 'getEntriesByType', {
    configurable: true,
    value: () => listed,
  });
  class Observer {
    constructor(private readonly callback: (list: { getEntries(): object[] }) => void) {}
    observe() {
      observers.push((entries) => this.callback({ getEntries: () => entries }));
    }
    disconnect() {}
  }
  Object.defineProperty(globalThis, 'PerformanceObserver', { configurable: true, value: Observer });
  return {
    download: (...entries: Array<{ name: string; workerStart: number }>) =>
      observers.forEach((notify) => notify(entries)),
    restore: () => {
      delete (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
      delete (performance as { getEntriesByType?: unknown }).getEntriesByType;
    },
  };
}

test('registers /sw.js once; the page is ready offline once the worker controls it and kept what was downloaded without it', async () => {
  const { container, raw, active } = fakeContainer({ controlled: false });
  // Listed before the registration: the registry (without the worker), a file it served.
  const registry = 'http://localhost/mfe-registry.json';
  const observer = fakeObserver([
    { name: registry, workerStart: 0 },
    { name: 'http://localhost/main.js', workerStart: 3 },
  ]);
  const ready: boolean[] = [];
  onOfflineReady((value) => ready.push(value));
  await Promise.all([
    registerServiceWorker(container, true),
    registerServiceWorker(container, true),
  ]);
  expect(raw.register).toHaveBeenCalledTimes(1);
  expect(raw.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  await container.ready;
  // Active but not in control (a hard reload): asked to take over.
  expect(active.postMessage).toHaveBeenCalledWith(CLAIM);
  const entry = 'http://localhost/remotes/training/remoteEntry.js';
  observer.download({ name: entry, workerStart: 0 });
  expect(ready).toEqual([false]);

  // In control: what came without the worker is handed over; ready once it says it kept it.
  const controller = { postMessage: jest.fn() };
  raw.controller = controller;
  raw.dispatchEvent(new Event('controllerchange'));
  expect(controller.postMessage).toHaveBeenCalledTimes(1);
  const [message, [port]] = controller.postMessage.mock.calls[0] as [unknown, MessagePort[]];
  expect(message).toEqual({ type: CACHE_URLS, urls: [registry, entry] });
  expect(ready).toEqual([false]);
  port!.postMessage({ type: CACHED, failed: [] });
  port!.close();
  await waitFor(() => expect(ready).toEqual([false, true]));

  // What the worker served itself is not sent again; one that came without it is.
  const chunk = 'http://localhost/remotes/training/App.0123456789abcdef.js';
  observer.download({ name: entry, workerStart: 0 }, { name: chunk, workerStart: 12 });
  expect(controller.postMessage).toHaveBeenCalledTimes(1);
  const api = 'http://localhost/api/training/routines';
  observer.download({ name: api, workerStart: 0 });
  expect(ready).toEqual([false, true, false]);
  const [, [second]] = controller.postMessage.mock.calls[1] as [unknown, MessagePort[]];
  // The network failed: not ready, sent again when it is back.
  second!.postMessage({ type: CACHED, failed: [api] });
  second!.close();
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(ready).toEqual([false, true, false]);
  window.dispatchEvent(new Event('online'));
  expect(controller.postMessage).toHaveBeenCalledTimes(3);
  const [third, [last]] = controller.postMessage.mock.calls[2] as [unknown, MessagePort[]];
  expect(third).toEqual({ type: CACHE_URLS, urls: [api] });
  last!.close();
  observer.restore();
});

test('the first install offers nothing; a new version installed under an open page offers the reload', async () => {
  const first = fakeContainer({ controlled: false });
  const seen: boolean[] = [];
  onUpdateReady((ready) => seen.push(ready));
  await registerServiceWorker(first.container, true);
  first.install();
  expect(seen).toEqual([false]);

  resetServiceWorkerState();
  const next = fakeContainer({ controlled: true });
  const offered: boolean[] = [];
  onUpdateReady((ready) => offered.push(ready));
  await registerServiceWorker(next.container, true);
  const worker = next.install();
  expect(offered).toEqual([false, true]);

  // Accepted: the waiting worker is asked to take over, and the page reloads once it has.
  const reload = jest.fn();
  reloadToUpdate(next.container, reload);
  expect(worker.postMessage).toHaveBeenCalledWith(SKIP_WAITING);
  expect(reload).not.toHaveBeenCalled();
  next.raw.dispatchEvent(new Event('controllerchange'));
  expect(reload).toHaveBeenCalledTimes(1);
});

test('a failed registration leaves the site working (a warning)', async () => {
  const { container, raw } = fakeContainer({ controlled: false });
  raw.register.mockRejectedValue(new Error('insecure'));
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  await expect(registerServiceWorker(container, true)).resolves.toBeUndefined();
  expect(warn).toHaveBeenCalled();
  warn.mockRestore();
});
