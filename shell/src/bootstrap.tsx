import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { getRegistry } from './federation/registry';

// Start fetching the registry now; the header renders meanwhile and remotes wait for it.
getRegistry().catch(() => {
  // The remote loader shows its fallback and retries; nothing else to do here.
});

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = createRoot(container);
// A transition renders concurrently: React yields to the browser every few milliseconds instead of
// blocking the main thread for the whole first render (input stays responsive while it mounts).
startTransition(() => root.render(<App />));
