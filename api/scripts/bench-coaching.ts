/**
 * The coach desk's lists (issue 36): `npm run bench:coaching` (from the repository root).
 * Seeds MEMBERS members (default 10,000) with a year of data each (a weight a day, a check-in a
 * week, three sessions a week against an active 3-day routine, an access grant), a coach following
 * 500 of them, then times over HTTP through the real app: the roster's first page (default sort,
 * and sorted by 7-day compliance), the roster filtered to members needing attention, and the
 * attention list, as an administrator (every member) and as the coach; the roster read right
 * after a member's weigh-in (the write makes their summary row stale: the read recomputes it); and
 * the recomputation of every member's row (what the first read of a new UTC day does when the
 * summary was last computed the day before), and a new day's first read with and without the
 * daily job (coaching-refresh) having run before it. Then prints the query plans (EXPLAIN ANALYZE,
 * buffers) of the roster, the attention list and a refresh batch in short.
 * PostgreSQL: DATABASE_URL, else a private throwaway server (scripts/lib/services.mjs, as the
 * integration tests); never PGlite (a year of 10,000 members takes it minutes to seed).
 * Prints numbers; asserts nothing. Target: p99 < 200 ms for each list.
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { Sequelize } from 'sequelize';
import {
  REFRESH_BATCH,
  refreshQuery,
  refreshStale,
  rosterQuery,
  raisedQuery,
} from '../src/modules/coaching/coaching.repository';
import { refreshDesk } from '../src/modules/coaching/jobs';
import { benchPostgres, header, percentile, since, startBenchApp, time } from './bench-lib';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 10_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const FOLLOWED = 500;
const TARGET_MS = 200;

/** Set-based statements (ids from generate_series): no per-member round trip. */
const SEED = [
  `INSERT INTO users (username, password, has_ia_access, expires_at, last_login_at, created_at)
     SELECT 'm' || lpad(i::text, 6, '0'), 'x', true,
       CASE WHEN i % 10 = 0 THEN now() + (i % 20) * interval '1 day' END,
       now() - (i % 30) * interval '1 day', now() - interval '400 days'
     FROM generate_series(1, $members::int) AS i`,
  `INSERT INTO progress_profiles (user_id, goal)
     SELECT id, (ARRAY['cut', 'bulk', 'maintain', 'recomp'])[1 + abs(hashtext(username)) % 4]
     FROM users WHERE username LIKE 'm%'`,
  `INSERT INTO weight_entries (user_id, day, weight_kg)
     SELECT u.id, d::date, 80 + 5 * sin(extract(epoch FROM d) / 8640000 + abs(hashtext(u.username)) % 7)
     FROM users u, generate_series(current_date - 364, current_date, interval '1 day') AS d
     WHERE u.username LIKE 'm%'`,
  `INSERT INTO check_ins (user_id, day, diet_adherence, training_adherence, sleep, energy, stress,
       hunger, notes)
     SELECT u.id, d::date, 3 + abs(hashtext(u.username || d::text)) % 8, 8, 7, 7, 4, 5, 'ok'
     FROM users u,
       generate_series(current_date - 364 + abs(hashtext(u.username)) % 7, current_date,
         interval '7 days') AS d
     WHERE u.username LIKE 'm%'`,
  `INSERT INTO training_routines (user_id, name, days, active)
     SELECT id, 'Full body', '[{"name":"A","exercises":[]},{"name":"B","exercises":[]},{"name":"C","exercises":[]}]', true
     FROM users WHERE username LIKE 'm%'`,
  `INSERT INTO training_sessions (user_id, client_id, started_at, finished_at)
     SELECT u.id, d::text, d + interval '18 hours', d + interval '19 hours'
     FROM users u, generate_series(current_date - 364, current_date, interval '1 day') AS d
     WHERE u.username LIKE 'm%' AND extract(dow FROM d) IN (1, 3, 5)
       AND abs(hashtext(u.username || d::text)) % 10 > 1`,
];

async function main(): Promise<void> {
  const stopPostgres = await benchPostgres();
  const { base, sequelize, database, member, close } = await startBenchApp('coaching', {
    SECOND_FACTOR_ADMINS: 'optional',
  });
  try {
    const s0 = performance.now();
    // A DATABASE_URL seeded by an earlier run is used as it is (the plans can be compared).
    const [seeded] = (await sequelize.query(`SELECT 1 FROM users WHERE username = 'm000001'`)) as [
      unknown[],
      unknown,
    ];
    if (seeded.length === 0) {
      // One transaction without the app's statement timeout (millions of rows).
      await sequelize.transaction(async (transaction) => {
        await sequelize.query('SET LOCAL statement_timeout = 0', { transaction });
        for (const sql of SEED) {
          await sequelize.query(sql, { bind: { members: MEMBERS }, transaction });
        }
      });
    }
    await sequelize.query('ANALYZE');
    // An administrator per timed row: each row's requests stay under the desk's rate limit.
    const newAdmin = async () => {
      const user = await member();
      await sequelize.query(`UPDATE users SET role = 'admin' WHERE id = $1`, { bind: [user.id] });
      return user;
    };
    const admin = await newAdmin();
    const admin2 = await newAdmin();
    const admin3 = await newAdmin();
    const admin4 = await newAdmin();
    const admin5 = await newAdmin();
    const coach = await member();
    await sequelize.query(`UPDATE users SET role = 'coach' WHERE id = $1`, { bind: [coach.id] });
    await sequelize.query(
      `INSERT INTO coach_assignments (member_id, coach_id)
       SELECT id, $1 FROM users WHERE username LIKE 'm%' ORDER BY username LIMIT $2
       ON CONFLICT (member_id) DO UPDATE SET coach_id = EXCLUDED.coach_id`,
      { bind: [coach.id, FOLLOWED] },
    );
    const [[counts]] = (await sequelize.query(
      `SELECT (SELECT count(*) FROM weight_entries)::int AS w,
         (SELECT count(*) FROM check_ins)::int AS c,
         (SELECT count(*) FROM training_sessions)::int AS s`,
    )) as [Array<{ w: number; c: number; s: number }>, unknown];
    console.log(
      `\nSeeded ${MEMBERS} members x 1 year in ${since(s0)} ms: ${counts?.w} weights, ${counts?.c} check-ins, ${counts?.s} sessions (${database}).`,
    );

    const get = (cookie: string, p: string) => async () => {
      const r = await fetch(`${base}${p}`, { headers: { cookie } });
      if (!r.ok) throw new Error(`${p} answered ${r.status}: ${await r.text()}`);
      return r.text();
    };
    console.log(`\nOver HTTP (session, validation, JSON); target p99 < ${TARGET_MS} ms:`);
    header();
    const rows: Array<[string, string, string]> = [
      ['admin: roster, page 1 (by name)', admin.cookie, '/api/coaching/roster'],
      [
        'admin: roster by 7-day compliance',
        admin2.cookie,
        '/api/coaching/roster?sort=compliance7&order=asc',
      ],
      ['admin: roster, needing attention', admin3.cookie, '/api/coaching/roster?filter=attention'],
      ['admin: attention list', admin4.cookie, '/api/coaching/attention'],
      ['coach (500 members): roster', coach.cookie, '/api/coaching/roster'],
      ['coach (500 members): attention list', coach.cookie, '/api/coaching/attention'],
    ];
    const row = (name: string, samples: number[], cpu: number[]) => {
      const sorted = [...samples].sort((a, b) => a - b);
      const cpuSorted = [...cpu].sort((a, b) => a - b);
      const f = (v: number) => v.toFixed(2).padStart(8);
      const p99 = percentile(sorted, 99);
      console.log(
        `${name.padEnd(44)} ${String(samples.length).padStart(5)} ${f(percentile(sorted, 50))} ${f(p99)} ${f(sorted.at(-1) ?? NaN)} ${f(percentile(cpuSorted, 50))} ${f(percentile(cpuSorted, 99))}  ${p99 < TARGET_MS ? `p99 < ${TARGET_MS} ms` : `p99 >= ${TARGET_MS} ms`}`,
      );
    };
    for (const [name, cookie, p] of rows) {
      const [samples, cpu] = await time(ITERATIONS, get(cookie, p));
      row(name, samples, cpu);
    }
    // A write, then a read: the member's row is stale and the read recomputes it first.
    const [written] = (await sequelize.query(
      `SELECT id FROM users WHERE username LIKE 'm%' ORDER BY username LIMIT $1`,
      { bind: [ITERATIONS + 20] },
    )) as [Array<{ id: string }>, unknown];
    const [afterWrite, afterWriteCpu] = await time(ITERATIONS, async (i) => {
      await sequelize.query(
        `INSERT INTO weight_entries (user_id, day, weight_kg)
         VALUES ($1, current_date + 1, 80) ON CONFLICT (user_id, day)
         DO UPDATE SET weight_kg = weight_entries.weight_kg + 0.1`,
        { bind: [written[i % written.length]?.id] },
      );
      await get(admin5.cookie, '/api/coaching/roster')();
    });
    row('admin: a weigh-in, then the roster', afterWrite, afterWriteCpu);
    // A new day: every row on the desk recomputed (batches of REFRESH_BATCH), timed apart.
    const today = new Date().toISOString().slice(0, 10);
    const rollover: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      await sequelize.query(`UPDATE member_coaching_summary SET day = day - 1`);
      const t0 = performance.now();
      const n = await refreshStale(today);
      rollover.push(performance.now() - t0);
      if (i === 0) console.log(`\nA new day: ${n} rows recomputed in batches of ${REFRESH_BATCH}`);
    }
    console.log(
      `Recomputing every row (3 runs): ${rollover.map((v) => v.toFixed(0)).join(', ')} ms`,
    );
    // A new day's first read over HTTP, without the daily job (the read recomputes every row on
    // the desk) and with it (the job's work, done at midnight UTC, timed apart: the read finds
    // nothing stale). Three runs each, a fresh administrator (the desk's rate limit).
    const firstReads = { without: [] as number[], job: [] as number[], after: [] as number[] };
    const admin6 = await newAdmin();
    for (let i = 0; i < 3; i += 1) {
      await sequelize.query(`UPDATE member_coaching_summary SET day = day - 1`);
      let t0 = performance.now();
      await get(admin6.cookie, '/api/coaching/roster')();
      firstReads.without.push(performance.now() - t0);
      await sequelize.query(`UPDATE member_coaching_summary SET day = day - 1`);
      t0 = performance.now();
      await refreshDesk(today);
      firstReads.job.push(performance.now() - t0);
      t0 = performance.now();
      await get(admin6.cookie, '/api/coaching/roster')();
      firstReads.after.push(performance.now() - t0);
    }
    const ms = (v: number[]) => v.map((x) => x.toFixed(0)).join(', ');
    console.log(
      `A new day's first roster read without the job (3 runs): ${ms(firstReads.without)} ms`,
    );
    console.log(`The job's run (3 runs): ${ms(firstReads.job)} ms`);
    console.log(`A new day's first roster read after the job (3 runs): ${ms(firstReads.after)} ms`);
    const attention = JSON.parse(await get(admin.cookie, '/api/coaching/attention')()) as {
      totalCount: number;
    };
    console.log(`\nFlags raised for every member: ${attention.totalCount}`);
    console.log(`\nload average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores`);
    if (process.env.BENCH_EXPLAIN !== '0') await explain(sequelize);
  } finally {
    await close();
    await stopPostgres();
  }
}

/**
 * The plans of the two lists as an administrator and of a refresh (a batch, one member), node
 * lines only (EXPLAIN ANALYZE, BUFFERS; the refreshes run: they recompute those rows).
 */
async function explain(sequelize: Sequelize) {
  const today = new Date().toISOString().slice(0, 10);
  const scope = { coachId: null, today };
  const plans: Array<[string, { sql: string; bind: Record<string, unknown> }]> = [
    [
      'roster, page 1',
      rosterQuery(scope, { sort: 'name', order: 'asc', filter: 'all', page: 1, limit: 20 }),
    ],
    ['attention list, page 1', raisedQuery(scope, null, { page: 1, limit: 50 })],
  ];
  const [batch] = (await sequelize.query(
    `SELECT user_id AS id FROM member_coaching_summary ORDER BY user_id LIMIT $1`,
    { bind: [REFRESH_BATCH] },
  )) as [Array<{ id: string }>, unknown];
  const [one] = batch;
  plans.push(
    [
      `refresh of ${batch.length} rows`,
      refreshQuery(
        batch.map((r) => r.id),
        today,
      ),
    ],
    ['refresh of one row', refreshQuery(one ? [one.id] : [], today)],
  );
  for (const [name, { sql, bind }] of plans) {
    const [rows] = (await sequelize.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, { bind })) as [
      Array<{ 'QUERY PLAN': string }>,
      unknown,
    ];
    console.log(`\nPlan of the ${name} (administrator, every member):`);
    for (const { 'QUERY PLAN': l } of rows) {
      if (/->|Execution Time|Planning Time|^\S/.test(l)) {
        console.log(l.replace(/\s+\(cost=[^)]*\)/, ''));
      }
    }
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${String(err)}\n`);
  process.exitCode = 1;
});
