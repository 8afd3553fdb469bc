import { describe, expect, it } from "vitest";
import { tourismFacts } from "./australia-facts";
import { cities } from "./cities";
import { facts, formatAud } from "./facts";
import { allFaqText, faqTopics, homeFaq } from "./faq";
import { figures } from "./figures";
import { guides } from "./guides";
import { landmarks } from "./landmarks";
import { PRIVACY_POLICY_LAST_UPDATED, privacyPolicy } from "./legal/privacy-policy";
import { TERMS_OF_SERVICE_LAST_UPDATED, termsOfService } from "./legal/terms-of-service";
import { parentsGuidePage, PARENTS_GUIDE_SLUG, seedPages, welcomePage } from "./seed-pages";
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
  return guides.flatMap((guide) => [
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
  it("quotes the current charges, not the spec's older AUD 190", () => {
    const text = [...allFaqText(), ...guideText(), parentsGuidePage.content].join("\n");
    expect(text).toContain(formatAud(facts.visitor600ChargeOutside.value));
    expect(text).not.toContain("AUD 190");
    for (const amount of audAmounts(text)) expect(knownAmounts, `AUD ${amount}`).toContain(amount);
  });

  it("words periods from the facts", () => {
    expect(figures.stays600).toBe("3, 6 or 12 months");
    expect(figures.processing600).toBe("14-30 days");
    expect(figures.parentValidity).toBe("5 years, 3 years or 18 months");
  });
});

describe("country guides", () => {
  it("covers India, the Philippines, the UK and the USA at their spec paths, each with steps and questions", () => {
    expect(guides.map((guide) => guide.path)).toEqual([
      "/australia-visitor-visa-from-india",
      "/australian-tourist-visa-from-philippines",
      "/australian-tourist-visa-from-uk",
      "/australian-tourist-visa-from-usa",
    ]);
    for (const guide of guides) {
      expect(guide.howTo.steps.length).toBeGreaterThanOrEqual(4);
      expect(guide.faq.length).toBeGreaterThanOrEqual(5);
      expect(guide.sections.length).toBeGreaterThanOrEqual(4);
    }
    expect(guides.filter((guide) => guide.structuredData).map((guide) => guide.country)).toEqual(["India"]);
  });

  it("points each passport to the right visa", () => {
    expect(guides[0]?.atAGlance[0]?.value).toBe("Visitor visa (subclass 600)");
    expect(guides[1]?.atAGlance[0]?.value).toBe("Visitor visa (subclass 600)");
    expect(guides[2]?.atAGlance[0]?.value).toContain("eVisitor (free)");
    expect(guides[3]?.atAGlance[0]?.value).toBe("ETA (subclass 601)");
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

  it("has five testimonials marked as samples, one mentioning the paid checklist as the spec records", () => {
    expect(testimonials).toHaveLength(5);
    expect(TESTIMONIALS_ARE_SAMPLES).toBe(true);
    expect(testimonials.some((t) => /checklist|template/i.test(t.comment))).toBe(true);
  });
});

describe("seed pages", () => {
  it("seeds the welcome page and the parents guide, both published", () => {
    expect(seedPages).toEqual([welcomePage, parentsGuidePage]);
    expect(parentsGuidePage.slug).toBe(PARENTS_GUIDE_SLUG);
    expect(seedPages.every((page) => page.isPublished)).toBe(true);
  });

  it("writes the parents guide in the editor's formats only, with sponsor rules, longer validity, bond and documents", () => {
    const tags = new Set([...parentsGuidePage.content.matchAll(/<\/?([a-z0-9]+)/g)].map((match) => match[1]));
    for (const tag of tags) expect(["h1", "h2", "h3", "p", "strong", "em", "u", "a", "ol", "ul", "li", "br"]).toContain(tag);
    const text = parentsGuidePage.content;
    expect(text).toContain(`Aged ${facts.sponsorMinimumAge.value} or over`);
    expect(text).toContain("multiple-entry visas valid for 5 years, 3 years or 18 months");
    expect(text).toContain("no more than <strong>12 months in any 18 months</strong>");
    expect(text).toContain("AUD 5,000-15,000 per person");
    expect(text).toContain("Documents to prepare");
    expect(text).toContain('href="/#checker"');
  });
});

describe("legal texts", () => {
  const context = { siteName: "Australia Visa Check", supportEmail: "help@example.com" };

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
    expect(privacy).toMatch(/no analytics service/i);
  });
});
