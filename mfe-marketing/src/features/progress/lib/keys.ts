/** Every query of the tracker starts with this key (a write refreshes them all). */
export const PROGRESS_KEY = ['progress'] as const;
