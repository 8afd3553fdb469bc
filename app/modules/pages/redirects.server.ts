import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/lib/db-schema";
import { changeContent } from "./content-version.server";

/** An old address kept for a renamed page: /<from> answers with a permanent redirect to /<to>. */
export interface PageRedirect {
  from: string;
  to: string;
  pageTitle: string;
  pageId: string;
  createdAt: string;
}

/**
 * Inside a page's write, after its slug is stored: the slug a page now holds is nobody's old address any
 * more, and a published page's previous slug becomes one (links to it keep working). A draft had no public
 * address, so renaming it keeps nothing.
 */
export async function keepOldAddress(
  trx: Transaction<Database>,
  page: { id: string; slug: string; previous?: { slug: string; published: boolean } },
  now: Date,
): Promise<void> {
  await trx.deleteFrom("page_redirects").where("from_slug", "=", page.slug).execute();
  const previous = page.previous;
  if (!previous?.published || previous.slug === page.slug) return;
  await trx
    .insertInto("page_redirects")
    .values({ from_slug: previous.slug, page_id: page.id, created_at: now.toISOString() })
    .onConflict((conflict) => conflict.column("from_slug").doUpdateSet({ page_id: page.id, created_at: now.toISOString() }))
    .execute();
}

/** Where an old address leads now: the slug of its page while that page is published. */
export async function redirectTarget(db: Kysely<Database>, slug: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("page_redirects")
    .innerJoin("pages", "pages.id", "page_redirects.page_id")
    .select("pages.slug")
    .where("page_redirects.from_slug", "=", slug)
    .where("pages.is_published", "=", 1)
    .executeTakeFirst();
  return row?.slug;
}

/** Every kept old address, newest first, with the page it leads to. */
export async function listRedirects(db: Kysely<Database>): Promise<PageRedirect[]> {
  const rows = await db
    .selectFrom("page_redirects")
    .innerJoin("pages", "pages.id", "page_redirects.page_id")
    .select(["page_redirects.from_slug", "page_redirects.created_at", "pages.slug", "pages.title", "pages.id"])
    .orderBy("page_redirects.created_at", "desc")
    .orderBy("page_redirects.from_slug")
    .execute();
  return rows.map((row) => ({ from: row.from_slug, to: row.slug, pageTitle: row.title, pageId: row.id, createdAt: row.created_at }));
}

/**
 * Removes an old address; it answers 404 again. The content version changes with it, so a page cache that
 * kept the redirect renders that address anew.
 */
export async function removeRedirect(db: Kysely<Database>, from: string): Promise<boolean> {
  return changeContent(db, async (trx) => {
    const result = await trx.deleteFrom("page_redirects").where("from_slug", "=", from).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  });
}
