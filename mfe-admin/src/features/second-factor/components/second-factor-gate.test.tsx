import '../../../lib/testing/polyfills';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentUser } from 'shared-ui';
import { installFakeApi } from 'shared-ui/testing';
import { adminUser } from '../../../lib/testing/fixtures';
import { renderAdmin } from '../../../lib/testing/render';
import { SecondFactorGate } from './second-factor-gate';

function setup(state: CurrentUser['secondFactor'], routes: Parameters<typeof installFakeApi>[0]) {
  let current: CurrentUser = { ...adminUser, secondFactor: state };
  const api = installFakeApi({
    'GET /api/auth/user': () => ({ body: current }),
    ...routes,
  });
  renderAdmin(
    <SecondFactorGate>
      <p>Le panneau</p>
    </SecondFactorGate>,
  );
  return {
    api,
    user: userEvent.setup(),
    pass: () => (current = { ...current, secondFactor: 'passed' }),
  };
}

describe('SecondFactorGate', () => {
  it('enrols: password, key shown as text with the QR code, first code, then the recovery codes once', async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `AAAAA-BBBB${i}`);
    const { api, user, pass } = setup('enrol', {
      'POST /api/auth/second-factor/enrolment': () => ({
        body: {
          secret: 'JBSWY3DPEHPK3PXP',
          otpauthUrl: 'otpauth://x',
          qrCode: 'data:image/png;base64,AA',
        },
      }),
      'POST /api/auth/second-factor/enrolment/confirm': () => {
        pass();
        return { body: { message: 'ok', recoveryCodes: codes } };
      },
    });
    await screen.findByRole('heading', { name: 'Activer la vérification en deux étapes' });
    expect(screen.queryByText('Le panneau')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Mot de passe actuel'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(await screen.findByLabelText('Clé à saisir à la main')).toHaveTextContent(
      'JBSWY3DPEHPK3PXP',
    );
    expect(screen.getByRole('img', { name: /QR code/ })).toHaveAttribute(
      'src',
      'data:image/png;base64,AA',
    );
    await user.type(screen.getByLabelText('Code à 6 chiffres'), '123456');
    await user.click(screen.getByRole('button', { name: 'Activer' }));
    const list = await screen.findByRole('list', { name: 'Codes de secours' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: "J'ai mis mes codes en lieu sûr" }));
    expect(await screen.findByText('Le panneau')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { currentPassword: 'secret-pass' },
      { code: '123456' },
    ]);
    // Three screens typed through: room for a loaded machine.
  }, 30_000);

  it("asks for the code and shows the server's message when it is wrong", async () => {
    const { user } = setup('verify', {
      'POST /api/auth/second-factor/verify': () => ({
        status: 400,
        body: { message: 'Code incorrect.', code: 'SECOND_FACTOR_INVALID' },
      }),
    });
    await screen.findByRole('heading', { name: 'Vérification en deux étapes' });
    await user.type(screen.getByLabelText('Code à 6 chiffres ou code de secours'), '000000');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Code incorrect.');
    expect(screen.queryByText('Le panneau')).not.toBeInTheDocument();
  });

  it('shows the panel once the second step is passed', async () => {
    setup('passed', {});
    expect(await screen.findByText('Le panneau')).toBeInTheDocument();
  });
});
