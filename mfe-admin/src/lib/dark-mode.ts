import { STORAGE_KEYS } from 'shared-ui';

export const DARK_MODE_KEY = STORAGE_KEYS.adminDarkMode;

export function readDarkMode(
  storage: Pick<Storage, 'getItem'> | undefined = safeStorage(),
): boolean {
  try {
    return storage?.getItem(DARK_MODE_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Persists the choice as the text "true"/"false" and mirrors it as the `dark` class of the document. */
export function applyDarkMode(
  enabled: boolean,
  storage: Pick<Storage, 'setItem'> | undefined = safeStorage(),
  root: HTMLElement = document.documentElement,
): void {
  root.classList.toggle('dark', enabled);
  try {
    storage?.setItem(DARK_MODE_KEY, String(enabled));
  } catch {
    // Private mode or a full quota: the class still applies for this visit.
  }
}

function safeStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
