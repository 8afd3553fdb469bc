import { describe, expect, it } from "vitest";
import { pageCacheKey } from "./cache-key";

const keyOf = (url: string) => pageCacheKey(url)?.key;

describe("which pages are rendered once and kept", () => {
  it("keeps managed pages and the sitemap by path, and the checker by its canonical query", () => {
    expect(pageCacheKey("/welcome")).toEqual({ key: "/welcome", by: "path" });
    expect(keyOf("/welcome?utm_source=mail")).toBe("/welcome");
    expect(keyOf("/ja/welcome")).toBe("/ja/welcome");
    expect(keyOf("/zh-hans/welcome?utm_source=mail")).toBe("/zh-hans/welcome");
    expect(keyOf("/sitemap.xml")).toBe("/sitemap.xml");
    expect(pageCacheKey("/check?country=IN&stream=tourist")).toEqual({ key: "/check?country=IN&stream=tourist", by: "query" });
    expect(keyOf("/ja/check?country=IN")).toBe("/ja/check?country=IN");
  });

  it("keeps the content pages by path in every language", () => {
    expect(pageCacheKey("/")).toEqual({ key: "/", by: "path" });
    expect(keyOf("/ja")).toBe("/ja");
    expect(keyOf("/faq?utm_source=x")).toBe("/faq");
    expect(keyOf("/vi/australia-visitor-visa-from-india")).toBe("/vi/australia-visitor-visa-from-india");
  });

  it("keeps each passport's guide by its path, apart from the content pages, and their list like a content page", () => {
    expect(pageCacheKey("/ja/visa-for/jp?utm_source=x")).toEqual({ key: "/ja/visa-for/jp", by: "path", many: true });
    expect(pageCacheKey("/visa-for/in")).toEqual({ key: "/visa-for/in", by: "path", many: true });
    expect(pageCacheKey("/hi/visa-for")).toEqual({ key: "/hi/visa-for", by: "path" });
    expect(pageCacheKey("/visa-for/in/x")).toBeUndefined();
  });

  it("gives one key to every query that asks for the same checker page", () => {
    const keys = new Set(
      ["/check?country=IN", "/check?country=IN&utm_campaign=x", "/check?junk=1&country=IN&country=XX", "/check?country=IN&passport=zz&view=no"].map(keyOf),
    );
    expect([...keys]).toEqual(["/check?country=IN"]);
    expect(keyOf("/check?a=1&b=2")).toBe("/check");
  });

  it("keeps a result with other passports by its canonical trip fields, and never one with a travel or passport date, which changes with the day", () => {
    const result = "/check?country=IN&passport=IN&stream=tourist&view=result";
    expect(keyOf(`${result}&minor=yes&otherPassport=DE&otherPassport=DE&otherPassport=IN`)).toBe(
      "/check?country=IN&passport=IN&stream=tourist&otherPassport=DE&minor=yes&view=result",
    );
    expect(keyOf(`${result}&arrive=2099-02-06`)).toBeUndefined();
    expect(keyOf(`${result}&passportExpiry=2030-01-01`)).toBeUndefined();
    // A date dropped with a message shows what was typed: rendered per request too.
    expect(keyOf(`${result}&depart=not-a-date`)).toBeUndefined();
    expect(keyOf(`${result}&arrive=&depart=`)).toBe(result.replace("&view=result", "&view=result"));
  });

  it("renders per request every page of the site's own routes and anything that is not a slug", () => {
    for (const url of ["/contact", "/login", "/admin", "/book-consultation", "/admin/manage-pages", "/welcome.data", "/_.data", "/ja/_.data", "/welcome/_.data", "/Welcome",
      "/ja/contact", "/ja/admin", "/ja/ko", "/ja/welcome/x", "/en/welcome"]) {
      expect(pageCacheKey(url), url).toBeUndefined();
    }
    expect(pageCacheKey(`/check?${"a=1&".repeat(400)}`)).toBeUndefined();
  });

  it("keeps only what the page registry opts in: any other path, listed or not, is rendered per request", () => {
    // Paths no entry of the registry names fall to the catch-all, which is kept only for a managed page's slug.
    for (const url of ["/new-feature/report", "/api/new-endpoint", "/admin/new-screen", "/checkout/demo/cs_1", "/images/uploads/a.png",
      "/robots.txt", "/healthz", "/api/eligibility?passport=DE", "/check/result.pdf?country=IN", "/ja/sitemap.xml", "/template/download"]) {
      expect(pageCacheKey(url), url).toBeUndefined();
    }
  });
});
