// Work a tap causes but the screen does not show (the draft in localStorage, the outbox in
// IndexedDB and its network flush) runs after the frame that shows the tap (issue #34: tap to
// paint under 100 ms on a throttled phone). Nothing is dropped: the work waits at most a frame,
// and runs at once when the page is hidden or left, or when its owner asks (unmount, finish).

/** Runs `task` once the next frame is painted (a task after the frame's callbacks). */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(task, 0);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * A queue of keyed tasks run after the next paint, in the order of their last scheduling; a task
 * scheduled again under the same key replaces the waiting one (the draft: only the last is saved).
 */
export class AfterPaintQueue {
  private readonly tasks = new Map<string, () => void>();
  private cancel: (() => void) | null = null;
  private seq = 0;

  /** Schedules `task` under `key` (a fresh key when none: every such task runs). */
  run(task: () => void, key = `task:${(this.seq += 1)}`): void {
    this.tasks.delete(key);
    this.tasks.set(key, task);
    this.cancel ??= afterNextPaint(() => this.flush());
  }

  /** Runs what waits now, in order. */
  flush(): void {
    this.cancel?.();
    this.cancel = null;
    const tasks = [...this.tasks.values()];
    this.tasks.clear();
    let failure: unknown = null;
    for (const task of tasks) {
      try {
        task();
      } catch (error) {
        failure ??= error; // the others still run
      }
    }
    if (failure) throw failure;
  }
}
