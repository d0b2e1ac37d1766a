// Federation runtime plugin of the shell: names the failing remote in one log line (the React
// loader, remote-app.tsx, turns the failure into the in-page fallback with a retry button), lends
// the shell's federation runtime (runtime-core) to the remotes, and slices the runtime's work into
// tasks (below).
//
// The remotes are built with `experiments.externalRuntime` (tooling/webpack-config.cjs): their
// remoteEntry.js does not carry a copy of runtime-core but takes the one on the page from
// `_FEDERATION_RUNTIME_CORE`. This is what `experiments.provideExternalRuntime` does, but with the
// runtime-core module the shell's own federation runtime already uses (the plugin that option adds
// is resolved as CommonJS and brought a second copy of runtime-core into main.js).
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import * as runtimeCore from '@module-federation/runtime-core';
import { yieldToBrowser } from '../startup/steps';

/** Where the remotes' remoteEntry.js finds the runtime (their webpack externals). */
export const EXTERNAL_RUNTIME_GLOBAL = '_FEDERATION_RUNTIME_CORE';

/** Puts the shell's runtime-core on the page for the remotes, once. */
export function provideRuntimeCore(
  global: Record<string, unknown> = runtimeCore.Global as unknown as Record<string, unknown>,
): void {
  if (!global[EXTERNAL_RUNTIME_GLOBAL]) global[EXTERNAL_RUNTIME_GLOBAL] = runtimeCore;
}

/**
 * The runtime's work in short tasks. Loading a remote's module is one chain of promises: the
 * remote's container initialised (its shared modules registered), then each shared module it needs
 * resolved (versions compared) and its chunks requested; a chain of promises runs to its end in the
 * task that starts it, so a remote arriving on the page used to cost one long task (the longest of
 * a public page's start after the shell's own evaluation). A yield to the browser before each of
 * these steps makes each its own task: input and paint are handled between them. Registered as a
 * global plugin, so the remotes' federation instances (created by their remoteEntry.js with the
 * runtime-core the shell lends them) run it too, not only the shell's.
 *
 * The same around the preload of a remote's first module, which the runtime's snapshot plugin
 * does once the remote's manifest has arrived: before the preload list is made
 * (`beforePreloadRemote`) and between the list and the preload itself (`generatePreloadAssets`,
 * whose listeners run one after the other: this one returns nothing, so the list the runtime made
 * is the one used). The manifest read, the list (each shared module of the manifest compared with
 * the page's, so that the remote's own copies of react and the others are not downloaded) and the
 * script elements the preload inserts were one task, 10-20 ms of thread time at 1x (traces of `/`).
 */
export const YIELDING_PLUGIN_NAME = 'zak-yield-between-steps';

export function yieldingPlugin(
  pause: () => Promise<void> = yieldToBrowser,
): ModuleFederationRuntimePlugin {
  // Waterfall hooks: each listener hands the arguments on.
  const after = <T>(args: T): Promise<T> => pause().then(() => args);
  // Async hooks: a listener that returns nothing leaves the hook's result as it was.
  const only = (): Promise<void> => pause();
  return {
    name: YIELDING_PLUGIN_NAME,
    beforeInitContainer: after,
    beforeLoadShare: after,
    beforePreloadRemote: only,
    generatePreloadAssets:
      only as unknown as ModuleFederationRuntimePlugin['generatePreloadAssets'],
  };
}

export default function shellRuntimePlugin(): ModuleFederationRuntimePlugin {
  // The shell's federation runtime creates its plugins when it starts (main.js), before any
  // remoteEntry.js is requested. A global plugin registered now is also registered on the shell's
  // own instance (the runtime adds the global ones to the plugins this function returns).
  provideRuntimeCore();
  runtimeCore.registerGlobalPlugins([yieldingPlugin()]);
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
