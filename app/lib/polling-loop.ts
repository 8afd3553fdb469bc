import { logger } from "./logger.server";

export interface PollingLoop {
  /** Run a pass now instead of at the next poll. */
  wake: () => void;
  /** Stops polling and resolves once the pass under way has finished. */
  stop: () => Promise<void>;
}

/**
 * Runs `pass` again and again, `intervalMs` apart, until stopped. A pass that throws is logged and the
 * next one tries again (the database may be briefly unreachable). A wake-up that arrives during a pass
 * is not lost: the next wait is skipped instead.
 */
export function startPollingLoop(name: string, pass: () => Promise<void>, intervalMs: number): PollingLoop {
  let running = true;
  let wakeRequested = false;
  let wakeUp: () => void = () => undefined;
  const loop = (async () => {
    while (running) {
      wakeRequested = false;
      try {
        await pass();
      } catch (error) {
        logger.error({ err: error }, `${name} pass failed`);
      }
      if (!running) break;
      if (wakeRequested) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, intervalMs);
        wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  })();
  return {
    wake: () => {
      wakeRequested = true;
      wakeUp();
    },
    stop: async () => {
      running = false;
      wakeUp();
      await loop;
    },
  };
}
