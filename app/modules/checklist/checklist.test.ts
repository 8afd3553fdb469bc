import { describe, expect, it } from "vitest";
import { officialPages } from "~/content/facts";
import { decideOutcome } from "~/modules/eligibility/outcome";
import type { Answers, Stream } from "~/modules/eligibility/questions";
import { englishTranslate } from "~/modules/i18n/english";
import { buildChecklist, checklistPages, type ChecklistInput } from "./checklist";
import { wordChecklist } from "./worded-checklist";

/** Every requirement met, a stay of up to 3 months. */
function answersFor(passport: string, stream: Stream, extra: Answers = {}): Answers {
  const byStream: Record<Stream, Answers> = {
    tourist: {},
    sponsored: { sponsorCitizen: "yes", sponsorAge: "yes", sponsorSettled: "yes", sponsorRelationship: "yes" },
    business: { genuineBusinessVisit: "yes", relevantBackground: "yes", workForPay: "no" },
  };
  return { country: passport, passport, stream, stay: "short", funds: "yes", character: "yes", previousVisa: "no", ...byStream[stream], ...extra };
}

function checklistFor(answers: Answers, minor?: ChecklistInput["minor"]) {
  return buildChecklist({ outcome: decideOutcome(answers), answers, minor });
}

const ids = (answers: Answers, minor?: boolean) => checklistFor(answers, minor).map((item) => item.id);

describe("the personal documents checklist", () => {
  it("an Indian tourist prepares the Visitor visa's documents: passport first, funds evidence, an invitation, health", () => {
    const list = ids(answersFor("IN", "tourist"));
    expect(list[0]).toBe("passport-copy");
    expect(list).toEqual(expect.arrayContaining(["proof-of-funds", "home-ties", "invitation-letter", "health-insurance", "health-examinations"]));
    expect(list).not.toContain("sponsorship-form");
    expect(list).not.toContain("employer-letter");
    expect(list).not.toContain("form-1229");
  });

  it("a sponsored visitor's sponsor fills in form 1149, listed right after the passport, linked to the form itself", () => {
    const list = checklistFor(answersFor("IN", "sponsored"));
    expect(list.slice(0, 2).map((item) => item.id)).toEqual(["passport-copy", "sponsorship-form"]);
    expect(list.find((item) => item.id === "sponsorship-form")?.link.href).toBe(checklistPages.form1149);
    expect(list.map((item) => item.id)).toEqual(expect.arrayContaining(["sponsor-status", "sponsor-relationship", "sponsor-residence", "sponsor-letter"]));
    expect(list.map((item) => item.id)).not.toContain("invitation-letter");
  });

  it("a business visitor brings an employer letter, on a Visitor visa and on an eVisitor alike", () => {
    const indian = checklistFor(answersFor("IN", "business"));
    expect(indian.slice(0, 3).map((item) => item.id)).toEqual(["passport-copy", "employer-letter", "organisation-invitation"]);
    expect(indian.find((item) => item.id === "employer-letter")?.link.href).toBe(officialPages.businessStream);
    expect(ids(answersFor("DE", "business"))).toContain("employer-letter");
    expect(ids(answersFor("DE", "tourist"))).not.toContain("employer-letter");
  });

  it("the eVisitor and the ETA have their own online documents and no health examinations item", () => {
    expect(ids(answersFor("DE", "tourist"))).toEqual(["evisitor-passport", "immiaccount", "enough-money", "travel-plans", "health-insurance"]);
    expect(ids(answersFor("US", "tourist"))).toEqual(["eta-passport", "eta-app", "eta-payment", "enough-money", "travel-plans", "health-insurance"]);
  });

  it("health examinations link the official health page for every Visitor visa stream, whatever the stay", () => {
    for (const answers of [answersFor("IN", "tourist"), answersFor("IN", "tourist", { stay: "long" }), answersFor("DE", "tourist", { stay: "long" }), answersFor("CN", "sponsored")]) {
      const item = checklistFor(answers).find((entry) => entry.id === "health-examinations");
      expect(item?.link.href, JSON.stringify(answers)).toBe(checklistPages.health);
    }
  });

  it("a child under 18 gets form 1229 for any visa applied for; an adult or an unanswered question does not", () => {
    for (const passport of ["IN", "DE", "US"]) {
      const item = checklistFor(answersFor(passport, "tourist"), true).find((entry) => entry.id === "form-1229");
      expect(item?.link.href, passport).toBe(checklistPages.form1229);
    }
    expect(ids(answersFor("IN", "tourist"), false)).not.toContain("form-1229");
    expect(ids(answersFor("IN", "tourist"))).not.toContain("form-1229");
  });

  it("a conviction or a refused visa adds what to declare, with the character page", () => {
    const convicted = checklistFor(answersFor("US", "tourist", { character: "no" }));
    expect(convicted.find((item) => item.id === "conviction-details")?.link.href).toBe(officialPages.character);
    expect(ids(answersFor("DE", "tourist", { previousVisa: "yes" }))).toContain("refusal-details");
    expect(ids(answersFor("DE", "tourist"))).not.toContain("refusal-details");
  });

  it("no checklist where nothing is applied for: Australian citizen, New Zealand passport, paid work, a stay over 12 months", () => {
    expect(ids({ ...answersFor("AU", "tourist"), country: "AU" }, true)).toEqual([]);
    expect(ids(answersFor("NZ", "tourist"), true)).toEqual([]);
    expect(ids(answersFor("DE", "business", { workForPay: "yes" }))).toEqual([]);
    expect(ids(answersFor("IN", "tourist", { stay: "over12" }))).toEqual([]);
  });

  it("each item links an official https page, and the visa's own documents its official page", () => {
    const list = checklistFor(answersFor("IN", "tourist"), true);
    for (const item of list) expect(item.link.href, item.id).toMatch(/^https:\/\/(immi\.homeaffairs\.gov\.au)\//);
    expect(list[0]?.link.href).toBe(officialPages.visitor600);
  });

  it("words each item in English with why and the link's label, and the ETA's charge in the payment item", () => {
    const worded = wordChecklist(checklistFor(answersFor("US", "tourist"), true), "en", englishTranslate);
    const payment = worded.find((item) => item.id === "eta-payment");
    expect(payment?.text).toContain("AUD 20");
    const consent = worded.find((item) => item.id === "form-1229");
    expect(consent).toMatchObject({ text: expect.stringContaining("form 1229"), why: expect.stringContaining("under 18"), link: { label: "Form 1229 (Home Affairs, PDF)" } });
    for (const item of worded) expect(item.why, item.id).not.toMatch(/^checklist\./);
  });
});
