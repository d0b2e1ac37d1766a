export { useScrollLock } from './use-scroll-lock';
export { useMediaQuery, useIsMobile } from './use-media-query';
