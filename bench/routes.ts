/**
 * Every route the benchmarks and the abuse, fault and scale-out tests touch, in one place.
 * A route that answers 404 is reported as "not available yet" (or its test is skipped), so a new
 * route is picked up as soon as it exists; a route that moves is a one-line change here.
 */

export interface NamedRoute {
  name: string;
  path: string;
}

/**
 * Lighthouse pages: one of each public page type (the home page, the content pages sent without React,
 * a guide, a managed page, contact, the booking page, the checker's result), three pages in other languages,
 * and the admin sign-in, which is measured but held to no public page's target.
 * `noindex` marks a page that asks search engines not to index it, on purpose (a result carries a
 * person's answers): it is held to every target but SEO, whose main audit is that very request.
 */
export const lighthousePages: (NamedRoute & { admin?: true; noindex?: true })[] = [
  { name: "Home", path: "/" },
  { name: "About", path: "/about" },
  { name: "FAQ", path: "/faq" },
  { name: "Why Visit Australia", path: "/why-visit-australia" },
  { name: "Privacy policy", path: "/privacy-policy" },
  { name: "Terms of service", path: "/terms-of-service" },
  { name: "What changed", path: "/what-changed" },
  { name: "India guide", path: "/australia-visitor-visa-from-india" },
  { name: "Managed page (parents guide)", path: "/australia-family-tourist-visa-for-parents" },
  { name: "Payment cancelled", path: "/payment/cancel", noindex: true },
  { name: "Contact", path: "/contact" },
  { name: "Book consultation", path: "/book-consultation" },
  { name: "Checker result", path: "/check?country=IN&stream=tourist&funds=yes&character=yes&previousVisa=no&step=result", noindex: true },
  { name: "Admin login", path: "/login", admin: true, noindex: true },
  // Other languages: the hydrated home page in Japanese, a generated passport guide in Hindi, the FAQ in Simplified Chinese.
  { name: "Home in Japanese", path: "/ja" },
  { name: "India passport guide in Hindi", path: "/hi/visa-for/in" },
  { name: "FAQ in Simplified Chinese", path: "/zh-hans/faq" },
];

/**
 * Every public route whose loaded JavaScript and CSS is weighed and held to a budget.
 * `expectedStatus` marks the one route that is meant to answer 404.
 */
export const publicRoutes: (NamedRoute & { expectedStatus?: number })[] = [
  { name: "Home", path: "/" },
  { name: "About", path: "/about" },
  { name: "Why Visit Australia", path: "/why-visit-australia" },
  { name: "FAQ", path: "/faq" },
  { name: "Contact", path: "/contact" },
  { name: "Privacy policy", path: "/privacy-policy" },
  { name: "Terms of service", path: "/terms-of-service" },
  { name: "Book consultation", path: "/book-consultation" },
  { name: "Payment success", path: "/payment/success" },
  { name: "Payment cancel", path: "/payment/cancel" },
  { name: "India guide", path: "/australia-visitor-visa-from-india" },
  { name: "Philippines guide", path: "/australian-tourist-visa-from-philippines" },
  { name: "UK guide", path: "/australian-tourist-visa-from-uk" },
  { name: "USA guide", path: "/australian-tourist-visa-from-usa" },
  { name: "Parents guide", path: "/australia-family-tourist-visa-for-parents" },
  { name: "Checker result without JavaScript", path: "/check" },
  { name: "Admin login", path: "/login" },
  { name: "404 page", path: "/no-such-page-for-weighing", expectedStatus: 404 },
];

/** Routes that must load no editor code (the editor belongs to the admin area only). */
export const editorFreeRoutes: NamedRoute[] = publicRoutes;

/** File-name and content markers of the rich-text editor's code in the client build. */
export const editorMarkers = { fileName: /quill|editor/i, content: /ql-editor|quill/i };

/**
 * Query of the checker's no-JavaScript result page for an eligible tourist; the answers follow the
 * checker's sub-question ids. Adjust to the checker's URL format if it differs.
 */
export const checkerResultPath =
  "/check?country=IN&stream=tourist&funds=yes&character=yes&previousVisa=no&step=result";

/** wrk targets (issue: throughput). `kind` decides which target applies. */
export const throughputTargets: (NamedRoute & { kind: "prerendered" | "server-rendered" })[] = [
  { name: "Home (kept)", path: "/", kind: "prerendered" },
  { name: "Managed page (database read + SSR)", path: "/australia-family-tourist-visa-for-parents", kind: "server-rendered" },
  { name: "Sitemap", path: "/sitemap.xml", kind: "server-rendered" },
  { name: "Checker result, no JavaScript", path: checkerResultPath, kind: "server-rendered" },
];

/** The checker's three streams, with the answers given at each step (issue: interaction). */
export const checkerStreams: { stream: string; label: string; answers: Record<string, string> }[] = [
  {
    stream: "tourist",
    label: "Tourist Visa",
    answers: { funds: "yes", character: "yes", previousVisa: "no" },
  },
  {
    stream: "sponsored",
    label: "Sponsored Family Visa",
    answers: {
      sponsorCitizen: "yes",
      sponsorAge: "yes",
      sponsorSettled: "yes",
      sponsorRelationship: "yes",
      funds: "yes",
      character: "yes",
      previousVisa: "no",
    },
  },
  {
    stream: "business",
    label: "Business Visitor Visa",
    answers: {
      genuineBusinessVisit: "yes",
      relevantBackground: "yes",
      workForPay: "no",
      funds: "yes",
      character: "yes",
      previousVisa: "no",
    },
  },
];

/** The country the interaction run picks on the first step: its button name and its code. */
export const checkerCountry = "India";
export const checkerCountryCode = "IN";

/** Admin sign-in as the admin area builds it; used to make page saves and sessions. */
export const adminSignIn = {
  path: "/login",
  fields: { username: "username", password: "password" },
  username: "admin",
  password: "e2e-admin-password-123",
};

/** Every admin page; each must refuse a visitor without a session. */
export const adminPages: string[] = [
  "/admin",
  "/admin/dashboard",
  "/admin/add-new-page",
  "/admin/manage-pages",
  "/admin/edit-page/00000000-0000-0000-0000-000000000000",
  "/admin/orders",
  "/admin/bookings",
  "/admin/messages",
  "/email-template",
  "/test-sender",
];

/** Admin form actions (POST); each must refuse a visitor without a session and change nothing. */
export const adminActions: { path: string; fields: Record<string, string> }[] = [
  { path: "/admin/add-new-page", fields: { title: "Intruder", slug: "intruder", content: "<p>x</p>", isPublished: "on" } }, // see adminPageForm
  { path: "/admin/edit-page/00000000-0000-0000-0000-000000000000", fields: { title: "Intruder", slug: "intruder", content: "<p>x</p>" } },
  { path: "/admin/manage-pages", fields: { intent: "delete", id: "00000000-0000-0000-0000-000000000000" } },
  { path: "/email-template", fields: { recipientEmail: "victim@example.com", subject: "x", body: "x" } },
  { path: "/test-sender", fields: { recipient: "victim@example.com" } },
];

export type FuzzField = "email" | "text" | "name" | "phone" | "datetime" | "choice" | "id";

/**
 * Every form action and API route, with the fields it reads, for property-based fuzzing.
 * `fields` maps a field name to the kind of value a real visitor would send; the fuzzer mixes
 * those with random and hostile values.
 */
export const fuzzTargets: { name: string; method: "GET" | "POST"; path: string; encoding: "form" | "json" | "query"; fields: Record<string, FuzzField> }[] = [
  { name: "visitor counter", method: "POST", path: "/api/visitors", encoding: "form", fields: {} },
  { name: "contact form", method: "POST", path: "/contact", encoding: "form", fields: { name: "name", email: "email", phone: "phone", message: "text" } },
  {
    name: "checkout (template)",
    method: "POST",
    path: "/checkout",
    encoding: "form",
    fields: { product: "choice", email: "email", stream: "choice" },
  },
  {
    name: "checkout (consultation)",
    method: "POST",
    path: "/checkout",
    encoding: "form",
    fields: { product: "choice", name: "name", email: "email", phone: "phone", preferredDateTime: "datetime" },
  },
  { name: "book consultation", method: "POST", path: "/book-consultation", encoding: "form", fields: { name: "name", email: "email", phone: "phone", preferredDateTime: "datetime" } },
  { name: "payment success (re-send template)", method: "POST", path: "/payment/success", encoding: "form", fields: { email: "email", session_id: "id" } },
  { name: "admin sign-in", method: "POST", path: "/login", encoding: "form", fields: { username: "name", password: "text", redirectTo: "text" } },
  { name: "Stripe webhook", method: "POST", path: "/api/stripe/webhook", encoding: "json", fields: { id: "id", type: "choice" } },
  {
    name: "checker without JavaScript",
    method: "GET",
    path: "/check",
    encoding: "query",
    fields: { country: "choice", stream: "choice", funds: "choice", character: "choice", previousVisa: "choice", step: "choice" },
  },
];

/** The contact form, as the fault and scale-out tests submit it to make the server send mail. */
export const contactForm = {
  path: "/contact",
  // A sender address per message, so the per-sender limit never hides a delivery problem.
  fields: (marker: string) => ({ name: "Mail Test", email: `${marker}@example.com`, phone: "", message: `Message ${marker}` }),
};

/** The admin page form, as the fault and scale-out tests save pages through it. */
export const adminPageForm = {
  createPath: "/admin/add-new-page",
  fields: (title: string, slug: string) => ({ title, slug, content: `<p>${title}</p>`, isPublished: "on" }),
};

/** The template checkout, as the fault test places orders through it. */
export const checkoutForm = {
  path: "/checkout",
  fields: (email: string) => ({ product: "template", email, stream: "tourist" }),
};

/** Dynamic routes that read the database: while it is down they must answer a friendly 503. */
export const databaseBackedRoutes: string[] = ["/api/visitors", "/australia-family-tourist-visa-for-parents", "/sitemap.xml"];
