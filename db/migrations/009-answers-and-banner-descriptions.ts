import type { Kysely } from "kysely";

/** The banner a fresh install seeds on the parents guide, and what it shows (as in app/content/banners.ts then). */
const SEEDED_BANNERS = [
  {
    src: "/images/banners/parents-guide.webp",
    alt: "An aeroplane arriving over Sydney Harbour, with the Opera House and the Harbour Bridge",
  },
];

/**
 * Two nullable columns:
 * - `orders.answers`: the checker answers a buyer chose to have printed in their guide (a JSON object of
 *   question id to answer); null for an order made without them, which gets the general guide.
 * - `pages.banner_alt`: the banner's description for screen readers; "" marks a decorative banner, null a
 *   banner uploaded before descriptions were asked for. Pages showing a banner the site ships get its
 *   description now.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("orders").addColumn("answers", "text").execute();
  await db.schema.alterTable("pages").addColumn("banner_alt", "varchar(300)").execute();
  const pages = db as Kysely<{ pages: { banner_image: string; banner_alt: string | null } }>;
  for (const banner of SEEDED_BANNERS) {
    await pages.updateTable("pages").set({ banner_alt: banner.alt }).where("banner_image", "=", banner.src).where("banner_alt", "is", null).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("pages").dropColumn("banner_alt").execute();
  await db.schema.alterTable("orders").dropColumn("answers").execute();
}
