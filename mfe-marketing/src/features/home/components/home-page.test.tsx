/**
 * @jest-environment ./src/lib/testing/jsdom-environment.cjs
 */
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import { DEFAULT_SHOP_URL, setRuntimeConfig } from 'shared-ui';
import { HomePage } from './home-page';

describe('home page', () => {
  afterEach(() => setRuntimeConfig({}));

  it('has one h1 and the six sections in the spec order', () => {
    renderWithProviders(<HomePage />, { lang: 'fr' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual([
      'Pourquoi Zak IA ?',
      "Ce que l'IA fait pour vous",
      "Aperçu de l'interface",
      'Prêt à transformer votre physique ?',
      'Une question ?',
    ]);
  });

  it('shows the three offers with their prices and the POPULAR badge on PRO', () => {
    renderWithProviders(<HomePage />, { lang: 'en' });
    const pro = screen.getByRole('heading', { name: 'PRO coaching' }).closest('article');
    expect(pro).not.toBeNull();
    expect(within(pro as HTMLElement).getByText('POPULAR')).toBeInTheDocument();
    expect(within(pro as HTMLElement).getByText('€129')).toBeInTheDocument();
    expect(screen.getByText('€49')).toBeInTheDocument();
    expect(screen.getByText('€4.99')).toBeInTheDocument();
    expect(screen.getByText('Delivered within 24 h')).toBeInTheDocument();
  });

  it('every subscribe button opens the configured shop URL in a new tab, without an opener', () => {
    setRuntimeConfig({ shopUrl: 'https://shop.example.test/zak' });
    renderWithProviders(<HomePage />, { lang: 'fr' });
    const shopLinks = document.querySelectorAll('a[data-shop-link]');
    expect(shopLinks.length).toBeGreaterThanOrEqual(5);
    for (const link of shopLinks) {
      expect(link).toHaveAttribute('href', 'https://shop.example.test/zak');
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('falls back to the default shop page when SHOP_URL is not configured', () => {
    renderWithProviders(<HomePage />, { lang: 'fr' });
    expect(screen.getAllByRole('link', { name: /S'abonner maintenant/ })[0]).toHaveAttribute(
      'href',
      DEFAULT_SHOP_URL,
    );
  });

  it('links Learn More to the info page and the contact teaser to /contact and /contact#social', () => {
    renderWithProviders(<HomePage />, { lang: 'fr' });
    expect(screen.getAllByRole('link', { name: 'En savoir plus' })[0]).toHaveAttribute(
      'href',
      '/zak-ia-info',
    );
    expect(screen.getByRole('link', { name: "Accéder à l'IA maintenant" })).toHaveAttribute(
      'href',
      '/auth',
    );
    expect(screen.getByRole('link', { name: 'Nous contacter' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(screen.getByRole('link', { name: 'Nos réseaux sociaux' })).toHaveAttribute(
      'href',
      '/contact#social',
    );
  });
});
