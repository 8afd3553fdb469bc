import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { countries } from "./countries";
import { evaluate } from "./evaluate";
import { allSteps, findSubQuestion, stepsFor, streams, type Answers, type Stream, type SubQuestionId } from "./questions";
import { passesRule, questionStatus } from "./rules";

/** All-passing answers for each stream. */
const passing: Record<Stream, Answers> = {
  tourist: { country: "US", stream: "tourist", funds: "yes", character: "yes", previousVisa: "no" },
  sponsored: {
    country: "IN",
    stream: "sponsored",
    sponsorCitizen: "yes",
    sponsorAge: "yes",
    sponsorSettled: "yes",
    sponsorRelationship: "yes",
    funds: "yes",
    character: "yes",
    previousVisa: "no",
  },
  business: {
    country: "CN",
    stream: "business",
    genuineBusinessVisit: "yes",
    relevantBackground: "yes",
    workForPay: "no",
    funds: "yes",
    character: "yes",
    previousVisa: "no",
  },
};

const failingValue = (id: SubQuestionId) => {
  const question = findSubQuestion(id);
  return question.options.find((option) => option.value !== question.requiredValue)?.value ?? "";
};

describe("evaluate", () => {
  for (const stream of streams) {
    it(`finds a ${stream} visitor who passes every rule eligible`, () => {
      const result = evaluate(passing[stream]);
      expect(result.eligible).toBe(true);
      expect(result.unmet).toEqual([]);
    });

    const ruled = stepsFor(passing[stream]).flatMap((step) =>
      step.type === "multi-radio" ? step.subQuestions.filter((q) => q.requiredValue !== undefined) : [],
    );
    for (const question of ruled) {
      it(`finds a ${stream} visitor not eligible when only ${question.id} fails, and explains it`, () => {
        const result = evaluate({ ...passing[stream], [question.id]: failingValue(question.id) });
        expect(result.eligible).toBe(false);
        expect(result.unmet).toHaveLength(1);
        expect(result.unmet[0]).toMatchObject({ id: question.id, label: question.shortLabel, unanswered: false });
        expect(result.unmet[0]?.problem.length).toBeGreaterThan(10);
        expect(result.unmet[0]?.nextStep.length).toBeGreaterThan(10);
      });
    }
  }

  it("is not eligible without a country, naming it", () => {
    const { country: _country, ...rest } = passing.tourist;
    const result = evaluate(rest);
    expect(result.eligible).toBe(false);
    expect(result.unmet.map((u) => u.id)).toEqual(["country"]);
    expect(result.unmet[0]?.unanswered).toBe(true);
  });

  it("is not eligible while a question is unanswered", () => {
    const { funds: _funds, ...rest } = passing.tourist;
    const result = evaluate(rest);
    expect(result.eligible).toBe(false);
    expect(result.unmet).toMatchObject([{ id: "funds", unanswered: true, problem: "This question was not answered." }]);
    expect(evaluate({}).unmet.map((u) => u.id)).toEqual(["country", "stream", "funds", "character", "previousVisa"]);
  });

  it("ignores answers of steps that dropped out when the stream changed", () => {
    const switched = { ...passing.business, workForPay: "yes", sponsorSettled: "no", stream: "tourist" };
    expect(evaluate(switched).eligible).toBe(true);
    expect(evaluate({ ...switched, stream: "business" }).eligible).toBe(false);
  });

  it("lists several unmet requirements in the order they were asked", () => {
    const result = evaluate({ ...passing.sponsored, sponsorSettled: "no", funds: "no", sponsorCitizen: "no" });
    expect(result.unmet.map((u) => u.id)).toEqual(["sponsorCitizen", "sponsorSettled", "funds"]);
  });

  it("always carries a recommendation", () => {
    expect(evaluate(passing.tourist).recommendation.visa.id).toBe("eta-601");
    expect(evaluate(passing.sponsored).recommendation.visa.id).toBe("visitor-600-sponsored");
    expect(evaluate(passing.business).recommendation.visa.id).toBe("visitor-600-business");
  });
});

describe("evaluate (properties)", () => {
  const subQuestions = allSteps.flatMap((step) => (step.type === "multi-radio" ? step.subQuestions : []));
  const countryCodes = countries.map((c) => c.code);

  /** Any mix of answers: each question missing, answered with an offered value, or with junk. */
  const anyAnswers: fc.Arbitrary<Answers> = fc.record(
    {
      country: fc.oneof(fc.constantFrom(...countryCodes), fc.constant(""), fc.string({ maxLength: 3 })),
      ...Object.fromEntries(
        subQuestions.map((q) => [q.id, fc.oneof(fc.constantFrom(...q.options.map((o) => o.value)), fc.string({ maxLength: 4 }))]),
      ),
    },
    { requiredKeys: [] },
  );

  it("is eligible exactly when the country is chosen and every current sub-question passes its rule", () => {
    fc.assert(
      fc.property(anyAnswers, (answers) => {
        const current = stepsFor(answers).flatMap((step) => (step.type === "multi-radio" ? step.subQuestions : []));
        const countryChosen = answers.country !== undefined && countries.some((c) => c.code === answers.country);
        const allPass = current.every((q) => {
          const value = answers[q.id];
          return value !== undefined && value !== "" && passesRule(q.id, value);
        });
        expect(evaluate(answers).eligible).toBe(countryChosen && allPass);
      }),
      { numRuns: 2000 },
    );
  });

  it("lists as unmet exactly the current questions that are not passing", () => {
    fc.assert(
      fc.property(anyAnswers, (answers) => {
        const expected = stepsFor(answers)
          .flatMap((step) => (step.type === "country-select" ? ["country" as const] : step.subQuestions.map((q) => q.id)))
          .filter((id) => questionStatus(id, answers) !== "passing");
        const result = evaluate(answers);
        expect(result.unmet.map((u) => u.id)).toEqual(expected);
        expect(result.eligible).toBe(expected.length === 0);
      }),
      { numRuns: 1000 },
    );
  });

  it("gives a tourist with a chosen country one of the three tourist visas", () => {
    fc.assert(
      fc.property(fc.constantFrom(...countryCodes), fc.constantFrom("yes", "no"), (country, character) => {
        const { visa } = evaluate({ ...passing.tourist, country, character }).recommendation;
        expect(["eta-601", "evisitor-651", "visitor-600-tourist"]).toContain(visa.id);
        if (character === "no") expect(visa.id).toBe("visitor-600-tourist");
      }),
    );
  });
});
