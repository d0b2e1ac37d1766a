// POST /api/training/import with the sample exports of testdata/training (issue #34).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { snapshot, startTestApp, type TestApp } from '../support/harness';
import { fiveYearsOfStrong } from '../support/strong-five-years';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Agent = Awaited<ReturnType<TestApp['signedIn']>>['agent'];

const sample = (name: string) =>
  readFileSync(path.join(__dirname, '..', '..', '..', 'testdata', 'training', name), 'utf8');
const STRONG = sample('strong-sample.csv');
const HEVY = sample('hevy-sample.csv');

const importCsv = (agent: Agent, query: Record<string, string>, body: string) =>
  agent.post('/api/training/import').query(query).set('Content-Type', 'text/csv').send(body);

/** The member's training rows, to compare before and after. */
async function trainingRows(userId: string) {
  const [row] = (await t.sequelize.query(
    `SELECT (SELECT count(*) FROM training_sessions WHERE user_id = $1) AS sessions,
            (SELECT count(*) FROM training_sets WHERE user_id = $1) AS sets,
            (SELECT count(*) FROM training_exercises WHERE user_id = $1) AS exercises`,
    { bind: [userId], type: 'SELECT' },
  )) as Array<{ sessions: string; sets: string; exercises: string }>;
  return {
    sessions: Number(row?.sessions),
    sets: Number(row?.sets),
    exercises: Number(row?.exercises),
  };
}

describe('training import: Strong and Hevy files', () => {
  it('previews a Strong file in pounds without storing anything, then imports it once: lb in kg, the unknown exercise as the member’s own', async () => {
    const { agent, user } = await t.signedIn();
    const query = { format: 'strong', unit: 'lb', timeZone: 'Europe/Paris' };
    const preview = await importCsv(agent, { ...query, dryRun: 'true' }, STRONG);
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual({
      format: 'strong',
      dryRun: true,
      sessions: { inFile: 3, imported: 3, alreadyImported: 0 },
      sets: { inFile: 27, imported: 27 },
      exercises: {
        matched: 15,
        existingCustom: 0,
        createdCustom: 1,
        createdNames: ['Sissy Squat'],
      },
      skipped: {
        total: 5,
        lines: [
          { line: 17, reason: 'invalid-reps' },
          { line: 20, reason: 'rest-timer' },
          { line: 29, reason: 'invalid-weight' },
          { line: 32, reason: 'malformed-row' },
          { line: 35, reason: 'cardio-or-timed' },
        ],
      },
    });
    expect(await trainingRows(user.id)).toEqual({ sessions: 0, sets: 0, exercises: 0 });

    const imported = await importCsv(agent, query, STRONG);
    expect(imported.status).toBe(201);
    expect(imported.body).toMatchObject({
      dryRun: false,
      sessions: { inFile: 3, imported: 3, alreadyImported: 0 },
      sets: { inFile: 27, imported: 27 },
    });
    expect(await trainingRows(user.id)).toEqual({ sessions: 3, sets: 27, exercises: 1 });

    const page = await agent.get('/api/training/sessions').query({ limit: '10' });
    const oldest = page.body.sessions.at(-1) as {
      startedAt: string;
      notes: string;
      sets: Array<{ weightKg: number; reps: number; type: string; rir: number | null }>;
    };
    // 18:30 in Paris in January is 17:30 UTC; 80 lb is 36.29 kg; the workout's name heads the notes.
    expect(oldest.startedAt).toBe('2024-01-15T17:30:00.000Z');
    expect(oldest.notes.split('\n')[0]).toBe('Push – Pecs/Épaules');
    expect(oldest.sets.slice(0, 2)).toEqual([
      expect.objectContaining({ type: 'warmup', weightKg: 18.14, reps: 10, rir: null }),
      expect.objectContaining({ type: 'normal', weightKg: 36.29, reps: 8, rir: 2 }),
    ]);

    // The same file again: nothing new, and the custom exercise is not made twice.
    const again = await importCsv(agent, query, STRONG);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      sessions: { inFile: 3, imported: 0, alreadyImported: 3 },
      sets: { inFile: 27, imported: 0 },
      exercises: { matched: 15, existingCustom: 1, createdCustom: 0, createdNames: [] },
    });
    expect(await trainingRows(user.id)).toEqual({ sessions: 3, sets: 27, exercises: 1 });
  });

  it('imports a Hevy file in kg (its unit is in the header) with every exercise matched; another member’s log is untouched', async () => {
    const { agent, user } = await t.signedIn();
    const { agent: other, user: otherUser } = await t.signedIn();
    await importCsv(other, { format: 'strong', unit: 'kg' }, STRONG).expect(201);
    const theirs = await trainingRows(otherUser.id);

    const res = await importCsv(agent, { format: 'hevy', preview: 'true' }, HEVY);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      dryRun: true,
      sessions: { inFile: 3, imported: 3 },
      sets: { inFile: 18, imported: 18 },
      exercises: { matched: 11, createdCustom: 0 },
      skipped: { total: 6 },
    });
    const stored = await importCsv(agent, { format: 'hevy' }, HEVY);
    expect(stored.status).toBe(201);
    expect(await trainingRows(user.id)).toEqual({ sessions: 3, sets: 18, exercises: 0 });
    const first = (
      await agent.get('/api/training/sessions').query({ limit: '10' })
    ).body.sessions.at(-1) as { sets: Array<{ weightKg: number; rir: number | null }> };
    // RPE 8.5 is 1.5 reps in reserve, kept as a whole number.
    expect(first.sets.slice(1, 3)).toEqual([
      expect.objectContaining({ weightKg: 85, rir: 2 }),
      expect.objectContaining({ weightKg: 85, rir: 2 }),
    ]);
    expect(await trainingRows(otherUser.id)).toEqual(theirs);
    // Importing the same workouts does not touch the other member's identical sessions.
    expect(theirs).toEqual({ sessions: 3, sets: 27, exercises: 1 });
  });
});

describe('training import: the matching told', () => {
  it('tells the matching of 45 exercise names every 3 names (about 20 reports at most), in order, the last once they are all known', async () => {
    const { agent, user } = await t.signedIn();
    const header = STRONG.split('\n')[0] ?? '';
    const rows = Array.from(
      { length: 45 },
      (_, i) =>
        `2024-03-01 18:30:00,"Maison",1h,"Exercice maison ${i + 1}",${i + 1},50,8,0,0,"","",8`,
    );
    const streamed = await streamedImport(agent, `${[header, ...rows].join('\n')}\n`);
    expect(streamed.status).toBe(200);
    expect(phases(streamed.events)).toEqual([
      'reading',
      'checking',
      'matching',
      'progress',
      'done',
    ]);
    const matching = streamed.events.filter((e) => e.event === 'matching').map((e) => e.data);
    // One report every 3 names (45 / 20, rounded up), from 0, then the total.
    const every3 = Array.from({ length: 15 }, (_, i) => ({ done: i * 3, total: 45 }));
    expect(matching).toEqual([...every3, { done: 45, total: 45 }]);
    expect(streamed.events.at(-1)?.data).toMatchObject({
      sessions: { inFile: 1, imported: 1 },
      exercises: { matched: 0, createdCustom: 45 },
    });
    expect(await trainingRows(user.id)).toEqual({ sessions: 1, sets: 45, exercises: 45 });
  });
});

describe('training import: five years of Strong', () => {
  it('imports 1,000 sessions of 25 sets (1.7 MB) in one request, and a second import adds nothing', async () => {
    const { agent, user } = await t.signedIn();
    const file = fiveYearsOfStrong();
    expect(file.length).toBeGreaterThan(1_500_000);
    const first = await importCsv(agent, { format: 'strong', unit: 'kg' }, file);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      sessions: { inFile: 1000, imported: 1000, alreadyImported: 0 },
      sets: { inFile: 25_000, imported: 25_000 },
      exercises: { matched: 5, createdCustom: 0 },
      skipped: { total: 0 },
    });
    const again = await importCsv(agent, { format: 'strong', unit: 'kg' }, file);
    expect(again.status).toBe(200);
    expect(again.body.sessions).toEqual({ inFile: 1000, imported: 0, alreadyImported: 1000 });
    expect(await trainingRows(user.id)).toEqual({ sessions: 1000, sets: 25_000, exercises: 0 });

    // The same file told as it goes (the import screen): the sessions stored count up in chunks
    // to the total, the report is the one answered above, and sending it again adds nothing.
    const { agent: other, user: otherUser } = await t.signedIn();
    const streamed = await streamedImport(other, file);
    expect(streamed.status).toBe(200);
    expect(streamed.contentType).toMatch(/^text\/event-stream/);
    // First the file's reading (every 1,000 rows, then its end), then its rows' checks (same
    // rhythm), then its exercise names matched (the last once the sessions imported before are
    // looked up), then the storing, then the report.
    expect(phases(streamed.events)).toEqual([
      'reading',
      'checking',
      'matching',
      'progress',
      'done',
    ]);
    const reading = streamed.events.filter((e) => e.event === 'reading').map((e) => e.data);
    const bytes = Buffer.byteLength(file);
    expect(reading[0]).toEqual({ rows: 1000, bytes: expect.any(Number), total: bytes });
    expect(reading.at(-1)).toEqual({ rows: 25_000, bytes, total: bytes });
    expect(reading).toHaveLength(26);
    const read = reading.map((r) => (r as { bytes: number }).bytes);
    expect(read).toEqual([...read].sort((a, b) => a - b));
    const checking = streamed.events.filter((e) => e.event === 'checking').map((e) => e.data);
    expect(checking[0]).toEqual({ rows: 1000, total: 25_000 });
    expect(checking.at(-1)).toEqual({ rows: 25_000, total: 25_000 });
    expect(checking).toHaveLength(25);
    const checked = checking.map((c) => (c as { rows: number }).rows);
    expect(checked).toEqual([...checked].sort((a, b) => a - b));
    // The file's five lifts, one report each after the first.
    const matching = (events: typeof streamed.events) =>
      events.filter((e) => e.event === 'matching').map((e) => e.data);
    const eachLift = [0, 1, 2, 3, 4, 5].map((done) => ({ done, total: 5 }));
    expect(matching(streamed.events)).toEqual(eachLift);
    const progress = streamed.events.filter((e) => e.event === 'progress').map((e) => e.data);
    expect(progress[0]).toEqual({ done: 0, total: 1000 });
    expect(progress.at(-1)).toEqual({ done: 1000, total: 1000 });
    expect(progress.length).toBeGreaterThan(5);
    const dones = progress.map((p) => (p as { done: number }).done);
    expect(dones).toEqual([...dones].sort((a, b) => a - b));
    expect(streamed.events.at(-1)).toEqual({ event: 'done', data: first.body });
    const retried = await streamedImport(other, file);
    expect(phases(retried.events)).toEqual(['reading', 'checking', 'matching', 'progress', 'done']);
    expect(matching(retried.events)).toEqual(eachLift);
    expect(retried.events.filter((e) => e.event === 'progress')).toEqual([
      { event: 'progress', data: { done: 0, total: 0 } },
    ]);
    expect(retried.events.at(-1)?.data).toMatchObject({
      sessions: { inFile: 1000, imported: 0, alreadyImported: 1000 },
      sets: { inFile: 25_000, imported: 0 },
    });
    expect(await trainingRows(otherUser.id)).toEqual({
      sessions: 1000,
      sets: 25_000,
      exercises: 0,
    });
    // Every lift's history is there once (the summaries the triggers keep).
    const lifts = (await other.get('/api/training/exercises').query({ q: 'bench press' })).body;
    const bench = lifts.exercises.find((e: { slug: string }) => e.slug === 'barbell-bench-press');
    const history = await other.get(`/api/training/exercises/${bench.id}/history`);
    expect(history.body.sessions).toHaveLength(1000);

    // A file whose header passes and whose CSV breaks past the first report: its 400 comes as
    // the stream's error event, in the member's language, and nothing is stored.
    const { agent: third, user: thirdUser } = await t.signedIn();
    const broken = `${file.split('\n').slice(0, 1_500).join('\n')}\n"a,b\n`;
    const refused = await streamedImport(third, broken);
    expect(refused.status).toBe(200);
    expect(phases(refused.events)).toEqual(['reading', 'error']);
    expect(refused.events.at(-1)).toEqual({
      event: 'error',
      data: { message: expect.stringContaining('CSV'), code: expect.any(String), status: 400 },
    });
    expect(await trainingRows(thirdUser.id)).toEqual({ sessions: 0, sets: 0, exercises: 0 });
  });
});

/** The events' names, each run of one name once. */
const phases = (events: Array<{ event?: string }>) =>
  events.map((e) => e.event).filter((name, i, all) => name !== all[i - 1]);

/** POST /api/training/import with Accept: text/event-stream, its events parsed. */
async function streamedImport(agent: Agent, file: string) {
  const res = await agent
    .post('/api/training/import')
    .query({ format: 'strong', unit: 'kg' })
    .set('Content-Type', 'text/csv')
    .set('Accept', 'text/event-stream')
    .buffer(true)
    .parse((stream, done) => {
      let text = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (text += chunk));
      stream.on('end', () => done(null, text));
    })
    .send(file);
  const events = String(res.body)
    .split('\n\n')
    .filter(Boolean)
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1] ?? 'null';
      return { event, data: JSON.parse(data) as unknown };
    });
  return { status: res.status, contentType: String(res.headers['content-type']), events };
}

describe('training import: refused files and parameters', () => {
  it('answers a clear 4xx in the error shape, and stores nothing', async () => {
    const { agent, user } = await t.signedIn();
    const before = await snapshot(t.sequelize);
    const cases: Array<[Record<string, string>, string | null, string, number, string]> = [
      [{ format: 'strong' }, STRONG, 'text/csv', 400, 'unit=kg'],
      [{ format: 'strong', unit: 'stone' }, STRONG, 'text/csv', 400, 'kg ou lb'],
      [{ format: 'fitbod' }, STRONG, 'text/csv', 400, 'format=strong'],
      [{}, STRONG, 'text/csv', 400, 'format=strong'],
      [{ format: 'hevy', timeZone: 'Mars/Olympus' }, HEVY, 'text/csv', 400, 'Fuseau'],
      [{ format: 'hevy', dryRun: 'maybe' }, HEVY, 'text/csv', 400, 'Valeur'],
      [{ format: 'strong', unit: 'kg' }, HEVY, 'text/csv', 400, 'colonnes'],
      [{ format: 'hevy' }, '', 'text/csv', 400, 'text/csv'],
      [{ format: 'hevy' }, null, 'text/csv', 400, 'text/csv'],
      [{ format: 'hevy' }, `${HEVY}\u0000`, 'text/csv', 400, 'caractère nul'],
      [{ format: 'hevy' }, '"a,b\n', 'text/csv', 400, 'CSV'],
      // Files over 64 K characters are read on a worker thread: its refusals are the same.
      [{ format: 'hevy' }, `${HEVY}${'\n'.repeat(70_000)}"a,b\n`, 'text/csv', 400, 'CSV'],
      [
        { format: 'strong', unit: 'kg' },
        `a,b\n${'1,2\n'.repeat(20_000)}`,
        'text/csv',
        400,
        'colonnes',
      ],
      [{ format: 'hevy' }, JSON.stringify({ csv: HEVY }), 'application/json', 415, 'text/csv'],
      [{ format: 'hevy' }, HEVY, 'text/plain', 415, 'text/csv'],
    ];
    for (const [query, body, type, status, says] of cases) {
      let req = agent.post('/api/training/import').query(query).set('Content-Type', type);
      if (body !== null) req = req.send(body);
      const res = await req;
      const what = `${JSON.stringify(query)} ${type} ${String(body).slice(0, 20)}`;
      expect([what, res.status]).toEqual([what, status]);
      expect(res.body).toEqual({
        message: expect.stringContaining(says),
        code: expect.any(String),
      });
    }
    const english = await agent
      .post('/api/training/import')
      .query({ format: 'strong' })
      .set('Content-Type', 'text/csv')
      .set('Accept-Language', 'en')
      .send(STRONG);
    expect(english.body.message).toBe(
      'Strong’s file does not say its unit: add unit=kg or unit=lb',
    );
    const huge = await importCsv(agent, { format: 'hevy' }, HEVY + 'x'.repeat(5 * 1024 * 1024));
    expect(huge.status).toBe(413);
    expect(huge.body.code).toBe('TOO_LARGE');
    expect(await trainingRows(user.id)).toEqual({ sessions: 0, sets: 0, exercises: 0 });
    expect(await snapshot(t.sequelize)).toBe(before);
  });

  it('a file whose every row is skipped is reported, and stores nothing', async () => {
    const { agent, user } = await t.signedIn();
    const header = STRONG.split('\n')[0];
    const res = await importCsv(
      agent,
      { format: 'strong', unit: 'kg' },
      `${header}\n2024-01-15 18:30:00,"=cmd|' /C calc'!A0",1h,"@SUM(1)",1,80,abc,0,0,"",,\n`,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      sessions: { inFile: 0, imported: 0 },
      skipped: { total: 1, lines: [{ line: 2, reason: 'invalid-reps' }] },
    });
    expect(await trainingRows(user.id)).toEqual({ sessions: 0, sets: 0, exercises: 0 });
  });

  it('is rate-limited apart from the other writes', async () => {
    const { agent } = await t.signedIn();
    let status = 0;
    for (let i = 0; i < 21 && status !== 429; i += 1) {
      status = (await importCsv(agent, { format: 'hevy', dryRun: 'true' }, HEVY)).status;
    }
    expect(status).toBe(429);
  });
});

describe('training export: GET /api/training/export.csv', () => {
  it('writes one row per set, UTC ISO dates, kg and the member’s unit, formulas neutralised; only the member’s own sets', async () => {
    const { agent } = await t.signedIn();
    const { agent: other } = await t.signedIn();
    const { coachContext: _shown, ...profile } = (await agent.get('/api/progress/profile')).body;
    await agent
      .put('/api/progress/profile')
      .send({ ...profile, units: 'imperial' })
      .expect(200);
    await importCsv(agent, { format: 'strong', unit: 'lb' }, STRONG).expect(201);
    const header = STRONG.split('\n')[0];
    await importCsv(
      agent,
      { format: 'strong', unit: 'kg' },
      `${header}\n2024-02-01 07:00:00,"@Formule",,"=HYPERLINK(""x"")",1,100,5,0,0,"","-2+3",\n`,
    ).expect(201);

    const res = await agent.get('/api/training/export.csv').set('Accept-Language', 'en');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename=zak-coaching-training.csv',
    );
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'session_id,session_started_at,session_finished_at,routine,routine_day,session_notes,exercise,exercise_slug,set_position,set_type,weight_kg,weight,unit,reps,rir,set_completed_at',
    );
    expect(lines).toHaveLength(1 + 27 + 1);
    // The oldest set first: Strong's 40 lb warm-up, stored as 18.14 kg, shown again as 40 lb.
    const first = lines[1]?.split(',') ?? [];
    expect(first[1]).toBe('2024-01-15T17:30:00.000Z');
    expect(first[2]).toBe('2024-01-15T18:35:00.000Z');
    expect(lines[1]).toContain(
      ',Barbell bench press,barbell-bench-press,1,warmup,18.14,40,lb,10,,',
    );
    // The last row: a name and notes a spreadsheet would run as formulas start with a quote.
    expect(lines.at(-1)).toContain(`'=HYPERLINK(""x"")`);
    expect(lines.at(-1)).toContain(`"'@Formule\n-2+3"`);
    expect(lines.at(-1)).toContain(',100,220.5,lb,5,');

    const theirs = await other.get('/api/training/export.csv');
    expect(
      theirs.text
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n'),
    ).toHaveLength(1);
  });
});
