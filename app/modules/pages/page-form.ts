import { checkbox, optionalFile, optionalText } from "~/lib/forms/fields";
import { z } from "~/lib/zod";
import { slugProblem } from "./slug";

export const TITLE_MAX_LENGTH = 200;
export const BANNER_ALT_MAX_LENGTH = 300;
/** Inline editor images make content large; beyond this the page would be slow for every visitor. */
export const CONTENT_MAX_BYTES = 4 * 1024 * 1024;

export const pageFormMessages = {
  titleRequired: "Title is required",
  titleTooLong: `The title can be at most ${TITLE_MAX_LENGTH} characters.`,
  contentEmpty: "Content cannot be empty",
  contentTooLarge: "The content is too large (at most 4 MB). Please use fewer or smaller images.",
  bannerAltRequired: "Describe the banner image, or mark it as decorative.",
  bannerAltTooLong: `The description can be at most ${BANNER_ALT_MAX_LENGTH} characters.`,
} as const;

export type PageFormField = "title" | "content" | "slug" | "banner" | "bannerAlt";

/** What the page form saves, and what its edit screen starts from. */
export interface PageInput {
  title: string;
  slug: string;
  content: string;
  isPublished: boolean;
  bannerImage: string;
  /** The banner's description; "" for a decorative banner, null when none was ever given. */
  bannerAlt: string | null;
}

/** The page content as posted (the editor's HTML); emptiness is judged on the server, after sanitising. */
export const pageContent = z
  .string()
  .optional()
  .transform((value) => value ?? "")
  .refine((value) => new TextEncoder().encode(value).byteLength <= CONTENT_MAX_BYTES, pageFormMessages.contentTooLarge);

/**
 * The page form: every field is checked on its own, so all problems are reported
 * together. Whether the slug is already taken needs the database (see `savePage`).
 */
export const pageFormSchema = z.object({
  title: z
    .string({ message: pageFormMessages.titleRequired })
    .trim()
    .min(1, pageFormMessages.titleRequired)
    .max(TITLE_MAX_LENGTH, pageFormMessages.titleTooLong),
  content: pageContent,
  slug: z
    .string()
    .optional()
    .transform((value) => (value ?? "").trim())
    .superRefine((slug, context) => {
      const problem = slugProblem(slug);
      if (problem) context.addIssue({ code: "custom", message: problem });
    }),
  isPublished: checkbox(),
  removeBanner: checkbox(),
  banner: optionalFile(),
  /** What the banner shows, for people who cannot see it (the public page's `alt`). */
  bannerAlt: optionalText(BANNER_ALT_MAX_LENGTH, pageFormMessages.bannerAltTooLong),
  /** The banner only decorates: it is shown with an empty `alt`. */
  bannerDecorative: checkbox(),
});

/**
 * The description a page's banner is stored with: its text, "" for a decorative banner, null without a
 * banner. Undefined when a banner would be shown without either: the form then asks for one.
 */
export function bannerAltToStore(hasBanner: boolean, form: Pick<PageFormInput, "bannerAlt" | "bannerDecorative">): string | null | undefined {
  if (!hasBanner) return null;
  if (form.bannerDecorative) return "";
  return form.bannerAlt;
}

export type PageFormInput = z.output<typeof pageFormSchema>;
