import type { Page } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { signIn } from "./admin-support";
import { expect, expectAccessible, test } from "./fixtures";
import { waitForPageScripts } from "../support/hydrated";

const CHARGE = "visitor600ChargeOutside";
const checkerQuery = "passport=IN&stream=tourist&stay=short&funds=yes&character=yes&previousVisa=no";

interface EligibilitySource {
  fact: string;
  checkedOn: string | null;
  effectiveFrom: string | null;
  needsChecking: boolean;
}
interface EligibilityJson {
  recommended: { figures: { label: string; text: string; sources: EligibilitySource[] }[] };
}

/** The Visitor visa's cost line and the charge's source entry, as the API gives them. */
async function apiCharge(page: Page) {
  const response = await page.request.get(`/api/eligibility?${checkerQuery}`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as EligibilityJson;
  const cost = body.recommended.figures.find((figure) => figure.label === "Cost");
  return { text: cost?.text ?? "", source: cost?.sources.find((source) => source.fact === CHARGE) };
}

/** Saves the charge through the admin form, as an administrator types it. */
async function saveCharge(page: Page, value: string, note: string) {
  await page.goto(`/admin/figures/${CHARGE}`);
  await page.getByLabel("Value").fill(value);
  await page.getByLabel("Note").fill(note);
  await page.getByRole("button", { name: "Save Figure" }).click();
}

test.describe("figures kept current by the operator", () => {
  test.describe.configure({ mode: "serial" });

  test.afterAll(async ({ browser }) => {
    // Other specs on this server quote the seeded charge: put it back (the history keeps both changes).
    const page = await browser.newPage({ baseURL });
    await signIn(page);
    await saveCharge(page, "200", "Back to the seeded figure after the browser test.");
    await expect(page).toHaveURL(/\/admin\/figures$/);
    await page.close();
  });

  test("a fresh install shows the Visitor visa charge as needing a check: on the dashboard, under Figures, in the API and on 'What changed'", async ({ page }) => {
    // A dozen pages, each checked by axe on arrival.
    test.setTimeout(180_000);
    const before = await apiCharge(page);
    expect(before.text).toContain("AUD 200");
    expect(before.source).toMatchObject({ checkedOn: "2025-07-01", effectiveFrom: "2025-07-01", needsChecking: true });

    // Beside the charge wherever a public page quotes it: the result (worded in the browser), the India guide, the FAQ.
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto(`/check?country=IN&${checkerQuery}&view=result`);
    await waitForPageScripts(page);
    const resultNote = page.locator('[data-visa="visitor-600-tourist"]').locator(`[data-figure-check="${CHARGE}"]`).first();
    await expect(resultNote).toHaveText(
      "AUD 200, the charge set on 1 July 2025; charges rise each 1 July: check the current amount with Home Affairs' Visa Pricing Estimator",
    );
    // The figures and their notes open on demand, under the answer.
    await page.locator('[data-visa="visitor-600-tourist"] details[data-result-details] summary').click();
    await expect(resultNote.getByRole("link")).toHaveAttribute("href", "https://immi.homeaffairs.gov.au/visas/visa-pricing-estimator");
    await page.goto("/australia-visitor-visa-from-india");
    await expect(page.getByRole("complementary", { name: "At a glance" }).locator(`[data-figure-check="${CHARGE}"]`)).toContainText("the charge set on 1 July 2025");
    await page.goto("/faq");
    const feeAnswer = page.locator("[data-faq-item]").filter({ has: page.locator(`[data-figure-check="${CHARGE}"]`) }).first();
    await expect(feeAnswer).toContainText("AUD 200");
    await expect(feeAnswer.locator(`[data-figure-check="${CHARGE}"]`)).toContainText("Visa Pricing Estimator");
    await page.goto(`/hi/check?country=IN&${checkerQuery}&view=result`);
    await waitForPageScripts(page);
    await expect(page.locator(`[data-figure-check="${CHARGE}"]`).first()).toContainText("2025");
    // The India guide's Hindi address is the Indian passport's guide in Hindi, its note in Hindi.
    await page.goto("/hi/australia-visitor-visa-from-india");
    await expect(page).toHaveURL(/\/hi\/visa-for\/in$/);
    await expect(page.locator(`[data-figure-check="${CHARGE}"]`).first()).toContainText("2025");
    await expect(page.locator(`[data-figure-check="${CHARGE}"]`).first()).not.toContainText("the charge set on");
    await page.waitForLoadState("networkidle");
    expect(errors).toEqual([]);

    await page.goto("/what-changed");
    await expect(page.getByRole("heading", { level: 1, name: "What changed" })).toBeVisible();
    const note = page.locator(`[data-figure-check="${CHARGE}"]`).getByRole("note");
    await expect(note).toHaveText(
      "AUD 200, the charge set on 1 July 2025; charges rise each 1 July: check the current amount with Home Affairs' Visa Pricing Estimator",
    );
    await expect(note.getByRole("link", { name: "Home Affairs' Visa Pricing Estimator" })).toHaveAttribute("href", "https://immi.homeaffairs.gov.au/visas/visa-pricing-estimator");
    await expect(page.locator('[data-change="rule-2026-07-01-indexation"]')).toContainText("F2026L00874");
    await expectAccessible(page, "what changed");

    await page.goto("/ja/what-changed");
    await expect(page.getByRole("heading", { level: 1, name: "変更の記録" })).toBeVisible();
    await expect(page.locator(`[data-figure-check="${CHARGE}"]`)).toContainText("2025年7月1日に定められた申請料です");

    await signIn(page);
    await page.goto("/admin/dashboard");
    const toCheck = page.getByRole("region", { name: /^Figures to check: \d+$/ });
    await expect(toCheck.getByRole("link", { name: "Visitor visa (600): charge, applying outside Australia" })).toBeVisible();

    await page.getByRole("navigation").getByRole("link", { name: "Figures" }).click();
    await expect(page).toHaveURL(/\/admin\/figures$/);
    await page.getByRole("searchbox", { name: "Search figures" }).fill("visitor visa charge outside");
    await page.getByRole("button", { name: "Search" }).click();
    const row = page.locator(`[data-figure-row="${CHARGE}"]`);
    await expect(row).toContainText("AUD 200");
    await expect(row).toContainText("Needs checking");
    await expect(page.locator("[data-figure-row]")).toHaveCount(1);
    await expectAccessible(page, "admin figures");
  });

  test("the form refuses a charge that is not a whole number of AUD and a source that is not https", async ({ page }) => {
    await signIn(page);
    await page.goto(`/admin/figures/${CHARGE}`);
    await page.getByLabel("Value").fill("250.50");
    await page.getByLabel("Source address").fill("http://immi.homeaffairs.gov.au/");
    await page.getByRole("button", { name: "Save Figure" }).click();
    await expect(page.getByText("A charge in AUD must be a whole number, e.g. 200")).toBeVisible();
    await expect(page.getByText("The source must be an https:// address")).toBeVisible();

    // The server checks as well: a post without the page's script is refused with the same words.
    const response = await page.request.post(`/admin/figures/${CHARGE}`, {
      form: { intent: "save", value: "-3", sourceName: "Home Affairs", sourceUrl: "https://immi.homeaffairs.gov.au/", note: "" },
      headers: { Origin: baseURL },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain("A charge in AUD must be a whole number, e.g. 200");
    expect((await apiCharge(page)).text).toContain("AUD 200");
  });

  test("an administrator changes the Visitor visa charge: the API and 'What changed' show it at once, with the history", async ({ page }) => {
    await signIn(page);
    await saveCharge(page, "250", "Read on the Visa Pricing Estimator.");
    await expect(page).toHaveURL(/\/admin\/figures$/, { timeout: 10_000 });
    await expect(page.locator(`[data-figure-row="${CHARGE}"]`)).toContainText("AUD 250");
    await expect(page.locator(`[data-figure-row="${CHARGE}"]`)).toContainText("Current");

    const after = await apiCharge(page);
    expect(after.text).toContain("AUD 250");
    expect(after.source?.needsChecking).toBe(false);
    expect(after.source?.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    await page.goto("/what-changed");
    const entry = page.locator("[data-change]").filter({ hasText: "Visitor visa (600): charge, applying outside Australia" }).first();
    await expect(entry).toContainText("From AUD 200 to AUD 250");
    await expect(entry).toContainText("Read on the Visa Pricing Estimator.");
    await expect(page.locator(`[data-figure-check="${CHARGE}"]`)).toHaveCount(0);

    const feed = await page.request.get("/what-changed/feed.atom");
    expect(feed.headers()["content-type"]).toContain("application/atom+xml");
    expect(await feed.text()).toContain("AUD 200 to AUD 250");
    const changes = (await (await page.request.get("/api/changes")).json()) as { changes: { figure: string | null; from: string; to: string }[] };
    expect(changes.changes.find((change) => change.figure === CHARGE)).toMatchObject({ from: "AUD 200", to: "AUD 250" });

    await page.goto(`/admin/figures/${CHARGE}`);
    const history = page.getByRole("region", { name: "History" });
    await expect(history.locator("[data-history-row]").first()).toContainText("Changed: AUD 200 to AUD 250");
    await expect(history.locator("[data-history-row]").first()).toContainText("admin");
    await expectAccessible(page, "edit figure");
  });

  test("a change entered ahead shows as scheduled and changes nothing before its day; it can be withdrawn", async ({ page }) => {
    await signIn(page);
    await page.goto("/admin/figures/etaServiceCharge");
    await page.getByLabel("Value").fill("25");
    await page.getByLabel("Takes effect on").fill("2099-07-01");
    await page.getByRole("button", { name: "Save Figure" }).click();
    await expect(page).toHaveURL(/\/admin\/figures$/, { timeout: 10_000 });
    const row = page.locator('[data-figure-row="etaServiceCharge"]');
    await expect(row).toContainText("Scheduled: AUD 25 from 2099-07-01");
    await expect(row).toContainText("AUD 20");

    const eta = await page.request.get("/api/eligibility?passport=JP&stream=tourist&stay=short&funds=yes&character=yes&previousVisa=no");
    expect(await eta.text()).toContain("AUD 20 service charge");

    await page.goto("/admin/figures/etaServiceCharge");
    await page.getByRole("button", { name: "Withdraw the scheduled change" }).click();
    await expect(page.getByRole("region", { name: "History" }).locator("[data-history-row]").first()).toContainText("Scheduled change withdrawn: AUD 25 from 2099-07-01");
    await page.goto("/admin/figures");
    await expect(page.locator('[data-figure-row="etaServiceCharge"]')).not.toContainText("Scheduled:");
  });

  test("'Checked today, unchanged' moves a figure's check date and keeps it in the history", async ({ page }) => {
    await signIn(page);
    await page.goto("/admin/figures?q=ETA%20validity");
    const row = page.locator('[data-figure-row="etaValidityMonths"]');
    await row.getByRole("button", { name: /Checked today, unchanged/ }).click();
    await expect(page).toHaveURL(/\/admin\/figures$/);
    await page.goto("/admin/figures/etaValidityMonths");
    await expect(page.getByRole("region", { name: "History" }).locator("[data-history-row]").first()).toContainText("Checked, unchanged");
  });
});
