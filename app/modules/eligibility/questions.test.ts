import { describe, expect, it } from "vitest";
import { facts } from "~/content/facts";
import { allQuestionIds, allSteps, findSubQuestion, questionIdsOf, stepsFor, streamLabels } from "./questions";

const ids = (answers: Parameters<typeof stepsFor>[0]) => stepsFor(answers).map((step) => step.id);

describe("stepsFor", () => {
  it("appends each stream's steps after country and purpose, in their fixed order", () => {
    expect(ids({ stream: "tourist" })).toEqual(["country", "purpose", "basic-requirements"]);
    expect(ids({ stream: "sponsored" })).toEqual(["country", "purpose", "sponsor-requirements", "basic-requirements"]);
    expect(ids({ stream: "business" })).toEqual(["country", "purpose", "business-requirements", "basic-requirements"]);
  });

  it("asks 'something else' what the trip is for in a third step, and not the length of stay", () => {
    const steps = stepsFor({ stream: "other" });
    expect(steps.map((step) => step.id)).toEqual(["country", "purpose", "other-purpose"]);
    expect(steps[1] && questionIdsOf(steps[1])).toEqual(["stream"]);
    expect(steps[2] && questionIdsOf(steps[2])).toEqual(["otherPurpose"]);
    expect(findSubQuestion("otherPurpose").options.map((option) => option.value)).toEqual(["transit", "working-holiday", "paid-job", "study", "medical"]);
    expect(findSubQuestion("otherPurpose").options.find((option) => option.value === "study")?.label).toBe(
      `Study longer than ${facts.eVisitorStayMonthsPerEntry.value} months`,
    );
  });

  it("before a stream is chosen, knows only the steps every stream shares", () => {
    expect(ids({})).toEqual(["country", "purpose", "basic-requirements"]);
    expect(ids({ stream: "holiday" })).toEqual(["country", "purpose", "basic-requirements"]);
  });
});

describe("the questionnaire data", () => {
  it("has the fixed step ids and sub-question ids", () => {
    expect(allSteps.map((step) => step.id)).toEqual([
      "country",
      "purpose",
      "basic-requirements",
      "sponsor-requirements",
      "business-requirements",
      "other-purpose",
    ]);
    expect(allQuestionIds).toEqual([
      "country",
      "passport",
      "stream",
      "stay",
      "funds",
      "character",
      "previousVisa",
      "sponsorCitizen",
      "sponsorAge",
      "sponsorSettled",
      "sponsorRelationship",
      "genuineBusinessVisit",
      "relevantBackground",
      "workForPay",
      "otherPurpose",
    ]);
  });

  it("asks the exact questions and requires the eligible values", () => {
    expect(findSubQuestion("funds")).toMatchObject({ label: "Do you have sufficient funds for your stay?", requiredValue: "yes" });
    expect(findSubQuestion("character")).toMatchObject({
      label: "Do you meet character requirements (e.g., no criminal record)?",
      requiredValue: "yes",
    });
    expect(findSubQuestion("previousVisa")).toMatchObject({
      label: "Have you ever had an Australian visa refused or cancelled?",
      requiredValue: "no",
    });
    expect(findSubQuestion("workForPay").requiredValue).toBe("no");
    for (const id of ["sponsorCitizen", "sponsorAge", "sponsorSettled", "sponsorRelationship", "genuineBusinessVisit", "relevantBackground"] as const) {
      expect(findSubQuestion(id).requiredValue, id).toBe("yes");
    }
    expect(findSubQuestion("stream").requiredValue).toBeUndefined();
  });

  it("quotes the sponsor's minimum age, settled period and the short-stay limit from the facts", () => {
    expect(findSubQuestion("sponsorAge").label).toContain(`${facts.sponsorMinimumAge.value} years`);
    expect(findSubQuestion("sponsorSettled").label).toContain(`${facts.sponsorSettledYears.value} years`);
    expect(findSubQuestion("stay").options.map((option) => option.label)).toEqual([
      `Up to ${facts.eVisitorStayMonthsPerEntry.value} months`,
      `Longer than ${facts.eVisitorStayMonthsPerEntry.value} months, up to ${Math.max(...facts.visitor600StayMonths.value)} months`,
      `Longer than ${Math.max(...facts.visitor600StayMonths.value)} months`,
    ]);
    expect(findSubQuestion("stay").requiredValue).toBeUndefined();
  });

  it("asks about every relative of the Migration Regulations (reg 1.03), step-relatives too", () => {
    const label = findSubQuestion("sponsorRelationship").label;
    for (const relative of ["spouse or de facto partner", "parent", "child", "brother or sister", "grandparent", "grandchild", "aunt", "uncle", "niece or nephew", "step-relatives"]) {
      expect(label).toContain(relative);
    }
  });

  it("offers the three streams with their fixed labels, then 'something else'", () => {
    expect(findSubQuestion("stream").options.map((o) => o.label)).toEqual(Object.values(streamLabels));
    expect(Object.values(streamLabels)).toEqual([
      "Tourist Visa",
      "Sponsored Family Visa",
      "Business Visitor Visa",
      "Something else: transit, work, study, medical treatment",
    ]);
  });

  it("marks the stream-specific steps with their stream and every step as required", () => {
    const byId = Object.fromEntries(allSteps.map((step) => [step.id, step]));
    expect(byId["sponsor-requirements"]).toMatchObject({ stream: "sponsored" });
    expect(byId["business-requirements"]).toMatchObject({ stream: "business" });
    for (const step of allSteps) expect(step.required).toBe(true);
  });

  it("lists the country step as one question and multi-radio steps by sub-question", () => {
    const [country, purpose] = allSteps;
    expect(country && questionIdsOf(country)).toEqual(["country", "passport"]);
    expect(purpose && questionIdsOf(purpose)).toEqual(["stream", "stay"]);
    expect(() => findSubQuestion("nope" as "funds")).toThrow();
  });
});
