// Toasts sit at the bottom of the viewport (bottom-right; the whole width on a phone). A toast
// answering what the visitor just did (a failed sign-in, a registration refused) must not cover
// the control they did it with: on a short phone the registration form's password field and
// button are at the bottom of the screen, exactly where the toast appears. When a toast is shown,
// the page scrolls the control the visitor last touched or focused clear of the toasts, if they
// overlap and the page can scroll. A screen that places the toasts itself (the chat sets
// --toast-clearance: they start above its composer) is left as it arranged itself: scrolling its
// page would move the composer under the toasts.

/** How long after a touch, click or focus a toast still answers it (a slow network's reply). */
export const INTERACTION_WINDOW_MS = 15_000;
/** Space kept between the control and the toasts' top edge. */
export const CLEAR_MARGIN_PX = 12;
/** The variable a screen sets on <html> when it places the toasts itself (toast-viewport.tsx). */
export const TOAST_CLEARANCE_VAR = '--toast-clearance';

let last: { element: Element; at: number } | null = null;

const CONTROL = 'button, a[href], input, select, textarea, [role="button"], [tabindex]';

/** Remembers the control an event happened on (pointerdown and focusin, document-wide). */
export function rememberInteraction(event: Event): void {
  const target = event.target instanceof Element ? event.target : null;
  const control = target?.closest(CONTROL);
  if (control) last = { element: control, at: Date.now() };
}

/** Listens for the visitor's touches, clicks and focus; returns the unsubscribe. */
export function trackInteractions(doc: Document = document): () => void {
  const options = { capture: true, passive: true } as const;
  doc.addEventListener('pointerdown', rememberInteraction, options);
  doc.addEventListener('focusin', rememberInteraction, options);
  return () => {
    doc.removeEventListener('pointerdown', rememberInteraction, options);
    doc.removeEventListener('focusin', rememberInteraction, options);
  };
}

/** The control the new toast answers: the last one touched or focused, recently, still shown. */
function recentControl(now: number): Element | null {
  if (last && now - last.at <= INTERACTION_WINDOW_MS && last.element.isConnected) {
    return last.element;
  }
  const active = document.activeElement;
  return active && active !== document.body && active.matches(CONTROL) ? active : null;
}

/**
 * Scrolls the page so the recent control is above the toasts (`toasts`: their container). Returns
 * the distance scrolled (0 when they do not overlap, or the control would leave the screen's top).
 */
export function keepClearOfToasts(toasts: Element, now: number = Date.now()): number {
  if (document.documentElement.style.getPropertyValue(TOAST_CLEARANCE_VAR)) return 0;
  const control = recentControl(now);
  // A toast's own buttons (close, action) are not what a new toast answers.
  if (!control || toasts.contains(control)) return 0;
  const box = control.getBoundingClientRect();
  const area = toasts.getBoundingClientRect();
  if (area.height === 0 || box.height === 0) return 0;
  const overlaps =
    box.bottom > area.top - CLEAR_MARGIN_PX &&
    box.top < area.bottom &&
    box.right > area.left &&
    box.left < area.right;
  if (!overlaps) return 0;
  const distance = Math.ceil(box.bottom - area.top + CLEAR_MARGIN_PX);
  // A control taller than the room above the toasts stays where it is (its top would go).
  if (box.top - distance < 0) return 0;
  const before = window.scrollY;
  window.scrollBy({ top: distance, left: 0, behavior: 'instant' });
  return window.scrollY - before;
}
