/** At most 3 at once, newest first, 4000 ms, removed 1000 ms after dismissal, 50 px swipe, F8. */
export const TOAST_RULES = {
  limit: 3,
  autoCloseMs: 4000,
  removeDelayMs: 1000,
  swipePx: 50,
  /** Width of a toast (px): the swipe threshold is given to react-toastify as a percentage of it. */
  widthPx: 356,
} as const;
