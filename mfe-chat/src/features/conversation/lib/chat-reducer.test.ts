import type { UiMessage } from '../../../lib/types';
import {
  chatReducer,
  conversationTitle,
  initialChatState,
  toUiMessages,
  WELCOME_ID,
  type ChatState,
} from './chat-reducer';

const user = (id: string, content = id): UiMessage => ({ id, type: 'user', content, timestamp: 1 });
const ai = (id: string, content = id): UiMessage => ({
  id,
  type: 'assistant',
  content,
  timestamp: 1,
});

function withMessages(messages: UiMessage[], conversationId: string | null = 'c1'): ChatState {
  return { conversationId, messages, pending: false };
}

describe('chat state', () => {
  it('starts with one assistant welcome message and no conversation id', () => {
    const state = initialChatState('Bienvenue', 5);
    expect(state.conversationId).toBeNull();
    expect(state.messages).toEqual([
      { id: WELCOME_ID, type: 'assistant', content: 'Bienvenue', timestamp: 5 },
    ]);
  });

  it('replaces an untouched welcome once the site setting arrives, never a started chat', () => {
    const fresh = chatReducer(initialChatState('Fallback', 1), {
      type: 'welcomeChanged',
      welcome: 'Message du site',
    });
    expect(fresh.messages[0]?.content).toBe('Message du site');

    const started = chatReducer(initialChatState('Fallback', 1), {
      type: 'userMessage',
      message: user('u1'),
    });
    expect(chatReducer(started, { type: 'welcomeChanged', welcome: 'X' })).toBe(started);
  });

  it('adds the user message and waits for a reply', () => {
    const state = chatReducer(initialChatState('W', 1), {
      type: 'userMessage',
      message: user('u1', 'Salut'),
    });
    expect(state.pending).toBe(true);
    expect(state.messages.map((m) => m.content)).toEqual(['W', 'Salut']);
  });

  it('stores the id of the conversation the first message created', () => {
    const state = chatReducer(withMessages([user('u1')], null), {
      type: 'conversationCreated',
      conversationId: 'c42',
    });
    expect(state.conversationId).toBe('c42');
  });

  it('grows the streamed reply delta by delta, then settles it', () => {
    let state: ChatState = { ...withMessages([user('u1')]), pending: true };
    state = chatReducer(state, { type: 'replyDelta', id: 'r1', delta: 'Bon', now: 2 });
    state = chatReducer(state, { type: 'replyDelta', id: 'r1', delta: 'jour', now: 3 });
    expect(state.messages[1]).toMatchObject({
      content: 'Bonjour',
      isStreaming: true,
      timestamp: 2,
    });
    expect(state.pending).toBe(true);
    state = chatReducer(state, { type: 'replyDone', id: 'r1', content: 'Bonjour !', now: 4 });
    expect(state.messages[1]).toMatchObject({ content: 'Bonjour !', isStreaming: false });
    expect(state.pending).toBe(false);
  });

  it('adds a whole reply or an error bubble when nothing was streamed', () => {
    const state = chatReducer(
      { ...withMessages([user('u1')]), pending: true },
      { type: 'replyDone', id: 'r1', content: 'Erreur', now: 2, isError: true },
    );
    expect(state.messages[1]).toMatchObject({
      type: 'assistant',
      content: 'Erreur',
      isError: true,
    });
  });

  it('edit on an assistant message removes it and everything after it', () => {
    const state = chatReducer(withMessages([ai('w'), user('u1'), ai('a1'), user('u2'), ai('a2')]), {
      type: 'editFrom',
      messageId: 'a1',
    });
    expect(state.messages.map((m) => m.id)).toEqual(['w', 'u1']);
    expect(state.conversationId).toBe('c1');
  });

  it('edit ignores user messages', () => {
    const before = withMessages([user('u1'), ai('a1')]);
    expect(chatReducer(before, { type: 'editFrom', messageId: 'u1' })).toBe(before);
  });

  it('regenerate keeps history up to and including the user message', () => {
    const state = chatReducer(withMessages([ai('w'), user('u1'), ai('a1'), user('u2'), ai('a2')]), {
      type: 'regenerateFrom',
      messageId: 'u1',
    });
    expect(state.messages.map((m) => m.id)).toEqual(['w', 'u1']);
  });

  it('new conversation resets to the welcome message and clears the id', () => {
    const state = chatReducer(withMessages([user('u1'), ai('a1')]), {
      type: 'reset',
      welcome: 'Bienvenue',
      now: 9,
    });
    expect(state).toEqual(initialChatState('Bienvenue', 9));
  });

  it('deleting the active conversation empties the list and clears the id', () => {
    expect(chatReducer(withMessages([user('u1')]), { type: 'cleared' })).toEqual({
      conversationId: null,
      messages: [],
      pending: false,
    });
  });

  it('opening a conversation shows its messages with roles mapped', () => {
    const messages = toUiMessages([
      {
        id: 'm1',
        role: 'user',
        content: 'Q',
        ts: '2026-11-21T10:00:00.000Z',
        tokens: 1,
        suggestions: null,
      },
      {
        id: 'm2',
        role: 'assistant',
        content: 'R',
        ts: '2026-11-21T10:00:01.000Z',
        tokens: 1,
        suggestions: null,
      },
    ]);
    const state = chatReducer(initialChatState('W', 1), {
      type: 'loaded',
      conversationId: 'c7',
      messages,
    });
    expect(state.conversationId).toBe('c7');
    expect(state.messages).toEqual([
      { id: 'm1', type: 'user', content: 'Q', timestamp: Date.parse('2026-11-21T10:00:00.000Z') },
      {
        id: 'm2',
        type: 'assistant',
        content: 'R',
        timestamp: Date.parse('2026-11-21T10:00:01.000Z'),
      },
    ]);
  });

  it('titles a conversation with the first 80 characters of its first message', () => {
    const long = 'é'.repeat(100);
    expect(conversationTitle(long)).toBe('é'.repeat(80));
    expect(conversationTitle('  Programme  ')).toBe('Programme');
  });
});
