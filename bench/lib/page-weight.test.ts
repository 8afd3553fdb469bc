import { describe, expect, it } from "vitest";
import { budgetProblems, type Budgets, type RouteWeight } from "./page-weight";

const budgets: Budgets = { homeJsMaxGzipBytes: 130_000, tolerance: 0.05, routes: { "/faq": { js: 100_000, css: 6_000 } } };

const weight = (overrides: Partial<RouteWeight>): RouteWeight => ({
  path: "/faq",
  status: 200,
  js: [],
  css: [],
  jsGzipBytes: 100_000,
  cssGzipBytes: 6_000,
  transferBytes: 0,
  editorFiles: [],
  ...overrides,
});

describe("budgetProblems", () => {
  it("allows growth up to five percent over the recorded budget", () => {
    expect(budgetProblems(weight({ jsGzipBytes: 105_000, cssGzipBytes: 6_300 }), budgets)).toEqual([]);
  });

  it("flags a route that grows more than five percent", () => {
    expect(budgetProblems(weight({ jsGzipBytes: 105_001 }), budgets)).toEqual([
      "/faq JavaScript is 105001 B gzip, over its budget 100000 B + 5%",
    ]);
    expect(budgetProblems(weight({ cssGzipBytes: 6_301 }), budgets)).toHaveLength(1);
  });

  it("holds the home page to its hard cap even without a recorded budget", () => {
    expect(budgetProblems(weight({ path: "/", jsGzipBytes: 130_001 }), budgets)).toEqual([
      "home page JavaScript is 130001 B gzip, over the 130000 B cap",
    ]);
  });

  it("reports editor code on a public route", () => {
    expect(budgetProblems(weight({ editorFiles: ["/assets/quill-abc.js"] }), budgets)).toEqual([
      "/faq loads editor code: /assets/quill-abc.js",
    ]);
  });
});
