// The page preview: static HTML of a public page, written by mfe-marketing's build
// (dist/prerender/<page>.html) and composed into the shell's index.html by the server (the API's
// web routes, or the gateway's SSI include). It paints the page before any script has run. Its
// links are real links (a visitor may follow one before the app has started); its forms, buttons
// and shop links are inert (nothing typed into it that the app would drop). The remote's first
// render replaces it (the shell drops it in the same commit), so nothing moves.

/** Id of the shell page's slot that holds the preview. */
export const PAGE_PREVIEW_ID = 'page-preview';

/**
 * Event the preview's script dispatches on `document` once the page is on screen and its entrance
 * is over: the home hero has faded in, the info page's splash has ended, elsewhere the preview's
 * first frame (at once with reduced motion). The shell's entry waits for it, at most
 * PREVIEW_WAIT_MAX_MS, before it starts the app (the shared libraries' chunks and the first
 * screen's remote are requested then; the HTML has asked for main.js and the registry already),
 * so its work does not compete with the first paint nor with the frames of the entrance's
 * animations. On a slow connection the entrance is over by the time main.js has arrived and
 * nothing waits.
 */
export const PAGE_PREVIEW_SHOWN_EVENT = 'zak:page-preview-shown';
export const PREVIEW_WAIT_MAX_MS = 1000;

/** Attribute of the preview's root: the language it was written in. */
export const PAGE_PREVIEW_LANG_ATTR = 'data-preview-lang';

/** The preview on screen in `lang`, or null (none composed, another language, already dropped). */
export function pagePreview(lang: string): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  const slot = document.getElementById(PAGE_PREVIEW_ID);
  if (!slot || slot.hidden) return null;
  return slot.querySelector(`[${PAGE_PREVIEW_LANG_ATTR}="${lang}"]`) ? slot : null;
}

/**
 * Removes the preview: the remote's own screen (or its fallback) is now on screen. A link of the
 * preview that had the keyboard focus hands it to the same link of the screen (same address and
 * text), so a keyboard visitor does not start again from the top of the page.
 */
export function dropPagePreview(): void {
  if (typeof document === 'undefined') return;
  const slot = document.getElementById(PAGE_PREVIEW_ID);
  if (!slot) return;
  const focused = document.activeElement;
  const focusedLink =
    focused instanceof HTMLAnchorElement && slot.contains(focused) ? focused : null;
  slot.remove();
  if (!focusedLink) return;
  const href = focusedLink.getAttribute('href');
  const text = focusedLink.textContent;
  const same = [...document.querySelectorAll('a')].find(
    (a) => a.getAttribute('href') === href && a.textContent === text,
  );
  same?.focus({ preventScroll: true });
}

/**
 * The wait left of a timer the spec starts when the page appears (hero fade 200 ms, splash
 * 750 ms). A screen taking over the preview continues the preview's timers, which count from the
 * page's start (the navigation), so the hero does not fade in twice; any other render (a later
 * in-app navigation) waits the full time.
 */
export function delayFromPageStart(ms: number, lang: string): number {
  if (!pagePreview(lang)) return ms;
  return Math.max(0, ms - Math.round(performance.now()));
}

/**
 * Runs `start` once the preview is on screen, always in a task of its own (never in the task of
 * the script that asks: the shell's entry is evaluated in one task with the federation runtime,
 * and its start-up would lengthen it): in the next task when there is none to wait for (no slot,
 * an empty one, hidden for another language, or already shown), else on the preview's event or
 * after PREVIEW_WAIT_MAX_MS, whichever comes first (a preview whose script failed to load).
 */
export function whenPreviewShown(start: () => void): void {
  const slot = typeof document === 'undefined' ? null : document.getElementById(PAGE_PREVIEW_ID);
  if (!slot || slot.hidden || !slot.firstElementChild || slot.dataset.shown === 'true') {
    window.setTimeout(start, 0);
    return;
  }
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    document.removeEventListener(PAGE_PREVIEW_SHOWN_EVENT, once);
    window.clearTimeout(timer);
    // A task of its own, not part of the preview's (its frame is painted first).
    window.setTimeout(start, 0);
  };
  const timer = window.setTimeout(once, PREVIEW_WAIT_MAX_MS);
  document.addEventListener(PAGE_PREVIEW_SHOWN_EVENT, once);
}
