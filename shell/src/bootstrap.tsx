import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { SESSION_ENDED_EVENT } from 'shared-ui';
import { App } from './app/app';
import { getRegistry } from './federation/registry';
import { FORGET_READS } from './sw/cache-policy';

// Start fetching the registry now; the header renders meanwhile and remotes wait for it.
getRegistry().catch(() => {
  // The remote loader shows its fallback and retries; nothing else to do here.
});

// A member's session ended without a sign-out here: the service worker (if any controls the
// page) forgets the API reads it kept for them.
window.addEventListener(SESSION_ENDED_EVENT, () =>
  navigator.serviceWorker?.controller?.postMessage(FORGET_READS),
);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = createRoot(container);
// A transition renders concurrently: React yields to the browser every few milliseconds instead of
// blocking the main thread for the whole first render (input stays responsive while it mounts).
startTransition(() => root.render(<App />));
