import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { fakeUser, installFakeApi, renderWithProviders } from 'shared-ui/testing';
import { resetRegistry } from '../federation/registry';
import { resetRegistryState } from '../federation/use-registry';
import { Header } from './header';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderHeader(route = '/') {
  return renderWithProviders(
    <>
      <Header />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { route },
  );
}

const member = fakeUser({ username: 'sam' });

afterEach(() => {
  resetRegistry();
  resetRegistryState();
  localStorage.clear();
  document.body.className = '';
  document.body.style.overflow = '';
});

describe('Header', () => {
  test('an anonymous visitor sees "IA (Connexion requise)" and Compte, both leading to /auth', async () => {
    installFakeApi({
      'GET /api/auth/user': () => ({ status: 401, body: { message: 'Non authentifié' } }),
    });
    renderHeader('/');
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    const ai = await within(nav).findByRole('link', { name: 'IA (Connexion requise)' });
    expect(ai).toHaveAttribute('href', '/auth');
    expect(within(nav).getByRole('link', { name: 'Compte' })).toHaveAttribute('href', '/auth');
    expect(within(nav).queryByRole('button', { name: 'Déconnexion' })).not.toBeInTheDocument();
  });

  test('the fixed administrator also sees "Administration"; a member does not', async () => {
    installFakeApi({
      'GET /api/auth/user': () => ({
        body: fakeUser({ username: 'admin', role: 'admin', isAdmin: true }),
      }),
    });
    const { unmount } = renderHeader('/');
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    expect(await within(nav).findByRole('link', { name: 'Administration' })).toHaveAttribute(
      'href',
      '/admin',
    );
    unmount();
    installFakeApi({ 'GET /api/auth/user': () => ({ body: member }) });
    renderHeader('/');
    const memberNav = screen.getByRole('navigation', { name: 'Navigation principale' });
    await within(memberNav).findByRole('link', { name: 'Accès IA' });
    expect(within(memberNav).queryByRole('link', { name: 'Administration' })).toBeNull();
  });

  test('a coach sees "Administration" too (the panel opens on the coach desk alone)', async () => {
    installFakeApi({
      'GET /api/auth/user': () => ({ body: fakeUser({ username: 'coach_ana', role: 'coach' }) }),
    });
    renderHeader('/');
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    expect(await within(nav).findByRole('link', { name: 'Administration' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });

  test('a logged-in member sees Accès IA, Compte and "Déconnexion" on the home page, "Retour" elsewhere', async () => {
    installFakeApi({ 'GET /api/auth/user': () => ({ body: member }) });
    const { unmount } = renderHeader('/');
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    expect(await within(nav).findByRole('link', { name: 'Accès IA' })).toHaveAttribute(
      'href',
      '/ia',
    );
    expect(within(nav).getByRole('link', { name: 'Compte' })).toHaveAttribute('href', '/account');
    expect(within(nav).getByRole('button', { name: 'Déconnexion' })).toBeInTheDocument();
    unmount();

    renderHeader('/contact');
    const nav2 = screen.getByRole('navigation', { name: 'Navigation principale' });
    expect(await within(nav2).findByRole('button', { name: 'Retour' })).toBeInTheDocument();
  });

  test('a member sees "Entraînement", current at /training too; a visitor does not', async () => {
    installFakeApi({ 'GET /api/auth/user': () => ({ body: member }) });
    const { unmount } = renderHeader('/training');
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    const link = await within(nav).findByRole('link', { name: 'Entraînement' });
    expect(link).toHaveAttribute('href', '/entrainement');
    expect(link).toHaveAttribute('aria-current', 'page');
    unmount();
    installFakeApi({ 'GET /api/auth/user': () => ({ status: 401, body: { message: 'no' } }) });
    renderHeader('/');
    const visitorNav = screen.getByRole('navigation', { name: 'Navigation principale' });
    await within(visitorNav).findByRole('link', { name: 'Compte' });
    expect(within(visitorNav).queryByRole('link', { name: 'Entraînement' })).toBeNull();
  });

  test("the registry's links: a remote it alone knows shows in the header, one it lacks does not", async () => {
    const remote = (name: string) => ({ name, entry: `/remotes/${name}/mf-manifest.json` });
    installFakeApi({
      'GET /api/auth/user': () => ({ body: member }),
      'GET /mfe-registry.json': () => ({
        body: {
          remotes: {
            marketing: remote('mfe_marketing'),
            chat: remote('mfe_chat'),
            admin: remote('mfe_admin'),
            fixture: {
              ...remote('mfe_fixture'),
              routes: ['/essai', '/fixture'],
              nav: {
                label: { fr: 'Essai', en: 'Fixture' },
                path: { fr: '/essai', en: '/fixture' },
                audience: 'member',
                order: 15,
              },
            },
          },
        },
      }),
      // Each remote answers the member navigation's probe.
      'HEAD /remotes/:name/mf-manifest.json': () => ({ status: 200, body: '' }),
    });
    renderHeader('/essai/deux');
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    const link = await within(nav).findByRole('link', { name: 'Essai' });
    expect(link).toHaveAttribute('href', '/essai');
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('link', { name: 'Entraînement' })).toBeNull();
    // The member home and progress links (marketing's tabs, issue #38) come first.
    await within(nav).findByRole('link', { name: 'Progrès' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Accueil', 'Progrès', 'Accès IA', 'Essai', 'Compte']);
  });

  test('/account and /mon-compte both mark Compte as the current section', async () => {
    installFakeApi({ 'GET /api/auth/user': () => ({ body: member }) });
    renderHeader('/mon-compte');
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    await within(nav).findByRole('link', { name: 'Accès IA' });
    expect(within(nav).getByRole('link', { name: 'Compte' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('logout clears the session keys and goes home even when the API call fails', async () => {
    const { calls } = installFakeApi({
      'GET /api/auth/user': () => ({ body: member }),
      'POST /api/auth/logout': () => ({ status: 500, body: { message: 'boom' } }),
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('zak-coaching:active-conversation', 'c1');
    localStorage.setItem('zak-coaching:lang', 'fr');
    renderHeader('/contact');
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    await userEvent.click(await within(nav).findByRole('button', { name: 'Retour' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
    expect(calls.some((c) => c.url === '/api/auth/logout' && c.init?.method === 'POST')).toBe(true);
    expect(localStorage.getItem('zak-coaching:active-conversation')).toBeNull();
    expect(localStorage.getItem('zak-coaching:lang')).toBe('fr');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  test('the header gains its stronger background only after more than 50 px of scroll', () => {
    installFakeApi({ 'GET /api/auth/user': () => ({ status: 401 }) });
    renderHeader('/');
    const banner = screen.getByRole('banner');
    expect(banner).toHaveAttribute('data-scrolled', 'false');
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 50, configurable: true });
      fireEvent.scroll(window);
    });
    expect(banner).toHaveAttribute('data-scrolled', 'false');
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 51, configurable: true });
      fireEvent.scroll(window);
    });
    expect(banner).toHaveAttribute('data-scrolled', 'true');
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
      fireEvent.scroll(window);
    });
    expect(banner).toHaveAttribute('data-scrolled', 'false');
  });

  test('the FR/EN toggle translates the header and persists the choice', async () => {
    installFakeApi({ 'GET /api/auth/user': () => ({ status: 401 }) });
    renderHeader('/');
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    await userEvent.click(within(nav).getByRole('button', { name: 'EN' }));
    const navEn = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(
      await within(navEn).findByRole('link', { name: 'AI (Login required)' }),
    ).toBeInTheDocument();
    expect(localStorage.getItem('zak-coaching:lang')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('mobile menu', () => {
  function openMenu() {
    // The toggle is display:none above 768 px; jsdom applies no media query, so include hidden.
    return userEvent.click(screen.getByRole('button', { name: 'Ouvrir le menu', hidden: true }));
  }

  beforeEach(() => {
    installFakeApi({ 'GET /api/auth/user': () => ({ status: 401 }) });
  });

  test('opens as a dialog, locks page scroll, and closes on Escape giving focus back', async () => {
    renderHeader('/');
    await openMenu();
    const menu = screen.getByRole('dialog', { name: /Menu/ });
    expect(within(menu).getByRole('link', { name: 'IA (Connexion requise)' })).toBeInTheDocument();
    expect(document.body).toHaveClass('zc-scroll-locked');
    expect(
      screen.getByRole('button', { name: 'Fermer le menu', expanded: true, hidden: true }),
    ).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body).not.toHaveClass('zc-scroll-locked');
    expect(screen.getByRole('button', { name: 'Ouvrir le menu', hidden: true })).toHaveFocus();
  });

  test('closes on an overlay click', async () => {
    renderHeader('/');
    await openMenu();
    await userEvent.click(screen.getByTestId('mobile-menu-overlay'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('closes when an entry is picked (and the route changes)', async () => {
    renderHeader('/');
    await openMenu();
    const menu = screen.getByRole('dialog', { name: /Menu/ });
    await userEvent.click(within(menu).getByRole('link', { name: 'Compte' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/auth');
    expect(document.body).not.toHaveClass('zc-scroll-locked');
  });

  test('closes with its close button', async () => {
    renderHeader('/');
    await openMenu();
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Fermer le menu' }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
