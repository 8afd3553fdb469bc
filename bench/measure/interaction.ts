import { chromium, type Page } from "@playwright/test";
import { chromiumArgs } from "../../playwright.config";
import { WEIGHING_VIEWPORT } from "../lib/page-weight";
import { median } from "../lib/stats";
import { checkerCountry, checkerCountryCode, checkerStreams } from "../routes";
import { positionIs, resultShown, timeWizardClick, wizardRadio } from "../lib/wizard-timer";

export interface StepTiming {
  stream: string;
  /** The step whose 'Next Step' (or 'See My Result') was clicked, counted from 1. */
  step: number;
  of: number;
  medianMs: number;
  runsMs: number[];
}

export interface InteractionResult {
  /** Why nothing was measured (the checker is not built yet), if so. */
  unavailable?: string;
  steps: StepTiming[];
}

/** Clicks the wizard's forward button and returns the milliseconds until the next step is painted. */
async function timeNextStep(page: Page, button: "Next Step" | "See My Result", done: string): Promise<number> {
  return (await timeWizardClick(page, button, done)).paint;
}

/** Chooses `value` for the question `name`, through whatever control the visitor sees. */
async function answer(page: Page, name: string, value: string): Promise<boolean> {
  const input = wizardRadio(page, name, value);
  if ((await input.count()) === 0) return false;
  // As a visitor would: a click on the radio button (Playwright scrolls it into view and waits until it
  // can take the click), which the wizard hears as a change.
  await input.check();
  return true;
}

async function chooseCountry(page: Page): Promise<void> {
  if (await answer(page, "country", checkerCountryCode)) return;
  await page.getByRole("button", { name: checkerCountry, exact: true }).or(page.getByRole("radio", { name: checkerCountry, exact: true })).first().click();
}

const stepText = async (page: Page) => {
  const match = /Step (\d+) of (\d+)/.exec((await page.getByTestId("checker-step-position").textContent()) ?? "");
  return match ? { step: Number(match[1]), of: Number(match[2]) } : undefined;
};

/** One walk through a stream; returns the time of each forward click. */
async function walkStream(page: Page, baseUrl: string, stream: (typeof checkerStreams)[number]): Promise<number[]> {
  // A fresh load each walk: a same-page hash navigation would keep the previous walk's state.
  await page.goto("about:blank");
  await page.goto(new URL("/#checker", baseUrl).href, { waitUntil: "networkidle" });
  const timings: number[] = [];
  await chooseCountry(page);
  timings.push(await timeNextStep(page, "Next Step", positionIs("Step 2 of")));
  await answer(page, "stream", stream.stream);
  // The purpose step also asks the length of stay.
  await answer(page, "stay", "short");
  for (;;) {
    const position = await stepText(page);
    if (!position) throw new Error("the wizard shows no 'Step N of M'");
    const last = position.step === position.of;
    if (position.step > 2) for (const [name, value] of Object.entries(stream.answers)) await answer(page, name, value);
    timings.push(await (last ? timeNextStep(page, "See My Result", resultShown) : timeNextStep(page, "Next Step", positionIs(`Step ${position.step + 1} of`))));
    if (last) return timings;
  }
}

/** Where and how an interaction is measured: the server, the browser, walks per page and CPU slow-down. */
export interface InteractionOptions {
  baseUrl: string;
  chromiumPath: string;
  runs: number;
  cpuThrottling: number;
  log: (line: string) => void;
}

/** Time from 'Next Step' to the next step painted, with the CPU slowed `cpuThrottling` times. */
export async function measureInteraction(options: InteractionOptions): Promise<InteractionResult> {
  const browser = await chromium.launch({ executablePath: options.chromiumPath, args: chromiumArgs });
  try {
    const context = await browser.newContext({ viewport: WEIGHING_VIEWPORT });
    const page = await context.newPage();
    await page.goto(new URL("/#checker", options.baseUrl).href, { waitUntil: "networkidle" });
    if ((await page.getByRole("button", { name: "Next Step" }).count()) === 0) {
      return { unavailable: "the checker wizard is not on the home page yet (no 'Next Step' button)", steps: [] };
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: options.cpuThrottling });
    const steps: StepTiming[] = [];
    for (const stream of checkerStreams) {
      const runs: number[][] = [];
      for (let run = 0; run < options.runs; run++) runs.push(await walkStream(page, options.baseUrl, stream));
      const stepCount = runs[0]?.length ?? 0;
      for (let step = 0; step < stepCount; step++) {
        const runsMs = runs.map((timings) => timings[step] ?? Number.NaN);
        steps.push({ stream: stream.stream, step: step + 1, of: stepCount, medianMs: median(runsMs), runsMs });
      }
      options.log(`  interaction ${stream.stream}: ${steps.filter((s) => s.stream === stream.stream).map((s) => Math.round(s.medianMs)).join(", ")} ms`);
    }
    return { steps };
  } finally {
    await browser.close();
  }
}
