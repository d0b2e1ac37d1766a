import { QueryTypes } from 'sequelize';
import { USERNAME_COLLATION, usernameKeySql } from '../platform/text-policy';
import type { Migration } from './types';

// Usernames are unique without regard to case on every database, embedded PGlite and PostgreSQL
// alike. The unique index of 0001 lowered names with the cluster's own locale: ASCII only on a
// `--locale=C` cluster ("Élodie" could sit beside "élodie"), every letter on PGlite or an en_US
// cluster. It is replaced by a unique index on lower(username COLLATE "und-x-icu"), the ICU root
// case mapping, the same everywhere; lookups by name compare the same expression
// (platform/text-policy usernameKeySql). Names are stored in NFC (the API normalises what it receives;
// existing rows are normalised here), so "é" typed precomposed or decomposed is one name.
// The column itself is untouched: prepared statements of replicas still running keep working
// during a rolling upgrade. If existing rows would break the index, the migration stops before
// changing anything and names them.
const KEY = usernameKeySql('username');

interface Clash {
  rows: Array<{ id: string; username: string }>;
}

export const up: Migration = async ({ context: sequelize }) => {
  const [icu] = await sequelize.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM pg_collation WHERE collname = :name',
    { replacements: { name: USERNAME_COLLATION }, type: QueryTypes.SELECT },
  );
  if (!icu?.n) {
    throw new Error(
      `Migration 0009-username-rules needs PostgreSQL built with ICU (collation "${USERNAME_COLLATION}" is missing).`,
    );
  }
  const clashes = await sequelize.query<Clash>(
    `SELECT json_agg(json_build_object('id', id, 'username', username) ORDER BY created_at, id) AS rows
     FROM users
     GROUP BY ${usernameKeySql('normalize(username, NFC)')}
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
    CREATE UNIQUE INDEX users_username_ci_idx ON users (${KEY});
    DROP INDEX users_lower_username_idx;
  `);
};

// Names normalised to NFC stay so (the same names, the same display).
export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    CREATE UNIQUE INDEX users_lower_username_idx ON users (lower(username));
    DROP INDEX users_username_ci_idx;
  `);
};
