import { checkbox, optionalFile } from "~/lib/forms/fields";
import { z } from "~/lib/zod";
import { slugProblem } from "./slug";

export const TITLE_MAX_LENGTH = 200;
/** Inline editor images make content large; beyond this the page would be slow for every visitor. */
export const CONTENT_MAX_BYTES = 4 * 1024 * 1024;

export const pageFormMessages = {
  titleRequired: "Title is required",
  titleTooLong: `The title can be at most ${TITLE_MAX_LENGTH} characters.`,
  contentEmpty: "Content cannot be empty",
  contentTooLarge: "The content is too large (at most 4 MB). Please use fewer or smaller images.",
} as const;

export type PageFormField = "title" | "content" | "slug" | "banner";

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
});

export type PageFormInput = z.output<typeof pageFormSchema>;
