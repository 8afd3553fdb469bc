import { describe, expect, it } from "vitest";
import { actionOnWorkerExit } from "./worker-exit";

describe("what the primary does when a worker exits", () => {
  it("stops everything when no worker has ever started: the configuration or the database is wrong", () => {
    expect(actionOnWorkerExit({ stopping: false, itListened: false, anyListened: false })).toBe("stop-everything");
  });

  it("replaces a worker that dies after it served", () => {
    expect(actionOnWorkerExit({ stopping: false, itListened: true, anyListened: true })).toBe("replace");
  });

  it("retries a worker that could not start while a sibling is serving (the database went away meanwhile)", () => {
    expect(actionOnWorkerExit({ stopping: false, itListened: false, anyListened: true })).toBe("replace");
  });

  it("does nothing while shutting down", () => {
    for (const itListened of [true, false]) {
      expect(actionOnWorkerExit({ stopping: true, itListened, anyListened: true })).toBe("none");
    }
  });
});
