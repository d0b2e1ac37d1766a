import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LEGAL_TEXT_MAX_LENGTH, type LegalText } from '@zak/contract';
import { installFakeApi } from 'shared-ui/testing';
import { renderAdmin } from '../../../lib/testing/render';
import { LegalTextsSection } from './legal-texts-section';

function setup({ failWrites = false, terms = '' } = {}) {
  let texts: LegalText[] = [
    { doc: 'legal-notice', fr: '# Éditeur', en: '', updatedAt: '2026-11-01T00:00:00.000Z' },
    { doc: 'terms', fr: terms, en: '', updatedAt: terms ? '2026-11-20T09:30:00.000Z' : null },
    { doc: 'privacy', fr: '', en: '', updatedAt: null },
  ];
  const api = installFakeApi({
    'GET /api/admin/legal': () => ({ body: texts }),
    'PUT /api/admin/legal/:doc/:lang': (request) => {
      if (failWrites) return { status: 500 };
      const { doc, lang = 'fr' } = request.params;
      const { text } = request.body as { text: string };
      texts = texts.map((x) => (x.doc === doc ? { ...x, [lang]: text } : x));
      return { body: texts };
    },
    'POST /api/admin/legal/terms/renewal': () => ({
      body: { version: '2026-11-20T09:30:00.000Z', asked: 12 },
    }),
  });
  renderAdmin(<LegalTextsSection />);
  return { api, user: userEvent.setup() };
}

describe('legal pages editor (Paramètres tab)', () => {
  it('edits the privacy policy too, saying that an empty one shows the built-in text', async () => {
    setup();
    expect(await screen.findByLabelText('Politique de confidentialité (Français)')).toHaveValue('');
    expect(
      screen.getByRole('link', { name: 'Voir la page : Politique de confidentialité' }),
    ).toHaveAttribute('href', '/privacy');
    expect(
      screen.getByText(/Sans texte ici, la page affiche la politique intégrée/),
    ).toBeInTheDocument();
  });

  it('shows each text per language and saves one language when its button is pressed', async () => {
    const { api, user } = setup();
    const notice = await screen.findByLabelText('Mentions légales (Français)');
    expect(notice).toHaveValue('# Éditeur');
    const terms = screen.getByLabelText('Conditions générales (Anglais)');
    expect(terms).toHaveValue('');
    await user.type(terms, '## Terms');
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    await user.click(
      screen.getByRole('button', { name: 'Sauvegarder : Conditions générales (Anglais)' }),
    );
    expect(await screen.findByText('Paramètre mis à jour avec succès')).toBeInTheDocument();
    const puts = api.calls.filter((c) => c.method === 'PUT');
    expect(puts.map((c) => [c.pathname, c.body])).toEqual([
      ['/api/admin/legal/terms/en', { text: '## Terms' }],
    ]);
    expect(screen.getByLabelText('Conditions générales (Anglais)')).toHaveValue('## Terms');
    const link = screen.getByRole('link', { name: 'Voir la page : Conditions générales' });
    expect(link).toHaveAttribute('href', '/conditions-generales');
  });

  it('a text over the limit cannot be saved and says why', async () => {
    const { api, user } = setup();
    const field = await screen.findByLabelText('Mentions légales (Anglais)');
    await user.click(field);
    await user.paste('a'.repeat(LEGAL_TEXT_MAX_LENGTH + 1));
    expect(
      screen.getByText(`Le texte dépasse ${LEGAL_TEXT_MAX_LENGTH} caractères.`),
    ).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Sauvegarder : Mentions légales (Anglais)' });
    expect(save).toBeDisabled();
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('a failed save shows the red "Erreur" toast and keeps the typed text', async () => {
    const { user } = setup({ failWrites: true });
    const field = await screen.findByLabelText('Mentions légales (Français)');
    await user.type(field, ' SAS');
    const card = field.closest('form') as HTMLElement;
    await user.click(within(card).getByRole('button'));
    expect(await screen.findByText('Impossible de mettre à jour le paramètre')).toBeInTheDocument();
    expect(field).toHaveValue('# Éditeur SAS');
  });

  it('asks members to accept the terms again once confirmed, and says how many', async () => {
    const { api, user } = setup({ terms: '# CGV' });
    const ask = await screen.findByRole('button', { name: 'Demander une nouvelle acceptation' });
    await user.click(ask);
    const dialog = screen.getByRole('dialog', { name: 'Demander une nouvelle acceptation ?' });
    expect(
      within(dialog).getByText(/accepter les conditions générales du 20\/11\/2026/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.click(ask);
    await user.click(screen.getByRole('button', { name: 'Demander' }));
    expect(
      await screen.findByText('12 membres devront accepter les nouvelles conditions.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/legal/terms/renewal')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('cannot ask while the French terms are empty, and says so', async () => {
    setup();
    expect(
      await screen.findByRole('button', { name: 'Demander une nouvelle acceptation' }),
    ).toBeDisabled();
    expect(
      screen.getByText("Publiez d'abord le texte français des conditions générales."),
    ).toBeInTheDocument();
  });
});
