/** The targets each measured figure is held to (issue: benchmarks), in one place for the report. */
export const targets = {
  lighthouse: {
    /** Performance on every public page, mobile included: aim for 100, accept no lower than 98. */
    performanceAim: 100,
    performanceFloor: 98,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
  },
  /** Core Web Vitals "good" thresholds, shown beside the Lighthouse timings for context. */
  webVitals: { lcpMs: 2500, tbtMs: 200, cls: 0.1 },
  weight: { homeJsMaxGzipBytes: 130_000, routeTolerance: 0.05 },
  throughput: {
    /** Prerendered pages: at least this share of nginx's requests per second. */
    prerenderedRatioToNginx: 0.5,
    /** Server-rendered pages: p99 latency below this at 50 connections. */
    serverRenderedP99Ms: 50,
    errors: 0,
    /** Resident memory after the load, once it has settled. */
    rssAfterMiB: 200,
  },
  interaction: { nextStepPaintMs: 50 },
} as const;

/** How measurements are taken; `--quick` uses the smaller numbers. */
export const settings = {
  full: { lighthouseRuns: 3, wrkRuns: 3, wrkSeconds: 5, warmupSeconds: 2, interactionRuns: 5 },
  quick: { lighthouseRuns: 1, wrkRuns: 1, wrkSeconds: 3, warmupSeconds: 1, interactionRuns: 2 },
  wrk: { connections: 50, threads: 2 },
  cpuThrottling: 4,
};
