import type { Kysely } from "kysely";
import type { Database } from "~/lib/db-schema";
import type { FieldErrors } from "~/lib/forms/reply";
import { ImageRejectedError, processBannerImage } from "~/modules/images/banner-image.server";
import { deleteImageByUrl, imageUrl, storeImage } from "~/modules/images/image-store.server";
import { bannerAltToStore, pageContent, pageFormMessages, pageFormSchema, type PageFormField, type PageFormInput } from "./page-form";
import { SlugTakenError, createPage, findPageById, isSlugTaken, updatePage, type ManagedPage } from "./pages.server";
import { isContentEmpty, removedLinkCount } from "./sanitize.server";
import { slugMessages } from "./slug";

/** The page form as the server checks it: the content must also say something once sanitised. */
export const savePageSchema = pageFormSchema.extend({
  content: pageContent.refine((html) => !isContentEmpty(html), pageFormMessages.contentEmpty),
});

export type SavePageResult =
  | { ok: true; page: ManagedPage; removedLinks: number }
  | { ok: false; fieldErrors: FieldErrors<PageFormField> }
  | { ok: false; notFound: true };

/**
 * Saves a checked page form (new page without `id`, else an update). What the form alone cannot
 * tell is checked here: a slug already taken, the banner file by its content, and a description (or
 * the decorative choice) for a banner the page will show. A replaced or removed banner is deleted.
 */
export async function savePage(db: Kysely<Database>, form: PageFormInput, id?: string): Promise<SavePageResult> {
  const existing = id ? await findPageById(db, id) : undefined;
  if (id && !existing) return { ok: false, notFound: true };
  if (await isSlugTaken(db, form.slug, id)) return { ok: false, fieldErrors: { slug: slugMessages.taken } };

  let bannerImage = form.removeBanner ? "" : (existing?.bannerImage ?? "");
  let processed: Awaited<ReturnType<typeof processBannerImage>> | undefined;
  const fieldErrors: FieldErrors<PageFormField> = {};
  if (form.banner) {
    try {
      processed = await processBannerImage(new Uint8Array(await form.banner.arrayBuffer()));
    } catch (error) {
      if (!(error instanceof ImageRejectedError)) throw error;
      fieldErrors.banner = error.message;
    }
  }
  // A banner that will be shown needs its description (or the 'decorative' choice) before anything is stored.
  const bannerAlt = bannerAltToStore(Boolean(form.banner) || bannerImage !== "", form);
  if (bannerAlt === undefined) fieldErrors.bannerAlt = pageFormMessages.bannerAltRequired;
  if (bannerAlt === undefined || fieldErrors.banner) return { ok: false, fieldErrors };
  let newImage: string | undefined;
  if (processed) {
    newImage = imageUrl(await storeImage(db, processed));
    bannerImage = newImage;
  }

  const input = { title: form.title, slug: form.slug, content: form.content, isPublished: form.isPublished, bannerImage, bannerAlt };
  try {
    const page = existing ? await updatePage(db, existing.id, input) : await createPage(db, input);
    if (!page) return { ok: false, notFound: true };
    if (existing?.bannerImage && existing.bannerImage !== page.bannerImage) await deleteImageByUrl(db, existing.bannerImage);
    return { ok: true, page, removedLinks: removedLinkCount(form.content) };
  } catch (error) {
    if (newImage) await deleteImageByUrl(db, newImage);
    if (error instanceof SlugTakenError) return { ok: false, fieldErrors: { slug: slugMessages.taken } };
    throw error;
  }
}
