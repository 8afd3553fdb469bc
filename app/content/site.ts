/** Site-wide names and links: one place to change them. */
export const site = {
  name: "Australia Visa Check",
  tagline: "Free visitor visa eligibility check",
} as const;

export interface NavLink {
  to: string;
  label: string;
  /** The label's message id, for the other languages. */
  messageId: string;
}

/** The header's navigation (shared by every page, with the footer). */
export const mainNavigation: NavLink[] = [
  { to: "/", label: "Home", messageId: "nav.home" },
  { to: "/#checker", label: "Eligibility Checker", messageId: "nav.checker" },
  { to: "/about", label: "About Us", messageId: "nav.about" },
  { to: "/why-visit-australia", label: "Why Australia", messageId: "nav.why-australia" },
  { to: "/faq", label: "Visa Q&A", messageId: "nav.faq" },
  { to: "/contact", label: "Contact", messageId: "nav.contact" },
];

export const footerSiteLinks: NavLink[] = [
  { to: "/#checker", label: "Eligibility Checker", messageId: "nav.checker" },
  { to: "/about", label: "About Us", messageId: "nav.about" },
  { to: "/contact", label: "Contact", messageId: "nav.contact" },
  { to: "/why-visit-australia", label: "Why Visit Australia", messageId: "nav.why-visit-australia" },
  { to: "/faq", label: "Visa Q&A", messageId: "nav.faq" },
  { to: "/what-changed", label: "What Changed", messageId: "nav.what-changed" },
  { to: "/privacy-policy", label: "Privacy Policy", messageId: "nav.privacy" },
  { to: "/terms-of-service", label: "Terms of Service", messageId: "nav.terms" },
];

export const footerGuideLinks: NavLink[] = [
  { to: "/australia-visitor-visa-from-india", label: "Visitor Visa from India", messageId: "nav.guide-india" },
  { to: "/australian-tourist-visa-from-philippines", label: "Tourist Visa from the Philippines", messageId: "nav.guide-philippines" },
  { to: "/australian-tourist-visa-from-uk", label: "Tourist Visa from the UK", messageId: "nav.guide-uk" },
  { to: "/australian-tourist-visa-from-usa", label: "Tourist Visa from the USA", messageId: "nav.guide-usa" },
  { to: "/australia-family-tourist-visa-for-parents", label: "Family Visitor Visa for Parents", messageId: "nav.guide-parents" },
];

/** The picture shared links show (Open Graph and Twitter cards); made in the repository, 1200 by 630. */
export const defaultShareImage = {
  path: "/images/og/australia-visa-check.png",
  width: 1200,
  height: 630,
  alt: "Australia Visa Check: free Australian visitor visa eligibility check",
} as const;

/** The square logo search engines show for the organisation. */
export const organizationLogoPath = "/images/brand/logo-512.png";
