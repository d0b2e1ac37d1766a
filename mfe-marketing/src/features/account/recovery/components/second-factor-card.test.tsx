/**
 * @jest-environment ./src/lib/testing/jsdom-environment.cjs
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SecondFactorStatus } from '@zak/contract';
import { installFakeApi, renderWithProviders } from 'shared-ui/testing';
import { SecondFactorCard } from './second-factor-card';
import { SecondFactorPrompt } from './second-factor-prompt';

jest.setTimeout(30_000);

describe('two-step verification on the account page', () => {
  it('turns it on: password, key as text beside the QR code, first code, recovery codes shown once', async () => {
    let status: SecondFactorStatus = {
      state: 'off',
      enrolled: false,
      required: false,
      recoveryCodesLeft: 0,
    };
    const codes = Array.from({ length: 10 }, (_, i) => `CCCCC-DDDD${i}`);
    const { calls } = installFakeApi({
      'GET /api/auth/second-factor': () => ({ body: status }),
      'GET /api/auth/user': () => ({ status: 401 }),
      'POST /api/auth/second-factor/enrolment': () => ({
        body: {
          secret: 'JBSWY3DPEHPK3PXP',
          otpauthUrl: 'otpauth://x',
          qrCode: 'data:image/png;base64,AA',
        },
      }),
      'POST /api/auth/second-factor/enrolment/confirm': () => {
        status = { state: 'passed', enrolled: true, required: false, recoveryCodesLeft: 10 };
        return { body: { message: 'Activée', recoveryCodes: codes } };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<SecondFactorCard username="arnold" />, { lang: 'fr' });
    expect(await screen.findByText('Désactivée')).toBeVisible();
    await user.type(
      screen.getByLabelText('Votre mot de passe (pour la vérification en deux étapes)'),
      'pump-it-up',
    );
    await user.click(screen.getByRole('button', { name: 'Activer' }));
    expect(await screen.findByLabelText('Clé à saisir à la main')).toHaveTextContent(
      'JBSWY3DPEHPK3PXP',
    );
    expect(screen.getByRole('img', { name: /QR code/ })).toBeVisible();
    await user.type(screen.getByLabelText('Code à 6 chiffres'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirmer' }));
    const list = await screen.findByRole('list', { name: 'Vos codes de secours' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: "J'ai noté mes codes" }));
    expect(await screen.findByText('Codes de secours restants : 10')).toBeVisible();
    expect(screen.queryByText(codes[0]!)).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { currentPassword: 'pump-it-up' },
      { code: '123456' },
    ]);
  });

  it('says "Connexion réussie" only once the code is accepted', async () => {
    installFakeApi({
      'POST /api/auth/second-factor/verify': () => ({ body: { message: 'ok' } }),
      'GET /api/auth/user': () => ({ status: 401 }),
    });
    const user = userEvent.setup();
    renderWithProviders(<SecondFactorPrompt />, { lang: 'fr' });
    await user.type(screen.getByLabelText(/code/i), '123456');
    expect(screen.queryByText('Connexion réussie')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByText('Connexion réussie')).toBeInTheDocument();
  });

  it("asks a member for the code after the password, with the server's message when wrong (EN)", async () => {
    installFakeApi({
      'POST /api/auth/second-factor/verify': () => ({
        status: 400,
        body: { message: 'Wrong code.', code: 'SECOND_FACTOR_INVALID' },
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<SecondFactorPrompt />, { lang: 'en' });
    expect(screen.getByRole('heading', { name: 'Two-step verification' })).toHaveFocus();
    await user.type(screen.getByLabelText('6-digit code or recovery code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong code.');
  });
});
