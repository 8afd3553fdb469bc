import type { Kysely } from "kysely";
import type { Database } from "~/lib/db-schema";
import { ImageRejectedError, processBannerImage } from "~/modules/images/banner-image.server";
import { deleteImageByUrl, imageUrl, storeImage } from "~/modules/images/image-store.server";
import { pageFormMessages, pageFormSchema, readPageFormValues, type PageFormErrors, type PageFormValues } from "./page-form";
import { SlugTakenError, createPage, findPageById, isSlugTaken, updatePage, type ManagedPage } from "./pages.server";
import { isContentEmpty } from "./sanitize.server";
import { slugMessages, slugProblem } from "./slug";

export type SavePageResult =
  | { ok: true; page: ManagedPage }
  | { ok: false; errors: PageFormErrors; values: PageFormValues }
  | { ok: false; notFound: true };

function bannerFile(form: FormData): File | undefined {
  const value = form.get("banner");
  return value instanceof File && value.size > 0 ? value : undefined;
}

/**
 * Validates and saves the page form (new page without `id`, else an update). Every rule of the
 * form is checked here on the server: title, non-empty content, slug shape, reserved and taken
 * slugs, and the banner file by its content. A replaced or removed banner is deleted.
 */
export async function savePageFromForm(db: Kysely<Database>, form: FormData, id?: string): Promise<SavePageResult> {
  const values = readPageFormValues(form);
  const existing = id ? await findPageById(db, id) : undefined;
  if (id && !existing) return { ok: false, notFound: true };

  const errors: PageFormErrors = {};
  const parsed = pageFormSchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === "title" || field === "content" || field === "slug") && !errors[field]) errors[field] = issue.message;
    }
  }
  const slug = values.slug.trim();
  if (!errors.content && isContentEmpty(values.content)) errors.content = pageFormMessages.contentEmpty;
  if (!errors.slug) {
    const problem = slugProblem(slug) ?? ((await isSlugTaken(db, slug, id)) ? slugMessages.taken : undefined);
    if (problem) errors.slug = problem;
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors, values };

  let bannerImage = values.removeBanner ? "" : (existing?.bannerImage ?? "");
  const file = bannerFile(form);
  let newImage: string | undefined;
  if (file) {
    try {
      const processed = await processBannerImage(new Uint8Array(await file.arrayBuffer()));
      newImage = imageUrl(await storeImage(db, processed));
      bannerImage = newImage;
    } catch (error) {
      if (error instanceof ImageRejectedError) return { ok: false, errors: { banner: error.message }, values };
      throw error;
    }
  }

  const input = {
    title: parsed.data.title,
    slug,
    content: values.content,
    isPublished: parsed.data.isPublished,
    bannerImage,
  };
  try {
    const page = existing ? await updatePage(db, existing.id, input) : await createPage(db, input);
    if (!page) return { ok: false, notFound: true };
    if (existing?.bannerImage && existing.bannerImage !== page.bannerImage) await deleteImageByUrl(db, existing.bannerImage);
    return { ok: true, page };
  } catch (error) {
    if (newImage) await deleteImageByUrl(db, newImage);
    if (error instanceof SlugTakenError) return { ok: false, errors: { slug: slugMessages.taken }, values };
    throw error;
  }
}
