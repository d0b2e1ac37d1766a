/**
 * @jest-environment ./src/lib/testing/jsdom-environment.cjs
 */
import { screen } from '@testing-library/react';
import { brand } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/testing';
import { ContactPage } from './contact-page';

describe('contact page', () => {
  it('offers the three channels with the brand targets, and the notes', () => {
    renderWithProviders(<ContactPage />, { route: '/contact', lang: 'fr' });
    expect(screen.getByRole('heading', { level: 1, name: 'Contactez-nous' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: brand.contact.email })).toHaveAttribute(
      'href',
      brand.contact.emailHref,
    );
    expect(screen.getByRole('link', { name: /^@/ })).toHaveAttribute(
      'href',
      brand.contact.instagram,
    );
    expect(screen.getAllByRole('link', { name: /WhatsApp/ })[0]).toHaveAttribute(
      'href',
      brand.contact.whatsapp,
    );
    expect(screen.getByText('Réponse sous 24 h.')).toBeInTheDocument();
    expect(screen.getByText('Coaching personnalisé disponible.')).toBeInTheDocument();
    expect(screen.getByText("Transformation garantie avec de l'engagement.")).toBeInTheDocument();
  });

  it('arriving on /contact#social scrolls the social section into view', () => {
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      renderWithProviders(<ContactPage />, { route: '/contact#social', lang: 'fr' });
      expect(scrolled.map((el) => el.id)).toContain('social');
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it('does not scroll without the #social anchor', () => {
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      renderWithProviders(<ContactPage />, { route: '/contact', lang: 'fr' });
      expect(scrolled).toHaveLength(0);
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });
});
