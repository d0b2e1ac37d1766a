import { useEffect, useState } from 'react';
import { applyDarkMode, readDarkMode } from '../../lib/dark-mode';

/** The admin's dark-mode choice: stored under admin-dark-mode, mirrored as the document's `dark` class. */
export function useDarkMode() {
  const [dark, setDark] = useState(readDarkMode);

  useEffect(() => {
    applyDarkMode(dark);
  }, [dark]);

  // Leaving the panel gives the rest of the site its own look back; the preference stays stored.
  useEffect(() => () => document.documentElement.classList.remove('dark'), []);

  return { dark, toggle: () => setDark((current) => !current) };
}
