import { useSyncExternalStore } from 'react';

/** True while the media query matches (false where matchMedia is missing, e.g. old jsdom). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const mql = window.matchMedia(query);
      mql.addEventListener('change', notify);
      return () => mql.removeEventListener('change', notify);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false),
    () => false,
  );
}

/** Under the spec's 768 px breakpoint. */
export function useIsMobile(): boolean {
  return useMediaQuery('(max-width: 767.98px)');
}
