import { describe, expect, it } from "vitest";
import {
  absoluteUrl,
  breadcrumbJsonLd,
  documentTitle,
  faqPageJsonLd,
  howToJsonLd,
  organizationJsonLd,
  seoMeta,
  websiteJsonLd,
} from "./seo";
import { serializeJsonLd } from "./json-ld";

const origin = "https://visa.example.com";

describe("seoMeta", () => {
  const meta = seoMeta({ title: "About Us", description: "Who we are.", path: "/about", origin });
  const find = (key: string, value: string) =>
    meta.find((tag) => (tag as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;

  it("gives the title with the site name, the description and a canonical URL on the public origin", () => {
    expect(meta).toContainEqual({ title: "About Us | Australia Visa Check" });
    expect(find("name", "description")?.content).toBe("Who we are.");
    expect(find("rel", "canonical")?.href).toBe("https://visa.example.com/about");
  });

  it("gives Open Graph and Twitter tags with an absolute image URL", () => {
    expect(find("property", "og:url")?.content).toBe("https://visa.example.com/about");
    expect(find("property", "og:title")?.content).toBe("About Us | Australia Visa Check");
    expect(find("property", "og:image")?.content).toMatch(/^https:\/\/visa\.example\.com\/images\/og\/.+\.png$/);
    expect(find("name", "twitter:card")?.content).toBe("summary_large_image");
    expect(find("name", "twitter:description")?.content).toBe("Who we are.");
  });

  it("does not repeat the site name", () => {
    expect(documentTitle("Welcome to Australia Visa Check")).toBe("Welcome to Australia Visa Check");
  });
});

describe("absoluteUrl", () => {
  it("joins origin and path whether or not the origin ends with a slash", () => {
    expect(absoluteUrl("http://localhost:3000", "/faq")).toBe("http://localhost:3000/faq");
    expect(absoluteUrl("http://localhost:3000/", "/")).toBe("http://localhost:3000/");
  });
});

describe("structured data", () => {
  it("describes the organisation and the website", () => {
    const organization = organizationJsonLd(origin, { email: "help@example.com" });
    expect(organization["@type"]).toBe("Organization");
    expect(organization.url).toBe("https://visa.example.com/");
    expect(organization.email).toBe("help@example.com");
    expect(websiteJsonLd(origin, "ja")).toMatchObject({ "@type": "WebSite", inLanguage: "ja" });
  });

  it("numbers breadcrumbs from 1 with absolute URLs", () => {
    const list = breadcrumbJsonLd(origin, [
      { name: "Home", path: "/" },
      { name: "India guide", path: "/australia-visitor-visa-from-india" },
    ]);
    expect(list.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://visa.example.com/" },
      { "@type": "ListItem", position: 2, name: "India guide", item: "https://visa.example.com/australia-visitor-visa-from-india" },
    ]);
  });

  it("builds FAQPage and HowTo objects from visible content", () => {
    const faq = faqPageJsonLd([{ q: "Question?", a: "Answer." }]);
    expect(faq.mainEntity).toEqual([{ "@type": "Question", name: "Question?", acceptedAnswer: { "@type": "Answer", text: "Answer." } }]);
    const howTo = howToJsonLd({
      name: "Apply",
      description: "How to apply",
      url: "https://visa.example.com/guide",
      estimatedCostAud: 200,
      steps: [{ name: "One", text: "Do one." }],
    });
    expect(howTo.estimatedCost).toEqual({ "@type": "MonetaryAmount", currency: "AUD", value: "200" });
    expect(howTo.step).toEqual([{ "@type": "HowToStep", position: 1, name: "One", text: "Do one.", url: "https://visa.example.com/guide#step-1" }]);
  });

  it("serialises so that content cannot close the script element", () => {
    const text = serializeJsonLd({ a: "</script><script>alert(1)</script> & \u2028" });
    expect(text).not.toMatch(/<|>|&|\u2028/);
    expect(JSON.parse(text)).toEqual({ a: "</script><script>alert(1)</script> & \u2028" });
  });
});
