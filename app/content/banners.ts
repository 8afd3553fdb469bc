/**
 * Banner pictures that ship with the site, and what each shows for screen readers. Pages store their
 * banner's description (seeded from here); an uploaded banner gets its description in the page form.
 */
export interface BundledBanner {
  src: string;
  alt: string;
}

export const PARENTS_GUIDE_BANNER: BundledBanner = {
  src: "/images/banners/parents-guide.webp",
  alt: "An aeroplane arriving over Sydney Harbour, with the Opera House and the Harbour Bridge",
};

const bundled: readonly BundledBanner[] = [PARENTS_GUIDE_BANNER];

/**
 * The `alt` a page's banner is shown with: the description stored with the page ("" when marked
 * decorative); for a banner stored before descriptions were asked for, a bundled picture's own
 * description, else "" (shown as decoration).
 */
export function bannerAlt(src: string, stored: string | null): string {
  return stored ?? bundled.find((banner) => banner.src === src)?.alt ?? "";
}
