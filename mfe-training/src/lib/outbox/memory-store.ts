import type { OutboxOp, OutboxSession, OutboxStore } from './types';

/** The outbox in memory: where IndexedDB is missing (tests, some private modes), for this tab. */
export function memoryStore(): OutboxStore {
  const ops = new Map<string, OutboxOp>();
  const sessions = new Map<string, OutboxSession>();
  return {
    all: () => Promise.resolve([...ops.values()]),
    put: (op) => {
      ops.set(op.key, op);
      return Promise.resolve();
    },
    remove: (key, rev) => {
      if (ops.get(key)?.rev === rev) ops.delete(key);
      return Promise.resolve();
    },
    session: (clientId) => Promise.resolve(sessions.get(clientId)),
    putSession: (session) => {
      sessions.set(session.clientId, session);
      return Promise.resolve();
    },
  };
}
