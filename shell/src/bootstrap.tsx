import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { getRegistry } from './federation/registry';

// Start fetching the registry now; the header renders meanwhile and remotes wait for it.
getRegistry().catch(() => {
  // The remote loader shows its fallback and retries; nothing else to do here.
});

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(<App />);
