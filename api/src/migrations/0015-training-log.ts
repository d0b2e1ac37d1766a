import type { Migration } from './types';

// The training log (issue #34). Exercises hold both the catalogue (user_id NULL, a stable slug)
// and members' own (user_id set, no slug); the catalogue's rows are upserted by slug when the
// module first reads them in each process (modules/training/catalogue.ts), not here: a migration
// runs once, and a new catalogue version must add its rows on the next start.
// `search` is every name and alias of both languages, lower-case without accents, so one
// substring match finds "développé couché", "developpe couche", "DC" and "bench press" alike.
// Routines keep their days as JSONB: a routine is read and written whole, its shape is the
// contract's RoutineDay[] validated by joi on every write, and nothing queries inside it.
// Sessions and sets carry the member's client-generated ids: UNIQUE (user_id, client_id) makes a
// replayed offline write (on any replica, concurrently or not) land on the same row through
// INSERT ... ON CONFLICT. A set's exercise cannot be deleted while a set uses it (RESTRICT; the
// API answers 409). Everything goes with the account (ON DELETE CASCADE).
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    CREATE TABLE training_exercises (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      slug text UNIQUE,
      user_id uuid REFERENCES users(id) ON DELETE CASCADE,
      name jsonb NOT NULL,
      aliases jsonb NOT NULL DEFAULT '{"fr":[],"en":[]}',
      search text NOT NULL,
      primary_muscles text[] NOT NULL,
      secondary_muscles text[] NOT NULL DEFAULT '{}',
      equipment text NOT NULL,
      cue jsonb NOT NULL DEFAULT '{"fr":"","en":""}',
      created_at timestamptz(3) NOT NULL DEFAULT now(),
      CHECK ((slug IS NULL) <> (user_id IS NULL))
    );
    CREATE INDEX training_exercises_user ON training_exercises (user_id);
    CREATE TABLE training_routines (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      name text NOT NULL,
      days jsonb NOT NULL,
      source text NOT NULL DEFAULT 'member' CHECK (source IN ('member', 'coach')),
      active boolean NOT NULL DEFAULT false,
      created_at timestamptz(3) NOT NULL DEFAULT now(),
      updated_at timestamptz(3) NOT NULL DEFAULT now()
    );
    CREATE INDEX training_routines_user ON training_routines (user_id, created_at);
    CREATE UNIQUE INDEX training_routines_one_active ON training_routines (user_id) WHERE active;
    CREATE TABLE training_sessions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      client_id text NOT NULL,
      routine_id uuid REFERENCES training_routines(id) ON DELETE SET NULL,
      day_index smallint,
      started_at timestamptz(3) NOT NULL DEFAULT now(),
      finished_at timestamptz(3),
      notes text NOT NULL DEFAULT '',
      UNIQUE (user_id, client_id)
    );
    CREATE INDEX training_sessions_user_started ON training_sessions (user_id, started_at DESC, id);
    CREATE TABLE training_sets (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      session_id uuid NOT NULL REFERENCES training_sessions(id) ON DELETE CASCADE,
      client_id text NOT NULL,
      exercise_id uuid NOT NULL REFERENCES training_exercises(id) ON DELETE RESTRICT,
      position integer NOT NULL,
      type text NOT NULL CHECK (type IN ('warmup', 'normal', 'drop', 'failure')),
      weight_kg double precision NOT NULL CHECK (weight_kg BETWEEN 0 AND 700),
      reps integer NOT NULL CHECK (reps BETWEEN 0 AND 200),
      rir smallint CHECK (rir BETWEEN 0 AND 10),
      completed_at timestamptz(3) NOT NULL,
      UNIQUE (user_id, client_id)
    );
    CREATE INDEX training_sets_session ON training_sets (session_id, position);
    CREATE INDEX training_sets_exercise ON training_sets (user_id, exercise_id);
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    DROP TABLE IF EXISTS training_sets;
    DROP TABLE IF EXISTS training_sessions;
    DROP TABLE IF EXISTS training_routines;
    DROP TABLE IF EXISTS training_exercises;
  `);
};
