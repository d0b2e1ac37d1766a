/**
 * @jest-environment ./src/lib/testing/jsdom-environment.cjs
 */
import { screen } from '@testing-library/react';
import type { LegalText } from '@zak/contract';
import { installFakeApi, renderWithProviders } from 'shared-ui/testing';
import { PrivacyPage } from './privacy-page';

// The real sanitize-html, loaded by Node (see real-sanitize-html.ts).
jest.mock('sanitize-html', () =>
  jest
    .requireActual<typeof import('shared-ui/markdown/real-sanitize-html')>(
      'shared-ui/markdown/real-sanitize-html',
    )
    .load(),
);

const EMPTY: LegalText = { doc: 'privacy', fr: '', en: '', updatedAt: null };

function show(text: LegalText, lang: 'fr' | 'en') {
  const api = installFakeApi({ 'GET /api/legal/privacy': () => ({ body: text }) });
  renderWithProviders(<PrivacyPage />, { route: '/privacy', lang });
  return api;
}

// The legal chunks, loaded once before the tests (their first load in jest is slow).
beforeAll(() => Promise.all([import('./legal-page'), import('./legal-markdown')]));

describe('privacy page', () => {
  it('without a text of the administrator, names the health data, the payment providers and the coach switch', async () => {
    const api = show(EMPTY, 'fr');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Politique de confidentialité' }),
    ).toBeVisible();
    await screen.findByRole('heading', { level: 2, name: 'Le coach et vos données' });
    expect(screen.getByText(/Votre suivi \(données de santé\) : poids/)).toBeInTheDocument();
    expect(screen.getByText(/article 9 du RGPD/)).toBeInTheDocument();
    expect(screen.getByText(/Stripe ou Shopify/)).toBeInTheDocument();
    expect(screen.getByText(/Un interrupteur dans les réglages du chat/)).toBeInTheDocument();
    // The old text said the language choice never reaches the server: every request carries it.
    expect(screen.queryByText(/jamais envoyé au serveur/)).toBeNull();
    expect(screen.getByText(/accompagne aussi chaque requête/)).toBeInTheDocument();
    expect(api.callsTo('GET /api/legal/privacy')).toHaveLength(1);
  });

  it('in English, the built-in text is English', async () => {
    show(EMPTY, 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    expect(screen.getByText(/Your tracking \(health data\): body weight/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your rights' })).toBeVisible();
  });

  it("shows the administrator's text instead when there is one", async () => {
    show(
      {
        ...EMPTY,
        fr: '# Notre politique\n\nTexte de **Zak**.',
        updatedAt: '2026-11-25T10:00:00.000Z',
      },
      'fr',
    );
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Notre politique' }, { timeout: 4000 }),
    ).toBeVisible();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Politique de confidentialité' }),
    ).toBeVisible();
    expect(screen.queryByText(/Votre suivi \(données de santé\)/)).toBeNull();
    expect(screen.getByText('Dernière mise à jour : 25 novembre 2026')).toBeInTheDocument();
  });
});
