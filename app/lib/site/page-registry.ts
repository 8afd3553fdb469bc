/**
 * The one list of the site's pages. Everything that must know a page's path reads it from here: the route
 * table (app/routes.ts), the paths each language serves, the pages rendered at build time, the sitemap, the
 * navigation, the body-limit class of a route, whether the server may keep a page and serve it to
 * everyone, and whether the page runs React in the browser at all. Adding a page is one entry here plus the page's own route module.
 *
 * This module is data only (no imports beyond types), so the route config, the HTTP server and the tests
 * can all read it. Browsers never load it: the few paths they need are generated from it into
 * `site-paths.generated.ts` (see scripts/generate-site-paths.ts).
 */

/** Where a page exists: in every language (English at its path, the others under their prefix), or in English only. */
export type PageLanguages = "all" | "en";

/**
 * How a page's HTML is produced:
 * - `kept`: by the running server (content pages at start), then kept in memory and served to every
 *   visitor until the site's content changes; opt-in, because a kept page is rendered without the
 *   visitor's cookies and shared. Nothing is rendered at build time: a page shows the address, the
 *   operator and the figures of the server that serves it;
 * - `per-request`: rendered for each request (forms, private pages, files, the API).
 */
export type PageRendering = "kept" | "per-request";

/** The menus a page is linked from. */
export type Menu = "header" | "footer-site" | "footer-guides";

export interface MenuLink {
  menu: Menu;
  /** Order within the menu, smallest first. */
  position: number;
  /** The English label; other languages use the message. */
  label: string;
  messageId: string;
  /** A fragment to link to on the page, without '#'. */
  hash?: string;
}

export interface PageDefinition {
  /** The English path as React Router matches it: '/', '/check', '/admin/agents/:id', '/*'. */
  path: string;
  /** The route module, relative to app/. */
  file: string;
  /** The route id, when one module serves several pages. */
  id?: string;
  languages: PageLanguages;
  rendering: PageRendering;
  /**
   * For kept pages: what their HTML depends on. `path`: the path alone (a query is ignored, and the page is
   * rendered from its canonical address); `query`: the path and the query (the checker without JavaScript).
   */
  keptBy?: "path" | "query";
  /** `upload`: a signed-in administrator may send the larger upload body here (pictures). Public otherwise. */
  bodyLimit?: "upload";
  /** Listed in the sitemap (a path with a parameter once per value its page lists: see sitemapPaths). */
  sitemap?: boolean;
  /**
   * `false`: the page works fully as HTML and is sent without React: no framework bundle, no hydration
   * data; the little it does in the browser is in small inline scripts of its own, and its links are plain
   * page loads. Every other page hydrates.
   */
  hydrates?: false;
  /**
   * For a page written in English only whose place in the other languages another page takes (a country
   * guide, whose passport's generated guide exists in every language): that page's English path. Under a
   * language's prefix this page's address redirects there for good; the menus and the language switcher
   * lead there, and hreflang and the sitemap list this page in English alone.
   */
  otherLanguagesAt?: string;
  /** Inside the admin area's layout, which requires a session. */
  layout?: "admin";
  menus?: readonly MenuLink[];
}

/**
 * A country guide: one module renders them all, chosen by path; each is linked from the footer's guides.
 * Written in English, it is its passport's generated guide (`/visa-for/<code>`) in the other languages.
 */
const guide = (slug: string, id: string, passportGuide: string, link: Omit<MenuLink, "menu">): PageDefinition => ({
  path: `/${slug}`,
  file: "routes/guide.tsx",
  id,
  languages: "all",
  otherLanguagesAt: passportGuide,
  rendering: "kept",
    keptBy: "path",
  sitemap: true,
  hydrates: false,
  menus: [{ menu: "footer-guides", ...link }],
});

const admin = (path: string, file: string, bodyLimit?: "upload"): PageDefinition => ({
  path,
  file,
  languages: "en",
  rendering: "per-request",
  layout: "admin",
  ...(bodyLimit ? { bodyLimit } : {}),
});

const english = (path: string, file: string): PageDefinition => ({ path, file, languages: "en", rendering: "per-request" });

/** In the sitemap's order; the route table lists them in this order too. */
export const pages: readonly PageDefinition[] = [
  {
    path: "/",
    file: "routes/home.tsx",
    languages: "all",
    rendering: "kept",
    keptBy: "path",
    sitemap: true,
    menus: [
      { menu: "header", position: 0, label: "Home", messageId: "nav.home" },
      { menu: "header", position: 1, label: "Eligibility Checker", messageId: "nav.checker", hash: "checker" },
      { menu: "footer-site", position: 0, label: "Eligibility Checker", messageId: "nav.checker", hash: "checker" },
    ],
  },
  // The checker without JavaScript: steps and result rendered from the answers in the query, the same for everyone.
  { path: "/check", file: "routes/check.tsx", languages: "all", rendering: "kept", keptBy: "query" },
  // A result to keep: its PDF and 'E-mail me this result', both from the answers, nothing stored.
  { path: "/check/result.pdf", file: "routes/check.result-pdf.ts", languages: "all", rendering: "per-request" },
  { path: "/check/email", file: "routes/check.email.tsx", languages: "all", rendering: "per-request" },
  // 'Remind me to apply by …': the form's action (and, given the dates in the query, a page with the form), and the delete link's page.
  { path: "/check/remind", file: "routes/check.remind.tsx", languages: "all", rendering: "per-request" },
  { path: "/check/remind/delete", file: "routes/check.remind.delete.tsx", languages: "all", rendering: "per-request" },
  {
    path: "/about",
    file: "routes/about.tsx",
    languages: "all",
    rendering: "kept",
    keptBy: "path",
    sitemap: true,
    hydrates: false,
    menus: [
      { menu: "header", position: 2, label: "About Us", messageId: "nav.about" },
      { menu: "footer-site", position: 1, label: "About Us", messageId: "nav.about" },
    ],
  },
  {
    path: "/why-visit-australia",
    file: "routes/why-visit-australia.tsx",
    languages: "all",
    rendering: "kept",
    keptBy: "path",
    sitemap: true,
    hydrates: false,
    menus: [
      { menu: "header", position: 3, label: "Why Australia", messageId: "nav.why-australia" },
      { menu: "footer-site", position: 3, label: "Why Visit Australia", messageId: "nav.why-visit-australia" },
    ],
  },
  {
    path: "/faq",
    file: "routes/faq.tsx",
    languages: "all",
    rendering: "kept",
    keptBy: "path",
    sitemap: true,
    hydrates: false,
    menus: [
      { menu: "header", position: 4, label: "Visa Q&A", messageId: "nav.faq" },
      { menu: "footer-site", position: 4, label: "Visa Q&A", messageId: "nav.faq" },
    ],
  },
  {
    path: "/contact",
    file: "routes/contact.tsx",
    languages: "all",
    rendering: "per-request",
    sitemap: true,
    menus: [
      { menu: "header", position: 5, label: "Contact", messageId: "nav.contact" },
      { menu: "footer-site", position: 2, label: "Contact", messageId: "nav.contact" },
    ],
  },
  { path: "/book-consultation", file: "routes/book-consultation.tsx", languages: "all", rendering: "per-request", sitemap: true },
  {
    path: "/privacy-policy",
    file: "routes/privacy-policy.tsx",
    languages: "all",
    rendering: "kept",
    keptBy: "path",
    sitemap: true,
    hydrates: false,
    menus: [{ menu: "footer-site", position: 6, label: "Privacy Policy", messageId: "nav.privacy" }],
  },
  {
    path: "/terms-of-service",
    file: "routes/terms-of-service.tsx",
    languages: "all",
    rendering: "kept",
    keptBy: "path",
    sitemap: true,
    hydrates: false,
    menus: [{ menu: "footer-site", position: 7, label: "Terms of Service", messageId: "nav.terms" }],
  },
  // Each change of a figure or a rule, as a page (its 'needs checking' list depends on the day), a feed and JSON.
  {
    path: "/what-changed",
    file: "routes/what-changed.tsx",
    languages: "all",
    rendering: "per-request",
    sitemap: true,
    hydrates: false,
    menus: [{ menu: "footer-site", position: 5, label: "What Changed", messageId: "nav.what-changed" }],
  },
  english("/what-changed/feed.atom", "routes/what-changed.feed-atom.ts"),
  english("/api/changes", "routes/api.changes.ts"),
  guide("australia-visitor-visa-from-india", "guide-india", "/visa-for/in", { position: 0, label: "Visitor Visa from India", messageId: "nav.guide-india" }),
  guide("australian-tourist-visa-from-philippines", "guide-philippines", "/visa-for/ph", {
    position: 1,
    label: "Tourist Visa from the Philippines",
    messageId: "nav.guide-philippines",
  }),
  guide("australian-tourist-visa-from-uk", "guide-uk", "/visa-for/gb", { position: 2, label: "Tourist Visa from the UK", messageId: "nav.guide-uk" }),
  guide("australian-tourist-visa-from-usa", "guide-usa", "/visa-for/us", { position: 3, label: "Tourist Visa from the USA", messageId: "nav.guide-usa" }),
  // A guide for every passport the checker offers, generated from the rules and the figures, and their list.
  {
    path: "/visa-for",
    file: "routes/passport-guides.tsx",
    languages: "all",
    rendering: "kept",
    keptBy: "path",
    hydrates: false,
    sitemap: true,
    menus: [{ menu: "footer-guides", position: 5, label: "A Guide for Every Passport", messageId: "passport-guide.nav" }],
  },
  // Listed in the sitemap one address per passport (app/modules/pages/sitemap.server.ts); rendered on first request, then kept.
  { path: "/visa-for/:passport", file: "routes/passport-guide.tsx", languages: "all", rendering: "kept", keptBy: "path", hydrates: false, sitemap: true },
  // The India guide's old address: a permanent redirect to the guide.
  english("/australian-tourist-visa-from-india", "routes/india-guide-redirect.ts"),

  // Payments: the checkout and the pages after it in every language; the demo checkout, the download and Stripe's webhook in English.
  { path: "/checkout", file: "routes/checkout.tsx", languages: "all", rendering: "per-request" },
  { path: "/payment/success", file: "routes/payment.success.tsx", languages: "all", rendering: "per-request" },
  { path: "/payment/cancel", file: "routes/payment.cancel.tsx", languages: "all", rendering: "per-request", hydrates: false },
  english("/checkout/demo/:sessionId", "routes/checkout.demo.tsx"),
  // A receipt as a PDF: for the buyer by the paid session, for a signed-in administrator by order or booking.
  english("/payment/receipt", "routes/payment.receipt.ts"),
  english("/template/download", "routes/template.download.ts"),
  english("/api/stripe/webhook", "routes/api.stripe.webhook.ts"),

  // The open eligibility API and its description; the site's own small APIs.
  english("/api/eligibility", "routes/api.eligibility.ts"),
  english("/api/openapi.json", "routes/api.openapi-json.ts"),
  english("/api/visitors", "routes/api.visitors.ts"),
  english("/api/agents", "routes/api.agents.ts"),
  english("/api/language-suggestion", "routes/api.language-suggestion.ts"),
  english("/api/messages", "routes/api.messages.ts"),
  // The language switcher's links: remember the choice in a cookie, then show the page in that language.
  english("/language", "routes/language.ts"),

  // Built once per change of the managed pages, and kept.
  { path: "/sitemap.xml", file: "routes/sitemap.xml.ts", languages: "en", rendering: "kept", keptBy: "path" },
  english("/robots.txt", "routes/robots.txt.ts"),
  english("/healthz", "routes/healthz.ts"),
  english("/readyz", "routes/readyz.ts"),
  english("/images/uploads/:file", "routes/images.uploads.$file.ts"),

  // Sign-in and the admin area (its layout requires a session and draws the sidebar).
  english("/login", "routes/login.tsx"),
  english("/logout", "routes/logout.tsx"),
  admin("/admin", "routes/admin/index.tsx"),
  admin("/admin/dashboard", "routes/admin/dashboard.tsx"),
  admin("/admin/add-new-page", "routes/admin/add-new-page.tsx", "upload"),
  admin("/admin/manage-pages", "routes/admin/manage-pages.tsx"),
  admin("/admin/edit-page/:id", "routes/admin/edit-page.$id.tsx", "upload"),
  admin("/admin/edit-page/:id/translations/:locale", "routes/admin/page-translation.tsx", "upload"),
  admin("/admin/security", "routes/admin/security.tsx"),
  // A draft as visitors will see it, outside the admin layout; the route itself requires a session.
  english("/admin/preview/:id", "routes/admin.preview.$id.tsx"),
  admin("/admin/figures", "routes/admin/figures.tsx"),
  admin("/admin/figures/:key", "routes/admin/figure-edit.$key.tsx"),
  admin("/email-template", "routes/admin/email-template.tsx"),
  admin("/test-sender", "routes/admin/test-sender.tsx"),
  admin("/admin/orders", "routes/admin/orders.tsx"),
  admin("/admin/bookings", "routes/admin/bookings.tsx"),
  admin("/admin/messages", "routes/admin/messages.tsx"),
  admin("/admin/agents", "routes/admin/agents.tsx"),
  admin("/admin/agents/new", "routes/admin/agent-new.tsx", "upload"),
  admin("/admin/agents/:id", "routes/admin/agent-edit.$id.tsx", "upload"),

  // Managed pages by slug (kept: the same for everyone until the content changes); any other path is the 404 screen.
  { path: "/*", file: "routes/catch-all.tsx", languages: "all", rendering: "kept", keptBy: "path", hydrates: false },
];

/**
 * First path segments served by files, not routes (the build's assets, the public folder). A managed page
 * may not take one.
 */
export const fileSegments = ["assets", "images", "favicon.svg"] as const;

/**
 * Links to managed pages the site ships as seed content: they are the administrator's pages, not routes,
 * but the footer links to them.
 */
export const managedPageLinks: readonly (MenuLink & { path: string })[] = [
  {
    path: "/australia-family-tourist-visa-for-parents",
    menu: "footer-guides",
    position: 4,
    label: "Family Visitor Visa for Parents",
    messageId: "nav.guide-parents",
  },
];
