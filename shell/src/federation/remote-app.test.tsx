import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { addPagePreview, installFakeApi, renderWithProviders } from 'shared-ui/testing';
import { getRuntimeConfig, PAGE_PREVIEW_ID } from 'shared-ui';
import { RemoteApp } from './remote-app';
import { resetRegistry } from './registry';
import { resetRegistrations } from './runtime';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const mockedLoad = loadRemote as jest.MockedFunction<typeof loadRemote>;
const mockedRegister = registerRemotes as jest.MockedFunction<typeof registerRemotes>;

const registry = {
  remotes: {
    marketing: { name: 'mfe_marketing', entry: '/remotes/marketing/mf-manifest.json' },
    chat: { name: 'mfe_chat', entry: 'https://cdn.example.com/chat/mf-manifest.json' },
    admin: { name: 'mfe_admin', entry: '/remotes/admin/mf-manifest.json' },
    training: { name: 'mfe_training', entry: '/remotes/training/mf-manifest.json' },
  },
  config: { shopUrl: 'https://shop.example.com/zak' },
};

function Chat() {
  return <h1>Chat chargé</h1>;
}

let warn: jest.SpyInstance;
beforeEach(() => {
  resetRegistry();
  resetRegistrations();
  mockedLoad.mockReset();
  mockedRegister.mockReset();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

describe('RemoteApp', () => {
  test('registers the remote from the registry and renders its App', async () => {
    installFakeApi({ 'GET /mfe-registry.json': () => ({ body: registry }) });
    mockedLoad.mockResolvedValue({ default: Chat });
    renderWithProviders(<RemoteApp remote="chat" />);
    expect(screen.getByRole('status')).toHaveTextContent('Chargement...');
    expect(await screen.findByRole('heading', { name: 'Chat chargé' })).toBeInTheDocument();
    expect(mockedRegister).toHaveBeenCalledWith(
      [{ name: 'mfe_chat', entry: 'https://cdn.example.com/chat/mf-manifest.json' }],
      { force: false },
    );
    expect(mockedLoad).toHaveBeenCalledWith('mfe_chat/App');
    // The runtime config of the registry reaches the brand module.
    expect(getRuntimeConfig().shopUrl).toBe('https://shop.example.com/zak');
  });

  test('only the requested remote is registered (the admin remote is never touched for chat)', async () => {
    installFakeApi({ 'GET /mfe-registry.json': () => ({ body: registry }) });
    mockedLoad.mockResolvedValue({ default: Chat });
    renderWithProviders(<RemoteApp remote="chat" />);
    await screen.findByRole('heading', { name: 'Chat chargé' });
    const names = mockedRegister.mock.calls.flatMap(([remotes]) => remotes.map((r) => r.name));
    expect(names).toEqual(['mfe_chat']);
  });

  test('a failing remote is retried once with a fresh registry, then shows the fallback; Réessayer loads it', async () => {
    const { calls } = installFakeApi({ 'GET /mfe-registry.json': () => ({ body: registry }) });
    mockedLoad.mockRejectedValueOnce(new Error('ChunkLoadError'));
    mockedLoad.mockRejectedValueOnce(new Error('ChunkLoadError'));
    renderWithProviders(<RemoteApp remote="chat" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Cette partie du site est momentanément indisponible.');
    expect(mockedLoad).toHaveBeenCalledTimes(2);
    expect(calls.filter((c) => c.url === '/mfe-registry.json')).toHaveLength(2);
    // The second attempt re-registered the remote over the first registration.
    expect(mockedRegister).toHaveBeenLastCalledWith(expect.any(Array), { force: true });

    mockedLoad.mockResolvedValue({ default: Chat });
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { name: 'Chat chargé' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test("the page preview stays while the remote loads (no spinner under it) and goes in the commit that shows the remote's screen", async () => {
    const preview = addPagePreview('fr', '<h1>Aperçu</h1>');
    let resolve: (app: { default: typeof Chat }) => void = () => {};
    installFakeApi({ 'GET /mfe-registry.json': () => ({ body: registry }) });
    mockedLoad.mockReturnValue(new Promise((r) => (resolve = r)));
    renderWithProviders(<RemoteApp remote="chat" />);
    await waitFor(() => expect(mockedLoad).toHaveBeenCalled());
    expect(preview).toBeInTheDocument();
    // The preview is the loading state: no spinner turning under it.
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    resolve({ default: Chat });
    await screen.findByRole('heading', { name: 'Chat chargé' });
    expect(document.getElementById(PAGE_PREVIEW_ID)).toBeNull();
  });

  test('a remote that cannot load drops the page preview too: its fallback is what is on screen', async () => {
    addPagePreview(null);
    installFakeApi({
      'GET /mfe-registry.json': () => ({ status: 503, body: { message: 'down' } }),
    });
    renderWithProviders(<RemoteApp remote="marketing" />);
    await screen.findByRole('alert');
    expect(document.getElementById(PAGE_PREVIEW_ID)).toBeNull();
  });

  test('the fallback is in English when the site is', async () => {
    installFakeApi({
      'GET /mfe-registry.json': () => ({ status: 503, body: { message: 'down' } }),
    });
    renderWithProviders(<RemoteApp remote="marketing" />, { lang: 'en' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of the site is temporarily unavailable.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(mockedLoad).not.toHaveBeenCalled();
  });

  test('a remote that crashes while rendering is reloaded once, then replaced by the fallback', async () => {
    installFakeApi({ 'GET /mfe-registry.json': () => ({ body: registry }) });
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('Loading chunk 42 failed');
    }
    mockedLoad.mockResolvedValue({ default: Broken });
    renderWithProviders(<RemoteApp remote="chat" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('momentanément indisponible');
    await waitFor(() => expect(mockedLoad).toHaveBeenCalledTimes(2));
    error.mockRestore();
  });
});
