// The bridge between toast() calls and the toast viewport, which loads lazily: react-toastify (and
// the styles it injects) arrives with the first toast instead of with every page. Calls made
// before the viewport is mounted wait here, in order, and are shown as soon as it is.
import type { toast as toastifyToast } from 'react-toastify';

export interface ToastifyApi {
  toast: typeof toastifyToast;
}

let ready: ToastifyApi | null = null;
const pending: Array<(api: ToastifyApi) => void> = [];
const viewports = new Set<() => void>();

/** Runs `task` with react-toastify once the viewport is mounted (at once if it already is). */
export function withToastify(task: (api: ToastifyApi) => void): void {
  if (ready) {
    task(ready);
    return;
  }
  pending.push(task);
  viewports.forEach((mount) => mount());
}

/** Work queued for the viewport, for callers that must not trigger its loading. */
export function hasPendingToasts(): boolean {
  return pending.length > 0;
}

/** The Toaster subscribes here: `mount` is called when a toast is waiting for it. */
export function onToastRequested(mount: () => void): () => void {
  viewports.add(mount);
  if (pending.length > 0) mount();
  return () => {
    viewports.delete(mount);
  };
}

/** Called by the mounted viewport: shows what waited. `null` when it unmounts. */
export function setToastify(api: ToastifyApi | null): void {
  ready = api;
  if (api) pending.splice(0).forEach((task) => task(api));
}

/** The mounted react-toastify, if any (dismissing never loads it). */
export function currentToastify(): ToastifyApi | null {
  return ready;
}
