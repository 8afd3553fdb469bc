import { englishTranslate } from "~/modules/i18n/english";
import { summaryLanguage } from "~/modules/i18n/result-summary-language";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { facts } from "~/content/facts";
import type { DatabaseHandle } from "~/lib/db.server";
import { testDatabases } from "../../../tests/support/test-databases";
import { decideOutcome } from "~/modules/eligibility/outcome";
import { summariseResult } from "~/modules/eligibility/result-summary";
import { buildResultEmail } from "~/modules/mail/messages/result-email";
import { completeAnswersFrom, renderResultPdf } from "~/modules/result/result-pdf.server";
import { pdfPageTexts } from "../../../tests/support/pdf-text";
import { readContentVersion } from "~/modules/pages/content-version.server";
import { figureFormSchema } from "./figure-form";
import { sendFiguresDigestIfDue, weekOf } from "./figures-digest.server";
import { applyFigures } from "./figures-service.server";
import {
  applyDueChanges,
  cancelScheduledChange,
  figureHistory,
  findFigure,
  listFigures,
  markFigureChecked,
  publicChanges,
  saveFigure,
  seedFigureRows,
} from "./figures-store.server";
import { seedFigures } from "./seed-figures";
import { restoreSeededFacts } from "../../../tests/support/seeded-facts";

const chargeForm = (value: string, effectiveFrom?: string) =>
  figureFormSchema("aud").parse({
    value,
    sourceName: "Home Affairs: Visitor visa (subclass 600)",
    sourceUrl: "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/visitor-600",
    sourceDated: "page last updated 01/07/2027",
    effectiveFrom,
    note: "Read on the Visa Pricing Estimator.",
  });

// 10:00 in Sydney on 27 November 2026.
const november = new Date("2026-11-26T23:00:00Z");

describe.each(testDatabases())("figures on $engine", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  });
  afterAll(async () => {
    await handle.close();
  });

  it("seeds every figure of the facts module once, with its source and dates, and the July 2026 indexation as a rule change", async () => {
    expect(await seedFigureRows(handle.db, november)).toBe(seedFigures().length);
    // A second start (or a second worker) adds nothing and overwrites nothing.
    expect(await seedFigureRows(handle.db, november)).toBe(0);
    const figures = await listFigures(handle.db);
    expect(figures.map((figure) => figure.key).sort()).toEqual(Object.keys(facts).sort());
    const charge = figures.find((figure) => figure.key === "visitor600ChargeOutside");
    expect(charge).toMatchObject({ value: 200, checkedOn: "2025-07-01", effectiveFrom: "2025-07-01", indexedEachJuly: true, scheduled: null });
    expect(charge?.source.url).toMatch(/^https:\/\//);
    const changes = await publicChanges(handle.db);
    expect(changes.map((change) => [change.kind, change.effectiveFrom])).toEqual([["rule", "2026-07-01"]]);
    expect(changes[0]?.source?.url).toBe("https://www.legislation.gov.au/F2026L00874/asmade/text");
  });

  it("changes a figure now: the value, who and when, the old and new value kept, the pages' version raised", async () => {
    const before = await readContentVersion(handle.db);
    expect(await saveFigure(handle.db, "visitor600ChargeOutside", chargeForm("250"), { by: "admin", now: november })).toEqual({ ok: true, scheduled: false });
    expect(await readContentVersion(handle.db)).toBeGreaterThan(before);
    const figure = await findFigure(handle.db, "visitor600ChargeOutside");
    expect(figure).toMatchObject({ value: 250, checkedOn: "2026-11-27", effectiveFrom: "2026-11-27", updatedBy: "admin" });
    expect(figure?.source.dated).toBe("page last updated 01/07/2027");
    const [latest, seeded] = await figureHistory(handle.db, "visitor600ChargeOutside");
    expect(latest).toMatchObject({ kind: "changed", oldValue: 200, newValue: 250, changedBy: "admin", note: "Read on the Visa Pricing Estimator." });
    expect(seeded).toMatchObject({ kind: "seeded", newValue: 200 });
    expect((await publicChanges(handle.db))[0]).toMatchObject({ figureKey: "visitor600ChargeOutside", oldValue: 200, newValue: 250 });
  });

  it("refuses a change dated before the value in force", async () => {
    expect(await saveFigure(handle.db, "visitor600ChargeOutside", chargeForm("260", "2026-01-01"), { by: "admin", now: november })).toEqual({
      ok: false,
      reason: "past",
    });
    expect(await saveFigure(handle.db, "noSuchFigure", chargeForm("1"), { by: "admin", now: november })).toEqual({ ok: false, notFound: true });
  });

  it("'checked today, unchanged' moves the check date and adds history, not a public change", async () => {
    const later = new Date("2027-01-10T00:00:00Z");
    expect(await markFigureChecked(handle.db, "etaValidityMonths", { by: "admin", now: later })).toBe(true);
    expect(await findFigure(handle.db, "etaValidityMonths")).toMatchObject({ checkedOn: "2027-01-10", value: 12 });
    expect((await figureHistory(handle.db, "etaValidityMonths"))[0]).toMatchObject({ kind: "checked", changedBy: "admin" });
    expect((await publicChanges(handle.db)).some((change) => change.figureKey === "etaValidityMonths")).toBe(false);
  });

  it("a change entered in June takes effect when 1 July begins in Sydney, applied once however many workers try", async () => {
    const june = new Date("2027-06-15T02:00:00Z");
    expect(await saveFigure(handle.db, "visitor600ChargeInside", chargeForm("640", "2027-07-01"), { by: "admin", now: june })).toEqual({ ok: true, scheduled: true });
    expect(await findFigure(handle.db, "visitor600ChargeInside")).toMatchObject({ value: 500, scheduled: { value: 640, effectiveFrom: "2027-07-01" } });

    // 23:59:59 on 30 June in Sydney (13:59:59 UTC): not yet.
    expect(await applyDueChanges(handle.db, new Date("2027-06-30T13:59:59Z"))).toBe(0);
    expect((await findFigure(handle.db, "visitor600ChargeInside"))?.value).toBe(500);

    // Midnight in Sydney, though still 30 June in UTC: three workers try at once, one applies it.
    const midnight = new Date("2027-06-30T14:00:00Z");
    const applied = await Promise.all([applyDueChanges(handle.db, midnight), applyDueChanges(handle.db, midnight), applyDueChanges(handle.db, midnight)]);
    expect(applied.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await findFigure(handle.db, "visitor600ChargeInside")).toMatchObject({ value: 640, effectiveFrom: "2027-07-01", checkedOn: "2027-07-01", scheduled: null });
    const history = await figureHistory(handle.db, "visitor600ChargeInside");
    expect(history.filter((change) => change.kind === "changed")).toHaveLength(1);
    expect(history[0]).toMatchObject({ kind: "changed", oldValue: 500, newValue: 640, effectiveFrom: "2027-07-01", changedBy: "admin" });
  });

  it("a scheduled change can be withdrawn before its day, and the withdrawal is kept", async () => {
    const june = new Date("2028-06-10T02:00:00Z");
    await saveFigure(handle.db, "visitor600FrequentTravellerCharge", chargeForm("1600", "2028-07-01"), { by: "admin", now: june });
    expect(await cancelScheduledChange(handle.db, "visitor600FrequentTravellerCharge", { by: "admin", now: new Date("2028-06-11T02:00:00Z") })).toBe(true);
    expect(await applyDueChanges(handle.db, new Date("2028-07-02T00:00:00Z"))).toBe(0);
    expect((await findFigure(handle.db, "visitor600FrequentTravellerCharge"))?.value).toBe(1480);
    expect((await figureHistory(handle.db, "visitor600FrequentTravellerCharge")).map((change) => change.kind)).toEqual(["unscheduled", "scheduled", "seeded"]);
  });

  it("the figures in force reach the checker's answer, with their check dates and whether they need checking", async () => {
    try {
      applyFigures(await listFigures(handle.db), "2027-07-02", 6);
      const outcome = decideOutcome({ country: "IN", passport: "IN", stream: "tourist", stay: "short", funds: "yes", character: "yes", previousVisa: "no" });
      const cost = outcome.visa?.figures.find((figure) => figure.kind === "cost");
      expect(cost?.sentence.values).toEqual({ outside: { aud: 250 }, inside: { aud: 640 } });
      expect(facts.visitor600ChargeOutside.status).toEqual({ checkedOn: "2026-11-27", effectiveFrom: "2026-11-27", needsChecking: true });

      // A new result PDF and e-mail quote the figures in force too.
      const indianTourist = completeAnswersFrom(new URLSearchParams("country=IN&passport=IN&stream=tourist&stay=short&funds=yes&character=yes&previousVisa=no"));
      if (!indianTourist) throw new Error("not a complete result");
      const [pdfText] = await pdfPageTexts(await renderResultPdf(indianTourist, "https://visa.example.com", new Date("2027-07-02T00:00:00Z"), "en"));
      expect(pdfText?.replace(/\n/g, " ")).toContain("AUD 250");
      const mail = buildResultEmail({ siteUrl: "https://visa.example.com", business: null, year: 2027 }, summariseResult(indianTourist, summaryLanguage("en", englishTranslate)), { result: "r", pdf: "p" });
      expect(mail.text).toContain("AUD 250");
      expect(mail.text).toContain("AUD 640");
      expect(facts.visitor600ChargeInside.status?.needsChecking).toBe(false);
    } finally {
      restoreSeededFacts();
    }
  });

  it("sends the weekly digest of figures to check to the support mailbox once a week, through the outbox", async () => {
    const figures = await listFigures(handle.db);
    const monday = new Date("2027-07-04T23:00:00Z"); // 09:00 on Monday 5 July in Sydney
    expect(weekOf("2027-07-05")).toBe("2027-07-05");
    expect(weekOf("2027-07-11")).toBe("2027-07-05");
    expect(await sendFiguresDigestIfDue(handle.db, figures, monday)).toBe(true);
    expect(await sendFiguresDigestIfDue(handle.db, figures, new Date("2027-07-08T00:00:00Z"))).toBe(false);
    const mail = await handle.db.selectFrom("mail_outbox").selectAll().where("dedupe_key", "=", "figures-digest-2027-07-05").executeTakeFirstOrThrow();
    expect(mail.to_address).toBe("operator@localhost");
    expect(mail.subject).toMatch(/^Figures to check: \d+$/);
    expect(mail.text_body).toContain("Visitor visa (600): charge, applying outside Australia: AUD 250, last checked 2026-11-27 (a visa charge: a 1 July has passed since it was last checked)");
    expect(mail.text_body).not.toContain("applying inside Australia");
    // The next week, while figures still need checking, another one.
    expect(await sendFiguresDigestIfDue(handle.db, figures, new Date("2027-07-12T00:00:00Z"))).toBe(true);
    // Nothing to check: no message.
    const allChecked = figures.map((figure) => ({ ...figure, checkedOn: "2027-07-19", indexedEachJuly: false }));
    expect(await sendFiguresDigestIfDue(handle.db, allChecked, new Date("2027-07-19T00:00:00Z"))).toBe(false);
  });
});
