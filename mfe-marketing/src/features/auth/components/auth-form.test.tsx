/**
 * @jest-environment ./src/lib/testing/jsdom-environment.cjs
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { toast } from 'shared-ui';
import { installFakeApi, renderWithProviders } from 'shared-ui/testing';
import { AuthPage } from './auth-page';

const user = {
  id: 'u1',
  username: 'zak',
  email: null,
  role: 'user',
  hasIAAccess: false,
  isActive: true,
  lastLoginAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  expiresAt: null,
  aiAccess: false,
  isAdmin: false,
};

function renderAuth(lang: 'fr' | 'en' = 'fr') {
  return renderWithProviders(
    <Routes>
      <Route path="/auth" element={<AuthPage />} />
      <Route path="/" element={<p>home screen</p>} />
      <Route path="/account" element={<p>account screen</p>} />
    </Routes>,
    { route: '/auth', lang },
  );
}

const username = () => screen.getByLabelText("Nom d'utilisateur");
const password = () => screen.getByLabelText('Mot de passe');

describe('auth screen', () => {
  afterEach(() => jest.restoreAllMocks());

  it('opens in login mode with its title, subtitle, link home and password-manager hints', () => {
    renderAuth();
    expect(screen.getByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
    expect(screen.getByText('Connectez-vous à votre espace personnel')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Retour à l'accueil/ })).toHaveAttribute('href', '/');
    expect(username()).toHaveAttribute('autocomplete', 'username');
    expect(password()).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.queryByText(/abonnement payant/)).not.toBeInTheDocument();
  });

  it('toggles to registration (title, subtitle, AI notice, new-password) and back', async () => {
    renderAuth();
    await userEvent.click(
      screen.getByRole('button', { name: 'Pas encore de compte ? Créer un compte' }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Inscription' })).toBeInTheDocument();
    expect(screen.getByText('Créez votre compte pour commencer')).toBeInTheDocument();
    expect(screen.getByText(/L'accès à l'IA nécessite un abonnement payant/)).toBeInTheDocument();
    expect(password()).toHaveAttribute('autocomplete', 'new-password');
    await userEvent.click(screen.getByRole('button', { name: 'Déjà un compte ? Se connecter' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
  });

  it('when login fields are empty, shows both required messages and sends nothing', async () => {
    const { fn } = installFakeApi({});
    renderAuth();
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(screen.getByText("Le nom d'utilisateur est requis")).toBeInTheDocument();
    expect(screen.getByText('Le mot de passe est requis')).toBeInTheDocument();
    expect(username()).toHaveAttribute('aria-invalid', 'true');
    expect(username()).toHaveFocus();
    expect(fn).not.toHaveBeenCalled();
  });

  it('when the registration password is shorter than 6 characters, says so and sends nothing', async () => {
    const { fn } = installFakeApi({});
    renderAuth();
    await userEvent.click(screen.getByRole('button', { name: /Créer un compte/ }));
    await userEvent.type(username(), 'zak');
    await userEvent.type(password(), 'abc12');
    await userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(
      screen.getByText('Le mot de passe doit contenir au moins 6 caractères'),
    ).toBeInTheDocument();
    expect(fn).not.toHaveBeenCalled();
  });

  it('after a successful registration, toasts the server message, returns to login and clears the form', async () => {
    const { calls } = installFakeApi({
      'POST /api/auth/register': () => ({
        status: 201,
        body: { message: 'Inscription réussie', user },
      }),
    });
    renderAuth();
    await userEvent.click(screen.getByRole('button', { name: /Créer un compte/ }));
    await userEvent.type(username(), '  zak ');
    await userEvent.type(password(), 'secret1');
    await userEvent.type(screen.getByLabelText('Adresse e-mail (facultative)'), 'zak@example.com');
    await userEvent.click(screen.getByRole('checkbox', { name: "J'ai 18 ans ou plus." }));
    await userEvent.click(
      screen.getByRole('checkbox', { name: /J'accepte les conditions générales/ }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(await screen.findByText('Compte créé !')).toBeInTheDocument();
    expect(screen.getByText('Inscription réussie')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
    expect(username()).toHaveValue('');
    expect(password()).toHaveValue('');
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({
      username: 'zak',
      password: 'secret1',
      email: 'zak@example.com',
      adult: true,
      acceptTerms: true,
    });
  });

  it('asks for the two boxes before sending, each with its own message, and links the terms and the privacy policy', async () => {
    const { calls } = installFakeApi({});
    renderAuth();
    await userEvent.click(screen.getByRole('button', { name: /Créer un compte/ }));
    await userEvent.type(username(), 'zak');
    await userEvent.type(password(), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    const adult = screen.getByRole('checkbox', { name: "J'ai 18 ans ou plus." });
    expect(adult).toHaveFocus();
    expect(adult).toHaveAccessibleDescription(
      'Confirmez avoir 18 ans ou plus pour créer un compte.',
    );
    expect(screen.getByRole('checkbox', { name: /J'accepte/ })).toHaveAccessibleDescription(
      'Acceptez les conditions générales et la politique de confidentialité pour continuer.',
    );
    expect(screen.getByRole('link', { name: 'conditions générales' })).toHaveAttribute(
      'href',
      '/conditions-generales',
    );
    expect(screen.getByRole('link', { name: 'politique de confidentialité' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await userEvent.click(adult);
    await userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(screen.getByRole('checkbox', { name: /J'accepte/ })).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('when registration fails, shows the server message, else the fallback', async () => {
    installFakeApi({
      'POST /api/auth/register': () => ({ status: 409, body: { message: 'Ce nom est déjà pris' } }),
    });
    renderAuth();
    await userEvent.click(screen.getByRole('button', { name: /Créer un compte/ }));
    await userEvent.type(username(), 'zak');
    await userEvent.type(password(), 'secret1');
    await userEvent.click(screen.getByRole('checkbox', { name: "J'ai 18 ans ou plus." }));
    await userEvent.click(
      screen.getByRole('checkbox', { name: /J'accepte les conditions générales/ }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(await screen.findByText("Erreur d'inscription")).toBeInTheDocument();
    expect(screen.getByText('Ce nom est déjà pris')).toBeInTheDocument();

    installFakeApi({ 'POST /api/auth/register': () => ({ status: 500 }) });
    await userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(await screen.findByText('Une erreur est survenue.')).toBeInTheDocument();
  });

  it('when login fails, shows the server message, else the fallback', async () => {
    installFakeApi({
      'POST /api/auth/login': () => ({ status: 401, body: { message: 'Compte désactivé' } }),
    });
    renderAuth();
    await userEvent.type(username(), 'zak');
    await userEvent.type(password(), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('Erreur de connexion')).toBeInTheDocument();
    expect(screen.getByText('Compte désactivé')).toBeInTheDocument();

    installFakeApi({ 'POST /api/auth/login': () => ({ status: 502 }) });
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(
      await screen.findByText("Nom d'utilisateur ou mot de passe incorrect."),
    ).toBeInTheDocument();
  });

  it('disables the inputs while the request is pending, then goes home after a successful login', async () => {
    let release: (value: Response) => void = () => undefined;
    globalThis.fetch = jest.fn(
      () => new Promise<Response>((resolve) => (release = resolve)),
    ) as unknown as typeof fetch;
    renderAuth();
    await userEvent.type(username(), 'zak');
    await userEvent.type(password(), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(username()).toBeDisabled();
    expect(password()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Connexion...' })).toBeDisabled();
    release(new Response(JSON.stringify({ message: 'ok', user }), { status: 200 }));
    expect(await screen.findByText('home screen')).toBeInTheDocument();
    expect(screen.getByText('Connexion réussie')).toBeInTheDocument();
  });

  it('with two-step verification on, goes to the code prompt without saying "Connexion réussie" yet', async () => {
    installFakeApi({
      'POST /api/auth/login': () => ({
        body: { message: 'ok', user: { ...user, secondFactor: 'verify' } },
      }),
      'GET /api/auth/user': () => ({ status: 401 }),
    });
    const success = jest.spyOn(toast, 'success');
    renderAuth();
    await userEvent.type(username(), 'zak');
    await userEvent.type(password(), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('account screen')).toBeInTheDocument();
    expect(success).not.toHaveBeenCalled();
    expect(screen.queryByText('Connexion réussie')).not.toBeInTheDocument();
  });

  it('speaks English when the site language is English', async () => {
    renderAuth('en');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Username is required')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/Sign in and register/));
  });

  it('puts "Forgot password?" and the switch to registration on lines of their own', () => {
    renderAuth('en');
    const forgot = screen.getByRole('link', { name: 'Forgot password?' });
    const toggle = screen.getByRole('button', { name: 'No account yet? Create one' });
    // Side by side they read "Forgot password?No account yet? Create one" on a desktop.
    const links = forgot.parentElement as HTMLElement;
    expect(toggle.parentElement).toBe(links);
    expect(getComputedStyle(links)).toMatchObject({ display: 'flex', flexDirection: 'column' });
  });
});
