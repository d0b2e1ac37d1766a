import type { Migration } from './types';

// The product's tables: users, conversations, messages, admin logs, site settings. Foreign keys cascade: a user's conversations go with the user, a conversation's
// messages go with it; admin logs and settings keep their rows when an admin account is deleted.
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    CREATE TABLE users (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      username text NOT NULL,
      email text,
      password text NOT NULL,
      has_ia_access boolean NOT NULL DEFAULT true,
      ia_settings jsonb,
      role text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin')),
      is_active boolean NOT NULL DEFAULT true,
      created_at timestamptz(3) NOT NULL DEFAULT now(),
      last_login_at timestamptz(3),
      expires_at timestamptz(3),
      CONSTRAINT users_username_key UNIQUE (username)
    );
    CREATE TABLE conversations (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      title text NOT NULL,
      created_at timestamptz(3) NOT NULL DEFAULT now(),
      updated_at timestamptz(3) NOT NULL DEFAULT now()
    );
    CREATE TABLE messages (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      conversation_id uuid NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
      type text NOT NULL,
      content text NOT NULL,
      tokens integer NOT NULL DEFAULT 0,
      created_at timestamptz(3) NOT NULL DEFAULT now()
    );
    CREATE TABLE admin_logs (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      admin_user_id uuid NOT NULL,
      action text NOT NULL,
      details jsonb NOT NULL DEFAULT '{}'::jsonb,
      ip_address text,
      user_agent text,
      created_at timestamptz(3) NOT NULL DEFAULT now()
    );
    CREATE TABLE site_settings (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      key text NOT NULL,
      value jsonb NOT NULL,
      updated_at timestamptz(3) NOT NULL DEFAULT now(),
      updated_by uuid REFERENCES users(id) ON DELETE SET NULL,
      CONSTRAINT site_settings_key_key UNIQUE (key)
    );
    CREATE INDEX conversations_user_updated_idx ON conversations (user_id, updated_at DESC, id DESC);
    CREATE INDEX messages_conversation_created_idx ON messages (conversation_id, created_at, id);
    CREATE INDEX messages_created_idx ON messages (created_at DESC, id DESC);
    CREATE INDEX users_created_idx ON users (created_at DESC, id DESC);
    -- Usernames are unique regardless of case ("Admin" cannot shadow "admin").
    CREATE UNIQUE INDEX users_lower_username_idx ON users (lower(username));
    CREATE INDEX admin_logs_created_idx ON admin_logs (created_at DESC, id DESC);
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(
    'DROP TABLE IF EXISTS site_settings, admin_logs, messages, conversations, users CASCADE',
  );
};
