import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { installFakeApi, renderWithProviders, type FakeReply } from 'shared-ui/testing';
import { getT } from '../../../i18n';
import type { UiMessage } from '../../../lib/types';
import { MessageBubble } from './message-bubble';

// The real sanitize-html, loaded by Node (see real-sanitize-html.ts).
jest.mock('sanitize-html', () =>
  jest
    .requireActual<typeof import('shared-ui/markdown/real-sanitize-html')>(
      'shared-ui/markdown/real-sanitize-html',
    )
    .load(),
);

const PROGRAMME = [
  '## Programme d’entraînement : Full body A/B',
  '',
  '### Jour 1 (lundi) : Full body A',
  '',
  '| Exercice | Séries × reps | Repos | RIR |',
  '| --- | --- | --- | --- |',
  '| Squat barre | 3 × 8-10 | 2 min | 2-3 |',
  '| Développé couché | 3 × 8-10 | 2 min | 2-3 |',
  '| Rowing poitrine appuyée | 3 × 10-12 | 90 s | 2-3 |',
].join('\n');

const answer = (content: string, over: Partial<UiMessage> = {}): UiMessage => ({
  id: 'reply-1',
  type: 'assistant',
  content,
  timestamp: 0,
  ...over,
});

function setup(
  message: UiMessage,
  {
    lang = 'fr' as 'fr' | 'en',
    reply = (): FakeReply | Promise<FakeReply> => ({ status: 201, body: { id: 'r1' } }),
    serverId = 'm-server-1' as string | null,
  } = {},
) {
  const api = installFakeApi({ 'POST /api/training/routines/from-message': () => reply() });
  const serverIdOf = jest.fn(async () => serverId);
  const user = userEvent.setup();
  const view = renderWithProviders(
    <Routes>
      <Route
        path="/ia"
        element={
          <ol>
            <MessageBubble
              message={message}
              texts={getT(lang)}
              busy={false}
              onEdit={() => {}}
              onCopy={() => {}}
              onCopyCode={async () => true}
              onRegenerate={() => {}}
              serverIdOf={serverIdOf}
            />
          </ol>
        }
      />
      <Route path="/entrainement" element={<p>Écran Entraînement</p>} />
      <Route path="/training" element={<p>Training screen</p>} />
    </Routes>,
    { route: '/ia', lang },
  );
  return { api, user, serverIdOf, unmount: view.unmount };
}

describe('"Enregistrer ce programme" under a coach’s answer', () => {
  it('saves the programme under the message’s server id, says so while saving, then links to /entrainement', async () => {
    let release: (reply: FakeReply) => void = () => {};
    const { api, user, serverIdOf } = setup(answer(PROGRAMME), {
      reply: () => new Promise<FakeReply>((resolve) => (release = resolve)),
    });
    await user.click(screen.getByRole('button', { name: 'Enregistrer ce programme' }));
    expect(
      await screen.findByRole('button', { name: 'Enregistrement du programme…' }),
    ).toBeDisabled();
    expect(serverIdOf).toHaveBeenCalledWith('reply-1');
    await waitFor(() =>
      expect(api.callsTo('POST /api/training/routines/from-message')).toHaveLength(1),
    );
    expect(api.callsTo('POST /api/training/routines/from-message')[0]?.body).toEqual({
      messageId: 'm-server-1',
    });
    release({ status: 201, body: { id: 'r1' } });
    expect(await screen.findByText('Programme enregistré dans tes programmes.')).toBeVisible();
    const link = screen.getByRole('link', { name: 'Voir dans Entraînement' });
    expect(link).toHaveAttribute('href', '/entrainement');
    expect(screen.queryByRole('button', { name: 'Enregistrer ce programme' })).toBeNull();
    await user.click(link);
    expect(await screen.findByText('Écran Entraînement')).toBeVisible();
  });

  it('in English: the server’s refusal is shown and the button stays to try again, then /training', async () => {
    let status = 422;
    const { user } = setup(answer(PROGRAMME), {
      lang: 'en',
      reply: () =>
        status === 422
          ? {
              status,
              body: { message: 'This message proposes no programme to save', code: 'NO_PROGRAMME' },
            }
          : { status: 201, body: { id: 'r1' } },
    });
    await user.click(screen.getByRole('button', { name: 'Save this programme' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This message proposes no programme to save',
    );
    status = 201;
    await user.click(screen.getByRole('button', { name: 'Save this programme' }));
    expect(await screen.findByRole('link', { name: 'Open in Training' })).toHaveAttribute(
      'href',
      '/training',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a network failure and a reply not saved yet give their own messages', async () => {
    const offline = setup(answer(PROGRAMME), {
      reply: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await offline.user.click(screen.getByRole('button', { name: 'Enregistrer ce programme' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Impossible d'enregistrer le programme. Réessaie.",
    );
    offline.unmount();
    const { user, api } = setup(answer(PROGRAMME), { serverId: null });
    await user.click(screen.getByRole('button', { name: 'Enregistrer ce programme' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Ce message n'est pas encore enregistré : réessaie dans un instant.",
    );
    expect(api.callsTo('POST /api/training/routines/from-message')).toEqual([]);
  });

  it('no button under an answer without a programme, a streaming one, an error, or the member’s own message', () => {
    const cases = [
      answer('Dors 8 heures par nuit et bois 2 litres d’eau.'),
      answer(PROGRAMME, { isStreaming: true }),
      answer(PROGRAMME, { isError: true }),
      answer(PROGRAMME, { type: 'user' }),
    ];
    for (const message of cases) {
      const { unmount } = setup(message);
      expect(screen.queryByRole('button', { name: 'Enregistrer ce programme' })).toBeNull();
      unmount();
    }
    // The same text as an answer does show it (the cases above are not vacuous).
    setup(answer(PROGRAMME));
    expect(screen.getByRole('button', { name: 'Enregistrer ce programme' })).toBeVisible();
  });
});
