export { Outbox, SESSIONS_PATH } from './outbox';
export { OutboxProvider, RETRY_INTERVAL_MS, useOutbox, usePendingSets } from './outbox-provider';
export { memoryStore } from './memory-store';
export type { OutboxOp, OutboxSession, OutboxStore } from './types';
