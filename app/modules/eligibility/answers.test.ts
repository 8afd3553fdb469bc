import { describe, expect, it } from "vitest";
import { answerEntries, cleanAnswers, isOfferedValue } from "./answers";

describe("cleanAnswers", () => {
  it("keeps offered values of known questions and drops the rest", () => {
    expect(
      cleanAnswers({ country: "US", stream: "tourist", funds: "yes", character: "perhaps", email: "a@b.c", previousVisa: 1 }),
    ).toEqual({ country: "US", stream: "tourist", funds: "yes" });
    expect(cleanAnswers({ country: "Narnia", __proto__: { funds: "yes" } })).toEqual({});
  });

  it("knows the offered values", () => {
    expect(isOfferedValue("country", "IN")).toBe(true);
    expect(isOfferedValue("country", "in")).toBe(false);
    expect(isOfferedValue("stream", "business")).toBe(true);
    expect(isOfferedValue("workForPay", "sometimes")).toBe(false);
  });
});

describe("answerEntries", () => {
  it("lists answers in question order, leaving out the ones asked", () => {
    expect(answerEntries({ funds: "yes", country: "US", stream: "tourist" }, ["funds"])).toEqual([
      ["country", "US"],
      ["stream", "tourist"],
    ]);
  });
});
