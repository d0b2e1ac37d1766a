import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminUser, AdminUserList } from '@zak/contract';
import { installFakeApi, type FakeRequest } from 'shared-ui/testing';
import { makeUser } from '../../../lib/testing/fixtures';
import { renderAdmin } from '../../../lib/testing/render';
import { UsersTab } from './users-tab';

const alice = makeUser({ id: 'u1', username: 'alice' });
const root = makeUser({
  id: 'a1',
  username: 'admin',
  role: 'admin',
  hasIAAccess: true,
  lastLoginAt: '2026-11-20T08:30:00.000Z',
});

function list(
  users: AdminUser[],
  { totalCount = users.length, totalPages = 1, currentPage = 1 } = {},
): AdminUserList {
  return { users, totalCount, currentPage, totalPages };
}

function setup(
  answer: (request: FakeRequest) => AdminUserList | { status: number } = () => list([root, alice]),
) {
  const api = installFakeApi({
    'GET /api/admin/users': (request) => {
      const result = answer(request);
      return 'status' in result
        ? { status: result.status, body: { message: 'boom' } }
        : { body: result };
    },
    'PATCH /api/admin/users/u1/status': () => ({ body: { ...alice, isActive: false } }),
    'PATCH /api/admin/users/u1': (request) => ({ body: { ...alice, ...(request.body as object) } }),
    'DELETE /api/admin/users/u1': () => ({ body: { message: 'ok' } }),
    'GET /api/admin/users/export': () => ({ text: 'username\nalice\n' }),
    'GET /api/coaching/coaches': () => ({
      body: { coaches: [{ id: 'c1', username: 'coach_ana', members: 2 }] },
    }),
    'GET /api/coaching/assignments/u1': () => ({ body: { memberId: 'u1', coach: null } }),
    'PUT /api/coaching/assignments/u1': (request) => ({
      body: {
        memberId: 'u1',
        coach: { id: String((request.body as { coachId: string }).coachId), username: 'coach_ana' },
      },
    }),
  });
  const user = userEvent.setup();
  renderAdmin(<UsersTab />);
  return { api, user };
}

const lastListQuery = (api: ReturnType<typeof installFakeApi>) =>
  Object.fromEntries(api.callsTo('GET /api/admin/users').at(-1)?.query ?? []);

describe('Utilisateurs tab', () => {
  beforeAll(() => {
    URL.createObjectURL = jest.fn(() => 'blob:users');
    URL.revokeObjectURL = jest.fn();
  });

  it('shows the loading state, then the total and one row per user with "Jamais" for a user who never logged in', async () => {
    setup();
    expect(screen.getByRole('status')).toHaveTextContent('Chargement...');
    expect(await screen.findByText('2 utilisateurs')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Liste des utilisateurs' });
    const aliceRow = within(table).getByRole('row', { name: /alice/ });
    expect(within(aliceRow).getByText('Jamais')).toBeInTheDocument();
    expect(within(aliceRow).getByText('Utilisateur')).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      "Nom d'utilisateur",
      'Rôle',
      'Accès IA',
      'Expiration IA',
      'Actif',
      'Dernière connexion',
      'Actions',
    ]);
  });

  it('disables deactivate, edit and delete for administrators only', async () => {
    setup();
    const adminRow = await screen.findByRole('row', { name: /^admin/ });
    expect(within(adminRow).getByRole('switch', { name: 'Compte de admin actif' })).toBeDisabled();
    expect(within(adminRow).getByRole('button', { name: 'Modifier admin' })).toBeDisabled();
    expect(within(adminRow).getByRole('button', { name: 'Supprimer admin' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Compte de alice actif' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Modifier alice' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Supprimer alice' })).toBeEnabled();
  });

  it('shows the empty state when no user matches', async () => {
    setup(() => list([]));
    expect(
      await screen.findByText('Aucun utilisateur ne correspond aux filtres.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Page 1 sur 1')).toBeInTheDocument();
  });

  it('shows an error with a retry that reloads the list', async () => {
    let fail = true;
    const { user } = setup(() => (fail ? { status: 500 } : list([alice])));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Impossible de charger les données.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('row', { name: /alice/ })).toBeInTheDocument();
  });

  it('sends the role, status and debounced search filters, each time from page 1, and reset goes back to all', async () => {
    const { api, user } = setup((request) =>
      list(request.query.get('role') === 'admin' ? [root] : [alice], {
        totalCount: 60,
        totalPages: 3,
        currentPage: Number(request.query.get('page')),
      }),
    );
    await screen.findByRole('row', { name: /alice/ });
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    await waitFor(() => expect(lastListQuery(api).page).toBe('2'));

    await user.selectOptions(screen.getByLabelText('Rôle'), 'admin');
    await waitFor(() =>
      expect(lastListQuery(api)).toEqual({ page: '1', limit: '20', role: 'admin' }),
    );

    await user.selectOptions(screen.getByLabelText('Statut'), 'inactive');
    await user.type(screen.getByLabelText('Rechercher'), 'ali');
    await waitFor(() =>
      expect(lastListQuery(api)).toEqual({
        page: '1',
        limit: '20',
        role: 'admin',
        status: 'inactive',
        search: 'ali',
      }),
    );
    // One request for the finished word, none per keystroke.
    expect(
      api.callsTo('GET /api/admin/users').filter((call) => call.query.get('search') === 'a'),
    ).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    await waitFor(() => expect(lastListQuery(api).page).toBe('2'));
    await user.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    // Back to the unfiltered first page (already in the cache, so possibly without a new request).
    expect(await screen.findByRole('row', { name: /alice/ })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /^admin/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Rôle')).toHaveValue('all');
    expect(screen.getByLabelText('Statut')).toHaveValue('all');
    expect(screen.getByLabelText('Rechercher')).toHaveValue('');
    expect(await screen.findByText('Page 1 sur 3')).toBeInTheDocument();
  });

  it('lists users waiting for AI access with the pending filter', async () => {
    const { api, user } = setup();
    await screen.findByRole('row', { name: /alice/ });
    await user.selectOptions(screen.getByLabelText('Statut'), 'pending');
    await waitFor(() => expect(lastListQuery(api).status).toBe('pending'));
  });

  it('bounds paging: Précédent disabled on page 1, Suivant disabled on the last page', async () => {
    const { api, user } = setup((request) =>
      list([alice], {
        totalCount: 21,
        totalPages: 2,
        currentPage: Number(request.query.get('page')),
      }),
    );
    await screen.findByText('Page 1 sur 2');
    expect(screen.getByRole('button', { name: 'Précédent' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByText('Page 2 sur 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Précédent' })).toBeEnabled();
    expect(
      api.callsTo('GET /api/admin/users').every((call) => Number(call.query.get('page')) <= 2),
    ).toBe(true);
  });

  it('deactivates a user with the opposite of the current value and says so', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByRole('switch', { name: 'Compte de alice actif' }));
    expect(await screen.findByText('Utilisateur désactivé avec succès')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/admin/users/u1/status')[0]?.body).toEqual({ isActive: false });
  });

  it('says "Impossible de modifier le statut" when the status change fails', async () => {
    const api = installFakeApi({
      'GET /api/admin/users': () => ({ body: list([alice]) }),
      'PATCH /api/admin/users/u1/status': () => ({
        status: 500,
        body: { message: 'secret detail' },
      }),
    });
    const user = userEvent.setup();
    renderAdmin(<UsersTab />);
    await user.click(await screen.findByRole('switch', { name: 'Compte de alice actif' }));
    expect(
      await screen.findByText("Impossible de modifier le statut de l'utilisateur"),
    ).toBeInTheDocument();
    expect(screen.queryByText('secret detail')).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(3);
  });

  it('grants AI access from the switch', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByRole('switch', { name: 'Accès IA de alice' }));
    expect(await screen.findByText('Accès IA accordé avec succès')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/admin/users/u1')[0]?.body).toEqual({ hasIAAccess: true });
  });

  it('sets and clears the AI access expiry date', async () => {
    let stored = alice;
    const api = installFakeApi({
      'GET /api/admin/users': () => ({ body: list([stored]) }),
      'PATCH /api/admin/users/u1': (request) => {
        stored = { ...stored, ...(request.body as Partial<AdminUser>) };
        return { body: stored };
      },
    });
    renderAdmin(<UsersTab />);
    const input = await screen.findByLabelText("Date d'expiration de l'accès IA de alice");
    // A day in the future whenever the test runs (a fixed date would become a past one, refused).
    const day = `${new Date().getFullYear() + 1}-01-31`;
    fireEvent.change(input, { target: { value: day } });
    expect(
      await screen.findByText("Date d'expiration mise à jour avec succès"),
    ).toBeInTheDocument();
    const sent = api.callsTo('PATCH /api/admin/users/u1')[0]?.body as { expiresAt: string };
    expect(new Date(sent.expiresAt).getDate()).toBe(31);
    await waitFor(() => expect(input).toHaveValue(day));

    fireEvent.change(input, { target: { value: '' } });
    await waitFor(() =>
      expect(api.callsTo('PATCH /api/admin/users/u1')[1]?.body).toEqual({ expiresAt: null }),
    );
  });

  it('refuses a past expiry date on the date field without calling the API', async () => {
    const api = installFakeApi({
      'GET /api/admin/users': () => ({ body: list([alice]) }),
      'PATCH /api/admin/users/u1': () => ({ body: alice }),
    });
    renderAdmin(<UsersTab />);
    const input = await screen.findByLabelText("Date d'expiration de l'accès IA de alice");
    fireEvent.change(input, { target: { value: '2020-01-31' } });
    const error = await screen.findByText("La date d'expiration ne peut pas être dans le passé");
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', error.id);
    expect(api.callsTo('PATCH /api/admin/users/u1')).toHaveLength(0);
    expect(screen.queryByText("Date d'expiration mise à jour avec succès")).not.toBeInTheDocument();

    fireEvent.change(input, { target: { value: '2099-01-31' } });
    await waitFor(() => expect(input).not.toHaveAttribute('aria-invalid'));
    await waitFor(() => expect(api.callsTo('PATCH /api/admin/users/u1')).toHaveLength(1));
  });

  it("shows the API's refusal of an expiry date on the date field", async () => {
    installFakeApi({
      'GET /api/admin/users': () => ({ body: list([alice]) }),
      'PATCH /api/admin/users/u1': () => ({
        status: 400,
        body: { message: 'Refusée par le serveur', code: 'VALIDATION', field: 'expiresAt' },
      }),
    });
    renderAdmin(<UsersTab />);
    const input = await screen.findByLabelText("Date d'expiration de l'accès IA de alice");
    fireEvent.change(input, { target: { value: '2099-01-31' } });
    const error = await screen.findByText('Refusée par le serveur');
    expect(input).toHaveAttribute('aria-describedby', error.id);
    expect(screen.queryByText("Impossible de modifier l'utilisateur")).not.toBeInTheDocument();
  });

  it('asks the exact confirmation before deleting, and sends nothing when cancelled', async () => {
    const confirm = jest
      .spyOn(window, 'confirm')
      .mockReturnValueOnce(false)
      .mockReturnValueOnce(true);
    const { api, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Supprimer alice' }));
    expect(confirm).toHaveBeenCalledWith(
      'Êtes-vous sûr de vouloir supprimer l\'utilisateur "alice" ?',
    );
    expect(api.callsTo('DELETE /api/admin/users/u1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Supprimer alice' }));
    expect(await screen.findByText('Utilisateur supprimé avec succès')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/admin/users/u1')).toHaveLength(1);
    confirm.mockRestore();
  });

  it('exports the users matching the current filters as CSV', async () => {
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const { api, user } = setup();
    await screen.findByRole('row', { name: /alice/ });
    await user.selectOptions(screen.getByLabelText('Rôle'), 'user');
    await user.click(screen.getByRole('button', { name: 'Exporter CSV' }));
    expect(await screen.findByText('Utilisateurs exportés avec succès')).toBeInTheDocument();
    expect(Object.fromEntries(api.callsTo('GET /api/admin/users/export')[0]?.query ?? [])).toEqual({
      role: 'user',
    });
    expect(saved).toEqual(['users.csv']);
    click.mockRestore();
  });
  it("assigns a member to a coach (members only: no Coach button on an administrator's row)", async () => {
    const { api, user } = setup();
    const table = await screen.findByRole('table', { name: 'Liste des utilisateurs' });
    const rootRow = within(table).getByRole('row', { name: /admin/ });
    expect(within(rootRow).queryByRole('button', { name: /coach/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choisir le coach de alice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Coach de alice' });
    const field = await within(dialog).findByRole('combobox', { name: 'Coach' });
    expect(field).toHaveValue('');
    expect(
      within(field)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Aucun coach', 'coach_ana']);
    await user.selectOptions(field, 'c1');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(api.callsTo('PUT /api/coaching/assignments/u1')).toHaveLength(1));
    expect(api.callsTo('PUT /api/coaching/assignments/u1')[0]?.body).toEqual({ coachId: 'c1' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
