// Federation runtime plugin of the shell: names the failing remote in one log line (the React
// loader, remote-app.tsx, turns the failure into the in-page fallback with a retry button), and
// lends the shell's federation runtime (runtime-core) to the remotes.
//
// The remotes are built with `experiments.externalRuntime` (tooling/webpack-config.cjs): their
// remoteEntry.js does not carry a copy of runtime-core but takes the one on the page from
// `_FEDERATION_RUNTIME_CORE`. This is what `experiments.provideExternalRuntime` does, but with the
// runtime-core module the shell's own federation runtime already uses (the plugin that option adds
// is resolved as CommonJS and brought a second copy of runtime-core into main.js).
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import * as runtimeCore from '@module-federation/runtime-core';

/** Where the remotes' remoteEntry.js finds the runtime (their webpack externals). */
export const EXTERNAL_RUNTIME_GLOBAL = '_FEDERATION_RUNTIME_CORE';

/** Puts the shell's runtime-core on the page for the remotes, once. */
export function provideRuntimeCore(
  global: Record<string, unknown> = runtimeCore.Global as unknown as Record<string, unknown>,
): void {
  if (!global[EXTERNAL_RUNTIME_GLOBAL]) global[EXTERNAL_RUNTIME_GLOBAL] = runtimeCore;
}

export default function shellRuntimePlugin(): ModuleFederationRuntimePlugin {
  // The shell's federation runtime creates its plugins when it starts (main.js), before any
  // remoteEntry.js is requested.
  provideRuntimeCore();
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
