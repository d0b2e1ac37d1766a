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

export async function listIaLogs(
  filters: IaLogFilters,
  page: number,
  limit: number,
): Promise<{ rows: IaLogRecord[]; total: number }> {
  const { clauses, params } = filterSql(filters);
  const where = whereOf(clauses);
  // Counting needs the joins only for the filters that use them (a million messages add up).
  const countFrom = filters.username
    ? FROM
    : filters.userId
      ? 'FROM messages m JOIN conversations c ON c.id = m.conversation_id'
      : 'FROM messages m';
  const [countRow] = await select<{ total: string }>(
    `SELECT count(*) AS total ${countFrom} ${where}`,
    params,
  );
  const rows = await select<IaLogRecord>(
    `SELECT ${COLUMNS} ${FROM} ${where} ORDER BY m.created_at DESC, m.id DESC
     LIMIT $limit OFFSET $offset`,
    { ...params, limit, offset: (page - 1) * limit },
  );
  return { rows, total: Number(countRow?.total ?? 0) };
}

/** Export columns, in order: id, createdAt, username, conversationTitle, type, tokens, content. */
export type IaLogRow = [string, Date, string, string, string, number, string];

/**
 * Every matching log entry as column arrays, newest first, in keyset batches: constant memory at a
 * million rows, and no per-row object building (the export writes them straight to CSV).
 */
export async function* streamIaLogRows(
  filters: IaLogFilters,
  batch = 5000,
): AsyncGenerator<IaLogRow[]> {
  let after: { createdAt: Date; id: string } | null = null;
  for (;;) {
    const { clauses, params } = filterSql(filters);
    if (after) {
      clauses.push('(m.created_at, m.id) < ($afterAt, $afterId)');
      params.afterAt = after.createdAt;
      params.afterId = after.id;
    }
    const rows = (await selectArrays(
      `SELECT m.id, m.created_at, u.username, c.title, m.type, m.tokens, m.content
       ${FROM} ${whereOf(clauses)}
       ORDER BY m.created_at DESC, m.id DESC LIMIT $batch`,
      { ...params, batch },
    )) as IaLogRow[];
    if (rows.length) yield rows;
    const last = rows.at(-1);
    if (rows.length < batch || !last) return;
    after = { createdAt: last[1], id: last[0] };
  }
}
