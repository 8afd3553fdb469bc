import { describe, expect, it } from "vitest";
import { loginPathFor, safeRedirectPath } from "./redirect-target";

describe("return path after sign-in", () => {
  it("keeps paths on this site, with their query", () => {
    expect(safeRedirectPath("/admin/manage-pages")).toBe("/admin/manage-pages");
    expect(safeRedirectPath("/admin/manage-pages?q=visa")).toBe("/admin/manage-pages?q=visa");
    expect(safeRedirectPath("/email-template")).toBe("/email-template");
  });

  it("falls back to the dashboard for other hosts, schemes, loops and junk", () => {
    for (const value of ["https://evil.example/", "//evil.example", "/\\evil.example", "javascript:alert(1)", "admin", "", "/login", "/logout?x=1", null, 42]) {
      expect(safeRedirectPath(value), String(value)).toBe("/admin/dashboard");
    }
  });

  it("builds the login address that remembers the origin path", () => {
    expect(loginPathFor(new URL("http://x/admin/edit-page/abc?tab=1"))).toBe("/login?redirectTo=%2Fadmin%2Fedit-page%2Fabc%3Ftab%3D1");
  });
});
