import fs from "node:fs";
import { chromium } from "@playwright/test";
import { chromiumArgs } from "../../playwright.config";
import { weighRoute, type Budgets, type RouteWeight } from "../lib/page-weight";
import type { NamedRoute } from "../routes";

export interface RouteWeightResult {
  name: string;
  path: string;
  /** Undefined when the route does not exist yet. */
  weight?: RouteWeight;
}

/** Weighs every public route in Chromium; sizes are deterministic, so one visit each is enough. */
export async function measureWeight(options: {
  baseUrl: string;
  routes: (NamedRoute & { expectedStatus?: number })[];
  chromiumPath: string;
}): Promise<RouteWeightResult[]> {
  const browser = await chromium.launch({ executablePath: options.chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const results: RouteWeightResult[] = [];
    for (const route of options.routes) {
      const weight = await weighRoute(page, options.baseUrl, route.path);
      results.push({ name: route.name, path: route.path, weight: weight.status === (route.expectedStatus ?? 200) ? weight : undefined });
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** Writes the measured sizes as the new budgets (routes not available keep their old budget). */
export function recordBudgets(file: string, results: RouteWeightResult[]): Budgets {
  const current = JSON.parse(fs.readFileSync(file, "utf8")) as Budgets;
  const routes = { ...current.routes };
  for (const result of results) {
    if (result.weight) routes[result.path] = { js: result.weight.jsGzipBytes, css: result.weight.cssGzipBytes };
  }
  const next: Budgets = { ...current, routes };
  fs.writeFileSync(file, `${JSON.stringify(next, null, 2)}\n`);
  return next;
}
