import { describe, expect, it } from "vitest";
import { countries, searchCountries } from "~/modules/eligibility/countries";
import { loadMessages } from "./catalogs.server";
import { formatDuration } from "./format";
import { createI18n, translator } from "./i18n";
import { countriesIn, countryNameIn, countryNameInSentenceIn, passportInSentenceIn, passportNameIn, passportOptionsIn } from "./place-names";

describe("country and passport names per language", () => {
  it("keeps the English names and list as the checker has them", () => {
    expect(countriesIn("en")).toBe(countries);
    expect(countryNameIn("US", "en")).toBe("United States");
    expect(countryNameInSentenceIn("US", "en")).toBe("the United States");
  });

  it("names countries in the page's language", () => {
    expect(countryNameIn("JP", "ja")).toBe("日本");
    expect(countryNameIn("DE", "zh-hans")).toBe("德国");
    expect(countryNameIn("DE", "zh-hant")).toBe("德國");
    expect(countryNameIn("KR", "ko")).toBe("대한민국");
    expect(countryNameIn("IN", "hi")).toBe("भारत");
    expect(countryNameIn("DE", "id")).toBe("Jerman");
    expect(countryNameIn("DE", "vi")).toBe("Đức");
  });

  it("finds a country by its name in the language's script, and still by its English name", () => {
    const japanese = countriesIn("ja");
    expect(japanese).toHaveLength(countries.length);
    expect(searchCountries("日本", japanese)[0]?.code).toBe("JP");
    expect(searchCountries("ドイツ", japanese)[0]?.code).toBe("DE");
    expect(searchCountries("Germany", japanese)[0]).toEqual({ code: "DE", name: "ドイツ", searchNames: expect.arrayContaining(["ドイツ", "Germany"]) as unknown });
    expect(searchCountries("인도", countriesIn("ko"))[0]?.code).toBe("IN");
    expect(searchCountries("भारत", countriesIn("hi"))[0]?.code).toBe("IN");
    expect(searchCountries("duc", countriesIn("vi")).map((country) => country.code)).toContain("DE");
  });

  it("sorts the list by the language's own names", () => {
    const names = countriesIn("id").map((country) => country.name);
    expect(names.indexOf("Afganistan")).toBeLessThan(names.indexOf("Zimbabwe"));
    expect(names.indexOf("Jepang")).toBeLessThan(names.indexOf("Jerman"));
  });

  it("words passports in the page's language", async () => {
    const t = translator(createI18n("ja", await loadMessages("ja")));
    expect(passportNameIn("AU", "ja", t)).toBe("オーストラリア市民");
    expect(passportNameIn("FR", "ja", t)).toBe("フランス");
    expect(passportInSentenceIn("FR", "ja", t)).toBe("フランスのパスポート");
    const vietnamese = translator(createI18n("vi", await loadMessages("vi")));
    expect(passportInSentenceIn("DE", "vi", vietnamese, true)).toBe("Hộ chiếu Đức");
    expect(passportOptionsIn("vi", vietnamese).find((option) => option.code === "GB-BNO")?.name).toBe("Vương quốc Anh: British National (Overseas)");
  });
});

describe("figures in the page's language", () => {
  it("writes lengths of time from the facts record as the language does, without a space in Japanese and Chinese", () => {
    expect(formatDuration("5 years", "en")).toBe("5 years");
    expect(formatDuration("5 years", "ja")).toBe("5年");
    expect(formatDuration("18 months", "zh-hant")).toBe("18個月");
    expect(formatDuration("18 months", "ko")).toBe("18개월");
    expect(formatDuration("3 years", "id")).toBe("3 tahun");
  });
});
