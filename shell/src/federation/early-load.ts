// The first-load fast path. The shell's entry calls startEarlyLoad() before React or any shared
// library is downloaded: the registry request and, on a marketing or chat route, the loading of
// that remote's App start at once, in parallel with the shell's own chunks, instead of after the
// shell has rendered. The admin remote is never loaded here: it waits until the shell has
// confirmed an administrator (admin-gate.tsx). Free of shared modules (they are not negotiated
// yet when the entry runs).
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import routeTable from 'shared-ui/route-table.json';
import {
  fetchRegistryDocument,
  type RegistryDocument,
  type RegistryEntry,
  type RemoteId,
} from './registry-document';

/** Remote name -> the entry URL it is registered with in the federation runtime. */
const registered = new Map<RemoteId, string>();
let earlyRegistry: Promise<RegistryDocument> | null = null;
const earlyApps = new Map<RemoteId, Promise<unknown>>();

function absolute(entry: string): string {
  return new URL(entry, window.location.href).href;
}

/**
 * Registers a remote with the federation runtime, once per entry URL; `fresh` registers it again
 * (new manifest, new remoteEntry), which is how a redeployed remote is picked up.
 */
export function registerRemote(key: RemoteId, remote: RegistryEntry, fresh: boolean): void {
  const entry = absolute(remote.entry);
  if (registered.get(key) !== entry || fresh) {
    registerRemotes([{ name: remote.name, entry }], { force: registered.has(key) });
    registered.set(key, entry);
  }
}

function matches(path: string, mount: string): boolean {
  return path === mount || path.startsWith(`${mount}/`);
}

/** The remote that renders the first screen of `pathname`, when it may load before the shell. */
export function earlyRemoteFor(pathname: string): RemoteId | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (routeTable.admin.some((mount) => matches(path, mount))) return null;
  if (routeTable.chat.some((mount) => matches(path, mount))) return 'chat';
  return 'marketing';
}

/** Starts the registry request and the first screen's remote. Failures surface later, where the
 * screen loads the remote itself (fallback and retry). */
export function startEarlyLoad(pathname: string = window.location.pathname): void {
  const registry = fetchRegistryDocument();
  registry.catch(() => {});
  earlyRegistry = registry;
  const key = earlyRemoteFor(pathname);
  if (!key) return;
  // `loadFactory: false`: the remote's entry and the App's chunks are downloaded and registered,
  // but the App module is not evaluated here. Evaluating it would also evaluate every shared
  // library it imports that the shell's start-up steps have not reached yet (react-dom,
  // styled-components, shared-ui...), all in one long task, whenever the remote arrives first.
  // The screen evaluates it (runtime.ts) once the shell has started, in a task of its own.
  const app = registry.then((doc) => {
    const remote = doc.remotes[key];
    if (!remote) throw new Error(`Remote ${key} is not in the registry`);
    registerRemote(key, remote, false);
    return loadRemote(`${remote.name}/App`, { loadFactory: false, from: 'runtime' });
  });
  app.catch(() => {});
  earlyApps.set(key, app);
}

/** The registry request started by startEarlyLoad, handed over once. */
export function takeEarlyRegistry(): Promise<RegistryDocument> | null {
  const registry = earlyRegistry;
  earlyRegistry = null;
  return registry;
}

/** The App module load started by startEarlyLoad for `key` (its factory: the module is not
 * evaluated yet), handed over once. */
export function takeEarlyApp(key: RemoteId): Promise<unknown> | null {
  const app = earlyApps.get(key) ?? null;
  earlyApps.delete(key);
  return app;
}

/** Test seam. */
export function resetEarlyLoad(): void {
  registered.clear();
  earlyApps.clear();
  earlyRegistry = null;
}
