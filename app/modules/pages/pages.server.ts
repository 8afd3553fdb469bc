import crypto from "node:crypto";
import { sql, type Kysely, type Selectable } from "kysely";
import type { Database, PagesTable, PageTextColumns } from "~/lib/db-schema";
import type { PageInput } from "./page-form";
import { keepOldAddress } from "./redirects.server";
import { changeContent } from "./content-version.server";
import { sanitizePageHtml } from "./sanitize.server";

/** What a page and each of its translations keep alike (content sanitised when saved). */
export interface PageText {
  title: string;
  slug: string;
  content: string;
  isPublished: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface ManagedPage extends PageText {
  id: string;
  bannerImage: string;
  /** The banner's description; "" for a decorative banner, null when none was ever given. */
  bannerAlt: string | null;
}


export interface PageCounts {
  total: number;
  published: number;
  drafts: number;
}

/** The slug belongs to another page (also raised when two saves race for the same slug). */
export class SlugTakenError extends Error {
  constructor(readonly slug: string) {
    super(`Another page already uses the slug "${slug}".`);
    this.name = "SlugTakenError";
  }
}

/** The columns a page and its translations share, as the app reads them. */
export function toPageText(row: PageTextColumns): PageText {
  return {
    title: row.title,
    slug: row.slug,
    content: row.content,
    isPublished: row.is_published === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toManagedPage(row: Selectable<PagesTable>): ManagedPage {
  return {
    id: row.id,
    ...toPageText(row),
    bannerImage: row.banner_image,
    bannerAlt: row.banner_alt,
  };
}

export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY" || code === "23505";
}

/** A published page by slug; drafts and unknown slugs give undefined. */
export async function findPublishedPageBySlug(db: Kysely<Database>, slug: string): Promise<ManagedPage | undefined> {
  const row = await db.selectFrom("pages").selectAll().where("slug", "=", slug).where("is_published", "=", 1).executeTakeFirst();
  return row ? toManagedPage(row) : undefined;
}

/** Ids, slugs and last-change dates of every published page (for the sitemap). */
export async function listPublishedPageSlugs(db: Kysely<Database>): Promise<{ id: string; slug: string; updatedAt: string }[]> {
  const rows = await db
    .selectFrom("pages")
    .select(["id", "slug", "updated_at"])
    .where("is_published", "=", 1)
    .orderBy("slug")
    .execute();
  return rows.map((row) => ({ id: row.id, slug: row.slug, updatedAt: row.updated_at }));
}

export async function findPageById(db: Kysely<Database>, id: string): Promise<ManagedPage | undefined> {
  const row = await db.selectFrom("pages").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toManagedPage(row) : undefined;
}

/** A page by slug whatever its status. */
export async function findPageBySlug(db: Kysely<Database>, slug: string): Promise<ManagedPage | undefined> {
  const row = await db.selectFrom("pages").selectAll().where("slug", "=", slug).executeTakeFirst();
  return row ? toManagedPage(row) : undefined;
}

/**
 * Whether another page (not `exceptId`) already has this slug, in English or as a translation's: the page
 * would answer under a language's prefix where that translation does.
 */
export async function isSlugTaken(db: Kysely<Database>, slug: string, exceptId?: string): Promise<boolean> {
  let query = db.selectFrom("pages").select("id").where("slug", "=", slug);
  if (exceptId) query = query.where("id", "!=", exceptId);
  if ((await query.executeTakeFirst()) !== undefined) return true;
  let translations = db.selectFrom("page_translations").select("page_id").where("slug", "=", slug);
  if (exceptId) translations = translations.where("page_id", "!=", exceptId);
  return (await translations.executeTakeFirst()) !== undefined;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * Every page, newest first; with `search`, only titles containing it, case-insensitively
 * (ASCII letters on SQLite, all letters on PostgreSQL).
 */
export async function listPages(db: Kysely<Database>, options: { search?: string } = {}): Promise<ManagedPage[]> {
  let query = db.selectFrom("pages").selectAll();
  const search = options.search?.trim();
  if (search) {
    const pattern = `%${escapeLike(search.toLowerCase())}%`;
    query = query.where(sql<boolean>`lower(title) like ${pattern} escape '\\'`);
  }
  const rows = await query.orderBy("created_at", "desc").orderBy("title").execute();
  return rows.map(toManagedPage);
}

/** The dashboard's figures. */
export async function countPages(db: Kysely<Database>): Promise<PageCounts> {
  const row = await db
    .selectFrom("pages")
    .select((eb) => [
      eb.fn.countAll<string | number>().as("total"),
      eb.fn.sum<string | number | null>("is_published").as("published"),
    ])
    .executeTakeFirstOrThrow();
  const total = Number(row.total);
  const published = Number(row.published ?? 0);
  return { total, published, drafts: total - published };
}

/** Stores a new page with a generated id and creation time. Content is sanitised on the way in. */
export async function createPage(db: Kysely<Database>, input: PageInput, now = new Date()): Promise<ManagedPage> {
  const row = {
    id: crypto.randomUUID(),
    title: input.title,
    slug: input.slug,
    content: sanitizePageHtml(input.content),
    is_published: input.isPublished ? 1 : 0,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
    banner_image: input.bannerImage,
    banner_alt: input.bannerAlt,
  };
  try {
    await changeContent(db, async (trx) => {
      await trx.insertInto("pages").values(row).execute();
      await keepOldAddress(trx, { id: row.id, slug: row.slug }, now);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new SlugTakenError(input.slug);
    throw error;
  }
  return toManagedPage(row);
}

/** Replaces a page's fields by id; undefined when there is no such page. */
export async function updatePage(db: Kysely<Database>, id: string, input: PageInput, now = new Date()): Promise<ManagedPage | undefined> {
  let updated: boolean;
  try {
    updated = await changeContent(db, async (trx) => {
      const before = await trx.selectFrom("pages").select(["slug", "is_published"]).where("id", "=", id).executeTakeFirst();
      const result = await trx
        .updateTable("pages")
        .set({
          title: input.title,
          slug: input.slug,
          content: sanitizePageHtml(input.content),
          is_published: input.isPublished ? 1 : 0,
          updated_at: now.toISOString(),
          banner_image: input.bannerImage,
          banner_alt: input.bannerAlt,
        })
        .where("id", "=", id)
        .executeTakeFirst();
      if (before) await keepOldAddress(trx, { id, slug: input.slug, previous: { slug: before.slug, published: before.is_published === 1 } }, now);
      return Number(result.numUpdatedRows) > 0;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new SlugTakenError(input.slug);
    throw error;
  }
  return updated ? findPageById(db, id) : undefined;
}

/** Deletes a page by id, with its translations (by their foreign key), and returns what was deleted (so its banner can go too). */
export async function deletePage(db: Kysely<Database>, id: string): Promise<ManagedPage | undefined> {
  const page = await findPageById(db, id);
  if (!page) return undefined;
  await changeContent(db, async (trx) => {
    await trx.deleteFrom("page_redirects").where("page_id", "=", id).execute();
    await trx.deleteFrom("pages").where("id", "=", id).execute();
  });
  return page;
}
