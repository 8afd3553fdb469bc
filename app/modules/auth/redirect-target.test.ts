import { describe, expect, it } from "vitest";
import { loginPathFor, safeRedirectPath } from "./redirect-target";

describe("return path after sign-in", () => {
  it("keeps paths on this site, with their query", () => {
    expect(safeRedirectPath("/admin/manage-pages")).toBe("/admin/manage-pages");
    expect(safeRedirectPath("/admin/manage-pages?q=visa")).toBe("/admin/manage-pages?q=visa");
    expect(safeRedirectPath("/email-template")).toBe("/email-template");
    expect(safeRedirectPath("/admin/edit-page/abc#banner")).toBe("/admin/edit-page/abc#banner");
  });

  it("falls back to the dashboard for other hosts, schemes, loops and junk", () => {
    for (const value of ["https://evil.example/", "//evil.example", "/\\evil.example", "javascript:alert(1)", "", "/login", "/logout?x=1", null, 42]) {
      expect(safeRedirectPath(value), String(value)).toBe("/admin/dashboard");
    }
  });

  it("never leaves the site, however the other host is hidden (the open redirect found in the outside test)", () => {
    const attacks = [
      "/.//evil.example",
      "/./\\evil.example",
      "/admin/..//evil.example",
      "/admin/%2e%2e//evil.example",
      "/admin/%2E%2E/%2E%2E//evil.example",
      "/%2e//evil.example",
      "/\\/evil.example",
      "\\\\evil.example",
      "/\t/evil.example",
      "//evil.example/admin/dashboard",
      "https://evil.example/admin",
      "http://site.invalid@evil.example/admin",
      "/%2F%2Fevil.example",
      "/%5C%5Cevil.example",
      " //evil.example",
      "/checkout",
      "/admin-not/really",
    ];
    for (const value of attacks) {
      const target = safeRedirectPath(value, "https://visa.example.com");
      expect(target, value).toBe("/admin/dashboard");
      // What a browser would make of the answer stays on the site.
      expect(new URL(target, "https://visa.example.com").origin, value).toBe("https://visa.example.com");
    }
  });

  it("accepts admin paths on the site's own origin, normalised", () => {
    expect(safeRedirectPath("https://visa.example.com/admin/orders?page=2", "https://visa.example.com")).toBe("/admin/orders?page=2");
    expect(safeRedirectPath("/admin/./security", "https://visa.example.com")).toBe("/admin/security");
    expect(safeRedirectPath("/admin", "https://visa.example.com")).toBe("/admin");
    expect(safeRedirectPath("/test-sender", "https://visa.example.com")).toBe("/test-sender");
  });

  it("builds the login address that remembers the origin path", () => {
    expect(loginPathFor(new URL("http://x/admin/edit-page/abc?tab=1"))).toBe("/login?redirectTo=%2Fadmin%2Fedit-page%2Fabc%3Ftab%3D1");
  });
});
