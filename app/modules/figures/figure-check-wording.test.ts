import { afterEach, describe, expect, it } from "vitest";
import { facts } from "~/content/facts";
import { setFiguresInForce } from "~/content/figures-in-force";
import { homeFaq } from "~/content/faq";
import { serverTranslator } from "~/modules/i18n/catalogs.server";
import { localizeFaqTopics, localizeHomeFaq } from "~/modules/i18n/faq-messages";
import { atomFeed } from "./atom-feed";
import { checkWordings, figureCheckWording, figuresToCheck } from "./figure-check-wording";
import { figuresForBrowser } from "./figures-for-browser";
import { publicChange } from "./public-changes";
import { seedFigures } from "./seed-figures";

afterEach(() => setFiguresInForce({}));

/** The seeded figures as stored, with some checked on other days, in force on `today` (six months to a check). */
function storedOn(today: string, checkedOn: Partial<Record<string, string>> = {}) {
  const records = seedFigures().map((seed) => ({
    key: seed.key,
    value: seed.value,
    source: { name: seed.sourceName, url: seed.sourceUrl, dated: seed.sourceDated },
    checkedOn: checkedOn[seed.key] ?? seed.checkedOn,
    effectiveFrom: seed.effectiveFrom,
    indexedEachJuly: seed.indexedEachJuly,
    scheduled: null,
  }));
  setFiguresInForce(figuresForBrowser(records, seedFigures(), today, 6));
}

describe("the note beside a figure that needs checking", () => {
  it("quotes the last known charge with the day it was set and sends the reader to the Visa Pricing Estimator, never a new amount", async () => {
    storedOn("2026-11-27");
    const wording = figureCheckWording("visitor600ChargeOutside", await serverTranslator("en"), "en");
    expect(wording).toEqual({
      before: "AUD 200, the charge set on 1 July 2025; charges rise each 1 July: check the current amount with ",
      link: "Home Affairs' Visa Pricing Estimator",
      after: "",
      href: "https://immi.homeaffairs.gov.au/visas/visa-pricing-estimator",
    });
    const japanese = figureCheckWording("visitor600ChargeOutside", await serverTranslator("ja"), "ja");
    // Intl writes a no-break space between the currency and the amount.
    expect(`${japanese?.before}${japanese?.link}${japanese?.after}`.replace(/\u00a0/g, " ")).toBe(
      "AUD 200は2025年7月1日に定められた申請料です。申請料は毎年7月1日に改定されるため、現在の金額は内務省のビザ料金計算ツール（Visa Pricing Estimator）で確認してください",
    );
  });

  it("gives another figure its last check date and its own source, and says nothing of a figure that is current", async () => {
    const t = await serverTranslator("en");
    const recent = Object.fromEntries(
      ["visitor600ChargeOutside", "visitor600ChargeInside", "visitor600FrequentTravellerCharge", "processingDaysTourist", "processingDaysBusiness", "processingDaysSponsored"].map((key) => [key, "2026-11-23"]),
    );
    storedOn("2026-11-27", recent);
    expect(figureCheckWording("etaValidityMonths", t, "en")).toBeNull();
    expect(figuresToCheck(t, "en")).toEqual([]);
    // Seven months on, every figure checked on 23 November 2026 needs a check again.
    storedOn("2027-06-24", recent);
    expect(checkWordings(["etaValidityMonths", "etaValidityMonths"], t, "en")).toEqual([
      {
        key: "etaValidityMonths",
        wording: { before: "12, as last checked on 23 November 2026: check the current figure on ", link: "its official page", after: "", href: facts.etaValidityMonths.source.url },
      },
    ]);
  });
});

describe("the notes beside the FAQ's answers", () => {
  it("stand beside each answer quoting a charge that needs checking, in the page's language, and go once it is checked", async () => {
    const t = await serverTranslator("hi");
    storedOn("2026-11-27");
    const answers = localizeFaqTopics("hi", t).flatMap((topic) => topic.questions);
    const fee = answers.find((item) => item.checks?.some((check) => check.key === "visitor600ChargeOutside"));
    expect(fee?.a).toContain("AUD 200");
    expect(fee?.checks?.[0]?.wording.href).toBe("https://immi.homeaffairs.gov.au/visas/visa-pricing-estimator");
    expect(answers.filter((item) => item.checks).length).toBeGreaterThan(0);
    // The home page's answer on costs quotes both Visitor visa charges, and says so beside each.
    const home = localizeHomeFaq(homeFaq, "en", await serverTranslator("en"));
    expect(home.map((item) => item.checks?.map((check) => check.key))).toContainEqual(["visitor600ChargeOutside", "visitor600ChargeInside"]);

    storedOn("2026-11-27", { visitor600ChargeOutside: "2026-11-27", visitor600ChargeInside: "2026-11-27", visitor600FrequentTravellerCharge: "2026-11-27" });
    expect(localizeFaqTopics("hi", t).flatMap((topic) => topic.questions).filter((item) => item.checks)).toEqual([]);
  });
});

describe("the Atom feed", () => {
  it("lists each change with its dates, values and source, escaped", () => {
    const change = publicChange({
      id: "c1",
      figureKey: "visitor600ChargeOutside",
      kind: "changed",
      oldValue: 200,
      newValue: 250,
      effectiveFrom: "2027-07-01",
      source: { name: "Home Affairs <Visitor visa>", url: "https://immi.homeaffairs.gov.au/a?b=1&c=2" },
      note: "Read on the estimator.",
      changedBy: "admin",
      changedAt: "2027-06-30T14:00:00.000Z",
    });
    const feed = atomFeed([change], "https://visa.example.com", "Australia Visa Check");
    expect(feed).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">');
    expect(feed).toContain("<updated>2027-06-30T14:00:00.000Z</updated>");
    expect(feed).toContain("<title>Visitor visa (600): charge, applying outside Australia</title>");
    expect(feed).toContain("<summary type=\"text\">AUD 200 to AUD 250, from 2027-07-01. Read on the estimator.</summary>");
    expect(feed).toContain('href="https://immi.homeaffairs.gov.au/a?b=1&amp;c=2" title="Home Affairs &lt;Visitor visa&gt;"');
    expect(feed).toContain('<link rel="self" type="application/atom+xml" href="https://visa.example.com/what-changed/feed.atom"/>');
  });
});
