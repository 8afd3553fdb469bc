import { describe, expect, it } from "vitest";
import { plainTripCheck } from "~/modules/trip/trip-query";
import { answerSchemas, isTripValue } from "./answer-parsers";
import { answerSchema, tripFields } from "./answer-schema";
import { isOfferedValue } from "./answers";
import { countries } from "./countries";
import { allQuestionIds, purposes } from "./questions";

const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const codes = [...letters].flatMap((first) => [...letters].map((second) => first + second));

describe("the answer schema", () => {
  it("has every question of the checker in the order asked, each asked by the purposes whose steps hold it", () => {
    expect(answerSchema.purposes).toEqual(purposes);
    expect(answerSchema.questions.map((field) => field.id)).toEqual(allQuestionIds);
    const askedBy = Object.fromEntries(answerSchema.questions.map((field) => [field.id, field.askedBy]));
    expect(askedBy).toMatchObject({ country: purposes, stream: purposes, stay: ["tourist", "sponsored", "business"], sponsorAge: ["sponsored"], otherPurpose: ["other"] });
  });

  it("is read alike by the browser's checks and the server's zod schemas", () => {
    const candidates = [...codes, "GB-BNO", "GB-OTHER", "yes", "no", "YES", "", "short", "over12", "transit", "other", "2027-02-06", "2027-02-30"];
    for (const field of answerSchema.questions) {
      for (const value of candidates) expect(isOfferedValue(field.id, value), `${field.id}=${value}`).toBe(answerSchemas.get(field.id)?.safeParse(value).success);
    }
    for (const field of tripFields) {
      for (const value of candidates) expect(plainTripCheck(field.name, value), `${field.name}=${value}`).toBe(isTripValue(field.name, value));
    }
    expect(codes.filter((code) => isOfferedValue("country", code)).length).toBe(countries.length);
  });
});
