import { describe, expect, it } from "vitest";
import { answerEntries, answersAfterResidence, cleanAnswers, isOfferedValue, withDefaultPassport } from "./answers";

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
    expect(isOfferedValue("passport", "GB-BNO")).toBe(true);
    expect(isOfferedValue("passport", "AU")).toBe(true);
    expect(isOfferedValue("passport", "NF")).toBe(false);
  });
});

describe("the passport follows the residence", () => {
  it("is pre-filled with the residence's own passport", () => {
    expect(answersAfterResidence({}, "DE")).toEqual({ country: "DE", passport: "DE" });
    expect(answersAfterResidence({}, "GB")).toEqual({ country: "GB", passport: "GB" });
  });

  it("changes with the residence until the traveller picks another passport, which is then kept", () => {
    expect(answersAfterResidence({ country: "DE", passport: "DE" }, "FR")).toEqual({ country: "FR", passport: "FR" });
    expect(answersAfterResidence({ country: "DE", passport: "US" }, "FR")).toEqual({ country: "FR", passport: "US" });
  });

  it("is left for the traveller to choose in a territory or in Australia", () => {
    expect(answersAfterResidence({ country: "DE", passport: "DE" }, "NC")).toEqual({ country: "NC" });
    expect(answersAfterResidence({}, "AU")).toEqual({ country: "AU" });
    expect(withDefaultPassport({ country: "PR" })).toEqual({ country: "PR" });
    expect(withDefaultPassport({ country: "JP" })).toEqual({ country: "JP", passport: "JP" });
    expect(withDefaultPassport({ country: "JP", passport: "AU" })).toEqual({ country: "JP", passport: "AU" });
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
