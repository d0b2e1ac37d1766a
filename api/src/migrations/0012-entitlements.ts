import type { Migration } from './types';

// Payments grant access by themselves (issue 20).
// - entitlements: one row per member and source (admin, stripe, shopify, generic): status, the
//   provider's references, the current period end and the time of the last provider event applied
//   (an older event never overrides a newer one). The administrator's grant stays in
//   users.has_ia_access / users.expires_at (the spec's fields, edited as before); a trigger keeps
//   its 'admin' row in step, in the same statement, so every source is listed in one table.
// - payment_events: every provider event stored once per provider (the unique key is the
//   duplicate check, written in the transaction that applies the event), with its result:
//   applied, stale (older than what was applied), ignored, unmatched (no member found: the
//   administrator's queue) or attached (an administrator linked it to a member).
// - admin_logs.admin_user_id may be null: changes made by a provider's event, not an administrator.
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    CREATE TABLE entitlements (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      source text NOT NULL CHECK (source IN ('admin', 'stripe', 'shopify', 'generic')),
      status text NOT NULL CHECK (status IN ('active', 'ended')),
      external_ref text,
      customer_ref text,
      period_end timestamptz(3),
      renewing boolean NOT NULL DEFAULT false,
      ended_at timestamptz(3),
      last_event_at timestamptz(3),
      created_at timestamptz(3) NOT NULL DEFAULT now(),
      updated_at timestamptz(3) NOT NULL DEFAULT now(),
      UNIQUE (user_id, source)
    );
    CREATE INDEX entitlements_external ON entitlements (source, external_ref)
      WHERE external_ref IS NOT NULL;
    CREATE INDEX entitlements_customer ON entitlements (source, customer_ref)
      WHERE customer_ref IS NOT NULL;

    INSERT INTO entitlements (user_id, source, status, period_end, last_event_at)
      SELECT id, 'admin', 'active', expires_at, now() FROM users WHERE has_ia_access;

    CREATE FUNCTION entitlements_admin_grant() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.has_ia_access THEN
        INSERT INTO entitlements (user_id, source, status, period_end, last_event_at)
          VALUES (NEW.id, 'admin', 'active', NEW.expires_at, now())
        ON CONFLICT (user_id, source) DO UPDATE
          SET status = 'active', period_end = NEW.expires_at, ended_at = NULL,
              last_event_at = now(), updated_at = now();
      ELSE
        UPDATE entitlements
          SET status = 'ended', ended_at = now(), period_end = NEW.expires_at,
              last_event_at = now(), updated_at = now()
          WHERE user_id = NEW.id AND source = 'admin' AND status = 'active';
      END IF;
      RETURN NULL;
    END $$;
    CREATE TRIGGER users_admin_grant_insert AFTER INSERT ON users
      FOR EACH ROW WHEN (NEW.has_ia_access) EXECUTE FUNCTION entitlements_admin_grant();
    CREATE TRIGGER users_admin_grant_update AFTER UPDATE OF has_ia_access, expires_at ON users
      FOR EACH ROW WHEN (OLD.has_ia_access IS DISTINCT FROM NEW.has_ia_access
        OR OLD.expires_at IS DISTINCT FROM NEW.expires_at)
      EXECUTE FUNCTION entitlements_admin_grant();

    CREATE TABLE payment_events (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      provider text NOT NULL CHECK (provider IN ('stripe', 'shopify', 'generic')),
      event_id text NOT NULL,
      type text NOT NULL,
      occurred_at timestamptz(3) NOT NULL,
      received_at timestamptz(3) NOT NULL DEFAULT now(),
      result text NOT NULL
        CHECK (result IN ('applied', 'stale', 'ignored', 'unmatched', 'attached')),
      effect text CHECK (effect IN ('grant', 'extend', 'update', 'end')),
      user_id uuid REFERENCES users(id) ON DELETE SET NULL,
      matched_by text CHECK (matched_by IN ('reference', 'provider', 'verified_email', 'admin')),
      email text,
      external_ref text,
      customer_ref text,
      period_end timestamptz(3),
      amount_cents bigint,
      currency text,
      attached_by uuid REFERENCES users(id) ON DELETE SET NULL,
      attached_at timestamptz(3),
      UNIQUE (provider, event_id)
    );
    CREATE INDEX payment_events_received ON payment_events (received_at DESC, id DESC);
    CREATE INDEX payment_events_unmatched ON payment_events (received_at DESC, id DESC)
      WHERE result = 'unmatched';

    ALTER TABLE admin_logs ALTER COLUMN admin_user_id DROP NOT NULL;
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  // The administrator's grants never left users.has_ia_access / expires_at: nothing to copy back.
  // Log rows written by providers' events (no administrator) go with the feature.
  await sequelize.query(`
    DELETE FROM admin_logs WHERE admin_user_id IS NULL;
    ALTER TABLE admin_logs ALTER COLUMN admin_user_id SET NOT NULL;
    DROP TABLE IF EXISTS payment_events;
    DROP TRIGGER IF EXISTS users_admin_grant_update ON users;
    DROP TRIGGER IF EXISTS users_admin_grant_insert ON users;
    DROP FUNCTION IF EXISTS entitlements_admin_grant();
    DROP TABLE IF EXISTS entitlements;
  `);
};
