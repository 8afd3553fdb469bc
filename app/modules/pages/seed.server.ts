import crypto from "node:crypto";
import type { Kysely } from "kysely";
import { PARENTS_GUIDE_SLUG, seedPages, welcomePage, type SeedPage } from "~/content/seed-pages";
import type { Database } from "~/lib/db-schema";
import type { StartupTask } from "~/lib/startup-task";
import { bumpContentVersion } from "./content-version.server";
import { sanitizePageHtml } from "./sanitize.server";

const SEEDED_KEY = "pages_seeded";
/** Set once the published example welcome page of earlier releases has been made a draft. */
const WELCOME_DRAFTED_KEY = "welcome_page_drafted";
/** The hash of the parents guide as this site last seeded or refreshed it. */
const PARENTS_GUIDE_HASH_KEY = "parents_guide_seed_sha256";

/**
 * SHA-256 of the parents guide's earlier seeded texts, each as the current sanitiser writes it. A stored
 * page that still matches one of them was never edited by an administrator, so it may be refreshed.
 */
export const EARLIER_PARENTS_GUIDE_HASHES: readonly string[] = [
  // The first placeholder text.
  "c3b935488db9bda1d46afe92bfe727ef581f795e373709a41eed645b3f960354",
  // The guide as published with the country guides (figures reviewed 22 November 2026).
  "0410aaa85f187d902db5133d9beea61c65a98896584051715693dd9a147b7be6",
];

export function contentHash(html: string): string {
  return crypto.createHash("sha256").update(sanitizePageHtml(html)).digest("hex");
}

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
      banner_image: page.banner?.src ?? "",
      banner_alt: page.banner?.alt ?? null,
    })
    .onConflict((oc) => oc.column("slug").doNothing())
    .execute();
}

/**
 * Earlier releases published the example welcome page. An installation still holding it exactly as
 * seeded gets it as a draft, once (an administrator may publish it again); an edited one is left alone.
 */
async function unpublishUneditedWelcomeOnce(db: Kysely<Database>, pages: SeedPage[], timestamp: string): Promise<void> {
  const welcome = pages.find((page) => page.slug === welcomePage.slug);
  if (!welcome) return;
  const first = await db
    .insertInto("settings")
    .values({ key: WELCOME_DRAFTED_KEY, value: timestamp })
    .onConflict((oc) => oc.column("key").doNothing())
    .executeTakeFirst();
  if (Number(first.numInsertedOrUpdatedRows ?? 0) === 0) return;
  await db
    .updateTable("pages")
    .set({ is_published: 0, updated_at: timestamp })
    .where("slug", "=", welcome.slug)
    .where("title", "=", welcome.title)
    .where("content", "=", sanitizePageHtml(welcome.content))
    .execute();
}

/**
 * The seed pages: both on a fresh database (once: a deleted welcome page stays
 * deleted), and the parents guide again whenever it is missing, so the guide linked from the checker always exists.
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
  await unpublishUneditedWelcomeOnce(db, pages, timestamp);
  const parents = pages.find((page) => page.slug === PARENTS_GUIDE_SLUG);
  if (parents) {
    await insertIfSlugFree(db, parents, timestamp);
    await refreshParentsGuide(db, parents, timestamp);
  }
  // Processes already serving drop pages they rendered before the seed.
  await bumpContentVersion(db);
}

/**
 * Existing sites get the current parents guide (corrected facts, figures of today) without losing an
 * administrator's edits: the stored page is replaced only while it still holds a text this site seeded
 * (an earlier version, or the one it last wrote). An edited page is left alone. The update is
 * conditional on the text read, so processes starting together cannot overwrite each other.
 */
export async function refreshParentsGuide(db: Kysely<Database>, page: SeedPage, timestamp: string): Promise<"refreshed" | "current" | "edited" | "missing"> {
  const current = sanitizePageHtml(page.content);
  const currentHash = contentHash(current);
  const stored = await db.selectFrom("pages").select(["id", "content"]).where("slug", "=", page.slug).executeTakeFirst();
  const lastWritten = await db.selectFrom("settings").select("value").where("key", "=", PARENTS_GUIDE_HASH_KEY).executeTakeFirst();
  const remember = () =>
    db
      .insertInto("settings")
      .values({ key: PARENTS_GUIDE_HASH_KEY, value: currentHash })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value: currentHash }))
      .execute();
  if (!stored) return "missing";
  const storedHash = contentHash(stored.content);
  if (storedHash === currentHash) {
    if (lastWritten?.value !== currentHash) await remember();
    return "current";
  }
  const seededBefore = EARLIER_PARENTS_GUIDE_HASHES.includes(storedHash) || storedHash === lastWritten?.value;
  if (!seededBefore) return "edited";
  await db
    .updateTable("pages")
    .set({ content: current, updated_at: timestamp })
    .where("id", "=", stored.id)
    .where("content", "=", stored.content)
    .execute();
  await remember();
  return "refreshed";
}

export const pagesSeedTask: StartupTask = {
  name: "seed pages",
  start: (db) => seedManagedPages(db),
};
