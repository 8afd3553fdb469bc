/**
 * Public pages whose HTML does not depend on the request or the database.
 * They are rendered at build time and served as precompressed files (see server/static/static-pages.ts).
 */
export const prerenderedPaths: string[] = [
  "/",
  "/about",
  "/why-visit-australia",
  "/faq",
  "/privacy-policy",
  "/terms-of-service",
  "/australia-visitor-visa-from-india",
  "/australian-tourist-visa-from-philippines",
  "/australian-tourist-visa-from-uk",
  "/australian-tourist-visa-from-usa",
];
