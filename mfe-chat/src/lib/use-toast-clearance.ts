import { useEffect, type RefObject } from 'react';

/** The CSS variable shared-ui's toast viewport adds to its bottom offset (see its README). */
export const TOAST_CLEARANCE_VAR = '--toast-clearance';

/**
 * Keeps the suite's toasts above `ref`'s element (the chat's composer) while it is mounted: the
 * distance from its top edge to the viewport's bottom goes into --toast-clearance on <html>, kept
 * up to date when the element or the window resizes (the textarea grows, the phone rotates).
 * Set on the document rather than called through shared-ui, so an older shell ignores it safely.
 */
export function useToastClearance(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement;
    const measure = () => {
      const clearance = Math.max(0, window.innerHeight - element.getBoundingClientRect().top);
      root.style.setProperty(TOAST_CLEARANCE_VAR, `${Math.round(clearance)}px`);
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty(TOAST_CLEARANCE_VAR);
    };
  }, [ref]);
}
