// Page start-up behaviours (right-click, F12 and Ctrl+U blocked; console log, warn, info and debug
// silenced on non-local hosts; development-tool attributes and scripts stripped from the page), all
// behind the one build flag __PAGE_PROTECTIONS__
// (on in production builds; PAGE_PROTECTIONS=off at build time turns them off for a developer).
// Loaded before React: it must not import any shared module.

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** Attributes that development tools and test helpers leave in the DOM. */
export const DEV_ATTRIBUTES = ['data-testid', 'data-test', 'data-cy', 'data-reactroot'] as const;

export function isLocalHost(hostname: string): boolean {
  return LOCAL_HOSTS.has(hostname) || hostname.endsWith('.localhost');
}

/** Right-click, F12 and Ctrl+U (Cmd+U) are blocked. */
export function blockInspectionShortcuts(target: Document = document): () => void {
  const onContextMenu = (e: Event) => e.preventDefault();
  const onKeyDown = (e: KeyboardEvent) => {
    const key = e.key.toLowerCase();
    if (e.key === 'F12' || ((e.ctrlKey || e.metaKey) && key === 'u')) {
      e.preventDefault();
      e.stopPropagation();
    }
  };
  target.addEventListener('contextmenu', onContextMenu);
  target.addEventListener('keydown', onKeyDown, true);
  return () => {
    target.removeEventListener('contextmenu', onContextMenu);
    target.removeEventListener('keydown', onKeyDown, true);
  };
}

/** On non-local hosts, console log, warn, info and debug print nothing (errors still do). */
export function silenceConsole(hostname: string, target: Console = console): boolean {
  if (isLocalHost(hostname)) return false;
  const noop = () => {};
  target.log = noop;
  target.warn = noop;
  target.info = noop;
  target.debug = noop;
  return true;
}

const DEVTOOLS_SCRIPT = 'script[src*="devtools"], script[data-devtools]';
/** One selector for everything stripped: a subtree is walked once (a screen's whole page is
 * inserted at once, and this runs in that task). */
const STRIPPED = [...DEV_ATTRIBUTES.map((attr) => `[${attr}]`), DEVTOOLS_SCRIPT].join(', ');

function stripNode(root: ParentNode): void {
  root.querySelectorAll(STRIPPED).forEach((el) => {
    if (el.matches(DEVTOOLS_SCRIPT)) {
      el.remove();
      return;
    }
    for (const attr of DEV_ATTRIBUTES) el.removeAttribute(attr);
  });
}

/** Strips development attributes and devtools scripts now and whenever the DOM changes. */
export function stripDevelopmentArtifacts(doc: Document = document): MutationObserver {
  stripNode(doc);
  const observer = new MutationObserver((mutations) => {
    for (const m of mutations) {
      m.addedNodes.forEach((node) => {
        if (node.nodeType !== 1) return;
        const el = node as Element;
        if (el.tagName === 'SCRIPT' && /devtools/.test(el.getAttribute('src') ?? '')) {
          el.remove();
          return;
        }
        for (const attr of DEV_ATTRIBUTES) el.removeAttribute(attr);
        stripNode(el);
      });
      if (m.type === 'attributes' && m.attributeName && m.target.nodeType === 1) {
        (m.target as Element).removeAttribute(m.attributeName);
      }
    }
  });
  observer.observe(doc.documentElement, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: [...DEV_ATTRIBUTES],
  });
  // React DevTools attach through this global hook; disable it before React loads.
  const w = window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: Record<string, unknown> };
  if (w.__REACT_DEVTOOLS_GLOBAL_HOOK__ && typeof w.__REACT_DEVTOOLS_GLOBAL_HOOK__ === 'object') {
    w.__REACT_DEVTOOLS_GLOBAL_HOOK__.isDisabled = true;
  }
  return observer;
}

export function applyPageProtections(): void {
  blockInspectionShortcuts();
  silenceConsole(window.location.hostname);
  stripDevelopmentArtifacts();
}
