import { siteSegments } from "~/modules/i18n/locales";

/** Lower-case letters and digits in groups joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 120;

/**
 * The slug the page form proposes for a title: lower-case, only letters, digits
 * and spaces kept (accents are folded to their base letter), spaces become single hyphens.
 */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, "");
}

/**
 * Every top-level path the site's own routes answer, in any language, and every language's prefix
 * ('ja', 'zh-hans', ...). A managed page may not take one of these, or it would hide (or be hidden by)
 * that part of the site.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = siteSegments;

export function isReservedSlug(slug: string): boolean {
  return RESERVED_SLUGS.has(slug);
}

export const slugMessages = {
  required: "Slug is required",
  format: "Use only lower-case letters, digits and single hyphens, for example my-new-page.",
  tooLong: `The slug can be at most ${SLUG_MAX_LENGTH} characters.`,
  reserved: "This URL is already used by another part of the site. Please choose a different slug.",
  taken: "Another page already uses this URL slug. Please choose a different one.",
} as const;

/** What is wrong with a slug on its own (uniqueness is checked against the database), or undefined. */
export function slugProblem(slug: string): string | undefined {
  if (slug.length === 0) return slugMessages.required;
  if (slug.length > SLUG_MAX_LENGTH) return slugMessages.tooLong;
  if (!SLUG_PATTERN.test(slug)) return slugMessages.format;
  if (isReservedSlug(slug)) return slugMessages.reserved;
  return undefined;
}
