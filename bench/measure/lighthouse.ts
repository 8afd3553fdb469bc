import fs from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";
import { chromiumArgs } from "../../playwright.config";
import { isRouteAvailable } from "../lib/availability";
import { median, repeat } from "../lib/stats";
import type { NamedRoute } from "../routes";

export type FormFactor = "mobile" | "desktop";

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

export interface PageQuality {
  name: string;
  path: string;
  /** Medians per form factor; undefined when the page does not exist yet. */
  results?: Record<FormFactor, LighthouseFigures & { runs: number }>;
  /** Audits that cost points in the last run, for the report's notes. */
  failedAudits?: string[];
}

async function runOnce(url: string, port: number, formFactor: FormFactor): Promise<{ figures: LighthouseFigures; failed: string[] }> {
  const result = await lighthouse(
    url,
    {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      // Screenshots only feed the HTML report's filmstrip; skipping them saves a third of each run.
      disableFullPageScreenshot: true,
      skipAudits: ["screenshot-thumbnails", "final-screenshot"],
    },
    formFactor === "desktop" ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  // A run Lighthouse could not score (it saw no first paint, say) is a failed run, not a score of 0.
  if (categories.performance?.score == null) throw new Error(`Lighthouse could not score ${url}: ${result.lhr.runtimeError?.message ?? "no performance score"}`);
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const failed = Object.values(categories)
    .filter((category) => category.id !== "performance")
    .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => audits[ref.id]))
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .map((audit) => `${audit?.id}: ${audit?.title}`);
  return {
    figures: {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      lcpMs: numeric("largest-contentful-paint"),
      tbtMs: numeric("total-blocking-time"),
      cls: numeric("cumulative-layout-shift"),
    },
    failed,
  };
}

const medianFigures = (runs: LighthouseFigures[]): LighthouseFigures => ({
  performance: median(runs.map((r) => r.performance)),
  accessibility: median(runs.map((r) => r.accessibility)),
  bestPractices: median(runs.map((r) => r.bestPractices)),
  seo: median(runs.map((r) => r.seo)),
  lcpMs: median(runs.map((r) => r.lcpMs)),
  tbtMs: median(runs.map((r) => r.tbtMs)),
  cls: median(runs.map((r) => r.cls)),
});

/**
 * One Lighthouse run as a first visit: a Chromium of its own with a new, empty profile, closed and its
 * profile deleted afterwards. A browser kept open between runs would start each run with the site's
 * scripts and styles in its memory and disk caches and their compiled code kept, which a first visitor
 * never has (docs/decisions/052).
 */
async function firstVisit(url: string, formFactor: FormFactor, chromiumPath: string, workDir: string): Promise<{ figures: LighthouseFigures; failed: string[] }> {
  const userDataDir = fs.mkdtempSync(path.join(workDir, "lighthouse-profile-"));
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [...chromiumArgs, `--user-data-dir=${userDataDir}`],
    userDataDir: false,
  });
  try {
    return await runOnce(url, chrome.port, formFactor);
  } finally {
    chrome.kill();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
}

/** Lighthouse, mobile and desktop, `runs` times per page, each run a first visit in a fresh Chromium. */
export async function measurePageQuality(options: {
  baseUrl: string;
  pages: NamedRoute[];
  runs: number;
  chromiumPath: string;
  workDir: string;
  log: (line: string) => void;
}): Promise<PageQuality[]> {
  fs.mkdirSync(options.workDir, { recursive: true });
  const results: PageQuality[] = [];
  for (const page of options.pages) {
    if (!(await isRouteAvailable(options.baseUrl, page.path))) {
      results.push({ name: page.name, path: page.path });
      continue;
    }
    const url = new URL(page.path, options.baseUrl).href;
    const byFormFactor = {} as Record<FormFactor, LighthouseFigures & { runs: number }>;
    const failed = new Set<string>();
    for (const formFactor of ["mobile", "desktop"] as const) {
      const runs = await repeat(options.runs, async () => {
        // One more try for a run that failed; a second failure stops the bench.
        const run = await firstVisit(url, formFactor, options.chromiumPath, options.workDir).catch((error: unknown) => {
          options.log(`  lighthouse ${formFactor} ${page.path}: run failed (${error instanceof Error ? error.message : String(error)}), trying again`);
          return firstVisit(url, formFactor, options.chromiumPath, options.workDir);
        });
        run.failed.forEach((audit) => failed.add(`${formFactor} ${audit}`));
        return run.figures;
      });
      byFormFactor[formFactor] = { ...medianFigures(runs), runs: runs.length };
      options.log(`  lighthouse ${formFactor} ${page.path}: performance ${byFormFactor[formFactor].performance} (${runs.map((run) => run.performance).join(", ")})`);
    }
    results.push({ name: page.name, path: page.path, results: byFormFactor, failedAudits: [...failed] });
  }
  return results;
}
