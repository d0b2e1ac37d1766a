export { Outbox, SESSIONS_PATH } from './outbox';
export {
  OutboxProvider,
  RETRY_INTERVAL_MS,
  useOutbox,
  usePendingSets,
  useRefusedSets,
} from './outbox-provider';
export { memoryStore } from './memory-store';
export type { OutboxOp, OutboxRefusal, OutboxSession, OutboxStore, RefusedSet } from './types';
