import '../../lib/testing/polyfills';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { CurrentUser } from 'shared-ui';
import { installFakeApi, type FakeReply } from 'shared-ui/testing';
import { adminUser } from '../../lib/testing/fixtures';
import { renderAdmin } from '../../lib/testing/render';
import { AdminPanel } from './admin-panel';

// The real sanitize-html, loaded by Node (see shared-ui/src/markdown/real-sanitize-html.ts).
jest.mock('sanitize-html', () =>
  jest.requireActual<{ load: () => unknown }>('shared-ui/markdown/real-sanitize-html').load(),
);

function setup(currentUser: FakeReply<CurrentUser>) {
  const api = installFakeApi({
    'GET /api/auth/user': () => currentUser,
    'GET /api/admin/dashboard': () => ({
      body: {
        usersCount: 1,
        iaStats: { totalMessages: 0, totalTokens: 0, activeUsers: 0 },
        recentUsers: [],
      },
    }),
    'GET /api/admin/stats/daily': () => ({ body: [] }),
    'GET /api/admin/users': () => ({
      body: { users: [], totalCount: 0, currentPage: 1, totalPages: 1 },
    }),
    'GET /api/coaching/attention': () => ({
      body: { items: [], totalCount: 0, currentPage: 1, totalPages: 1 },
    }),
    'GET /api/coaching/roster': () => ({
      body: { members: [], totalCount: 0, currentPage: 1, totalPages: 1 },
    }),
  });
  const view = renderAdmin(
    <Routes>
      <Route path="/" element={<p>Page d'accueil</p>} />
      <Route path="/admin" element={<AdminPanel />} />
    </Routes>,
  );
  return { api, view, user: userEvent.setup() };
}

describe('Admin panel access and navigation', () => {
  afterEach(() => {
    localStorage.clear();
    document.documentElement.classList.remove('dark');
  });

  it('says "Vérification des accès..." while the session is checked', () => {
    setup({ body: adminUser });
    expect(screen.getByRole('status')).toHaveTextContent('Vérification des accès...');
  });

  it('sends a visitor back to the home page', async () => {
    const { api } = setup({ status: 401 });
    expect(await screen.findByText("Page d'accueil")).toBeInTheDocument();
    expect(api.calls.map((call) => call.path)).toEqual(['/api/auth/user']);
  });

  it('sends a member who is not an administrator back to the home page', async () => {
    setup({ body: { ...adminUser, username: 'alice', role: 'user', isAdmin: false } });
    expect(await screen.findByText("Page d'accueil")).toBeInTheDocument();
  });

  it('refuses an administrator whose name is not the fixed administrator name', async () => {
    setup({ body: { ...adminUser, username: 'deputy' } });
    expect(await screen.findByText("Page d'accueil")).toBeInTheDocument();
  });

  it('shows a coach the coach desk alone: no dashboard, users, logs, payments, account or settings', async () => {
    const { api } = setup({
      body: { ...adminUser, username: 'coach_ana', role: 'coach', isAdmin: false },
    });
    expect(await screen.findByRole('heading', { name: 'Suivi des membres' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Navigation administration' });
    expect(
      within(nav)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Suivi']);
    expect(await screen.findByText('Aucun membre à surveiller.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.path.startsWith('/api/admin/'))).toBe(false);
  });

  it('says "Accès non autorisé" when the check itself fails', async () => {
    setup({ status: 500 });
    expect(await screen.findByRole('alert')).toHaveTextContent('Accès non autorisé');
    expect(screen.queryByText("Page d'accueil")).not.toBeInTheDocument();
  });

  it('opens on the dashboard with eight tabs, and switches tab without changing the route', async () => {
    const { user } = setup({ body: adminUser });
    const nav = await screen.findByRole('navigation', { name: 'Navigation administration' });
    const tabs = within(nav)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(tabs).toEqual([
      'Dashboard',
      'Utilisateurs',
      'Suivi',
      'Logs IA',
      'Logs Admin',
      'Abonnements',
      'Mon Compte',
      'Paramètres',
    ]);
    expect(within(nav).getByRole('button', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('heading', { name: 'Dashboard Administrateur' })).toBeInTheDocument();

    await user.click(within(nav).getByRole('button', { name: 'Utilisateurs' }));
    expect(
      await screen.findByRole('heading', { name: 'Gestion des Utilisateurs' }),
    ).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Utilisateurs' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Retour au site' })).toHaveAttribute('href', '/');
  });

  it('switches to dark mode, stores "true" under admin-dark-mode and keeps it on the next visit', async () => {
    const { user, view } = setup({ body: adminUser });
    await user.click(await screen.findByRole('button', { name: 'Mode Sombre' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('admin-dark-mode')).toBe('true');
    expect(screen.getByRole('button', { name: 'Mode Clair' })).toBeInTheDocument();

    view.unmount();
    setup({ body: adminUser });
    expect(await screen.findByRole('button', { name: 'Mode Clair' })).toBeInTheDocument();
    expect(document.documentElement).toHaveClass('dark');

    await user.click(screen.getByRole('button', { name: 'Mode Clair' }));
    expect(document.documentElement).not.toHaveClass('dark');
    expect(localStorage.getItem('admin-dark-mode')).toBe('false');
  });

  it('switches every text to English with the FR/EN toggle', async () => {
    const { user } = setup({ body: adminUser });
    await screen.findByRole('heading', { name: 'Dashboard Administrateur' });
    await user.click(screen.getByRole('button', { name: 'EN' }));
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Administration navigation' });
    expect(
      within(nav)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Dashboard',
      'Users',
      'Coaching',
      'AI Logs',
      'Admin Logs',
      'Subscriptions',
      'My Account',
      'Settings',
    ]);
    expect(within(nav).getByRole('button', { name: 'Dark Mode' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Back to site' })).toBeInTheDocument();
  });

  it('folds the navigation behind a "Menu" button that closes again once a tab is chosen', async () => {
    const { user } = setup({ body: adminUser });
    const nav = await screen.findByRole('navigation', { name: 'Navigation administration' });
    const toggle = within(nav).getByRole('button', { name: "Menu de l'administration" });
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(menu).toContainElement(within(nav).getByRole('button', { name: 'Utilisateurs' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('data-open', 'false');

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveAttribute('data-open', 'true');
    await user.click(within(nav).getByRole('button', { name: 'Utilisateurs' }));
    expect(
      await screen.findByRole('heading', { name: 'Gestion des Utilisateurs' }),
    ).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    // Role queries over the whole panel are slow on a busy 2-core machine.
  }, 20_000);

  it('names the menu button in English too, and has no <main> of its own', async () => {
    const { user, view } = setup({ body: adminUser });
    await screen.findByRole('heading', { name: 'Dashboard Administrateur' });
    expect(view.container.querySelector('main')).toBeNull();
    expect(screen.getByRole('region', { name: "Contenu de l'administration" })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'EN' }));
    expect(await screen.findByRole('button', { name: 'Administration menu' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Administration content' })).toBeInTheDocument();
  });
});
