// Registers remotes with the module federation runtime on first use and loads their exposed App.
// Each remote is registered only when a screen needs it: the admin remote is never registered (so
// never downloaded) until the shell has confirmed the user is an administrator.
import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteKey } from 'shared-ui';
import { getRegistry, type RegistryEntry } from './registry';

export interface RemoteAppModule {
  default: ComponentType;
}

const registered = new Map<RemoteKey, string>();

function absolute(entry: string): string {
  return new URL(entry, window.location.href).href;
}

async function register(key: RemoteKey, fresh: boolean): Promise<RegistryEntry> {
  const registry = await getRegistry({ fresh });
  const remote = registry.remotes[key];
  const entry = absolute(remote.entry);
  if (registered.get(key) !== entry || fresh) {
    registerRemotes([{ name: remote.name, entry }], { force: registered.has(key) });
    registered.set(key, entry);
  }
  return remote;
}

/**
 * Loads `<remote>/App`. `fresh` refetches the registry and re-registers the remote (new manifest,
 * new remoteEntry), which is how a redeployed remote is picked up after a chunk error.
 */
export async function loadRemoteApp(
  key: RemoteKey,
  options: { fresh?: boolean } = {},
): Promise<ComponentType> {
  const remote = await register(key, options.fresh ?? false);
  const mod = await loadRemote<RemoteAppModule>(`${remote.name}/App`);
  if (!mod || typeof mod.default !== 'function') {
    throw new Error(`Remote ${remote.name} has no App`);
  }
  return mod.default;
}

/** Test seam. */
export function resetRegistrations(): void {
  registered.clear();
}
