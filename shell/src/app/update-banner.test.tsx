import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared-ui/testing';
import { registerServiceWorker, resetServiceWorkerState } from '../sw/register';
import { UpdateBanner } from './update-banner';

afterEach(() => {
  resetServiceWorkerState();
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
});

/** A registration whose new worker installs under a page the old one controls. */
async function newVersionInstalls() {
  const registration = new EventTarget() as EventTarget & {
    waiting: null;
    installing: EventTarget & { state: string; postMessage: jest.Mock };
  };
  const worker = Object.assign(new EventTarget(), { state: 'installing', postMessage: jest.fn() });
  registration.waiting = null;
  registration.installing = worker;
  const container = Object.assign(new EventTarget(), {
    controller: {},
    register: () => Promise.resolve(registration),
    ready: new Promise(() => {}),
  }) as unknown as ServiceWorkerContainer;
  // The browser's container (jsdom has none): the banner's button talks to it.
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
  await registerServiceWorker(container, true);
  act(() => {
    registration.dispatchEvent(new Event('updatefound'));
    worker.state = 'installed';
    worker.dispatchEvent(new Event('statechange'));
  });
  return { worker, container };
}

test('nothing is offered until a new version has installed; then "Nouvelle version disponible" and its reload', async () => {
  renderWithProviders(<UpdateBanner />);
  expect(screen.queryByRole('status')).toBeNull();
  const { worker } = await newVersionInstalls();
  const offer = await screen.findByRole('status');
  expect(offer).toHaveTextContent('Nouvelle version disponible');
  await userEvent.click(screen.getByRole('button', { name: 'Recharger' }));
  // The new worker is asked to take over; the page reloads once it controls it (register.test.ts).
  expect(worker.postMessage).toHaveBeenCalledWith('zak:skip-waiting');
});
