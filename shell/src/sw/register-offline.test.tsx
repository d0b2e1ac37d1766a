import { screen, waitFor } from '@testing-library/react';
import { useCurrentUser } from 'shared-ui';
import { fakeUser, installFakeApi, renderWithProviders } from 'shared-ui/testing';
import { registerServiceWorker } from './register';
import { RegisterOffline } from './register-offline';

jest.mock('./register', () => ({ registerServiceWorker: jest.fn(() => Promise.resolve()) }));
const register = registerServiceWorker as jest.MockedFunction<typeof registerServiceWorker>;

afterEach(() => register.mockClear());

/** Says when the user check has settled (the same commit as RegisterOffline's effect). */
function Settled() {
  const { isPending, isAuthenticated } = useCurrentUser();
  return isPending ? null : <p>{isAuthenticated ? 'member' : 'visitor'}</p>;
}

test('a signed-in member on an offline page gets the worker', async () => {
  installFakeApi({ 'GET /api/auth/user': () => ({ body: fakeUser({ username: 'sam' }) }) });
  renderWithProviders(<RegisterOffline />);
  await waitFor(() => expect(register).toHaveBeenCalledTimes(1));
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
