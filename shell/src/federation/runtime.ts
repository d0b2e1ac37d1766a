// Registers remotes with the module federation runtime on first use and loads their exposed App.
// Each remote is registered only when a screen needs it: the admin remote is never registered (so
// never downloaded) until the shell has confirmed the user is an administrator.
import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { registerRemote, resetEarlyLoad, takeEarlyApp } from './early-load';
import { yieldToBrowser } from '../startup/steps';
import { getRegistry, type RegistryEntry } from './registry';
import type { RemoteId } from './registry-document';

export interface RemoteAppModule {
  default: ComponentType;
}

async function register(key: RemoteId, fresh: boolean): Promise<RegistryEntry> {
  const registry = await getRegistry({ fresh });
  const remote = registry.remotes[key];
  // Not in the registry (an older one, or its entry failed the check): this remote's fallback.
  if (!remote) throw new Error(`Remote ${key} is not in the registry`);
  registerRemote(key, remote, fresh);
  return remote;
}

function isAppModule(mod: unknown): mod is RemoteAppModule {
  return typeof (mod as Partial<RemoteAppModule> | null)?.default === 'function';
}

/**
 * Loads `<remote>/App`. `fresh` refetches the registry and re-registers the remote (new manifest,
 * new remoteEntry), which is how a redeployed remote is picked up after a chunk error.
 */
export async function loadRemoteApp(
  key: RemoteId,
  options: { fresh?: boolean } = {},
): Promise<ComponentType> {
  const fresh = options.fresh ?? false;
  // The first screen's App may already be on its way (early-load.ts); a failed early load is
  // simply tried again here, where the error reaches the fallback.
  const early = fresh ? null : takeEarlyApp(key);
  const earlyFactory: unknown = early ? await early.catch(() => null) : null;
  if (typeof earlyFactory === 'function') {
    // The remote's App module is evaluated here, in its own task, and the screen renders it in
    // the next one (a yield between them: the two used to make one long task).
    const earlyModule: unknown = await Promise.resolve()
      .then(() => (earlyFactory as () => unknown)())
      .catch(() => null);
    if (isAppModule(earlyModule)) {
      await yieldToBrowser();
      return earlyModule.default;
    }
  }
  const remote = await register(key, fresh);
  const mod = await loadRemote<RemoteAppModule>(`${remote.name}/App`);
  if (!isAppModule(mod)) {
    throw new Error(`Remote ${remote.name} has no App`);
  }
  return mod.default;
}

/** Test seam. */
export function resetRegistrations(): void {
  resetEarlyLoad();
}
