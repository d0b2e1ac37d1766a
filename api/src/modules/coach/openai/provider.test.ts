import { AppError } from '../../../platform/app-error';
import { countTokens } from '../../../platform/tokens';
import { FAKE_USAGE, startFakeChatServer, type FakeChatServer } from '../testing/fake-chat-server';
import type { AiRequest, AiResult } from '../types';
import { OpenAiCompatibleProvider } from './provider';
import { REPLACED_ANSWER_CHARS } from '../system-prompt';

let server: FakeChatServer;

beforeAll(async () => {
  server = await startFakeChatServer(5000);
});
afterAll(async () => {
  await server.close();
});

const provider = (model: string, overrides: { timeoutMs?: number; historyTokens?: number } = {}) =>
  new OpenAiCompatibleProvider({
    baseUrl: server.url,
    apiKey: undefined,
    model,
    timeoutMs: overrides.timeoutMs ?? 5000,
    maxTokens: 321,
    historyTokens: overrides.historyTokens ?? 3000,
  });

const request = (message: string, extra: Partial<AiRequest> = {}): AiRequest => ({
  history: [],
  message,
  structured: true,
  ...extra,
});

async function drain(
  gen: AsyncGenerator<string, AiResult>,
): Promise<{ deltas: string[]; result: AiResult }> {
  const deltas: string[] = [];
  for (;;) {
    const next = await gen.next();
    if (next.done) return { deltas, result: next.value };
    deltas.push(next.value);
  }
}

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('the OpenAI-compatible provider', () => {
  it('answers with the model text and the provider’s token usage', async () => {
    const result = await provider('ok').complete(request('Plan nutritionnel'));
    expect(result).toEqual({
      text: 'Echo: Plan nutritionnel',
      tokens: { prompt: FAKE_USAGE.prompt_tokens, completion: FAKE_USAGE.completion_tokens },
    });
  });

  it('sends the system prompt, the recent history and the message, with the max tokens', async () => {
    await provider('ok').complete(
      request('Et pour 5 jours ?', {
        language: 'en',
        structured: false,
        history: [
          { role: 'user', content: 'Programme 4 jours' },
          { role: 'assistant', content: 'Voici ton programme.' },
        ],
      }),
    );
    const sent = server.requests.at(-1)!;
    expect(sent.max_tokens).toBe(321);
    expect(sent.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    const system = sent.messages[0]!.content;
    expect(system).toContain('Always answer in English');
    expect(system).toContain('educational, not medical');
    expect(system).toContain('Never give a protocol, cycle, dose');
    expect(system).toContain('no headings, no tables');
    expect(sent.messages.at(-1)!.content).toBe('Et pour 5 jours ?');
  });

  it("gives the model the member's tracker data in the system message, saying where it comes from", async () => {
    const memberContext = '- Body weight: 7-day average 82.4 kg on 2026-11-23';
    await provider('ok').complete(request('How am I doing?', { language: 'en', memberContext }));
    const sent = server.requests.at(-1)!;
    expect(sent.messages.map((m) => m.role)).toEqual(['system', 'user']);
    const system = String(sent.messages[0]!.content);
    expect(system).toContain(`## The member's own data`);
    expect(system).toContain('computed by the Zak Coaching site from what the member entered');
    expect(system).toContain('Never invent or estimate other numbers about the member');
    expect(system).toContain(memberContext);
    // Without it (switched off), nothing about tracker data is said.
    await provider('ok').complete(request('How am I doing?', { language: 'en' }));
    expect(String(server.requests.at(-1)!.messages[0]!.content)).not.toContain('own data');
  });

  it('shows the model the answers the member replaced (the latest three, each cut), asking for a different one', async () => {
    const long = 'x'.repeat(REPLACED_ANSWER_CHARS + 100);
    const replacedAnswers = ['First answer.', 'Second answer.', 'Third answer.', long];
    await provider('ok').complete(
      request('Programme 4 jours', { language: 'en', replacedAnswers }),
    );
    const system = String(server.requests.at(-1)!.messages[0]!.content);
    expect(system).toContain('## Answers the member replaced');
    expect(system).toContain('write a different one');
    expect(system).not.toContain('First answer.');
    expect(system).toContain('Second answer.');
    expect(system).toContain('Third answer.');
    expect(system).toContain(`${'x'.repeat(REPLACED_ANSWER_CHARS)}…`);
    expect(system).not.toContain('x'.repeat(REPLACED_ANSWER_CHARS + 1));
    // A first answer (nothing replaced): no such section.
    await provider('ok').complete(request('Programme 4 jours', { language: 'en' }));
    expect(String(server.requests.at(-1)!.messages[0]!.content)).not.toContain('replaced');
  });

  it('sends alternating roles even when a reply was never saved', async () => {
    await provider('ok').complete(
      request('encore ?', {
        history: [
          { role: 'assistant', content: 'Bienvenue' },
          { role: 'user', content: 'Plan nutritionnel' },
        ],
      }),
    );
    const sent = server.requests.at(-1)!;
    expect(sent.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(sent.messages[1]!.content).toBe('Plan nutritionnel\n\nencore ?');
  });

  it('keeps only the most recent turns that fit the history budget', async () => {
    const long = 'mot '.repeat(200);
    await provider('ok', { historyTokens: 2 * (countTokens(long) + 4) }).complete(
      request('dernier', {
        history: [
          { role: 'user', content: `premier ${long}` },
          { role: 'assistant', content: long },
          { role: 'user', content: long },
          { role: 'assistant', content: long },
        ],
      }),
    );
    const sent = server.requests.at(-1)!;
    expect(sent.messages).toHaveLength(4);
    expect(sent.messages.some((m) => m.content.startsWith('premier'))).toBe(false);
  });

  it('counts tokens with the project tokenizer when the provider reports no usage', async () => {
    const result = await provider('no-usage').complete(request('bonjour'));
    expect(result.tokens.completion).toBe(countTokens('Echo: bonjour'));
    expect(result.tokens.prompt).toBeGreaterThan(countTokens('bonjour'));
  });

  it('streams the deltas in order, then the full text and usage', async () => {
    const { deltas, result } = await drain(provider('ok').stream(request('Optimiser mon sommeil')));
    expect(deltas.join('')).toBe('Echo: Optimiser mon sommeil');
    expect(deltas.length).toBe(3);
    expect(sent()).toMatchObject({ stream: true });
    expect(result).toEqual({
      text: 'Echo: Optimiser mon sommeil',
      tokens: { prompt: FAKE_USAGE.prompt_tokens, completion: FAKE_USAGE.completion_tokens },
    });
  });

  it('stops the generation upstream when the caller aborts', async () => {
    const controller = new AbortController();
    const gen = provider('endless').stream(request('go'), controller.signal);
    expect((await gen.next()).value).toBe('rep ');
    controller.abort(new Error('client went away'));
    await expect(drain(gen)).rejects.toThrow('client went away');
    await server.clientGone;
  });

  it.each([
    ['status-429', 503],
    ['status-503', 503],
    ['status-500', 502],
    ['status-401', 502],
    ['status-504', 504],
    ['malformed', 502],
    ['empty', 502],
  ])('maps a %s answer to %i with a clear message', async (model, status) => {
    const error = await failure(provider(model).complete(request('x')));
    expect(error.status).toBe(status);
    expect(error.msg.fr.length).toBeGreaterThan(10);
    expect(error.msg.en).not.toMatch(/upstream|stack|at /);
  });

  it.each([
    ['status-429', 503],
    ['malformed', 502],
    ['empty', 502],
  ])('maps a streamed %s answer to %i', async (model, status) => {
    const error = await failure(drain(provider(model).stream(request('x'))));
    expect(error.status).toBe(status);
  });

  it('answers 504 when the server is too slow to answer', async () => {
    const error = await failure(provider('slow', { timeoutMs: 200 }).complete(request('x')));
    expect(error.status).toBe(504);
  });

  it('answers 504 when a stream goes silent', async () => {
    const gen = provider('stall', { timeoutMs: 200 }).stream(request('x'));
    expect((await gen.next()).value).toBe('Echo');
    const error = await failure(drain(gen));
    expect(error.status).toBe(504);
  });

  it('answers 503 when nothing listens at the base URL', async () => {
    const nowhere = new OpenAiCompatibleProvider({
      baseUrl: 'http://127.0.0.1:9/v1',
      apiKey: 'k',
      model: 'ok',
      timeoutMs: 2000,
      maxTokens: 10,
      historyTokens: 10,
    });
    const error = await failure(nowhere.complete(request('x')));
    expect(error.status).toBe(503);
  });
});

function sent() {
  return server.requests.at(-1);
}
