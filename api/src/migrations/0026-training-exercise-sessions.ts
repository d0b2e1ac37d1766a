import type { Migration } from './types';

// Issue 34, a lift's history and starting a session under 50 ms: training_exercise_sessions holds
// one row per session and exercise with the figures the history shows (sets, best set, best e1RM
// by Epley, volume; warm-ups not counted) and the session's start, written by statement triggers
// on training_sets in the writing transaction (a set ticked, a replay, an import, a set or a
// session deleted), so a read is never behind a write that returned. A lift's history reads its
// 500 rows of five years instead of aggregating 2,500 sets, and "the last sessions of a lift"
// (the previous sets, the next targets) is an index range instead of a walk through every session
// of the member. Its rows follow their session's start (training_sessions trigger) and go with it.

/**
 * The figures of the (session, exercise) pairs given (two arrays of one aggregation, so in the
 * same order), recomputed from their sets; a pair without sets left loses its row.
 */
const SUMMARISE = `
  CREATE FUNCTION training_summarise(sessions uuid[], exercises uuid[]) RETURNS void
  LANGUAGE plpgsql AS $$
  BEGIN
    -- Writers of the same session wait for each other here (sorted: no deadlock), so each one
    -- sums the sets the other committed (the next statement's snapshot sees them).
    PERFORM 1 FROM training_sessions WHERE id = ANY(sessions) ORDER BY id FOR NO KEY UPDATE;
    INSERT INTO training_exercise_sessions AS x (session_id, exercise_id, user_id, started_at,
        set_count, work_count, best_weight_kg, best_reps, best_e1rm_kg, volume_kg)
      SELECT t.session_id, t.exercise_id, min(t.user_id::text)::uuid, min(s.started_at),
        count(*)::int, (count(*) FILTER (WHERE t.type = 'normal'))::int,
        (max(ARRAY[t.weight_kg, t.reps]) FILTER (WHERE t.type <> 'warmup' AND t.reps > 0))[1],
        (max(ARRAY[t.weight_kg, t.reps]) FILTER (WHERE t.type <> 'warmup' AND t.reps > 0))[2]::int,
        COALESCE(max(CASE WHEN t.reps <= 0 THEN 0 WHEN t.reps = 1 THEN t.weight_kg
          ELSE floor(t.weight_kg * (1 + t.reps::float8 / 30) * 100 + 0.5) / 100 END)
          FILTER (WHERE t.type <> 'warmup'), 0),
        floor(COALESCE(sum(t.weight_kg * t.reps) FILTER (WHERE t.type <> 'warmup'), 0) * 100
          + 0.5) / 100
      FROM (SELECT DISTINCT p.s, p.e FROM unnest(sessions, exercises) AS p(s, e)) p
      JOIN training_sets t ON t.session_id = p.s AND t.exercise_id = p.e
      JOIN training_sessions s ON s.id = t.session_id
      GROUP BY t.session_id, t.exercise_id
      ORDER BY t.session_id, t.exercise_id
    ON CONFLICT (session_id, exercise_id) DO UPDATE SET started_at = EXCLUDED.started_at,
      set_count = EXCLUDED.set_count, work_count = EXCLUDED.work_count,
      best_weight_kg = EXCLUDED.best_weight_kg, best_reps = EXCLUDED.best_reps,
      best_e1rm_kg = EXCLUDED.best_e1rm_kg, volume_kg = EXCLUDED.volume_kg;
    DELETE FROM training_exercise_sessions x USING unnest(sessions, exercises) AS p(s, e)
      WHERE x.session_id = p.s AND x.exercise_id = p.e
        AND NOT EXISTS (SELECT 1 FROM training_sets t
          WHERE t.session_id = p.s AND t.exercise_id = p.e);
  END $$;
`;

export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    CREATE TABLE training_exercise_sessions (
      session_id uuid NOT NULL REFERENCES training_sessions(id) ON DELETE CASCADE,
      exercise_id uuid NOT NULL REFERENCES training_exercises(id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      started_at timestamptz(3) NOT NULL,
      set_count integer NOT NULL,
      -- Sets of type 'normal': the sessions the next targets read are those with one.
      work_count integer NOT NULL,
      -- The heaviest counted set with a rep, and its most reps (NULL without one).
      best_weight_kg double precision,
      best_reps integer,
      best_e1rm_kg double precision NOT NULL,
      volume_kg double precision NOT NULL,
      PRIMARY KEY (session_id, exercise_id)
    );
    CREATE INDEX training_exercise_sessions_lift ON training_exercise_sessions
      (user_id, exercise_id, started_at DESC, session_id)
      INCLUDE (set_count, work_count, best_weight_kg, best_reps, best_e1rm_kg, volume_kg);
    ${SUMMARISE}
    CREATE FUNCTION training_sets_summarise_new() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM training_summarise(array_agg(session_id), array_agg(exercise_id)) FROM changed_new;
      RETURN NULL;
    END $$;
    CREATE FUNCTION training_sets_summarise_old() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM training_summarise(array_agg(session_id), array_agg(exercise_id)) FROM changed_old;
      RETURN NULL;
    END $$;
    CREATE FUNCTION training_sets_summarise_both() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM training_summarise(array_agg(session_id), array_agg(exercise_id))
        FROM (SELECT session_id, exercise_id FROM changed_new
              UNION SELECT session_id, exercise_id FROM changed_old) p;
      RETURN NULL;
    END $$;
    CREATE TRIGGER training_sets_insert_summary AFTER INSERT ON training_sets
      REFERENCING NEW TABLE AS changed_new
      FOR EACH STATEMENT EXECUTE FUNCTION training_sets_summarise_new();
    CREATE TRIGGER training_sets_delete_summary AFTER DELETE ON training_sets
      REFERENCING OLD TABLE AS changed_old
      FOR EACH STATEMENT EXECUTE FUNCTION training_sets_summarise_old();
    CREATE TRIGGER training_sets_update_summary AFTER UPDATE ON training_sets
      REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
      FOR EACH STATEMENT EXECUTE FUNCTION training_sets_summarise_both();

    CREATE FUNCTION training_sessions_summary_start() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE training_exercise_sessions x SET started_at = n.started_at FROM changed_new n
        WHERE x.session_id = n.id AND x.started_at IS DISTINCT FROM n.started_at;
      RETURN NULL;
    END $$;
    CREATE TRIGGER training_sessions_update_summary AFTER UPDATE ON training_sessions
      REFERENCING NEW TABLE AS changed_new
      FOR EACH STATEMENT EXECUTE FUNCTION training_sessions_summary_start();

    -- The sets already logged.
    SELECT training_summarise(array_agg(session_id), array_agg(exercise_id))
      FROM (SELECT DISTINCT session_id, exercise_id FROM training_sets) p;
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    DROP TRIGGER training_sessions_update_summary ON training_sessions;
    DROP TRIGGER training_sets_insert_summary ON training_sets;
    DROP TRIGGER training_sets_delete_summary ON training_sets;
    DROP TRIGGER training_sets_update_summary ON training_sets;
    DROP FUNCTION training_sessions_summary_start();
    DROP FUNCTION training_sets_summarise_new();
    DROP FUNCTION training_sets_summarise_old();
    DROP FUNCTION training_sets_summarise_both();
    DROP FUNCTION training_summarise(uuid[], uuid[]);
    DROP TABLE training_exercise_sessions;
  `);
};
