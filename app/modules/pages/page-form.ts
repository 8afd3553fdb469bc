import { z } from "~/lib/zod";
import { SLUG_MAX_LENGTH } from "./slug";

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
export type PageFormErrors = Partial<Record<PageFormField, string>>;

/** The text fields of the page form, as typed (echoed back with errors so nothing is lost). */
export interface PageFormValues {
  title: string;
  content: string;
  slug: string;
  isPublished: boolean;
  removeBanner: boolean;
}

export const pageFormSchema = z.object({
  title: z.string().trim().min(1, pageFormMessages.titleRequired).max(TITLE_MAX_LENGTH, pageFormMessages.titleTooLong),
  content: z.string().refine((value) => new TextEncoder().encode(value).byteLength <= CONTENT_MAX_BYTES, pageFormMessages.contentTooLarge),
  slug: z.string().trim().max(SLUG_MAX_LENGTH + 50),
  isPublished: z.boolean(),
  removeBanner: z.boolean(),
});

/** The typed text fields of a submitted page form (missing fields read as empty). */
export function readPageFormValues(form: FormData): PageFormValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const flag = (name: string) => {
    const value = form.get(name);
    return value === "on" || value === "true" || value === "1";
  };
  return { title: text("title"), content: text("content"), slug: text("slug"), isPublished: flag("isPublished"), removeBanner: flag("removeBanner") };
}
