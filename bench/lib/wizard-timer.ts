import type { Locator, Page } from "@playwright/test";

/** What one click on a wizard button measured, in milliseconds. */
export interface WizardClickTiming {
  /** From the click event to the first frame painted with the step (or result) it leads to. */
  paint: number;
  /** The browser's Event Timing duration of the click's interaction; null where none was reported (under 16 ms). */
  event: number | null;
}

/**
 * In-page timer, as source text: tsx would add helper calls to a function handed to page.evaluate, and
 * those do not exist in the page. `done` is the in-page condition that the next step is on screen.
 */
const installTimer = (done: string) => `
  window.__wizardStep = new Promise(function (resolve) {
    var entries = [];
    var observer = new PerformanceObserver(function (list) { entries.push.apply(entries, list.getEntries()); });
    observer.observe({ type: "event", buffered: false, durationThreshold: 16 });
    document.addEventListener("click", function (event) {
      var start = event.timeStamp;
      function shown() { var c = document.getElementById("checker"); return c ? (${done})(c) : false; }
      function check() {
        if (!shown()) return requestAnimationFrame(check);
        // This frame shows the step: a message posted from its animation-frame callback arrives once the
        // frame has been painted.
        (function () {
          var channel = new MessageChannel();
          channel.port1.onmessage = function () {
            var paint = performance.now() - start;
            // Event Timing entries arrive after the frame; give them a moment, then take the click's interaction.
            setTimeout(function () {
              entries.push.apply(entries, observer.takeRecords());
              observer.disconnect();
              var ours = entries.filter(function (e) { return e.interactionId && Math.abs(e.startTime - start) < 1; });
              var id = ours.length ? ours[0].interactionId : 0;
              var durations = entries.filter(function (e) { return id && e.interactionId === id; }).map(function (e) { return e.duration; });
              resolve({ paint: paint, event: durations.length ? Math.max.apply(null, durations) : null });
            }, 300);
          };
          channel.port2.postMessage(null);
        })();
      }
      requestAnimationFrame(check);
    }, { capture: true, once: true });
  });
  undefined;
`;

// The wizard keeps the parts it is not showing in the page, hidden: what counts is what is seen.
export const positionIs = (text: string) =>
  `function (c) { var p = c.querySelector('[data-testid="checker-step-position"]'); return !!p && p.checkVisibility({ visibilityProperty: true }) && p.textContent.indexOf(${JSON.stringify(text)}) === 0; }`;
export const resultShown = `function (c) { return Array.prototype.some.call(c.querySelectorAll("h2, h3"), function (h) { return h.textContent.indexOf("Your Preliminary Result") === 0 && h.checkVisibility({ visibilityProperty: true }); }); }`;

/**
 * A person's pause before the click: two animation frames (whatever the last answer changed has been
 * painted), then the browser's first idle moment (at most 2 s), which comes well before anyone has moved
 * from an answer to the button. Work the page leaves for idle time is done by then, as it would be.
 */
const settle = (page: Page) =>
  page.evaluate(
    "new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 2000 }))))",
  );

/** How long a press lasts between the button going down and coming up (people take 50-150 ms). */
const PRESS_MS = 80;

/**
 * Clicks the wizard's button named `button` and measures until `done` (an in-page condition, such as
 * `positionIs('Step 2 of')`) holds in a painted frame.
 */
export async function timeWizardClick(page: Page, button: string, done: string): Promise<WizardClickTiming> {
  const target = page.locator("#checker").getByRole("button", { name: button, exact: true });
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error(`the wizard's '${button}' button is not on screen`);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await settle(page);
  await page.evaluate(installTimer(done));
  // A press as a person makes it: the button is held for a moment before it is let go (the click).
  await page.mouse.down();
  await page.waitForTimeout(PRESS_MS);
  await page.mouse.up();
  const measured = page.evaluate("window.__wizardStep") as Promise<WizardClickTiming>;
  const stuck = new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no step change within 15 s of '${button}'`)), 15_000));
  return Promise.race([measured, stuck]);
}

/**
 * The radio button for `value` of the wizard's question `name` on the step shown: the steps ahead are already
 * in the page, hidden, and may ask the same question.
 */
export function wizardRadio(page: Page, name: string, value: string): Locator {
  return page.locator(`#checker input[type="radio"][name="${name}"][value="${value}"]`).filter({ visible: true }).first();
}

/** Chooses `value` for the wizard's question `name` as a visitor would: a click on its radio button. */
export async function answerWizard(page: Page, name: string, value: string): Promise<void> {
  await wizardRadio(page, name, value).check();
}

