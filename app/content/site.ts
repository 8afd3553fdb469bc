/** Site-wide names and links: one place to change them. */
export const site = {
  name: "Australia Visa Check",
  tagline: "Free visitor visa eligibility check",
} as const;

export type { NavLink } from "../lib/site/page-queries";

/** The header's navigation and the footer's two lists, from the page registry. */
export { footerGuideLinks, footerSiteLinks, mainNavigation } from "../lib/site/site-paths.generated";

/** The picture shared links show (Open Graph and Twitter cards); made in the repository, 1200 by 630. */
export const defaultShareImage = {
  path: "/images/og/australia-visa-check.png",
  width: 1200,
  height: 630,
  alt: "Australia Visa Check: free Australian visitor visa eligibility check",
} as const;

/** The square logo search engines show for the organisation. */
export const organizationLogoPath = "/images/brand/logo-512.png";
