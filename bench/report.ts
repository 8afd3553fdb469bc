import type { Budgets } from "./lib/page-weight";
import type { MachineInfo } from "./lib/machine";
import type { InteractionResult } from "./measure/interaction";
import type { PageQuality } from "./measure/lighthouse";
import type { EngineThroughput, LoadFigures } from "./measure/throughput";
import type { RouteWeightResult } from "./measure/weight";
import { median } from "./lib/stats";
import { lighthousePages } from "./routes";
import { targets } from "./targets";
import { renderWizardSteps, type WizardStepsResult } from "./wizard-steps";

export interface BenchResults {
  startedAt: Date;
  durationSeconds: number;
  quick: boolean;
  machine: MachineInfo;
  settings: { lighthouseRuns: number; wrkRuns: number; wrkSeconds: number; warmupSeconds: number; interactionRuns: number; connections: number; threads: number; cpuThrottling: number };
  /** Sections that were skipped or limited, with the reason. */
  notes: string[];
  quality?: PageQuality[];
  weight?: RouteWeightResult[];
  budgets?: Budgets;
  throughput: EngineThroughput[];
  interaction?: InteractionResult;
  /** 'Next Step', 'Back' and 'See My Result' on /check and the home page (bench/wizard-steps.ts). */
  wizardSteps?: WizardStepsResult;
  /** Load average (1, 5, 15 min) when the run ended; the machine is shared. */
  loadAverageAtEnd?: number[];
  /** Hand-written analysis of the figures (bench/analysis.md), kept across runs. */
  analysis?: string;
}

type Verdict = "met" | "missed" | "not available yet" | "not measured";

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const ms = (value: number) => (Number.isFinite(value) ? `${value < 10 ? value.toFixed(2) : value.toFixed(0)} ms` : "–");
const pct = (value: number) => `${Math.round(value * 100)}%`;
const verdict = (ok: boolean): Verdict => (ok ? "met" : "missed");
const mark = (v: Verdict) => (v === "met" ? "✅ met" : v === "missed" ? "❌ missed" : `– ${v}`);

function table(header: string[], rows: string[][]): string {
  return [`| ${header.join(" | ")} |`, `| ${header.map(() => "---").join(" | ")} |`, ...rows.map((row) => `| ${row.join(" | ")} |`)].join("\n");
}

interface SummaryRow {
  target: string;
  measured: string;
  verdict: Verdict;
}

function summarise(results: BenchResults): SummaryRow[] {
  const rows: SummaryRow[] = [];
  const pathsMarked = (mark: "admin" | "noindex") => new Set(lighthousePages.filter((page) => page[mark]).map((page) => page.path));
  // The admin sign-in is measured and shown, but the targets are for public pages.
  const adminPaths = pathsMarked("admin");
  const measuredPages = (results.quality ?? []).filter((page) => page.results && !adminPaths.has(page.path));
  const figures = measuredPages.flatMap((page) => Object.entries(page.results ?? {}).map(([form, f]) => ({ page, form, f })));
  const noindexPaths = pathsMarked("noindex");
  const lowest = (key: "performance" | "accessibility" | "bestPractices" | "seo") => {
    const judged = key === "seo" ? figures.filter((item) => !noindexPaths.has(item.page.path)) : figures;
    const worst = judged.reduce<(typeof figures)[number] | undefined>((min, item) => (!min || item.f[key] < min.f[key] ? item : min), undefined);
    return worst ? { value: worst.f[key], where: `${worst.page.path} ${worst.form}` } : undefined;
  };
  const lh = targets.lighthouse;
  for (const [key, label, floor] of [
    ["performance", `Lighthouse performance ≥ ${lh.performanceFloor} (aim ${lh.performanceAim}), every public page, mobile and desktop`, lh.performanceFloor],
    ["accessibility", `Lighthouse accessibility ${lh.accessibility}`, lh.accessibility],
    ["bestPractices", `Lighthouse best practices ${lh.bestPractices}`, lh.bestPractices],
    ["seo", `Lighthouse SEO ${lh.seo}, every public page meant for search engines`, lh.seo],
  ] as const) {
    const worst = lowest(key);
    rows.push(
      results.quality === undefined
        ? { target: label, measured: "–", verdict: "not measured" }
        : worst
          ? { target: label, measured: `lowest ${worst.value} (${worst.where})`, verdict: verdict(worst.value >= floor) }
          : { target: label, measured: "–", verdict: "not available yet" },
    );
  }

  const home = results.weight?.find((route) => route.path === "/")?.weight;
  rows.push({
    target: `Home page JavaScript ≤ ${kb(targets.weight.homeJsMaxGzipBytes)} gzip`,
    measured: home ? kb(home.jsGzipBytes) : "–",
    verdict: results.weight === undefined ? "not measured" : home ? verdict(home.jsGzipBytes <= targets.weight.homeJsMaxGzipBytes) : "not available yet",
  });
  const weighed = (results.weight ?? []).filter((route) => route.weight);
  const overBudget = weighed.filter((route) => {
    const budget = results.budgets?.routes[route.path];
    const w = route.weight;
    if (!budget || !w) return false;
    const limit = (bytes: number) => bytes * (1 + targets.weight.routeTolerance);
    return w.jsGzipBytes > limit(budget.js) || w.cssGzipBytes > limit(budget.css);
  });
  rows.push({
    target: `Every public route within its recorded budget + ${pct(targets.weight.routeTolerance)}`,
    measured: results.weight ? `${weighed.length - overBudget.length} of ${weighed.length} routes within${overBudget.length ? `; over: ${overBudget.map((r) => r.path).join(", ")}` : ""}` : "–",
    verdict: results.weight === undefined ? "not measured" : weighed.length ? verdict(overBudget.length === 0) : "not available yet",
  });
  const editor = weighed.filter((route) => route.weight?.editorFiles.length);
  rows.push({
    target: "Editor code never loads outside the admin area",
    measured: results.weight ? (editor.length ? `loads on ${editor.map((r) => r.path).join(", ")}` : `none on ${weighed.length} public routes`) : "–",
    verdict: results.weight === undefined ? "not measured" : verdict(editor.length === 0),
  });

  for (const engine of results.throughput) {
    const measured = engine.targets.filter((t) => t.figures);
    for (const target of measured) {
      const f = target.figures as LoadFigures;
      if (target.kind === "prerendered") {
        rows.push({
          target: `${engine.engine}: ${target.name} ≥ ${targets.throughput.prerenderedRatioToNginx}× nginx`,
          measured: target.ratioToNginx === undefined ? `${Math.round(f.requestsPerSecond)} req/s (no nginx baseline)` : `${target.ratioToNginx.toFixed(2)}× (${Math.round(f.requestsPerSecond)} req/s)`,
          verdict: target.ratioToNginx === undefined ? "not measured" : verdict(target.ratioToNginx >= targets.throughput.prerenderedRatioToNginx),
        });
      } else {
        rows.push({
          target: `${engine.engine}: ${target.name} p99 < ${targets.throughput.serverRenderedP99Ms} ms`,
          measured: `p99 ${ms(f.p99Ms)} at ${Math.round(f.requestsPerSecond)} req/s`,
          verdict: verdict(f.p99Ms < targets.throughput.serverRenderedP99Ms),
        });
      }
    }
    const waiting = engine.targets.filter((t) => !t.figures);
    if (waiting.length) rows.push({ target: `${engine.engine}: ${waiting.map((t) => t.name).join(", ")}`, measured: "–", verdict: "not available yet" });
    const errors = measured.reduce((sum, t) => sum + (t.figures?.errors ?? 0), 0);
    rows.push({ target: `${engine.engine}: zero errors under load`, measured: `${errors} errors`, verdict: measured.length ? verdict(errors === 0) : "not available yet" });
    rows.push({
      target: `${engine.engine}: resident memory back under ${targets.throughput.rssAfterMiB} MB after the load`,
      measured: `${engine.rssAfterMiB.toFixed(0)} MB (before ${engine.rssBeforeMiB.toFixed(0)}, peak ${engine.rssPeakMiB.toFixed(0)})`,
      verdict: verdict(engine.rssAfterMiB < targets.throughput.rssAfterMiB),
    });
  }
  if (results.throughput.length === 0) rows.push({ target: "Throughput and latency", measured: "–", verdict: "not measured" });

  const interaction = results.interaction;
  const slowest = interaction?.steps.reduce<number | undefined>((max, s) => (max === undefined || s.medianMs > max ? s.medianMs : max), undefined);
  rows.push({
    target: `'Next Step' to next step painted < ${targets.interaction.nextStepPaintMs} ms (4× CPU throttling)`,
    measured: slowest === undefined ? "–" : `slowest step ${ms(slowest)}`,
    verdict: interaction === undefined ? "not measured" : slowest === undefined ? "not available yet" : verdict(slowest < targets.interaction.nextStepPaintMs),
  });
  const wizardSlowest = results.wizardSteps && Math.max(...results.wizardSteps.actions.map((row) => median(row.paintMs)));
  if (wizardSlowest !== undefined) {
    rows.push({
      target: `'Next Step', 'Back' and 'See My Result' painted < ${targets.interaction.nextStepPaintMs} ms (4× CPU throttling)`,
      measured: `slowest median ${ms(wizardSlowest)}`,
      verdict: verdict(wizardSlowest < targets.interaction.nextStepPaintMs),
    });
  }
  return rows;
}

function qualitySection(results: BenchResults): string {
  if (!results.quality) return "Not measured in this run.";
  const lh = targets.lighthouse;
  const wv = targets.webVitals;
  const rows: string[][] = [
    ["**target**", "", `≥ ${lh.performanceFloor} (aim ${lh.performanceAim})`, String(lh.accessibility), String(lh.bestPractices), String(lh.seo), `< ${wv.lcpMs} ms`, `< ${wv.tbtMs} ms`, `< ${wv.cls}`],
  ];
  for (const page of results.quality) {
    if (!page.results) {
      rows.push([`${page.name} (\`${page.path}\`)`, "–", "not available yet", "", "", "", "", "", ""]);
      continue;
    }
    for (const [form, f] of Object.entries(page.results)) {
      rows.push([`${page.name} (\`${page.path}\`)`, form, String(f.performance), String(f.accessibility), String(f.bestPractices), String(f.seo), ms(f.lcpMs), ms(f.tbtMs), f.cls.toFixed(3)]);
    }
  }
  const lost = results.quality.flatMap((page) => (page.failedAudits ?? []).map((audit) => `- \`${page.path}\` ${audit}`));
  return [
    "Each run is a first visit: a fresh Chromium with an empty profile, so nothing of the site is cached or compiled yet (decision record 052).\n",
    table(["Page", "Form factor", "Performance", "Accessibility", "Best practices", "SEO", "LCP", "TBT", "CLS"], rows),
    lost.length ? `\nAudits that cost accessibility, best-practice or SEO points:\n\n${lost.join("\n")}` : "",
  ].join("\n");
}

function weightSection(results: BenchResults): string {
  if (!results.weight) return "Not measured in this run.";
  const rows = results.weight.map((route) => {
    if (!route.weight) return [`${route.name} (\`${route.path}\`)`, "not available yet", "", "", ""];
    const budget = results.budgets?.routes[route.path];
    return [
      `${route.name} (\`${route.path}\`)`,
      kb(route.weight.jsGzipBytes),
      kb(route.weight.cssGzipBytes),
      budget ? `${kb(budget.js)} / ${kb(budget.css)}` : "not recorded",
      route.weight.editorFiles.length ? route.weight.editorFiles.join(", ") : "none",
    ];
  });
  const home = results.weight.find((route) => route.path === "/")?.weight;
  const homeFiles = home ? [...home.js, ...home.css].map((file) => `- \`${file.path}\` ${kb(file.gzipBytes)}`).join("\n") : "";
  return [
    table(["Route", "JavaScript (gzip)", "CSS (gzip)", "Budget JS / CSS", "Editor code"], rows),
    home ? `\nHome page total transfer (HTML, scripts, styles, fonts, images, API calls; as sent, compressed): **${kb(home.transferBytes)}**.\n\nFiles the home page loads:\n\n${homeFiles}` : "",
  ].join("\n");
}

function throughputSection(results: BenchResults): string {
  if (results.throughput.length === 0) return "Not measured in this run.";
  const t = targets.throughput;
  const s = results.settings;
  const parts = [
    `\`wrk -t${s.threads} -c${s.connections} -d${s.wrkSeconds}s --latency\`, ${s.wrkRuns} run(s) per target after a ${s.warmupSeconds} s warm-up; medians. Every wrk run sends \`Accept-Encoding: gzip, br\`, as browsers do. The baseline is nginx 1.22 with as many worker processes as the app has in that half (one on SQLite, one per core on PostgreSQL), access log on, serving the same pages as files (the app's content pages as it renders them, written with a gzip copy beside each, \`gzip_static\`; Debian's nginx has no brotli, so it sends gzip where the app sends brotli) with the same \`Cache-Control\` and an ETag, run in turns with the app's home page; the home page's ratio is the median of the per-run ratios, the other pages' ratios use the nginx median. Target: content pages ≥ ${t.prerenderedRatioToNginx}× nginx, server-rendered p99 < ${t.serverRenderedP99Ms} ms, ${t.errors} errors, memory < ${t.rssAfterMiB} MB after.`,
  ];
  for (const engine of results.throughput) {
    const rows = engine.targets.map((target) =>
      target.figures
        ? [
            target.name,
            `\`${target.path}\``,
            String(Math.round(target.figures.requestsPerSecond)),
            target.ratioToNginx === undefined ? "–" : `${target.ratioToNginx.toFixed(2)}×`,
            ms(target.figures.p50Ms),
            ms(target.figures.p99Ms),
            String(target.figures.errors),
            `${(target.figures.cpuMsPerRequest * 1000).toFixed(0)} µs`,
            target.kind === "prerendered" ? `≥ ${t.prerenderedRatioToNginx}× nginx` : `p99 < ${t.serverRenderedP99Ms} ms`,
          ]
        : [target.name, `\`${target.path}\``, "not available yet", "", "", "", "", "", ""],
    );
    const baseline = engine.nginx
      ? `**nginx baseline in this half:** ${Math.round(engine.nginx.requestsPerSecond)} req/s, p50 ${ms(engine.nginx.p50Ms)}, p99 ${ms(engine.nginx.p99Ms)}, ${engine.nginx.errors} errors, ${(engine.nginx.cpuMsPerRequest * 1000).toFixed(0)} µs CPU per request.\n\n`
      : "No nginx baseline (see notes).\n\n";
    parts.push(
      `\n### ${engine.engine}\n\n${baseline}${table(["Target", "Path", "req/s", "× nginx", "p50", "p99", "errors", "server CPU per request", "target"], rows)}\n\nResident memory of the largest process (the largest worker with several): ${engine.rssBeforeMiB.toFixed(0)} MB before, ${engine.rssPeakMiB.toFixed(0)} MB peak, ${engine.rssAfterMiB.toFixed(0)} MB after, read once the process has been idle long enough for V8 to return its grown heap (5 s steps, at most 60 s; target < ${t.rssAfterMiB} MB).`,
    );
  }
  return parts.join("\n");
}

function interactionSection(results: BenchResults): string {
  const interaction = results.interaction;
  if (!interaction) return "Not measured in this run.";
  if (interaction.unavailable) return `Not available yet: ${interaction.unavailable}.`;
  const rows = interaction.steps.map((step) => [step.stream, `${step.step} of ${step.of}`, ms(step.medianMs), step.runsMs.map((v) => v.toFixed(1)).join(", ")]);
  return `Chromium, ${results.settings.cpuThrottling}× CPU throttling, 390 px wide; from the click event to the first frame painted with the next step (the last click shows the result). ${results.settings.interactionRuns} walks per stream; target < ${targets.interaction.nextStepPaintMs} ms.\n\n${table(["Stream", "Step clicked", "Median", "Runs (ms)"], rows)}`;
}

/** The whole report as Markdown. */
export function renderReport(results: BenchResults): string {
  const m = results.machine;
  const s = results.settings;
  const summary = summarise(results);
  return `# Benchmark results

Generated by \`npm run bench\`${results.quick ? " (--quick: single runs, not for comparison)" : ""} on ${results.startedAt.toISOString().slice(0, 16).replace("T", " ")} UTC in ${Math.round(results.durationSeconds / 6) / 10} min${m.commit ? `, commit \`${m.commit}\`` : ""}.

**Machine:** ${m.cpu}, ${m.cores} cores, ${m.memoryGiB} GiB memory, ${m.os}; Node.js ${m.node}; ${m.chromium ?? "Chromium unknown"}; ${m.wrk ?? "wrk missing"}; nginx ${m.nginx ?? "missing"}. Load average at start: ${m.loadAverage.join(", ")}${results.loadAverageAtEnd ? `, at the end: ${results.loadAverageAtEnd.join(", ")}` : ""} (the machine is shared with other test runs, so figures move between runs; server CPU per request moves least).

Timings are medians of ${s.lighthouseRuns} Lighthouse run(s) per page and form factor, ${s.wrkRuns} wrk run(s) per target, ${s.interactionRuns} wizard walk(s) per stream. Every throughput figure is also given as a ratio to nginx measured in the same run.

## Summary

${table(["Target", "Measured", "Result"], summary.map((row) => [row.target, row.measured, mark(row.verdict)]))}

## Page quality (Lighthouse ${"12.8"}, production server on SQLite)

${qualitySection(results)}

## Weight (gzip level 9 of every script and stylesheet the browser loaded, 390 px wide)

${weightSection(results)}

## Throughput and latency

${throughputSection(results)}

## Interaction

${interactionSection(results)}
${results.wizardSteps ? `\n### Wizard steps: Next, Back and See My Result\n\n${renderWizardSteps(results.wizardSteps, targets.interaction.nextStepPaintMs)}\n` : ""}${results.notes.length ? `\n## Notes from this run\n\n${results.notes.map((note) => `- ${note}`).join("\n")}\n` : ""}${results.analysis ? `\n${results.analysis.trim()}\n` : ""}`;
}
