import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { installFakeApi } from 'shared-ui/testing';
import { earlyRemoteFor, startEarlyLoad } from './early-load';
import { getRegistry, resetRegistry } from './registry';
import { loadRemoteApp, resetRegistrations } from './runtime';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const mockedLoad = loadRemote as jest.MockedFunction<typeof loadRemote>;
const mockedRegister = registerRemotes as jest.MockedFunction<typeof registerRemotes>;

const registry = {
  remotes: {
    marketing: { name: 'mfe_marketing', entry: '/remotes/marketing/mf-manifest.json' },
    chat: { name: 'mfe_chat', entry: '/remotes/chat/mf-manifest.json' },
    admin: { name: 'mfe_admin', entry: '/remotes/admin/mf-manifest.json' },
    training: { name: 'mfe_training', entry: '/remotes/training/mf-manifest.json' },
  },
  config: {},
};

function Marketing() {
  return null;
}

beforeEach(() => {
  resetRegistry();
  resetRegistrations();
  mockedLoad.mockReset();
  mockedRegister.mockReset();
});

describe('early load of the first screen', () => {
  test.each([
    ['/', 'marketing'],
    ['/zak-ia-info', 'marketing'],
    ['/contact/', 'marketing'],
    ['/no-such-page', 'marketing'],
    ['/ia', 'chat'],
    ['/app/ia/', 'chat'],
    ['/acces-ia', 'chat'],
    ['/admin', null],
    ['/admin/users', null],
  ])('%s starts loading %s', (path, expected) => {
    expect(earlyRemoteFor(path)).toBe(expected);
  });

  test('the registry request and the remote App start at once and are handed over, not repeated', async () => {
    const { calls } = installFakeApi({ 'GET /mfe-registry.json': () => ({ body: registry }) });
    const evaluate = jest.fn(() => ({ default: Marketing }));
    mockedLoad.mockResolvedValue(evaluate);
    startEarlyLoad('/');
    await expect(getRegistry()).resolves.toMatchObject(registry);
    await expect(loadRemoteApp('marketing')).resolves.toBe(Marketing);
    expect(calls.filter((c) => c.url === '/mfe-registry.json')).toHaveLength(1);
    expect(mockedRegister).toHaveBeenCalledTimes(1);
    expect(mockedLoad).toHaveBeenCalledTimes(1);
    expect(mockedLoad).toHaveBeenCalledWith('mfe_marketing/App', {
      loadFactory: false,
      from: 'runtime',
    });
    expect(evaluate).toHaveBeenCalledTimes(1);
  });

  test('the early load downloads the App but does not evaluate it: the screen does, when it asks', async () => {
    installFakeApi({ 'GET /mfe-registry.json': () => ({ body: registry }) });
    const evaluate = jest.fn(() => ({ default: Marketing }));
    mockedLoad.mockResolvedValue(evaluate);
    startEarlyLoad('/');
    await getRegistry();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mockedLoad).toHaveBeenCalledTimes(1);
    expect(evaluate).not.toHaveBeenCalled();
    await expect(loadRemoteApp('marketing')).resolves.toBe(Marketing);
    expect(evaluate).toHaveBeenCalledTimes(1);
  });

  test('the admin remote is never loaded early, whatever the path', async () => {
    installFakeApi({ 'GET /mfe-registry.json': () => ({ body: registry }) });
    startEarlyLoad('/admin');
    await getRegistry();
    expect(mockedRegister).not.toHaveBeenCalled();
    expect(mockedLoad).not.toHaveBeenCalled();
  });

  test('a failed early load is tried again when the screen asks for the remote', async () => {
    installFakeApi({ 'GET /mfe-registry.json': () => ({ body: registry }) });
    mockedLoad.mockRejectedValueOnce(new Error('network down'));
    mockedLoad.mockResolvedValueOnce({ default: Marketing });
    startEarlyLoad('/contact');
    await expect(loadRemoteApp('marketing')).resolves.toBe(Marketing);
    expect(mockedLoad).toHaveBeenCalledTimes(2);
  });
});
