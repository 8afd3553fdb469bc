import { describe, expect, it } from "vitest";
import { eVisitorPassports, etaPassports, facts, officialPages } from "~/content/facts";
import type { Answers } from "./questions";
import { passportPhrase, recommend, visas } from "./recommend";

const tourist = (country: string, extra: Answers = {}): Answers => ({
  country,
  stream: "tourist",
  funds: "yes",
  character: "yes",
  previousVisa: "no",
  ...extra,
});

describe("recommend: tourist stream", () => {
  it("recommends the ETA for a resident of the United States, phrased for passport holders", () => {
    const result = recommend(tourist("US"));
    expect(result.visa.id).toBe("eta-601");
    expect(result.passportCondition).toBe("If you hold a passport of the United States");
    expect(result.alsoPossible).toEqual([]);
    expect(result.otherwise?.id).toBe("visitor-600-tourist");
  });

  it("recommends the free eVisitor first where both apply, and mentions the ETA", () => {
    const result = recommend(tourist("DE"));
    expect(result.visa.id).toBe("evisitor-651");
    expect(result.alsoPossible.map((visa) => visa.id)).toEqual(["eta-601"]);
    expect(result.passportCondition).toBe("If you hold a passport of Germany");
  });

  it("recommends the eVisitor alone where only the eVisitor applies", () => {
    const result = recommend(tourist("PL"));
    expect(result.visa.id).toBe("evisitor-651");
    expect(result.alsoPossible).toEqual([]);
  });

  it("names British Citizen passports for the United Kingdom", () => {
    expect(recommend(tourist("GB")).passportCondition).toBe("If you hold a British Citizen passport");
    expect(passportPhrase("TW")).toContain("not an official or diplomatic");
    expect(passportPhrase("HK")).toContain("Hong Kong (SAR)");
  });

  it("recommends the Visitor 600 tourist stream for every other country", () => {
    for (const country of ["IN", "CN", "PH", "BR"]) {
      const result = recommend(tourist(country));
      expect(result.visa.id, country).toBe("visitor-600-tourist");
      expect(result.passportCondition).toBeUndefined();
    }
  });

  it("always recommends the Visitor 600 when the character answer is no", () => {
    const result = recommend(tourist("US", { character: "no" }));
    expect(result.visa.id).toBe("visitor-600-tourist");
    expect(result.notes.join(" ")).toMatch(/conviction/);
  });

  it("matches the facts' passport lists for every country", () => {
    for (const code of new Set([...eVisitorPassports, ...etaPassports])) {
      const { visa } = recommend(tourist(code));
      expect(visa.id, code).toBe(eVisitorPassports.includes(code) ? "evisitor-651" : "eta-601");
    }
  });
});

describe("recommend: other streams", () => {
  it("recommends the Sponsored Family stream for sponsored visitors", () => {
    expect(recommend({ country: "IN", stream: "sponsored" }).visa.id).toBe("visitor-600-sponsored");
  });

  it("recommends the Business Visitor stream and mentions the ETA or eVisitor where the passport allows", () => {
    const fromIndia = recommend({ country: "IN", stream: "business" });
    expect(fromIndia.visa.id).toBe("visitor-600-business");
    expect(fromIndia.notes.join(" ")).toMatch(/ETA or eVisitor/);
    const fromFrance = recommend({ country: "FR", stream: "business" });
    expect(fromFrance.notes.join(" ")).toBe(
      "If you hold a passport of France, an eVisitor (free) or an ETA also allows business visitor activities and may be simpler.",
    );
  });
});

describe("visa catalogue", () => {
  it("quotes charges from the facts module and links to official pages", () => {
    expect(visas["visitor-600-tourist"].charge).toContain(`AUD ${facts.visitor600ChargeOutside.value}`);
    expect(visas["eta-601"].charge).toContain(`AUD ${facts.etaServiceCharge.value}`);
    expect(visas["evisitor-651"].charge).toMatch(/^Free/);
    expect(visas["visitor-600-sponsored"].summary).toContain("AUD 5,000-15,000");
    expect(visas["eta-601"].officialUrl).toBe(officialPages.eta601);
    for (const visa of Object.values(visas)) expect(visa.officialUrl).toMatch(/^https:\/\/immi\.homeaffairs\.gov\.au\//);
  });
});
