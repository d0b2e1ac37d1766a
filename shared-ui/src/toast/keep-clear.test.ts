import {
  CLEAR_MARGIN_PX,
  INTERACTION_WINDOW_MS,
  TOAST_CLEARANCE_VAR,
  keepClearOfToasts,
  trackInteractions,
} from './keep-clear';

/** A box at the given viewport position (jsdom lays nothing out). */
function place(el: Element, top: number, bottom: number, left = 0, right = 375): void {
  jest.spyOn(el, 'getBoundingClientRect').mockReturnValue({
    top,
    bottom,
    left,
    right,
    height: bottom - top,
    width: right - left,
    x: left,
    y: top,
    toJSON: () => ({}),
  });
}

let scrollY = 0;
let stopTracking: () => void = () => undefined;

beforeEach(() => {
  scrollY = 0;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  window.scrollBy = jest.fn((options: ScrollToOptions) => {
    scrollY += options.top ?? 0;
  }) as unknown as typeof window.scrollBy;
  document.body.innerHTML =
    '<form><input id="name"><button id="submit" type="submit">Créer mon compte</button></form>' +
    '<div id="toasts"><div class="toast"><button id="close">×</button></div></div>';
  stopTracking = trackInteractions(document);
});

afterEach(() => {
  stopTracking();
  jest.restoreAllMocks();
});

const byId = (id: string) => document.getElementById(id) as HTMLElement;
const touch = (el: Element) => el.dispatchEvent(new Event('pointerdown', { bubbles: true }));

test('scrolls the control just touched above a toast that covers it (a short phone)', () => {
  const submit = byId('submit');
  touch(submit);
  // 375 x 667: the button at 615-667, the toast over the last 79 px.
  place(submit, 615, 667);
  place(byId('toasts'), 588, 667);
  const scrolled = keepClearOfToasts(byId('toasts'));
  expect(scrolled).toBe(667 - 588 + CLEAR_MARGIN_PX);
  expect(window.scrollBy).toHaveBeenCalledTimes(1);
});

test('nothing moves when the toast leaves the control in view', () => {
  const submit = byId('submit');
  touch(submit);
  place(submit, 466, 518);
  place(byId('toasts'), 765, 844);
  expect(keepClearOfToasts(byId('toasts'))).toBe(0);
  // Beside it (a desktop's bottom-right corner) is not over it either.
  place(submit, 800, 850, 100, 400);
  place(byId('toasts'), 765, 880, 900, 1256);
  expect(keepClearOfToasts(byId('toasts'))).toBe(0);
  expect(window.scrollBy).not.toHaveBeenCalled();
});

test('the chat: a screen that places the toasts itself is left as it is', () => {
  const field = byId('name');
  field.dispatchEvent(new Event('focusin', { bubbles: true }));
  // The composer's field sits below the toasts (--toast-clearance).
  place(field, 600, 640);
  place(byId('toasts'), 500, 588);
  expect(keepClearOfToasts(byId('toasts'))).toBe(0);
  // A reply's "copy" button just above the composer, under the toast: scrolling the page would
  // move the composer under the toasts, so nothing moves while the screen sets the clearance.
  const copy = byId('submit');
  touch(copy);
  place(copy, 540, 580);
  document.documentElement.style.setProperty(TOAST_CLEARANCE_VAR, '80px');
  try {
    expect(keepClearOfToasts(byId('toasts'))).toBe(0);
  } finally {
    document.documentElement.style.removeProperty(TOAST_CLEARANCE_VAR);
  }
  expect(keepClearOfToasts(byId('toasts'))).toBeGreaterThan(0);
});

test("an old touch, a toast's own button, or a control too tall to fit above are left alone", () => {
  const submit = byId('submit');
  touch(submit);
  place(submit, 615, 667);
  place(byId('toasts'), 588, 667);
  expect(keepClearOfToasts(byId('toasts'), Date.now() + INTERACTION_WINDOW_MS + 1)).toBe(0);

  touch(byId('close'));
  place(byId('close'), 600, 620);
  expect(keepClearOfToasts(byId('toasts'))).toBe(0);

  const name = byId('name');
  touch(name);
  place(name, 40, 660);
  expect(keepClearOfToasts(byId('toasts'))).toBe(0);
  expect(window.scrollBy).not.toHaveBeenCalled();
});
