import { act, screen, waitFor, within } from '@testing-library/react';
import { STORAGE_KEYS } from 'shared-ui';
import { createFakeApi, member, type HeldStream } from '../lib/test/fake-api';
import { composerInput, renderChat, setViewport } from '../lib/test/render-chat';
import { ChatPage, REDIRECT_DELAY_MS } from './chat-page';

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

const lastAiBody = (api: ReturnType<typeof createFakeApi>) =>
  api.callsTo('POST', '/api/ai/chat').at(-1)?.body as {
    message: string;
    settings: Record<string, unknown>;
  };

describe('chat access', () => {
  it('shows "Chargement..." while the user loads', async () => {
    const api = createFakeApi();
    api.state.userPending = true;
    renderChat(<ChatPage />, { api });
    expect(await screen.findByRole('status')).toHaveTextContent('Chargement...');
  });

  it('sends an anonymous visitor to /auth after 100 ms', async () => {
    const api = createFakeApi();
    api.state.user = null;
    // Records the delays the page asks for (a plain wrapper: a jest.fn would look like fake timers).
    const delays: Array<number | undefined> = [];
    const realSetTimeout = window.setTimeout;
    window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
      delays.push(delay);
      return realSetTimeout(handler, delay, ...args);
    }) as typeof window.setTimeout;
    try {
      renderChat(<ChatPage />, { api });
      expect(await screen.findByText('Page de connexion')).toBeInTheDocument();
      expect(screen.getByText('Requête : (aucune)')).toBeInTheDocument();
      expect(delays).toContain(REDIRECT_DELAY_MS);
      expect(REDIRECT_DELAY_MS).toBe(100);
    } finally {
      window.setTimeout = realSetTimeout;
    }
  });

  it('sends a member without AI access to /auth, saying the access is pending', async () => {
    const api = createFakeApi();
    api.state.user = member({
      hasIAAccess: false,
      aiAccess: false,
      access: { state: 'none', source: null, until: null, renewing: false, endedAt: null },
    });
    renderChat(<ChatPage />, { api });
    expect(await screen.findByText('Page de connexion')).toBeInTheDocument();
    expect(screen.getByText('Requête : ?acces=pending')).toBeInTheDocument();
  });

  it('sends a member whose access ended to /auth, saying it expired', async () => {
    const api = createFakeApi();
    api.state.user = member({
      aiAccess: false,
      expiresAt: '2026-01-01T00:00:00.000Z',
      access: {
        state: 'ended',
        source: 'admin',
        until: null,
        renewing: false,
        endedAt: '2026-01-01T00:00:00.000Z',
      },
    });
    renderChat(<ChatPage />, { api });
    expect(await screen.findByText('Requête : ?acces=expired')).toBeInTheDocument();
  });
});

describe('chat screen', () => {
  it('welcomes with the site setting, or the fallback text when unset', async () => {
    const api = createFakeApi();
    api.state.welcomeMessage = 'Bienvenue **champion**';
    renderChat(<ChatPage />, { api });
    expect(await screen.findByText('champion')).toContainHTML('<strong>champion</strong>');
  });

  it("welcomes in the screen's language: the English chat shows the English setting", async () => {
    const api = createFakeApi();
    api.state.welcomeMessage = 'Bienvenue champion';
    api.state.welcomeMessageEn = 'Welcome champ';
    renderChat(<ChatPage />, { api, lang: 'en' });
    expect(await screen.findByText('Welcome champ')).toBeInTheDocument();
    expect(screen.queryByText('Bienvenue champion')).not.toBeInTheDocument();
  });

  it('shows its own English welcome when the server has none for either language', async () => {
    const api = createFakeApi();
    renderChat(<ChatPage />, { api, lang: 'en' });
    expect(await screen.findByText(/^Hi! I'm Zak AI/)).toBeInTheDocument();
  });

  it('shows the header actions, the pro badge and the six chips', async () => {
    renderChat(<ChatPage />);
    expect(await screen.findByRole('heading', { name: /Zak IA/ })).toHaveTextContent('pro');
    for (const name of [
      'Nouvelle conversation',
      'Historique',
      'Paramètres',
      'Exporter',
      'Retour',
    ]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    const chips = within(screen.getByRole('list', { name: 'Suggestions' })).getAllByRole('button');
    expect(chips.map((c) => c.textContent)).toEqual([
      "Programme d'entraînement",
      'Plan nutritionnel',
      'Stack légaux & compléments',
      'Conseils YouTube/TikTok',
      'Optimiser mon sommeil',
      'Créer un plan de contenu',
    ]);
    expect(screen.getByText(/Salut ! Je suis Zak IA/)).toBeInTheDocument();
  });

  it('creates the conversation with the first message, streams the reply and saves both', async () => {
    const { api, user } = renderChat(<ChatPage />);
    const long = `Programme ${'x'.repeat(100)}`;
    await user.type(await screen.findByRole('textbox', { name: 'Ton message' }), long);
    await user.keyboard('{Enter}');

    expect(await screen.findByText('Réponse du coach.')).toBeInTheDocument();
    const [created] = api.callsTo('POST', '/api/conversations');
    expect(created?.body).toEqual({
      title: long.slice(0, 80),
      firstMessage: { role: 'user', content: long },
    });
    expect(lastAiBody(api)).toEqual({
      message: long,
      conversationId: 'c1',
      settings: {
        personality: 'ifbb',
        responseSpeed: 'detailed',
        language: 'fr',
      },
      structuredResponses: true,
    });
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/messages').map((c) => c.body)).toEqual([
        { conversationId: 'c1', type: 'ai', content: 'Réponse du coach.' },
      ]),
    );
    expect(localStorage.getItem(STORAGE_KEYS.activeConversation)).toBe('c1');

    await user.type(composerInput(), 'Et le cardio ?{Enter}');
    await waitFor(() => expect(api.callsTo('POST', '/api/messages')).toHaveLength(3));
    expect(api.callsTo('POST', '/api/conversations')).toHaveLength(1);
    expect(api.callsTo('POST', '/api/messages')[1]?.body).toEqual({
      conversationId: 'c1',
      type: 'user',
      content: 'Et le cardio ?',
    });
  });

  it('goes on chatting when the conversation cannot be created', async () => {
    const api = createFakeApi();
    api.state.failures.set('POST /api/conversations', 500);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = renderChat(<ChatPage />, { api });
    await user.type(await screen.findByRole('textbox', { name: 'Ton message' }), 'Salut{Enter}');
    expect(await screen.findByText('Réponse du coach.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/messages')).toHaveLength(0);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('disables Send on blank text; Shift+Enter adds a line, Enter sends', async () => {
    const { api, user } = renderChat(<ChatPage />);
    const input = await screen.findByRole('textbox', { name: 'Ton message' });
    const send = screen.getByRole('button', { name: 'Envoyer' });
    expect(send).toBeDisabled();
    await user.type(input, '   ');
    expect(send).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(api.callsTo('POST', '/api/ai/chat')).toHaveLength(0);
    await user.clear(input);
    await user.type(input, 'ligne 1{Shift>}{Enter}{/Shift}ligne 2');
    expect(input).toHaveValue('ligne 1\nligne 2');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(lastAiBody(api)?.message).toBe('ligne 1\nligne 2'));
    expect(input).toHaveValue('');
  });

  it('never sends on Enter on mobile; the Send button does', async () => {
    setViewport({ mobile: true });
    const { api, user } = renderChat(<ChatPage />);
    const input = await screen.findByRole('textbox', { name: 'Ton message' });
    await user.type(input, 'Salut{Enter}');
    expect(input).toHaveValue('Salut\n');
    expect(api.callsTo('POST', '/api/ai/chat')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(lastAiBody(api)?.message).toBe('Salut'));
  });

  it('shows a skeleton while waiting, the words as they stream, and Stop keeps what arrived', async () => {
    let held: HeldStream | undefined;
    const api = createFakeApi();
    api.queueAi({ kind: 'held', onStart: (s) => (held = s) });
    const { user } = renderChat(<ChatPage />, { api });
    await user.type(
      await screen.findByRole('textbox', { name: 'Ton message' }),
      'Programme ?{Enter}',
    );
    expect(await screen.findByTestId('reply-skeleton')).toBeInTheDocument();
    await waitFor(() => expect(held).toBeDefined());
    act(() => held?.push('Semaine 1 : '));
    const messages = screen.getByRole('list', { name: 'Messages' });
    expect(await within(messages).findByText(/Semaine 1/)).toBeInTheDocument();
    expect(screen.queryByTestId('reply-skeleton')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Arrêter la réponse' }));
    expect(await screen.findByRole('button', { name: 'Envoyer' })).toBeInTheDocument();
    expect(within(messages).getByText(/Semaine 1/)).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/messages').map((c) => c.body)).toEqual([
        { conversationId: 'c1', type: 'ai', content: 'Semaine 1 : ' },
      ]),
    );
  });

  it('announces the complete reply in the polite live region', async () => {
    const { user } = renderChat(<ChatPage />);
    await user.type(await screen.findByRole('textbox', { name: 'Ton message' }), 'Salut{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('reply-announcer')).toHaveTextContent(
        'Réponse de Zak IA : Réponse du coach.',
      ),
    );
    expect(screen.getByTestId('reply-announcer')).toHaveAttribute('aria-live', 'polite');
  });

  it.each([
    [
      { kind: 'status' as const, status: 500, message: 'panne' },
      "Erreur lors de la communication avec l'IA. Veuillez réessayer.",
    ],
    [{ kind: 'json' as const, body: { tokens: 0 } }, "Désolé, je n'ai pas pu générer une réponse."],
    [{ kind: 'network-error' as const }, "Désolé, une erreur s'est produite. Veuillez réessayer."],
  ])('shows the spec error bubble for %j', async (script, text) => {
    const api = createFakeApi();
    api.queueAi(script);
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderChat(<ChatPage />, { api });
    await user.type(await screen.findByRole('textbox', { name: 'Ton message' }), 'Salut{Enter}');
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/messages')).toHaveLength(0);
    jest.restoreAllMocks();
  });

  it('uses the JSON { response } answer when the server does not stream', async () => {
    const api = createFakeApi();
    api.queueAi({ kind: 'json', body: { response: 'Réponse **complète**', tokens: 4 } });
    const { user } = renderChat(<ChatPage />, { api });
    await user.type(await screen.findByRole('textbox', { name: 'Ton message' }), 'Salut{Enter}');
    expect(await screen.findByText('complète')).toContainHTML('<strong>complète</strong>');
  });

  it('a chip sends its prompt', async () => {
    const { api, user } = renderChat(<ChatPage />);
    await user.click(await screen.findByRole('button', { name: 'Optimiser mon sommeil' }));
    await waitFor(() => expect(lastAiBody(api)?.message).toMatch(/sommeil/));
  });

  it('an answer’s clarifying chips show under it, are saved with it, and send their question', async () => {
    const api = createFakeApi();
    const suggestions = [
      { label: 'Jours de repos ?', message: 'Jours de repos ?' },
      { label: 'Temps de repos entre les séries ?', message: 'Temps de repos entre les séries ?' },
    ];
    api.queueAi(
      { kind: 'stream', deltas: ['Tu parles de quoi ?'], suggestions },
      { kind: 'stream', deltas: ['2 à 3 minutes.'] },
    );
    const { user } = renderChat(<ChatPage />, { api });
    await user.type(await screen.findByRole('textbox', { name: 'Ton message' }), 'repos{Enter}');
    const chips = await screen.findByRole('list', { name: 'Précise ta question' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Jours de repos ?', 'Temps de repos entre les séries ?']);
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/messages').at(-1)?.body).toEqual({
        conversationId: 'c1',
        type: 'ai',
        content: 'Tu parles de quoi ?',
        suggestions,
      }),
    );
    // Keyboard: the chip is a button, Enter sends its question as the member's message.
    within(chips).getByRole('button', { name: 'Temps de repos entre les séries ?' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('2 à 3 minutes.')).toBeInTheDocument();
    expect(lastAiBody(api)?.message).toBe('Temps de repos entre les séries ?');
    // Only under the latest answer: the new one has none, so none are left.
    expect(screen.queryByRole('list', { name: 'Précise ta question' })).not.toBeInTheDocument();
  });

  it('a reopened conversation shows the chips of its latest answer', async () => {
    const api = createFakeApi();
    const id = api.addConversation('Repos', new Date().toISOString(), [
      ['user', 'repos'],
      ['assistant', 'Tu parles de quoi ?'],
    ]);
    const stored = api.state.conversations.get(id)?.messages[1];
    if (stored) stored.suggestions = [{ label: 'Jours de repos ?', message: 'Jours de repos ?' }];
    localStorage.setItem(STORAGE_KEYS.activeConversation, id);
    renderChat(<ChatPage />, { api });
    const chips = await screen.findByRole('list', { name: 'Précise ta question' });
    expect(within(chips).getByRole('button', { name: 'Jours de repos ?' })).toBeEnabled();
  });

  it('edit removes the assistant message and everything after it, with a toast', async () => {
    const api = createFakeApi();
    api.queueAi(
      { kind: 'stream', deltas: ['Première réponse'] },
      { kind: 'stream', deltas: ['Deuxième réponse'] },
    );
    const { user } = renderChat(<ChatPage />, { api });
    const input = await screen.findByRole('textbox', { name: 'Ton message' });
    await user.type(input, 'Question 1{Enter}');
    await screen.findByText('Première réponse');
    await user.type(input, 'Question 2{Enter}');
    await screen.findByText('Deuxième réponse');
    const firstReply = screen.getByText('Première réponse').closest('li') as HTMLElement;
    await user.click(within(firstReply).getByRole('button', { name: 'Modifier' }));
    expect(screen.queryByText('Première réponse')).not.toBeInTheDocument();
    expect(screen.queryByText('Question 2')).not.toBeInTheDocument();
    expect(screen.getByText('Question 1')).toBeInTheDocument();
    expect(await screen.findByText('Message supprimé : réécris ta question.')).toBeInTheDocument();
  });

  it('regenerate keeps history up to the user message and asks again, without duplicating it', async () => {
    const api = createFakeApi();
    api.queueAi(
      { kind: 'stream', deltas: ['Ancienne réponse'] },
      { kind: 'stream', deltas: ['Nouvelle réponse'] },
    );
    const { user } = renderChat(<ChatPage />, { api });
    await user.type(
      await screen.findByRole('textbox', { name: 'Ton message' }),
      'Mon programme ?{Enter}',
    );
    await screen.findByText('Ancienne réponse');
    const question = screen.getByText('Mon programme ?').closest('li') as HTMLElement;
    await user.click(within(question).getByRole('button', { name: 'Régénérer' }));
    expect(await screen.findByText('Nouvelle réponse')).toBeInTheDocument();
    expect(screen.queryByText('Ancienne réponse')).not.toBeInTheDocument();
    expect(screen.getAllByText('Mon programme ?')).toHaveLength(1);
    expect(
      api.callsTo('POST', '/api/ai/chat').map((c) => (c.body as { message: string }).message),
    ).toEqual(['Mon programme ?', 'Mon programme ?']);
    expect(screen.getByText('Nouvelle réponse en cours de génération...')).toBeInTheDocument();
  });

  it('edit marks the removed answer and what follows as replaced on the server: a reload shows what the member saw', async () => {
    const api = createFakeApi();
    api.queueAi(
      { kind: 'stream', deltas: ['Première réponse'] },
      { kind: 'stream', deltas: ['Deuxième réponse'] },
    );
    const { user, unmount } = renderChat(<ChatPage />, { api });
    const input = await screen.findByRole('textbox', { name: 'Ton message' });
    await user.type(input, 'Question 1{Enter}');
    await screen.findByText('Première réponse');
    await user.type(input, 'Question 2{Enter}');
    await screen.findByText('Deuxième réponse');
    await waitFor(() => expect(api.callsTo('POST', '/api/messages')).toHaveLength(3));
    const stored = api.state.conversations.get('c1')?.messages ?? [];
    const firstReplyId = stored.find((m) => m.content === 'Première réponse')?.id;

    const firstReply = screen.getByText('Première réponse').closest('li') as HTMLElement;
    await user.click(within(firstReply).getByRole('button', { name: 'Modifier' }));

    await waitFor(() =>
      expect(api.callsTo('POST', '/api/conversations/c1/replace').map((c) => c.body)).toEqual([
        { fromMessageId: firstReplyId },
      ]),
    );
    expect(api.state.conversations.get('c1')?.messages.map((m) => m.content)).toEqual([
      'Question 1',
    ]);

    unmount();
    renderChat(<ChatPage />, { api });
    expect(await screen.findByText('Question 1')).toBeInTheDocument();
    expect(screen.queryByText('Première réponse')).not.toBeInTheDocument();
    expect(screen.queryByText('Question 2')).not.toBeInTheDocument();
  });

  it('regenerate marks the old answer replaced before asking again, and saves the new one', async () => {
    const api = createFakeApi();
    api.queueAi(
      { kind: 'stream', deltas: ['Ancienne réponse'] },
      { kind: 'stream', deltas: ['Nouvelle réponse'] },
    );
    const { user } = renderChat(<ChatPage />, { api });
    await user.type(
      await screen.findByRole('textbox', { name: 'Ton message' }),
      'Mon programme ?{Enter}',
    );
    await screen.findByText('Ancienne réponse');
    await waitFor(() => expect(api.callsTo('POST', '/api/messages')).toHaveLength(1));
    const oldReplyId = api.state.conversations.get('c1')?.messages[1]?.id;

    const question = screen.getByText('Mon programme ?').closest('li') as HTMLElement;
    await user.click(within(question).getByRole('button', { name: 'Régénérer' }));
    await screen.findByText('Nouvelle réponse');
    await waitFor(() =>
      expect(api.state.conversations.get('c1')?.messages.map((m) => m.content)).toEqual([
        'Mon programme ?',
        'Nouvelle réponse',
      ]),
    );
    const order = api.state.calls
      .map((c) => `${c.method} ${c.pathname}`)
      .filter((c) => c.endsWith('/replace') || c.endsWith('/ai/chat'));
    expect(order).toEqual([
      'POST /api/ai/chat',
      'POST /api/conversations/c1/replace',
      'POST /api/ai/chat',
    ]);
    expect(api.callsTo('POST', '/api/conversations/c1/replace')[0]?.body).toEqual({
      fromMessageId: oldReplyId,
    });
  });

  it('copy puts the reply on the clipboard and toasts "Copié"', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    const { user } = renderChat(<ChatPage />);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.type(await screen.findByRole('textbox', { name: 'Ton message' }), 'Salut{Enter}');
    const reply = (await screen.findByText('Réponse du coach.')).closest('li') as HTMLElement;
    await user.click(within(reply).getByRole('button', { name: 'Copier' }));
    expect(writeText).toHaveBeenCalledWith('Réponse du coach.');
    expect(await screen.findByText('Copié')).toBeInTheDocument();
  });

  it('a reply with a table and code: table roles, keyboard scroll regions, a copy button for the code', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    const api = createFakeApi();
    const code = 'const séries = 5;\nconsole.log(séries);';
    api.queueAi({
      kind: 'json',
      body: {
        response: `| Exercice | Séries |\n|--|--|\n| Squat | 5 |\n\n\`\`\`js\n${code}\n\`\`\``,
      },
    });
    const { user } = renderChat(<ChatPage />, { api });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.type(await screen.findByRole('textbox', { name: 'Ton message' }), 'Salut{Enter}');

    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Exercice', 'Séries']);
    expect(
      within(table)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Squat', '5']);
    const tableRegion = screen.getByRole('region', { name: 'Tableau (défilement horizontal)' });
    expect(tableRegion).toContainElement(table);
    expect(tableRegion).toHaveAttribute('tabindex', '0');
    const codeRegion = screen.getByRole('region', { name: 'Bloc de code (défilement horizontal)' });
    expect(codeRegion).toHaveAttribute('tabindex', '0');
    expect(codeRegion.querySelector('pre')).toHaveTextContent('const séries = 5;');

    // The copy button works from the keyboard and shows its state.
    const copyCode = screen.getByRole('button', { name: 'Copier le code' });
    copyCode.focus();
    await user.keyboard('{Enter}');
    expect(writeText).toHaveBeenCalledWith(`${code}\n`);
    expect(await screen.findByRole('button', { name: 'Copié' })).toBe(copyCode);
    // The message's own actions are still there, apart from the code's button.
    const reply = table.closest('li') as HTMLElement;
    expect(within(reply).getByRole('button', { name: 'Modifier' })).toBeVisible();
    expect(within(reply).getByRole('button', { name: 'Copier' })).toBeVisible();

    // English labels after the language toggle.
    await user.click(screen.getByRole('button', { name: 'EN' }));
    expect(await screen.findByRole('button', { name: 'Copy code' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Table (scrolls sideways)' })).toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: 'Code block (scrolls sideways)' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('region')).toHaveLength(2);
  }, 20_000);

  it('new conversation resets to the welcome message and forgets the active conversation', async () => {
    const { api, user } = renderChat(<ChatPage />);
    await user.type(await screen.findByRole('textbox', { name: 'Ton message' }), 'Salut{Enter}');
    await screen.findByText('Réponse du coach.');
    await user.click(screen.getByRole('button', { name: 'Nouvelle conversation' }));
    expect(screen.queryByText('Réponse du coach.')).not.toBeInTheDocument();
    expect(screen.getByText(/Salut ! Je suis Zak IA/)).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.activeConversation)).toBeNull();
    await user.type(composerInput(), 'Autre sujet{Enter}');
    await waitFor(() => expect(api.callsTo('POST', '/api/conversations')).toHaveLength(2));
  });

  it('the image picker accepts images only and just toasts "Fichier uploadé"', async () => {
    const { api, user, container } = renderChat(<ChatPage />);
    await screen.findByRole('textbox', { name: 'Ton message' });
    const picker = container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    expect(picker).toHaveAttribute('accept', 'image/*');
    const before = api.state.calls.length;
    await user.upload(picker, new File(['x'], 'photo.png', { type: 'image/png' }));
    expect(await screen.findByText('Fichier uploadé')).toBeInTheDocument();
    expect(api.state.calls.length).toBe(before);
  });

  it('export saves conversation-<date>.md with "Vous" and assistant lines, and toasts', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:x';
    });
    URL.revokeObjectURL = jest.fn();
    const names: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    const { user } = renderChat(<ChatPage />);
    await user.type(await screen.findByRole('textbox', { name: 'Ton message' }), 'Salut{Enter}');
    await screen.findByText('Réponse du coach.');
    await user.click(screen.getByRole('button', { name: 'Exporter' }));
    expect(names[0]).toMatch(/^conversation-\d{4}-\d{2}-\d{2}\.md$/);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0] as Blob);
    });
    expect(text).toMatch(/^Zak IA: Salut ! Je suis Zak IA/);
    expect(text).toContain('\n\nVous: Salut\n\nZak IA: Réponse du coach.\n');
    expect(await screen.findByText('Conversation exportée')).toBeInTheDocument();
    click.mockRestore();
  });

  it('Retour logs out, clears the local keys, goes home and toasts "Retour réussi"', async () => {
    localStorage.setItem(STORAGE_KEYS.activeConversation, 'gone');
    localStorage.setItem(STORAGE_KEYS.user, 'lea');
    const { api, user } = renderChat(<ChatPage />);
    await user.click(await screen.findByRole('button', { name: 'Retour' }));
    expect(await screen.findByText("Page d'accueil")).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/logout')).toHaveLength(1);
    expect(localStorage.getItem(STORAGE_KEYS.activeConversation)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(await screen.findByText('Retour réussi')).toBeInTheDocument();
  });

  it('reopens the conversation that was active before a reload', async () => {
    const api = createFakeApi();
    const id = api.addConversation('Dos', new Date().toISOString(), [
      ['user', 'Tractions ?'],
      ['assistant', 'Oui, **lestées**.'],
    ]);
    localStorage.setItem(STORAGE_KEYS.activeConversation, id);
    renderChat(<ChatPage />, { api });
    expect(await screen.findByText('lestées')).toBeInTheDocument();
    expect(screen.queryByText(/Salut ! Je suis Zak IA/)).not.toBeInTheDocument();
  });

  it('forgets a stored conversation that no longer exists and shows the welcome', async () => {
    localStorage.setItem(STORAGE_KEYS.activeConversation, 'gone');
    renderChat(<ChatPage />);
    expect(await screen.findByText(/Salut ! Je suis Zak IA/)).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.activeConversation)).toBeNull());
  });

  it('keeps the stored conversation when reopening fails for a passing reason (5xx)', async () => {
    const api = createFakeApi();
    const id = api.addConversation('Dos', new Date().toISOString(), [['user', 'Tractions ?']]);
    api.state.failures.set(`GET /api/conversations/${id}`, 503);
    localStorage.setItem(STORAGE_KEYS.activeConversation, id);
    renderChat(<ChatPage />, { api });
    expect(await screen.findByText(/Salut ! Je suis Zak IA/)).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', `/api/conversations/${id}`)).not.toHaveLength(0));
    expect(localStorage.getItem(STORAGE_KEYS.activeConversation)).toBe(id);
  });

  it('Stop before the first words shows that the reply was stopped and saves nothing', async () => {
    const api = createFakeApi();
    api.queueAi({ kind: 'held', onStart: () => {} });
    const { user } = renderChat(<ChatPage />, { api });
    await user.type(await screen.findByRole('textbox', { name: 'Ton message' }), 'Salut{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Arrêter la réponse' }));
    expect(await screen.findByText('Réponse interrompue.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/messages')).toHaveLength(0);
  });

  it('an error event inside the stream shows the AI error bubble', async () => {
    const api = createFakeApi();
    api.queueAi({ kind: 'held', onStart: (s) => s.fail('Service IA indisponible') });
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = renderChat(<ChatPage />, { api });
    await user.type(await screen.findByRole('textbox', { name: 'Ton message' }), 'Salut{Enter}');
    expect(
      await screen.findByText("Erreur lors de la communication avec l'IA. Veuillez réessayer."),
    ).toBeInTheDocument();
    jest.restoreAllMocks();
  });

  it('when the access ended since the page loaded, the next call toasts why and goes to /auth', async () => {
    const api = createFakeApi();
    const ended = "Votre accès à l'IA a pris fin (abonnement terminé ou expiré).";
    api.queueAi({ kind: 'status', status: 403, message: ended });
    const { user } = renderChat(<ChatPage />, { api });
    const input = await screen.findByRole('textbox', { name: 'Ton message' });
    // The period ended: the server now answers the user without access.
    api.state.user = member({ aiAccess: false });
    await user.type(input, 'Salut{Enter}');
    expect(await screen.findByText('Accès IA terminé')).toBeInTheDocument();
    expect(screen.getByText(ended)).toBeInTheDocument();
    expect(await screen.findByText('Page de connexion')).toBeInTheDocument();
  });

  it('Retour still goes home when the logout call fails, and says it failed', async () => {
    const api = createFakeApi();
    api.state.failures.set('POST /api/auth/logout', 500);
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = renderChat(<ChatPage />, { api });
    await user.click(await screen.findByRole('button', { name: 'Retour' }));
    expect(await screen.findByText("Page d'accueil")).toBeInTheDocument();
    expect(
      await screen.findByText('La déconnexion a échoué. Veuillez réessayer.'),
    ).toBeInTheDocument();
    jest.restoreAllMocks();
  });

  it('speaks English after the language toggle', async () => {
    renderChat(<ChatPage />, { lang: 'en' });
    expect(await screen.findByRole('button', { name: 'New conversation' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your message' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Optimise my sleep' })).toBeInTheDocument();
  });
});
