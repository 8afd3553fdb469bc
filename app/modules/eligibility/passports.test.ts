import { describe, expect, it } from "vitest";
import { countries } from "./countries";
import { passportInSentence, passportName } from "./passport-names";
import { AUSTRALIAN_CITIZEN, defaultPassport, isPassportAnswer, passportOptions, suggestedPassports } from "./passports";

const codes = passportOptions.map((option) => option.code);

describe("the passports the checker offers", () => {
  it("leaves out Australia, its external territories and places without passports of their own", () => {
    for (const place of ["AU", "NF", "CX", "CC", "HM", "AQ", "BV", "NC", "PF", "PR", "GU", "JE", "GI", "AW", "GL", "CK", "EH"]) {
      expect(codes, place).not.toContain(place);
    }
    expect(passportOptions).toHaveLength(200);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("distinguishes the British passports whose answers differ", () => {
    expect(passportOptions.filter((option) => option.code.startsWith("GB")).map((option) => option.name)).toEqual([
      "United Kingdom: British Citizen",
      "United Kingdom: British National (Overseas)",
      "United Kingdom: British Overseas Territories Citizen or other British passport",
    ]);
  });

  it("offers the passports of Hong Kong, Macao, Taiwan, Palestine, Kosovo and Vatican City", () => {
    for (const code of ["HK", "MO", "TW", "PS", "XK", "VA"]) expect(codes, code).toContain(code);
  });

  it("accepts the Australian-citizen choice as an answer, but not a territory", () => {
    expect(isPassportAnswer(AUSTRALIAN_CITIZEN)).toBe(true);
    expect(isPassportAnswer("GB-BNO")).toBe(true);
    expect(isPassportAnswer("PR")).toBe(false);
    expect(isPassportAnswer(undefined)).toBe(false);
  });
});

describe("pre-filling the passport from the residence", () => {
  it("uses the residence's own passport wherever it issues one", () => {
    for (const country of countries) {
      const own = defaultPassport(country.code);
      if (own !== undefined) expect(own).toBe(country.code);
    }
    expect(defaultPassport("GB")).toBe("GB");
    expect(defaultPassport("HK")).toBe("HK");
  });

  it("leaves the choice to people living in Australia and in territories, suggesting the usual passports", () => {
    expect(defaultPassport("AU")).toBeUndefined();
    expect(suggestedPassports("NF")).toEqual([AUSTRALIAN_CITIZEN]);
    expect(suggestedPassports("NC")).toEqual(["FR"]);
    expect(suggestedPassports("PR")).toEqual(["US"]);
    expect(suggestedPassports("JE")).toEqual(["GB"]);
    expect(suggestedPassports("BM")).toEqual(["GB", "GB-OTHER"]);
    expect(suggestedPassports("AW")).toEqual(["NL"]);
    expect(suggestedPassports("GL")).toEqual(["DK"]);
    expect(suggestedPassports("CK")).toEqual(["NZ"]);
    expect(suggestedPassports("EH")).toEqual([]);
    expect(suggestedPassports("DE")).toEqual([]);
  });

  it("covers every place of residence: each has its own passport or is a place the checker knows how to ask about", () => {
    for (const country of countries) {
      const known = defaultPassport(country.code) !== undefined || suggestedPassports(country.code).length > 0 || country.code === "EH";
      expect(known, country.code).toBe(true);
    }
  });
});

describe("passport names on a result", () => {
  it("reads naturally in lists and sentences", () => {
    expect(passportName("GB-BNO")).toBe("United Kingdom: British National (Overseas)");
    expect(passportName(AUSTRALIAN_CITIZEN)).toBe("Australian citizen");
    expect(passportInSentence("US")).toBe("a passport of the United States");
    expect(passportInSentence("GB")).toBe("a British Citizen passport");
    expect(passportInSentence("HK")).toBe("a Hong Kong (SAR) passport");
  });
});
