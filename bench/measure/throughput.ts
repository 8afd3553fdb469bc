import { isRouteAvailable } from "../lib/availability";
import type { BenchServer } from "../lib/bench-server";
import { median, repeat } from "../lib/stats";
import { runWrk, type WrkOptions, type WrkResult } from "../lib/wrk";
import type { throughputTargets } from "../routes";
import { targets as benchTargets } from "../targets";

export interface LoadFigures {
  runs: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Errors summed over every measured run. */
  errors: number;
  /**
   * Server CPU time per request (user + system), median over the runs. Unlike requests per second it
   * hardly moves when neighbours load the machine, so it shows the cost of the serving path itself.
   */
  cpuMsPerRequest: number;
}

type Measured = WrkResult & { cpuMsPerRequest: number };

/** One wrk run, with the CPU the server spent on it. */
async function measuredRun(url: string, settings: LoadSettings, cpuSeconds: () => number): Promise<Measured> {
  const before = cpuSeconds();
  const result = await runWrk(url, settings);
  return { ...result, cpuMsPerRequest: ((cpuSeconds() - before) * 1000) / result.requests };
}

export interface TargetThroughput {
  name: string;
  path: string;
  kind: "prerendered" | "server-rendered";
  /** Undefined when the route does not exist yet. */
  figures?: LoadFigures;
  /** Requests per second as a share of nginx's (median of the per-run ratios for the home page). */
  ratioToNginx?: number;
}

export interface EngineThroughput {
  engine: string;
  /** nginx, measured in turns with this engine's prerendered page. */
  nginx?: LoadFigures;
  targets: TargetThroughput[];
  rssBeforeMiB: number;
  rssPeakMiB: number;
  rssAfterMiB: number;
}

export interface LoadSettings extends WrkOptions {
  runs: number;
  warmupSeconds: number;
}

const summarise = (runs: Measured[]): LoadFigures => ({
  runs: runs.length,
  cpuMsPerRequest: median(runs.map((r) => r.cpuMsPerRequest)),
  requestsPerSecond: median(runs.map((r) => r.requestsPerSecond)),
  p50Ms: median(runs.map((r) => r.p50Ms)),
  p99Ms: median(runs.map((r) => r.p99Ms)),
  errors: runs.reduce((sum, r) => sum + r.errors, 0),
});

const warmUp = (url: string, settings: LoadSettings) => runWrk(url, { ...settings, seconds: settings.warmupSeconds });

/** Median figures of `runs` wrk runs after a warm-up run (the JIT and caches settle first). */
export async function loadTest(url: string, settings: LoadSettings, cpuSeconds: () => number): Promise<LoadFigures> {
  await warmUp(url, settings);
  return summarise(await repeat(settings.runs, () => measuredRun(url, settings, cpuSeconds)));
}

/**
 * The page and the nginx baseline in turns, run by run, so a neighbour's burst of work on a shared
 * machine hits both alike; the ratio is the median of the per-run ratios.
 */
export async function loadTestInTurns(
  target: { url: string; cpuSeconds: () => number },
  baseline: { url: string; cpuSeconds: () => number },
  settings: LoadSettings,
) {
  await warmUp(baseline.url, settings);
  await warmUp(target.url, settings);
  const pairs = await repeat(settings.runs, async () => ({
    baseline: await measuredRun(baseline.url, settings, baseline.cpuSeconds),
    target: await measuredRun(target.url, settings, target.cpuSeconds),
  }));
  return {
    figures: summarise(pairs.map((pair) => pair.target)),
    baseline: summarise(pairs.map((pair) => pair.baseline)),
    ratio: median(pairs.map((pair) => pair.target.requestsPerSecond / pair.baseline.requestsPerSecond)),
  };
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every throughput target against one server, with its resident memory before, during and after. */
export async function measureThroughput(options: {
  engine: string;
  server: BenchServer;
  targets: typeof throughputTargets;
  settings: LoadSettings;
  /** nginx serving the home page file; without it no ratios are given. */
  nginx?: { url: string; cpuSeconds: () => number };
  log: (line: string) => void;
}): Promise<EngineThroughput> {
  const { server } = options;
  await settle(1000);
  const rssBeforeMiB = server.rssMiB();
  let rssPeakMiB = rssBeforeMiB;
  const sampler = setInterval(() => (rssPeakMiB = Math.max(rssPeakMiB, server.rssMiB())), 250);
  const targets: TargetThroughput[] = [];
  let nginx: LoadFigures | undefined;
  try {
    // The prerendered page first, in turns with nginx; the others are compared with that nginx median.
    const ordered = [...options.targets].sort((a, b) => Number(b.kind === "prerendered") - Number(a.kind === "prerendered"));
    for (const target of ordered) {
      const url = new URL(target.path, server.url).href;
      if (!(await isRouteAvailable(server.url, target.path))) {
        targets.push({ ...target });
        continue;
      }
      if (options.nginx && !nginx) {
        const turns = await loadTestInTurns({ url, cpuSeconds: server.cpuSeconds }, options.nginx, options.settings);
        nginx = turns.baseline;
        targets.push({ ...target, figures: turns.figures, ratioToNginx: turns.ratio });
      } else {
        const figures = await loadTest(url, options.settings, server.cpuSeconds);
        targets.push({ ...target, figures, ratioToNginx: nginx ? figures.requestsPerSecond / nginx.requestsPerSecond : undefined });
      }
      const last = targets.at(-1)?.figures as LoadFigures;
      options.log(`  wrk ${options.engine} ${target.path}: ${Math.round(last.requestsPerSecond)} req/s, p99 ${last.p99Ms} ms`);
    }
  } finally {
    clearInterval(sampler);
  }
  const rssAfterMiB = await rssAtRest(server);
  const inTableOrder = options.targets.map((target) => targets.find((t) => t.path === target.path) as TargetThroughput);
  return { engine: options.engine, nginx, targets: inTableOrder, rssBeforeMiB, rssPeakMiB, rssAfterMiB };
}

/**
 * Resident memory once the process is at rest after the load. V8 returns the heap it grew under load by
 * itself after some idle seconds (about 30-40 s on this machine), so a reading taken sooner counts garbage
 * not yet handed back. Reads every 5 s until the figure is under the target, for at most a minute.
 */
async function rssAtRest(server: BenchServer, targetMiB: number = benchTargets.throughput.rssAfterMiB): Promise<number> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    await settle(5000);
    const now = server.rssMiB();
    if (now < targetMiB || Date.now() > deadline) return now;
  }
}
