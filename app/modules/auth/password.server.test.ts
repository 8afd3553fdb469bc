import { describe, expect, it } from "vitest";
import { OWASP_SCRYPT, hashPassword, needsRehash, passwordProblem, verifyPassword } from "./password.server";

const fast = { logN: 10, r: 8, p: 1 };

describe("password hashing", () => {
  it("uses scrypt at the OWASP parameters by default and verifies the right password only", async () => {
    const hash = await hashPassword("correct horse battery staple");
    expect(hash).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$/);
    expect(await verifyPassword("correct horse battery staple", hash)).toBe(true);
    expect(await verifyPassword("correct horse battery stapler", hash)).toBe(false);
    expect(needsRehash(hash)).toBe(false);
  });

  it("salts every hash, so equal passwords give different hashes", async () => {
    const a = await hashPassword("same password here", fast);
    const b = await hashPassword("same password here", fast);
    expect(a).not.toBe(b);
    expect(await verifyPassword("same password here", a)).toBe(true);
    expect(await verifyPassword("same password here", b)).toBe(true);
  });

  it("asks for a new hash when parameters were weaker than today's", async () => {
    const weak = await hashPassword("an older password", fast);
    expect(needsRehash(weak)).toBe(true);
    expect(needsRehash(weak, fast)).toBe(false);
    expect(OWASP_SCRYPT.logN).toBeGreaterThanOrEqual(17);
  });

  it("never matches a malformed or tampered hash", async () => {
    expect(await verifyPassword("anything", "")).toBe(false);
    expect(await verifyPassword("anything", "plain-text-password")).toBe(false);
    expect(await verifyPassword("anything", "$scrypt$ln=30,r=8,p=1$AAAA$AAAA")).toBe(false);
    const hash = await hashPassword("the real password", fast);
    const tampered = hash.slice(0, -4) + (hash.endsWith("AAA=") ? "BBB=" : "AAA=");
    expect(await verifyPassword("the real password", tampered)).toBe(false);
  });

  it("treats Unicode compositions of the same password alike", async () => {
    const hash = await hashPassword("caf\u00e9 au lait 2024", fast);
    expect(await verifyPassword("cafe\u0301 au lait 2024", hash)).toBe(true);
  });

  it("requires at least 12 characters for a new password", () => {
    expect(passwordProblem("short")).toBe("The password must be at least 12 characters.");
    expect(passwordProblem("x".repeat(300))).toMatch(/at most/);
    expect(passwordProblem("twelve chars")).toBeUndefined();
  });
});
