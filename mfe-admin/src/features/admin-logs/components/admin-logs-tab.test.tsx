import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminLogEntry, AdminLogList } from '@zak/contract';
import { installFakeApi } from 'shared-ui/testing';
import { renderAdmin } from '../../../lib/testing/render';
import { AdminLogsTab } from './admin-logs-tab';

// The real sanitize-html, loaded by Node (see shared-ui/src/markdown/real-sanitize-html.ts).
jest.mock('sanitize-html', () =>
  jest.requireActual<{ load: () => unknown }>('shared-ui/markdown/real-sanitize-html').load(),
);

const details = {
  userId: 'u1',
  username: 'u1-name',
  changes: { role: 'admin', email: 'someone.with.a.long.address@example.com' },
};

function entry(overrides: Partial<AdminLogEntry> = {}): AdminLogEntry {
  return {
    id: 'l1',
    createdAt: '2026-11-21T09:15:00.000Z',
    adminUserId: 'a1',
    adminUsername: 'root-admin',
    action: 'user.update',
    details,
    ipAddress: '203.0.113.7',
    userAgent: 'Chromium',
    ...overrides,
  };
}

function setup(totalPages: number, logs: AdminLogEntry[] = [entry()], status = 200) {
  const api = installFakeApi({
    'GET /api/admin/logs': (request): { status?: number; body?: AdminLogList } =>
      status === 200
        ? {
            body: {
              logs,
              totalCount: logs.length,
              totalPages,
              currentPage: Number(request.query.get('page')),
            },
          }
        : { status },
  });
  renderAdmin(<AdminLogsTab />);
  return { api, user: userEvent.setup() };
}

describe('Logs Admin tab', () => {
  it('shows the acting admin, the action as a sentence, the IP and the details JSON truncated with a full view', async () => {
    const { user } = setup(1);
    const table = await screen.findByRole('table', { name: 'Actions des administrateurs' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByText('root-admin')).toBeInTheDocument();
    expect(within(row).getByText('Compte de u1-name modifié (rôle, email)')).toBeInTheDocument();
    expect(within(row).getByText('user.update')).toBeInTheDocument();
    expect(within(row).getByText('203.0.113.7')).toBeInTheDocument();
    expect(within(row).queryByText(JSON.stringify(details))).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Voir tout' }));
    expect(within(row).getByText(JSON.stringify(details))).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    setup(1, []);
    expect(await screen.findByText('Aucune action enregistrée.')).toBeInTheDocument();
  });

  it('shows the error state', async () => {
    setup(1, [], 500);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Impossible de charger les données.',
    );
  });

  it('pages by 50 and stops at the last page', async () => {
    const { api, user } = setup(3);
    await screen.findByText('Page 1 sur 3');
    expect(screen.getByRole('button', { name: 'Précédent' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    await user.click(await screen.findByRole('button', { name: 'Suivant' }));
    expect(await screen.findByText('Page 3 sur 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeDisabled();
    expect(api.calls.map((call) => call.query.get('page'))).toEqual(['1', '2', '3']);
    expect(api.calls.every((call) => call.query.get('limit') === '50')).toBe(true);
  });
});
