/**
 * Progress tracker reads: `npm run bench:progress` (from the repository root).
 * Seeds members with 5 years of daily weights, a check-in a week and a measurement a month, then
 * times the reads the tracker and the coach make, for the default period (the last 365 days):
 * 1. in process (service + repository + trend maths), 2. over HTTP through the real app.
 * Embedded PGlite by default, PostgreSQL with DATABASE_URL. Prints numbers; asserts nothing.
 * Goal: a year of daily data read in under 50 ms at p99.
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { coachContextFor, weightLog } from '../src/modules/progress/progress.service';
import { header, line, since, startBenchApp, time } from './bench-lib';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 300);
/** The read limit is per member (240 a minute): HTTP requests are spread over several members. */
const MEMBERS = 4;
const YEARS = 5;

/** 5 years of days up to today: a weight a day, a check-in a week, measurements a month. */
const SEED = [
  `INSERT INTO weight_entries (user_id, day, weight_kg)
     SELECT $1, d::date, 85 + 3 * sin(extract(epoch FROM d) / 8640000) + random() - 0.5
     FROM generate_series(current_date - ($2 * 365), current_date, interval '1 day') AS d`,
  `INSERT INTO check_ins (user_id, day, diet_adherence, training_adherence, sleep, energy,
       stress, hunger, notes)
     SELECT $1, d::date, 8, 9, 7, 7, 4, 5, 'ok'
     FROM generate_series(current_date - ($2 * 365), current_date, interval '7 days') AS d`,
  `INSERT INTO measurement_entries (user_id, day, waist_cm, body_fat_pct, body_fat_method)
     SELECT $1, d::date, 84, 18, 'calipers'
     FROM generate_series(current_date - ($2 * 365), current_date, interval '1 month') AS d`,
];

async function main(): Promise<void> {
  const { base, sequelize, database, member: newMember, close } = await startBenchApp('progress');
  try {
    const members: Array<{ id: string; cookie: string }> = [];
    const s0 = performance.now();
    for (let m = 0; m < MEMBERS; m += 1) {
      const member = await newMember();
      await sequelize.query(
        `INSERT INTO progress_profiles (user_id, goal, height_cm, birth_year, sex, training_days)
         VALUES ($1, 'cut', 180, 1990, 'male', 4)`,
        { bind: [member.id] },
      );
      for (const sql of SEED) await sequelize.query(sql, { bind: [member.id, YEARS] });
      members.push(member);
    }
    const [[counts]] = (await sequelize.query(
      'SELECT (SELECT count(*) FROM weight_entries)::int AS w, (SELECT count(*) FROM check_ins)::int AS c',
    )) as [Array<{ w: number; c: number }>, unknown];
    console.log(
      `\nSeeded ${MEMBERS} members x ${YEARS} years in ${since(s0)} ms: ${counts?.w} weights, ${counts?.c} check-ins (${database}).`,
    );

    const member = members[0]!;
    console.log('\nIn process (service + repository + trend maths):');
    header();
    line(
      'weight log, last 365 days (+34 days lookback)',
      await time(ITERATIONS, () => weightLog(member.id, {})),
    );
    line(
      'weight log, 5 years',
      await time(Math.min(ITERATIONS, 100), () =>
        weightLog(member.id, {
          from: new Date(Date.now() - 5 * 365 * 86_400_000).toISOString().slice(0, 10),
        }),
      ),
    );
    line(
      'coach context (before each chat answer)',
      await time(ITERATIONS, () => coachContextFor(member.id, 'fr')),
    );

    console.log(
      `\nOver HTTP (session, validation, JSON), requests spread over ${MEMBERS} members:`,
    );
    header();
    const get = (p: string) => (i: number) =>
      fetch(`${base}${p}`, { headers: { cookie: members[i % MEMBERS]!.cookie } }).then(
        async (r) => {
          if (!r.ok) throw new Error(`${p} answered ${r.status}`);
          return r.text();
        },
      );
    line(
      'GET /api/progress/weights (365 days)',
      await time(ITERATIONS, get('/api/progress/weights')),
    );
    line(
      'GET /api/progress/checkins (365 days)',
      await time(ITERATIONS, get('/api/progress/checkins')),
    );
    line(
      'GET /api/progress/coach-context',
      await time(ITERATIONS, get('/api/progress/coach-context')),
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
