import { describe, expect, it } from "vitest";
import { mailboxOf, recipientLimit } from "./recipient";

describe("mailboxOf", () => {
  it("writes every spelling of one inbox the same way: case, sub-address, trailing dot", () => {
    const spellings = ["victim@x.example", "victim+1@x.example", "VICTIM+2@X.EXAMPLE", "victim@x.example.", " Victim@X.Example.. "];
    expect(new Set(spellings.map(mailboxOf))).toEqual(new Set(["victim@x.example"]));
  });

  it("keeps different inboxes apart", () => {
    expect(mailboxOf("a.b@x.example")).not.toBe(mailboxOf("ab@x.example"));
    expect(mailboxOf("victim@x.example")).not.toBe(mailboxOf("victim@y.example"));
  });
});

describe("recipientLimit", () => {
  it("keys the limit by the inbox, not the address as typed", () => {
    expect(recipientLimit("result-mail:to", "VICTIM+2@X.example.", 3, 1000)).toEqual(recipientLimit("result-mail:to", "victim@x.example", 3, 1000));
  });
});
