import { describe, expect, it } from "vitest";
import { MULTI_RECIPIENT_ATTACKS } from "../../../tests/support/multi-recipient.test-data";
import { isOneMailbox } from "./single-recipient.server";

describe("one mailbox, as the mail library reads it", () => {
  it("accepts a bare address and refuses lists, names, groups and comments", () => {
    expect(isOneMailbox("ana@example.com")).toBe(true);
    expect(isOneMailbox("support@localhost")).toBe(true);
    // An escaped @ is odd but still one mailbox to the library; the forms refuse it anyway.
    for (const value of MULTI_RECIPIENT_ATTACKS.filter((attack) => !attack.includes("\\"))) expect(isOneMailbox(value), value).toBe(false);
  });
});
