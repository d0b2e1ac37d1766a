import { useEffect, useState } from 'react';

/**
 * The token of a mailed link (`#token=...`: a fragment never reaches a server or a Referer), read
 * once and then removed from the address bar and history. While the page is shown, the document
 * asks for no referrer (the server sends `Referrer-Policy: no-referrer` for these pages too).
 */
export function useLinkToken(): string | null {
  const [token] = useState<string | null>(() => {
    const match = /(?:^#|&)token=([A-Za-z0-9_-]+)/.exec(window.location.hash);
    return match?.[1] ?? null;
  });
  useEffect(() => {
    if (window.location.hash) {
      window.history.replaceState(
        window.history.state,
        '',
        window.location.pathname + window.location.search,
      );
    }
    const meta = document.createElement('meta');
    meta.name = 'referrer';
    meta.content = 'no-referrer';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
  return token;
}
