import { act, screen, within } from '@testing-library/react';
import type { AdminDashboard, DailyStat } from '@zak/contract';
import { installFakeApi } from 'shared-ui/testing';
import { makeUser } from '../../../lib/testing/fixtures';
import { renderAdmin } from '../../../lib/testing/render';
import { DASHBOARD_REFRESH_MS } from '../api/get-dashboard';
import { DashboardTab } from './dashboard-tab';

const dashboard: AdminDashboard = {
  usersCount: 1234,
  iaStats: { totalMessages: 56789, totalTokens: 1200000, activeUsers: 42 },
  recentUsers: [
    makeUser({
      id: 'u1',
      username: 'alice',
      hasIAAccess: true,
      isActive: true,
      createdAt: '2026-11-20T10:00:00.000Z',
    }),
    makeUser({ id: 'u2', username: 'bob', hasIAAccess: false, isActive: false }),
  ],
};

const days: DailyStat[] = [
  { date: '2026-11-20', messages: 3, tokens: 120, registrations: 1 },
  { date: '2026-11-21', messages: 5, tokens: 300, registrations: 0 },
];

/** A counter's value: the term's own element (the chart's data table, which may have loaded by
 * then, names a column the same). */
function counter(label: string) {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling;
}

describe('Dashboard tab', () => {
  // Load recharts once up front: transforming it takes longer than a findBy* wait on a cold cache.
  beforeAll(() => import('./daily-chart'));

  it('shows the loading state, then the four counters and the latest users', async () => {
    installFakeApi({
      'GET /api/admin/dashboard': () => ({ body: dashboard }),
      'GET /api/admin/stats/daily': () => ({ body: days }),
    });
    renderAdmin(<DashboardTab />);
    expect(screen.getByRole('heading', { name: 'Dashboard Administrateur' })).toBeInTheDocument();
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Chargement...');

    await screen.findByText('Utilisateurs Total');
    expect(counter('Utilisateurs Total')?.textContent?.replace(/\s/g, '')).toBe('1234');
    expect(counter('Messages IA')?.textContent?.replace(/\s/g, '')).toBe('56789');
    expect(counter('Tokens Utilisés')?.textContent?.replace(/\s/g, '')).toBe('1200000');
    expect(counter('Utilisateurs Actifs')).toHaveTextContent('42');
    // Its definition beside it: signing in alone does not make a member active here.
    expect(screen.getByText('ayant écrit au coach ces 30 derniers jours')).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Derniers Utilisateurs Inscrits' });
    const alice = within(table).getByRole('row', { name: /alice/ });
    expect(within(alice).getByText('Oui')).toBeInTheDocument();
    expect(within(alice).getByText('Actif')).toBeInTheDocument();
    expect(within(alice).getByText('20/11/2026')).toBeInTheDocument();
    const bob = within(table).getByRole('row', { name: /bob/ });
    expect(within(bob).getByText('Non')).toBeInTheDocument();
    expect(within(bob).getByText('Inactif')).toBeInTheDocument();
  });

  it('gives the exact daily numbers of the chart in a table behind "Voir les données du graphique"', async () => {
    installFakeApi({
      'GET /api/admin/dashboard': () => ({ body: dashboard }),
      'GET /api/admin/stats/daily': () => ({ body: days }),
    });
    renderAdmin(<DashboardTab />);
    expect(await screen.findByText('Voir les données du graphique')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Activité des 30 derniers jours' });
    const row = within(table).getByRole('row', { name: /21\/11/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['5', '300', '0']);
  });

  it('says so when there was no activity in the period', async () => {
    installFakeApi({
      'GET /api/admin/dashboard': () => ({ body: { ...dashboard, recentUsers: [] } }),
      'GET /api/admin/stats/daily': () => ({
        body: [{ date: '2026-11-21', messages: 0, tokens: 0, registrations: 0 }],
      }),
    });
    renderAdmin(<DashboardTab />);
    expect(await screen.findByText('Aucune activité sur la période.')).toBeInTheDocument();
    expect(await screen.findByText('Aucun utilisateur inscrit.')).toBeInTheDocument();
  });

  it('shows an error with a retry when the dashboard cannot be read', async () => {
    installFakeApi({
      'GET /api/admin/dashboard': () => ({ status: 500, body: { message: 'down' } }),
      'GET /api/admin/stats/daily': () => ({ status: 500 }),
    });
    renderAdmin(<DashboardTab />);
    const alerts = await screen.findAllByRole('alert');
    expect(alerts[0]).toHaveTextContent('Impossible de charger les données.');
    expect(screen.getAllByRole('button', { name: 'Réessayer' }).length).toBeGreaterThan(0);
  });

  it('asks the API again every 30 seconds', async () => {
    jest.useFakeTimers();
    try {
      let reads = 0;
      installFakeApi({
        'GET /api/admin/dashboard': () => {
          reads += 1;
          return { body: { ...dashboard, usersCount: reads } };
        },
        'GET /api/admin/stats/daily': () => ({ body: days }),
      });
      renderAdmin(<DashboardTab />);
      await screen.findByText('Utilisateurs Total');
      expect(counter('Utilisateurs Total')).toHaveTextContent('1');
      await act(() => jest.advanceTimersByTimeAsync(DASHBOARD_REFRESH_MS - 1000));
      expect(reads).toBe(1);
      await act(() => jest.advanceTimersByTimeAsync(1000));
      expect(reads).toBe(2);
      expect(counter('Utilisateurs Total')).toHaveTextContent('2');
    } finally {
      jest.useRealTimers();
    }
  });

  it('speaks English when the site is in English', async () => {
    installFakeApi({
      'GET /api/admin/dashboard': () => ({ body: dashboard }),
      'GET /api/admin/stats/daily': () => ({ body: days }),
    });
    renderAdmin(<DashboardTab />, { lang: 'en' });
    expect(await screen.findByText('Total Users')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Latest Registered Users' })).toBeInTheDocument();
  });
});
