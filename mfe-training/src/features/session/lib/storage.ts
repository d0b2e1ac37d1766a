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

/** The rest countdown's end, so leaving the screen (an exercise's page) and coming back keeps it. */
const restKeyOf = (userId: string) => `${STORAGE_PREFIX}training-rest:${userId}`;

export function readRest(userId: string, now = Date.now()): { endsAt: number } | null {
  const endsAt = Number(readStorage(restKeyOf(userId)));
  return Number.isFinite(endsAt) && endsAt > now ? { endsAt } : null;
}

export function writeRest(userId: string, rest: { endsAt: number } | null) {
  if (rest) writeStorage(restKeyOf(userId), String(rest.endsAt));
  else removeStorage(restKeyOf(userId));
}
