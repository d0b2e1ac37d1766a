// The outbox in IndexedDB (raw API, two object stores): ticked sets survive a reload, a crash or
// a phone that kills the tab. One database per member, so a shared phone never sends one
// member's sets with another's session cookie.
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

export function idbStore(userId: string): OutboxStore {
  const db = open(`zak-coaching:training-outbox:${userId}`);
  async function write(store: string, change: (s: IDBObjectStore) => void) {
    const tx = (await db).transaction(store, 'readwrite');
    change(tx.objectStore(store));
    await committed(tx);
  }
  return {
    all: async () =>
      done((await db).transaction(OPS).objectStore(OPS).getAll() as IDBRequest<OutboxOp[]>),
    put: (op) => write(OPS, (s) => s.put(op)),
    remove: (key, rev) =>
      write(OPS, (s) => {
        const read = s.get(key) as IDBRequest<OutboxOp | undefined>;
        read.onsuccess = () => {
          if (read.result?.rev === rev) s.delete(key);
        };
      }),
    session: async (clientId) =>
      done(
        (await db).transaction(SESSIONS).objectStore(SESSIONS).get(clientId) as IDBRequest<
          OutboxSession | undefined
        >,
      ),
    putSession: (session) => write(SESSIONS, (s) => s.put(session)),
  };
}
