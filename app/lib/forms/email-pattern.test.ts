import { describe, expect, it } from "vitest";
import { isSimpleEmail, isSingleAddress } from "./email-pattern";
import { MULTI_RECIPIENT_ATTACKS } from "../../../tests/support/multi-recipient.test-data";

describe("isSimpleEmail", () => {
  it("accepts text, @, text, dot, text", () => {
    for (const email of ["ana@example.com", "a@b.co", "first.last+tag@mail.example.org", "  ana@example.com  "]) {
      expect(isSimpleEmail(email), email).toBe(true);
    }
  });

  it("refuses empty input and anything without the @ and the dot after it", () => {
    for (const email of ["", "   ", "ana", "ana@example", "@example.com", "ana@.com", "ana example@mail.com", "ana@mail.", "ana@@"]) {
      expect(isSimpleEmail(email), email).toBe(false);
    }
  });
});

describe("exactly one recipient", () => {
  it("refuses address lists, display names, quotes and comments", () => {
    for (const email of MULTI_RECIPIENT_ATTACKS) {
      expect(isSingleAddress(email), email).toBe(false);
      expect(isSimpleEmail(email), email).toBe(false);
    }
    expect(isSingleAddress("first.last+tag@mail.example.org")).toBe(true);
  });
});
