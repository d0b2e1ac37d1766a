import { select, selectArrays } from '../db/query';

export interface IaLogFilters {
  userId?: string;
  username?: string;
  from?: Date;
  to?: Date;
}

export interface IaLogRecord {
  id: string;
  createdAt: Date;
  userId: string;
  username: string;
  conversationId: string;
  conversationTitle: string;
  type: 'user' | 'ai';
  tokens: number;
  content: string;
}

const FROM = `FROM messages m
  JOIN conversations c ON c.id = m.conversation_id
  JOIN users u ON u.id = c.user_id`;

const COLUMNS = `m.id, m.created_at AS "createdAt", u.id AS "userId", u.username,
  c.id AS "conversationId", c.title AS "conversationTitle", m.type, m.tokens, m.content`;

function filterSql(f: IaLogFilters): { clauses: string[]; params: Record<string, unknown> } {
  const clauses: string[] = [];
  const params: Record<string, unknown> = {};
  if (f.userId) {
    clauses.push('c.user_id = $userId');
    params.userId = f.userId;
  }
  if (f.username) {
    clauses.push('lower(u.username) = lower($username)');
    params.username = f.username;
  }
  if (f.from) {
    clauses.push('m.created_at >= $from');
    params.from = f.from;
  }
  if (f.to) {
    clauses.push('m.created_at <= $to');
    params.to = f.to;
  }
  return { clauses, params };
}

const whereOf = (clauses: string[]) => (clauses.length ? `WHERE ${clauses.join(' AND ')}` : '');

/** Above this many messages (planner estimate), the unfiltered list totals from the estimate. */
export const EXACT_COUNT_LIMIT = 100_000;

/**
 * The number of messages: PostgreSQL's own estimate (pg_class.reltuples, kept by autovacuum and
 * ANALYZE) when it is large, where counting a million rows on every page view cost most of the
 * request; an exact count when the table is small or has never been analysed.
 */
async function countAllMessages(): Promise<number> {
  const [estimate] = await select<{ rows: number }>(
    "SELECT reltuples::float8 AS rows FROM pg_class WHERE oid = 'messages'::regclass",
  );
  const rows = Number(estimate?.rows ?? -1);
  if (rows >= EXACT_COUNT_LIMIT) return Math.round(rows);
  const [exact] = await select<{ total: string }>('SELECT count(*) AS total FROM messages');
  return Number(exact?.total ?? 0);
}

export async function listIaLogs(
  filters: IaLogFilters,
  page: number,
  limit: number,
): Promise<{ rows: IaLogRecord[]; total: number }> {
  const { clauses, params } = filterSql(filters);
  const where = whereOf(clauses);
  // Counting and paging need the joins only for the filters that use them.
  const narrowFrom = filters.username
    ? FROM
    : filters.userId
      ? 'FROM messages m JOIN conversations c ON c.id = m.conversation_id'
      : 'FROM messages m';
  const unfiltered = clauses.length === 0;
  const total = unfiltered
    ? await countAllMessages()
    : Number(
        (
          await select<{ total: string }>(`SELECT count(*) AS total ${narrowFrom} ${where}`, params)
        )[0]?.total ?? 0,
      );
  // Deferred join: the OFFSET walks the (created_at, id) index alone, and only the page's rows
  // are joined to their conversation and user.
  const rows = await select<IaLogRecord>(
    `SELECT ${COLUMNS} FROM (
       SELECT m.id ${narrowFrom} ${where} ORDER BY m.created_at DESC, m.id DESC
       LIMIT $limit OFFSET $offset
     ) p
     JOIN messages m ON m.id = p.id
     JOIN conversations c ON c.id = m.conversation_id
     JOIN users u ON u.id = c.user_id
     ORDER BY m.created_at DESC, m.id DESC`,
    { ...params, limit, offset: (page - 1) * limit },
  );
  return { rows, total };
}

/**
 * Export columns, in order: id, createdAt (ISO 8601 UTC text, made by PostgreSQL: no Date parsing
 * and formatting per row), username, conversationTitle, type, tokens, content.
 */
export type IaLogRow = [string, string, string, string, string, number, string];

/**
 * Every matching log entry as column arrays, newest first, in keyset batches: constant memory at a
 * million rows, and no per-row object building (the export writes them straight to CSV). The next
 * batch is already being fetched while the caller writes the current one.
 */
export async function* streamIaLogRows(
  filters: IaLogFilters,
  batch = 5000,
): AsyncGenerator<IaLogRow[]> {
  const fetchAfter = (after: IaLogRow | null): Promise<IaLogRow[]> => {
    const { clauses, params } = filterSql(filters);
    if (after) {
      clauses.push('(m.created_at, m.id) < ($afterAt::timestamptz, $afterId)');
      params.afterAt = after[1];
      params.afterId = after[0];
    }
    return selectArrays(
      `SELECT m.id,
         to_char(m.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
         u.username, c.title, m.type, m.tokens, m.content
       ${FROM} ${whereOf(clauses)}
       ORDER BY m.created_at DESC, m.id DESC LIMIT $batch`,
      { ...params, batch },
    ) as Promise<IaLogRow[]>;
  };
  let next: Promise<IaLogRow[]> | null = fetchAfter(null);
  while (next) {
    const rows: IaLogRow[] = await next;
    const last = rows.at(-1);
    next = rows.length === batch && last ? fetchAfter(last) : null;
    // A failed prefetch is reported by the await above on the next turn, not as unhandled.
    next?.catch(() => {});
    if (rows.length) yield rows;
  }
}
