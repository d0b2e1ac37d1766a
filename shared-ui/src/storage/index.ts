// Browser storage keys of the product (language, legacy history, active conversation, user), all
// under one prefix, except the admin dark-mode key whose name the spec fixes (admin-dark-mode).
export const STORAGE_PREFIX = 'zak-coaching:';

export const STORAGE_KEYS = {
  /** 'fr' | 'en' */
  language: `${STORAGE_PREFIX}lang`,
  /** Legacy chat history: [{ id, messages: [{ role, content, ts }] }] */
  legacyHistory: `${STORAGE_PREFIX}chat-history`,
  /** Id of the conversation open in the chat. */
  activeConversation: `${STORAGE_PREFIX}active-conversation`,
  /** Last known user (display only; the session cookie is the authority). */
  user: `${STORAGE_PREFIX}user`,
  /** 'true' | 'false', name fixed by the spec. */
  adminDarkMode: 'admin-dark-mode',
} as const;

/** Keys that belong to a session and are removed on logout (history, conversation, user). */
const SESSION_KEYS = [
  STORAGE_KEYS.legacyHistory,
  STORAGE_KEYS.activeConversation,
  STORAGE_KEYS.user,
];

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled (privacy mode): behave as empty
  }
}

export function readStorage(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // quota or disabled storage: the preference just does not persist
  }
}

export function removeStorage(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // ignore
  }
}

/**
 * Logout clean-up: removes the session keys (history, active conversation, user) from local and
 * session storage. The language and the admin dark-mode preferences are kept.
 */
export function clearProductStorage(): void {
  for (const key of SESSION_KEYS) {
    removeStorage(key);
    try {
      window.sessionStorage?.removeItem(key);
    } catch {
      // ignore
    }
  }
}
