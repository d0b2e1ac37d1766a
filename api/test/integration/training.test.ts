import type { TrainingSession } from '@zak/contract';
import { trainingContextFor } from '../../src/modules/training';
import { records, summarise } from '../../src/modules/training/progression';
import { startTestApp, type TestApp } from '../support/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Agent = Awaited<ReturnType<TestApp['signedIn']>>['agent'];

const bySlug = async (agent: Agent, slug: string): Promise<{ id: string }> => {
  const list = (await agent.get('/api/training/exercises')).body.exercises as Array<{
    id: string;
    slug: string;
  }>;
  const found = list.find((e) => e.slug === slug);
  if (!found) throw new Error(`no ${slug} in the catalogue`);
  return found;
};

const work = (repsMin: number, repsMax: number, rir: number | null = 2) => ({
  type: 'normal',
  repsMin,
  repsMax,
  rir,
  restSeconds: 120,
});

const routineFor = (exerciseId: string, name = 'Push pull legs') => ({
  name,
  days: [
    {
      name: 'Push',
      exercises: [{ exerciseId, superset: null, sets: [work(8, 12), work(8, 12)], notes: '' }],
    },
  ],
});

let serial = 0;
const clientId = () => `c-${Date.now().toString(36)}-${(serial++).toString(36)}`;
const set = (exerciseId: string, weightKg: number, reps: number, position: number, extra = {}) => ({
  clientId: clientId(),
  exerciseId,
  position,
  type: 'normal',
  weightKg,
  reps,
  rir: 1,
  completedAt: new Date(Date.UTC(2026, 0, 1, 10, position)).toISOString(),
  ...extra,
});

async function loggedSession(agent: Agent, startedAt: string, sets: object[]) {
  const session = await agent
    .post('/api/training/sessions')
    .send({ clientId: clientId(), startedAt });
  expect(session.status).toBe(201);
  const synced = await agent.put(`/api/training/sessions/${session.body.id}/sets`).send({ sets });
  expect(synced.status).toBe(200);
  return synced.body as { id: string; sets: Array<{ id: string; clientId: string }> };
}

describe('training: exercise catalogue', () => {
  it('finds the bench press by its French name without accents, its alias DC and its English name, in the request language', async () => {
    const { agent } = await t.signedIn();
    for (const q of ['developpe couche', 'DC', 'bench press', 'DÉVELOPPÉ']) {
      const res = await agent.get('/api/training/exercises').query({ q });
      expect(res.status).toBe(200);
      expect(res.body.exercises.map((e: { slug: string }) => e.slug)).toContain(
        'barbell-bench-press',
      );
    }
    const en = await agent
      .get('/api/training/exercises')
      .query({ q: 'dc' })
      .set('Accept-Language', 'en');
    // "DC" is the bench press's alias: it comes first, before the names that merely contain it.
    expect(en.body.exercises[0].name).toBe('Barbell bench press');
    const fr = await agent.get('/api/training/exercises').query({ q: 'dc' });
    expect(fr.body.exercises[0].name).toBe('Développé couché à la barre');
  });

  it('filters by muscle and equipment, and a % or _ in q is no wildcard', async () => {
    const { agent } = await t.signedIn();
    const quads = await agent
      .get('/api/training/exercises')
      .query({ muscle: 'quads', equipment: 'machine' });
    const found = quads.body.exercises as Array<{
      slug: string;
      equipment: string;
      primaryMuscles: string[];
    }>;
    expect(found.map((e) => e.slug)).toContain('leg-press');
    expect(
      found.every((e) => e.equipment === 'machine' && e.primaryMuscles.includes('quads')),
    ).toBe(true);
    const wild = await agent.get('/api/training/exercises').query({ q: 'b%n_h' });
    expect(wild.body.exercises).toEqual([]);
  });

  it("a member's own exercise is listed for them only, and another member cannot delete it (404)", async () => {
    const { agent: mine } = await t.signedIn();
    const { agent: theirs } = await t.signedIn();
    const created = await mine.post('/api/training/exercises').send({
      name: 'Pompes lestées',
      primaryMuscles: ['chest'],
      equipment: 'bodyweight',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ custom: true, slug: null, secondaryMuscles: [], cue: '' });
    expect(
      (await mine.get('/api/training/exercises').query({ q: 'pompes lestees' })).body.exercises,
    ).toHaveLength(1);
    const seen = (await theirs.get('/api/training/exercises').query({ q: 'pompes' })).body
      .exercises as Array<{ custom: boolean }>;
    expect(seen.filter((e) => e.custom)).toEqual([]);
    const refused = await theirs.delete(`/api/training/exercises/${created.body.id}`);
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ message: 'Exercice introuvable', code: 'NOT_FOUND' });
    const bench = await bySlug(mine, 'barbell-bench-press');
    expect((await mine.delete(`/api/training/exercises/${bench.id}`)).status).toBe(404);
    expect((await mine.delete(`/api/training/exercises/${created.body.id}`)).status).toBe(200);
  });

  it('refuses to delete an exercise used by a logged set (409), keeping the log whole', async () => {
    const { agent } = await t.signedIn();
    const own = (
      await agent
        .post('/api/training/exercises')
        .send({ name: 'Hip thrust maison', primaryMuscles: ['glutes'], equipment: 'other' })
    ).body;
    await loggedSession(agent, '2026-01-05T10:00:00.000Z', [set(own.id, 60, 10, 0)]);
    const res = await agent
      .delete(`/api/training/exercises/${own.id}`)
      .set('Accept-Language', 'en');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      message: 'This exercise is in logged sets: delete them first',
      code: 'CONFLICT',
    });
  });

  it("an imported exercise is fixed by its owner (name, muscles, equipment, cue); another member's or a catalogue one is 404; a bad body 400 changes nothing", async () => {
    const { agent } = await t.signedIn();
    const { agent: theirs } = await t.signedIn();
    const bench = await bySlug(agent, 'barbell-bench-press');
    // What an import makes of a name the catalogue lacks: no muscles, equipment `other`.
    const report = await agent
      .post('/api/training/import')
      .query({ format: 'strong', unit: 'kg' })
      .set('Content-Type', 'text/csv')
      .send(
        'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n' +
          '2026-03-01 18:00:00,Push,1h,Pec Deck Maison,1,50,12,0,0,,,\n',
      );
    expect(report.status).toBe(201);
    const imported = (await agent.get('/api/training/exercises').query({ q: 'pec deck maison' }))
      .body.exercises[0];
    expect(imported).toMatchObject({ primaryMuscles: [], equipment: 'other', custom: true });
    const fixed = {
      name: 'Butterfly à la machine',
      primaryMuscles: ['chest'],
      secondaryMuscles: ['front-delts'],
      equipment: 'machine',
      cue: 'Coudes fléchis',
    };
    const res = await agent.put(`/api/training/exercises/${imported.id}`).send(fixed);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...imported, ...fixed, aliases: [] });
    const found = await agent.get('/api/training/exercises').query({ q: 'butterfly a la' });
    expect(found.body.exercises.map((e: { id: string }) => e.id)).toContain(imported.id);
    // The logged set keeps its exercise, now named as fixed.
    const history = await agent.get(`/api/training/exercises/${imported.id}/history`);
    expect(history.body.exercise.name).toBe('Butterfly à la machine');
    expect(history.body.sessions).toHaveLength(1);

    expect((await theirs.put(`/api/training/exercises/${imported.id}`).send(fixed)).status).toBe(
      404,
    );
    const catalogue = await agent.put(`/api/training/exercises/${bench.id}`).send(fixed);
    expect(catalogue.status).toBe(404);
    expect(catalogue.body.message).toBe('Exercice introuvable');
    const bad = await agent
      .put(`/api/training/exercises/${imported.id}`)
      .send({ ...fixed, primaryMuscles: ['wings'] });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Valeur non proposée');
    const noName = await agent
      .put(`/api/training/exercises/${imported.id}`)
      .set('Accept-Language', 'en')
      .send({ ...fixed, name: ' ' });
    expect(noName.status).toBe(400);
    const still = await agent.get(`/api/training/exercises/${imported.id}/history`);
    expect(still.body.exercise).toMatchObject({ name: fixed.name, primaryMuscles: ['chest'] });
  });

  it('answers 400 with the message for a bad custom exercise', async () => {
    const { agent } = await t.signedIn();
    const cases: Array<[object, string]> = [
      [
        { name: '', primaryMuscles: ['chest'], equipment: 'barbell' },
        'Le nom doit contenir de 1 à 80 caractères',
      ],
      [
        { name: 'x', primaryMuscles: [], equipment: 'barbell' },
        'Choisissez de 1 à 5 muscles principaux parmi ceux proposés',
      ],
      [{ name: 'x', primaryMuscles: ['wings'], equipment: 'barbell' }, 'Valeur non proposée'],
      [
        { name: 'x', primaryMuscles: ['chest'], equipment: 'barbell', cue: 'y'.repeat(301) },
        'La consigne doit contenir au plus 300 caractères',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await agent.post('/api/training/exercises').send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });

  it('anonymous requests answer 401', async () => {
    expect((await t.agent().get('/api/training/exercises')).status).toBe(401);
    expect((await t.agent().get('/api/training/routines')).status).toBe(401);
  });
});

describe('training: routines', () => {
  it('creates, reads, replaces, activates one at a time and deletes; another member gets 404', async () => {
    const { agent } = await t.signedIn();
    const { agent: theirs } = await t.signedIn();
    const bench = await bySlug(agent, 'barbell-bench-press');
    const squat = await bySlug(agent, 'barbell-back-squat');
    const a = await agent.post('/api/training/routines').send(routineFor(bench.id, 'A'));
    expect(a.status).toBe(201);
    expect(a.body).toMatchObject({ name: 'A', source: 'member', active: false });
    expect(a.body.days[0].exercises[0].sets).toHaveLength(2);
    const b = await agent.post('/api/training/routines').send(routineFor(squat.id, 'B'));
    expect((await agent.post(`/api/training/routines/${a.body.id}/activate`)).body.active).toBe(
      true,
    );
    expect((await agent.post(`/api/training/routines/${b.body.id}/activate`)).body.active).toBe(
      true,
    );
    const list = (await agent.get('/api/training/routines')).body as Array<{
      name: string;
      active: boolean;
    }>;
    expect(list.map((r) => [r.name, r.active])).toEqual([
      ['A', false],
      ['B', true],
    ]);
    const replaced = await agent
      .put(`/api/training/routines/${a.body.id}`)
      .send(routineFor(squat.id, 'A2'));
    expect(replaced.status).toBe(200);
    expect(replaced.body.name).toBe('A2');
    for (const call of [
      theirs.get(`/api/training/routines/${a.body.id}`),
      theirs.put(`/api/training/routines/${a.body.id}`).send(routineFor(bench.id)),
      theirs.post(`/api/training/routines/${a.body.id}/activate`),
      theirs.delete(`/api/training/routines/${a.body.id}`),
    ]) {
      const res = await call;
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Programme introuvable', code: 'NOT_FOUND' });
    }
    expect((await agent.delete(`/api/training/routines/${a.body.id}`)).status).toBe(200);
    expect((await agent.get(`/api/training/routines/${a.body.id}`)).status).toBe(404);
  });

  it("refuses another member's exercise, an unknown one, and malformed days with 400 and the message", async () => {
    const { agent } = await t.signedIn();
    const { agent: theirs } = await t.signedIn();
    const foreign = (
      await theirs
        .post('/api/training/exercises')
        .send({ name: 'Secret', primaryMuscles: ['abs'], equipment: 'other' })
    ).body;
    const bench = await bySlug(agent, 'barbell-bench-press');
    const cases: Array<[object, string]> = [
      [routineFor(foreign.id), 'Un exercice choisi n’existe pas ou ne vous est pas accessible'],
      [
        routineFor('00000000-0000-4000-8000-000000000000'),
        'Un exercice choisi n’existe pas ou ne vous est pas accessible',
      ],
      [
        { name: 'x', days: [] },
        'Un programme a de 1 à 14 jours, chacun d’au plus 20 exercices de 1 à 20 séries',
      ],
      [
        {
          name: 'x',
          days: [
            {
              name: 'd',
              exercises: [{ exerciseId: bench.id, superset: null, sets: [work(12, 8)], notes: '' }],
            },
          ],
        },
        'La fourchette de répétitions doit aller de 1 à 200, le minimum au plus égal au maximum',
      ],
      [
        {
          name: 'x',
          days: [
            {
              name: 'd',
              exercises: [{ exerciseId: bench.id, superset: 'AA', sets: [work(8, 12)], notes: '' }],
            },
          ],
        },
        'Un superset est désigné par une lettre de A à Z',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await agent.post('/api/training/routines').send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });
});

describe('training: sessions and sets', () => {
  it('the same clientId creates one session: 201 then 200 with the same session', async () => {
    const { agent } = await t.signedIn();
    const body = { clientId: clientId(), notes: 'jambes' };
    const first = await agent.post('/api/training/sessions').send(body);
    const again = await agent.post('/api/training/sessions').send(body);
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    expect(first.body).toMatchObject({
      notes: 'jambes',
      sets: [],
      finishedAt: null,
      routineId: null,
    });
  });

  it('the same set batch sent at once to two replicas stores each set once, and a later send updates it', async () => {
    const { agent, user } = await t.signedIn();
    const replica = await t.replica();
    try {
      const there = replica.agent();
      await there
        .post('/api/auth/login')
        .send({ username: user.username, password: user.password })
        .expect(200);
      const bench = await bySlug(agent, 'barbell-bench-press');
      const session = (await agent.post('/api/training/sessions').send({ clientId: clientId() }))
        .body;
      const sets = [set(bench.id, 80, 8, 0), set(bench.id, 80, 7, 1)];
      const path = `/api/training/sessions/${session.id}/sets`;
      const answers = await Promise.all([
        agent.put(path).send({ sets }),
        there.put(path).send({ sets }),
        agent.put(path).send({ sets }),
        there.put(path).send({ sets }),
      ]);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
      const [{ count } = { count: -1 }] = (await t.sequelize.query(
        `SELECT count(*)::int AS count FROM training_sets WHERE session_id = $1`,
        { bind: [session.id], type: 'SELECT' },
      )) as Array<{ count: number }>;
      expect(count).toBe(2);
      const edited = await there.put(path).send({ sets: [{ ...sets[1], reps: 9 }] });
      expect(edited.body.sets.map((s: { reps: number }) => s.reps)).toEqual([8, 9]);
    } finally {
      await replica.close();
    }
  });

  it("another member's session and set answer 404 everywhere; a set is deleted by its session's owner", async () => {
    const { agent } = await t.signedIn();
    const { agent: theirs } = await t.signedIn();
    const bench = await bySlug(agent, 'barbell-bench-press');
    const session = await loggedSession(agent, '2026-01-02T10:00:00.000Z', [
      set(bench.id, 60, 10, 0),
    ]);
    const setId = session.sets[0]?.id;
    for (const call of [
      theirs.get(`/api/training/sessions/${session.id}`),
      theirs.patch(`/api/training/sessions/${session.id}`).send({ notes: 'x' }),
      theirs
        .put(`/api/training/sessions/${session.id}/sets`)
        .send({ sets: [set(bench.id, 1, 1, 0)] }),
      theirs.delete(`/api/training/sessions/${session.id}/sets/${setId}`),
      theirs.delete(`/api/training/sessions/${session.id}`),
    ]) {
      expect((await call).status).toBe(404);
    }
    expect((await theirs.get('/api/training/sessions')).body.sessions).toEqual([]);
    const removed = await agent
      .delete(`/api/training/sessions/${session.id}/sets/${setId}`)
      .set('Accept-Language', 'en');
    expect(removed.body).toEqual({ message: 'Set deleted' });
    expect((await agent.get(`/api/training/sessions/${session.id}`)).body.sets).toEqual([]);
  });

  it('a set clientId already stored in another session is not moved (409)', async () => {
    const { agent } = await t.signedIn();
    const bench = await bySlug(agent, 'barbell-bench-press');
    const one = set(bench.id, 60, 10, 0);
    await loggedSession(agent, '2026-01-02T10:00:00.000Z', [one]);
    const other = (await agent.post('/api/training/sessions').send({ clientId: clientId() })).body;
    const res = await agent.put(`/api/training/sessions/${other.id}/sets`).send({ sets: [one] });
    expect(res.status).toBe(409);
  });

  it('refuses bad sets with 400 and the message', async () => {
    const { agent } = await t.signedIn();
    const bench = await bySlug(agent, 'barbell-bench-press');
    const session = (await agent.post('/api/training/sessions').send({ clientId: clientId() }))
      .body;
    const one = set(bench.id, 60, 10, 0);
    const cases: Array<[object, string]> = [
      [{ sets: [] }, 'Envoyez de 1 à 200 séries, chacune une seule fois'],
      [{ sets: [one, one] }, 'Envoyez de 1 à 200 séries, chacune une seule fois'],
      [{ sets: [{ ...one, weightKg: 701 }] }, 'La charge doit être comprise entre 0 et 700 kg'],
      [
        { sets: [{ ...one, reps: 2.5 }] },
        'Les répétitions doivent être un nombre entier de 0 à 200',
      ],
      [{ sets: [{ ...one, rir: 11 }] }, 'Les répétitions en réserve vont de 0 à 10'],
      [
        { sets: [{ ...one, clientId: 'a b' }] },
        'L’identifiant client doit contenir de 1 à 64 lettres, chiffres ou tirets',
      ],
      [{ sets: [{ ...one, completedAt: 'yesterday' }] }, 'La date doit être au format ISO 8601'],
      [
        { sets: [{ ...one, completedAt: '1969-01-01T00:00:00Z' }] },
        'La date doit être au format ISO 8601',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await agent.put(`/api/training/sessions/${session.id}/sets`).send(body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });

  it('pages sessions newest first with before=, and PATCH finishes and annotates', async () => {
    const { agent } = await t.signedIn();
    const days = ['2026-01-01', '2026-01-03', '2026-01-05'];
    for (const day of days) {
      await agent
        .post('/api/training/sessions')
        .send({ clientId: clientId(), startedAt: `${day}T09:00:00Z` });
    }
    const first = await agent.get('/api/training/sessions').query({ limit: 2 });
    expect(first.body.sessions.map((s: { startedAt: string }) => s.startedAt.slice(0, 10))).toEqual(
      ['2026-01-05', '2026-01-03'],
    );
    const rest = await agent
      .get('/api/training/sessions')
      .query({ limit: 2, before: first.body.nextBefore });
    expect(rest.body.sessions.map((s: { startedAt: string }) => s.startedAt.slice(0, 10))).toEqual([
      '2026-01-01',
    ]);
    expect(rest.body.nextBefore).toBeNull();
    const id = first.body.sessions[0].id;
    const patched = await agent
      .patch(`/api/training/sessions/${id}`)
      .send({ finishedAt: '2026-01-05T10:15:00Z', notes: 'bonne séance' });
    expect(patched.body).toMatchObject({
      finishedAt: '2026-01-05T10:15:00.000Z',
      notes: 'bonne séance',
    });
  });
});

describe('training: history, records, next targets', () => {
  it('gives Epley e1RM, volumes, records and adds 2.5 kg to a barbell lift once every work set reached the top of the range', async () => {
    const { agent } = await t.signedIn();
    const bench = await bySlug(agent, 'barbell-bench-press');
    await agent
      .post('/api/training/routines')
      .send(routineFor(bench.id))
      .then((r) => agent.post(`/api/training/routines/${r.body.id}/activate`));
    await loggedSession(agent, '2026-01-01T10:00:00Z', [
      set(bench.id, 40, 10, 0, { type: 'warmup' }),
      set(bench.id, 80, 10, 1),
      set(bench.id, 80, 9, 2),
    ]);
    await loggedSession(agent, '2026-01-04T10:00:00Z', [
      set(bench.id, 80, 12, 0),
      set(bench.id, 80, 12, 1, { rir: 2 }),
    ]);
    const res = await agent.get(`/api/training/exercises/${bench.id}/history`);
    expect(res.status).toBe(200);
    expect(
      res.body.sessions.map((s: { bestE1rmKg: number; volumeKg: number }) => [
        s.bestE1rmKg,
        s.volumeKg,
      ]),
    ).toEqual([
      [106.67, 1520],
      [112, 1920],
    ]);
    expect(res.body.sessions[0]).toMatchObject({
      setCount: 3,
      bestSet: { weightKg: 80, reps: 10 },
    });
    // The history sends each session's summary; its sets are GET /api/training/sessions/:id.
    expect(res.body.sessions[0]).not.toHaveProperty('sets');
    expect(res.body.lastSets.map((s: { reps: number }) => s.reps)).toEqual([12, 12]);
    expect(res.body.records).toEqual({
      heaviestKg: 80,
      bestE1rmKg: 112,
      bestSessionVolumeKg: 1920,
      bestRepsAtWeight: [{ weightKg: 80, reps: 12 }],
    });
    expect(res.body.next).toEqual({
      weightKg: 82.5,
      repsMin: 8,
      repsMax: 12,
      rir: 2,
      sets: 2,
      reason: { rule: 'double-progression', action: 'add-load', stepKg: 2.5 },
    });
  });

  it('starting a routine day answers the session with the previous sets and the next targets, idempotently', async () => {
    const { agent } = await t.signedIn();
    const bench = await bySlug(agent, 'barbell-bench-press');
    const routine = (await agent.post('/api/training/routines').send(routineFor(bench.id))).body;
    const before = await loggedSession(agent, '2026-01-01T10:00:00Z', [
      set(bench.id, 70, 9, 0),
      set(bench.id, 70, 8, 1),
    ]);
    const body = { routineId: routine.id, dayIndex: 0, clientId: clientId() };
    const started = await agent.post('/api/training/sessions/start').send(body);
    expect(started.status).toBe(201);
    expect(started.body.session).toMatchObject({ routineId: routine.id, dayIndex: 0, sets: [] });
    expect(started.body.exercises).toEqual([
      {
        exerciseId: bench.id,
        previous: before.sets,
        next: expect.objectContaining({
          weightKg: 70,
          reason: { rule: 'double-progression', action: 'add-reps' },
        }),
      },
    ]);
    const again = await agent.post('/api/training/sessions/start').send(body);
    expect(again.status).toBe(200);
    expect(again.body.session.id).toBe(started.body.session.id);
    const noDay = await agent
      .post('/api/training/sessions/start')
      .send({ ...body, dayIndex: 3, clientId: clientId() });
    expect(noDay.status).toBe(400);
    expect(noDay.body.message).toBe('Ce jour n’existe pas dans le programme');
  });

  it('starting a session reads only the last sessions, yet gives the targets the whole history gives (deload after 3 misses, a warm-up-only last session)', async () => {
    const { agent } = await t.signedIn();
    const bench = await bySlug(agent, 'barbell-bench-press');
    const routine = (await agent.post('/api/training/routines').send(routineFor(bench.id))).body;
    // Active: the history then plans with it too (2 sets), as the start does.
    await agent.post(`/api/training/routines/${routine.id}/activate`).expect(200);
    const day = (n: number) => `2026-01-0${n}T10:00:00Z`;
    // Two old sessions at the top of the range, then three under its bottom, then warm-ups only.
    for (const n of [1, 2]) {
      await loggedSession(agent, day(n), [set(bench.id, 60, 12, 0), set(bench.id, 60, 12, 1)]);
    }
    for (const n of [3, 4, 5]) {
      await loggedSession(agent, day(n), [set(bench.id, 60, 6, 0), set(bench.id, 60, 6, 1)]);
    }
    const last = await loggedSession(agent, day(6), [set(bench.id, 20, 10, 0, { type: 'warmup' })]);
    const history = (await agent.get(`/api/training/exercises/${bench.id}/history`)).body;
    expect(history.next.reason.action).toBe('deload');
    const started = await agent
      .post('/api/training/sessions/start')
      .send({ routineId: routine.id, dayIndex: 0, clientId: clientId() });
    expect(started.status).toBe(201);
    expect(started.body.exercises).toEqual([
      { exerciseId: bench.id, previous: last.sets, next: history.next },
    ]);
  });

  it('summarises each session in SQL as the progression maths do from its sets (warm-ups, zero reps, odd loads)', async () => {
    const { agent } = await t.signedIn();
    const bench = await bySlug(agent, 'barbell-bench-press');
    const types = ['warmup', 'normal', 'drop', 'failure'] as const;
    const sessions: TrainingSession[] = [];
    for (let day = 1; day <= 6; day += 1) {
      const sets = Array.from({ length: 1 + ((day * 7) % 5) }, (_, i) =>
        set(
          bench.id,
          20 + ((day * 13 + i * 29) % 90) + (i % 3) * 0.45359237,
          (day + i * 5) % 16,
          i,
          {
            type: types[(day + i) % 4],
          },
        ),
      );
      // One session of warm-ups only, one of sets without reps: no best set.
      if (day === 5) for (const s of sets) s.type = 'warmup';
      if (day === 6) for (const s of sets) s.reps = 0;
      const logged = await loggedSession(agent, `2026-02-0${day}T10:00:00Z`, sets);
      sessions.push(logged as unknown as TrainingSession);
    }
    const history = (await agent.get(`/api/training/exercises/${bench.id}/history`)).body;
    expect(history.sessions).toEqual(
      sessions.map((s) => {
        const { sets: _sets, ...summary } = summarise(s.id, s.startedAt, s.sets);
        return summary;
      }),
    );
    expect(history.sessions.at(-2).bestSet).toBeNull();
    expect(history.sessions.at(-1).bestSet).toBeNull();
    expect(history.records).toEqual(
      records(sessions.map((s) => summarise(s.id, s.startedAt, s.sets))),
    );
    expect(history.lastSets).toEqual(sessions.at(-1)?.sets);
  });

  it('keeps each lift history equal to its sets as they are resent, moved, deleted, with their session', async () => {
    const { agent } = await t.signedIn();
    const bench = await bySlug(agent, 'barbell-bench-press');
    const squat = await bySlug(agent, 'barbell-back-squat');
    const sent = [1, 2, 3].map((day) => [
      set(bench.id, 60 + day, 8, 0),
      set(bench.id, 62.5 + day, 6, 1),
      set(squat.id, 100, 5, 2),
    ]);
    const ids: string[] = [];
    for (const [i, sets] of sent.entries()) {
      ids.push((await loggedSession(agent, `2026-03-0${i + 1}T10:00:00Z`, sets)).id);
    }
    // Resent heavier, one bench set moved to the squat, one deleted, a session deleted.
    const resent = [
      { ...sent[0]![0]!, weightKg: 90, reps: 3 },
      { ...sent[1]![1]!, exerciseId: squat.id },
    ];
    expect(
      (await agent.put(`/api/training/sessions/${ids[0]}/sets`).send({ sets: [resent[0]] })).status,
    ).toBe(200);
    expect(
      (await agent.put(`/api/training/sessions/${ids[1]}/sets`).send({ sets: [resent[1]] })).status,
    ).toBe(200);
    const third = (await agent.get(`/api/training/sessions/${ids[2]}`)).body as TrainingSession;
    const benchSets = third.sets.filter((s) => s.exerciseId === bench.id);
    for (const s of benchSets) {
      expect((await agent.delete(`/api/training/sessions/${ids[2]}/sets/${s.id}`)).status).toBe(
        200,
      );
    }
    expect((await agent.delete(`/api/training/sessions/${ids[1]}`)).status).toBe(200);

    for (const lift of [bench, squat]) {
      const stored: TrainingSession[] = [];
      for (const id of [ids[0], ids[2]]) {
        const res = await agent.get(`/api/training/sessions/${id}`);
        stored.push(res.body);
      }
      const expected = stored.flatMap((s) => {
        const sets = s.sets.filter((x) => x.exerciseId === lift.id);
        if (sets.length === 0) return [];
        const { sets: _sets, ...summary } = summarise(s.id, s.startedAt, sets);
        return [summary];
      });
      const history = (await agent.get(`/api/training/exercises/${lift.id}/history`)).body;
      expect(history.sessions).toEqual(expected);
    }
    const benchHistory = (await agent.get(`/api/training/exercises/${bench.id}/history`)).body;
    expect(benchHistory.sessions).toHaveLength(1);
    expect(benchHistory.sessions[0].bestSet).toEqual({ weightKg: 90, reps: 3 });
  });

  it("another member's custom exercise history answers 404", async () => {
    const { agent } = await t.signedIn();
    const { agent: theirs } = await t.signedIn();
    const own = (
      await agent
        .post('/api/training/exercises')
        .send({ name: 'Mien', primaryMuscles: ['abs'], equipment: 'other' })
    ).body;
    expect((await theirs.get(`/api/training/exercises/${own.id}/history`)).status).toBe(404);
  });
});

describe('training: coach context, export and deletion', () => {
  it('trainingContextFor gives the last sessions, the day that comes next and the lift trends', async () => {
    const { agent, user } = await t.signedIn();
    const bench = await bySlug(agent, 'barbell-bench-press');
    const squat = await bySlug(agent, 'barbell-back-squat');
    const routine = (
      await agent.post('/api/training/routines').send({
        name: 'Haut / bas',
        days: [
          {
            name: 'Haut',
            exercises: [{ exerciseId: bench.id, superset: null, sets: [work(6, 8)], notes: '' }],
          },
          {
            name: 'Bas',
            exercises: [{ exerciseId: squat.id, superset: null, sets: [work(5, 8)], notes: '' }],
          },
        ],
      })
    ).body;
    await agent.post(`/api/training/routines/${routine.id}/activate`);
    const started = (
      await agent
        .post('/api/training/sessions/start')
        .send({ routineId: routine.id, dayIndex: 0, clientId: clientId() })
    ).body;
    await agent
      .put(`/api/training/sessions/${started.session.id}/sets`)
      .send({ sets: [set(bench.id, 90, 8, 0)] });
    const context = await trainingContextFor(user.id, 'fr');
    expect(context.activeRoutine).toEqual({
      id: routine.id,
      name: 'Haut / bas',
      days: ['Haut', 'Bas'],
    });
    expect(context.todaysDay).toEqual({
      index: 1,
      name: 'Bas',
      exercises: ['Squat à la barre'],
    });
    expect(context.lastSessions).toEqual([
      expect.objectContaining({
        routineName: 'Haut / bas',
        dayName: 'Haut',
        workSets: 1,
        exercises: ['Développé couché à la barre'],
      }),
    ]);
    expect(context.lifts).toEqual([
      expect.objectContaining({
        exerciseId: bench.id,
        sessions: [expect.objectContaining({ bestE1rmKg: 114, topSet: { weightKg: 90, reps: 8 } })],
      }),
    ]);
  });

  it('the account export holds the training log, and deleting the account deletes it', async () => {
    const { agent, user } = await t.signedIn();
    const bench = await bySlug(agent, 'barbell-bench-press');
    await agent.post('/api/training/routines').send(routineFor(bench.id));
    const own = (
      await agent
        .post('/api/training/exercises')
        .send({ name: 'Mien', primaryMuscles: ['abs'], equipment: 'other' })
    ).body as { id: string };
    await loggedSession(agent, '2026-01-01T10:00:00Z', [
      set(bench.id, 50, 5, 0),
      set(own.id, 10, 12, 1),
    ]);
    const exported = await agent.get('/api/account/export');
    expect(exported.status).toBe(200);
    expect(exported.body.training.routines).toHaveLength(1);
    expect(exported.body.training.sessions[0].sets).toHaveLength(2);
    expect(exported.body.training.exercises).toEqual([expect.objectContaining({ id: own.id })]);
    await agent.delete('/api/account').send({ password: user.password }).expect(200);
    const [{ count } = { count: '-1' }] = (await t.sequelize.query(
      `SELECT (SELECT count(*) FROM training_sessions WHERE user_id = $1)
            + (SELECT count(*) FROM training_routines WHERE user_id = $1)
            + (SELECT count(*) FROM training_sets WHERE user_id = $1)
            + (SELECT count(*) FROM training_exercises WHERE user_id = $1) AS count`,
      { bind: [user.id], type: 'SELECT' },
    )) as Array<{ count: string }>;
    expect(Number(count)).toBe(0);
  });
});
