import { screen, waitFor } from '@testing-library/react';
import { useCurrentUser } from 'shared-ui';
import { fakeUser, installFakeApi, renderWithProviders } from 'shared-ui/testing';
import { onOfflineReady, registerServiceWorker } from './register';
import { RegisterOffline } from './register-offline';

jest.mock('./register', () => ({
  registerServiceWorker: jest.fn(() => Promise.resolve()),
  onOfflineReady: jest.fn(() => () => undefined),
}));
const register = registerServiceWorker as jest.MockedFunction<typeof registerServiceWorker>;
const offlineReady = onOfflineReady as jest.MockedFunction<typeof onOfflineReady>;

afterEach(() => {
  register.mockClear();
  offlineReady.mockClear();
});

/** Says when the user check has settled (the same commit as RegisterOffline's effect). */
function Settled() {
  const { isPending, isAuthenticated } = useCurrentUser();
  return isPending ? null : <p>{isAuthenticated ? 'member' : 'visitor'}</p>;
}

test('a signed-in member on an offline page gets the worker', async () => {
  installFakeApi({ 'GET /api/auth/user': () => ({ body: fakeUser({ username: 'sam' }) }) });
  offlineReady.mockImplementation((listener) => {
    listener(true);
    return () => undefined;
  });
  renderWithProviders(<RegisterOffline />);
  await waitFor(() => expect(register).toHaveBeenCalledTimes(1));
  // Once the worker has kept the screens, the member is told (a polite live region).
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Prêt hors ligne : ces écrans s’ouvrent aussi sans réseau.',
  );
});

test('a visitor does not', async () => {
  installFakeApi({ 'GET /api/auth/user': () => ({ status: 401, body: { message: 'no' } }) });
  renderWithProviders(
    <>
      <RegisterOffline />
      <Settled />
    </>,
  );
  await screen.findByText('visitor');
  expect(register).not.toHaveBeenCalled();
});
