import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "./routes";
import { englishOnlySegments, localizedPaths, prefixedLocales } from "./modules/i18n/locales";

/** Every route's path, as React Router matches it (no leading slash), layouts' children included. */
const pathsOf = (entries: readonly RouteConfigEntry[]): string[] => entries.flatMap((entry) => [entry.path ?? "", ...pathsOf(entry.children ?? [])]);
const paths = pathsOf(routes);

describe("the route table", () => {
  it("serves every page of localizedPaths under each language's prefix, and managed pages there too", () => {
    for (const locale of prefixedLocales) {
      for (const path of localizedPaths) expect(paths, `${locale} ${path}`).toContain(path === "/" ? locale : `${locale}${path}`);
      expect(paths).toContain(`${locale}/*`);
    }
  });

  it("serves the paths that stay English at their one address only", () => {
    for (const segment of englishOnlySegments) {
      for (const locale of prefixedLocales) expect(paths.filter((path) => path.startsWith(`${locale}/${segment}`)), segment).toEqual([]);
    }
    expect(paths).toContain("admin/dashboard");
  });
});
