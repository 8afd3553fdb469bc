import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { localizedRouteId, prefixedLocales } from "./modules/i18n/locales";

/**
 * The pages that exist in every language, as [English path, module, route id when not the module's]. Each
 * language serves them under its prefix ('/ja', '/ja/check'); the list of paths is `localizedPaths` in the
 * i18n module.
 */
const localizedPages: ReadonlyArray<readonly [path: string, file: string, id?: string]> = [
  ["", "routes/home.tsx"],
  ["check", "routes/check.tsx"],
  ["check/result.pdf", "routes/check.result-pdf.ts"],
  ["check/email", "routes/check.email.tsx"],
  ["about", "routes/about.tsx"],
  ["why-visit-australia", "routes/why-visit-australia.tsx"],
  ["faq", "routes/faq.tsx"],
  ["privacy-policy", "routes/privacy-policy.tsx"],
  ["terms-of-service", "routes/terms-of-service.tsx"],
  // The contact form, the booking page, the checkout, the payment pages and the guides: the layout in the
  // language, their English text under a notice.
  ["contact", "routes/contact.tsx"],
  ["book-consultation", "routes/book-consultation.tsx"],
  ["checkout", "routes/checkout.tsx"],
  ["payment/success", "routes/payment.success.tsx"],
  ["payment/cancel", "routes/payment.cancel.tsx"],
  ["australia-visitor-visa-from-india", "routes/guide.tsx", "guide-india"],
  ["australian-tourist-visa-from-philippines", "routes/guide.tsx", "guide-philippines"],
  ["australian-tourist-visa-from-uk", "routes/guide.tsx", "guide-uk"],
  ["australian-tourist-visa-from-usa", "routes/guide.tsx", "guide-usa"],
  // Managed pages by slug, and the language's 404 screen for any other path under its prefix.
  ["*", "routes/catch-all.tsx"],
];

/** The same modules under each language's prefix; ids are '<locale>/<English id>'. */
const languageRoutes = prefixedLocales.flatMap((locale) =>
  localizedPages.map(([path, file, id]) =>
    route(path ? `${locale}/${path}` : locale, file, { id: localizedRouteId(id ?? file.replace(/\.tsx?$/, ""), locale) }),
  ),
);

// The site's pages first, in the order of its navigation and admin area; resource routes follow.
export default [
  index("routes/home.tsx"),
  // The checker's no-JavaScript path: steps and result rendered from answers in the query.
  route("check", "routes/check.tsx"),
  // A result to keep: its one-page PDF and 'E-mail me this result' (both from the answers, nothing stored).
  route("check/result.pdf", "routes/check.result-pdf.ts"),
  route("check/email", "routes/check.email.tsx"),
  // The open eligibility API and its description.
  route("api/eligibility", "routes/api.eligibility.ts"),
  route("api/openapi.json", "routes/api.openapi-json.ts"),

  route("healthz", "routes/healthz.ts"),
  route("readyz", "routes/readyz.ts"),
  route("api/visitors", "routes/api.visitors.ts"),
  route("api/agents", "routes/api.agents.ts"),
  route("payment/receipt", "routes/payment.receipt.ts"),

  // Public content pages and country guides (one module renders every guide, chosen by path).
  route("about", "routes/about.tsx"),
  route("why-visit-australia", "routes/why-visit-australia.tsx"),
  route("faq", "routes/faq.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("terms-of-service", "routes/terms-of-service.tsx"),
  route("australia-visitor-visa-from-india", "routes/guide.tsx", { id: "guide-india" }),
  route("australian-tourist-visa-from-india", "routes/india-guide-redirect.ts"),
  route("australian-tourist-visa-from-philippines", "routes/guide.tsx", { id: "guide-philippines" }),
  route("australian-tourist-visa-from-uk", "routes/guide.tsx", { id: "guide-uk" }),
  route("australian-tourist-visa-from-usa", "routes/guide.tsx", { id: "guide-usa" }),
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  // The language switcher's links: remember the choice in a cookie, then show the page in that language.
  route("language", "routes/language.ts"),
  route("api/language-suggestion", "routes/api.language-suggestion.ts"),
  route("api/messages", "routes/api.messages.ts"),
  ...languageRoutes,

  // Admin sign-in and the admin area (the layout route requires a session and draws the sidebar).
  route("login", "routes/login.tsx"),
  route("logout", "routes/logout.tsx"),
  layout("routes/admin/layout.tsx", [
    route("admin", "routes/admin/index.tsx"),
    route("admin/dashboard", "routes/admin/dashboard.tsx"),
    route("admin/add-new-page", "routes/admin/add-new-page.tsx"),
    route("admin/manage-pages", "routes/admin/manage-pages.tsx"),
    route("admin/edit-page/:id", "routes/admin/edit-page.$id.tsx"),
    route("admin/security", "routes/admin/security.tsx"),
    route("email-template", "routes/email-template.tsx"),
    route("test-sender", "routes/test-sender.tsx"),
    route("admin/orders", "routes/admin/orders.tsx"),
    route("admin/bookings", "routes/admin/bookings.tsx"),
    route("admin/messages", "routes/admin/messages.tsx"),
    route("admin/agents", "routes/admin/agents.tsx"),
    route("admin/agents/new", "routes/admin/agent-new.tsx"),
    route("admin/agents/:id", "routes/admin/agent-edit.$id.tsx"),
  ]),
  route("admin/preview/:id", "routes/admin.preview.$id.tsx"),
  route("images/uploads/:file", "routes/images.uploads.$file.ts"),

  // Payments, consultation booking, e-mail pages and contact form.
  route("contact", "routes/contact.tsx"),
  route("book-consultation", "routes/book-consultation.tsx"),
  route("payment/success", "routes/payment.success.tsx"),
  route("payment/cancel", "routes/payment.cancel.tsx"),
  route("checkout", "routes/checkout.tsx"),
  route("checkout/demo/:sessionId", "routes/checkout.demo.tsx"),
  route("template/download", "routes/template.download.ts"),
  route("api/stripe/webhook", "routes/api.stripe.webhook.ts"),

  // Catch-all: published managed pages by slug, otherwise the 404 screen.
  route("*", "routes/catch-all.tsx"),
] satisfies RouteConfig;
