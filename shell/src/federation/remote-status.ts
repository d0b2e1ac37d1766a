// Which remotes failed to load in this page's life (RemoteApp reports each outcome): the member tab
// bar leaves their tabs out, so a remote that is down shows no dead tab until it loads again.
const down = new Set<string>();
const listeners = new Set<() => void>();
let snapshot: ReadonlySet<string> = new Set();

export function reportRemote(remote: string, ok: boolean): void {
  if (down.has(remote) !== ok) return;
  if (ok) down.delete(remote);
  else down.add(remote);
  snapshot = new Set(down);
  listeners.forEach((listener) => listener());
}

/** For useSyncExternalStore. */
export function subscribeRemoteStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function downRemotes(): ReadonlySet<string> {
  return snapshot;
}
