import { select } from '../../platform/db/query';

export interface UsageTotals {
  totalMessages: number;
  totalTokens: number;
  activeUsers: number;
}

/**
 * Message and token totals from the per-day counters (migration 0005), and the active users: the
 * distinct owners of conversations whose last user message is recent (migration 0006). Both are
 * kept by triggers in the same transaction as every write, so exact; the two small queries run
 * side by side on two pooled connections.
 */
export async function usageTotals(activeSince: Date): Promise<UsageTotals> {
  const [[totals], [active]] = await Promise.all([
    select<{ totalMessages: string; totalTokens: string }>(
      `SELECT coalesce(sum(messages), 0) AS "totalMessages",
         coalesce(sum(tokens), 0) AS "totalTokens"
       FROM daily_stats`,
    ),
    select<{ activeUsers: string }>(
      `SELECT count(DISTINCT user_id) AS "activeUsers" FROM conversations
       WHERE last_user_message_at >= $activeSince`,
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

/**
 * One row per UTC day of the last `days` days (today included), days without activity at 0,
 * from the per-day counters (at most 16 rows a day), not from the messages themselves.
 */
export async function dailyStats(days: number): Promise<DailyRow[]> {
  return select<DailyRow>(
    `WITH d AS (
       SELECT generate_series(
         (now() AT TIME ZONE 'UTC')::date - ($days::int - 1),
         (now() AT TIME ZONE 'UTC')::date,
         interval '1 day')::date AS day
     ),
     s AS (
       SELECT day, sum(messages) AS messages, sum(tokens) AS tokens,
         sum(registrations) AS registrations
       FROM daily_stats
       WHERE day >= (now() AT TIME ZONE 'UTC')::date - ($days::int - 1)
       GROUP BY day
     )
     SELECT to_char(d.day, 'YYYY-MM-DD') AS date,
       coalesce(s.messages, 0)::int AS messages,
       coalesce(s.tokens, 0)::float8 AS tokens,
       coalesce(s.registrations, 0)::int AS registrations
     FROM d LEFT JOIN s ON s.day = d.day
     ORDER BY d.day`,
    { days },
  );
}
