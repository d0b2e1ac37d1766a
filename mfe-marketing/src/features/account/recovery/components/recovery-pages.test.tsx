/**
 * @jest-environment ./src/lib/testing/jsdom-environment.cjs
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { installFakeApi, renderWithProviders } from 'shared-ui/testing';
import { ForgotPasswordPage } from './forgot-password-page';
import { ResetPasswordPage } from './reset-password-page';

jest.setTimeout(30_000);

const ANSWER = "Si un compte correspond, un lien vient d'y être envoyé.";

function renderAt(route: string, lang: 'fr' | 'en' = 'fr') {
  return renderWithProviders(
    <Routes>
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="/auth" element={<p>auth screen</p>} />
    </Routes>,
    { route, lang },
  );
}

describe('forgot password', () => {
  it("asks for a name or an email, then shows the server's single answer", async () => {
    const { calls } = installFakeApi({
      'POST /api/auth/forgot-password': () => ({ body: { message: ANSWER } }),
    });
    const user = userEvent.setup();
    renderAt('/forgot-password');
    expect(screen.getByRole('heading', { level: 1, name: 'Mot de passe oublié ?' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Le nom d'utilisateur ou l'adresse e-mail est requis",
    );
    expect(calls.filter((c) => c.url.includes('forgot'))).toHaveLength(0);
    await user.type(screen.getByLabelText("Nom d'utilisateur ou e-mail"), '  arnold  ');
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(ANSWER);
    expect(status).toHaveFocus();
    const sent = calls.find((c) => c.url === '/api/auth/forgot-password');
    expect(JSON.parse(String(sent?.init?.body))).toEqual({ login: 'arnold' });
  });

  it('speaks English', () => {
    installFakeApi({});
    renderAt('/forgot-password', 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot password?' })).toBeVisible();
    expect(screen.getByLabelText('Username or email')).toBeInTheDocument();
  });
});

describe('reset password', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('says a dead link is dead, with the way to ask for a new one', async () => {
    installFakeApi({ 'POST /api/auth/reset-password/check': () => ({ body: { valid: false } }) });
    window.history.replaceState(null, '', '/reset-password#token=dead');
    renderAt('/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(/Ce lien n'est plus valable/);
    expect(screen.getByRole('link', { name: 'Demander un nouveau lien' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('takes the token from the fragment, drops it from the address bar and never signs in', async () => {
    const { calls } = installFakeApi({
      'POST /api/auth/reset-password/check': () => ({ body: { valid: true } }),
      'POST /api/auth/reset-password': () => ({ body: { message: 'Mot de passe réinitialisé.' } }),
    });
    window.history.replaceState(null, '', '/reset-password#token=abc_DEF-123');
    const user = userEvent.setup();
    renderAt('/reset-password');
    const password = await screen.findByLabelText('Nouveau mot de passe');
    expect(window.location.hash).toBe('');
    expect(document.querySelector('meta[name="referrer"]')).toHaveAttribute(
      'content',
      'no-referrer',
    );
    await user.type(password, 'new-pass-1');
    await user.type(screen.getByLabelText('Confirmer le nouveau mot de passe'), 'other-pass');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Les mots de passe ne correspondent pas',
    );
    await user.clear(screen.getByLabelText('Confirmer le nouveau mot de passe'));
    await user.type(screen.getByLabelText('Confirmer le nouveau mot de passe'), 'new-pass-1');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Mot de passe réinitialisé.');
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/auth');
    const reset = calls.find((c) => c.url === '/api/auth/reset-password');
    expect(JSON.parse(String(reset?.init?.body))).toEqual({
      token: 'abc_DEF-123',
      password: 'new-pass-1',
    });
    expect(calls.some((c) => c.url === '/api/auth/login')).toBe(false);
  });
});
