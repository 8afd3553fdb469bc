import type { IncomingMessage, ServerResponse } from "node:http";
import { afterEach, describe, expect, it, vi } from "vitest";
import { logger } from "../app/lib/logger.server";
import { logAnswered } from "./request-log";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the log line of a page answered from memory", () => {
  it("names the method, the path and the status, never the query with a visitor's answers", () => {
    const info = vi.spyOn(logger, "info").mockImplementation(() => undefined);
    vi.spyOn(logger, "isLevelEnabled").mockReturnValue(true);
    const req = { method: "GET", url: "/check?country=IN&funds=yes&step=result" } as IncomingMessage;
    logAnswered(req, { statusCode: 200 } as ServerResponse, performance.now());
    logAnswered(req, { statusCode: 304 } as ServerResponse, performance.now());
    expect(info).toHaveBeenCalledTimes(2);
    const [first, second] = info.mock.calls.map(([fields]) => fields as { reqId: number; req: object; res: object });
    expect(first?.req).toEqual({ id: first?.reqId, method: "GET", path: "/check" });
    expect(first?.res).toEqual({ status: 200 });
    expect(second?.reqId).not.toBe(first?.reqId);
    expect(JSON.stringify(info.mock.calls)).not.toMatch(/country|funds/);
  });
});
