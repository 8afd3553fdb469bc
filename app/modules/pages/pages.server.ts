import type { Kysely, Selectable } from "kysely";
import type { Database, PagesTable } from "~/lib/db-schema";

export interface ManagedPage {
  id: string;
  title: string;
  slug: string;
  content: string;
  isPublished: boolean;
  createdAt: string;
  updatedAt: string;
  bannerImage: string;
}

export function toManagedPage(row: Selectable<PagesTable>): ManagedPage {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    content: row.content,
    isPublished: row.is_published === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    bannerImage: row.banner_image,
  };
}

/** A published page by slug; drafts and unknown slugs give undefined. */
export async function findPublishedPageBySlug(db: Kysely<Database>, slug: string): Promise<ManagedPage | undefined> {
  const row = await db.selectFrom("pages").selectAll().where("slug", "=", slug).where("is_published", "=", 1).executeTakeFirst();
  return row ? toManagedPage(row) : undefined;
}

/** Slugs and last-change dates of every published page (for the sitemap). */
export async function listPublishedPageSlugs(db: Kysely<Database>): Promise<{ slug: string; updatedAt: string }[]> {
  const rows = await db
    .selectFrom("pages")
    .select(["slug", "updated_at"])
    .where("is_published", "=", 1)
    .orderBy("slug")
    .execute();
  return rows.map((row) => ({ slug: row.slug, updatedAt: row.updated_at }));
}
