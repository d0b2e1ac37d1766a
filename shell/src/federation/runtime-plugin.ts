// Federation runtime plugin of the shell: names the failing remote in one log line. The React
// loader (remote-app.tsx) turns the failure into the in-page fallback with a retry button.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export default function shellRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'zak-shell-remote-errors',
    async errorLoadRemote(args) {
      const { id, lifecycle } = args as { id?: string; lifecycle?: string };
      // A warning, not an error: the page handles it (fallback + retry) and keeps working.
      console.warn(`[federation] remote "${id ?? '?'}" failed to load (${lifecycle ?? 'load'})`);
      return undefined;
    },
  };
}
