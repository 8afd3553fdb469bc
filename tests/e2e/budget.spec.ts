import fs from "node:fs";
import { budgetProblems, weighRoute, type Budgets, type RouteWeight } from "../../bench/lib/page-weight";
import { publicRoutes } from "../../bench/routes";
// The plain Playwright test: this spec weighs pages; their accessibility is checked by the specs that own them.
import { expect, test } from "@playwright/test";

const budgets = JSON.parse(fs.readFileSync(new URL("../../bench/budgets.json", import.meta.url), "utf8")) as Budgets;

/**
 * Weight budgets on the production build, as the browser loads it. Sizes are gzip level 9 of the
 * exact files the page loaded, so they are deterministic. After a deliberate change, record new
 * budgets with `npm run bench -- --only=weight --record-budgets`.
 */
test.describe("weight budgets", () => {
  test("every public route stays within its recorded JavaScript and CSS budget and loads no editor code", async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    const problems: string[] = [];
    const unavailable: string[] = [];
    const unbudgeted: string[] = [];
    for (const route of publicRoutes) {
      const weight = await weighRoute(page, baseURL as string, route.path);
      if (weight.status !== (route.expectedStatus ?? 200)) {
        unavailable.push(`${route.path} (${weight.status})`);
        continue;
      }
      if (!budgets.routes[route.path]) unbudgeted.push(route.path);
      // The home page's hard cap is its own test below.
      problems.push(...budgetProblems(weight, { ...budgets, homeJsMaxGzipBytes: Number.POSITIVE_INFINITY }));
    }
    if (unavailable.length) test.info().annotations.push({ type: "not available yet", description: unavailable.join(", ") });
    if (unbudgeted.length) test.info().annotations.push({ type: "no recorded budget", description: unbudgeted.join(", ") });
    expect(problems).toEqual([]);
  });

  test("the home page loads at most 130 KB of JavaScript (gzip)", async ({ page, baseURL }) => {
    const weight: RouteWeight = await weighRoute(page, baseURL as string, "/");
    expect(weight.jsGzipBytes, weight.js.map((file) => `${file.path} ${file.gzipBytes} B`).join("\n")).toBeLessThanOrEqual(
      budgets.homeJsMaxGzipBytes,
    );
  });
});
