/**
 * @jest-environment ./src/lib/testing/jsdom-environment.cjs
 */
import { screen } from '@testing-library/react';
import type { LegalText } from '@zak/contract';
import { installFakeApi, renderWithProviders } from 'shared-ui/testing';
import { LegalPage } from './legal-page';

// The real sanitize-html, loaded by Node (see real-sanitize-html.ts).
jest.mock('sanitize-html', () =>
  jest
    .requireActual<typeof import('shared-ui/markdown/real-sanitize-html')>(
      'shared-ui/markdown/real-sanitize-html',
    )
    .load(),
);

const TERMS: LegalText = {
  doc: 'terms',
  fr: '# Article 1 : objet\n\nLe service est **payant**.<script>alert(1)</script>\n\n[lien](javascript:alert(1))',
  en: '',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

function show(text: LegalText, lang: 'fr' | 'en') {
  const api = installFakeApi({ [`GET /api/legal/${text.doc}`]: () => ({ body: text }) });
  renderWithProviders(<LegalPage doc={text.doc} />, { route: '/conditions-generales', lang });
  return api;
}

// The renderer's lazy chunk, loaded once before the tests (its first load in jest is slow).
beforeAll(() => import('./legal-markdown'));

describe('legal pages', () => {
  it("renders the administrator's markdown under the page heading, without script or unsafe link", async () => {
    show(TERMS, 'fr');
    expect(screen.getByRole('heading', { level: 1, name: 'Conditions générales' })).toBeVisible();
    const article = await screen.findByRole(
      'heading',
      { level: 2, name: 'Article 1 : objet' },
      { timeout: 10000 },
    );
    const text = article.closest('.legal-text') as HTMLElement;
    expect(text.querySelector('strong')).toHaveTextContent('payant');
    expect(text.querySelector('script')).toBeNull();
    expect(text.innerHTML).not.toMatch(/<script/i);
    expect(text.querySelector('a')).toBeNull();
    expect(screen.getByText('Dernière mise à jour : 20 novembre 2026')).toBeInTheDocument();
    expect(document.title).toBe('Conditions générales | Zak Coaching');
  });

  it('in English without an English text, shows the French one and says so', async () => {
    show(TERMS, 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
    const article = await screen.findByRole('heading', { level: 2, name: 'Article 1 : objet' });
    expect(article.closest('[lang]')).toHaveAttribute('lang', 'fr');
    expect(screen.getByText('This text is available in French only.')).toBeInTheDocument();
  });

  it("keeps the page's one h1: the text's own headings come under it", async () => {
    show({ ...TERMS, fr: '# Préambule\n\n## Article 1' }, 'fr');
    expect(await screen.findByRole('heading', { level: 2, name: 'Préambule' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'Article 1' })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('in English with an English text, shows it', async () => {
    show({ ...TERMS, en: '# Article 1: purpose' }, 'en');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Article 1: purpose' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('This text is available in French only.')).toBeNull();
  });

  it('an empty text says the page is not published yet, in both languages', async () => {
    show({ doc: 'legal-notice', fr: '  ', en: '', updatedAt: null }, 'fr');
    expect(screen.getByRole('heading', { level: 1, name: 'Mentions légales' })).toBeVisible();
    expect(await screen.findByText("Cette page n'est pas encore publiée.")).toBeVisible();
  });

  it('an empty text in English', async () => {
    show({ doc: 'legal-notice', fr: '', en: '', updatedAt: null }, 'en');
    expect(await screen.findByText('This page has not been published yet.')).toBeVisible();
  });
});
