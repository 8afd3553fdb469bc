/**
 * The wizard's step changes in real Chromium with the CPU slowed 4 times: from the click on 'Next Step',
 * 'Back' or 'See My Result' to the first frame painted with the step it leads to.
 *
 *   npx tsx bench/wizard-steps.ts [--runs=7] [--no-build] [--base-url=http://127.0.0.1:3000]
 *
 * Without --base-url it builds the site (unless --no-build) and starts the production server on SQLite
 * on a free loopback port (BENCH_WIZARD_PORT to choose one). `npm run bench` runs it in its interaction
 * section. Two figures per click: the paint (the first animation frame in which the step shows posts a
 * message, which arrives after that frame is painted) and the browser's own Event Timing duration of the
 * interaction (what INP is made of; reported from 16 ms up, so a faster one reads "< 16").
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { chromium, type Page } from "@playwright/test";
import { chromiumArgs } from "../playwright.config";
import { startBenchServer } from "./lib/bench-server";
import type { InteractionOptions } from "./measure/interaction";
import { WEIGHING_VIEWPORT } from "./lib/page-weight";
import { median } from "./lib/stats";
import { checkerCountry, checkerStreams } from "./routes";
import { answerWizard as answer, positionIs, resultShown, timeWizardClick as timeClick } from "./lib/wizard-timer";

export const wizardActions = ["Next Step", "Back", "See My Result"] as const;
export type WizardAction = (typeof wizardActions)[number];

export interface WizardActionTiming {
  page: string;
  action: WizardAction;
  /** Every measured click of this action on this page, in milliseconds. */
  paintMs: number[];
  /** Event Timing durations of the same clicks; null where the browser reported none (under 16 ms). */
  eventMs: (number | null)[];
}

export interface WizardStepsResult {
  cpuThrottling: number;
  runs: number;
  actions: WizardActionTiming[];
}

/** Pages that hold the wizard: /check first (its own page), then the home page's section. */
export const wizardPages = ["/check", "/#checker"];

/**
 * One walk through the tourist stream: Next (1 to 2), Next (2 to 3), Back (3 to 2), Next (2 to 3), and
 * See My Result. Each walk starts from a fresh load, so no state is carried over.
 */
async function walk(page: Page, url: string, record: (action: WizardAction, timing: { paint: number; event: number | null }) => void) {
  const tourist = checkerStreams[0];
  if (!tourist) throw new Error("no checker stream to walk");
  await page.goto("about:blank");
  await page.goto(url, { waitUntil: "networkidle" });
  await page.locator("#checker").getByRole("button", { name: checkerCountry, exact: true }).click();
  record("Next Step", await timeClick(page, "Next Step", positionIs("Step 2 of")));
  await answer(page, "stream", tourist.stream);
  await answer(page, "stay", "short");
  record("Next Step", await timeClick(page, "Next Step", positionIs("Step 3 of")));
  record("Back", await timeClick(page, "Back", positionIs("Step 2 of")));
  record("Next Step", await timeClick(page, "Next Step", positionIs("Step 3 of")));
  for (const [name, value] of Object.entries(tourist.answers)) await answer(page, name, value);
  record("See My Result", await timeClick(page, "See My Result", resultShown));
}

export async function measureWizardSteps(options: InteractionOptions): Promise<WizardStepsResult> {
  const browser = await chromium.launch({ executablePath: options.chromiumPath, args: chromiumArgs });
  try {
    const context = await browser.newContext({ viewport: WEIGHING_VIEWPORT });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: options.cpuThrottling });
    const actions: WizardActionTiming[] = [];
    for (const pagePath of wizardPages) {
      const byAction = new Map<WizardAction, WizardActionTiming>(
        wizardActions.map((action) => [action, { page: pagePath, action, paintMs: [], eventMs: [] }]),
      );
      for (let run = 0; run < options.runs; run++) {
        await walk(page, new URL(pagePath, options.baseUrl).href, (action, timing) => {
          const row = byAction.get(action);
          row?.paintMs.push(timing.paint);
          row?.eventMs.push(timing.event);
        });
      }
      actions.push(...byAction.values());
      options.log(`  wizard ${pagePath}: ${[...byAction.values()].map((row) => `${row.action} ${Math.round(median(row.paintMs))} ms`).join(", ")}`);
    }
    return { cpuThrottling: options.cpuThrottling, runs: options.runs, actions };
  } finally {
    await browser.close();
  }
}

const fixed = (value: number) => value.toFixed(0);
const eventFigure = (values: (number | null)[]) => {
  const measured = values.map((value) => value ?? 0);
  const middle = median(measured);
  return middle < 16 ? "< 16 ms" : `${fixed(middle)} ms`;
};

/** A Markdown table of the figures, for bench/RESULTS.md. */
export function renderWizardSteps(result: WizardStepsResult, targetMs: number): string {
  const rows = result.actions.map((row) => {
    const paint = median(row.paintMs);
    return `| ${row.page} | ${row.action} | ${fixed(paint)} ms | ${fixed(Math.min(...row.paintMs))}-${fixed(Math.max(...row.paintMs))} ms | ${eventFigure(row.eventMs)} | ${paint < targetMs ? "✅" : "❌"} |`;
  });
  return [
    `Chromium, ${result.cpuThrottling}× CPU throttling, 390 px wide, ${result.runs} walks per page (each walk: Next, Next, Back, Next, See My Result). Paint: click to the first frame painted with the next step; Event Timing: the browser's duration of the click's interaction. Target < ${targetMs} ms.`,
    "",
    "| Page | Click | Paint, median | Paint, fastest-slowest | Event Timing, median | Median < target |",
    "| --- | --- | --- | --- | --- | --- |",
    ...rows,
  ].join("\n");
}

async function main() {
  const { values } = parseArgs({
    options: { runs: { type: "string", default: "7" }, "no-build": { type: "boolean", default: false }, "base-url": { type: "string" } },
  });
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const log = (line: string) => console.log(line);
  const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  const measure = (baseUrl: string) => measureWizardSteps({ baseUrl, chromiumPath, runs: Number(values.runs), cpuThrottling: 4, log });
  let result: WizardStepsResult;
  if (values["base-url"]) result = await measure(values["base-url"]);
  else {
    if (!values["no-build"]) {
      const build = spawnSync("npm", ["run", "build", "--silent"], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
      if (build.status !== 0) throw new Error("the build failed");
    }
    const workDir = path.join(root, "bench", ".tmp", "wizard");
    const port = process.env.BENCH_WIZARD_PORT ? Number(process.env.BENCH_WIZARD_PORT) : undefined;
    const server = await startBenchServer({ env: { DATA_DIR: path.join(workDir, "data") }, logFile: path.join(workDir, "server.log"), port });
    try {
      result = await measure(server.url);
    } finally {
      await server.stop();
    }
  }
  console.log(`\n${renderWizardSteps(result, 50)}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
