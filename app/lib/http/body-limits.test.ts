import { describe, expect, it } from "vitest";
import { BODY_LIMITS, bodyLimitName, isUploadRoute } from "./body-limits";

describe("the body-limit table", () => {
  it("knows the routes that upload pictures (page banners, agent photos), with React Router's data-request twins", () => {
    for (const path of ["/admin/agents/new", "/admin/agents/7", "/admin/agents/7.data", "/admin/add-new-page", "/admin/add-new-page.data", "/admin/add-new-page/", "/admin/add-new-page/_.data", "/admin/edit-page/123", "/admin/edit-page/123.data"]) {
      expect(isUploadRoute(path), path).toBe(true);
    }
    for (const path of ["/admin/manage-pages", "/admin/edit-page", "/admin/edit-page/1/x", "/contact", "/admin/add-new-page-x", "/x/admin/add-new-page", "/admin/agents", "/ja/admin/agents/new"]) {
      expect(isUploadRoute(path), path).toBe(false);
    }
  });

  it("gives the large limit only to a signed-in administrator on an upload route", () => {
    expect(bodyLimitName("/admin/add-new-page", true)).toBe("upload");
    expect(bodyLimitName("/admin/add-new-page", false)).toBe("public");
    expect(bodyLimitName("/admin/manage-pages", true)).toBe("public");
    expect(bodyLimitName("/contact", true)).toBe("public");
    // Room for a 5 MB banner and 4 MB of content.
    expect(BODY_LIMITS.upload).toBeGreaterThan(9 * 1024 * 1024);
  });
});
