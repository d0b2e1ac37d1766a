// Five years of training for one member, shared by `npm run bench` (seed.mjs) and
// `npm run bench:training` (api/scripts/bench-training.ts): 1,000 sessions every 1.8 days back from
// now, 25 sets each (five sets of five lifts: a warm-up then four work sets), two alternating days,
// so the bench press has 500 sessions and 2,500 sets. Set-based SQL; the catalogue must be in the
// database (the API upserts it on its first training read).

export const TRAINING_SIZES = { sessions: 1000, setsPerSession: 25 };

/** Day A's lifts, then day B's; each session does one day. */
export const LIFTS = [
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
     WHERE s.user_id = $1 AND s.client_id LIKE 'bench-%'`,
];

/**
 * Seeds `userId`'s log and gives them the active routine "A / B" (day A: four work sets of 6-10
 * at RIR 2 of each of the day's lifts); resolves to the routine's id and the lifts' ids by slug.
 * `query(sql, params)` runs one statement with positional parameters and resolves to its rows.
 */
export async function seedTrainingMember(query, userId) {
  const lifts = await query(
    'SELECT id, slug FROM training_exercises WHERE slug = ANY($1::text[])',
    [LIFTS],
  );
  if (lifts.length !== LIFTS.length) throw new Error('the exercise catalogue is not loaded');
  const idOf = Object.fromEntries(lifts.map((l) => [l.slug, l.id]));
  await query(SEED[0], [userId, TRAINING_SIZES.sessions]);
  await query(SEED[1], [userId, LIFTS, TRAINING_SIZES.setsPerSession]);
  const dayA = LIFTS.slice(0, 5).map((slug) => ({
    exerciseId: idOf[slug],
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
  const [routine] = await query(
    `INSERT INTO training_routines (user_id, name, days, active)
     VALUES ($1, 'A / B', $2::jsonb, true) RETURNING id`,
    [userId, JSON.stringify([{ name: 'A', exercises: dayA }])],
  );
  return { routineId: routine.id, idOf };
}
