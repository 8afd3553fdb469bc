import { describe, expect, it } from "vitest";
import { countries, searchCountries } from "~/modules/eligibility/countries";
import { groupMessages, loadMessages } from "./catalogs.server";
import { formatDuration } from "./format";
import { createI18n, translator } from "./i18n";
import { locales, type Locale } from "./locales";
import { countriesIn, countryNameIn, countryNameInSentenceIn, passportInSentenceIn, passportNameIn, passportOptionsIn, placeMessageId } from "./place-names";

describe("country and passport names per language", async () => {
  const catalogs = Object.fromEntries(await Promise.all(locales.map(async (locale) => [locale, await loadMessages(locale)] as const)));
  const tOf = (locale: Locale) => translator(createI18n(locale, catalogs[locale] ?? {}));

  it("keeps the English names and list as the checker has them", () => {
    const t = tOf("en");
    expect(countriesIn("en", t)).toBe(countries);
    expect(countryNameIn("US", "en", t)).toBe("United States");
    expect(countryNameInSentenceIn("US", "en", t)).toBe("the United States");
  });

  it("names countries in the page's language", () => {
    expect(countryNameIn("JP", "ja", tOf("ja"))).toBe("日本");
    expect(countryNameIn("DE", "zh-hans", tOf("zh-hans"))).toBe("德国");
    expect(countryNameIn("DE", "zh-hant", tOf("zh-hant"))).toBe("德國");
    expect(countryNameIn("KR", "ko", tOf("ko"))).toBe("대한민국");
    expect(countryNameIn("IN", "hi", tOf("hi"))).toBe("भारत");
    expect(countryNameIn("DE", "id", tOf("id"))).toBe("Jerman");
    expect(countryNameIn("DE", "vi", tOf("vi"))).toBe("Đức");
  });

  it.each(locales.filter((locale) => locale !== "en"))("has a name of its own in %s for every country the checker offers", (locale) => {
    const t = tOf(locale);
    for (const { code } of countries) expect(t(placeMessageId(code)), `${locale} ${code}`).not.toBe(placeMessageId(code));
  });

  it("names places by their everyday names, not their administrative titles, whatever the runtime's own data says", () => {
    // Node and Chromium name these differently; both read these.
    expect(countryNameIn("PS", "ja", tOf("ja"))).toBe("パレスチナ");
    expect(countryNameIn("HK", "zh-hant", tOf("zh-hant"))).toBe("香港");
    expect(countryNameIn("MO", "vi", tOf("vi"))).toBe("Macao");
    expect(countryNameIn("PS", "id", tOf("id"))).toBe("Palestina");
    // Japanese brackets are full width.
    expect(countryNameIn("CC", "ja", tOf("ja"))).toBe("ココス（キーリング）諸島");
  });

  it("sends the names with the checker's messages only", async () => {
    expect(Object.keys(await groupMessages("ja", ["layout", "checker"]))).toContain(placeMessageId("PS"));
    expect(Object.keys(await groupMessages("ja", ["layout"]))).not.toContain(placeMessageId("PS"));
  });

  it("finds a country by its name in the language's script, and still by its English name", () => {
    const japanese = countriesIn("ja", tOf("ja"));
    expect(japanese).toHaveLength(countries.length);
    expect(searchCountries("日本", japanese)[0]?.code).toBe("JP");
    expect(searchCountries("ドイツ", japanese)[0]?.code).toBe("DE");
    expect(searchCountries("Germany", japanese)[0]).toEqual({ code: "DE", name: "ドイツ", searchNames: expect.arrayContaining(["ドイツ", "Germany"]) as unknown });
    expect(searchCountries("인도", countriesIn("ko", tOf("ko")))[0]?.code).toBe("IN");
    expect(searchCountries("भारत", countriesIn("hi", tOf("hi")))[0]?.code).toBe("IN");
    expect(searchCountries("duc", countriesIn("vi", tOf("vi"))).map((country) => country.code)).toContain("DE");
  });

  it("sorts the list by the language's own names", () => {
    const names = countriesIn("id", tOf("id")).map((country) => country.name);
    expect(names.indexOf("Afganistan")).toBeLessThan(names.indexOf("Zimbabwe"));
    expect(names.indexOf("Jepang")).toBeLessThan(names.indexOf("Jerman"));
  });

  it("falls back to English names until the names arrive, and does not keep that list", () => {
    // (No other test here lists the countries in Traditional Chinese, so none is kept yet.)
    const bare = translator(createI18n("zh-hant", {}));
    expect(countriesIn("zh-hant", bare).find((country) => country.code === "DE")?.name).toBe("Germany");
    expect(countriesIn("zh-hant", tOf("zh-hant")).find((country) => country.code === "DE")?.name).toBe("德國");
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
