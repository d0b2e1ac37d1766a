// Start-up in short tasks. A dynamic import evaluates its module (and every module it needs that
// is not evaluated yet) in the task where its chunks have arrived; one import of the whole app
// evaluates React, react-dom, the router, styled-components, react-query and shared-ui in one long
// task. Importing them one at a time, with a yield to the browser between them, makes each its own
// task: input and paint are handled between them.

/** Gives the main thread back to the browser: `scheduler.yield()` where there is one, else a task. */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs `steps` (module imports) one after the other, each in a task of its own (a yield before
 * each, the first one included: the caller has work of its own in its task), then `last`. The
 * first screen's remote, loaded at the same time (federation/early-load.ts), already asks for most
 * of the same shared chunks, so their downloads overlap. A failed step does not stop the start:
 * `last` loads what it needs itself and reports its own failures.
 */
export async function startInSteps(
  steps: Array<() => Promise<unknown>>,
  last: () => Promise<unknown>,
): Promise<unknown> {
  for (const step of steps) {
    await yieldToBrowser();
    await step().catch(() => undefined);
  }
  await yieldToBrowser();
  return last();
}
