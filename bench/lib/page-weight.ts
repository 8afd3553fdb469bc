import zlib from "node:zlib";
import type { Page, Response } from "@playwright/test";
import { editorMarkers } from "../routes";

export interface LoadedFile {
  path: string;
  /** Size after gzip at level 9: deterministic for the same file, so budgets can be exact. */
  gzipBytes: number;
  isEditor: boolean;
}

export interface RouteWeight {
  path: string;
  status: number;
  js: LoadedFile[];
  css: LoadedFile[];
  jsGzipBytes: number;
  cssGzipBytes: number;
  /** Bytes that crossed the network for the whole page (headers and encoded bodies). */
  transferBytes: number;
  /** Editor code that loaded; must stay empty outside the admin area. */
  editorFiles: string[];
}

/** Mobile first: weights are taken at the width the site is designed for. */
export const WEIGHING_VIEWPORT = { width: 390, height: 844 };

const sum = (files: LoadedFile[]) => files.reduce((total, file) => total + file.gzipBytes, 0);

/**
 * Loads one route in the browser and weighs every script and stylesheet it actually loaded,
 * including chunks fetched lazily before the network went quiet.
 */
export async function weighRoute(page: Page, baseUrl: string, path: string): Promise<RouteWeight> {
  await page.setViewportSize(WEIGHING_VIEWPORT);
  const responses: Response[] = [];
  const collect = (response: Response) => responses.push(response);
  page.on("response", collect);
  try {
    const main = await page.goto(new URL(path, baseUrl).href, { waitUntil: "load" });
    await page.waitForLoadState("networkidle");
    const origin = new URL(baseUrl).origin;
    const files: { kind: "js" | "css"; file: LoadedFile }[] = [];
    let transferBytes = 0;
    for (const response of responses) {
      const sizes = await response.request().sizes().catch(() => undefined);
      transferBytes += (sizes?.responseBodySize ?? 0) + (sizes?.responseHeadersSize ?? 0);
      const url = new URL(response.url());
      const kind = url.pathname.endsWith(".js") ? "js" : url.pathname.endsWith(".css") ? "css" : undefined;
      if (!kind || url.origin !== origin || !response.ok()) continue;
      const body = await response.body();
      const isEditor = kind === "js" && (editorMarkers.fileName.test(url.pathname) || editorMarkers.content.test(body.toString("utf8")));
      files.push({ kind, file: { path: url.pathname, gzipBytes: zlib.gzipSync(body, { level: 9 }).length, isEditor } });
    }
    const unique = (kind: "js" | "css") =>
      [...new Map(files.filter((f) => f.kind === kind).map((f) => [f.file.path, f.file])).values()].sort((a, b) =>
        a.path.localeCompare(b.path),
      );
    const js = unique("js");
    const css = unique("css");
    return {
      path,
      status: main?.status() ?? 0,
      js,
      css,
      jsGzipBytes: sum(js),
      cssGzipBytes: sum(css),
      transferBytes,
      editorFiles: js.filter((file) => file.isEditor).map((file) => file.path),
    };
  } finally {
    page.off("response", collect);
  }
}

export interface Budgets {
  /** Hard cap for the home page's JavaScript, gzip bytes. */
  homeJsMaxGzipBytes: number;
  /** How far a route may grow past its recorded budget (0.05 = 5 percent). */
  tolerance: number;
  /** Recorded gzip bytes per route path. */
  routes: Record<string, { js: number; css: number }>;
}

/** Budget problems of one weighed route; empty when it is within budget. */
export function budgetProblems(weight: RouteWeight, budgets: Budgets): string[] {
  const problems: string[] = [];
  if (weight.path === "/" && weight.jsGzipBytes > budgets.homeJsMaxGzipBytes) {
    problems.push(`home page JavaScript is ${weight.jsGzipBytes} B gzip, over the ${budgets.homeJsMaxGzipBytes} B cap`);
  }
  const recorded = budgets.routes[weight.path];
  if (recorded) {
    const limit = (bytes: number) => Math.floor(bytes * (1 + budgets.tolerance));
    if (weight.jsGzipBytes > limit(recorded.js)) {
      problems.push(`${weight.path} JavaScript is ${weight.jsGzipBytes} B gzip, over its budget ${recorded.js} B + ${budgets.tolerance * 100}%`);
    }
    if (weight.cssGzipBytes > limit(recorded.css)) {
      problems.push(`${weight.path} CSS is ${weight.cssGzipBytes} B gzip, over its budget ${recorded.css} B + ${budgets.tolerance * 100}%`);
    }
  }
  if (weight.editorFiles.length) problems.push(`${weight.path} loads editor code: ${weight.editorFiles.join(", ")}`);
  return problems;
}
