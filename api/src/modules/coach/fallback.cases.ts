import { AppError } from '../../platform/app-error';
import { FallbackProvider } from './fallback';
import { createAiProvider, parseAiConfig } from './provider';
import { warmKnowledge } from './knowledge';
import { answerOffline } from './offline/engine';
import { OfflineProvider } from './offline/provider';
import { OpenAiCompatibleProvider } from './openai/provider';
import { startFakeChatServer, type FakeChatServer } from './testing/fake-chat-server';
import type { AiProvider, AiRequest, AiResult } from './types';

// The first question builds the search indexes; a busy machine is slow (no speed is asserted).
jest.setTimeout(30_000);

let server: FakeChatServer;

beforeAll(async () => {
  server = await startFakeChatServer(5000);
  warmKnowledge();
});
afterAll(async () => {
  await server.close();
});

/** Short deadlines only where the test wants a timeout: the machine may be busy. */
const model = (name: string, baseUrl = server.url) =>
  new OpenAiCompatibleProvider({
    baseUrl,
    apiKey: 'test-key',
    model: name,
    timeoutMs: name === 'slow' || name === 'stall' ? 300 : 10_000,
    maxTokens: 100,
    historyTokens: 1000,
  });

const request: AiRequest = {
  history: [],
  message: 'Is creatine safe?',
  structured: true,
  language: 'en',
};

/** An offline coach that fails too. */
class BrokenCoach implements AiProvider {
  readonly name = 'offline';
  complete(): Promise<AiResult> {
    return Promise.reject(new Error('coach down'));
  }
  async *stream(): AsyncGenerator<string, AiResult, void> {
    yield* []; // fails before its first delta
    throw new Error('coach down');
  }
}

async function drain(gen: AsyncGenerator<string, AiResult>) {
  const deltas: string[] = [];
  for (;;) {
    const next = await gen.next();
    if (next.done) return { deltas, result: next.value };
    deltas.push(next.value);
  }
}

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('the offline coach stands in for a failing model', () => {
  it.each([
    ['a 5xx answer', 'status-503', 'AI_UNAVAILABLE'],
    ['an overloaded model (429)', 'status-429', 'AI_UNAVAILABLE'],
    ['an invalid answer', 'malformed', 'AI_PROVIDER_ERROR'],
    ['a timeout', 'slow', 'AI_TIMEOUT'],
  ])('after %s, with the marker in the result', async (_label, name, reason) => {
    const provider = new FallbackProvider(model(name), new OfflineProvider());
    const result = await provider.complete(request);
    expect(result.text).toBe(answerOffline(request));
    expect(result.text).toMatch(/^Yes, creatine monohydrate is safe/);
    expect(result.meta).toEqual({ fallback: 'offline', reason });
  });

  it('after a refused connection', async () => {
    const provider = new FallbackProvider(
      model('ok', 'http://127.0.0.1:9/v1'),
      new OfflineProvider(),
    );
    const result = await provider.complete(request);
    expect(result.meta).toEqual({ fallback: 'offline', reason: 'AI_UNAVAILABLE' });
    expect(result.text).toBe(answerOffline(request));
  });

  it('streams the offline answer when the model fails before its first delta', async () => {
    const provider = new FallbackProvider(model('status-500'), new OfflineProvider());
    const { deltas, result } = await drain(provider.stream(request));
    expect(deltas.join('')).toBe(result.text);
    expect(result.text).toBe(answerOffline(request));
    expect(result.meta).toEqual({ fallback: 'offline', reason: 'AI_PROVIDER_ERROR' });
  });

  it('keeps what a stream already showed and follows it with the offline answer', async () => {
    const provider = new FallbackProvider(model('stall'), new OfflineProvider());
    const { deltas, result } = await drain(provider.stream(request));
    expect(deltas[0]).toBe('Echo');
    expect(deltas.join('')).toBe(result.text);
    expect(result.text).toContain('The model’s answer was cut off');
    expect(result.text.endsWith(answerOffline(request))).toBe(true);
    expect(result.meta).toEqual({ fallback: 'offline', reason: 'AI_TIMEOUT' });
  });

  it('answers with the model when it works, without a marker', async () => {
    const provider = new FallbackProvider(model('ok'), new OfflineProvider());
    const result = await provider.complete(request);
    expect(result.text).toBe('Echo: Is creatine safe?');
    expect(result.meta).toBeUndefined();
  });

  it('keeps the model’s error when the offline coach fails too', async () => {
    const provider = new FallbackProvider(model('status-503'), new BrokenCoach());
    const error = await rejection(provider.complete(request));
    expect(error.code).toBe('AI_UNAVAILABLE');
    expect(error.msg.fr).toBe(
      "Le service d'IA est momentanément indisponible ou saturé. Réessayez dans un instant.",
    );
    const streamed = await rejection(
      drain(new FallbackProvider(model('slow'), new BrokenCoach()).stream(request)),
    );
    expect(streamed.code).toBe('AI_TIMEOUT');
  });

  it('does not answer a caller who left', async () => {
    const controller = new AbortController();
    const provider = new FallbackProvider(model('slow'), new OfflineProvider());
    const pending = provider.complete(request, controller.signal);
    controller.abort(new Error('client disconnected'));
    await expect(pending).rejects.toThrow('client disconnected');
  });

  it('is what AI_PROVIDER=openai builds, unless AI_FALLBACK=none', async () => {
    const env = { AI_PROVIDER: 'openai', AI_BASE_URL: server.url, AI_MODEL: 'status-503' };
    const backed = createAiProvider(parseAiConfig(env));
    expect((await backed.complete(request)).meta?.fallback).toBe('offline');
    const bare = createAiProvider(parseAiConfig({ ...env, AI_FALLBACK: 'none' }));
    expect((await rejection(bare.complete(request))).status).toBe(503);
  });
});

describe('the model is grounded in the knowledge base', () => {
  it('receives the entries about the question, with the member’s numbers, and the instruction to prefer them', async () => {
    await model('ok').complete({
      ...request,
      message: 'How much protein should I eat per day? I weigh 80 kg',
    });
    const system = server.requests.at(-1)!.messages[0]!.content;
    expect(system).toContain('Always answer in English');
    expect(system).toContain('Prefer their facts and numbers over your own');
    expect(system).toContain('[1] At 80 kg: 130-175 g of protein a day (1.6-2.2 g/kg)');
    expect(system).toContain('Morton et al. 2018');
  });

  it('resolves a follow-up against the previous question, in the answer’s language', async () => {
    await model('ok').complete({
      history: [
        { role: 'user', content: 'Je pèse 60 kg, combien de protéines par jour ?' },
        { role: 'assistant', content: 'Pour 60 kg : 95 à 130 g.' },
      ],
      message: 'et pour une femme ?',
      structured: true,
      language: 'fr',
    });
    const system = server.requests.at(-1)!.messages[0]!.content;
    expect(system).toContain('[1] Pour une femme de 60 kg');
  });

  it('sends no notes when the knowledge base has nothing on the question', async () => {
    await model('ok').complete({ ...request, message: 'What is the capital of Peru?' });
    expect(server.requests.at(-1)!.messages[0]!.content).not.toContain('Reference notes');
  });
});
