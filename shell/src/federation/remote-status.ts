// Which remotes are down in this page's life: RemoteApp reports each load's outcome, and the member
// navigation asks the remotes it shows a tab for (probeRemotes), and a remote it found down again
// later. The member tab bar leaves out the tabs of a remote that is down, so a remote that is down
// or not deployed shows no dead tab.
const down = new Set<string>();
/** Remotes whose code this page loaded or failed to load: a probe says nothing more of them. */
const settled = new Set<string>();
/** When each remote was last asked (ms): a remote found down is asked again after REPROBE_MS. */
const probed = new Map<string, number>();
/** Only the remotes a probe (not a load) marked down. */
const downByProbe = new Set<string>();

/**
 * How long a remote a probe found down keeps its tab hidden before the next navigation asks it
 * again (a redeploy or a gateway back up brings the tab back without a page load).
 */
export const REPROBE_MS = 60_000;
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
  downByProbe.delete(remote);
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
 * A remote found down is asked again by a call at least REPROBE_MS later (the member navigation
 * calls this at each navigation), and gets its tab back when it answers.
 */
export async function probeRemotes(
  entries: ReadonlyArray<{ remote: string; entry: string }>,
  origin: string = window.location.origin,
  now: number = Date.now(),
): Promise<void> {
  const asked = entries.filter(({ remote }) => {
    if (settled.has(remote)) return false;
    const last = probed.get(remote);
    return last === undefined || (downByProbe.has(remote) && now - last >= REPROBE_MS);
  });
  if (asked.length === 0) return;
  asked.forEach(({ remote }) => probed.set(remote, now));
  const answers = await Promise.all(asked.map(({ entry }) => ask(entry, origin)));
  const siteAnswers = answers.includes('unreachable')
    ? (await ask(CONTROL_URL, origin)) === 'up'
    : true;
  asked.forEach(({ remote }, index) => {
    const answer = answers[index];
    // A load that settled meanwhile knows better.
    if (settled.has(remote)) return;
    const isDown = answer === 'error' || (answer === 'unreachable' && siteAnswers);
    if (isDown) {
      downByProbe.add(remote);
      mark(remote, false);
    } else if (answer === 'up' && downByProbe.delete(remote)) {
      mark(remote, true);
    }
  });
}

/** Test seam. */
export function resetRemoteStatus(): void {
  down.clear();
  settled.clear();
  probed.clear();
  downByProbe.clear();
  snapshot = new Set();
  listeners.forEach((listener) => listener());
}
