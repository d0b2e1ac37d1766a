import { select } from '../db/query';

export interface UsageTotals {
  totalMessages: number;
  totalTokens: number;
  activeUsers: number;
}

/**
 * Totals over every message in one scan (count and sum together), and the active users counted
 * from the distinct conversations with a recent user message (hash aggregates rather than sorting
 * every matching row); the two queries run side by side on two pooled connections.
 */
export async function usageTotals(activeSince: Date): Promise<UsageTotals> {
  const [[totals], [active]] = await Promise.all([
    select<{ totalMessages: string; totalTokens: string }>(
      `SELECT count(*) AS "totalMessages", coalesce(sum(tokens), 0) AS "totalTokens"
       FROM messages`,
    ),
    select<{ activeUsers: string }>(
      `SELECT count(*) AS "activeUsers" FROM (
         SELECT DISTINCT c.user_id FROM conversations c
         WHERE c.id IN (
           SELECT DISTINCT m.conversation_id FROM messages m
           WHERE m.type = 'user' AND m.created_at >= $activeSince)
       ) a`,
      { activeSince },
    ),
  ]);
  return {
    totalMessages: Number(totals?.totalMessages ?? 0),
    totalTokens: Number(totals?.totalTokens ?? 0),
    activeUsers: Number(active?.activeUsers ?? 0),
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
