import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SiteSetting, UpdateSettingRequest } from '@zak/contract';
import { installFakeApi } from 'shared-ui/testing';
import { renderAdmin } from '../../../lib/testing/render';
import { SettingsTab } from './settings-tab';

function setup({ failWrites = false, failRead = false } = {}) {
  let settings: SiteSetting[] = [
    {
      key: 'ia_welcome_message',
      value: 'Bienvenue !',
      updatedAt: '2026-11-01T00:00:00.000Z',
      updatedBy: null,
    },
    { key: 'ia_enabled', value: true, updatedAt: '2026-11-01T00:00:00.000Z', updatedBy: null },
    {
      key: 'ia_welcome_message_en',
      value: 'Welcome!',
      updatedAt: '2026-11-01T00:00:00.000Z',
      updatedBy: null,
    },
  ];
  const api = installFakeApi({
    'GET /api/admin/settings': () => (failRead ? { status: 500 } : { body: settings }),
    'POST /api/admin/settings': (request) => {
      if (failWrites) return { status: 500 };
      const { key, value } = request.body as UpdateSettingRequest;
      settings = settings.map((s) => (s.key === key ? { ...s, value } : s));
      return { body: settings };
    },
  });
  renderAdmin(<SettingsTab />);
  return { api, user: userEvent.setup() };
}

/** Each welcome message has its own form and Sauvegarder button. */
const saveButtonOf = (field: HTMLElement) =>
  within(field.closest('form') as HTMLElement).getByRole('button', { name: 'Sauvegarder' });

describe('Paramètres tab', () => {
  it('saves the welcome message only when Sauvegarder is pressed, then refetches the list', async () => {
    const { api, user } = setup();
    const field = await screen.findByLabelText("Message d'accueil de l'IA (français)");
    expect(field).toHaveValue('Bienvenue !');
    await user.clear(field);
    await user.type(field, 'Salut champion');
    expect(api.callsTo('POST /api/admin/settings')).toHaveLength(0);
    await user.click(saveButtonOf(field));
    expect(await screen.findByText('Paramètre mis à jour avec succès')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/settings')[0]?.body).toEqual({
      key: 'ia_welcome_message',
      value: 'Salut champion',
    });
    await waitFor(() => expect(api.callsTo('GET /api/admin/settings')).toHaveLength(2));
    expect(screen.getByLabelText("Message d'accueil de l'IA (français)")).toHaveValue(
      'Salut champion',
    );
  });

  it('keeps an English welcome message of its own, saved by its own button', async () => {
    const { api, user } = setup();
    const english = await screen.findByLabelText("Message d'accueil de l'IA (anglais)");
    expect(english).toHaveValue('Welcome!');
    expect(english).toHaveAttribute('lang', 'en');
    expect(english).toHaveAccessibleDescription(
      "Premier message d'une nouvelle conversation du chat en anglais. Vide : le texte français est affiché.",
    );
    await user.clear(english);
    await user.type(english, 'Hi champ');
    await user.click(saveButtonOf(english));
    expect(await screen.findByText('Paramètre mis à jour avec succès')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/settings').map((call) => call.body)).toEqual([
      { key: 'ia_welcome_message_en', value: 'Hi champ' },
    ]);
    await waitFor(() =>
      expect(screen.getByLabelText("Message d'accueil de l'IA (anglais)")).toHaveValue('Hi champ'),
    );
    expect(screen.getByLabelText("Message d'accueil de l'IA (français)")).toHaveValue(
      'Bienvenue !',
    );
  });

  it('saves the AI switch immediately and shows "IA désactivée" / "IA activée"', async () => {
    const { api, user } = setup();
    const toggle = await screen.findByRole('switch', { name: "Accès à l'IA" });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText('IA activée')).toBeInTheDocument();
    await user.click(toggle);
    expect(await screen.findByText('IA désactivée')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/settings')[0]?.body).toEqual({
      key: 'ia_enabled',
      value: false,
    });
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: "Accès à l'IA" })).toHaveAttribute(
        'aria-checked',
        'false',
      ),
    );
  });

  it('says "Impossible de mettre à jour le paramètre" and keeps the saved state when a write fails', async () => {
    const { user } = setup({ failWrites: true });
    await user.click(await screen.findByRole('switch', { name: "Accès à l'IA" }));
    expect(await screen.findByText('Impossible de mettre à jour le paramètre')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: "Accès à l'IA" })).toHaveAttribute(
        'aria-checked',
        'true',
      ),
    );
  });

  it('shows the loading then error state', async () => {
    setup({ failRead: true });
    expect(screen.getByRole('status')).toHaveTextContent('Chargement...');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Impossible de charger les données.',
    );
  });
});
