import fs from "node:fs";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PARENTS_GUIDE_SLUG, parentsGuidePage, welcomePage } from "~/content/seed-pages";
import type { DatabaseHandle } from "~/lib/db.server";
import { testDatabases } from "../../../tests/support/test-databases";
import { bannerMessages } from "~/modules/images/banner-image.server";
import { findImage, imageIdFromUrl } from "~/modules/images/image-store.server";
import { readContentVersion } from "./content-version.server";
import { deletePageWithBanner } from "./delete-page.server";
import { pageFormMessages } from "./page-form";
import {
  SlugTakenError,
  countPages,
  createPage,
  findPageById,
  findPublishedPageBySlug,
  listPages,
  listPublishedPageSlugs,
  updatePage,
} from "./pages.server";
import { parseForm } from "~/lib/forms/parse-form.server";
import { savePage, savePageSchema } from "./save-page.server";
import { contentHash, seedManagedPages } from "./seed.server";
import { slugMessages } from "./slug";
import { listRedirects, redirectTarget, removeRedirect } from "./redirects.server";

const page = (overrides: Partial<Parameters<typeof createPage>[1]> = {}) => ({
  title: "A page",
  slug: "a-page",
  content: "<p>Hello</p>",
  isPublished: false,
  bannerImage: "",
  bannerAlt: null,
  ...overrides,
});

function form(fields: Record<string, string | Blob>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

/** The page form posted as a browser would, read the way the add and edit routes read it, then saved. */
async function savePageFromForm(db: DatabaseHandle["db"], fields: FormData, id?: string) {
  const request = new Request("http://localhost/admin/add-new-page", { method: "POST", body: fields });
  const submission = await parseForm(request, savePageSchema, { bodyLimit: "upload" });
  if (!submission.ok) return { ok: false as const, fieldErrors: submission.fieldErrors, values: submission.values };
  return savePage(db, submission.data, id);
}

const png = async () => new Uint8Array(await sharp({ create: { width: 60, height: 30, channels: 3, background: "#f4c430" } }).png().toBuffer());

describe.each(testDatabases())("managed pages on $engine", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  });
  afterAll(async () => {
    await handle.close();
  });
  beforeEach(async () => {
    await handle.db.deleteFrom("page_redirects").execute();
    await handle.db.deleteFrom("pages").execute();
  });

  describe("repository", () => {
    it("creates, finds, updates and deletes by id", async () => {
      const created = await createPage(handle.db, page({ title: "First", slug: "first" }));
      expect(created).toMatchObject({ title: "First", slug: "first", isPublished: false, bannerImage: "" });
      expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(new Date(created.createdAt).toISOString()).toBe(created.createdAt);

      const updated = await updatePage(handle.db, created.id, page({ title: "First, renamed", slug: "first-renamed", isPublished: true }));
      expect(updated).toMatchObject({ id: created.id, title: "First, renamed", slug: "first-renamed", isPublished: true, createdAt: created.createdAt });
      expect(await updatePage(handle.db, "no-such-id", page({ slug: "whatever" }))).toBeUndefined();

      expect(await deletePageWithBanner(handle.db, created.id)).toMatchObject({ id: created.id });
      expect(await findPageById(handle.db, created.id)).toBeUndefined();
      expect(await deletePageWithBanner(handle.db, created.id)).toBeUndefined();
    });

    it("keeps a renamed published page's old address as a redirect, listed and removable; a draft's rename keeps none", async () => {
      const live = await createPage(handle.db, page({ slug: "old-name", isPublished: true }));
      await updatePage(handle.db, live.id, page({ slug: "new-name", isPublished: true }));
      expect(await redirectTarget(handle.db, "old-name")).toBe("new-name");
      // A second rename: both old addresses lead to the page's address now.
      await updatePage(handle.db, live.id, page({ slug: "newest-name", isPublished: true }));
      expect(await redirectTarget(handle.db, "old-name")).toBe("newest-name");
      expect((await listRedirects(handle.db)).map((item) => [item.from, item.to]).sort()).toEqual([
        ["new-name", "newest-name"],
        ["old-name", "newest-name"],
      ]);
      // Renamed back, the page holds its address again: that redirect is gone.
      await updatePage(handle.db, live.id, page({ slug: "old-name", isPublished: true }));
      expect(await redirectTarget(handle.db, "old-name")).toBeUndefined();
      expect(await redirectTarget(handle.db, "newest-name")).toBe("old-name");

      const version = await readContentVersion(handle.db);
      expect(await removeRedirect(handle.db, "newest-name")).toBe(true);
      expect(await readContentVersion(handle.db)).toBeGreaterThan(version);
      expect(await redirectTarget(handle.db, "newest-name")).toBeUndefined();

      const draft = await createPage(handle.db, page({ slug: "draft-name" }));
      await updatePage(handle.db, draft.id, page({ slug: "draft-renamed" }));
      expect(await redirectTarget(handle.db, "draft-name")).toBeUndefined();
      // A redirect leads nowhere while its page is unpublished, and goes with the page.
      await deletePageWithBanner(handle.db, live.id);
      expect(await listRedirects(handle.db)).toEqual([]);
    });

    it("shows only published pages by slug, and lists only those for the sitemap", async () => {
      await createPage(handle.db, page({ slug: "draft-page" }));
      await createPage(handle.db, page({ slug: "live-page", isPublished: true }));
      expect(await findPublishedPageBySlug(handle.db, "draft-page")).toBeUndefined();
      expect(await findPublishedPageBySlug(handle.db, "live-page")).toMatchObject({ slug: "live-page" });
      expect(await findPublishedPageBySlug(handle.db, "nothing")).toBeUndefined();
      expect((await listPublishedPageSlugs(handle.db)).map((p) => p.slug)).toEqual(["live-page"]);
    });

    it("refuses a second page with the same slug, also on update", async () => {
      const first = await createPage(handle.db, page({ slug: "taken" }));
      await expect(createPage(handle.db, page({ slug: "taken" }))).rejects.toBeInstanceOf(SlugTakenError);
      const second = await createPage(handle.db, page({ slug: "other" }));
      await expect(updatePage(handle.db, second.id, page({ slug: "taken" }))).rejects.toBeInstanceOf(SlugTakenError);
      expect(await updatePage(handle.db, first.id, page({ slug: "taken", title: "Same slug kept" }))).toMatchObject({ title: "Same slug kept" });
    });

    it("sanitises content before storing it", async () => {
      const created = await createPage(handle.db, page({ content: '<p onclick="alert(1)">Hi<script>alert(2)</script></p>' }));
      const row = await handle.db.selectFrom("pages").select("content").where("id", "=", created.id).executeTakeFirstOrThrow();
      expect(row.content).toBe("<p>Hi</p>");
    });

    it("lists newest first and searches titles case-insensitively", async () => {
      await createPage(handle.db, page({ title: "Visa FAQ", slug: "visa-faq" }), new Date("2030-01-01T00:00:00Z"));
      await createPage(handle.db, page({ title: "Travel tips", slug: "travel-tips" }), new Date("2030-01-02T00:00:00Z"));
      await createPage(handle.db, page({ title: "Student VISA notes", slug: "student" }), new Date("2030-01-03T00:00:00Z"));
      await createPage(handle.db, page({ title: "100% true_facts", slug: "facts" }), new Date("2030-01-04T00:00:00Z"));
      expect((await listPages(handle.db)).map((p) => p.slug)).toEqual(["facts", "student", "travel-tips", "visa-faq"]);
      expect((await listPages(handle.db, { search: "visa" })).map((p) => p.slug)).toEqual(["student", "visa-faq"]);
      expect((await listPages(handle.db, { search: "  ViSa  " })).map((p) => p.slug)).toEqual(["student", "visa-faq"]);
      expect((await listPages(handle.db, { search: "nothing like it" }))).toEqual([]);
      // LIKE wildcards in the search are plain characters.
      expect((await listPages(handle.db, { search: "%" })).map((p) => p.slug)).toEqual(["facts"]);
      expect((await listPages(handle.db, { search: "e_f" })).map((p) => p.slug)).toEqual(["facts"]);
    });

    it("counts total, published and draft pages", async () => {
      expect(await countPages(handle.db)).toEqual({ total: 0, published: 0, drafts: 0 });
      await createPage(handle.db, page({ slug: "one", isPublished: true }));
      await createPage(handle.db, page({ slug: "two", isPublished: true }));
      await createPage(handle.db, page({ slug: "three" }));
      expect(await countPages(handle.db)).toEqual({ total: 3, published: 2, drafts: 1 });
    });
  });

  describe("seed pages", () => {
    it("makes the unedited welcome page of an existing installation a draft once, and leaves an edited one alone", async () => {
      await handle.db.deleteFrom("settings").execute();
      const seeded = await createPage(handle.db, page({ title: welcomePage.title, slug: welcomePage.slug, content: welcomePage.content, isPublished: true }));
      await handle.db.insertInto("settings").values({ key: "pages_seeded", value: "2026-11-01" }).execute();
      await seedManagedPages(handle.db);
      expect((await findPageById(handle.db, seeded.id))?.isPublished).toBe(false);
      // Published again by the administrator: a later start leaves it published.
      await handle.db.updateTable("pages").set({ is_published: 1 }).where("id", "=", seeded.id).execute();
      await seedManagedPages(handle.db);
      expect((await findPageById(handle.db, seeded.id))?.isPublished).toBe(true);

      await handle.db.deleteFrom("pages").execute();
      await handle.db.deleteFrom("settings").where("key", "=", "welcome_page_drafted").execute();
      const edited = await createPage(handle.db, page({ title: welcomePage.title, slug: welcomePage.slug, content: "<p>Our own welcome.</p>", isPublished: true }));
      await seedManagedPages(handle.db);
      expect((await findPageById(handle.db, edited.id))?.isPublished).toBe(true);
    });

    it("creates both seed pages on a fresh database, the welcome page as a draft outside the sitemap; a deleted welcome page stays deleted, the parents guide returns", async () => {
      await handle.db.deleteFrom("settings").where("key", "=", "pages_seeded").execute();
      await seedManagedPages(handle.db);
      const slugs = (await listPages(handle.db)).map((p) => p.slug).sort();
      expect(slugs).toEqual([PARENTS_GUIDE_SLUG, welcomePage.slug].sort());
      expect(await findPublishedPageBySlug(handle.db, PARENTS_GUIDE_SLUG)).toMatchObject({
        title: parentsGuidePage.title,
        bannerImage: "/images/banners/parents-guide.webp",
        bannerAlt: "An aeroplane arriving over Sydney Harbour, with the Opera House and the Harbour Bridge",
      });
      expect(await findPublishedPageBySlug(handle.db, welcomePage.slug)).toBeUndefined();

      await handle.db.deleteFrom("pages").execute();
      await seedManagedPages(handle.db);
      expect((await listPages(handle.db)).map((p) => p.slug)).toEqual([PARENTS_GUIDE_SLUG]);
    });

    it("keeps the administrator's edits of the parents guide", async () => {
      await seedManagedPages(handle.db);
      const parents = await findPublishedPageBySlug(handle.db, PARENTS_GUIDE_SLUG);
      await updatePage(handle.db, parents?.id ?? "", page({ title: "Edited guide", slug: PARENTS_GUIDE_SLUG, content: "<p>Edited</p>", isPublished: true }));
      await seedManagedPages(handle.db);
      expect(await findPublishedPageBySlug(handle.db, PARENTS_GUIDE_SLUG)).toMatchObject({ title: "Edited guide", content: "<p>Edited</p>" });
      expect(await countPages(handle.db)).toMatchObject({ total: 1 });
    });

    it("gives an existing site the corrected parents guide while it still holds the text seeded before", async () => {
      // The guide exactly as the site seeded it before the corrections (sponsor relatives, the 5-year condition).
      const seededBefore = fs.readFileSync(new URL("./parents-guide-seeded-2026-11-22.test-data.html", import.meta.url), "utf8").trim();
      const old = await createPage(handle.db, page({ title: parentsGuidePage.title, slug: PARENTS_GUIDE_SLUG, content: seededBefore, isPublished: true }));
      await seedManagedPages(handle.db);
      const refreshed = await findPageById(handle.db, old.id);
      expect(refreshed?.content).toContain("for parents in the queue for a Parent visa (subclass 103)");
      expect(refreshed?.content).toContain("grandparent, grandchild, aunt, uncle, niece or nephew");
      expect(refreshed?.content).not.toContain("spouse, parent or sibling as sponsor");
      expect(refreshed).toMatchObject({ id: old.id, title: parentsGuidePage.title, isPublished: true });
    });

    it("also refreshes the text it wrote last time, but never an edit made since", async () => {
      await seedManagedPages(handle.db);
      const parents = await findPublishedPageBySlug(handle.db, PARENTS_GUIDE_SLUG);
      // As if an earlier release had written this text (figures of that day) and remembered it.
      const earlier = "<p>Figures of an earlier day.</p>";
      await handle.db.updateTable("pages").set({ content: earlier }).where("slug", "=", PARENTS_GUIDE_SLUG).execute();
      await handle.db.updateTable("settings").set({ value: contentHash(earlier) }).where("key", "=", "parents_guide_seed_sha256").execute();
      await seedManagedPages(handle.db);
      expect((await findPageById(handle.db, parents?.id ?? ""))?.content).toContain("Where the figures come from");

      await handle.db.updateTable("pages").set({ content: "<p>An administrator's own words.</p>" }).where("slug", "=", PARENTS_GUIDE_SLUG).execute();
      await seedManagedPages(handle.db);
      expect((await findPageById(handle.db, parents?.id ?? ""))?.content).toBe("<p>An administrator's own words.</p>");
    });

    it("survives several processes seeding at once", async () => {
      await handle.db.deleteFrom("settings").where("key", "=", "pages_seeded").execute();
      await Promise.all([1, 2, 3, 4].map(() => seedManagedPages(handle.db)));
      expect(await countPages(handle.db)).toMatchObject({ total: 2, published: 1, drafts: 1 });
    });
  });

  describe("saving the page form", () => {
    it("names each missing field of an empty form", async () => {
      const result = await savePageFromForm(handle.db, form({ title: "  ", content: "<p><br></p>", slug: "" }));
      expect(result).toMatchObject({
        ok: false,
        fieldErrors: { title: pageFormMessages.titleRequired, content: pageFormMessages.contentEmpty, slug: slugMessages.required },
      });
    });

    it("refuses reserved, malformed and taken slugs with a clear message, keeping what was typed", async () => {
      await createPage(handle.db, page({ slug: "taken-slug" }));
      const base = { title: "T", content: "<p>x</p>" };
      expect(await savePageFromForm(handle.db, form({ ...base, slug: "admin" }))).toMatchObject({ fieldErrors: { slug: slugMessages.reserved } });
      expect(await savePageFromForm(handle.db, form({ ...base, slug: "about" }))).toMatchObject({ fieldErrors: { slug: slugMessages.reserved } });
      expect(await savePageFromForm(handle.db, form({ ...base, slug: "Bad Slug" }))).toMatchObject({
        fieldErrors: { slug: slugMessages.format },
        values: { slug: "Bad Slug", title: "T" },
      });
      expect(await savePageFromForm(handle.db, form({ ...base, slug: "taken-slug" }))).toMatchObject({ fieldErrors: { slug: slugMessages.taken } });
    });

    it("creates a published page with a banner, replaces the banner, and removes it", async () => {
      const created = await savePageFromForm(
        handle.db,
        form({ title: "With banner", slug: "with-banner", content: "<p><strong>Bold</strong></p>", isPublished: "on", banner: new File([await png()], "photo.png"), bannerAlt: "A beach" }),
      );
      if (!created.ok || !("page" in created)) throw new Error(JSON.stringify(created));
      expect(created.page).toMatchObject({ isPublished: true, content: "<p><strong>Bold</strong></p>" });
      const firstImage = imageIdFromUrl(created.page.bannerImage);
      expect(firstImage).toBeDefined();
      expect(await findImage(handle.db, firstImage as string)).toBeDefined();

      // Saving without a new file keeps the banner.
      const kept = await savePageFromForm(handle.db, form({ title: "With banner", slug: "with-banner", content: "<p>x</p>", bannerAlt: "A beach" }), created.page.id);
      expect(kept.ok && "page" in kept && kept.page.bannerImage).toBe(created.page.bannerImage);
      expect(kept.ok && "page" in kept && kept.page.isPublished).toBe(false);

      const replaced = await savePageFromForm(
        handle.db,
        form({ title: "With banner", slug: "with-banner", content: "<p>x</p>", banner: new File([await png()], "other.gif"), bannerAlt: "A beach" }),
        created.page.id,
      );
      if (!replaced.ok || !("page" in replaced)) throw new Error("expected a saved page");
      expect(replaced.page.bannerImage).not.toBe(created.page.bannerImage);
      expect(await findImage(handle.db, firstImage as string)).toBeUndefined();

      const removed = await savePageFromForm(
        handle.db,
        form({ title: "With banner", slug: "with-banner", content: "<p>x</p>", removeBanner: "on" }),
        created.page.id,
      );
      expect(removed.ok && "page" in removed && removed.page.bannerImage).toBe("");
      expect(removed.ok && "page" in removed && removed.page.bannerAlt).toBeNull();
      expect(await findImage(handle.db, imageIdFromUrl(replaced.page.bannerImage) as string)).toBeUndefined();
    });

    it("asks for the banner's description, or the decorative choice, whenever the page will show a banner", async () => {
      const fields = { title: "Described", slug: "described", content: "<p>x</p>" };
      const missing = await savePageFromForm(handle.db, form({ ...fields, banner: new File([await png()], "b.png"), bannerAlt: "   " }));
      expect(missing).toMatchObject({ ok: false, fieldErrors: { bannerAlt: "Describe the banner image, or mark it as decorative." } });
      expect(await countPages(handle.db)).toMatchObject({ total: 0 });
      expect(await handle.db.selectFrom("images").select("id").execute()).toEqual([]);

      const tooLong = await savePageFromForm(handle.db, form({ ...fields, banner: new File([await png()], "b.png"), bannerAlt: "x".repeat(301) }));
      expect(tooLong).toMatchObject({ ok: false, fieldErrors: { bannerAlt: "The description can be at most 300 characters." } });

      const described = await savePageFromForm(handle.db, form({ ...fields, banner: new File([await png()], "b.png"), bannerAlt: " Surfers at Bondi " }));
      if (!described.ok || !("page" in described)) throw new Error(JSON.stringify(described));
      expect(described.page.bannerAlt).toBe("Surfers at Bondi");

      const decorative = await savePageFromForm(handle.db, form({ ...fields, bannerDecorative: "on" }), described.page.id);
      expect(decorative.ok && "page" in decorative && decorative.page.bannerAlt).toBe("");

      // A banner stored before descriptions were asked for: the next save asks for one.
      await handle.db.updateTable("pages").set({ banner_alt: null }).where("id", "=", described.page.id).execute();
      expect(await savePageFromForm(handle.db, form(fields), described.page.id)).toMatchObject({ ok: false, fieldErrors: { bannerAlt: "Describe the banner image, or mark it as decorative." } });
      // A page without a banner needs neither.
      expect((await savePageFromForm(handle.db, form({ ...fields, slug: "plain" }))).ok).toBe(true);
    });

    it("refuses a banner that is not an accepted image, whatever its name", async () => {
      const result = await savePageFromForm(
        handle.db,
        form({ title: "T", slug: "t", content: "<p>x</p>", banner: new File(['<svg onload="alert(1)"/>'], "banner.png", { type: "image/png" }) }),
      );
      expect(result).toMatchObject({ ok: false, fieldErrors: { banner: bannerMessages.type } });
      expect(await countPages(handle.db)).toMatchObject({ total: 0 });
    });

    it("reports an unknown page id", async () => {
      expect(await savePageFromForm(handle.db, form({ title: "T", slug: "t", content: "<p>x</p>" }), "missing")).toEqual({ ok: false, notFound: true });
    });

    it("deletes a page's banner with the page", async () => {
      const created = await savePageFromForm(handle.db, form({ title: "T", slug: "t", content: "<p>x</p>", banner: new File([await png()], "b.png"), bannerDecorative: "on" }));
      if (!created.ok || !("page" in created)) throw new Error("expected a saved page");
      await deletePageWithBanner(handle.db, created.page.id);
      expect(await findImage(handle.db, imageIdFromUrl(created.page.bannerImage) as string)).toBeUndefined();
    });
  });

  describe("content version", () => {
    it("rises with every save and delete, so every process drops the pages it rendered before", async () => {
      const start = await readContentVersion(handle.db);
      const created = await createPage(handle.db, page({ isPublished: true }));
      const afterCreate = await readContentVersion(handle.db);
      expect(afterCreate).toBeGreaterThan(start);
      await updatePage(handle.db, created.id, page({ title: "Changed", isPublished: true }));
      const afterUpdate = await readContentVersion(handle.db);
      expect(afterUpdate).toBeGreaterThan(afterCreate);
      await deletePageWithBanner(handle.db, created.id);
      expect(await readContentVersion(handle.db)).toBeGreaterThan(afterUpdate);
    });
  });
});
