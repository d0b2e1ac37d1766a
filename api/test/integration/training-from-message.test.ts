// POST /api/training/routines/from-message: "Save this programme" under a coach's answer (#34).
import { answerOffline, type MemberFacts } from '../../src/modules/coach';
import { startTestApp, type TestApp } from '../support/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Agent = Awaited<ReturnType<TestApp['signedIn']>>['agent'];

/** A conversation of the member holding their question and the coach's answer; the ids. */
async function conversationWith(userId: string, answer: string) {
  const [rows] = (await t.sequelize.query(
    `WITH c AS (INSERT INTO conversations (user_id, title) VALUES ($1, 'Programme') RETURNING id),
     q AS (INSERT INTO messages (conversation_id, type, content, tokens)
           SELECT id, 'user', 'Un programme ?', 3 FROM c RETURNING id),
     a AS (INSERT INTO messages (conversation_id, type, content, tokens)
           SELECT id, 'ai', $2, 100 FROM c RETURNING id)
     SELECT q.id AS question, a.id AS answer FROM q, a`,
    { bind: [userId, answer] },
  )) as [Array<{ question: string; answer: string }>, unknown];
  const [row] = rows;
  if (!row) throw new Error('no conversation inserted');
  return row;
}

const offline = (member: MemberFacts, language: 'fr' | 'en') =>
  answerOffline({
    history: [],
    message: language === 'fr' ? 'Fais-moi un programme de musculation' : 'Write me a programme',
    language,
    structured: true,
    member,
  });

const save = (agent: Agent, messageId: string) =>
  agent.post('/api/training/routines/from-message').send({ messageId });

async function slugsOf(agent: Agent) {
  const list = (await agent.get('/api/training/exercises')).body.exercises as Array<{
    id: string;
    slug: string | null;
    name: string;
  }>;
  return new Map(list.map((e) => [e.id, e.slug ?? `own:${e.name}`]));
}

describe('training: a routine from a coach’s answer', () => {
  it('saves the offline coach’s full body A/B/C as the active routine, then a second one inactive', async () => {
    const { agent, user } = await t.signedIn();
    const text = offline({ daysPerWeek: 3, level: 'beginner', equipment: 'gym' }, 'fr');
    const { answer } = await conversationWith(user.id, text);
    const res = await save(agent, answer);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Full body A/B/C', source: 'coach', active: true });
    const days = res.body.days as Array<{
      name: string;
      exercises: Array<{ exerciseId: string; sets: object[]; notes: string }>;
    }>;
    expect(days.map((d) => d.name)).toEqual(['Full body A', 'Full body B', 'Full body C']);
    const slugs = await slugsOf(agent);
    expect(days[0]?.exercises.map((e) => slugs.get(e.exerciseId))).toEqual([
      'barbell-back-squat',
      'barbell-bench-press',
      'chest-supported-dumbbell-row',
      'barbell-romanian-deadlift',
      'dumbbell-lateral-raise',
      'hanging-leg-raise',
    ]);
    expect(days[0]?.exercises[0]?.sets).toEqual([
      { type: 'normal', repsMin: 8, repsMax: 10, rir: 2, restSeconds: 120 },
      { type: 'normal', repsMin: 8, repsMax: 10, rir: 2, restSeconds: 120 },
      { type: 'normal', repsMin: 8, repsMax: 10, rir: 2, restSeconds: 120 },
    ]);
    expect(days[0]?.exercises[5]?.notes).toBe('30-45 secondes par série');
    // The routine is a routine like any other: a session starts from its first day.
    const started = await agent
      .post('/api/training/sessions/start')
      .send({ routineId: res.body.id, dayIndex: 0, clientId: 'from-coach-1' });
    expect(started.status).toBe(201);
    expect(started.body.exercises).toHaveLength(6);

    const again = await save(agent, answer);
    expect(again.status).toBe(201);
    expect(again.body.active).toBe(false);
    expect((await agent.get('/api/training/routines')).body).toHaveLength(2);
  });

  it('makes the names the catalogue lacks the member’s own exercises, once', async () => {
    const { agent, user } = await t.signedIn();
    const text = offline({ daysPerWeek: 3, level: 'intermediate', equipment: 'gym' }, 'en');
    const { answer } = await conversationWith(user.id, text);
    const res = await save(agent, answer);
    expect(res.status).toBe(201);
    expect(res.body.name).toBe('Push / Pull / Legs');
    const slugs = await slugsOf(agent);
    const pull = res.body.days[1].exercises as Array<{ exerciseId: string }>;
    expect(pull.map((e) => slugs.get(e.exerciseId))).toEqual([
      'lat-pulldown',
      'own:Chest-supported row',
      'cable-face-pull',
      'ez-bar-curl',
      'hanging-leg-raise',
    ]);
    await save(agent, answer).expect(201);
    const own = (await agent.get('/api/training/exercises')).body.exercises.filter(
      (e: { custom: boolean }) => e.custom,
    );
    expect(own).toHaveLength(1);
  });

  it('404 for another member’s answer, a question, or an unknown id; 422 when no programme; 400 for a bad id; nothing stored', async () => {
    const { agent, user } = await t.signedIn();
    const { user: other } = await t.signedIn();
    const theirs = await conversationWith(other.id, offline({ daysPerWeek: 2 }, 'fr'));
    const mine = await conversationWith(user.id, 'Dors 8 heures et bois 2 litres d’eau par jour.');
    for (const id of [theirs.answer, mine.question, '6f1c2a4e-8b7d-4c3e-9a1f-2b3c4d5e6f70']) {
      const res = await save(agent, id);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Message introuvable', code: 'NOT_FOUND' });
    }
    const none = await save(agent, mine.answer);
    expect(none.status).toBe(422);
    expect(none.body).toEqual({
      message:
        'Ce message ne propose pas de programme à enregistrer : il faut des exercices avec leurs séries et répétitions',
      code: 'NO_PROGRAMME',
    });
    const english = await save(agent, mine.answer).set('Accept-Language', 'en');
    expect(english.body.message).toBe(
      'This message proposes no programme to save: it needs exercises with their sets and reps',
    );
    const bad = await agent.post('/api/training/routines/from-message').send({ messageId: 'x' });
    expect(bad.status).toBe(400);
    expect((await agent.get('/api/training/routines')).body).toEqual([]);
    const [count] = (await t.sequelize.query(
      `SELECT count(*)::int AS n FROM training_exercises WHERE user_id = $1`,
      { bind: [user.id], type: 'SELECT' },
    )) as Array<{ n: number }>;
    expect(count?.n).toBe(0);
  });
});
