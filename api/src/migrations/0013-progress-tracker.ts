import type { Migration } from './types';

// The progress tracker (issue 21): the coaching profile (one row per member, which also holds the
// member's choice to share the data with the coach), and three daily logs (body weight,
// measurements, weekly check-ins), each one entry per member and day: UNIQUE (user_id, day) is
// both the upsert's conflict target and the index every read by date range uses.
// Everything goes with the account (ON DELETE CASCADE).
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    CREATE TABLE progress_profiles (
      user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      goal text CHECK (goal IN ('cut', 'bulk', 'maintain', 'recomp')),
      height_cm double precision,
      birth_year integer,
      sex text CHECK (sex IN ('male', 'female')),
      training_days smallint,
      level text CHECK (level IN ('beginner', 'intermediate', 'advanced')),
      equipment text CHECK (equipment IN ('gym', 'home', 'none')),
      units text NOT NULL DEFAULT 'metric' CHECK (units IN ('metric', 'imperial')),
      coach_context boolean NOT NULL DEFAULT true,
      updated_at timestamptz(3) NOT NULL DEFAULT now()
    );
    CREATE TABLE weight_entries (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      day date NOT NULL,
      weight_kg double precision NOT NULL CHECK (weight_kg BETWEEN 20 AND 400),
      created_at timestamptz(3) NOT NULL DEFAULT now(),
      updated_at timestamptz(3) NOT NULL DEFAULT now(),
      UNIQUE (user_id, day)
    );
    CREATE TABLE measurement_entries (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      day date NOT NULL,
      waist_cm double precision,
      chest_cm double precision,
      arm_cm double precision,
      thigh_cm double precision,
      hip_cm double precision,
      neck_cm double precision,
      body_fat_pct double precision,
      body_fat_method text,
      created_at timestamptz(3) NOT NULL DEFAULT now(),
      updated_at timestamptz(3) NOT NULL DEFAULT now(),
      UNIQUE (user_id, day)
    );
    CREATE TABLE check_ins (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      day date NOT NULL,
      diet_adherence smallint NOT NULL CHECK (diet_adherence BETWEEN 0 AND 10),
      training_adherence smallint NOT NULL CHECK (training_adherence BETWEEN 0 AND 10),
      sleep smallint NOT NULL CHECK (sleep BETWEEN 0 AND 10),
      energy smallint NOT NULL CHECK (energy BETWEEN 0 AND 10),
      stress smallint NOT NULL CHECK (stress BETWEEN 0 AND 10),
      hunger smallint NOT NULL CHECK (hunger BETWEEN 0 AND 10),
      notes text NOT NULL DEFAULT '',
      created_at timestamptz(3) NOT NULL DEFAULT now(),
      updated_at timestamptz(3) NOT NULL DEFAULT now(),
      UNIQUE (user_id, day)
    );
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    DROP TABLE IF EXISTS check_ins;
    DROP TABLE IF EXISTS measurement_entries;
    DROP TABLE IF EXISTS weight_entries;
    DROP TABLE IF EXISTS progress_profiles;
  `);
};
