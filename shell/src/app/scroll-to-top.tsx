import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** New page, top of the page (unless the URL targets an anchor like /contact#social). */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash && typeof window.scrollTo === 'function') window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
