import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Focus on arrival: a screen reached by a link (not the first page loaded) moves focus to its
 * heading, so a screen reader starts there; the heading takes tabIndex -1.
 */
export function useArrivalFocus<T extends HTMLElement>() {
  const heading = useRef<T>(null);
  const { key } = useLocation();
  useEffect(() => {
    if (key !== 'default') heading.current?.focus({ preventScroll: true });
  }, [key]);
  return heading;
}
