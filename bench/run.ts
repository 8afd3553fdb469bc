/**
 * `npm run bench`: builds the site, starts the production server on SQLite and then on PostgreSQL,
 * measures page quality, weight, throughput and interaction, and rewrites bench/RESULTS.md.
 *
 *   --only=quality,weight,throughput,interaction   run some sections (writes bench/.tmp/RESULTS.partial.md);
 *                                                  `lighthouse` is another name for `quality`
 *   --quick                                        single runs, shorter loads (a smoke test, not figures)
 *   --record-budgets                               store the measured weights as the new budgets
 *   --no-build                                     reuse the existing build
 *
 * Environment: BENCH_DATABASE_URL (else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres)
 * names a PostgreSQL server where a scratch database may be created; BENCH_PORT_BASE (3400) the first of
 * three loopback ports; CHROMIUM_PATH (/usr/bin/chromium); BENCH_LIGHTHOUSE_RUNS, BENCH_WRK_RUNS and
 * BENCH_WRK_SECONDS override the number of runs and the length of each load.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { startBenchServer, type BenchServer } from "./lib/bench-server";
import { snapshotPages } from "./lib/page-snapshot";
import { describeMachine } from "./lib/machine";
import { startNginx, type Nginx } from "./lib/nginx";
import { contentPagePaths } from "../app/shared-page-paths";
import type { Budgets } from "./lib/page-weight";
import { createScratchDatabase } from "./lib/postgres";
import { ensureDebianTools, ensurePageFonts } from "./lib/tools";
import { measureInteraction } from "./measure/interaction";
import { measurePageQuality } from "./measure/lighthouse";
import { measureThroughput, type LoadSettings } from "./measure/throughput";
import { measureWeight, recordBudgets } from "./measure/weight";
import { renderReport, type BenchResults } from "./report";
import { measureWizardSteps } from "./wizard-steps";
import { adminSignIn, lighthousePages, publicRoutes, throughputTargets } from "./routes";
import { settings } from "./targets";

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(benchDir, "..");
const workDir = path.join(benchDir, ".tmp");
const budgetsFile = path.join(benchDir, "budgets.json");

const sections = ["quality", "weight", "throughput", "interaction"] as const;
type Section = (typeof sections)[number];

const { values: args } = parseArgs({
  options: {
    only: { type: "string" },
    quick: { type: "boolean", default: false },
    "record-budgets": { type: "boolean", default: false },
    "no-build": { type: "boolean", default: false },
  },
});
const sectionNames: Record<string, Section> = { lighthouse: "quality" };
const selected = new Set<Section>(args.only ? (args.only.split(",").map((s) => sectionNames[s.trim()] ?? s.trim()) as Section[]) : sections);
for (const section of selected) if (!sections.includes(section)) throw new Error(`unknown section ${section}; use ${sections.join(", ")}`);
const envNumber = (name: string) => (process.env[name] ? Number(process.env[name]) : undefined);
const preset = args.quick ? settings.quick : settings.full;
const run = {
  ...preset,
  lighthouseRuns: envNumber("BENCH_LIGHTHOUSE_RUNS") ?? preset.lighthouseRuns,
  wrkRuns: envNumber("BENCH_WRK_RUNS") ?? preset.wrkRuns,
  wrkSeconds: envNumber("BENCH_WRK_SECONDS") ?? preset.wrkSeconds,
};
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const portBase = Number(process.env.BENCH_PORT_BASE ?? 3400);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

const started = Date.now();
const log = (line: string) => console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(4)}s] ${line}`);
const loadSettings: LoadSettings = { ...settings.wrk, seconds: run.wrkSeconds, runs: run.wrkRuns, warmupSeconds: run.warmupSeconds };
const serverEnv = { ADMIN_USERNAME: adminSignIn.username, ADMIN_PASSWORD: adminSignIn.password };

async function main() {
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.mkdirSync(workDir, { recursive: true });
  const results: BenchResults = {
    startedAt: new Date(started),
    durationSeconds: 0,
    quick: args.quick ?? false,
    machine: describeMachine(chromiumPath),
    settings: { ...run, ...settings.wrk, cpuThrottling: settings.cpuThrottling },
    notes: [],
    throughput: [],
  };

  if (!args["no-build"]) {
    log("building");
    const build = spawnSync("npm", ["run", "build", "--silent"], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
    if (build.status !== 0) throw new Error("the build failed");
  }

  const tools = selected.has("throughput") ? ensureDebianTools(log) : undefined;
  if (selected.has("quality")) {
    const withoutFont = ensurePageFonts(log);
    if (withoutFont.length) results.notes.push(`No font for ${withoutFont.join(", ")} on this machine: those pages' Lighthouse figures include drawing every character as an empty box (apt-get install -y fonts-noto-cjk fonts-noto-core; needs root).`);
  }
  results.machine = describeMachine(chromiumPath); // again, now that wrk and nginx may be installed

  let nginx: Nginx | undefined;

  // ---- SQLite: every section ----
  log("starting the production server on SQLite");
  const sqlite = await startBenchServer({
    env: { ...serverEnv, DATA_DIR: path.join(workDir, "sqlite-data"), PUBLIC_URL: `http://127.0.0.1:${portBase + 1}` },
    port: portBase + 1,
    logFile: path.join(workDir, "logs", "sqlite-server.log"),
  });
  try {
    if (selected.has("quality")) {
      log("page quality (Lighthouse)");
      results.quality = await measurePageQuality({ baseUrl: sqlite.url, pages: lighthousePages, runs: run.lighthouseRuns, chromiumPath, workDir, log });
    }
    if (selected.has("weight")) {
      log("weight");
      results.weight = await measureWeight({ baseUrl: sqlite.url, routes: publicRoutes, chromiumPath });
      if (args["record-budgets"]) {
        recordBudgets(budgetsFile, results.weight);
        log(`recorded budgets in ${path.relative(root, budgetsFile)}`);
      }
    }
    if (selected.has("interaction")) {
      log("interaction");
      results.interaction = await measureInteraction({ baseUrl: sqlite.url, chromiumPath, runs: run.interactionRuns, cpuThrottling: settings.cpuThrottling, log });
      results.wizardSteps = await measureWizardSteps({ baseUrl: sqlite.url, chromiumPath, runs: run.interactionRuns, cpuThrottling: settings.cpuThrottling, log });
    }
    if (selected.has("throughput")) {
      if (!tools?.wrk.path) results.notes.push(`No throughput figures: ${tools?.wrk.missing}.`);
      else {
        // On SQLite the app runs one process: so does nginx.
        nginx = await baselineNginx(tools.nginx, sqlite, 1, results.notes);
        log("throughput on SQLite");
        results.throughput.push(await throughputOf("SQLite", sqlite, nginx));
        await nginx?.stop();
        nginx = undefined;
      }
    }
  } finally {
    await sqlite.stop();
  }

  // ---- PostgreSQL: the server-side figures again ----
  if (selected.has("throughput") && tools?.wrk.path) {
    let database;
    try {
      database = await createScratchDatabase("visa_bench", postgresUrl);
    } catch (error) {
      results.notes.push(`PostgreSQL half skipped: could not create a database at ${redact(postgresUrl)} (${(error as Error).message}). Set BENCH_DATABASE_URL.`);
    }
    if (database) {
      try {
        log("starting the production server on PostgreSQL");
        const server = await startBenchServer({
          env: { ...serverEnv, DATABASE_URL: database.url, DATA_DIR: path.join(workDir, "pg-data"), PUBLIC_URL: `http://127.0.0.1:${portBase + 2}` },
          port: portBase + 2,
          logFile: path.join(workDir, "logs", "postgres-server.log"),
        });
        try {
          // One app worker per core (WEB_CONCURRENCY unset): as many nginx workers.
          nginx = await baselineNginx(tools.nginx, server, os.availableParallelism(), []);
          log("throughput on PostgreSQL");
          results.throughput.push(await throughputOf("PostgreSQL", server, nginx));
        } finally {
          await server.stop();
          await nginx?.stop();
          nginx = undefined;
        }
      } finally {
        await database.drop();
      }
    }
  }

  await nginx?.stop();
  results.budgets = JSON.parse(fs.readFileSync(budgetsFile, "utf8")) as Budgets;
  const analysisFile = path.join(benchDir, "analysis.md");
  if (fs.existsSync(analysisFile)) results.analysis = fs.readFileSync(analysisFile, "utf8");
  results.durationSeconds = (Date.now() - started) / 1000;
  results.loadAverageAtEnd = os.loadavg().map((n) => Math.round(n * 100) / 100);
  const complete = selected.size === sections.length;
  const output = complete ? path.join(benchDir, "RESULTS.md") : path.join(workDir, "RESULTS.partial.md");
  fs.writeFileSync(output, renderReport(results));
  log(`wrote ${path.relative(root, output)} in ${(results.durationSeconds / 60).toFixed(1)} min`);
}

/** nginx serving the app's content pages (as `app` renders them) with `workers` processes, or a note why there is none. */
async function baselineNginx(tool: { path?: string; missing?: string }, app: BenchServer, workers: number, notes: string[]): Promise<Nginx | undefined> {
  if (!tool.path) {
    notes.push(`No nginx baseline: ${tool.missing}.`);
    return undefined;
  }
  log(`starting nginx (${workers} worker${workers === 1 ? "" : "s"}) as the baseline`);
  return startNginx({
    nginxPath: tool.path,
    pagesDir: await snapshotPages(app.url, contentPagePaths, path.join(workDir, `nginx-${workers}-pages`)),
    workDir: path.join(workDir, `nginx-${workers}`),
    port: portBase,
    workers,
  });
}

function throughputOf(engine: string, server: BenchServer, nginx: Nginx | undefined) {
  return measureThroughput({ engine, server, targets: throughputTargets, settings: loadSettings, nginx, log });
}

const redact = (url: string) => url.replace(/\/\/([^:@/]+):[^@/]+@/, "//$1:***@");

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
