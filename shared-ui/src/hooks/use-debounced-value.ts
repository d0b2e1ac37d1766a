import { useEffect, useState } from 'react';

/** How long a search box waits after the last key before its query is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * `value`, once it has stopped changing for `delayMs` (a search box sends one query, not one per
 * key). Going back to `immediate` (the empty search of a reset) applies at once.
 */
export function useDebouncedValue<T>(value: T, delayMs = SEARCH_DEBOUNCE_MS, immediate?: T): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return immediate !== undefined && Object.is(value, immediate) ? value : debounced;
}
