/**
 * Runs `task` once the browser has painted the next frame: work that can wait (moving focus) stays out
 * of the frame that shows what a click changed.
 */
export function afterPaint(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task));
}

/** Runs `task` when the browser has nothing else to do (soon after, where it cannot say). */
export function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === "function") requestIdleCallback(task, { timeout: 1000 });
  else setTimeout(task, 50);
}
