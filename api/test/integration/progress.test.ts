import { createMigrator } from '../../src/platform/db/migrate';
import { addDays } from '../../src/modules/progress/trend';
import { startTestApp, type TestApp } from '../support/harness';
import { onOneUtcDay } from '../support/one-day';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const PROFILE = {
  goal: 'cut',
  heightCm: 180,
  birthYear: 1990,
  sex: 'male',
  trainingDays: 4,
  level: 'intermediate',
  equipment: 'gym',
  units: 'metric',
};

describe('progress tracker: ownership', () => {
  it("another member's entries answer 404 on edit and delete, and never appear in their lists", () =>
    onOneUtcDay(async (today) => {
      const { agent: mine } = await t.signedIn();
      const { agent: theirs } = await t.signedIn();
      const weight = (await mine.post('/api/progress/weights').send({ date: today, weightKg: 80 }))
        .body;
      const checkIn = (
        await mine.post('/api/progress/checkins').send({
          date: today,
          dietAdherence: 8,
          trainingAdherence: 9,
          sleep: 6,
          energy: 7,
          stress: 4,
          hunger: 5,
          notes: 'fine',
        })
      ).body;
      const measure = (
        await mine
          .post('/api/progress/measurements')
          .send({ date: today, waistCm: 84, bodyFatPct: 18, bodyFatMethod: 'calipers' })
      ).body;
      for (const [path, entry, body] of [
        ['weights', weight, { date: today, weightKg: 99 }],
        ['checkins', checkIn, { ...checkIn, id: undefined }],
        ['measurements', measure, { date: today, waistCm: 90 }],
      ] as const) {
        const edit = await theirs.put(`/api/progress/${path}/${entry.id}`).send(body);
        expect(edit.status).toBe(404);
        expect(edit.body).toEqual({ message: 'Entrée introuvable', code: 'NOT_FOUND' });
        const remove = await theirs
          .delete(`/api/progress/${path}/${entry.id}`)
          .set('Accept-Language', 'en');
        expect(remove.status).toBe(404);
        expect(remove.body.message).toBe('Entry not found');
        expect((await theirs.get(`/api/progress/${path}`)).body.entries).toEqual([]);
      }
      expect((await mine.get('/api/progress/weights')).body.entries).toEqual([
        { id: weight.id, date: today, weightKg: 80, average7: 80 },
      ]);
      expect((await t.agent().get('/api/progress/weights')).status).toBe(401);
    }));
});

describe('progress tracker: bounds', () => {
  it('refuses impossible values with the field rule in French and English', () =>
    onOneUtcDay(async (today) => {
      const { agent } = await t.signedIn();
      const cases: Array<[string, object, string, string]> = [
        [
          'weights',
          { date: today, weightKg: 19.9 },
          'Le poids doit être compris entre 20 et 400 kg',
          'Weight must be between 20 and 400 kg',
        ],
        [
          'weights',
          { date: today, weightKg: 400.1 },
          'Le poids doit être compris entre 20 et 400 kg',
          'Weight must be between 20 and 400 kg',
        ],
        [
          'weights',
          { date: addDays(today, 2), weightKg: 80 },
          'La date doit être un jour au format AAAA-MM-JJ, depuis le 1er janvier 2000 et pas dans le futur',
          'The date must be a day as YYYY-MM-DD, from 1 January 2000 and not in the future',
        ],
        [
          'weights',
          { date: '2026-02-30', weightKg: 80 },
          'La date doit être un jour au format AAAA-MM-JJ, depuis le 1er janvier 2000 et pas dans le futur',
          'The date must be a day as YYYY-MM-DD, from 1 January 2000 and not in the future',
        ],
        [
          'checkins',
          {
            date: today,
            dietAdherence: 11,
            trainingAdherence: 1,
            sleep: 1,
            energy: 1,
            stress: 1,
            hunger: 1,
          },
          'Chaque note doit être un nombre entier de 0 à 10',
          'Each score must be a whole number from 0 to 10',
        ],
        [
          'checkins',
          {
            date: today,
            dietAdherence: 1.5,
            trainingAdherence: 1,
            sleep: 1,
            energy: 1,
            stress: 1,
            hunger: 1,
          },
          'Chaque note doit être un nombre entier de 0 à 10',
          'Each score must be a whole number from 0 to 10',
        ],
        [
          'measurements',
          { date: today, bodyFatPct: 15 },
          'Indiquez la méthode de mesure de la masse grasse',
          'Say which method measured the body fat',
        ],
        [
          'measurements',
          { date: today },
          'Saisissez au moins une mensuration',
          'Enter at least one measurement',
        ],
        [
          'measurements',
          { date: today, waistCm: 5 },
          'Une mensuration doit être comprise entre 10 et 300 cm',
          'A measurement must be between 10 and 300 cm',
        ],
      ];
      for (const [path, body, fr, en] of cases) {
        const res = await agent.post(`/api/progress/${path}`).send(body);
        // `field` names the body field the rule is about (a missing one included), never for a
        // whole-form rule.
        const { field, ...rest } = res.body as { field?: unknown };
        expect([path, res.status, rest]).toEqual([path, 400, { message: fr, code: 'VALIDATION' }]);
        if (field !== undefined) expect(field).toMatch(/^[a-zA-Z]+$/);
        const english = await agent
          .post(`/api/progress/${path}`)
          .set('Accept-Language', 'en')
          .send(body);
        expect(english.body.message).toBe(en);
      }
      const profile = await agent
        .put('/api/progress/profile')
        .send({ ...PROFILE, birthYear: Number(today.slice(0, 4)) - 10 });
      expect(profile.status).toBe(400);
      expect(profile.body.message).toBe(
        "L'année de naissance doit être entre 1900 et celle de vos 18 ans",
      );
      const height = await agent.put('/api/progress/profile').send({ ...PROFILE, heightCm: 300 });
      expect(height.body.message).toBe('La taille doit être comprise entre 100 et 250 cm');
    }));
});

describe('progress tracker: one weight per day', () => {
  it('a second weight the same day replaces the first; edits move days; a taken day is 409', () =>
    onOneUtcDay(async (today) => {
      const { agent } = await t.signedIn();
      const first = (await agent.post('/api/progress/weights').send({ date: today, weightKg: 80 }))
        .body;
      const again = await agent
        .post('/api/progress/weights')
        .send({ date: today, weightKg: 79.456 });
      expect(again.status).toBe(200);
      expect(again.body).toEqual({ id: first.id, date: today, weightKg: 79.46 });
      const yesterday = addDays(today, -1);
      const other = (
        await agent.post('/api/progress/weights').send({ date: yesterday, weightKg: 81 })
      ).body;
      const clash = await agent
        .put(`/api/progress/weights/${other.id}`)
        .send({ date: today, weightKg: 81 });
      expect(clash.status).toBe(409);
      expect(clash.body.message).toBe('Ce jour a déjà une entrée : modifiez-la plutôt');
      const moved = await agent
        .put(`/api/progress/weights/${other.id}`)
        .send({ date: addDays(today, -2), weightKg: 81.5 });
      expect(moved.body).toEqual({ id: other.id, date: addDays(today, -2), weightKg: 81.5 });
      const removed = await agent.delete(`/api/progress/weights/${first.id}`);
      expect(removed.body).toEqual({ message: 'Entrée supprimée' });
      const log = (await agent.get('/api/progress/weights')).body;
      expect(log.entries.map((e: { date: string }) => e.date)).toEqual([addDays(today, -2)]);
    }));

  it('an edited measurement replaces the values of its day: a cleared field is gone, not kept', () =>
    onOneUtcDay(async (today) => {
      const { agent } = await t.signedIn();
      const saved = (
        await agent
          .post('/api/progress/measurements')
          .send({ date: today, waistCm: 90, armCm: 38, bodyFatPct: 20, bodyFatMethod: 'scale' })
      ).body;
      const edited = await agent
        .put(`/api/progress/measurements/${saved.id}`)
        .send({ date: addDays(today, -1), waistCm: 89.5, bodyFatPct: 19.5, bodyFatMethod: 'dexa' });
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({
        id: saved.id,
        date: addDays(today, -1),
        waistCm: 89.5,
        armCm: null,
        bodyFatPct: 19.5,
        bodyFatMethod: 'dexa',
      });
      const log = (await agent.get('/api/progress/measurements')).body;
      expect(log.entries).toEqual([edited.body]);
      const refused = await agent
        .put(`/api/progress/measurements/${saved.id}`)
        .send({ date: today, waistCm: -3 });
      expect(refused.status).toBe(400);
      expect((await agent.get('/api/progress/measurements')).body.entries).toEqual([edited.body]);
    }));

  it('answers the 7-day average and the weekly rate for two weeks of weights', () =>
    onOneUtcDay(async (today) => {
      const { agent } = await t.signedIn();
      await agent.put('/api/progress/profile').send(PROFILE);
      for (let i = 13; i >= 0; i -= 1) {
        const weightKg = i >= 7 ? 81 : 80.5;
        await agent.post('/api/progress/weights').send({ date: addDays(today, -i), weightKg });
      }
      const log = (await agent.get('/api/progress/weights')).body;
      expect(log.entries).toHaveLength(14);
      expect(log.entries.at(-1).average7).toBe(80.5);
      expect(log.trend.weekly).toEqual({
        thisWeekKg: 80.5,
        lastWeekKg: 81,
        changeKg: -0.5,
        percentPerWeek: -0.62,
      });
    }));
});

describe('progress tracker: export, coach context and account deletion', () => {
  it('exports as JSON and CSV, shows the coach context, and goes with the account', () =>
    onOneUtcDay(async (today) => {
      const { agent, user } = await t.signedIn();
      const saved = await agent.put('/api/progress/profile').send(PROFILE);
      expect(saved.body).toEqual({ ...PROFILE, coachContext: true });
      await agent.post('/api/progress/weights').send({ date: today, weightKg: 82.4 });
      await agent
        .post('/api/progress/measurements')
        .send({ date: today, waistCm: 84.5, bodyFatPct: 18, bodyFatMethod: 'dexa' });
      await agent.post('/api/progress/checkins').send({
        date: today,
        dietAdherence: 8,
        trainingAdherence: 9,
        sleep: 6,
        energy: 7,
        stress: 4,
        hunger: 5,
        notes: '=SUM(A1) tired',
      });

      const json = (await agent.get('/api/account/export')).body;
      expect(json.progress).toMatchObject({
        profile: { ...PROFILE, coachContext: true },
        weights: [{ date: today, weightKg: 82.4 }],
        measurements: [{ date: today, waistCm: 84.5, bodyFatPct: 18, bodyFatMethod: 'dexa' }],
        checkIns: [{ date: today, dietAdherence: 8, notes: '=SUM(A1) tired' }],
      });
      const csv = await agent.get('/api/progress/export.csv');
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      const lines = csv.text
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe(
        'kind,date,weightKg,waistCm,chestCm,armCm,thighCm,hipCm,neckCm,bodyFatPct,bodyFatMethod,dietAdherence,trainingAdherence,sleep,energy,stress,hunger,notes',
      );
      expect(lines.slice(1)).toEqual([
        `weight,${today},82.4,,,,,,,,,,,,,,,`,
        `measurement,${today},,84.5,,,,,,18,dexa,,,,,,,`,
        `checkIn,${today},,,,,,,,,,8,9,6,7,4,5,'=SUM(A1) tired`,
      ]);

      const context = (await agent.get('/api/progress/coach-context').set('Accept-Language', 'en'))
        .body;
      expect(context.enabled).toBe(true);
      expect(context.text).toContain(`- Goal: cut`);
      expect(context.text).toContain(`7-day average 82.4 kg on ${today}`);
      expect(context.text).toContain('- 4-week rate: no data');
      const off = await agent.put('/api/progress/coach-context').send({ enabled: false });
      expect(off.body).toEqual({ enabled: false, text: null });
      expect((await agent.get('/api/progress/profile')).body.coachContext).toBe(false);

      expect((await agent.delete('/api/account').send({ password: 'password-123' })).status).toBe(
        200,
      );
      const [rows] = await t.sequelize.query(
        `SELECT (SELECT count(*) FROM weight_entries WHERE user_id = :u)::int AS w,
              (SELECT count(*) FROM measurement_entries WHERE user_id = :u)::int AS m,
              (SELECT count(*) FROM check_ins WHERE user_id = :u)::int AS c,
              (SELECT count(*) FROM progress_profiles WHERE user_id = :u)::int AS p`,
        { replacements: { u: user.id } },
      );
      expect(rows).toEqual([{ w: 0, m: 0, c: 0, p: 0 }]);
    }));
});

describe('the coach reads the tracker', () => {
  it('answers a nutrition plan from the stored profile, and stops when the member switches it off', () =>
    onOneUtcDay(async (today) => {
      const { agent } = await t.signedIn();
      await agent.put('/api/progress/profile').send(PROFILE);
      await agent.post('/api/progress/weights').send({ date: today, weightKg: 80 });
      const ask = () =>
        agent
          .post('/api/ai/chat')
          .send({ message: 'Give me a nutrition plan', settings: { language: 'en' } });
      const informed = await ask();
      expect(informed.status).toBe(200);
      const age = Number(today.slice(0, 4)) - 1990;
      expect(informed.body.response).toContain(
        `Profile used: 80 kg, 180 cm, ${age} years old, male`,
      );
      expect(informed.body.response).not.toMatch(/assumed/i);
      await agent.put('/api/progress/coach-context').send({ enabled: false });
      expect((await ask()).body.response).toMatch(/assumed/i);
    }));
});

describe('migration 0013-progress-tracker', () => {
  it('goes down (the tables are gone) and up again', async () => {
    const migrator = createMigrator(t.sequelize);
    await migrator.down({ to: '0013-progress-tracker' });
    const [gone] = await t.sequelize.query(
      `SELECT to_regclass('weight_entries') AS w, to_regclass('progress_profiles') AS p`,
    );
    expect(gone).toEqual([{ w: null, p: null }]);
    await migrator.up();
    expect((await migrator.executed()).map((m) => m.name)).toContain('0013-progress-tracker');
  });
});
