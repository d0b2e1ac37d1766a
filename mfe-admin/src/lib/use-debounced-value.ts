import { useEffect, useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The value, once it has stopped changing for `delay` ms (the search box sends one query, not one
 * per key). Going back to `immediate` (the empty search of a reset) applies at once.
 */
export function useDebouncedValue<T>(value: T, delay = SEARCH_DEBOUNCE_MS, immediate?: T): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return immediate !== undefined && Object.is(value, immediate) ? value : debounced;
}
