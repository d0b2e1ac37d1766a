import { readStorage, removeStorage, STORAGE_PREFIX, writeStorage } from 'shared-ui';
import type { SessionDraft } from '../types';

/** The session being logged, per member (a shared phone keeps each member's apart). */
const keyOf = (userId: string) => `${STORAGE_PREFIX}training-session:${userId}`;

export function readDraft(userId: string): SessionDraft | null {
  const raw = readStorage(keyOf(userId));
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as SessionDraft;
    return typeof draft.clientId === 'string' && Array.isArray(draft.exercises) ? draft : null;
  } catch {
    return null;
  }
}

export const writeDraft = (userId: string, draft: SessionDraft) =>
  writeStorage(keyOf(userId), JSON.stringify(draft));

export const clearDraft = (userId: string) => removeStorage(keyOf(userId));
