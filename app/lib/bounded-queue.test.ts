import { describe, expect, it } from "vitest";
import { BoundedQueue, ConcurrencyGate, QueueFullError } from "./bounded-queue";

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe("bounded queue", () => {
  it("runs at most `concurrency` tasks at once, queues a few more and refuses the rest", async () => {
    const queue = new BoundedQueue(2, 1);
    const gates = [deferred(), deferred(), deferred()];
    let running = 0;
    let peak = 0;
    const task = (gate: { promise: Promise<void> }) => async () => {
      running += 1;
      peak = Math.max(peak, running);
      await gate.promise;
      running -= 1;
      return "done";
    };
    const accepted = gates.map((gate) => queue.run(task(gate)));
    await expect(queue.run(async () => "late")).rejects.toBeInstanceOf(QueueFullError);
    expect(queue.size).toEqual({ running: 2, waiting: 1 });
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(accepted)).toEqual(["done", "done", "done"]);
    expect(peak).toBe(2);
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });

  it("frees the slot when a task fails", async () => {
    const queue = new BoundedQueue(1, 0);
    await expect(queue.run(async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await queue.run(async () => 1)).toBe(1);
  });
});

describe("concurrency gate", () => {
  it("refuses a key that is at its limit until one of its holders leaves", () => {
    const gate = new ConcurrencyGate(2);
    const first = gate.enter(["address:a", "user:x"]);
    const second = gate.enter(["address:a", "user:y"]);
    expect(first && second).toBeTruthy();
    expect(gate.enter(["address:a", "user:z"])).toBeUndefined();
    expect(gate.enter(["address:b", "user:x"])).toBeTruthy();
    first?.();
    first?.();
    expect(gate.enter(["address:a", "user:z"])).toBeTruthy();
  });
});
