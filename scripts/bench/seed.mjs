// Seeds a migrated PostgreSQL database at benchmark sizes, with set-based SQL (generate_series:
// the server builds the rows itself, nothing travels row by row), in about a minute:
//   - 100,000 members (bench_user_1 ... bench_user_100000), one real argon2id password for all;
//   - the member `bench_member` with 1,000 conversations;
//   - 1,000,000 messages (alternating user / ai, spread over the last 90 days) across those
//     conversations and 9,000 more of other members, stored oldest first like a live table;
//   - seedTraining (once the API has loaded the exercise catalogue): five years of training for
//     each of TRAINING_MEMBERS members.
// Usage: DATABASE_URL=postgres://... node scripts/bench/seed.mjs  (after the migrations ran)
import { spawnSync } from 'node:child_process';
import { hash } from '@node-rs/argon2';
import pg from 'pg';
import { LIFTS, seedTrainingMember } from './training-seed.mjs';

const root = new URL('../..', import.meta.url).pathname;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export const SIZES = {
  users: 100_000,
  memberConversations: 1_000,
  otherConversations: 9_000,
  messages: 1_000_000,
};
export const BENCH_MEMBER = { username: 'bench_member', password: 'bench-password-1' };

/**
 * Seeds `databaseUrl`; resolves to the seconds each step took. With `ifAbsent`, a database that
 * already holds the bench member is left as it is (resolves to null).
 */
export async function seed(databaseUrl, log = (m) => console.log(m), { ifAbsent = false } = {}) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  if (ifAbsent) {
    const found = await client.query('SELECT 1 FROM users WHERE username = $1', [
      BENCH_MEMBER.username,
    ]);
    if (found.rowCount) {
      await client.end();
      log('[seed] already seeded: reused');
      return null;
    }
  }
  // Commits flushed before answering (the throwaway server runs with synchronous_commit=off):
  // VACUUM can only mark the rows all-visible once their commit is on disk.
  await client.query('SET synchronous_commit = on');
  const timings = {};
  const step = async (name, sql, params = []) => {
    const t0 = performance.now();
    await client.query(sql, params);
    timings[name] = Number(((performance.now() - t0) / 1000).toFixed(1));
    log(`[seed] ${name}: ${timings[name]} s`);
  };
  try {
    const passwordHash = await hash(BENCH_MEMBER.password);
    await step(
      'users',
      `INSERT INTO users (username, email, password, has_ia_access, role, created_at)
       SELECT 'bench_user_' || i, 'bench_user_' || i || '@example.com', $1, i % 3 = 0, 'user',
              now() - (i || ' minutes')::interval
       FROM generate_series(1, $2::int) AS i`,
      [passwordHash, SIZES.users],
    );
    await step(
      'member',
      // Consent given (as the sign-up form does), so its pages are not the consent question.
      `INSERT INTO users (username, email, password, has_ia_access, role,
                          adult_confirmed_at, terms_accepted_at, terms_version)
       VALUES ($1, 'bench_member@example.com', $2, true, 'user', now(), now(), 'unpublished')`,
      [BENCH_MEMBER.username, passwordHash],
    );
    await step(
      'conversations',
      `INSERT INTO conversations (user_id, title, created_at, updated_at)
       SELECT (SELECT id FROM users WHERE username = $1), 'Programme ' || i,
              now() - (i || ' hours')::interval, now() - (i || ' minutes')::interval
       FROM generate_series(1, $2::int) AS i
       UNION ALL
       SELECT u.id, 'Question ' || u.username, now() - interval '30 days', now() - interval '1 day'
       FROM (SELECT id, username FROM users WHERE username LIKE 'bench\\_user\\_%' LIMIT $3) u`,
      [BENCH_MEMBER.username, SIZES.memberConversations, SIZES.otherConversations],
    );
    await step(
      'messages',
      `WITH conv AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM conversations)
       INSERT INTO messages (conversation_id, type, content, tokens, created_at)
       SELECT conv.id,
              CASE WHEN i % 2 = 0 THEN 'user' ELSE 'ai' END,
              CASE WHEN i % 2 = 0 THEN 'Combien de séries pour le squat, semaine ' || i
                   ELSE 'Fais 4 séries de 8 à 10 répétitions, repos 90 s. Réponse ' || i END,
              12 + i % 40,
              now() - ((i % 129600) || ' minutes')::interval
       FROM generate_series(0, $1::int - 1) AS i
       JOIN conv ON conv.n = i % $2
       -- Oldest first, as a live table grows: the newest messages share the newest pages.
       ORDER BY i % 129600 DESC`,
      [SIZES.messages, SIZES.memberConversations + SIZES.otherConversations],
    );
    // What autovacuum does after a bulk load, done now so the scenarios do not run beside it:
    // statistics, and the visibility map that index-only scans rely on.
    await step('vacuum analyze', 'VACUUM ANALYZE');
    return timings;
  } finally {
    await client.end();
  }
}

/**
 * The members the training rows go round (bench_user_1 ... , the bench member's password): the
 * API limits each member's training reads (240) and writes (120) a minute.
 */
export const TRAINING_MEMBERS = 24;
export const trainingMember = (i) => ({
  username: `bench_user_${i + 1}`,
  password: BENCH_MEMBER.password,
});

/**
 * Gives the training members five years of training each (training-seed.mjs: 1,000 sessions,
 * 25,000 sets, an active routine), unless the first one has it already (a reused database).
 * Needs the exercise catalogue: call it after an API read under /api/training/. Resolves to
 * { seconds (null when reused), routineIds (by member, in order), benchPressId }.
 */
export async function seedTraining(databaseUrl, log) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const query = async (sql, params) => (await client.query(sql, params)).rows;
  const names = Array.from({ length: TRAINING_MEMBERS }, (_, i) => trainingMember(i).username);
  try {
    const users = await query(
      `SELECT u.id, EXISTS (SELECT 1 FROM training_sessions s WHERE s.user_id = u.id) AS seeded
       FROM unnest($1::text[]) WITH ORDINALITY AS n(username, i) JOIN users u USING (username)
       ORDER BY n.i`,
      [names],
    );
    let seconds = null;
    if (!users[0]?.seeded) {
      const t0 = performance.now();
      for (const user of users) await seedTrainingMember(query, user.id);
      await query('VACUUM ANALYZE training_sessions, training_sets');
      seconds = Number(((performance.now() - t0) / 1000).toFixed(1));
      log(`[seed] training (${users.length} members): ${seconds} s`);
    }
    const routines = await query(
      `SELECT r.id FROM unnest($1::uuid[]) WITH ORDINALITY AS m(user_id, i)
       JOIN training_routines r ON r.user_id = m.user_id AND r.active ORDER BY m.i`,
      [users.map((u) => u.id)],
    );
    const [bench] = await query('SELECT id FROM training_exercises WHERE slug = $1', [LIFTS[0]]);
    return { seconds, routineIds: routines.map((r) => r.id), benchPressId: bench.id };
  } finally {
    await client.end();
  }
}

/** Runs the compose `migrate` job (api/dist/migrate.js) with `env`; throws when it fails. */
export function migrate(env) {
  const migrated = spawnSync(process.execPath, ['api/dist/migrate.js'], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  if (migrated.status !== 0) throw new Error(`migration job: ${migrated.stderr}`);
}

/**
 * Lets PostgreSQL finish the background work a fresh seed leaves (dirty buffers of a million rows,
 * autovacuum): done during the first rows, it slowed the API rows and not their baselines, which
 * do not use the database. A CHECKPOINT, then up to 60 s for autovacuum workers to finish.
 */
export async function settle(databaseUrl, log) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('CHECKPOINT');
    for (let i = 0; i < 120; i += 1) {
      const { rows } = await client.query(
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE backend_type = 'autovacuum worker'",
      );
      if (rows[0].n === 0) return;
      await sleep(500);
    }
    log('autovacuum still running after 60 s: measuring anyway');
  } finally {
    await client.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error('DATABASE_URL is required (a migrated database)');
    process.exit(1);
  }
  seed(url).then(
    (t) => console.log('seeded', t),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
