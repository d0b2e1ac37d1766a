// The outbox in IndexedDB (raw API, two object stores): ticked sets survive a reload, a crash or
// a phone that kills the tab. One database per member, so a shared phone never sends one
// member's sets with another's session cookie.
import { memoryStore } from './memory-store';
import type { OutboxOp, OutboxSession, OutboxStore } from './types';

const OPS = 'ops';
const SESSIONS = 'sessions';

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

const committed = (tx: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onabort = tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
  });

function open(name: string): Promise<IDBDatabase> {
  const request = indexedDB.open(name, 1);
  request.onupgradeneeded = () => {
    request.result.createObjectStore(OPS, { keyPath: 'key' });
    request.result.createObjectStore(SESSIONS, { keyPath: 'clientId' });
  };
  return done(request);
}

/**
 * The outbox in IndexedDB; where the database cannot be opened (some private modes refuse it),
 * the same store in memory for this tab, so a tick is never refused.
 */
export function idbStore(userId: string): OutboxStore {
  const fallback = memoryStore();
  const db = open(`zak-coaching:training-outbox:${userId}`).catch(() => null);
  async function write(store: string, change: (s: IDBObjectStore) => void) {
    const tx = (await db)!.transaction(store, 'readwrite');
    change(tx.objectStore(store));
    await committed(tx);
  }
  async function read<T>(store: string, get: (s: IDBObjectStore) => IDBRequest) {
    return done(get((await db)!.transaction(store).objectStore(store)) as IDBRequest<T>);
  }
  const idb: OutboxStore = {
    all: () => read<OutboxOp[]>(OPS, (s) => s.getAll()),
    put: (op) => write(OPS, (s) => s.put(op)),
    remove: (key, rev) =>
      write(OPS, (s) => {
        const current = s.get(key) as IDBRequest<OutboxOp | undefined>;
        current.onsuccess = () => {
          if (current.result?.rev === rev) s.delete(key);
        };
      }),
    session: (clientId) => read<OutboxSession | undefined>(SESSIONS, (s) => s.get(clientId)),
    putSession: (session) => write(SESSIONS, (s) => s.put(session)),
  };
  const pick = async () => ((await db) ? idb : fallback);
  return {
    all: async () => (await pick()).all(),
    put: async (op) => (await pick()).put(op),
    remove: async (key, rev) => (await pick()).remove(key, rev),
    session: async (clientId) => (await pick()).session(clientId),
    putSession: async (session) => (await pick()).putSession(session),
  };
}
