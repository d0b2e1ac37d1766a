/**
 * Training log reads: `npm run bench:training` (from the repository root).
 * Seeds members with five years of training each (1,000 sessions of 25 sets: 25,000 sets, five
 * exercises a session, two alternating days, so the bench press has 500 sessions and 2,500 sets),
 * then times what the logging screen asks most: one exercise's history with its chart data
 * (GET /api/training/exercises/:id/history) and starting a session from the active routine
 * (POST /api/training/sessions/start, with the last sets and next targets of each exercise),
 * 1. in process (service + repository + progression maths), 2. over HTTP through the real app.
 * Embedded PGlite by default, PostgreSQL with DATABASE_URL. Prints numbers; asserts nothing.
 * Goal: p99 under 50 ms over HTTP.
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import {
  ensureCatalogue,
  exerciseHistory,
  startFromRoutine,
} from '../src/modules/training/training.service';
import { header, line, since, startBenchApp, time } from './bench-lib';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 300);
/** Reads (240) and writes (120) are limited per member a minute: requests go round 4 members. */
const MEMBERS = 4;
const SESSIONS = 1000;
const SETS_PER_SESSION = 25;
/** Day A's lifts, then day B's; each session does one day, five sets of each of its five lifts. */
const LIFTS = [
  'barbell-bench-press',
  'barbell-back-squat',
  'barbell-bent-over-row',
  'barbell-overhead-press',
  'lat-pulldown',
  'barbell-deadlift',
  'leg-press',
  'incline-dumbbell-press',
  'dumbbell-lateral-raise',
  'ez-bar-curl',
];

/** 1,000 sessions every 1.8 days back from today (five years), 25 sets each. */
const SEED = [
  `INSERT INTO training_sessions (user_id, client_id, started_at, finished_at, notes)
     SELECT $1, 'bench-' || g, now() - g * interval '1.8 days',
       now() - g * interval '1.8 days' + interval '75 minutes', ''
     FROM generate_series(1, $2::int) AS g`,
  `INSERT INTO training_sets (user_id, session_id, client_id, exercise_id, position, type,
       weight_kg, reps, rir, completed_at)
     SELECT s.user_id, s.id, s.client_id || '-' || p,
       (SELECT id FROM training_exercises WHERE slug =
         ($2::text[])[1 + (substr(s.client_id, 7)::int % 2) * 5 + (p - 1) / 5]),
       p, CASE WHEN (p - 1) % 5 = 0 THEN 'warmup' ELSE 'normal' END,
       40 + (substr(s.client_id, 7)::int % 40), 6 + p % 5, 2,
       s.started_at + p * interval '3 minutes'
     FROM training_sessions s, generate_series(1, $3::int) AS p
     WHERE s.user_id = $1`,
];

async function main(): Promise<void> {
  const { base, sequelize, database, member: newMember, close } = await startBenchApp('training');
  try {
    await ensureCatalogue();
    const [lifts] = (await sequelize.query(
      'SELECT id, slug FROM training_exercises WHERE slug = ANY($1::text[])',
      { bind: [LIFTS] },
    )) as [Array<{ id: string; slug: string }>, unknown];
    const idOf = (slug: string) => lifts.find((l) => l.slug === slug)?.id ?? '';
    const dayA = LIFTS.slice(0, 5).map((slug) => ({
      exerciseId: idOf(slug),
      superset: null,
      sets: Array.from({ length: 4 }, () => ({
        type: 'normal',
        repsMin: 6,
        repsMax: 10,
        rir: 2,
        restSeconds: 150,
      })),
      notes: '',
    }));
    const members: Array<{ id: string; cookie: string; routineId: string }> = [];
    const s0 = performance.now();
    for (let m = 0; m < MEMBERS; m += 1) {
      const user = await newMember();
      await sequelize.query(SEED[0]!, { bind: [user.id, SESSIONS] });
      await sequelize.query(SEED[1]!, { bind: [user.id, LIFTS, SETS_PER_SESSION] });
      const [[routine]] = (await sequelize.query(
        `INSERT INTO training_routines (user_id, name, days, active)
         VALUES ($1, 'A / B', $2::jsonb, true) RETURNING id`,
        { bind: [user.id, JSON.stringify([{ name: 'A', exercises: dayA }])] },
      )) as [Array<{ id: string }>, unknown];
      members.push({ ...user, routineId: routine!.id });
    }
    // What autovacuum does after a bulk load: statistics, and the visibility map index-only scans use.
    await sequelize.query('VACUUM ANALYZE training_sessions, training_sets');
    const [[counts]] = (await sequelize.query(
      `SELECT (SELECT count(*) FROM training_sessions)::int AS sessions,
              (SELECT count(*) FROM training_sets)::int AS sets,
              (SELECT count(*) FROM training_sets t JOIN training_exercises e ON e.id = t.exercise_id
                 WHERE e.slug = 'barbell-bench-press')::int AS bench`,
    )) as [Array<{ sessions: number; sets: number; bench: number }>, unknown];
    console.log(
      `\nSeeded ${MEMBERS} members x ${SESSIONS} sessions x ${SETS_PER_SESSION} sets in ${since(s0)} ms: ${counts?.sessions} sessions, ${counts?.sets} sets, ${(counts?.bench ?? 0) / MEMBERS} bench press sets a member (${database}).`,
    );

    const member = members[0]!;
    const bench = idOf('barbell-bench-press');
    let serial = 0;
    const clientId = () => `bench-start-${Date.now().toString(36)}-${(serial += 1)}`;
    console.log('\nIn process (service + repository + progression maths):');
    header();
    line(
      'bench press history (500 sessions, chart data)',
      await time(ITERATIONS, () => exerciseHistory(member.id, bench, 'fr')),
    );
    line(
      'start a session from the routine (5 lifts)',
      await time(ITERATIONS, () =>
        startFromRoutine(member.id, {
          routineId: member.routineId,
          dayIndex: 0,
          clientId: clientId(),
        }),
      ),
    );

    console.log(
      `\nOver HTTP (session, validation, JSON), requests spread over ${MEMBERS} members:`,
    );
    header();
    const call = (
      i: number,
      method: string,
      p: string,
      body?: (m: (typeof members)[0]) => object,
    ) => {
      const who = members[i % MEMBERS]!;
      return fetch(`${base}${p}`, {
        method,
        headers: { cookie: who.cookie, 'content-type': 'application/json' },
        body: body ? JSON.stringify(body(who)) : undefined,
      }).then(async (r) => {
        if (!r.ok) throw new Error(`${method} ${p} answered ${r.status}`);
        return r.text();
      });
    };
    line(
      'GET /api/training/exercises/:id/history',
      await time(ITERATIONS, (i) => call(i, 'GET', `/api/training/exercises/${bench}/history`)),
    );
    line(
      'POST /api/training/sessions/start',
      await time(ITERATIONS, (i) =>
        call(i, 'POST', '/api/training/sessions/start', (who) => ({
          routineId: who.routineId,
          dayIndex: 0,
          clientId: clientId(),
        })),
      ),
    );
    console.log(`\nload average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores`);
  } finally {
    await close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${String(err)}\n`);
  process.exitCode = 1;
});
