import { describe, expect, it } from "vitest";
import { basicRequirementsStep, countryStep, purposeStep, type Answers } from "./questions";
import {
  currentQuestionIds,
  firstIncompleteStep,
  isStepComplete,
  passesRule,
  progressPercent,
  questionStatus,
  reachableView,
  unansweredQuestions,
} from "./rules";

const tourist: Answers = { country: "US", passport: "US", stream: "tourist", stay: "short", funds: "yes", character: "yes", previousVisa: "no" };

describe("question status", () => {
  it("is unanswered, passing or failing", () => {
    expect(questionStatus("funds", {})).toBe("unanswered");
    expect(questionStatus("funds", { funds: "" })).toBe("unanswered");
    expect(questionStatus("funds", { funds: "yes" })).toBe("passing");
    expect(questionStatus("funds", { funds: "no" })).toBe("failing");
    expect(questionStatus("previousVisa", { previousVisa: "yes" })).toBe("failing");
    expect(questionStatus("country", { country: "JP" })).toBe("passing");
    expect(questionStatus("country", { country: "Atlantis" })).toBe("failing");
  });

  it("counts any offered stream as passing, since the stream has no rule", () => {
    for (const stream of ["tourist", "sponsored", "business"]) expect(passesRule("stream", stream)).toBe(true);
    expect(passesRule("stream", "holiday")).toBe(false);
    expect(passesRule("funds", "maybe")).toBe(false);
  });
});

describe("step completeness", () => {
  it("needs the country and the passport on the country step", () => {
    expect(isStepComplete(countryStep, {})).toBe(false);
    expect(isStepComplete(countryStep, { country: "IN" })).toBe(false);
    expect(isStepComplete(countryStep, { country: "IN", passport: "IN" })).toBe(true);
    expect(questionStatus("passport", { passport: "GB-OTHER" })).toBe("passing");
    expect(questionStatus("passport", { passport: "NC" })).toBe("failing");
  });

  it("needs every sub-question answered, whatever the answer", () => {
    expect(unansweredQuestions(basicRequirementsStep, { funds: "no" })).toEqual(["character", "previousVisa"]);
    expect(isStepComplete(basicRequirementsStep, { funds: "no", character: "no", previousVisa: "yes" })).toBe(true);
    expect(isStepComplete(purposeStep, {})).toBe(false);
  });

  it("finds the first incomplete step", () => {
    expect(firstIncompleteStep({})).toBe(0);
    expect(firstIncompleteStep({ country: "US" })).toBe(0);
    expect(firstIncompleteStep({ country: "US", passport: "US" })).toBe(1);
    expect(firstIncompleteStep({ country: "US", passport: "US", stream: "business" })).toBe(1);
    expect(firstIncompleteStep({ country: "US", passport: "US", stream: "business", stay: "short", funds: "yes" })).toBe(2);
    expect(firstIncompleteStep(tourist)).toBe(3);
  });

  it("asks only the current steps' questions", () => {
    expect(currentQuestionIds({ stream: "tourist", workForPay: "yes" })).not.toContain("workForPay");
    expect(currentQuestionIds({ stream: "business" })).toContain("workForPay");
  });
});

describe("reachableView", () => {
  it("allows any step up to the first incomplete one and the result only when all are complete", () => {
    expect(reachableView(0, {})).toBe(0);
    expect(reachableView(2, {})).toBe(0);
    expect(reachableView("result", { country: "US", passport: "US" })).toBe(1);
    expect(reachableView(1, { country: "US", passport: "US" })).toBe(1);
    expect(reachableView(1, { country: "US" })).toBe(0);
    expect(reachableView(2, tourist)).toBe(2);
    expect(reachableView("result", tourist)).toBe("result");
  });

  it("keeps a requested step inside the step list", () => {
    expect(reachableView(-3, tourist)).toBe(0);
    expect(reachableView(9, tourist)).toBe(2);
  });
});

describe("progressPercent", () => {
  it("is (step + 1) / steps, rounded", () => {
    expect([0, 1, 2].map((i) => progressPercent(i, 3))).toEqual([33, 67, 100]);
    expect([0, 1, 2, 3].map((i) => progressPercent(i, 4))).toEqual([25, 50, 75, 100]);
  });
});
