import { describe, expect, it } from "vitest";
import {
  countries,
  countryName,
  countryNameInSentence,
  findCountry,
  isCountryCode,
  pinnedCountryCodes,
  searchCountries,
} from "./countries";

describe("country list", () => {
  it("holds the inhabited ISO places (about 240) with unique codes and names, sorted by name", () => {
    expect(countries).toHaveLength(243);
    for (const uninhabited of ["AQ", "BV", "HM", "TF", "GS", "UM", "IO"]) expect(isCountryCode(uninhabited), uninhabited).toBe(false);
    for (const place of ["AU", "NF", "CX", "CC", "NC", "PR", "JE", "GI", "AW", "GL"]) expect(isCountryCode(place), place).toBe(true);
    expect(new Set(countries.map((c) => c.code)).size).toBe(countries.length);
    expect(new Set(countries.map((c) => c.name)).size).toBe(countries.length);
    const names = countries.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
    for (const country of countries) expect(country.code).toMatch(/^[A-Z]{2}$/);
  });

  it("pins the ten countries, in their fixed order", () => {
    expect(pinnedCountryCodes.map(countryName)).toEqual([
      "China",
      "United States",
      "United Kingdom",
      "Singapore",
      "Japan",
      "Malaysia",
      "India",
      "South Korea",
      "Germany",
      "Canada",
    ]);
  });

  it("shows everyday names and keeps official names searchable", () => {
    expect(countryName("US")).toBe("United States");
    expect(countryName("RU")).toBe("Russia");
    expect(findCountry("US")?.searchNames).toContain("United States of America");
    expect(searchCountries("usa").map((c) => c.code)).toContain("US");
    expect(searchCountries("Russian Federation").map((c) => c.code)).toEqual(["RU"]);
  });

  it("knows which codes exist", () => {
    expect(isCountryCode("IN")).toBe(true);
    expect(isCountryCode("XX")).toBe(false);
    expect(isCountryCode("in")).toBe(false);
    expect(isCountryCode(undefined)).toBe(false);
    expect(countryName("XX")).toBe("XX");
  });

  it("puts 'the' before names that need it in a sentence", () => {
    expect(countryNameInSentence("US")).toBe("the United States");
    expect(countryNameInSentence("GB")).toBe("the United Kingdom");
    expect(countryNameInSentence("JP")).toBe("Japan");
  });
});

describe("searchCountries", () => {
  it("finds India and Indonesia for 'ind', and names starting with a query before words starting with it", () => {
    expect(searchCountries("ind").map((c) => c.name)).toEqual(["India", "Indonesia"]);
    expect(searchCountries("guin").map((c) => c.name)).toEqual(["Guinea", "Guinea-Bissau", "Equatorial Guinea", "Papua New Guinea"]);
    expect(searchCountries("gua").map((c) => c.name).slice(-3)).toEqual(["Nicaragua", "Paraguay", "Uruguay"]);
  });

  it("ignores case and accents", () => {
    expect(searchCountries("COTE").map((c) => c.code)).toContain("CI");
    expect(searchCountries("aland").map((c) => c.code)).toContain("AX");
  });

  it("lists every country for an empty query and none for nonsense", () => {
    expect(searchCountries("  ")).toHaveLength(countries.length);
    expect(searchCountries("qqqzz")).toEqual([]);
  });
});
