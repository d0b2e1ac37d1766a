import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi } from 'shared-ui/testing';
import { makeUser } from '../../../lib/testing/fixtures';
import { renderAdmin } from '../../../lib/testing/render';
import { UsersTab } from './users-tab';

const alice = makeUser({ id: 'u1', username: 'alice', email: 'alice@example.com' });

function setup(patchStatus = 200, errorBody: object = { message: 'taken' }) {
  let users = [alice];
  const api = installFakeApi({
    'GET /api/admin/users': () => ({
      body: { users, totalCount: users.length, currentPage: 1, totalPages: 1 },
    }),
    'PATCH /api/admin/users/u1': (request) => {
      if (patchStatus !== 200) return { status: patchStatus, body: errorBody };
      users = [{ ...alice, ...(request.body as object) }];
      return { body: users[0] };
    },
  });
  const user = userEvent.setup();
  renderAdmin(<UsersTab />);
  return { api, user };
}

describe('Edit dialog "Modifier l\'utilisateur"', () => {
  it('opens with the user values, an email field with its placeholder and the three roles', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Modifier alice' }));
    const dialog = screen.getByRole('dialog', { name: "Modifier l'utilisateur" });
    expect(within(dialog).getByLabelText("Nom d'utilisateur")).toHaveValue('alice');
    const email = within(dialog).getByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('placeholder', 'email@example.com');
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Utilisateur', 'Coach', 'Administrateur']);
    expect(within(dialog).getByLabelText("Nom d'utilisateur")).toHaveFocus();
  });

  it('closes on Escape and on Annuler, giving focus back to the Modifier button, and sends nothing', async () => {
    const { api, user } = setup();
    const edit = await screen.findByRole('button', { name: 'Modifier alice' });
    await user.click(edit);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(edit).toHaveFocus();

    await user.click(edit);
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(edit).toHaveFocus();
    expect(api.callsTo('PATCH /api/admin/users/u1')).toHaveLength(0);
  });

  it('keeps Tab inside the dialog', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Modifier alice' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('saves username, email and role, closes, says so and shows the refetched list', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Modifier alice' }));
    const dialog = screen.getByRole('dialog');
    const name = within(dialog).getByLabelText("Nom d'utilisateur");
    await user.clear(name);
    await user.type(name, 'alicia');
    await user.clear(within(dialog).getByLabelText('Email'));
    await user.selectOptions(within(dialog).getByLabelText('Rôle'), 'admin');
    await user.click(within(dialog).getByRole('button', { name: 'Sauvegarder' }));

    expect(await screen.findByText('Utilisateur modifié avec succès')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('PATCH /api/admin/users/u1')[0]?.body).toEqual({
      username: 'alicia',
      email: null,
      role: 'admin',
    });
    expect(await screen.findByRole('row', { name: /alicia/ })).toBeInTheDocument();
  });

  it('refuses an empty username without calling the API', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Modifier alice' }));
    await user.clear(
      screen.getByLabelText("Nom d'utilisateur", { selector: '#admin-edit-username' }),
    );
    expect(screen.getByText("Le nom d'utilisateur est requis")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sauvegarder' })).toBeDisabled();
    expect(api.callsTo('PATCH /api/admin/users/u1')).toHaveLength(0);
  });

  it('keeps the dialog open with "Impossible de modifier l\'utilisateur" when the save fails', async () => {
    const { user } = setup(409);
    await user.click(await screen.findByRole('button', { name: 'Modifier alice' }));
    await user.click(screen.getByRole('button', { name: 'Sauvegarder' }));
    expect(await screen.findByText("Impossible de modifier l'utilisateur")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('dialog')).toBeInTheDocument());
  });

  it('refuses a malformed email on the email field, without calling the API', async () => {
    const { api, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Modifier alice' }));
    const dialog = screen.getByRole('dialog');
    const email = within(dialog).getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'alice@exemple');
    await user.click(within(dialog).getByRole('button', { name: 'Sauvegarder' }));
    const error = within(dialog).getByText("L'adresse e-mail n'est pas valide");
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAttribute('aria-describedby', error.id);
    expect(email).toHaveFocus();
    expect(api.callsTo('PATCH /api/admin/users/u1')).toHaveLength(0);
    await user.type(email, '.fr');
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it("shows the API's message on the field it refused, not a generic toast", async () => {
    const { user } = setup(400, {
      message: "L'adresse e-mail n'est pas valide (serveur)",
      code: 'VALIDATION',
      field: 'email',
    });
    await user.click(await screen.findByRole('button', { name: 'Modifier alice' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Sauvegarder' }));
    const error = await within(dialog).findByText("L'adresse e-mail n'est pas valide (serveur)");
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('aria-describedby', error.id);
    expect(screen.queryByText("Impossible de modifier l'utilisateur")).not.toBeInTheDocument();
  });
});
