import { QueryTypes } from 'sequelize';
import type { Migration } from './types';

// Usernames are unique without regard to case on every database, embedded PGlite and PostgreSQL
// alike. Until now the unique index on lower(username) lowered with the database's own locale:
// ASCII only on a `--locale=C` cluster ("Élodie" could sit beside "élodie"), every letter on PGlite
// or an en_US cluster. The column now takes the ICU root collation, so lower(username) (this
// index, login, the AI-log filter) maps case the same way everywhere, and the way JavaScript's
// toLowerCase() does (lib/text-policy usernameKey). Names are stored in NFC (the API normalises
// what it receives; existing rows are normalised here), so "é" typed precomposed or decomposed is
// one name. If existing rows would break the index, the migration stops before changing anything
// and names them.
const COLLATION = 'und-x-icu';

interface Clash {
  rows: Array<{ id: string; username: string }>;
}

export const up: Migration = async ({ context: sequelize }) => {
  const [icu] = await sequelize.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM pg_collation WHERE collname = :name',
    { replacements: { name: COLLATION }, type: QueryTypes.SELECT },
  );
  if (!icu?.n) {
    throw new Error(
      `Migration 0009-username-rules needs PostgreSQL built with ICU (collation "${COLLATION}" is missing).`,
    );
  }
  const clashes = await sequelize.query<Clash>(
    `SELECT json_agg(json_build_object('id', id, 'username', username) ORDER BY created_at, id) AS rows
     FROM users
     GROUP BY lower(normalize(username, NFC) COLLATE "${COLLATION}")
     HAVING count(*) > 1`,
    { type: QueryTypes.SELECT },
  );
  if (clashes.length) {
    const groups = clashes
      .map((c) => c.rows.map((r) => `${JSON.stringify(r.username)} (id ${r.id})`).join(' / '))
      .join('; ');
    throw new Error(
      `Migration 0009-username-rules stopped, nothing changed: these usernames differ only by case ` +
        `or Unicode form, and usernames must be unique without regard to case: ${groups}. ` +
        `Rename all but one of each group (UPDATE users SET username = '...' WHERE id = '...'), then start again.`,
    );
  }
  // One statement string: PostgreSQL runs it as one transaction.
  await sequelize.query(`
    UPDATE users SET username = normalize(username, NFC) WHERE username IS NOT NFC NORMALIZED;
    DROP INDEX users_lower_username_idx;
    ALTER TABLE users ALTER COLUMN username TYPE text COLLATE "${COLLATION}";
    CREATE UNIQUE INDEX users_lower_username_idx ON users (lower(username));
  `);
};

// Names normalised to NFC stay so (the same names, the same display).
export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    DROP INDEX users_lower_username_idx;
    ALTER TABLE users ALTER COLUMN username TYPE text COLLATE "default";
    CREATE UNIQUE INDEX users_lower_username_idx ON users (lower(username));
  `);
};
