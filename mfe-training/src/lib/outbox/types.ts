import type { LoggedSetInput } from '@zak/contract';

/** A write waiting to reach the API; `key` is unique per target, so a later write replaces it. */
export type OutboxOp =
  | {
      kind: 'set';
      key: string;
      session: string;
      rev: number;
      set: LoggedSetInput;
      /** Set when the API refused it for good: kept for the member to copy or discard, not sent. */
      refused?: OutboxRefusal;
    }
  | { kind: 'unset'; key: string; session: string; rev: number }
  | {
      kind: 'finish';
      key: string;
      session: string;
      rev: number;
      finishedAt: string;
      notes: string;
    };

/** Why the API refused a set for good (409: its id is in another session; 400: e.g. its exercise
 * was deleted), in the API's words. */
export interface OutboxRefusal {
  status: number;
  message: string;
  /** When it was refused, ISO 8601. */
  at: string;
}

/** A set the API refused for good. */
export type RefusedSet = Extract<OutboxOp, { kind: 'set' }> & { refused: OutboxRefusal };

/** What the outbox needs to know of a session to create it on the API (idempotent by clientId). */
export interface OutboxSession {
  clientId: string;
  /** The API's id, once it answered; null for a session started offline. */
  serverId: string | null;
  routineId: string | null;
  dayIndex: number | null;
  startedAt: string;
}

/** Where the outbox keeps its writes: IndexedDB in the browser, a Map in tests without it. */
export interface OutboxStore {
  all(): Promise<OutboxOp[]>;
  put(op: OutboxOp): Promise<void>;
  /** Removes the op only while it is still revision `rev` (a newer write of it stays). */
  remove(key: string, rev: number): Promise<void>;
  session(clientId: string): Promise<OutboxSession | undefined>;
  putSession(session: OutboxSession): Promise<void>;
}
