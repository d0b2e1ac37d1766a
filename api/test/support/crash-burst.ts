// What the SIGKILL tests share (embedded and PostgreSQL): a member's burst of writes through the
// API with the server killed in its middle, and what must hold after the restart.
import { Client } from 'pg';
import request from 'supertest';
import type { Running } from '../embedded/boot';

export const BURST_PASSWORD = 'never-lose-a-rep';

/** A member signed in on server, with one conversation for the burst's messages. */
export async function memberWithConversation(
  url: string,
  username: string,
): Promise<{ agent: request.Agent; conversationId: string }> {
  const agent = request.agent(url);
  const registered = await agent
    .post('/api/auth/register')
    .send({ username, password: BURST_PASSWORD });
  if (registered.status !== 201) throw new Error(`register: ${registered.status}`);
  const signedIn = await agent.post('/api/auth/login').send({ username, password: BURST_PASSWORD });
  if (signedIn.status !== 200) throw new Error(`login: ${signedIn.status}`);
  const conversation = await agent.post('/api/conversations').send({
    title: 'Rafale',
    firstMessage: { role: 'user', content: 'avant la rafale' },
  });
  if (conversation.status !== 201) throw new Error(`conversation: ${conversation.status}`);
  return { agent, conversationId: (conversation.body as { id: string }).id };
}

/**
 * Posts `total` messages (`burst-<i>`), `parallel` in flight at a time, and SIGKILLs the server
 * once `killAfter` of them have been answered: the others are in flight or not sent yet. Returns
 * the contents answered 201 before the kill; every other request failed (no answer).
 */
export async function burstThenKill(
  server: Running,
  agent: request.Agent,
  conversationId: string,
  { total, killAfter, parallel }: { total: number; killAfter: number; parallel: number },
): Promise<{ answered: string[]; unanswered: number }> {
  const answered: string[] = [];
  let unanswered = 0;
  let next = 0;
  let killing: Promise<void> | undefined;
  const worker = async () => {
    while (next < total && !killing) {
      const content = `burst-${next++}`;
      try {
        const res = await agent
          .post('/api/messages')
          .send({ conversationId, type: 'user', content });
        if (res.status !== 201) throw new Error(`${content}: ${res.status} ${res.text}`);
        if (!killing) answered.push(content);
        else unanswered++; // answered after the kill was sent: not counted as answered before it
      } catch (error) {
        if (!killing) throw error;
        unanswered++;
      }
      if (answered.length >= killAfter && !killing) killing = server.kill();
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  await killing;
  return { answered, unanswered };
}

/**
 * After the restart, through SQL: each burst message's count, the conversation's message counter
 * against its rows, and a full read of every table (any damaged page or index fails it).
 */
export async function afterCrash(
  databaseUrl: string,
  conversationId: string,
): Promise<{ counts: Map<string, number>; counter: number; rows: number; tables: string[] }> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const burst = await client.query<{ content: string; n: string }>(
      `SELECT content, count(*) AS n FROM messages
        WHERE conversation_id = $1 AND content LIKE 'burst-%' GROUP BY content`,
      [conversationId],
    );
    const conversation = await client.query<{ message_count: number; n: string }>(
      `SELECT c.message_count, (SELECT count(*) FROM messages m WHERE m.conversation_id = c.id) AS n
         FROM conversations c WHERE c.id = $1`,
      [conversationId],
    );
    const tables = await client.query<{ tablename: string }>(
      "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
    );
    for (const { tablename } of tables.rows) {
      // Every row and column read and turned to text: a damaged page or value fails the query.
      await client.query(`SELECT md5(string_agg(t::text, '|')) FROM public."${tablename}" t`);
    }
    return {
      counts: new Map(burst.rows.map((r) => [r.content, Number(r.n)])),
      counter: conversation.rows[0]?.message_count ?? -1,
      rows: Number(conversation.rows[0]?.n ?? -1),
      tables: tables.rows.map((r) => r.tablename),
    };
  } finally {
    await client.end();
  }
}
