import { screen, waitFor, within } from '@testing-library/react';
import { STORAGE_KEYS } from 'shared-ui';
import { createFakeApi } from '../lib/test/fake-api';
import { composerInput, renderChat, setViewport } from '../lib/test/render-chat';
import { ChatPage } from './chat-page';

// The real sanitize-html, loaded by Node (see real-sanitize-html.ts).
jest.mock('sanitize-html', () =>
  jest
    .requireActual<typeof import('shared-ui/markdown/real-sanitize-html')>(
      'shared-ui/markdown/real-sanitize-html',
    )
    .load(),
);

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

beforeEach(() => {
  setViewport();
  localStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

function seeded() {
  const api = createFakeApi();
  api.addConversation('Vieille conversation', '2020-03-04T12:00:00.000Z', [['user', 'Bonjour']]);
  api.addConversation('Programme jambes', daysAgo(0), [
    ['user', 'Un programme jambes ?'],
    ['assistant', 'Squat **lourd**'],
  ]);
  api.addConversation('Plan sèche', daysAgo(3), [
    ['user', 'Sèche'],
    ['assistant', 'Déficit'],
    ['user', 'Ok'],
  ]);
  return api;
}

async function openHistory(user: ReturnType<typeof renderChat>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Historique' }));
  return screen.findByRole('dialog', { name: 'Historique des conversations' });
}

const itemButtons = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('button', { name: /Programme jambes|Plan sèche|Vieille conversation/ })
    .filter((b) => b.hasAttribute('data-history-item'));

describe('history modal', () => {
  it('lists conversations newest first with title, relative date and message count', async () => {
    const { user } = renderChat(<ChatPage />, { api: seeded() });
    const dialog = await openHistory(user);
    await waitFor(() => expect(itemButtons(dialog)).toHaveLength(3));
    expect(itemButtons(dialog).map((b) => b.textContent)).toEqual([
      "Programme jambesAujourd'hui · 2 messages",
      'Plan sècheIl y a 3 jours · 3 messages',
      'Vieille conversation4 mars 2020 · 1 message',
    ]);
  });

  it('shows the empty state', async () => {
    const { user } = renderChat(<ChatPage />);
    const dialog = await openHistory(user);
    expect(await within(dialog).findByText('Aucune conversation enregistrée.')).toBeInTheDocument();
  });

  it('opening a conversation loads it, closes the modal, focuses the input and toasts', async () => {
    const { user } = renderChat(<ChatPage />, { api: seeded() });
    const dialog = await openHistory(user);
    await user.click(await within(dialog).findByRole('button', { name: /^Programme jambes/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('lourd')).toContainHTML('<strong>lourd</strong>');
    expect(screen.getByText('Un programme jambes ?')).toBeInTheDocument();
    expect(await screen.findByText('Conversation chargée')).toBeInTheDocument();
    await waitFor(() => expect(composerInput()).toHaveFocus());
    expect(localStorage.getItem(STORAGE_KEYS.activeConversation)).toBe('c2');
  });

  it('later messages of an opened conversation are saved to it', async () => {
    const api = seeded();
    const { user } = renderChat(<ChatPage />, { api });
    const dialog = await openHistory(user);
    await user.click(await within(dialog).findByRole('button', { name: /^Plan sèche/ }));
    await screen.findByText('Déficit');
    await user.type(composerInput(), 'Et le cardio ?{Enter}');
    await waitFor(() => expect(api.callsTo('POST', '/api/messages')).toHaveLength(2));
    expect(api.callsTo('POST', '/api/messages')[0]?.body).toEqual({
      conversationId: 'c3',
      type: 'user',
      content: 'Et le cardio ?',
    });
    expect(api.callsTo('POST', '/api/conversations')).toHaveLength(0);
  });

  it('a conversation that cannot be opened toasts the spec error and keeps the modal', async () => {
    const api = seeded();
    api.state.failures.set('GET /api/conversations/c2', 500);
    const { user } = renderChat(<ChatPage />, { api });
    const dialog = await openHistory(user);
    await user.click(await within(dialog).findByRole('button', { name: /^Programme jambes/ }));
    expect(await screen.findByText("Impossible d'ouvrir la conversation.")).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('delete asks the exact confirmation; deleting the active conversation empties the chat', async () => {
    const api = seeded();
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
    const { user } = renderChat(<ChatPage />, { api });
    let dialog = await openHistory(user);
    await user.click(await within(dialog).findByRole('button', { name: /^Programme jambes/ }));
    await screen.findByText('lourd');
    dialog = await openHistory(user);
    const remove = await within(dialog).findByRole('button', {
      name: 'Supprimer la conversation « Programme jambes »',
    });
    await user.click(remove);
    expect(confirm).toHaveBeenLastCalledWith(
      'Supprimer la conversation ? Cette action est irréversible.',
    );
    expect(api.callsTo('DELETE', '/api/conversations/c2')).toHaveLength(0);
    await user.click(remove);
    expect(await screen.findByText('Conversation supprimée')).toBeInTheDocument();
    await waitFor(() => expect(itemButtons(dialog)).toHaveLength(2));
    expect(screen.queryByText('lourd')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Messages' })).queryAllByRole('listitem'),
    ).toHaveLength(0);
    expect(localStorage.getItem(STORAGE_KEYS.activeConversation)).toBeNull();
  });

  it('a failed delete toasts the spec error', async () => {
    const api = seeded();
    api.state.failures.set('DELETE /api/conversations/c3', 500);
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = renderChat(<ChatPage />, { api });
    const dialog = await openHistory(user);
    await user.click(
      await within(dialog).findByRole('button', {
        name: 'Supprimer la conversation « Plan sèche »',
      }),
    );
    expect(await screen.findByText('Impossible de supprimer la conversation.')).toBeInTheDocument();
  });

  it('delete all asks the exact confirmation, empties history and chat', async () => {
    const api = seeded();
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = renderChat(<ChatPage />, { api });
    const dialog = await openHistory(user);
    await waitFor(() => expect(itemButtons(dialog)).toHaveLength(3));
    await user.click(within(dialog).getByRole('button', { name: 'Tout supprimer' }));
    expect(confirm).toHaveBeenCalledWith(
      'Tout supprimer ? Toutes les conversations seront définitivement supprimées.',
    );
    expect(await screen.findByText('Historique effacé')).toBeInTheDocument();
    expect(await within(dialog).findByText('Aucune conversation enregistrée.')).toBeInTheDocument();
    expect(api.state.conversations.size).toBe(0);
  });

  it('a failed delete-all toasts the spec error', async () => {
    const api = seeded();
    api.state.failures.set('DELETE /api/conversations', 500);
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = renderChat(<ChatPage />, { api });
    const dialog = await openHistory(user);
    await waitFor(() => expect(itemButtons(dialog)).toHaveLength(3));
    await user.click(within(dialog).getByRole('button', { name: 'Tout supprimer' }));
    expect(
      await screen.findByText('Impossible de supprimer toutes les conversations.'),
    ).toBeInTheDocument();
  });

  it('keyboard: arrows move, Enter opens, Delete asks, Escape closes and restores focus', async () => {
    const api = seeded();
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const { user } = renderChat(<ChatPage />, { api });
    const opener = await screen.findByRole('button', { name: 'Historique' });
    const dialog = await openHistory(user);
    await waitFor(() => expect(itemButtons(dialog)).toHaveLength(3));
    const [first, second, third] = itemButtons(dialog);
    first?.focus();
    await user.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(third).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(second).toHaveFocus();
    await user.keyboard('{Delete}');
    expect(confirm).toHaveBeenCalledWith(
      'Supprimer la conversation ? Cette action est irréversible.',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
    await openHistory(user);
    const again = await screen.findByRole('dialog');
    await waitFor(() => expect(itemButtons(again)).toHaveLength(3));
    itemButtons(again)[1]?.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Déficit')).toBeInTheDocument();
  });

  it('traps Tab focus inside the modal', async () => {
    const { user } = renderChat(<ChatPage />, { api: seeded() });
    const dialog = await openHistory(user);
    await waitFor(() => expect(itemButtons(dialog)).toHaveLength(3));
    for (let i = 0; i < 12; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('searches titles and message text on the server', async () => {
    const api = seeded();
    const { user } = renderChat(<ChatPage />, { api });
    const dialog = await openHistory(user);
    await user.type(
      within(dialog).getByRole('searchbox', { name: 'Rechercher une conversation' }),
      'lourd',
    );
    await waitFor(() =>
      expect(itemButtons(dialog).map((b) => b.textContent)).toEqual([
        expect.stringContaining('Programme jambes'),
      ]),
    );
    expect(api.state.calls.some((c) => c.path.startsWith('/api/conversations?q=lourd'))).toBe(true);
    await user.clear(within(dialog).getByRole('searchbox'));
    await user.type(within(dialog).getByRole('searchbox'), 'introuvable');
    expect(
      await within(dialog).findByText('Aucune conversation ne correspond à la recherche.'),
    ).toBeInTheDocument();
  });

  it('pages in older conversations', async () => {
    const api = createFakeApi();
    for (let i = 0; i < 25; i += 1) api.addConversation(`Conversation ${i}`, daysAgo(i / 10));
    const { user } = renderChat(<ChatPage />, { api });
    const dialog = await openHistory(user);
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(20));
    await user.click(within(dialog).getByRole('button', { name: 'Afficher plus' }));
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(25));
    expect(within(dialog).queryByRole('button', { name: 'Afficher plus' })).not.toBeInTheDocument();
    expect(api.state.calls.some((c) => c.path.includes('cursor=20'))).toBe(true);
  });

  it('the first message puts the new conversation at the top of the history', async () => {
    const api = seeded();
    const { user } = renderChat(<ChatPage />, { api });
    await user.type(
      await screen.findByRole('textbox', { name: 'Ton message' }),
      'Nouvelle question{Enter}',
    );
    await screen.findByText('Réponse du coach.');
    const dialog = await openHistory(user);
    await waitFor(() =>
      expect(within(dialog).getAllByRole('listitem')[0]).toHaveTextContent('Nouvelle question'),
    );
  });
});
