import { describe, expect, it } from "vitest";
import { loadMessages } from "./catalogs.server";
import { clientGroupsForPath, groupOfMessage, pickMessages, sameClientGroups } from "./message-groups";

describe("the messages a page sends to the browser", () => {
  it("sends the checker's texts only with the pages that show the checker", () => {
    expect(clientGroupsForPath("/")).toContain("checker");
    expect(clientGroupsForPath("/ja")).toContain("checker");
    expect(clientGroupsForPath("/vi/check")).toContain("checker");
    expect(clientGroupsForPath("/faq")).toEqual(["layout"]);
    expect(clientGroupsForPath("/ko/privacy-policy")).toEqual(["layout"]);
    expect(clientGroupsForPath("/admin/dashboard")).toEqual(["layout"]);
    // The agent cards of the result's consultation offer.
    expect(groupOfMessage("agent.experience")).toBe("checker");
    // The reminder's pages word its form and answers in the browser; the checkout is not a checker page.
    expect(clientGroupsForPath("/ja/check/remind")).toContain("checker");
    expect(clientGroupsForPath("/check/remind/delete")).toContain("checker");
    expect(groupOfMessage("reminder.form.title")).toBe("checker");
    expect(clientGroupsForPath("/checkout")).not.toContain("checker");
    expect(clientGroupsForPath("/ja/checkout")).not.toContain("checker");
  });

  it("sends the contact, booking and payment pages' words with those pages only, and the purchase form's with the checker", () => {
    expect(clientGroupsForPath("/ja/contact")).toEqual(["layout", "contact", "forms"]);
    expect(clientGroupsForPath("/hi/book-consultation")).toEqual(["layout", "booking", "forms"]);
    expect(clientGroupsForPath("/ja/payment/cancel")).toContain("payment");
    expect(clientGroupsForPath("/checkout/demo/cs_demo_1")).toContain("payment");
    expect(clientGroupsForPath("/")).not.toContain("contact");
    expect(clientGroupsForPath("/")).not.toContain("forms");
    expect(groupOfMessage("purchase.submit")).toBe("checker");
    expect(groupOfMessage("ui.form.name-required")).toBe("forms");
    // A 404 may be any address: its words and the demo notice go with every page.
    expect(groupOfMessage("notfound.heading")).toBe("layout");
    expect(groupOfMessage("banner.demo.notice")).toBe("layout");
    expect(groupOfMessage("meta.share-image.alt")).toBe("meta");
  });

  it("sends the documents checklist with the checker: the result in the browser lists it", () => {
    expect(groupOfMessage("checklist.why.minor")).toBe("checker");
    expect(groupOfMessage("pdf.result.created")).toBe("documents");
  });

  it("keeps the home page's sections and the FAQ on the server", () => {
    expect(groupOfMessage("home.sections.about.title")).toBe("home-sections");
    expect(groupOfMessage("home.title")).toBe("home");
    expect(groupOfMessage("faq.visa-600.question")).toBe("faq");
    for (const path of ["/", "/check", "/faq"]) {
      expect(clientGroupsForPath(path)).not.toContain("home-sections");
      expect(clientGroupsForPath(path)).not.toContain("faq");
    }
  });

  it("keeps the About page's and Why Visit Australia's texts on the server: their loaders put them in the page's language", () => {
    expect(groupOfMessage("about.cta.title")).toBe("prose");
    expect(groupOfMessage("why-visit.city.perth.description")).toBe("prose");
    for (const path of ["/about", "/ja/about", "/hi/why-visit-australia", "/"]) expect(clientGroupsForPath(path)).not.toContain("prose");
  });

  it("asks for new messages only when the next page renders other groups", () => {
    expect(sameClientGroups("/faq", "/about")).toBe(true);
    expect(sameClientGroups("/faq", "/check")).toBe(false);
    expect(sameClientGroups("/ja/faq", "/ja/terms-of-service")).toBe(true);
  });

  it("an English FAQ page carries the header and footer texts but none of the checker's", async () => {
    const all = await loadMessages("en");
    const sent = pickMessages(all, clientGroupsForPath("/faq"));
    expect(sent["nav.faq"]).toEqual(all["nav.faq"]);
    expect(sent["footer.disclaimer"]).toBeDefined();
    expect(Object.keys(sent).some((id) => id.startsWith("question.") || id.startsWith("finding."))).toBe(false);
    expect(JSON.stringify(sent).length).toBeLessThan(JSON.stringify(all).length / 3);
  });
});
