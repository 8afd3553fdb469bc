/**
 * Runs `task` once the browser has painted the next frame: work that can wait (moving focus) stays out
 * of the frame that shows what a click changed.
 */
export function afterPaint(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task));
}
