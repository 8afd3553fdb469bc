import { describe, expect, it } from "vitest";
import { figureFormSchema } from "./figure-form";

const base = { sourceName: "Home Affairs: Visitor visa (subclass 600)", sourceUrl: "https://immi.homeaffairs.gov.au/visas/x", value: "250" };
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe("the figure form", () => {
  it("takes a charge only as a whole number of AUD", () => {
    expect(figureFormSchema("aud").parse(base).value).toBe(250);
    for (const value of ["250.50", "-5", "2e2", "AUD 250"]) {
      expect(figureFormSchema("aud").safeParse({ ...base, value }).success, value).toBe(false);
    }
  });

  it("takes a passport list only of codes the checker offers, and names the others", () => {
    expect(figureFormSchema("passports").parse({ ...base, value: "at, BE gb-bno" }).value).toEqual(["AT", "BE", "GB-BNO"]);
    const refused = figureFormSchema("passports").safeParse({ ...base, value: "AT, XX, NZ" });
    expect(firstMessage(refused)).toBe("Not a passport the checker offers: XX, NZ");
  });

  it("takes a source only as an https address", () => {
    for (const sourceUrl of ["http://immi.homeaffairs.gov.au/", "javascript:alert(1)", "immi.homeaffairs.gov.au"]) {
      expect(firstMessage(figureFormSchema("aud").safeParse({ ...base, sourceUrl })), sourceUrl).toBe("The source must be an https:// address");
    }
  });

  it("reads ranges, lists and the parents' validity, and refuses a backwards range or an impossible date", () => {
    expect(figureFormSchema("range").parse({ ...base, value: "14 - 30" }).value).toEqual({ min: 14, max: 30 });
    expect(figureFormSchema("range").safeParse({ ...base, value: "30-14" }).success).toBe(false);
    expect(figureFormSchema("month-list").parse({ ...base, value: "3, 6, 12" }).value).toEqual([3, 6, 12]);
    expect(figureFormSchema("validity").parse({ ...base, value: "5 years; 3 years; 18 months" }).value).toEqual({
      inParentQueue: "5 years",
      visitedBefore: "3 years",
      firstVisit: "18 months",
    });
    expect(firstMessage(figureFormSchema("aud").safeParse({ ...base, effectiveFrom: "2027-02-30" }))).toBe("Type a date such as 2027-07-01");
  });
});
