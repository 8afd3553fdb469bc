import type { Kysely } from "kysely";
import type { Database } from "~/lib/db-schema";
import { deleteImageByUrl } from "~/modules/images/image-store.server";
import { deletePage, type ManagedPage } from "./pages.server";

/** Deletes a page and its banner image; undefined when there was no such page. */
export async function deletePageWithBanner(db: Kysely<Database>, id: string): Promise<ManagedPage | undefined> {
  const page = await deletePage(db, id);
  if (page?.bannerImage) await deleteImageByUrl(db, page.bannerImage);
  return page;
}
