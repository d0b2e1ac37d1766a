import { STORAGE_KEYS } from '../storage';
import { fakeUser, installFakeApi } from '../testing/fake-api';
import { SESSION_ENDED_EVENT, fetchCurrentUser } from './current-user';

const member = fakeUser({ id: 'u1', username: 'sam' });
let online: jest.SpyInstance;

beforeEach(() => {
  online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
});
afterEach(() => {
  online.mockRestore();
  localStorage.clear();
});

function networkDown() {
  global.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
}

describe('the current user offline', () => {
  test('offline with no answer at all, the last confirmed user stands in', async () => {
    installFakeApi({ 'GET /api/auth/user': () => ({ body: member }) });
    await expect(fetchCurrentUser()).resolves.toEqual(member);
    networkDown();
    online.mockReturnValue(false);
    await expect(fetchCurrentUser()).resolves.toEqual(member);
  });

  test('online, a network failure is an error, not the remembered user', async () => {
    installFakeApi({ 'GET /api/auth/user': () => ({ body: member }) });
    await fetchCurrentUser();
    networkDown();
    await expect(fetchCurrentUser()).rejects.toThrow('Failed to fetch');
  });

  test('a 401 forgets the user: offline afterwards there is nobody', async () => {
    installFakeApi({ 'GET /api/auth/user': () => ({ body: member }) });
    await fetchCurrentUser();
    installFakeApi({ 'GET /api/auth/user': () => ({ status: 401, body: { message: 'no' } }) });
    await expect(fetchCurrentUser()).resolves.toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    networkDown();
    online.mockReturnValue(false);
    await expect(fetchCurrentUser()).rejects.toThrow('Failed to fetch');
  });

  test('an answer of the server (a 503) is never replaced by the remembered user', async () => {
    installFakeApi({ 'GET /api/auth/user': () => ({ body: member }) });
    await fetchCurrentUser();
    online.mockReturnValue(false);
    installFakeApi({ 'GET /api/auth/user': () => ({ status: 503, body: { message: 'down' } }) });
    await expect(fetchCurrentUser()).rejects.toThrow();
  });

  test('a 401 for a remembered member says their session ended (once); for a visitor, nothing', async () => {
    const ended = jest.fn();
    window.addEventListener(SESSION_ENDED_EVENT, ended);
    try {
      installFakeApi({ 'GET /api/auth/user': () => ({ status: 401, body: { message: 'no' } }) });
      await fetchCurrentUser();
      expect(ended).not.toHaveBeenCalled();
      installFakeApi({ 'GET /api/auth/user': () => ({ body: member }) });
      await fetchCurrentUser();
      installFakeApi({ 'GET /api/auth/user': () => ({ status: 401, body: { message: 'no' } }) });
      await fetchCurrentUser();
      await fetchCurrentUser();
      expect(ended).toHaveBeenCalledTimes(1);
    } finally {
      window.removeEventListener(SESSION_ENDED_EVENT, ended);
    }
  });
});
