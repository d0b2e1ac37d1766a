import type { Readable } from 'node:stream';
import { copyCsv, select, selectArrays, selectPrepared } from '../../platform/db/query';
import { CSV_DATE_SQL, sqlFormulaSafe } from '../../platform/csv';
import { usernameKeySql } from '../../platform/text-policy';

export interface AiLogFilters {
  userId?: string;
  username?: string;
  from?: Date;
  to?: Date;
}

export interface AiLogRecord {
  id: string;
  createdAt: Date;
  userId: string;
  username: string;
  conversationId: string;
  conversationTitle: string;
  type: 'user' | 'ai';
  tokens: number;
  content: string;
  /** Set when the member's edit or regenerate replaced it: kept here as the record of the AI. */
  replacedAt: Date | null;
}

const FROM = `FROM messages m
  JOIN conversations c ON c.id = m.conversation_id
  JOIN users u ON u.id = c.user_id`;

const COLUMNS = `m.id, m.created_at AS "createdAt", u.id AS "userId", u.username,
  c.id AS "conversationId", c.title AS "conversationTitle", m.type, m.tokens, m.content,
  m.replaced_at AS "replacedAt"`;

function filterSql(f: AiLogFilters): { clauses: string[]; params: Record<string, unknown> } {
  const clauses: string[] = [];
  const params: Record<string, unknown> = {};
  if (f.userId) {
    clauses.push('c.user_id = $userId');
    params.userId = f.userId;
  }
  if (f.username) {
    clauses.push(`${usernameKeySql('u.username')} = ${usernameKeySql('$username::text')}`);
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

/**
 * The unfiltered list, through the per-day counters (migration 0005): the exact total, and where
 * the page starts. Row `offset` (newest first) lies in the oldest day whose newer days hold at
 * most `offset` messages, so the index scan starts at that day's end and skips within that day
 * only, instead of walking `offset` index entries from the newest message (page 1,000 skipped
 * 49,950 entries, each checked in the table when the newest pages are not yet all-visible).
 */
async function listAllAiLogs(
  offset: number,
  limit: number,
): Promise<{ rows: AiLogRecord[]; total: number }> {
  const [start] = await selectPrepared<{ total: string; before: Date | null; skip: string | null }>(
    'ia_logs_start',
    `WITH days AS (
       SELECT day, sum(messages) AS n FROM daily_stats GROUP BY day HAVING sum(messages) > 0
     ),
     placed AS (SELECT day, sum(n) OVER (ORDER BY day DESC) - n AS newer FROM days),
     start AS (
       SELECT ((day + 1)::timestamp AT TIME ZONE 'UTC') AS before, $offset::bigint - newer AS skip
       FROM placed WHERE newer <= $offset::bigint ORDER BY day LIMIT 1
     )
     SELECT (SELECT coalesce(sum(n), 0) FROM days) AS total,
       (SELECT before FROM start) AS before, (SELECT skip FROM start) AS skip`,
    { offset },
  );
  const total = Number(start?.total ?? 0);
  if (!start?.before || start.skip === null) return { rows: [], total };
  // Unnamed: planned with this call's bound and skip (a generic plan walks the whole table).
  const rows = await selectPrepared<AiLogRecord>(
    null,
    `SELECT ${COLUMNS} FROM (
       SELECT m.id FROM messages m WHERE m.created_at < $before
       ORDER BY m.created_at DESC, m.id DESC LIMIT $limit OFFSET $skip
     ) p
     JOIN messages m ON m.id = p.id
     JOIN conversations c ON c.id = m.conversation_id
     JOIN users u ON u.id = c.user_id
     ORDER BY m.created_at DESC, m.id DESC`,
    { before: start.before, limit, skip: Number(start.skip) },
  );
  return { rows, total };
}

export async function findAiLogs(
  filters: AiLogFilters,
  page: number,
  limit: number,
): Promise<{ rows: AiLogRecord[]; total: number }> {
  const { clauses, params } = filterSql(filters);
  if (clauses.length === 0) return listAllAiLogs((page - 1) * limit, limit);
  const where = whereOf(clauses);
  // Counting and paging need the joins only for the filters that use them.
  const narrowFrom = filters.username
    ? FROM
    : filters.userId
      ? 'FROM messages m JOIN conversations c ON c.id = m.conversation_id'
      : 'FROM messages m';
  const [count] = await select<{ total: string }>(
    `SELECT count(*) AS total ${narrowFrom} ${where}`,
    params,
  );
  // Deferred join: the OFFSET walks the (created_at, id) index alone, and only the page's rows
  // are joined to their conversation and user.
  const rows = await select<AiLogRecord>(
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
  return { rows, total: Number(count?.total ?? 0) };
}

/**
 * Export columns, in order: id, createdAt (ISO 8601 UTC text, made by PostgreSQL: no Date parsing
 * and formatting per row), username, conversationTitle, type, tokens, replacedAt (the same text,
 * null unless the member's edit or regenerate replaced the message), content.
 */
export type AiLogRow = [string, string, string, string, string, number, string | null, string];

/**
 * Every matching log entry as column arrays, newest first, in keyset batches: constant memory at a
 * million rows, and no per-row object building (the export writes them straight to CSV). The next
 * batch is already being fetched while the caller writes the current one.
 */
export async function* streamAiLogRows(
  filters: AiLogFilters,
  batch = 5000,
): AsyncGenerator<AiLogRow[]> {
  const fetchAfter = (after: AiLogRow | null): Promise<AiLogRow[]> => {
    const { clauses, params } = filterSql(filters);
    if (after) {
      clauses.push('(m.created_at, m.id) < ($afterAt::timestamptz, $afterId)');
      params.afterAt = after[1];
      params.afterId = after[0];
    }
    return selectArrays(
      `SELECT m.id,
         to_char(m.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
         u.username, c.title, m.type, m.tokens,
         to_char(m.replaced_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), m.content
       ${FROM} ${whereOf(clauses)}
       ORDER BY m.created_at DESC, m.id DESC LIMIT $batch`,
      { ...params, batch },
    ) as Promise<AiLogRow[]>;
  };
  let next: Promise<AiLogRow[]> | null = fetchAfter(null);
  while (next) {
    const rows: AiLogRow[] = await next;
    const last = rows.at(-1);
    next = rows.length === batch && last ? fetchAfter(last) : null;
    // A failed prefetch is reported by the await above on the next turn, not as unhandled.
    next?.catch(() => {});
    if (rows.length) yield rows;
  }
}

/**
 * Every matching log entry as CSV records made by PostgreSQL (COPY), newest first, in the export's
 * columns (see AiLogRow), the date as csvDate writes it in `lang`, text cells formula-neutralised
 * like csvCell; records end with LF.
 * The filters reach the query as transaction settings (COPY takes no bind parameters).
 */
export function copyAiLogsCsv(filters: AiLogFilters, lang: 'fr' | 'en'): Promise<Readable> {
  const clauses: string[] = [];
  const settings: Record<string, string> = {};
  if (filters.userId) {
    clauses.push("c.user_id = current_setting('zak.export_user_id')::uuid");
    settings['zak.export_user_id'] = filters.userId;
  }
  if (filters.username) {
    clauses.push(
      `${usernameKeySql('u.username')} = ${usernameKeySql("current_setting('zak.export_username')")}`,
    );
    settings['zak.export_username'] = filters.username;
  }
  if (filters.from) {
    clauses.push("m.created_at >= current_setting('zak.export_from')::timestamptz");
    settings['zak.export_from'] = filters.from.toISOString();
  }
  if (filters.to) {
    clauses.push("m.created_at <= current_setting('zak.export_to')::timestamptz");
    settings['zak.export_to'] = filters.to.toISOString();
  }
  return copyCsv(
    `SELECT m.id, to_char(m.created_at AT TIME ZONE 'UTC', '${CSV_DATE_SQL[lang]}'),
       ${sqlFormulaSafe('u.username')}, ${sqlFormulaSafe('c.title')}, ${sqlFormulaSafe('m.type')},
       m.tokens, to_char(m.replaced_at AT TIME ZONE 'UTC', '${CSV_DATE_SQL[lang]}'),
       ${sqlFormulaSafe('m.content')}
     ${FROM} ${whereOf(clauses)}
     ORDER BY m.created_at DESC, m.id DESC`,
    settings,
  );
}
