import { describe, expect, it } from "vitest";
import { facts } from "~/content/facts";
import { faqPageJsonLd } from "~/lib/seo";
import { serverTranslator } from "~/modules/i18n/catalogs.server";
import { passportOptions } from "~/modules/eligibility/passports";
import { wordPassportGuide } from "./guide-wording";
import { buildPassportGuide, passportGuidePaths, passportOfGuideSlug } from "./passport-guide";

function guideOf(passport: string) {
  const guide = buildPassportGuide(passport);
  if (!guide) throw new Error(`no guide for ${passport}`);
  return guide;
}

const visaOf = (passport: string, purpose: string) => guideOf(passport).purposes.find((item) => item.purpose === purpose)?.outcome.visa?.id;

describe("a passport's guide, from the checker's own answers", () => {
  it("gives an Indian passport the Visitor visa (600): Tourist stream for a holiday, its other streams for family and business", () => {
    expect(visaOf("IN", "tourist")).toBe("visitor-600-tourist");
    expect(visaOf("IN", "tourist-long")).toBe("visitor-600-tourist");
    expect(visaOf("IN", "sponsored")).toBe("visitor-600-sponsored");
    expect(visaOf("IN", "business")).toBe("visitor-600-business");
  });

  it("gives a German passport the eVisitor, a US passport the ETA, and both the Visitor visa for a longer stay", () => {
    expect(visaOf("DE", "tourist")).toBe("evisitor-651");
    expect(visaOf("US", "tourist")).toBe("eta-601");
    expect(visaOf("DE", "tourist-long")).toBe("visitor-600-tourist");
    expect(visaOf("US", "tourist-long")).toBe("visitor-600-tourist");
    // For business the Business Visitor stream is named beside the ETA.
    expect(guideOf("US").purposes.find((item) => item.purpose === "business")?.outcome.alternatives.map((a) => a.visa.id)).toContain("visitor-600-business");
  });

  it("tells a New Zealander that no visa is needed before travel: the Special Category visa on arrival", () => {
    const guide = guideOf("NZ");
    expect(guide.purposes.every(({ outcome }) => outcome.route === "new-zealand" && outcome.visa?.id === "special-category-444")).toBe(true);
    expect(guide.purposes[0]?.outcome.headline.id).toBe("result.headline.no-visitor-visa");
  });

  it("points transit, a working holiday, study and a paid job to the visas made for them", () => {
    expect(guideOf("VN").pointers.map(({ purpose, outcome }) => [purpose, outcome.visa?.id])).toEqual([
      ["transit", "transit-771"],
      ["working-holiday", "working-holiday-417"],
      ["study", "student-500"],
      ["paid-job", "short-stay-specialist-400"],
    ]);
  });

  it("follows a figure changed in the admin area: a passport taken off the ETA list gets the Visitor visa", () => {
    const before = facts.etaPassports.value;
    facts.etaPassports.value = before.filter((code) => code !== "US");
    try {
      expect(visaOf("US", "tourist")).toBe("visitor-600-tourist");
    } finally {
      facts.etaPassports.value = before;
    }
    expect(visaOf("US", "tourist")).toBe("eta-601");
  });

  it("has one address per passport the checker offers, and none for other codes", () => {
    expect(passportGuidePaths()).toHaveLength(passportOptions.length);
    expect(passportGuidePaths()).toContain("/visa-for/in");
    expect(passportGuidePaths()).toContain("/visa-for/gb-bno");
    expect(passportOfGuideSlug("vn")).toBe("VN");
    expect(passportOfGuideSlug("au")).toBeUndefined();
    expect(passportOfGuideSlug("IN")).toBeUndefined();
    expect(buildPassportGuide("XX")).toBeUndefined();
  });
});

describe("a passport's guide in words", () => {
  it("words the Indian guide in Hindi with the result's own names of visas, and links to the checker with India chosen", async () => {
    const t = await serverTranslator("hi");
    const guide = wordPassportGuide(guideOf("IN"), "hi", t);
    expect(guide.title).toContain("भारत");
    expect(guide.purposes[0]?.visa?.visa.name).toBe(t("visa.visitor-600-tourist.name"));
    expect(guide.checkPath).toBe("/hi/check?passport=IN");
    expect(guide.path).toBe("/hi/visa-for/in");
    expect(guide.sources.length).toBeGreaterThan(0);
    for (const source of guide.sources) expect(source.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("asks and answers three to five questions, from the holiday answer's visa and figures", async () => {
    const t = await serverTranslator("en");
    for (const code of ["IN", "DE", "US", "NZ", "VN"]) {
      const faq = wordPassportGuide(guideOf(code), "en", t).faq;
      expect(faq.length, code).toBeGreaterThanOrEqual(3);
      expect(faq.length, code).toBeLessThanOrEqual(5);
    }
    const india = wordPassportGuide(guideOf("IN"), "en", t).faq;
    expect(india[0]).toEqual({
      q: "Which visa do I need to visit Australia with a passport of India?",
      a: expect.stringContaining("Visitor visa (subclass 600), Tourist stream") as string,
    });
    expect(india.find((item) => item.q.startsWith("How much"))?.a).toContain("200");
    const germany = wordPassportGuide(guideOf("DE"), "en", t).faq;
    expect(germany.find((item) => item.q.startsWith("How long may I stay"))?.a).toContain("Visitor visa (subclass 600), Tourist stream");
  });

  it("publishes the questions as FAQPage structured data in the page's language", async () => {
    const t = await serverTranslator("vi");
    const faq = wordPassportGuide(guideOf("VN"), "vi", t).faq;
    const jsonLd = faqPageJsonLd(faq, "vi");
    expect(jsonLd["@type"]).toBe("FAQPage");
    expect(jsonLd.inLanguage).toBe("vi");
    expect(jsonLd.mainEntity).toEqual(faq.map((item) => ({ "@type": "Question", name: item.q, acceptedAnswer: { "@type": "Answer", text: item.a } })));
    expect(faq[0]?.q).toContain("Việt Nam");
  });

  it("words every passport, and every language, without a missing message", async () => {
    const missing = /"(passport-guide|result|visa|figure|pointer|source|option)\.[a-z0-9.-]+"/;
    const english = await serverTranslator("en");
    for (const { code } of passportOptions) expect(JSON.stringify(wordPassportGuide(guideOf(code), "en", english)), code).not.toMatch(missing);
    for (const locale of ["zh-hans", "zh-hant", "ja", "ko", "hi", "id", "vi"] as const) {
      const t = await serverTranslator(locale);
      for (const code of ["IN", "VN", "NZ", "DE", "US", "GB-BNO", "HK"]) {
        expect(JSON.stringify(wordPassportGuide(guideOf(code), locale, t)), `${locale} ${code}`).not.toMatch(missing);
      }
    }
  });
});
