import { Client } from 'pg';
import type { Logger } from '../logger';
import { reconnectDelay } from './stores';

/** The channel of migration 0008's triggers: the payload is a user id, or '*' for everyone. */
export const CONVERSATION_CHANNEL = 'conversation_lists';

/** null = every user (a TRUNCATE, or a gap in what this replica heard). */
export type ConversationChange = (userId: string | null) => void;

/**
 * What a replica hears of changes to conversation lists made by anyone, SQL included. A replica
 * may answer a list from its cache only while `listening`: then any change committed to the
 * database is announced to `onChange` within milliseconds.
 */
export interface ConversationFeed {
  readonly listening: boolean;
  onChange(listener: ConversationChange): () => void;
  close(): Promise<void>;
}

function listeners() {
  const set = new Set<ConversationChange>();
  return {
    add(listener: ConversationChange) {
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    },
    emit(userId: string | null) {
      for (const listener of set) listener(userId);
    },
  };
}

/**
 * LISTEN on a connection of its own (outside the pool: a pooled connection is shared and closed
 * when idle). When it is lost (PostgreSQL restarted, network cut, backend terminated), listeners
 * are told everything changed, `listening` is false until LISTEN succeeds again on a new
 * connection (retried with backoff), and they are told once more then: whatever was cached
 * meanwhile may have missed a notification. A connection that goes silent without closing (a
 * network partition sends no reset) is caught by a heartbeat: a `SELECT 1` every `heartbeatMs`,
 * the connection counted as lost when the previous one is still unanswered (so within two beats).
 */
export function listenForConversationChanges(
  url: string,
  logger: Logger,
  { heartbeatMs = 5000 }: { heartbeatMs?: number } = {},
): ConversationFeed {
  const subscribers = listeners();
  let client: Client | undefined;
  let listening = false;
  let closed = false;
  let retries = 0;
  let timer: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let lastWarning = 0;

  const lost = (lostClient: Client, err?: unknown) => {
    if (client !== lostClient) return;
    client = undefined;
    listening = false;
    clearInterval(heartbeat);
    subscribers.emit(null);
    lostClient.removeAllListeners('notification');
    lostClient.end().catch(() => undefined);
    if (closed) return;
    if (Date.now() - lastWarning > 10_000) {
      logger.warn({ err }, 'conversation list notifications lost: lists read from the database');
      lastWarning = Date.now();
    }
    timer = setTimeout(connect, reconnectDelay(retries));
    retries += 1;
  };

  async function connect(): Promise<void> {
    timer = undefined;
    if (closed) return;
    const next = new Client({
      connectionString: url,
      keepAlive: true,
      connectionTimeoutMillis: 3000,
      application_name: 'zak-conversation-feed',
    });
    client = next;
    next.on('notification', (message) => {
      if (message.channel !== CONVERSATION_CHANNEL) return;
      subscribers.emit(!message.payload || message.payload === '*' ? null : message.payload);
    });
    next.on('error', (err) => lost(next, err));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${CONVERSATION_CHANNEL}`);
    } catch (err) {
      lost(next, err);
      return;
    }
    if (client !== next) return;
    let unanswered = false;
    heartbeat = setInterval(() => {
      if (unanswered) return lost(next, new Error('heartbeat unanswered'));
      unanswered = true;
      next.query('SELECT 1').then(
        () => (unanswered = false),
        (err: unknown) => lost(next, err),
      );
    }, heartbeatMs);
    heartbeat.unref();
    subscribers.emit(null);
    listening = true;
    if (retries > 0) logger.info('conversation list notifications back');
    retries = 0;
  }

  void connect();
  return {
    get listening() {
      return listening;
    },
    onChange: subscribers.add,
    async close() {
      closed = true;
      listening = false;
      clearTimeout(timer);
      clearInterval(heartbeat);
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}

/**
 * Embedded mode: PGlite is one session owned by this process and reachable from it alone, so no
 * write can come from elsewhere; the API's own writes replace the in-memory versions
 * (platform/db/conversation-version). PGlite's listen() does not hear statements sent through
 * pglite-socket either (checked), so there is nothing more to hear: always listening.
 */
export function localConversationFeed(): ConversationFeed {
  const subscribers = listeners();
  return { listening: true, onChange: subscribers.add, close: async () => undefined };
}
