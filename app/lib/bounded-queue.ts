/** Thrown by `BoundedQueue.run` when every slot is busy and the waiting line is full. */
export class QueueFullError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("The queue is full; try again shortly.");
    this.name = "QueueFullError";
  }
}

/**
 * Runs at most `concurrency` tasks at once; up to `maxWaiting` more wait their turn in order, and any
 * beyond that are refused at once with `QueueFullError`. Used for work that would otherwise occupy every
 * worker thread (password hashing) and make unrelated requests wait behind it.
 */
export class BoundedQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
  ) {}

  get size(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) throw new QueueFullError(1);
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next in line, or free it.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

/**
 * Counts work in flight per key (an address, a username) and refuses more than `limit` at once.
 * `enter` returns a release function, or undefined when the key is at its limit.
 */
export class ConcurrencyGate {
  private readonly inFlight = new Map<string, number>();

  constructor(readonly limit: number) {}

  enter(keys: string[]): (() => void) | undefined {
    if (keys.some((key) => (this.inFlight.get(key) ?? 0) >= this.limit)) return undefined;
    for (const key of keys) this.inFlight.set(key, (this.inFlight.get(key) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      for (const key of keys) {
        const count = (this.inFlight.get(key) ?? 1) - 1;
        if (count <= 0) this.inFlight.delete(key);
        else this.inFlight.set(key, count);
      }
    };
  }
}
