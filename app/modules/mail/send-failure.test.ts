import { describe, expect, it } from "vitest";
import { describeSendFailure, isPermanentSendFailure } from "./send-failure";

describe("send failures", () => {
  it("names a refused connection without revealing the server", () => {
    const error = Object.assign(new Error("connect ECONNREFUSED 10.0.0.5:25"), { code: "ESOCKET" });
    expect(describeSendFailure(error)).toBe("Mail server unavailable");
    expect(isPermanentSendFailure(error)).toBe(false);
  });

  it("treats a rejected recipient as permanent and a login failure as fixable", () => {
    expect(isPermanentSendFailure({ code: "EENVELOPE", responseCode: 550 })).toBe(true);
    expect(isPermanentSendFailure({ code: "EAUTH", responseCode: 535 })).toBe(false);
    expect(describeSendFailure({ code: "EAUTH", responseCode: 535 })).toBe("Mail server rejected the login");
    expect(isPermanentSendFailure({ code: "EMESSAGE", responseCode: 451 })).toBe(false);
    expect(describeSendFailure({ code: "EMESSAGE", responseCode: 451 })).toBe("Mail server temporarily unavailable");
  });

  it("falls back to 'Unknown Error'", () => {
    expect(describeSendFailure(new Error("boom"))).toBe("Unknown Error");
    expect(describeSendFailure(undefined)).toBe("Unknown Error");
  });
});
