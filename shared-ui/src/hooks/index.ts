export { useScrollLock } from './use-scroll-lock';
export { useMediaQuery, useIsMobile } from './use-media-query';
export { useDebouncedValue, SEARCH_DEBOUNCE_MS } from './use-debounced-value';
