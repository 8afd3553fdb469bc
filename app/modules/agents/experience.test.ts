import { describe, expect, it } from "vitest";
import { serverTranslator } from "~/modules/i18n/catalogs.server";
import { locales, type Locale } from "~/modules/i18n/locales";
import { agentFormSchema } from "./agent-form";
import { experienceMessages, experienceYearsField } from "./experience";
import { experienceText } from "./register";

describe("the years of experience on the agent form", () => {
  it("takes a whole number from 0 to 60, spaces around it dropped", () => {
    for (const [typed, years] of [["0", 0], ["12", 12], [" 60 ", 60], ["007", 7]] as const) {
      expect(experienceYearsField.parse(typed), typed).toBe(years);
    }
  });

  it("asks for the figure when the field is left empty", () => {
    for (const typed of ["", "   "]) {
      expect(experienceYearsField.safeParse(typed).error?.issues[0]?.message, JSON.stringify(typed)).toBe(experienceMessages.required);
    }
  });

  it("refuses text, fractions, negative figures and more than 60 years with one clear message", () => {
    for (const typed of ["12+ years", "ten", "1.5", "-1", "61", "1e1", "99999999999999999999"]) {
      expect(experienceYearsField.safeParse(typed).error?.issues[0]?.message, typed).toBe(experienceMessages.invalid);
    }
    expect(experienceMessages.invalid).toBe("Enter the years of experience as a whole number from 0 to 60");
  });

  it("names the field in the form's errors", () => {
    const parsed = agentFormSchema.safeParse({ name: "A", marn: "1234567", experienceYears: "61", languages: "English", locations: "Perth", bio: "Bio", sortOrder: "1" });
    expect(parsed.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["experienceYears", experienceMessages.invalid]]);
  });
});

const expected: Record<Locale, [one: string, twelve: string]> = {
  en: ["1 year's experience", "12 years' experience"],
  "zh-hans": ["从业经验1年", "从业经验12年"],
  "zh-hant": ["執業經驗1年", "執業經驗12年"],
  ja: ["実務経験1年", "実務経験12年"],
  ko: ["경력 1년", "경력 12년"],
  hi: ["1 वर्ष का अनुभव", "12 वर्षों का अनुभव"],
  id: ["Pengalaman 1 tahun", "Pengalaman 12 tahun"],
  vi: ["1 năm kinh nghiệm", "12 năm kinh nghiệm"],
};

describe("the years of experience on an agent card", () => {
  it.each(locales)("are worded with the plural forms of %s", async (locale) => {
    const t = await serverTranslator(locale);
    expect([experienceText(1, t), experienceText(12, t)]).toEqual(expected[locale]);
    expect(experienceText(null, t)).toBeNull();
    if (locale !== "en") expect(experienceText(12, t)).not.toMatch(/year|experience/i);
  });
});
