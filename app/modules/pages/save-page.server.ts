import type { Kysely } from "kysely";
import type { Database } from "~/lib/db-schema";
import type { FieldErrors } from "~/lib/forms/reply";
import { ImageRejectedError, processBannerImage } from "~/modules/images/banner-image.server";
import { deleteImageByUrl, imageUrl, storeImage } from "~/modules/images/image-store.server";
import { pageContent, pageFormMessages, pageFormSchema, type PageFormField, type PageFormInput } from "./page-form";
import { SlugTakenError, createPage, findPageById, isSlugTaken, updatePage, type ManagedPage } from "./pages.server";
import { isContentEmpty } from "./sanitize.server";
import { slugMessages } from "./slug";

/** The page form as the server checks it: the content must also say something once sanitised. */
export const savePageSchema = pageFormSchema.extend({
  content: pageContent.refine((html) => !isContentEmpty(html), pageFormMessages.contentEmpty),
});

export type SavePageResult =
  | { ok: true; page: ManagedPage }
  | { ok: false; fieldErrors: FieldErrors<PageFormField> }
  | { ok: false; notFound: true };

/**
 * Saves a checked page form (new page without `id`, else an update). What the form alone cannot
 * tell is checked here: a slug already taken, and the banner file by its content. A replaced or
 * removed banner is deleted.
 */
export async function savePage(db: Kysely<Database>, form: PageFormInput, id?: string): Promise<SavePageResult> {
  const existing = id ? await findPageById(db, id) : undefined;
  if (id && !existing) return { ok: false, notFound: true };
  if (await isSlugTaken(db, form.slug, id)) return { ok: false, fieldErrors: { slug: slugMessages.taken } };

  let bannerImage = form.removeBanner ? "" : (existing?.bannerImage ?? "");
  let newImage: string | undefined;
  if (form.banner) {
    try {
      const processed = await processBannerImage(new Uint8Array(await form.banner.arrayBuffer()));
      newImage = imageUrl(await storeImage(db, processed));
      bannerImage = newImage;
    } catch (error) {
      if (error instanceof ImageRejectedError) return { ok: false, fieldErrors: { banner: error.message } };
      throw error;
    }
  }

  const input = { title: form.title, slug: form.slug, content: form.content, isPublished: form.isPublished, bannerImage };
  try {
    const page = existing ? await updatePage(db, existing.id, input) : await createPage(db, input);
    if (!page) return { ok: false, notFound: true };
    if (existing?.bannerImage && existing.bannerImage !== page.bannerImage) await deleteImageByUrl(db, existing.bannerImage);
    return { ok: true, page };
  } catch (error) {
    if (newImage) await deleteImageByUrl(db, newImage);
    if (error instanceof SlugTakenError) return { ok: false, fieldErrors: { slug: slugMessages.taken } };
    throw error;
  }
}
