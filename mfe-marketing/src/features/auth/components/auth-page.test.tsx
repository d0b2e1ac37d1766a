/**
 * @jest-environment ./src/lib/testing/jsdom-environment.cjs
 */
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { CurrentUser } from '@zak/contract';
import { useCurrentUser } from 'shared-ui';
import { fakeUser, installFakeApi, renderWithProviders } from 'shared-ui/testing';
import { AuthPage } from './auth-page';

const pending = fakeUser({
  hasIAAccess: false,
  aiAccess: false,
  subscribeUrl: 'https://shop.example.test/zak?client_reference_id=zm_abc',
  access: { state: 'none', source: null, until: null, renewing: false, endedAt: null },
});

/** Says when the current user has arrived (the page renders from the same cache). */
function UserProbe() {
  const { user, isLoading } = useCurrentUser();
  return <p>{isLoading ? 'user: loading' : `user: ${user?.username ?? 'anonymous'}`}</p>;
}

function arrive(route: string, user: CurrentUser | null, lang: 'fr' | 'en' = 'fr') {
  installFakeApi({
    'GET /api/auth/user': () =>
      user ? { body: user } : { status: 401, body: { message: 'Non authentifié' } },
  });
  return renderWithProviders(
    <>
      <UserProbe />
      <Routes>
        <Route path="/auth" element={<AuthPage />} />
      </Routes>
    </>,
    { route, lang },
  );
}

describe('arriving at /auth from the chat without AI access', () => {
  it('says the access is pending, with the subscribe (shop, new tab) and contact links', async () => {
    arrive('/auth?acces=pending', pending);
    const notice = await screen.findByRole('region', {
      name: "Votre accès à l'IA n'est pas encore actif",
    });
    expect(notice).toHaveTextContent(
      "Zak IA demande un abonnement (4,99 € / mois). Abonnez-vous : l'IA s'active dès que le paiement est reçu. Déjà abonné ? Contactez-nous et nous activerons votre accès.",
    );
    const subscribe = screen.getByRole('link', { name: /S'abonner \(4,99 € \/ mois\)/ });
    expect(subscribe).toHaveAttribute('href', pending.subscribeUrl);
    expect(subscribe).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Nous contacter' })).toHaveAttribute(
      'href',
      '/contact',
    );
    // A signed-in member has no use for the sign-in form: their account instead.
    expect(screen.queryByRole('heading', { name: 'Connexion' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aller à mon espace' })).toHaveAttribute(
      'href',
      '/account',
    );
  });

  it('says the subscription ended, in English on an English screen', async () => {
    const ended = fakeUser({
      aiAccess: false,
      access: {
        state: 'ended',
        source: 'stripe',
        until: null,
        renewing: false,
        endedAt: '2026-11-02T10:00:00.000Z',
      },
    });
    arrive('/auth?acces=expired', ended, 'en');
    const notice = await screen.findByRole('region', { name: 'Your AI subscription has ended' });
    expect(notice).toHaveTextContent(
      'Subscribe again to turn Zak AI back on. A question about your subscription? Contact us.',
    );
    expect(screen.getByRole('link', { name: /Subscribe \(€4\.99 \/ month\)/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });

  it.each([
    ['an unknown reason', '/auth?acces=banned', pending],
    ['no reason', '/auth', pending],
    ['an anonymous visitor', '/auth?acces=pending', null],
    ['a member who has access by now', '/auth?acces=pending', fakeUser()],
  ])('explains nothing for %s', async (_case, route, user) => {
    arrive(route, user);
    await screen.findByText(`user: ${user?.username ?? 'anonymous'}`);
    expect(screen.getByRole('heading', { name: 'Connexion' })).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nous contacter' })).not.toBeInTheDocument();
  });
});
