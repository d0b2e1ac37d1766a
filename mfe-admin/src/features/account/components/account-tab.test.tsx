import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi } from 'shared-ui/testing';
import { adminUser } from '../../../lib/testing/fixtures';
import { renderAdmin } from '../../../lib/testing/render';
import { AccountTab } from './account-tab';

function setup(status = 200) {
  const api = installFakeApi({
    'GET /api/auth/user': () => ({ body: adminUser }),
    'POST /api/admin/change-password': () =>
      status === 200 ? { body: { message: 'ok' } } : { status },
  });
  renderAdmin(<AccountTab />);
  return { api, user: userEvent.setup() };
}

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  current: string,
  next: string,
  confirm: string,
) {
  await user.type(screen.getByLabelText('Mot de passe actuel'), current);
  await user.type(screen.getByLabelText('Nouveau mot de passe'), next);
  await user.type(screen.getByLabelText('Confirmer le nouveau mot de passe'), confirm);
}

describe('Mon Compte tab', () => {
  it('shows the username, role and last login read-only', async () => {
    setup();
    expect(await screen.findByText('admin')).toBeInTheDocument();
    expect(screen.getByText('Administrateur')).toBeInTheDocument();
    expect(screen.getByText(/20\/11\/2026/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('keeps the submit disabled until the three fields are filled', async () => {
    const { user } = setup();
    const submit = screen.getByRole('button', { name: 'Modifier le mot de passe' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Mot de passe actuel'), 'old-secret');
    await user.type(screen.getByLabelText('Nouveau mot de passe'), 'new-secret');
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Confirmer le nouveau mot de passe'), 'n');
    expect(submit).toBeEnabled();
  });

  it('reports a mismatch and sends nothing', async () => {
    const { api, user } = setup();
    await fill(user, 'old-secret', 'new-secret', 'new-secreT');
    await user.click(screen.getByRole('button', { name: 'Modifier le mot de passe' }));
    expect(await screen.findAllByText('Les mots de passe ne correspondent pas')).not.toHaveLength(
      0,
    );
    expect(api.callsTo('POST /api/admin/change-password')).toHaveLength(0);
  });

  it('changes the password and clears the fields', async () => {
    const { api, user } = setup();
    await fill(user, 'old-secret', 'new-secret', 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Modifier le mot de passe' }));
    expect(await screen.findByText('Mot de passe modifié avec succès')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/change-password')[0]?.body).toEqual({
      currentPassword: 'old-secret',
      newPassword: 'new-secret',
    });
    expect(screen.getByLabelText('Mot de passe actuel')).toHaveValue('');
    expect(screen.getByLabelText('Nouveau mot de passe')).toHaveValue('');
    expect(screen.getByLabelText('Confirmer le nouveau mot de passe')).toHaveValue('');
  });

  it('says "Impossible de modifier le mot de passe" when the server refuses, keeping the fields', async () => {
    const { user } = setup(400);
    await fill(user, 'wrong', 'new-secret', 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Modifier le mot de passe' }));
    expect(await screen.findByText('Impossible de modifier le mot de passe')).toBeInTheDocument();
    expect(screen.getByLabelText('Mot de passe actuel')).toHaveValue('wrong');
  });
});
