import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SecondFactorStatus } from '@zak/contract';
import { installFakeApi } from 'shared-ui/testing';
import { renderAdmin } from '../../../lib/testing/render';
import { SecondFactorCard } from './second-factor-card';

const CODES = Array.from({ length: 10 }, (_, i) => `abcd-ef${String(i).padStart(2, '0')}`);

function setup(wrongPassword = false) {
  let left = 3;
  const api = installFakeApi({
    'GET /api/auth/second-factor': (): { body: SecondFactorStatus } => ({
      body: { state: 'passed', enrolled: true, required: true, recoveryCodesLeft: left },
    }),
    'POST /api/auth/second-factor/recovery-codes': () => {
      if (wrongPassword) {
        return { status: 400, body: { message: 'Le mot de passe actuel est incorrect' } };
      }
      left = 10;
      return { body: { recoveryCodes: CODES } };
    },
  });
  renderAdmin(<SecondFactorCard />);
  return { api, user: userEvent.setup() };
}

describe("Mon Compte: the administrator's second factor", () => {
  it('shows its state and the codes left, renews them for the password and shows the new ones once', async () => {
    const { api, user } = setup();
    const card = screen.getByRole('region', { name: 'Vérification en deux étapes' });
    expect(await within(card).findByText('Activée')).toBeInTheDocument();
    expect(within(card).getByText('Oui, pour les administrateurs')).toBeInTheDocument();
    expect(within(card).getByText('3')).toBeInTheDocument();
    const submit = within(card).getByRole('button', { name: 'Générer de nouveaux codes' });
    expect(submit).toBeDisabled();
    await user.type(
      within(card).getByLabelText('Votre mot de passe (pour de nouveaux codes)'),
      'admin-pass',
    );
    await user.click(submit);
    const list = await within(card).findByRole('list', { name: 'Codes de secours' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES);
    expect(within(card).getByRole('status')).toHaveTextContent('les anciens ne fonctionnent plus');
    expect(api.callsTo('POST /api/auth/second-factor/recovery-codes')[0]?.body).toEqual({
      currentPassword: 'admin-pass',
    });
    expect(await within(card).findByText('10')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Masquer les codes' }));
    expect(within(card).queryByRole('list', { name: 'Codes de secours' })).toBeNull();
  });

  it('says why when the password is wrong, and shows no codes', async () => {
    const { user } = setup(true);
    const card = screen.getByRole('region', { name: 'Vérification en deux étapes' });
    await within(card).findByText('Activée');
    await user.type(
      within(card).getByLabelText('Votre mot de passe (pour de nouveaux codes)'),
      'wrong',
    );
    await user.click(within(card).getByRole('button', { name: 'Générer de nouveaux codes' }));
    expect(
      await within(card).findByText('Le mot de passe actuel est incorrect'),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('list', { name: 'Codes de secours' })).toBeNull();
  });
});
