import { select } from '../db/query';

export interface UsageTotals {
  totalMessages: number;
  totalTokens: number;
  activeUsers: number;
}

export async function usageTotals(activeSince: Date): Promise<UsageTotals> {
  const [row] = await select<{ totalMessages: string; totalTokens: string; activeUsers: string }>(
    `SELECT
       (SELECT count(*) FROM messages) AS "totalMessages",
       (SELECT coalesce(sum(tokens), 0) FROM messages) AS "totalTokens",
       (SELECT count(DISTINCT c.user_id) FROM messages m
          JOIN conversations c ON c.id = m.conversation_id
          WHERE m.type = 'user' AND m.created_at >= $activeSince) AS "activeUsers"`,
    { activeSince },
  );
  return {
    totalMessages: Number(row?.totalMessages ?? 0),
    totalTokens: Number(row?.totalTokens ?? 0),
    activeUsers: Number(row?.activeUsers ?? 0),
  };
}

export interface DailyRow {
  date: string;
  messages: number;
  tokens: number;
  registrations: number;
}

/** One row per UTC day of the last `days` days (today included), days without activity at 0. */
export async function dailyStats(days: number): Promise<DailyRow[]> {
  return select<DailyRow>(
    `WITH d AS (
       SELECT generate_series(
         (now() AT TIME ZONE 'UTC')::date - ($days::int - 1),
         (now() AT TIME ZONE 'UTC')::date,
         interval '1 day')::date AS day
     ),
     m AS (
       SELECT (created_at AT TIME ZONE 'UTC')::date AS day, count(*) AS messages,
         coalesce(sum(tokens), 0) AS tokens
       FROM messages
       WHERE created_at >= ((now() AT TIME ZONE 'UTC')::date - ($days::int - 1)) AT TIME ZONE 'UTC'
       GROUP BY 1
     ),
     r AS (
       SELECT (created_at AT TIME ZONE 'UTC')::date AS day, count(*) AS registrations
       FROM users
       WHERE created_at >= ((now() AT TIME ZONE 'UTC')::date - ($days::int - 1)) AT TIME ZONE 'UTC'
       GROUP BY 1
     )
     SELECT to_char(d.day, 'YYYY-MM-DD') AS date,
       coalesce(m.messages, 0)::int AS messages,
       coalesce(m.tokens, 0)::bigint::float8 AS tokens,
       coalesce(r.registrations, 0)::int AS registrations
     FROM d LEFT JOIN m ON m.day = d.day LEFT JOIN r ON r.day = d.day
     ORDER BY d.day`,
    { days },
  );
}
