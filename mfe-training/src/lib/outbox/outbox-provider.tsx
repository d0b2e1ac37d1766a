import { createContext, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { idbStore } from './idb-store';
import { memoryStore } from './memory-store';
import { Outbox } from './outbox';
import type { OutboxStore, RefusedSet } from './types';

/** How often waiting writes are tried again while the page is open (and on `online`). */
export const RETRY_INTERVAL_MS = 30_000;

const OutboxContext = createContext<Outbox | null>(null);

const defaultStore = (userId: string) =>
  typeof indexedDB === 'undefined' ? memoryStore() : idbStore(userId);

/** One outbox per signed-in member, flushed at mount, when the browser is back online and on an interval. */
export function OutboxProvider({
  userId,
  store,
  children,
}: {
  userId: string;
  store?: OutboxStore;
  children: ReactNode;
}) {
  const [outbox] = useState(() => new Outbox(store ?? defaultStore(userId)));
  useEffect(() => {
    const flush = () => void outbox.flush();
    flush();
    window.addEventListener('online', flush);
    const timer = window.setInterval(flush, RETRY_INTERVAL_MS);
    return () => {
      window.removeEventListener('online', flush);
      window.clearInterval(timer);
    };
  }, [outbox]);
  return <OutboxContext.Provider value={outbox}>{children}</OutboxContext.Provider>;
}

export function useOutbox(): Outbox {
  const outbox = useContext(OutboxContext);
  if (!outbox) throw new Error('useOutbox outside OutboxProvider');
  return outbox;
}

/** How many sets wait to be sent (re-renders only its reader when the number changes). */
export function usePendingSets(): number {
  const outbox = useOutbox();
  return useSyncExternalStore(
    (listener) => outbox.subscribe(listener),
    () => outbox.pending.filter((op) => op.kind !== 'finish').length,
  );
}

/** The sets the API refused for good (re-renders its reader when they change). */
export function useRefusedSets(): readonly RefusedSet[] {
  const outbox = useOutbox();
  return useSyncExternalStore(
    (listener) => outbox.subscribe(listener),
    () => outbox.refused,
  );
}
