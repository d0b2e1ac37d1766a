/**
 * @jest-environment ./src/lib/testing/jsdom-environment.cjs
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { fakeUser, installFakeApi, renderWithProviders } from 'shared-ui/testing';
import { AccountPage } from './account-page';

jest.mock('../lib/guide-files', () => ({
  GUIDE_URLS: {
    training: { fr: '/assets/training-fr.pdf', en: '/assets/training-en.pdf' },
    nutrition: { fr: '/assets/nutrition-fr.pdf', en: '/assets/nutrition-en.pdf' },
  },
}));

const member = fakeUser({
  username: 'arnold',
  hasIAAccess: false,
  createdAt: '2026-03-14T09:00:00.000Z',
  aiAccess: false,
  access: { state: 'none', source: null, until: null, renewing: false, endedAt: null },
});

function renderAccount(lang: 'fr' | 'en' = 'fr') {
  return renderWithProviders(
    <Routes>
      <Route path="/account" element={<AccountPage />} />
      <Route path="/auth" element={<p>auth screen</p>} />
      <Route path="/ia" element={<p>chat screen</p>} />
      <Route path="/" element={<p>home screen</p>} />
    </Routes>,
    { route: '/account', lang },
  );
}

describe('the old link to the progress tracker', () => {
  it.each([
    ['/mon-compte#progression', '/progres'],
    ['/account#progression', '/progress'],
  ])('%s lands on %s', async (from, to) => {
    installFakeApi({ 'GET /api/auth/user': () => ({ body: member }) });
    renderWithProviders(
      <Routes>
        <Route path="/account" element={<AccountPage />} />
        <Route path="/mon-compte" element={<AccountPage />} />
        <Route path="/progres" element={<p>progress screen /progres</p>} />
        <Route path="/progress" element={<p>progress screen /progress</p>} />
      </Routes>,
      { route: from },
    );
    expect(await screen.findByText(`progress screen ${to}`)).toBeInTheDocument();
  });
});

describe('member dashboard', () => {
  it('shows the loading text, then sends an anonymous visitor to /auth', async () => {
    installFakeApi({
      'GET /api/auth/user': () => ({ status: 401, body: { message: 'Non authentifié' } }),
    });
    renderAccount();
    expect(screen.getByText('Chargement de votre espace...')).toBeInTheDocument();
    expect(await screen.findByText('auth screen')).toBeInTheDocument();
  });

  it('asks a member who has not answered yet to confirm 18+ and the terms, once, before the dashboard', async () => {
    const accepted = '2026-11-27T10:00:00.000Z';
    const { calls } = installFakeApi({
      'GET /api/auth/user': () => ({ body: { ...member, termsAcceptedAt: null } }),
      'POST /api/account/consent': () => ({
        body: {
          message: "Merci, c'est enregistré.",
          user: { ...member, termsAcceptedAt: accepted },
        },
      }),
    });
    renderAccount();
    const title = await screen.findByRole('heading', { level: 1, name: 'Avant de continuer' });
    expect(title).toHaveFocus();
    expect(screen.queryByRole('heading', { name: /Bienvenue/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Accepter et continuer' }));
    expect(screen.getByRole('checkbox', { name: "J'ai 18 ans ou plus." })).toHaveFocus();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await userEvent.click(screen.getByRole('checkbox', { name: "J'ai 18 ans ou plus." }));
    await userEvent.click(screen.getByRole('checkbox', { name: /J'accepte les conditions/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Accepter et continuer' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: /Bienvenue, arnold/ }),
    ).toBeInTheDocument();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => [c.pathname, c.body])).toEqual([
      ['/api/account/consent', { adult: true, acceptTerms: true }],
    ]);
  });

  it('asks again, saying the terms changed, when the administrator asked members to accept them again', async () => {
    const { calls } = installFakeApi({
      'GET /api/auth/user': () => ({ body: { ...member, termsChanged: true } }),
      'POST /api/account/consent': () => ({
        body: {
          message: 'Thank you, this is recorded.',
          user: { ...member, termsAcceptedAt: '2026-11-28T10:00:00.000Z', termsChanged: false },
        },
      }),
    });
    const { unmount } = renderAccount();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nos conditions ont changé' }),
    ).toHaveFocus();
    expect(screen.getByText(/Nous avons mis à jour nos conditions générales/)).toBeInTheDocument();
    unmount();
    renderAccount('en');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Our terms have changed' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Welcome/ })).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'I am 18 or over.' }));
    await userEvent.click(screen.getByRole('checkbox', { name: /I accept the terms/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Accept and continue' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: /Welcome, arnold/ }),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.pathname)).toEqual([
      '/api/account/consent',
    ]);
  });

  it("shows the member's coach in the account details when one follows them, in both languages", async () => {
    installFakeApi({
      'GET /api/auth/user': () => ({ body: member }),
      'GET /api/coaching/my-coach': () => ({
        body: { memberId: member.id, coach: { id: 'c1', username: 'coach_ana' } },
      }),
    });
    const { unmount } = renderAccount();
    expect(await screen.findByText('Votre coach')).toBeInTheDocument();
    expect(screen.getByText('coach_ana')).toBeInTheDocument();
    unmount();
    renderAccount('en');
    expect(await screen.findByText('Your coach')).toBeInTheDocument();
  });

  it('shows no coach line for a member nobody follows', async () => {
    const api = installFakeApi({
      'GET /api/auth/user': () => ({ body: member }),
      'GET /api/coaching/my-coach': () => ({ body: { memberId: member.id, coach: null } }),
    });
    renderAccount();
    await screen.findByRole('heading', { name: 'Détails du compte' });
    await waitFor(() => expect(api.callsTo('GET /api/coaching/my-coach')).toHaveLength(1));
    expect(screen.queryByText('Votre coach')).not.toBeInTheDocument();
  });

  it('welcomes the member with the progress bar, the real sign-up date and the four cards', async () => {
    installFakeApi({ 'GET /api/auth/user': () => ({ body: member }) });
    renderAccount();
    expect(
      await screen.findByRole('heading', { level: 1, name: /Bienvenue, arnold/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('Mutation en cours... 75%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '75');
    expect(screen.getByText('14 mars 2026')).toBeInTheDocument();
    expect(screen.getByText('Aucune')).toBeInTheDocument();
    for (const title of [
      'Détails du compte',
      'Accès IA',
      'Téléchargements',
      'Historique des commandes',
    ]) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByText('Accès limité - Formule Lite')).toBeInTheDocument();
    // The same explanation as the sign-in screen after the chat's redirect: pending.
    expect(
      screen.getByRole('button', { name: "Lancer l'IA (Version Lite)" }),
    ).toHaveAccessibleDescription(
      "Zak IA demande un abonnement (4,99 € / mois). Abonnez-vous : l'IA s'active dès que le paiement est reçu. Déjà abonné ? Contactez-nous et nous activerons votre accès.",
    );
    expect(screen.getByRole('link', { name: /S'abonner \(4,99 € \/ mois\)/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nous contacter' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(screen.getByRole('button', { name: "Lancer l'IA (Version Lite)" })).toBeDisabled();
    expect(screen.getByText('Zak Coaching LITE')).toBeInTheDocument();
    expect(screen.getByText('49€')).toBeInTheDocument();
  });

  it('lists the two guides with their true sizes and the locked PRO guide', async () => {
    installFakeApi({ 'GET /api/auth/user': () => ({ body: member }) });
    renderAccount();
    const training = await screen.findByRole('link', { name: /Télécharger Guide Entraînement/ });
    expect(training).toHaveAttribute('href', '/assets/training-fr.pdf');
    expect(training).toHaveAttribute('download');
    expect(screen.getByText('PDF · 3,7 Ko')).toBeInTheDocument();
    expect(screen.getByText('Guide Suppléments PRO')).toBeInTheDocument();
    const locked = screen.getAllByRole('button', { name: 'Télécharger' });
    expect(locked).toHaveLength(1);
    expect(locked[0]).toBeDisabled();
  });

  it('with AI access, shows the expiry and opens the chat', async () => {
    installFakeApi({
      'GET /api/auth/user': () => ({
        body: {
          ...member,
          hasIAAccess: true,
          aiAccess: true,
          expiresAt: '2027-01-31T00:00:00.000Z',
        },
      }),
    });
    renderAccount();
    expect(await screen.findByText('Accès IA actif')).toBeInTheDocument();
    expect(screen.getByText('Expire le 31 janvier 2027')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: "Lancer l'IA (Version Lite)" }));
    expect(await screen.findByText('chat screen')).toBeInTheDocument();
  });

  it('with a paid subscription, shows its renewal date and source, without the admin flag', async () => {
    installFakeApi({
      'GET /api/auth/user': () => ({
        body: {
          ...member,
          aiAccess: true,
          access: {
            state: 'active',
            source: 'stripe',
            until: '2026-12-24T10:00:00.000Z',
            renewing: true,
            endedAt: null,
          },
        },
      }),
    });
    renderAccount('en');
    expect(await screen.findByText('AI access active')).toBeInTheDocument();
    expect(screen.getByText('Renews automatically on 24 December 2026')).toBeInTheDocument();
    expect(screen.getByText('Through Stripe')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Launch the AI (Lite version)' })).toBeEnabled();
  });

  it('after the access ended, says when and offers the subscribe link with the member reference', async () => {
    installFakeApi({
      'GET /api/auth/user': () => ({
        body: {
          ...member,
          subscribeUrl: 'https://shop.example.test/zak?client_reference_id=zm_abc',
          access: {
            state: 'ended',
            source: 'stripe',
            until: null,
            renewing: false,
            endedAt: '2026-11-02T10:00:00.000Z',
          },
        },
      }),
    });
    renderAccount();
    expect(await screen.findByText('Accès IA terminé')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Terminé le 2 novembre 2026. Abonnez-vous à nouveau pour réactiver Zak IA. Une question sur votre abonnement ? Contactez-nous.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nous contacter' })).toHaveAttribute(
      'href',
      '/contact',
    );
    const subscribe = screen.getByRole('link', { name: /S'abonner \(4,99 € \/ mois\)/ });
    expect(subscribe).toHaveAttribute(
      'href',
      'https://shop.example.test/zak?client_reference_id=zm_abc',
    );
    expect(screen.getByRole('button', { name: "Lancer l'IA (Version Lite)" })).toBeDisabled();
  });

  it('logs out through the API, then goes home', async () => {
    const { calls } = installFakeApi({
      'GET /api/auth/user': () => ({ body: member }),
      'POST /api/auth/logout': () => ({ body: { message: 'ok' } }),
    });
    renderAccount();
    await userEvent.click(await screen.findByRole('button', { name: 'Se déconnecter' }));
    expect(await screen.findByText('home screen')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/auth/logout' && c.init?.method === 'POST')).toBe(true);
  });

  it('refuses a password change whose confirmation differs, without calling the server', async () => {
    const { calls } = installFakeApi({ 'GET /api/auth/user': () => ({ body: member }) });
    renderAccount();
    await userEvent.type(await screen.findByLabelText('Mot de passe actuel'), 'old-secret');
    await userEvent.type(screen.getByLabelText('Nouveau mot de passe'), 'new-secret');
    await userEvent.type(screen.getByLabelText('Confirmer le nouveau mot de passe'), 'new-secreT');
    await userEvent.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
    expect(screen.getByText('Les mots de passe ne correspondent pas')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.includes('change-password'))).toHaveLength(0);
  });

  it('after a password change, the session is over: the member is sent to sign in again', async () => {
    const { calls } = installFakeApi({
      'GET /api/auth/user': () => ({ body: member }),
      'POST /api/account/change-password': () => ({ body: { message: 'Mot de passe modifié' } }),
    });
    renderAccount();
    await userEvent.type(await screen.findByLabelText('Mot de passe actuel'), 'old-secret');
    await userEvent.type(screen.getByLabelText('Nouveau mot de passe'), 'new-secret');
    await userEvent.type(screen.getByLabelText('Confirmer le nouveau mot de passe'), 'new-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
    expect(await screen.findByText('auth screen')).toBeInTheDocument();
    const sent = calls.find((c) => c.url === '/api/account/change-password');
    expect(JSON.parse(String(sent?.init?.body))).toEqual({
      currentPassword: 'old-secret',
      newPassword: 'new-secret',
    });
  });

  it('when the account deletion is refused, shows the server message and stays', async () => {
    installFakeApi({
      'GET /api/auth/user': () => ({ body: member }),
      'DELETE /api/account': () => ({ status: 401, body: { message: 'Mot de passe incorrect' } }),
    });
    renderAccount();
    await userEvent.type(await screen.findByLabelText('Mot de passe pour confirmer'), 'bad');
    await userEvent.click(
      screen.getByRole('button', { name: 'Supprimer définitivement mon compte' }),
    );
    expect(await screen.findByText('Mot de passe incorrect')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: /arnold/ })).toBeInTheDocument();
  });

  it('an administrator cannot delete their account here', async () => {
    installFakeApi({
      'GET /api/auth/user': () => ({ body: { ...member, role: 'admin', isAdmin: true } }),
    });
    renderAccount();
    expect(
      await screen.findByText('Un compte administrateur ne peut pas être supprimé ici.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Mot de passe pour confirmer')).not.toBeInTheDocument();
  });

  it('speaks English', async () => {
    installFakeApi({ 'GET /api/auth/user': () => ({ body: member }) });
    renderAccount('en');
    expect(await screen.findByText('Mutation in progress... 75%')).toBeInTheDocument();
    expect(screen.getByText('14 March 2026')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/My account/));
  });
});
