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
import { LIFTS, seedTrainingMember, TRAINING_SIZES } from '../../scripts/bench/training-seed.mjs';
import { header, line, since, startBenchApp, time } from './bench-lib';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 300);
/** Reads (240) and writes (120) are limited per member a minute: requests go round 4 members. */
const MEMBERS = 4;

async function main(): Promise<void> {
  const { base, sequelize, database, member: newMember, close } = await startBenchApp('training');
  try {
    await ensureCatalogue();
    const query = async (sql: string, bind: unknown[]) =>
      (await sequelize.query(sql, { bind }))[0] as Array<Record<string, string>>;
    const members: Array<{ id: string; cookie: string; routineId: string }> = [];
    let idOf: Record<string, string> = {};
    const s0 = performance.now();
    for (let m = 0; m < MEMBERS; m += 1) {
      const user = await newMember();
      const seeded = await seedTrainingMember(query, user.id);
      idOf = seeded.idOf;
      members.push({ ...user, routineId: seeded.routineId });
    }
    await sequelize.query('VACUUM ANALYZE training_sessions, training_sets');
    const [[counts]] = (await sequelize.query(
      `SELECT (SELECT count(*) FROM training_sessions)::int AS sessions,
              (SELECT count(*) FROM training_sets)::int AS sets,
              (SELECT count(*) FROM training_sets t JOIN training_exercises e ON e.id = t.exercise_id
                 WHERE e.slug = 'barbell-bench-press')::int AS bench`,
    )) as [Array<{ sessions: number; sets: number; bench: number }>, unknown];
    console.log(
      `\nSeeded ${MEMBERS} members x ${TRAINING_SIZES.sessions} sessions x ${TRAINING_SIZES.setsPerSession} sets in ${since(s0)} ms: ${counts?.sessions} sessions, ${counts?.sets} sets, ${(counts?.bench ?? 0) / MEMBERS} bench press sets a member (${database}).`,
    );

    const member = members[0]!;
    const bench = idOf[LIFTS[0]!]!;
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
