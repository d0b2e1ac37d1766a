import { screen, waitFor, within } from '@testing-library/react';
import { createFakeApi } from '../lib/test/fake-api';
import { renderChat, setViewport } from '../lib/test/render-chat';
import { ChatPage } from './chat-page';

// The real sanitize-html, loaded by Node (see real-sanitize-html.ts).
jest.mock('sanitize-html', () =>
  jest
    .requireActual<typeof import('shared-ui/markdown/real-sanitize-html')>(
      'shared-ui/markdown/real-sanitize-html',
    )
    .load(),
);

beforeEach(() => {
  setViewport();
  localStorage.clear();
});

const messageArea = () =>
  screen.getByRole('list', { name: 'Messages' }).parentElement as HTMLElement;
const screenRoot = () => document.querySelector('[data-animations]') as HTMLElement;

describe('settings modal', () => {
  it('has structured replies and animations on, font size M, by default', async () => {
    const { user } = renderChat(<ChatPage />);
    await user.click(await screen.findByRole('button', { name: 'Paramètres' }));
    const dialog = await screen.findByRole('dialog', { name: 'Paramètres' });
    expect(within(dialog).getByRole('switch', { name: 'Réponses structurées' })).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Animations' })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'M (Moyenne)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('shows exactly what the coach is told, and the member can switch it off', async () => {
    const api = createFakeApi();
    api.state.coachContext = {
      enabled: true,
      text: '- Goal: cut\n- Body weight: 7-day average 82.4 kg on 2026-11-23',
    };
    const { user } = renderChat(<ChatPage />, { api });
    await user.click(await screen.findByRole('button', { name: 'Paramètres' }));
    const dialog = await screen.findByRole('dialog', { name: 'Paramètres' });
    expect(within(dialog).getByRole('heading', { name: 'Ce que sait le coach' })).toBeVisible();
    expect(await within(dialog).findByText(/7-day average 82\.4 kg on 2026-11-23/)).toBeVisible();
    expect(api.callsTo('GET', '/api/progress/coach-context')[0]?.query.get('lang')).toBe('fr');
    const toggle = within(dialog).getByRole('switch', {
      name: 'Donner mes données de progression au coach',
    });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(
      await within(dialog).findByText(
        'Désactivé : le coach ne reçoit aucune de tes données de progression.',
      ),
    ).toBeVisible();
    expect(api.callsTo('PUT', '/api/progress/coach-context')[0]?.body).toEqual({ enabled: false });
    expect(within(dialog).queryByText(/82\.4 kg/)).toBeNull();
  });

  it('applies the font size at once', async () => {
    const { user } = renderChat(<ChatPage />);
    await user.click(await screen.findByRole('button', { name: 'Paramètres' }));
    await user.click(await screen.findByRole('button', { name: 'L (Grande)' }));
    expect(messageArea()).toHaveAttribute('data-font-size', 'large');
    expect(messageArea()).toHaveStyle({ fontSize: '1.125rem' });
    await user.click(screen.getByRole('button', { name: 'S (Petite)' }));
    expect(messageArea()).toHaveStyle({ fontSize: '0.875rem' });
  });

  it('sends "structuredResponses: false" to the engine once structured replies are off', async () => {
    const api = createFakeApi();
    const { user } = renderChat(<ChatPage />, { api });
    await user.click(await screen.findByRole('button', { name: 'Paramètres' }));
    await user.click(await screen.findByRole('switch', { name: 'Réponses structurées' }));
    await user.keyboard('{Escape}');
    await user.type(screen.getByRole('textbox', { name: 'Ton message' }), 'Salut{Enter}');
    await waitFor(() => expect(api.callsTo('POST', '/api/ai/chat')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/ai/chat')[0]?.body).toMatchObject({
      structuredResponses: false,
    });
  });

  it('animations off stops all motion; prefers-reduced-motion does too', async () => {
    const { user, unmount } = renderChat(<ChatPage />);
    await user.click(await screen.findByRole('button', { name: 'Paramètres' }));
    expect(screenRoot()).toHaveAttribute('data-animations', 'on');
    await user.click(await screen.findByRole('switch', { name: 'Animations' }));
    expect(screenRoot()).toHaveAttribute('data-animations', 'off');
    unmount();

    setViewport({ reducedMotion: true });
    renderChat(<ChatPage />);
    await screen.findByRole('button', { name: 'Paramètres' });
    expect(screenRoot()).toHaveAttribute('data-animations', 'off');
  });

  it("the animations switch's text says its state, in French and in English", async () => {
    const { user } = renderChat(<ChatPage />);
    await user.click(await screen.findByRole('button', { name: 'Paramètres' }));
    const dialog = await screen.findByRole('dialog', { name: 'Paramètres' });
    expect(within(dialog).getByText('Activées : transitions et défilement doux.')).toBeVisible();
    expect(within(dialog).queryByText(/Désactivées/)).toBeNull();
    await user.click(within(dialog).getByRole('switch', { name: 'Animations' }));
    expect(within(dialog).getByText("Désactivées : aucun mouvement à l'écran.")).toBeVisible();
    expect(within(dialog).queryByText(/Activées/)).toBeNull();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'EN' }));
    await user.click(await screen.findByRole('button', { name: 'Settings' }));
    const english = await screen.findByRole('dialog', { name: 'Settings' });
    expect(within(english).getByRole('switch', { name: 'Animations' })).not.toBeChecked();
    expect(within(english).getByText('Off: nothing moves on screen.')).toBeVisible();
    await user.click(within(english).getByRole('switch', { name: 'Animations' }));
    expect(within(english).getByText('On: transitions and smooth scrolling.')).toBeVisible();
  });
});

describe('desktop header', () => {
  it('has the FR/EN toggle too', async () => {
    const { user } = renderChat(<ChatPage />);
    await user.click(await screen.findByRole('button', { name: 'EN' }));
    expect(await screen.findByRole('button', { name: 'History' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'EN' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('mobile header', () => {
  it('replaces the buttons with a menu holding language, AI access, username and the actions', async () => {
    setViewport({ mobile: true });
    const { user } = renderChat(<ChatPage />);
    expect(await screen.findByRole('button', { name: 'Ouvrir le menu' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Historique' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('group', { name: 'Langue' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Accès IA' })).toHaveAttribute('href', '/ia');
    expect(within(menu).getByRole('link', { name: 'lea' })).toHaveAttribute('href', '/account');
    for (const name of ['Historique', 'Paramètres', 'Exporter', 'Retour']) {
      expect(within(menu).getByRole('button', { name })).toBeInTheDocument();
    }
    await user.click(within(menu).getByRole('button', { name: 'Historique' }));
    expect(
      await screen.findByRole('dialog', { name: 'Historique des conversations' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('switches the chat to English from the menu', async () => {
    setViewport({ mobile: true });
    const { user } = renderChat(<ChatPage />);
    await user.click(await screen.findByRole('button', { name: 'Ouvrir le menu' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'EN' }));
    expect(await screen.findByRole('button', { name: 'Open the menu' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your message' })).toBeInTheDocument();
  });

  it('caps the textarea at 96 px on mobile and 128 px on desktop', async () => {
    setViewport({ mobile: true });
    const { unmount } = renderChat(<ChatPage />);
    expect(await screen.findByRole('textbox', { name: 'Ton message' })).toHaveStyle({
      maxHeight: '96px',
    });
    unmount();
    setViewport();
    renderChat(<ChatPage />);
    expect(await screen.findByRole('textbox', { name: 'Ton message' })).toHaveStyle({
      maxHeight: '128px',
    });
  });
});
