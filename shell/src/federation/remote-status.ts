// Which remotes are down in this page's life: RemoteApp reports each load's outcome, and the member
// navigation asks the remotes it shows a tab for (probeRemotes). The member tab bar leaves out the
// tabs of a remote that is down, so a remote that is down or not deployed shows no dead tab.
const down = new Set<string>();
/** Remotes whose code this page loaded or failed to load: a probe says nothing more of them. */
const settled = new Set<string>();
const probed = new Set<string>();
const listeners = new Set<() => void>();
let snapshot: ReadonlySet<string> = new Set();

function mark(remote: string, ok: boolean): void {
  if (down.has(remote) !== ok) return;
  if (ok) down.delete(remote);
  else down.add(remote);
  snapshot = new Set(down);
  listeners.forEach((listener) => listener());
}

/** A load of the remote's code succeeded or failed (RemoteApp, after its retry). */
export function reportRemote(remote: string, ok: boolean): void {
  settled.add(remote);
  mark(remote, ok);
}

/** For useSyncExternalStore. */
export function subscribeRemoteStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function downRemotes(): ReadonlySet<string> {
  return snapshot;
}

/** The same-origin request that tells a remote that does not answer from a member who is offline. */
const CONTROL_URL = '/mfe-registry.json';

type Answer = 'up' | 'error' | 'unreachable';

async function ask(url: string, origin: string): Promise<Answer> {
  const target = new URL(url, origin);
  // A remote on another origin serves its manifest to the federation runtime's fetch (CORS); a
  // script entry may not, so it is asked without CORS: then only "unreachable" can be told.
  const readable = target.origin === origin || target.pathname.endsWith('.json');
  try {
    const response = await fetch(target.href, {
      method: 'HEAD',
      cache: 'no-store',
      credentials: 'omit',
      mode: readable ? 'cors' : 'no-cors',
    });
    return response.type === 'opaque' || response.ok ? 'up' : 'error';
  } catch {
    return 'unreachable';
  }
}

/**
 * Asks each remote the member has a tab for whether it answers, once per page life and only for
 * the remotes this page has not loaded: a HEAD of its entry (its manifest, never its code), so
 * the member's first page downloads no remote they may not open. A remote is marked down on a
 * definite answer only: an error status (404 when not deployed, 502/503 behind the gateway), or
 * no answer while the site itself answers. Offline at the gym nothing answers: no tab is removed.
 */
export async function probeRemotes(
  entries: ReadonlyArray<{ remote: string; entry: string }>,
  origin: string = window.location.origin,
): Promise<void> {
  const asked = entries.filter(({ remote }) => !settled.has(remote) && !probed.has(remote));
  if (asked.length === 0) return;
  asked.forEach(({ remote }) => probed.add(remote));
  const answers = await Promise.all(asked.map(({ entry }) => ask(entry, origin)));
  const siteAnswers = answers.includes('unreachable')
    ? (await ask(CONTROL_URL, origin)) === 'up'
    : true;
  asked.forEach(({ remote }, index) => {
    const answer = answers[index];
    const isDown = answer === 'error' || (answer === 'unreachable' && siteAnswers);
    // A load that settled meanwhile knows better.
    if (isDown && !settled.has(remote)) mark(remote, false);
  });
}

/** Test seam. */
export function resetRemoteStatus(): void {
  down.clear();
  settled.clear();
  probed.clear();
  snapshot = new Set();
  listeners.forEach((listener) => listener());
}
