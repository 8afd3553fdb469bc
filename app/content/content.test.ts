import { describe, expect, it } from "vitest";
import { tourismFacts } from "./australia-facts";
import { cities } from "./cities";
import { facts, formatAud, type FactKey } from "./facts";
import { allFaqText, faqTopics, homeFaq, withSources } from "./faq";
import { figureFacts, figures, type FigureName } from "./figures";
import { allGuides } from "./guides";
import { landmarks } from "./landmarks";
import { PRIVACY_POLICY_LAST_UPDATED, privacyPolicy } from "./legal/privacy-policy";
import { TERMS_OF_SERVICE_LAST_UPDATED, termsOfService } from "./legal/terms-of-service";
import { parentsGuideFacts, parentsGuidePage, PARENTS_GUIDE_SLUG, seedPages, welcomePage } from "./seed-pages";
import { TESTIMONIALS_ARE_SAMPLES, testimonials } from "./testimonials";

/** Every 'AUD n' amount in a text. */
function audAmounts(text: string): number[] {
  return [...text.matchAll(/AUD ([\d,]+)(?:-([\d,]+))?/g)].flatMap((match) =>
    [match[1], match[2]].filter((value): value is string => value !== undefined).map((value) => Number(value.replace(/,/g, ""))),
  );
}

const knownAmounts = new Set<number>([
  facts.visitor600ChargeOutside.value,
  facts.visitor600ChargeInside.value,
  facts.visitor600FrequentTravellerCharge.value,
  facts.etaServiceCharge.value,
  facts.securityBondAud.value.min,
  facts.securityBondAud.value.max,
]);

function guideText(): string[] {
  return allGuides().flatMap((guide) => [
    guide.description,
    guide.lead,
    ...guide.atAGlance.map((row) => row.value),
    ...guide.sections.flatMap((section) =>
      section.blocks.flatMap((block) => {
        if (block.type === "p") return [block.text];
        if (block.type === "ul" || block.type === "ol") return block.items;
        if (block.type === "table") return block.rows.flat();
        return [];
      }),
    ),
    ...guide.howTo.steps.map((step) => step.text),
    ...guide.faq.flatMap((item) => [item.q, item.a]),
  ]);
}

describe("FAQ content", () => {
  it("has 4 topics of 5 questions on the FAQ page and 12 questions on the home page", () => {
    expect(faqTopics.map((topic) => topic.topic)).toEqual([
      "General Eligibility",
      "Application Process",
      "Documents & Requirements",
      "Validity & Conditions",
    ]);
    for (const topic of faqTopics) expect(topic.questions).toHaveLength(5);
    expect(homeFaq).toHaveLength(12);
  });

  it("uses unique ids, so anchors and accordion items never collide", () => {
    const topicIds = faqTopics.map((topic) => topic.id);
    expect(new Set(topicIds).size).toBe(topicIds.length);
    const pageIds = faqTopics.flatMap((topic) => topic.questions.map((q) => q.id));
    expect(new Set(pageIds).size).toBe(pageIds.length);
    expect(new Set(homeFaq.map((q) => q.id)).size).toBe(homeFaq.length);
  });
});

describe("figures come from the facts module", () => {
  it("quotes the current charges, not the older AUD 190", () => {
    const text = [...allFaqText(), ...guideText(), parentsGuidePage.content].join("\n");
    expect(text).toContain(formatAud(facts.visitor600ChargeOutside.value));
    expect(text).not.toContain("AUD 190");
    for (const amount of audAmounts(text)) expect(knownAmounts, `AUD ${amount}`).toContain(amount);
  });

  it("quotes no processing days and no months to apply ahead: those had no named source, the pages point to the official times", () => {
    const text = [...allFaqText(), ...guideText(), parentsGuidePage.content].join("\n");
    expect(text).not.toMatch(/\d+-\d+ (days|months)/);
    expect(text).toContain("global visa processing times page");
  });

  it("words periods from the facts", () => {
    expect(figures.stays600).toBe("3, 6 or 12 months");
    expect(figures.processingTimes).toBe("Home Affairs' global visa processing times page (updated monthly)");
    expect(figures.parentValidity).toBe(
      "up to 5 years for parents in the queue for a Parent visa (subclass 103), up to 3 years for parents who have held an Australian visa before and kept to its conditions, and up to 18 months for parents visiting for the first time",
    );
  });

  it("marks exactly the visa application charges as indexed every 1 July", () => {
    const indexed = Object.entries(facts).filter(([, fact]) => fact.indexedEachJuly).map(([key]) => key);
    expect(indexed).toEqual(["visitor600ChargeOutside", "visitor600ChargeInside", "visitor600FrequentTravellerCharge"]);
  });

  it("gives every fact an official source, and a date only where the source showed one", () => {
    for (const [key, fact] of Object.entries(facts)) {
      expect(fact.source.url, key).toMatch(/^https:\/\/(immi\.homeaffairs\.gov\.au|www\.legislation\.gov\.au|[a-z]+\.embassy\.gov\.au)\//);
      expect(fact.source.name.length, key).toBeGreaterThan(10);
    }
    expect(facts.eVisitorCharge.source.dated).toBe("page last updated 17/11/2025");
    expect(facts.etaServiceCharge.source.dated).toBeNull();
  });
});

/** The figure wordings that belong to one fact only, so finding one in a text names its fact. */
const unambiguousFigures = (Object.keys(figures) as FigureName[]).filter(
  (name) => (Object.keys(figures) as FigureName[]).filter((other) => figures[other] === figures[name]).length === 1 && figures[name].length > 3,
);

/** Whether a text quotes a figure: 'AUD 20' is not quoted by 'AUD 200'. */
function quotes(text: string, figure: string): boolean {
  const escaped = figure.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![\\d,])${escaped}(?![\\d,])`).test(text);
}

function factsQuotedIn(text: string): FactKey[] {
  return unambiguousFigures.filter((name) => quotes(text, figures[name])).flatMap((name) => figureFacts[name]);
}

describe("every figure shows its source", () => {
  it("lists, for each guide, the facts behind every figure it quotes", () => {
    for (const guide of allGuides()) {
      const text = JSON.stringify(guide);
      for (const fact of factsQuotedIn(text)) expect(guide.facts, `${guide.path} quotes ${fact}`).toContain(fact);
    }
  });

  it("names the facts behind the fees and periods each FAQ answer quotes, and shows their sources with dates", () => {
    for (const item of [...faqTopics.flatMap((topic) => topic.questions), ...homeFaq]) {
      const quoted = factsQuotedIn(item.a).filter((fact) => fact !== "sponsorMinimumAge" || item.a.includes(`aged ${figures.sponsorAge}`));
      for (const fact of quoted) expect(item.facts ?? [], `${item.id} quotes ${fact}`).toContain(fact);
    }
    const [cost] = withSources(homeFaq.filter((item) => item.id === "cost"));
    expect(cost?.links[0]?.label).toContain("Source: Home Affairs: Visitor visa (subclass 600), charges");
    expect(cost?.links[0]?.label).toContain("charges change every 1 July");
    expect(cost?.links.map((link) => link.label).join(" ")).toContain("page last updated 17/11/2025");
  });

  it("lists the parents guide's sources at its foot", () => {
    for (const fact of factsQuotedIn(parentsGuidePage.content)) expect(parentsGuideFacts, fact).toContain(fact);
    expect(parentsGuidePage.content).toContain("Where the figures come from");
    expect(parentsGuidePage.content).not.toContain("Information last reviewed");
  });
});

describe("the guides, the FAQ and the parents guide say what the checker says", () => {
  const everything = () => [...allFaqText(), ...allGuides().map((guide) => JSON.stringify(guide)), parentsGuidePage.content].join("\n");

  it("tells New Zealanders they need no visitor visa (subclass 444 on arrival)", () => {
    expect(allFaqText().join(" ")).toContain("Special Category visa (subclass 444)");
    for (const guide of allGuides()) expect(JSON.stringify(guide), guide.path).toContain("Special Category visa (subclass 444)");
    expect(parentsGuidePage.content).toContain("Special Category visa (subclass 444)");
  });

  it("sends stays longer than an ETA or eVisitor allows to the Visitor visa (subclass 600)", () => {
    expect(allFaqText().join(" ")).toContain("longer stay needs a Visitor visa (subclass 600)");
    expect(JSON.stringify(allGuides()[2])).toContain(`longer than ${figures.shortStayPerEntry} at a time`);
  });

  it("allows business visitor activities on an ETA or eVisitor", () => {
    expect(allFaqText().join(" ")).toContain("on an eVisitor or ETA if your passport has one");
  });

  it("asks people with a conviction or a refused visa to apply for a 600 and declare it", () => {
    expect(allFaqText().join(" ")).toContain("Australian visa was refused or cancelled");
    expect(everything()).toContain("declare");
  });

  it("names every relative of reg 1.03 as a possible sponsor, never only 'close family'", () => {
    const text = everything();
    expect(text).not.toMatch(/close relative \(spouse, parent, child or sibling\)/);
    expect(allFaqText().join(" ")).toContain("grandparent, grandchild, aunt, uncle, niece or nephew");
    expect(parentsGuidePage.content).toContain("grandparent, grandchild, aunt, uncle, niece or nephew");
  });

  it("gives the parents' 5-year visa with its condition wherever it is mentioned", () => {
    for (const match of everything().matchAll(/5 years/g)) {
      const around = everything().slice(Math.max(0, (match.index ?? 0) - 20), (match.index ?? 0) + 120);
      expect(around).toMatch(/Parent visa \(subclass 103\)|5 years<\/strong>|inParentQueue/);
    }
  });
});

describe("country guides", () => {
  it("covers India, the Philippines, the UK and the USA at their spec paths, each with steps and questions", () => {
    expect(allGuides().map((guide) => guide.path)).toEqual([
      "/australia-visitor-visa-from-india",
      "/australian-tourist-visa-from-philippines",
      "/australian-tourist-visa-from-uk",
      "/australian-tourist-visa-from-usa",
    ]);
    for (const guide of allGuides()) {
      expect(guide.howTo.steps.length).toBeGreaterThanOrEqual(4);
      expect(guide.faq.length).toBeGreaterThanOrEqual(5);
      expect(guide.sections.length).toBeGreaterThanOrEqual(4);
    }
    expect(allGuides().filter((guide) => guide.structuredData).map((guide) => guide.country)).toEqual(["India"]);
  });

  it("points each passport to the right visa", () => {
    expect(allGuides()[0]?.atAGlance[0]?.value).toBe("Visitor visa (subclass 600)");
    expect(allGuides()[1]?.atAGlance[0]?.value).toBe("Visitor visa (subclass 600)");
    expect(allGuides()[2]?.atAGlance[0]?.value).toContain("eVisitor (free)");
    expect(allGuides()[3]?.atAGlance[0]?.value).toBe("ETA (subclass 601)");
  });
});

describe("tourism content", () => {
  it("has 7 cities inside the 800 by 600 map, 4 facts and 4 landmarks with pictures and alt text", () => {
    expect(cities.map((city) => city.name)).toEqual(["Sydney", "Melbourne", "Brisbane", "Perth", "Adelaide", "Canberra", "Darwin"]);
    for (const city of cities) {
      expect(city.x).toBeGreaterThan(0);
      expect(city.x).toBeLessThan(800);
      expect(city.y).toBeGreaterThan(0);
      expect(city.y).toBeLessThan(600);
    }
    expect(tourismFacts).toHaveLength(4);
    expect(landmarks).toHaveLength(4);
    for (const item of [...cities, ...landmarks]) {
      expect(item.image).toMatch(/^\/images\/.+\.svg$/);
      expect(item.alt.length).toBeGreaterThan(10);
    }
  });

  it("has five testimonials marked as samples, one mentioning the paid checklist as the product's sample copy does", () => {
    expect(testimonials).toHaveLength(5);
    expect(TESTIMONIALS_ARE_SAMPLES).toBe(true);
    expect(testimonials.some((t) => /checklist|template/i.test(t.comment))).toBe(true);
  });
});

describe("seed pages", () => {
  it("seeds the parents guide published and the example welcome page as a draft", () => {
    expect(seedPages).toEqual([welcomePage, parentsGuidePage]);
    expect(parentsGuidePage.slug).toBe(PARENTS_GUIDE_SLUG);
    expect(parentsGuidePage.isPublished).toBe(true);
    expect(welcomePage.isPublished).toBe(false);
  });

  it("writes the parents guide in the editor's formats only, with sponsor rules, longer validity, bond and documents", () => {
    const tags = new Set([...parentsGuidePage.content.matchAll(/<\/?([a-z0-9]+)/g)].map((match) => match[1]));
    for (const tag of tags) expect(["h1", "h2", "h3", "p", "strong", "em", "u", "a", "ol", "ul", "li", "br"]).toContain(tag);
    const text = parentsGuidePage.content;
    expect(text).toContain(`Aged ${facts.sponsorMinimumAge.value} or over`);
    expect(text).toContain("multiple-entry visas valid up to 5 years for parents in the queue for a Parent visa (subclass 103)");
    expect(text).toContain("Validity of up to 5 years is only for parents in the Parent visa (subclass 103) queue");
    expect(text).toContain("no more than <strong>12 months in any 18 months</strong>");
    expect(text).toContain("AUD 5,000-15,000 per person");
    expect(text).toContain("Documents to prepare");
    expect(text).toContain('href="/#checker"');
  });
});

describe("legal texts", () => {
  const business = { name: "Example Travel Pty Ltd", abn: "51 824 753 556", postalAddress: "PO Box 1, Sydney NSW 2001", supportEmail: "help@example.com" };
  const context = { siteName: "Australia Visa Check", business };

  it("name the business that runs the site, or say plainly that it is a demo installation", () => {
    for (const document of [privacyPolicy(context), termsOfService(context)]) {
      const text = JSON.stringify(document);
      expect(text).toContain("run by Example Travel Pty Ltd, ABN 51 824 753 556");
      expect(text).toContain("PO Box 1, Sydney NSW 2001");
      const demo = JSON.stringify(privacyPolicy({ siteName: "Australia Visa Check", business: null }));
      expect(demo).toContain("Demo installation");
      expect(demo).not.toMatch(/@example\.com|@localhost/);
    }
  });

  it("date the privacy policy and terms by their last change, and name the support mailbox", () => {
    expect(privacyPolicy(context).lastUpdated).toBe(PRIVACY_POLICY_LAST_UPDATED);
    expect(termsOfService(context).lastUpdated).toBe(TERMS_OF_SERVICE_LAST_UPDATED);
    for (const document of [privacyPolicy(context), termsOfService(context)]) {
      expect(document.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(JSON.stringify(document)).toContain("help@example.com");
    }
  });

  it("describe what the site actually does", () => {
    const privacy = JSON.stringify(privacyPolicy(context));
    expect(privacy).toContain("Stripe");
    expect(privacy).toMatch(/answers are not sent to our database, are not saved/);
    expect(privacy).toMatch(/shareable link and its PDF carry your answers in the link itself/);
    expect(privacy).toMatch(/then both are erased from our database/);
    expect(privacy).toMatch(/no analytics service/i);
  });
});
