import { request as httpRequest } from 'node:http';
import { Writable } from 'node:stream';
import type { Response as AgentResponse } from 'superagent';
import type request from 'supertest';
import {
  FAKE_USAGE,
  startFakeChatServer,
  type FakeChatServer,
} from '../../src/modules/coach/testing/fake-chat-server';
import { countTokens } from '../../src/platform/tokens';
import { createLogger } from '../../src/platform/logger';
import { upsertSetting } from '../../src/modules/settings/setting.repository';
import { snapshot, startTestApp, type TestApp } from '../support/harness';
import { onOneUtcDay } from '../support/one-day';
import { addDays } from '../../src/modules/progress/trend';
import { computeNutrition } from '../../src/modules/coach/offline/nutrition';
import { formatNumber } from '../../src/modules/coach/offline/text';

let app: TestApp;
let fake: FakeChatServer;

beforeAll(async () => {
  app = await startTestApp();
  fake = await startFakeChatServer();
});
afterAll(async () => {
  await fake.close();
  await app.close();
});

const PROFILE = '80 kg, 180 cm, 30 ans, homme, 4 jours par semaine, prise de masse';
const SETTINGS = { personality: 'ifbb', responseSpeed: 'detailed', language: 'fr' };

/** A signed-in member with AI access on the given server. */
async function member(agent: request.Agent, overrides: { hasIAAccess?: boolean } = {}) {
  const user = await app.seedUser({ hasIAAccess: true, ...overrides });
  const res = await agent
    .post('/api/auth/login')
    .send({ username: user.username, password: user.password });
  expect(res.status).toBe(200);
  return user;
}

interface SseEvent {
  event: string;
  data: Record<string, unknown>;
}

/** supertest parser: the raw body of an event stream. */
function asText(
  response: AgentResponse,
  callback: (err: Error | null, body: unknown) => void,
): void {
  let text = '';
  response.on('data', (chunk: Buffer) => (text += chunk.toString()));
  response.on('end', () => callback(null, text));
}

function parseSse(text: string): SseEvent[] {
  return text
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: (.*)$/m.exec(block)?.[1] ?? '{}';
      return { event, data: JSON.parse(data) as Record<string, unknown> };
    });
}

describe('POST /api/ai/chat with the offline coach', () => {
  it('answers 401 to an anonymous visitor', async () => {
    const res = await app
      .agent()
      .post('/api/ai/chat')
      .send({ message: 'Plan nutritionnel', settings: SETTINGS });
    expect(res.status).toBe(401);
    expect(res.body.message).toEqual(expect.any(String));
  });

  it('answers 403 to a member without AI access', async () => {
    const agent = app.agent();
    await member(agent, { hasIAAccess: false });
    const res = await agent
      .post('/api/ai/chat')
      .send({ message: 'Plan nutritionnel', settings: SETTINGS });
    expect(res.status).toBe(403);
    expect(res.body.message).toContain("n'a pas accès à l'IA");
  });

  it('answers the spec’s call with the coach’s text and the token counts', async () => {
    const agent = app.agent();
    await member(agent);
    const res = await agent
      .post('/api/ai/chat')
      .send({ message: `Plan nutritionnel : ${PROFILE}`, settings: SETTINGS });
    expect(res.status).toBe(200);
    expect(res.body.response).toContain('## Plan nutritionnel');
    expect(res.body.response).toContain('**3035 kcal**');
    expect(res.body.tokens).toEqual({
      prompt: countTokens(`Plan nutritionnel : ${PROFILE}`),
      completion: countTokens(res.body.response as string),
    });
  });

  it('reads the numbers given earlier in the member’s conversation', async () => {
    const agent = app.agent();
    await member(agent);
    const created = await agent
      .post('/api/conversations')
      .send({ title: PROFILE, firstMessage: { role: 'user', content: PROFILE } });
    expect(created.status).toBe(201);
    // The chat screen saves the member's message before asking: it must not count twice.
    await agent
      .post('/api/messages')
      .send({ conversationId: created.body.id, type: 'user', content: 'Plan nutritionnel' });
    const res = await agent.post('/api/ai/chat').send({
      message: 'Plan nutritionnel',
      settings: { ...SETTINGS, language: 'en' },
      conversationId: created.body.id,
    });
    expect(res.status).toBe(200);
    expect(res.body.response).toContain('## Nutrition plan');
    expect(res.body.response).toContain('**3035 kcal**');
    expect(res.body.tokens.prompt).toBe(countTokens(PROFILE) + countTokens('Plan nutritionnel'));
  });

  it('answers 404 for another member’s conversation or an unknown one, and 400 for a bad id', async () => {
    const owner = app.agent();
    await member(owner);
    const created = await owner.post('/api/conversations').send({ title: 'privé' });
    const other = app.agent();
    await member(other);
    const foreign = await other
      .post('/api/ai/chat')
      .send({ message: 'Plan nutritionnel', settings: SETTINGS, conversationId: created.body.id });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Conversation introuvable');
    const unknown = await other.post('/api/ai/chat').send({
      message: 'Plan nutritionnel',
      conversationId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(404);
    const bad = await other
      .post('/api/ai/chat')
      .send({ message: 'x', conversationId: 'not-an-id' });
    expect(bad.status).toBe(400);
  });

  it.each([
    ['no message', {}, 'Le contenu du message est requis'],
    ['a blank message', { message: '   ' }, 'Le contenu du message est requis'],
    ['a number as message', { message: 42 }, 'Le contenu du message est requis'],
    ['a message over 8000 characters', { message: 'x'.repeat(8001) }, 'Le message est trop long'],
    ['an unknown language', { message: 'ok', settings: { language: 'de' } }, 'language'],
    ['settings that are not an object', { message: 'ok', settings: 'fr' }, 'settings'],
    [
      'a non-boolean structuredResponses',
      { message: 'ok', structuredResponses: 'yes' },
      'structuredResponses',
    ],
    ['an unknown field', { message: 'ok', extra: true }, 'extra'],
  ])('rejects %s with 400 and a clear message, changing nothing', async (_label, body, text) => {
    const agent = app.agent();
    await member(agent);
    const before = await snapshot(app.sequelize);
    const res = await agent.post('/api/ai/chat').send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(text);
    expect(await snapshot(app.sequelize)).toBe(before);
  });

  it('writes plain paragraphs when structured responses are off', async () => {
    const agent = app.agent();
    await member(agent);
    const res = await agent.post('/api/ai/chat').send({
      message: 'Programme 4 jours, salle',
      settings: SETTINGS,
      structuredResponses: false,
    });
    expect(res.status).toBe(200);
    expect(res.body.response).not.toMatch(/^(#|\||- )/m);
    expect(res.body.response).toContain('Développé couché');
  });

  it('answers a calorie question with the member’s own figure, from their profile and weigh-ins', () =>
    onOneUtcDay(async (today) => {
      const agent = app.agent();
      await member(agent);
      const profile = {
        goal: 'cut',
        heightCm: 180,
        birthYear: Number(today.slice(0, 4)) - 36,
        sex: 'male',
        trainingDays: 4,
        level: 'intermediate',
        equipment: 'gym',
        units: 'metric',
      };
      expect((await agent.put('/api/progress/profile').send(profile)).status).toBe(200);
      // Two weeks of weigh-ins: the last seven average 89.5 kg.
      for (let i = 13; i >= 0; i -= 1) {
        const weightKg = i >= 7 ? 90.5 : i % 2 === 0 ? 89 : 90;
        const res = await agent
          .post('/api/progress/weights')
          .send({ date: addDays(today, -i), weightKg: i === 0 ? 89.5 : weightKg });
        expect(res.status).toBe(200);
      }
      const res = await agent
        .post('/api/ai/chat')
        .send({ message: 'Combien de calories je dois manger par jour ?', settings: SETTINGS });
      expect(res.status).toBe(200);
      const facts = { weightKg: 89.5, heightCm: 180, age: 36, sex: 'male' as const };
      const target = computeNutrition({ ...facts, daysPerWeek: 4, goal: 'cut' }).target;
      expect(res.body.response).toMatch(
        new RegExp(`^\\*\\*Vise environ ${formatNumber(target, 'fr')} kcal par jour\\*\\*`),
      );
      expect(res.body.response).toContain('89,5 kg');
    }));

  it('answers a vague question with chips, kept with the saved answer and in the conversation', async () => {
    const agent = app.agent();
    await member(agent);
    const res = await agent.post('/api/ai/chat').send({ message: 'repos', settings: SETTINGS });
    expect(res.status).toBe(200);
    expect(res.body.response).toContain('Tu parles de');
    const suggestions = res.body.suggestions as { label: string; message: string }[];
    expect(suggestions.length).toBeGreaterThanOrEqual(2);
    for (const chip of suggestions) {
      expect(chip).toEqual({ label: expect.any(String), message: expect.any(String) });
    }
    const created = await agent
      .post('/api/conversations')
      .send({ title: 'repos', firstMessage: { role: 'user', content: 'repos' } });
    const saved = await agent.post('/api/messages').send({
      conversationId: created.body.id,
      type: 'ai',
      content: res.body.response,
      suggestions,
    });
    expect(saved.status).toBe(201);
    expect(saved.body.suggestions).toEqual(suggestions);
    const read = await agent.get(`/api/conversations/${created.body.id}`);
    expect(read.body.messages.map((m: { suggestions: unknown }) => m.suggestions)).toEqual([
      null,
      suggestions,
    ]);
    // A clear question has none, and a member message never keeps chips.
    const clear = await agent
      .post('/api/ai/chat')
      .send({ message: 'Combien de protéines par jour ?', settings: SETTINGS });
    expect(clear.body.suggestions).toBeUndefined();
    const user = await agent
      .post('/api/messages')
      .send({ conversationId: created.body.id, type: 'user', content: 'x', suggestions });
    expect(user.body.suggestions).toBeNull();
  });

  it('refuses drug protocols through the API too', async () => {
    const agent = app.agent();
    await member(agent);
    const res = await agent
      .post('/api/ai/chat')
      .send({ message: 'Quel cycle de trenbolone pour ma sèche ?', settings: SETTINGS });
    expect(res.status).toBe(200);
    expect(res.body.response).toContain('Je ne peux pas t’aider avec ça');
  });

  it('streams the answer as server-sent events, then the full text and tokens', async () => {
    const agent = app.agent();
    await member(agent);
    const res = await agent
      .post('/api/ai/chat')
      .set('Accept', 'text/event-stream, application/json')
      .send({ message: 'Optimiser mon sommeil', settings: SETTINGS })
      .buffer(true)
      .parse(asText);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/event-stream');
    const events = parseSse(res.body as string);
    const deltas = events.filter((e) => e.event === 'delta');
    const done = events.at(-1)!;
    expect(deltas.length).toBeGreaterThan(10);
    expect(done.event).toBe('done');
    expect(deltas.map((e) => e.data.delta).join('')).toBe(done.data.response);
    expect(done.data.response).toContain('## Optimiser ton sommeil');
    expect(done.data.tokens).toEqual({
      prompt: countTokens('Optimiser mon sommeil'),
      completion: countTokens(done.data.response as string),
    });
  });

  it('answers 503 with a message when the administrator switched the AI off', async () => {
    const agent = app.agent();
    await member(agent);
    const admin = await app.seedUser({ role: 'admin' });
    await upsertSetting('ia_enabled', false, admin.id);
    try {
      const res = await agent
        .post('/api/ai/chat')
        .send({ message: 'Plan nutritionnel', settings: SETTINGS });
      expect(res.status).toBe(503);
      expect(res.body.message).toBe("L'IA est temporairement désactivée. Réessayez plus tard.");
    } finally {
      await upsertSetting('ia_enabled', true, admin.id);
    }
  });
});

describe('per-user rate limit', () => {
  it('answers 429 with a message past AI_RATE_PER_MIN, for that member only', async () => {
    const limited = await app.variant({ AI_RATE_PER_MIN: '2' });
    const first = limited.agent();
    await member(first);
    for (let i = 0; i < 2; i += 1) {
      expect((await first.post('/api/ai/chat').send({ message: 'Plan nutritionnel' })).status).toBe(
        200,
      );
    }
    const over = await first.post('/api/ai/chat').send({ message: 'Plan nutritionnel' });
    expect(over.status).toBe(429);
    expect(over.body.message).toBe(
      "Trop de messages envoyés à l'IA. Patientez une minute avant de réessayer.",
    );
    const second = limited.agent();
    await member(second);
    expect((await second.post('/api/ai/chat').send({ message: 'Plan nutritionnel' })).status).toBe(
      200,
    );
  });
});

/** Two bench press sessions a week apart in the member's training log: 80 kg × 5, then × 6. */
async function logBench(agent: request.Agent): Promise<void> {
  const list = (await agent.get('/api/training/exercises?q=bench')).body.exercises as Array<{
    id: string;
    slug: string;
  }>;
  const bench = list.find((e) => e.slug === 'barbell-bench-press');
  expect(bench).toBeDefined();
  for (const [day, reps] of [
    ['2026-11-02', 5],
    ['2026-11-09', 6],
  ] as const) {
    const startedAt = `${day}T17:00:00.000Z`;
    const session = await agent
      .post('/api/training/sessions')
      .send({ clientId: `bench-${day}`, startedAt });
    expect(session.status).toBe(201);
    const sets = [0, 1, 2].map((position) => ({
      clientId: `bench-${day}-${position}`,
      exerciseId: bench!.id,
      position,
      type: 'normal',
      weightKg: 80,
      reps,
      rir: 2,
      completedAt: `${day}T17:1${position}:00.000Z`,
    }));
    const synced = await agent.put(`/api/training/sessions/${session.body.id}/sets`).send({ sets });
    expect(synced.status).toBe(200);
  }
}

describe('the coach reads the training log', () => {
  it('answers "am I progressing on bench?" from the member’s sessions, shows it in what the coach knows, and stops when switched off', async () => {
    const agent = app.agent();
    await member(agent);
    await logBench(agent);
    const ask = async () =>
      (
        await agent
          .post('/api/ai/chat')
          .send({ message: 'est-ce que je progresse au DC ?', settings: SETTINGS })
      ).body.response as string;
    // Epley: 80 × (1 + 5/30) = 93.3 kg, then 80 × (1 + 6/30) = 96 kg.
    expect(await ask()).toMatch(
      /^\*\*Oui, ton développé couché à la barre progresse\*\* sur tes 2 dernières séances \(du 2026-11-02 au 2026-11-09\) : 1RM estimé \(Epley\) 93,3 kg → 96,0 kg/,
    );
    const known = (await agent.get('/api/progress/coach-context').set('Accept-Language', 'fr')).body
      .text as string;
    expect(known).toContain('Entraînement (journal du membre) :');
    expect(known).toContain('Développé couché à la barre, 1RM estimé (Epley) : 2026-11-02 93,3 kg');
    await agent.put('/api/progress/coach-context').send({ enabled: false });
    expect(await ask()).not.toContain('1RM estimé (Epley)');
  });
});

describe('POST /api/ai/chat with an OpenAI-compatible model', () => {
  /** The model alone: its failures reach the member (as when the offline coach fails too). */
  const openai = (model: string, env: Record<string, string> = { AI_FALLBACK: 'none' }) =>
    app.variant({
      AI_PROVIDER: 'openai',
      AI_BASE_URL: fake.url,
      AI_MODEL: model,
      AI_API_KEY: 'test-key',
      ...env,
    });

  it('answers with the model’s text and the provider’s usage figures, unmarked', async () => {
    const server = await openai('ok', {});
    const agent = server.agent();
    await member(agent);
    const res = await agent
      .post('/api/ai/chat')
      .send({ message: 'Plan nutritionnel', settings: SETTINGS });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      response: 'Echo: Plan nutritionnel',
      tokens: { prompt: FAKE_USAGE.prompt_tokens, completion: FAKE_USAGE.completion_tokens },
    });
    expect(fake.requests.at(-1)!.messages[0]!.content).toContain('Always answer in French');
  });

  it('streams the model’s deltas, then its usage figures', async () => {
    const server = await openai('ok', {});
    const agent = server.agent();
    await member(agent);
    const res = await agent
      .post('/api/ai/chat')
      .set('Accept', 'text/event-stream')
      .send({ message: 'Plan nutritionnel', settings: SETTINGS })
      .buffer(true)
      .parse(asText);
    const events = parseSse(res.body as string);
    expect(events.map((e) => e.event)).toEqual(['delta', 'delta', 'delta', 'done']);
    expect(events.at(-1)!.data).toEqual({
      response: 'Echo: Plan nutritionnel',
      tokens: { prompt: FAKE_USAGE.prompt_tokens, completion: FAKE_USAGE.completion_tokens },
    });
  });

  it.each([
    ['status-429', 503],
    ['status-503', 503],
    ['status-500', 502],
    ['malformed', 502],
  ])('with no fallback, turns a %s provider answer into %i { message }', async (model, status) => {
    const server = await openai(model);
    const agent = server.agent();
    await member(agent);
    const res = await agent
      .post('/api/ai/chat')
      .set('Accept-Language', 'en')
      .send({ message: 'hello' });
    expect(res.status).toBe(status);
    expect(res.body.message).toMatch(/AI service/);
    expect(JSON.stringify(res.body)).not.toMatch(/stack|upstream failure/);
  });

  it('refuses a model-less configuration at start, naming AI_MODEL', async () => {
    await expect(app.variant({ AI_PROVIDER: 'openai', AI_BASE_URL: fake.url })).rejects.toThrow(
      'AI_MODEL is required when AI_PROVIDER=openai',
    );
  });

  it('with no fallback, reports a provider failure inside the stream as an error event', async () => {
    const server = await openai('malformed');
    const agent = server.agent();
    await member(agent);
    const res = await agent
      .post('/api/ai/chat')
      .set('Accept', 'text/event-stream')
      .send({ message: 'hello' })
      .buffer(true)
      .parse(asText);
    const events = parseSse(res.body as string);
    expect(events.at(-1)).toEqual({
      event: 'error',
      data: {
        message: "Le service d'IA a renvoyé une réponse invalide. Réessayez.",
        code: 'AI_PROVIDER_ERROR',
        status: 502,
      },
    });
  });

  it('gives the model the member’s training log in its context', async () => {
    const server = await openai('ok', {});
    const agent = server.agent();
    await member(agent);
    await logBench(agent);
    const res = await agent
      .post('/api/ai/chat')
      .send({ message: 'How is my bench going?', settings: { ...SETTINGS, language: 'en' } });
    expect(res.status).toBe(200);
    const system = fake.requests.at(-1)!.messages[0]!.content;
    expect(system).toContain("Training (the member's log):");
    expect(system).toContain(
      'Barbell bench press, estimated 1RM (Epley): 2026-11-02 93.3 kg (80.0 kg × 5), 2026-11-09 96.0 kg (80.0 kg × 6)',
    );
  });

  it('grounds the model in the knowledge base entries about the question', async () => {
    const server = await openai('ok', {});
    const agent = server.agent();
    await member(agent);
    const res = await agent
      .post('/api/ai/chat')
      .send({ message: 'Je pèse 80 kg, combien de protéines par jour ?', settings: SETTINGS });
    expect(res.status).toBe(200);
    const system = fake.requests.at(-1)!.messages[0]!.content;
    expect(system).toContain('Prefer their facts and numbers over your own');
    expect(system).toContain('[1] Pour 80 kg : 130 à 175 g de protéines par jour');
  });

  it.each([
    ['a 5xx', 'status-503', 'AI_UNAVAILABLE'],
    ['an invalid answer', 'malformed', 'AI_PROVIDER_ERROR'],
  ])(
    'answers with the offline coach after %s, marked in the response and the logs',
    async (_label, model, reason) => {
      let logged = '';
      const sink = new Writable({
        write(chunk: Buffer, _enc, done) {
          logged += chunk.toString();
          done();
        },
      });
      const server = await app.variant(
        { AI_PROVIDER: 'openai', AI_BASE_URL: fake.url, AI_MODEL: model, LOG_LEVEL: 'info' },
        createLogger('info', sink),
      );
      const agent = server.agent();
      await member(agent);
      const res = await agent
        .post('/api/ai/chat')
        .send({ message: 'La créatine est-elle dangereuse ?', settings: SETTINGS });
      expect(res.status).toBe(200);
      expect(res.body.response).toMatch(/^Oui, la créatine monohydrate est sûre/);
      expect(res.body.meta).toEqual({ fallback: 'offline', reason });
      const line = logged
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as Record<string, unknown>)
        .find((l) => l.fallback === 'offline');
      expect(line).toMatchObject({ level: 40, provider: 'openai', reason });
      expect(logged).not.toContain('test-key');
    },
  );

  it('streams the offline coach’s answer when the model fails, with the marker in done', async () => {
    const server = await openai('status-500', {});
    const agent = server.agent();
    await member(agent);
    const res = await agent
      .post('/api/ai/chat')
      .set('Accept', 'text/event-stream')
      .send({ message: 'Is creatine safe?', settings: { ...SETTINGS, language: 'en' } })
      .buffer(true)
      .parse(asText);
    const events = parseSse(res.body as string);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    expect(events.filter((e) => e.event === 'error')).toEqual([]);
    expect(
      events
        .filter((e) => e.event === 'delta')
        .map((e) => e.data.delta)
        .join(''),
    ).toBe(done.data.response);
    expect(done.data.response).toMatch(/^Yes, creatine monohydrate is safe/);
    expect(done.data.meta).toEqual({ fallback: 'offline', reason: 'AI_PROVIDER_ERROR' });
  });

  it('stops the generation when the client disconnects', async () => {
    const server = await openai('endless');
    const user = await app.seedUser({ hasIAAccess: true });
    const login = await server
      .agent()
      .post('/api/auth/login')
      .send({ username: user.username, password: user.password });
    const cookie = ([] as string[])
      .concat(login.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0])
      .join('; ');
    const body = JSON.stringify({ message: 'go' });
    const firstEvent = await new Promise<string>((resolve, reject) => {
      const req = httpRequest(`${server.url}/api/ai/chat`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          accept: 'text/event-stream',
          cookie,
        },
      });
      req.on('response', (res) => {
        res.once('data', (chunk: Buffer) => {
          req.destroy();
          resolve(chunk.toString());
        });
      });
      req.on('error', reject);
      req.end(body);
    });
    expect(firstEvent).toContain('event: delta');
    // Resolves only once the model server saw its stream closed before the end.
    await fake.clientGone;
  });
});
