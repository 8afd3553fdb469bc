import { describe, expect, it } from "vitest";
import { currentTotpCode, formatSecretForDisplay, generateTotpSecret, matchTotpStep, totpUri } from "./totp.server";

describe("TOTP codes", () => {
  const secret = generateTotpSecret();
  const now = new Date("2030-05-05T05:05:05Z");
  const step = Math.floor(now.getTime() / 30_000);

  it("makes a 160-bit base32 secret and an otpauth link for authenticator apps", () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = totpUri(secret, "admin");
    expect(uri).toMatch(/^otpauth:\/\/totp\/Australia%20Visa%20Check:admin\?/);
    expect(uri).toContain(`secret=${secret}`);
    expect(formatSecretForDisplay("ABCDEFGHIJKL")).toBe("ABCD EFGH IJKL");
  });

  it("accepts the current code and one step of drift, nothing older", () => {
    expect(matchTotpStep(secret, currentTotpCode(secret, now), 0, now)).toBe(step);
    expect(matchTotpStep(secret, currentTotpCode(secret, new Date(now.getTime() - 30_000)), 0, now)).toBe(step - 1);
    const stale = currentTotpCode(secret, new Date(now.getTime() - 120_000));
    if (stale !== currentTotpCode(secret, now)) expect(matchTotpStep(secret, stale, 0, now)).toBeUndefined();
  });

  it("refuses a code at or before the last used step, and malformed input", () => {
    expect(matchTotpStep(secret, currentTotpCode(secret, now), step, now)).toBeUndefined();
    expect(matchTotpStep(secret, "12345", 0, now)).toBeUndefined();
    expect(matchTotpStep(secret, "abcdef", 0, now)).toBeUndefined();
  });
});
