import { lazy, Suspense, useEffect, useState } from 'react';
import { trackInteractions } from './keep-clear';
import { onToastRequested } from './toast-bus';

export { TOAST_RULES } from './toast-rules';

const ToastViewport = lazy(() => import('./toast-viewport'));

/**
 * The suite's single toast viewport (rendered once, by the shell). It costs nothing until the
 * first toast: then react-toastify loads, the viewport mounts and the toast shows.
 */
export function Toaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onToastRequested(() => setWanted(true)), []);
  // What the visitor touched last, so a toast answering it does not cover it (keep-clear.ts).
  useEffect(() => trackInteractions(), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastViewport />
    </Suspense>
  );
}
