import crypto from "node:crypto";
import type { Kysely } from "kysely";
import { PARENTS_GUIDE_SLUG, seedPages, type SeedPage } from "~/content/seed-pages";
import type { Database } from "~/lib/db-schema";
import type { StartupTask } from "~/lib/startup-task";
import { sanitizePageHtml } from "./sanitize.server";

const SEEDED_KEY = "pages_seeded";

async function insertIfSlugFree(db: Kysely<Database>, page: SeedPage, now: string): Promise<void> {
  await db
    .insertInto("pages")
    .values({
      id: crypto.randomUUID(),
      title: page.title,
      slug: page.slug,
      content: sanitizePageHtml(page.content),
      is_published: page.isPublished ? 1 : 0,
      created_at: now,
      updated_at: now,
      banner_image: "",
    })
    .onConflict((oc) => oc.column("slug").doNothing())
    .execute();
}

/**
 * The seed pages of spec section 3: both on a fresh database (once: a deleted welcome page stays
 * deleted), and the parents guide again whenever it is missing (spec section 4).
 * Safe when several processes start at once: the first insert of each slug wins.
 */
export async function seedManagedPages(db: Kysely<Database>, pages: SeedPage[] = seedPages, now = new Date()): Promise<void> {
  const timestamp = now.toISOString();
  const firstSeeding = await db
    .insertInto("settings")
    .values({ key: SEEDED_KEY, value: timestamp })
    .onConflict((oc) => oc.column("key").doNothing())
    .executeTakeFirst();
  if (Number(firstSeeding.numInsertedOrUpdatedRows ?? 0) > 0) {
    for (const page of pages) await insertIfSlugFree(db, page, timestamp);
  }
  const parents = pages.find((page) => page.slug === PARENTS_GUIDE_SLUG);
  if (parents) await insertIfSlugFree(db, parents, timestamp);
}

export const pagesSeedTask: StartupTask = {
  name: "seed pages",
  start: (db) => seedManagedPages(db),
};
