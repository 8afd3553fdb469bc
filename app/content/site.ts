/** Site-wide names and links: one place to change them. */
export const site = {
  name: "Australia Visa Check",
  tagline: "Free visitor visa eligibility check",
} as const;

export interface NavLink {
  to: string;
  label: string;
}

/** The header's navigation (shared by every page, with the footer). */
export const mainNavigation: NavLink[] = [
  { to: "/", label: "Home" },
  { to: "/#checker", label: "Eligibility Checker" },
  { to: "/about", label: "About Us" },
  { to: "/why-visit-australia", label: "Why Australia" },
  { to: "/faq", label: "Visa Q&A" },
  { to: "/contact", label: "Contact" },
];

export const footerSiteLinks: NavLink[] = [
  { to: "/#checker", label: "Eligibility Checker" },
  { to: "/about", label: "About Us" },
  { to: "/contact", label: "Contact" },
  { to: "/why-visit-australia", label: "Why Visit Australia" },
  { to: "/faq", label: "Visa Q&A" },
  { to: "/privacy-policy", label: "Privacy Policy" },
  { to: "/terms-of-service", label: "Terms of Service" },
];

export const footerGuideLinks: NavLink[] = [
  { to: "/australia-visitor-visa-from-india", label: "Visitor Visa from India" },
  { to: "/australian-tourist-visa-from-philippines", label: "Tourist Visa from the Philippines" },
  { to: "/australian-tourist-visa-from-uk", label: "Tourist Visa from the UK" },
  { to: "/australian-tourist-visa-from-usa", label: "Tourist Visa from the USA" },
  { to: "/australia-family-tourist-visa-for-parents", label: "Family Visitor Visa for Parents" },
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
