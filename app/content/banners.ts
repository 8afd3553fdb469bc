/**
 * Banner pictures that ship with the site, and what each shows for screen readers. An uploaded banner
 * has no description of its own, so it is shown as decoration (an empty alt).
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

/** The description of a bundled banner; "" for an upload. */
export function bannerAlt(src: string): string {
  return bundled.find((banner) => banner.src === src)?.alt ?? "";
}
