/**
 * @jest-environment ./src/lib/testing/jsdom-environment.cjs
 */
import { screen, waitForElementToBeRemoved } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared-ui/testing';
import { InfoPage } from './info-page';

describe('AI info and pricing page', () => {
  it('shows the splash first, then the page with its comparison, six features and price', async () => {
    renderWithProviders(<InfoPage />, { route: '/zak-ia-info', lang: 'fr' });
    expect(screen.getByText('Initialisation Zak IA...')).toBeInTheDocument();
    await waitForElementToBeRemoved(() => document.getElementById('info-splash'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Zak IA');
    expect(screen.getByRole('table', { name: /chatbot généraliste/ })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Chatbot généraliste' })).toBeInTheDocument();
    const features = screen
      .getByRole('heading', { name: 'Six fonctionnalités clés' })
      .closest('section');
    expect(features?.querySelectorAll('article')).toHaveLength(6);
    expect(screen.getByText('4,99 €')).toBeInTheDocument();
    expect(screen.getByText(/IA éducative et non médicale/)).toBeInTheDocument();
  });

  it('the FR/EN toggle switches every text, the page title and the html lang', async () => {
    renderWithProviders(<InfoPage />, { route: '/zak-ia-info', lang: 'fr' });
    await userEvent.click(screen.getByRole('button', { name: 'EN' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Zak AI, the coach that tells it like it is',
    );
    expect(screen.getByText('€4.99')).toBeInTheDocument();
    expect(screen.queryByText(/IA éducative/)).not.toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(document.title).toMatch(/Features and pricing/);
    await userEvent.click(screen.getByRole('button', { name: 'FR' }));
    expect(screen.getByText('4,99 €')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr');
  });

  it('every subscribe button opens the shop in a new tab without an opener', () => {
    renderWithProviders(<InfoPage />, { route: '/zak-ia-info', lang: 'fr' });
    const shopLinks = screen.getAllByRole('link', { name: /S'abonner/ });
    expect(shopLinks.length).toBeGreaterThanOrEqual(3);
    for (const link of shopLinks) {
      expect(link).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});
