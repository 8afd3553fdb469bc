import { cities } from "../../app/content/cities";
import { faqTopics, homeFaq } from "../../app/content/faq";
import { formatIsoDate } from "../../app/content/format";
import { allGuides } from "../../app/content/guides";
import { PRIVACY_POLICY_LAST_UPDATED } from "../../app/content/legal/privacy-policy";
import { TERMS_OF_SERVICE_LAST_UPDATED } from "../../app/content/legal/terms-of-service";
import type { Page } from "@playwright/test";
import { axeViolations, expect, expectAccessible, test } from "./fixtures";

/** Every page of the content issue and its main heading. */
const pages: { path: string; heading: string }[] = [
  { path: "/", heading: "Free Australian Visa Eligibility Check" },
  { path: "/about", heading: "About Us" },
  { path: "/why-visit-australia", heading: "Why Visit Australia" },
  { path: "/faq", heading: "Visa Q&A" },
  { path: "/privacy-policy", heading: "Privacy Policy" },
  { path: "/terms-of-service", heading: "Terms of Service" },
  ...allGuides().map((guide) => ({ path: guide.path, heading: guide.title })),
];

const viewports = [
  { name: "mobile", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
];

test.describe("content pages", () => {
  for (const viewport of viewports) {
    for (const { path, heading } of pages) {
      test(`${path} answers 200 with its heading, tags, no errors and no axe violations (${viewport.name})`, async ({ page, baseURL }) => {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        const foreignRequests: string[] = [];
        const errors: string[] = [];
        page.on("request", (request) => {
          const url = request.url();
          if (!url.startsWith(baseURL ?? "") && !url.startsWith("data:")) foreignRequests.push(url);
        });
        page.on("console", (message) => {
          if (message.type() === "error") errors.push(message.text());
        });
        page.on("pageerror", (error) => errors.push(error.message));
        // The fixture's goto runs axe on the loaded page.
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`^https?://[^/]+${path === "/" ? "/" : path}$`));
        await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
        await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /Australia Visa Check/);
        await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", /^https?:\/\//);
        await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/images\/og\/.+\.png$/);
        await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
        expect(await page.title()).toMatch(/Australia Visa Check/);
        // Lazy pictures and hydration: scroll through the page, then look for errors.
        await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
        await page.waitForLoadState("networkidle");
        expect(foreignRequests, "requests to other hosts").toEqual([]);
        expect(errors, "console errors").toEqual([]);
      });
    }
  }

  test("pictures have alt text and fixed sizes, and load lazily below the fold", async ({ page }) => {
    for (const path of ["/", "/why-visit-australia"]) {
      await page.goto(path);
      // The checker's flag buttons are above the fold and decorative (the country name is the label).
      const images = page.locator("main img:not(#checker img)");
      expect(await images.count(), path).toBeGreaterThanOrEqual(4);
      for (const image of await images.all()) {
        await expect(image).toHaveAttribute("alt", /.{10,}/);
        await expect(image).toHaveAttribute("width", /^\d+$/);
        await expect(image).toHaveAttribute("height", /^\d+$/);
        await expect(image).toHaveAttribute("loading", "lazy");
        await expect(image).toHaveAttribute("src", /^\/images\//);
      }
    }
  });
});

test.describe("home page", () => {
  test("shows the hero, the checker once, the about block, tourism, testimonials, questions block and FAQ", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Check Eligibility Now" })).toHaveAttribute("href", "/#checker");
    await expect(page.locator("#checker")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 2, name: "About Us" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Discover Australia" })).toBeVisible();

    const trusted = page.getByRole("region", { name: "Trusted by Travelers Worldwide" });
    await expect(trusted.getByText("Over 500 travelers served")).toBeVisible();
    await expect(trusted.getByText(/^[\d,]+ visitors this year$/)).toBeVisible();
    await expect(trusted.locator("figure")).toHaveCount(5);
    await expect(trusted.getByText(/sample testimonials/)).toBeVisible();

    const questions = page.getByRole("region", { name: "Have Questions?" });
    await expect(questions.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
    // A demo installation shows no placeholder mailbox (the business details are tested with a configured server).
    await expect(questions.locator('a[href^="mailto:"]')).toHaveCount(0);

    const faq = page.getByRole("region", { name: "Frequently Asked Questions" });
    await expect(faq.locator("[data-faq-item]")).toHaveCount(12);
    await expect(faq.locator("summary").first()).toHaveText(homeFaq[0]!.q);
    await expect(faq.getByText(/Figures compared with our facts record on \d{1,2} \w+ \d{4}/)).toBeVisible();
    // An answer quoting fees names their official source with its date and the July indexation.
    const cost = faq.locator("[data-faq-item]").filter({ hasText: "How much does an Australian visitor visa cost?" });
    await cost.locator("summary").click();
    await expect(cost.getByRole("link", { name: /^Source: Home Affairs: Visitor visa \(subclass 600\), charges.*charges change every 1 July/ })).toBeVisible();
    await expect(cost.getByRole("link", { name: /page last updated 17\/11\/2025/ })).toBeVisible();
  });

  test("shows testimonials three in a row and two below on wide screens", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const region = page.getByRole("region", { name: "Trusted by Travelers Worldwide" });
    // Read in one go in the page: the section is laid out only when scrolled near (content-visibility), and a
    // box asked for card by card may find a card not laid out at that moment. The page's own reading forces it.
    const tops = await region.evaluate((section) => Array.from(section.querySelectorAll("figure"), (card) => Math.round(card.getBoundingClientRect().y)));
    expect(tops).toHaveLength(5);
    expect(new Set(tops.slice(0, 3)).size).toBe(1);
    expect(new Set(tops.slice(3)).size).toBe(1);
    expect(tops[3]!).toBeGreaterThan(tops[0]!);
  });

  test("the FAQ accordion opens one question at a time and closes it again", async ({ page }) => {
    await page.goto("/");
    const faq = page.getByRole("region", { name: "Frequently Asked Questions" });
    const items = faq.locator("[data-faq-item]");
    const first = items.nth(0);
    const second = items.nth(1);
    await first.locator("summary").click();
    await expect(first).toHaveAttribute("open", "");
    await expect(first.getByText(homeFaq[0]!.a)).toBeVisible();
    await expectAccessible(page, "with a question open");
    await second.locator("summary").click();
    await expect(second).toHaveAttribute("open", "");
    await expect(first).not.toHaveAttribute("open", "");
    await expect(faq.locator("[data-faq-item][open]")).toHaveCount(1);
    await second.locator("summary").click();
    await expect(faq.locator("[data-faq-item][open]")).toHaveCount(0);
    // Keyboard: Enter on a focused question opens it.
    await items.nth(5).locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(items.nth(5)).toHaveAttribute("open", "");
  });

  test("the FAQ accordion works before JavaScript runs", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto("/");
    const items = page.locator('section[aria-labelledby="home-faq-heading"] [data-faq-item]');
    await items.nth(2).locator("summary").click();
    await expect(items.nth(2)).toHaveAttribute("open", "");
    await items.nth(3).locator("summary").click();
    await expect(items.nth(2)).not.toHaveAttribute("open", "");
    await context.close();
  });

  test("the city map shows each name on hover and on keyboard focus", async ({ page }) => {
    await page.goto("/");
    const map = page.getByRole("group", { name: "Map of Australia's top cities" });
    await expect(map.locator("svg")).toHaveAttribute("viewBox", "0 0 800 600");
    await expect(map.getByRole("link")).toHaveCount(7);
    for (const city of cities) await expect(map.getByRole("link", { name: city.name })).toBeAttached();

    const labelOf = (id: string) => map.locator("li", { has: page.locator(`[data-city="${id}"]`) }).locator("[data-city-label]");
    const sydneyLabel = labelOf("sydney");
    await expect(sydneyLabel).toHaveCSS("opacity", "0");
    await map.locator('[data-city="sydney"]').hover();
    await expect(sydneyLabel).toHaveCSS("opacity", "1");
    await page.mouse.move(0, 0);
    await expect(sydneyLabel).toHaveCSS("opacity", "0");

    // Keyboard: Tab from Sydney to the next city.
    await map.getByRole("link", { name: "Sydney" }).focus();
    await page.keyboard.press("Tab");
    const melbourne = map.getByRole("link", { name: "Melbourne" });
    await expect(melbourne).toBeFocused();
    await expect(labelOf("melbourne")).toHaveCSS("opacity", "1");
    await expect(sydneyLabel).toHaveCSS("opacity", "0");
    await expectAccessible(page, "with a city focused");

    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/why-visit-australia\?city=melbourne#city-map$/);
    await expect(page.locator("[data-city-panel]").getByRole("heading", { name: "Melbourne" })).toBeVisible();
  });

  test("client-side navigation reaches the FAQ page", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "See all visa questions" }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Visa Q&A");
    await expect(page.locator("[data-faq-item]")).toHaveCount(20);
  });
});

test.describe("city maps: target size and phones", () => {
  /** Centres of the visible city controls must be far enough apart that 24 px boxes never overlap. */
  async function expectSpacedTargets(page: Page, selector: string) {
    const boxes = (await Promise.all((await page.locator(selector).all()).map((target) => target.boundingBox()))).filter(
      (box): box is NonNullable<typeof box> => box !== null,
    );
    expect(boxes.length).toBe(cities.length);
    for (const [i, a] of boxes.entries()) {
      expect(a.width).toBeGreaterThanOrEqual(24);
      expect(a.height).toBeGreaterThanOrEqual(24);
      for (const b of boxes.slice(i + 1)) {
        const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
        expect(apart).toBe(true);
      }
    }
    const violations = await axeViolations(page, { include: selector, rules: ["target-size"] });
    expect(violations.flatMap((v) => v.targets)).toEqual([]);
  }

  for (const path of ["/", "/why-visit-australia"]) {
    for (const width of [640, 1024, 1280]) {
      test(`${path} at ${width} px: map markers are 24 px targets that do not touch (WCAG 2.5.8)`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await page.getByRole("group", { name: "Map of Australia's top cities" }).scrollIntoViewIfNeeded();
        await expectSpacedTargets(page, "[data-city]");
        await expect(page.locator("[data-city-chip]").first()).toBeHidden();
      });
    }

    test(`${path} on a phone: a list of cities replaces the markers`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      await expect(page.locator("[data-city]").first()).toBeHidden();
      await expectSpacedTargets(page, "[data-city-chip]");
    });
  }

  test("on a phone, choosing a city from the list shows it on the map and describes it", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/why-visit-australia");
    const chip = page.getByRole("button", { name: "Darwin" });
    await chip.click();
    await expect(chip).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator("[data-city-panel]").getByRole("heading", { name: "Darwin" })).toBeVisible();
    const map = page.getByRole("group", { name: "Map of Australia's top cities" });
    await expect(map.locator("[data-city-label]", { hasText: "Darwin" })).toHaveCSS("opacity", "1");
    await expectAccessible(page, "with a city chosen on a phone");
  });
});

test.describe("why visit Australia", () => {
  test("describes the city under the mouse or keyboard focus, with a prompt otherwise", async ({ page }) => {
    await page.goto("/why-visit-australia");
    await expect(page.getByRole("heading", { level: 2, name: "Quick facts" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Iconic places" })).toBeVisible();
    const panel = page.locator("[data-city-panel]");
    const prompt = "Hover over or select a city on the map to learn more about it.";
    await expect(panel).toHaveText(prompt);
    const map = page.getByRole("group", { name: "Map of Australia's top cities" });
    await expect(map.locator("svg")).toHaveAttribute("viewBox", "0 0 800 600");

    await map.getByRole("button", { name: "Sydney" }).hover();
    await expect(panel.getByRole("heading", { name: "Sydney" })).toBeVisible();
    await expect(panel).toContainText(cities[0]!.description);
    await page.mouse.move(0, 0);
    await expect(panel).toHaveText(prompt);

    const perth = map.getByRole("button", { name: "Perth" });
    await perth.focus();
    await expect(panel.getByRole("heading", { name: "Perth" })).toBeVisible();
    await expect(map.locator("li", { has: page.locator('[data-city="perth"]') }).locator("[data-city-label]")).toHaveCSS("opacity", "1");
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("heading", { name: "Adelaide" })).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(map.getByRole("button", { name: "Adelaide" })).toHaveAttribute("aria-pressed", "true");
    await expectAccessible(page, "with a city chosen");
    // The chosen city stays after focus moves on.
    await page.getByRole("heading", { level: 1 }).click();
    await expect(panel.getByRole("heading", { name: "Adelaide" })).toBeVisible();
  });
});

test.describe("FAQ page", () => {
  test("has 4 topics in a navigation and 5 collapsible questions in each", async ({ page }) => {
    await page.goto("/faq");
    const nav = page.getByRole("navigation", { name: "FAQ topics" });
    await expect(nav.getByRole("link")).toHaveText(faqTopics.map((topic) => topic.topic));
    for (const topic of faqTopics) {
      const section = page.getByRole("region", { name: topic.topic });
      await expect(section.locator("[data-faq-item]")).toHaveCount(5);
    }
    const item = page.getByRole("region", { name: "Application Process" }).locator("[data-faq-item]").first();
    await item.locator("summary").click();
    await expect(item).toHaveAttribute("open", "");
    await item.locator("summary").click();
    await expect(item).not.toHaveAttribute("open", "");
  });

  test("highlights the topic being read while scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto("/faq");
    const nav = page.getByRole("navigation", { name: "FAQ topics" });
    await expect(nav.getByRole("link", { name: "General Eligibility" })).toHaveAttribute("aria-current", "true");
    for (const topic of [faqTopics[2]!, faqTopics[1]!, faqTopics[3]!, faqTopics[0]!]) {
      // Put the topic's top a little above the line 20% down the viewport.
      await page.evaluate((id) => {
        const top = document.getElementById(id)!.getBoundingClientRect().top + window.scrollY;
        window.scrollTo({ top: top - window.innerHeight * 0.1, behavior: "instant" });
      }, topic.id);
      await expect(nav.getByRole("link", { name: topic.topic })).toHaveAttribute("aria-current", "true");
      await expect(nav.locator("[aria-current]")).toHaveCount(1);
    }
  });

  for (const viewport of viewports) {
    test(`clicking a topic scrolls smoothly to it and keeps it highlighted (${viewport.name})`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto("/faq");
      const nav = page.getByRole("navigation", { name: "FAQ topics" });
      await expect(nav).toBeVisible();
      const last = faqTopics[3]!;
      // Record every scroll position the page passes through.
      await page.evaluate(() => {
        const positions: number[] = [];
        (window as unknown as { scrollPositions: number[] }).scrollPositions = positions;
        window.addEventListener("scroll", () => positions.push(window.scrollY));
      });
      await nav.getByRole("link", { name: last.topic }).click();
      await expect(page).toHaveURL(new RegExp(`#${last.id}$`));
      // Wait until scrolling has stopped.
      await expect
        .poll(async () => {
          const a = await page.evaluate(() => window.scrollY);
          await page.waitForTimeout(200);
          return a === (await page.evaluate(() => window.scrollY)) && a > 0;
        })
        .toBe(true);
      // Smooth: the page passed through positions between the start and the end (a jump lands at once; a busy
      // machine paints fewer frames of the same animation, so two in-between positions are enough).
      const positions = await page.evaluate(() => (window as unknown as { scrollPositions: number[] }).scrollPositions);
      const end = positions.at(-1);
      expect(new Set(positions.filter((y) => y > 0 && y !== end)).size).toBeGreaterThanOrEqual(2);
      const heading = page.getByRole("heading", { level: 2, name: last.topic });
      await expect(heading).toBeInViewport();
      await expect(heading).toBeFocused();
      // The heading is not hidden under the sticky header and topic bar.
      const navBox = (await nav.boundingBox())!;
      const headingBox = (await heading.boundingBox())!;
      if (viewport.name === "mobile") expect(headingBox.y).toBeGreaterThanOrEqual(navBox.y + navBox.height);
      await expect(nav.getByRole("link", { name: last.topic })).toHaveAttribute("aria-current", "true");
      await expect(nav.getByRole("link", { name: last.topic })).toBeInViewport();
    });
  }
});

test.describe("country guides", () => {
  for (const guide of allGuides()) {
    test(`${guide.country}: breadcrumbs, figures with their sources, and a call to action`, async ({ page }) => {
      await page.goto(guide.path);
      const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
      await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
      await expect(crumbs.getByText(guide.title)).toHaveAttribute("aria-current", "page");
      await expect(page.getByText(/Figures compared with our facts record on \d{1,2} \w+ \d{4}/).first()).toBeVisible();
      const sources = page.getByRole("region", { name: "Where the figures come from" });
      await expect(sources.getByRole("link").first()).toHaveAttribute("href", /^https:\/\/(immi\.homeaffairs|www\.legislation|japan\.embassy)\.gov\.au\//);
      await expect(page.locator("main")).not.toContainText("Information last reviewed");
      await expect(page.getByRole("link", { name: "Check Eligibility Now" })).toHaveAttribute("href", "/#checker");
      await expect(page.locator("#how-to-apply li")).toHaveCount(guide.howTo.steps.length);
      await expect(page.locator("#questions [data-faq-item]")).toHaveCount(guide.faq.length);
      await expect(page.locator("main")).not.toContainText("AUD 190");
    });
  }

  test("the parents guide gives the 5-year visa's condition, every relative who may sponsor, and its sources", async ({ page }) => {
    await page.goto("/australia-family-tourist-visa-for-parents");
    const article = page.locator("article");
    await expect(article).toContainText("Validity of up to 5 years is only for parents in the Parent visa (subclass 103) queue");
    await expect(article).toContainText("grandparent, grandchild, aunt, uncle, niece or nephew");
    await expect(article).toContainText("Special Category visa (subclass 444)");
    await expect(article.getByRole("link", { name: /^Home Affairs: Visitor visa \(subclass 600\), Tourist stream: parents/ }).first()).toHaveAttribute(
      "href",
      "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/visitor-600/tourist-stream-overseas",
    );
    await expect(article).toContainText("Figures compared with our facts record on");
  });

  test("the parents guide's hero shows a banner picture that loads, described for screen readers", async ({ page }) => {
    await page.goto("/australia-family-tourist-visa-for-parents");
    const hero = page.locator("header", { has: page.getByRole("heading", { level: 1, name: "Australia Family Tourist Visa for Parents" }) });
    const banner = hero.getByRole("img");
    await expect(banner).toBeVisible();
    await expect(banner).toHaveAttribute("alt", /\w{3,}.*\w{3,}/);
    await expect.poll(() => banner.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
    const box = await banner.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThan(200);
  });

  test("the India guide quotes the current visa charge and sends readers to the official processing times", async ({ page }) => {
    await page.goto("/australia-visitor-visa-from-india");
    await expect(page.getByRole("complementary", { name: "At a glance" })).toContainText("AUD 200");
    await expect(page.getByRole("complementary", { name: "At a glance" })).toContainText("Home Affairs' global visa processing times page (updated monthly)");
  });

  test("the old India address redirects permanently to the India guide", async ({ page, request }) => {
    const response = await request.get("/australian-tourist-visa-from-india", { maxRedirects: 0 });
    expect([301, 308]).toContain(response.status());
    expect(response.headers().location).toBe("/australia-visitor-visa-from-india");
    await page.goto("/australian-tourist-visa-from-india");
    await expect(page).toHaveURL(/\/australia-visitor-visa-from-india$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Australia Visitor Visa from India");
  });
});

test.describe("legal pages", () => {
  test("show the date the text last changed", async ({ page }) => {
    await page.goto("/privacy-policy");
    await expect(page.getByText(`Last updated: ${formatIsoDate(PRIVACY_POLICY_LAST_UPDATED)}`)).toBeVisible();
    await expect(page.locator("main")).toContainText("Stripe");
    await expect(page.locator("main")).toContainText("Demo installation");
    await expect(page.locator("main")).not.toContainText("@example.com");
    await page.goto("/terms-of-service");
    await expect(page.getByText(`Last updated: ${formatIsoDate(TERMS_OF_SERVICE_LAST_UPDATED)}`)).toBeVisible();
    await page.getByRole("link", { name: "Read the Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
  });
});
