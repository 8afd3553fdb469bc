import { describe, expect, it } from "vitest";
import { isSimpleEmail } from "./email-pattern";

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
