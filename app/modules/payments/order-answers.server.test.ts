import { describe, expect, it } from "vitest";
import { answersForOrder, storedOrderAnswers } from "./order-answers.server";

/** A whole result as its page posts it: a Japanese passport on a tourist trip, recommended the ETA. */
const japan = "country=JP&passport=JP&stream=tourist&stay=short&funds=yes&character=yes&previousVisa=no";

describe("the checker answers stored with an order", () => {
  it("keeps a whole result whose recommended visa is the guide bought", () => {
    expect(answersForOrder(japan, "eta-601")).toEqual({ country: "JP", passport: "JP", stream: "tourist", stay: "short", funds: "yes", character: "yes", previousVisa: "no" });
    // A passport left on 'same as my country of residence' reads as the residence's own.
    expect(answersForOrder(japan.replace("passport=JP&", ""), "eta-601")).toMatchObject({ passport: "JP" });
  });

  it("ignores answers that are not a result's, so the order gets the general guide", () => {
    // Nothing posted, or the box left unticked.
    expect(answersForOrder(undefined, "eta-601")).toBeUndefined();
    expect(answersForOrder("", "eta-601")).toBeUndefined();
    // A value no question offers, an unknown key, a key given twice, markup.
    expect(answersForOrder(japan.replace("funds=yes", "funds=maybe"), "eta-601")).toBeUndefined();
    expect(answersForOrder(`${japan}&note=hello`, "eta-601")).toBeUndefined();
    expect(answersForOrder(`${japan}&funds=no`, "eta-601")).toBeUndefined();
    expect(answersForOrder(japan.replace("country=JP", "country=%3Cscript%3E"), "eta-601")).toBeUndefined();
    // Not a whole result: a step left unanswered.
    expect(answersForOrder(japan.replace("&previousVisa=no", ""), "eta-601")).toBeUndefined();
    // Answers to a step that is not asked (sponsor questions on a tourist trip).
    expect(answersForOrder(`${japan}&sponsorCitizen=yes`, "eta-601")).toBeUndefined();
    // A result that recommends another visa than the guide bought.
    expect(answersForOrder(japan, "visitor-600-business")).toBeUndefined();
    // Far longer than any result.
    expect(answersForOrder(`${japan}&${"x".repeat(2000)}`, "eta-601")).toBeUndefined();
  });

  it("reads stored answers back, dropping anything that is not an answer", () => {
    expect(storedOrderAnswers(JSON.stringify({ country: "IN", passport: "IN", stream: "tourist", extra: "x", funds: "maybe" }))).toEqual({ country: "IN", passport: "IN", stream: "tourist" });
    expect(storedOrderAnswers(null)).toBeUndefined();
    expect(storedOrderAnswers("not json")).toBeUndefined();
    expect(storedOrderAnswers("[]")).toBeUndefined();
    expect(storedOrderAnswers("{}")).toBeUndefined();
  });
});
