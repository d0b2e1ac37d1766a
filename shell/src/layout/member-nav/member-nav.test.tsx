import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { STORAGE_KEYS } from 'shared-ui';
import { fakeUser, installFakeApi, renderWithProviders } from 'shared-ui/testing';
import { parseRegistry, resetRegistry } from '../../federation/registry';
import { reportRemote, resetRemoteStatus } from '../../federation/remote-status';
import { resetRegistryState } from '../../federation/use-registry';
import { PublicLayout } from '../public-layout';
import { memberTabs } from './tabs';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderLayout(route: string) {
  return renderWithProviders(
    <Routes>
      <Route
        path="*"
        element={
          <PublicLayout>
            <Where />
          </PublicLayout>
        }
      />
    </Routes>,
    { route },
  );
}

const member = fakeUser({ username: 'sam' });
const remote = (name: string) => ({ name, entry: `/remotes/${name}/mf-manifest.json` });

afterEach(() => {
  resetRegistry();
  resetRegistryState();
  resetRemoteStatus();
  localStorage.clear();
});

describe('the member tab bar', () => {
  test('on a member screen: the five tabs in order, the current one marked, each leading to its screen', async () => {
    installFakeApi({ 'GET /api/auth/user': () => ({ body: member }) });
    renderLayout('/progres');
    const bar = await screen.findByRole('navigation', { name: 'Navigation du membre' });
    const tabs = within(bar).getAllByRole('link');
    expect(tabs.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Accueil', '/accueil'],
      ['Entraînement', '/entrainement'],
      ['Progrès', '/progres'],
      ['Coach', '/ia'],
      ['Compte', '/mon-compte'],
    ]);
    expect(within(bar).getByRole('link', { name: 'Progrès' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(tabs.filter((a) => a.hasAttribute('aria-current'))).toHaveLength(1);

    await userEvent.click(within(bar).getByRole('link', { name: 'Compte' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/mon-compte');
    expect(within(bar).getByRole('link', { name: 'Compte' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('the English alias marks the same tab; the labels follow the language', async () => {
    localStorage.setItem(STORAGE_KEYS.language, 'en');
    installFakeApi({ 'GET /api/auth/user': () => ({ body: member }) });
    renderLayout('/progress');
    const bar = await screen.findByRole('navigation', { name: /member navigation/i });
    expect(within(bar).getByRole('link', { name: 'Progress' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(bar).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
  });

  test('hidden on the public pages and for a visitor', async () => {
    installFakeApi({ 'GET /api/auth/user': () => ({ body: member }) });
    const { unmount } = renderLayout('/contact');
    // The header's member links arrive from the same chunk: once they are there, the bar would be too.
    await screen.findAllByRole('link', { name: 'Progrès' });
    expect(screen.queryByRole('navigation', { name: 'Navigation du membre' })).toBeNull();
    unmount();

    installFakeApi({
      'GET /api/auth/user': () => ({ status: 401, body: { message: 'Non authentifié' } }),
    });
    renderLayout('/progres');
    await screen.findAllByRole('link', { name: 'IA (Connexion requise)' });
    expect(screen.queryByRole('navigation', { name: 'Navigation du membre' })).toBeNull();
  });

  test('a remote the registry lacks, or one that failed to load, has no tab', async () => {
    installFakeApi({
      'GET /api/auth/user': () => ({ body: member }),
      'GET /mfe-registry.json': () => ({
        body: { remotes: { marketing: remote('mfe_marketing'), chat: remote('mfe_chat') } },
      }),
      'HEAD /remotes/:name/mf-manifest.json': () => ({ status: 200, body: '' }),
    });
    renderLayout('/accueil');
    const bar = await screen.findByRole('navigation', { name: 'Navigation du membre' });
    await within(bar).findByRole('link', { name: 'Coach' });
    expect(within(bar).queryByRole('link', { name: 'Entraînement' })).toBeNull();

    act(() => reportRemote('chat', false));
    expect(within(bar).queryByRole('link', { name: 'Coach' })).toBeNull();
    expect(
      within(bar)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Accueil', 'Progrès', 'Compte']);
    act(() => reportRemote('chat', true));
    expect(within(bar).getByRole('link', { name: 'Coach' })).toBeInTheDocument();
  });
});

describe('a remote that does not answer', () => {
  const registry = {
    remotes: {
      marketing: remote('mfe_marketing'),
      chat: remote('mfe_chat'),
      training: remote('mfe_training'),
    },
  };
  const offline = () => {
    throw new TypeError('Failed to fetch');
  };

  test('is asked once by a HEAD of its manifest: an error status or no answer while the site answers removes its tab', async () => {
    const api = installFakeApi({
      'GET /api/auth/user': () => ({ body: member }),
      'GET /mfe-registry.json': () => ({ body: registry }),
      'HEAD /mfe-registry.json': () => ({ status: 200, body: '' }),
      'HEAD /remotes/mfe_marketing/mf-manifest.json': () => ({ status: 200, body: '' }),
      // Not deployed, and a host that does not answer.
      'HEAD /remotes/mfe_training/mf-manifest.json': () => ({ status: 404, body: '' }),
      'HEAD /remotes/mfe_chat/mf-manifest.json': offline,
    });
    renderLayout('/accueil');
    const bar = await screen.findByRole('navigation', { name: 'Navigation du membre' });
    await waitFor(() => expect(within(bar).queryByRole('link', { name: 'Coach' })).toBeNull());
    expect(
      within(bar)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Accueil', 'Progrès', 'Compte']);
    // Its code was never requested, and each remote was asked once.
    expect(
      api.calls.filter((call) => call.method === 'GET' && call.pathname.startsWith('/remotes/')),
    ).toEqual([]);
    expect(
      api.calls.filter((call) => call.method === 'HEAD' && call.pathname.startsWith('/remotes/')),
    ).toHaveLength(3);
  });

  test('found down, it is asked again at a navigation a minute later, and its tab comes back once it answers', async () => {
    let deployed = false;
    const api = installFakeApi({
      'GET /api/auth/user': () => ({ body: member }),
      'GET /mfe-registry.json': () => ({ body: registry }),
      'HEAD /remotes/:name/mf-manifest.json': (req) =>
        req.params.name === 'mfe_training' && !deployed
          ? { status: 503, body: '' }
          : { status: 200, body: '' },
    });
    const trainingHeads = () =>
      api.calls.filter(
        (call) =>
          call.method === 'HEAD' && call.pathname === '/remotes/mfe_training/mf-manifest.json',
      );
    const clock = jest.spyOn(Date, 'now');
    const start = Date.now();
    clock.mockReturnValue(start);
    try {
      renderLayout('/accueil');
      const bar = await screen.findByRole('navigation', { name: 'Navigation du membre' });
      await waitFor(() =>
        expect(within(bar).queryByRole('link', { name: 'Entraînement' })).toBeNull(),
      );
      // A navigation within the minute asks nothing.
      deployed = true;
      await userEvent.click(within(bar).getByRole('link', { name: 'Progrès' }));
      await act(async () => {});
      expect(trainingHeads()).toHaveLength(1);
      expect(within(bar).queryByRole('link', { name: 'Entraînement' })).toBeNull();
      // A minute later, the next navigation asks again: it answers, the tab is back.
      clock.mockReturnValue(start + 60_000);
      await userEvent.click(within(bar).getByRole('link', { name: 'Accueil' }));
      expect(await within(bar).findByRole('link', { name: 'Entraînement' })).toBeVisible();
      expect(trainingHeads()).toHaveLength(2);
    } finally {
      clock.mockRestore();
    }
  });

  test('offline (the site does not answer either), no tab is removed', async () => {
    installFakeApi({
      'GET /api/auth/user': () => ({ body: member }),
      'GET /mfe-registry.json': () => ({ body: registry }),
      'HEAD /mfe-registry.json': offline,
      'HEAD /remotes/:name/mf-manifest.json': offline,
    });
    renderLayout('/entrainement');
    const bar = await screen.findByRole('navigation', { name: 'Navigation du membre' });
    await within(bar).findByRole('link', { name: 'Entraînement' });
    // The probes have settled (the control request was made) and every tab stays.
    await waitFor(() =>
      expect(globalThis.fetch).toHaveBeenCalledWith(
        'http://localhost/mfe-registry.json',
        expect.objectContaining({ method: 'HEAD' }),
      ),
    );
    await act(async () => {});
    expect(within(bar).getAllByRole('link')).toHaveLength(5);
  });
});

describe('memberTabs', () => {
  test("a tab to a page its remote does not render, or malformed, is left out; a remote's own tab is taken", () => {
    const doc = parseRegistry({
      remotes: {
        marketing: remote('mfe_marketing'),
        fixture: {
          ...remote('mfe_fixture'),
          routes: ['/essai', '/fixture'],
          tabs: [
            {
              id: 'fixture',
              label: { fr: 'Essai', en: 'Fixture' },
              path: { fr: '/essai', en: '/fixture' },
              order: 35,
            },
            {
              id: 'elsewhere',
              label: { fr: 'Ailleurs', en: 'Elsewhere' },
              path: { fr: '/admin', en: '/admin' },
            },
            { id: 'BAD id', label: { fr: 'x', en: 'x' }, path: { fr: '/essai', en: '/essai' } },
            'nonsense',
          ],
        },
      },
    });
    expect(memberTabs(doc, 'en').map((tab) => [tab.id, tab.to])).toEqual([
      ['home', '/home'],
      ['progress', '/progress'],
      ['fixture', '/fixture'],
      ['account', '/account'],
    ]);
  });
});
