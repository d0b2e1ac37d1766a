import { CACHE_URLS, SKIP_WAITING } from './cache-policy';
import {
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
    controller: object | null;
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

test('registers /sw.js for the whole site, once, and hands it what the page loaded before it', async () => {
  const { container, raw, active } = fakeContainer({ controlled: false });
  // jsdom keeps no resource timings: the page's downloads, as a browser lists them.
  Object.defineProperty(performance, 'getEntriesByType', {
    configurable: true,
    value: () => [{ name: 'http://localhost/remotes/training/remoteEntry.js' }],
  });
  await Promise.all([
    registerServiceWorker(container, true),
    registerServiceWorker(container, true),
  ]);
  expect(raw.register).toHaveBeenCalledTimes(1);
  expect(raw.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  await container.ready;
  expect(active.postMessage).toHaveBeenCalledWith({
    type: CACHE_URLS,
    urls: ['http://localhost/remotes/training/remoteEntry.js'],
  });
  delete (performance as { getEntriesByType?: unknown }).getEntriesByType;
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
