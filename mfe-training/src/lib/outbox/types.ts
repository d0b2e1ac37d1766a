import type { LoggedSetInput } from '@zak/contract';

/** A write waiting to reach the API; `key` is unique per target, so a later write replaces it. */
export type OutboxOp =
  | { kind: 'set'; key: string; session: string; rev: number; set: LoggedSetInput }
  | { kind: 'unset'; key: string; session: string; rev: number }
  | {
      kind: 'finish';
      key: string;
      session: string;
      rev: number;
      finishedAt: string;
      notes: string;
    };

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
