// Generated from app/lib/site/page-registry.ts by `npm run generate`; do not edit.
// A unit test fails when this file and the registry disagree.

export const localizedPaths = [
  "/",
  "/check",
  "/check/result.pdf",
  "/check/email",
  "/check/remind",
  "/check/remind/delete",
  "/about",
  "/why-visit-australia",
  "/faq",
  "/contact",
  "/book-consultation",
  "/privacy-policy",
  "/terms-of-service",
  "/what-changed",
  "/australia-visitor-visa-from-india",
  "/australian-tourist-visa-from-philippines",
  "/australian-tourist-visa-from-uk",
  "/australian-tourist-visa-from-usa",
  "/visa-for",
  "/visa-for/:passport",
  "/checkout",
  "/payment/success",
  "/payment/cancel"
] as const;

export const otherLanguageAddresses: Readonly<Record<string, string>> = {
  "/australia-visitor-visa-from-india": "/visa-for/in",
  "/australian-tourist-visa-from-philippines": "/visa-for/ph",
  "/australian-tourist-visa-from-uk": "/visa-for/gb",
  "/australian-tourist-visa-from-usa": "/visa-for/us"
};

export const englishOnlySegments = [
  "api",
  "australian-tourist-visa-from-india",
  "template",
  "language",
  "sitemap.xml",
  "robots.txt",
  "healthz",
  "readyz",
  "images",
  "login",
  "logout",
  "admin",
  "email-template",
  "test-sender",
  "assets",
  "favicon.svg"
] as const;

export const mainNavigation = [
  {
    "to": "/",
    "label": "Home",
    "messageId": "nav.home"
  },
  {
    "to": "/#checker",
    "label": "Eligibility Checker",
    "messageId": "nav.checker"
  },
  {
    "to": "/about",
    "label": "About Us",
    "messageId": "nav.about"
  },
  {
    "to": "/why-visit-australia",
    "label": "Why Australia",
    "messageId": "nav.why-australia"
  },
  {
    "to": "/faq",
    "label": "Visa Q&A",
    "messageId": "nav.faq"
  },
  {
    "to": "/contact",
    "label": "Contact",
    "messageId": "nav.contact"
  }
];

export const footerSiteLinks = [
  {
    "to": "/#checker",
    "label": "Eligibility Checker",
    "messageId": "nav.checker"
  },
  {
    "to": "/about",
    "label": "About Us",
    "messageId": "nav.about"
  },
  {
    "to": "/contact",
    "label": "Contact",
    "messageId": "nav.contact"
  },
  {
    "to": "/why-visit-australia",
    "label": "Why Visit Australia",
    "messageId": "nav.why-visit-australia"
  },
  {
    "to": "/faq",
    "label": "Visa Q&A",
    "messageId": "nav.faq"
  },
  {
    "to": "/what-changed",
    "label": "What Changed",
    "messageId": "nav.what-changed"
  },
  {
    "to": "/privacy-policy",
    "label": "Privacy Policy",
    "messageId": "nav.privacy"
  },
  {
    "to": "/terms-of-service",
    "label": "Terms of Service",
    "messageId": "nav.terms"
  }
];

export const footerGuideLinks = [
  {
    "to": "/australia-visitor-visa-from-india",
    "label": "Visitor Visa from India",
    "messageId": "nav.guide-india"
  },
  {
    "to": "/australian-tourist-visa-from-philippines",
    "label": "Tourist Visa from the Philippines",
    "messageId": "nav.guide-philippines"
  },
  {
    "to": "/australian-tourist-visa-from-uk",
    "label": "Tourist Visa from the UK",
    "messageId": "nav.guide-uk"
  },
  {
    "to": "/australian-tourist-visa-from-usa",
    "label": "Tourist Visa from the USA",
    "messageId": "nav.guide-usa"
  },
  {
    "to": "/australia-family-tourist-visa-for-parents",
    "label": "Family Visitor Visa for Parents",
    "messageId": "nav.guide-parents"
  },
  {
    "to": "/visa-for",
    "label": "A Guide for Every Passport",
    "messageId": "passport-guide.nav"
  }
];
