import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "~/lib/db.server";
import { parseForm } from "~/lib/forms/parse-form.server";
import { withLanguageVersions } from "~/modules/i18n/page-seo";
import { testDatabases } from "../../../tests/support/test-databases";
import { readContentVersion } from "./content-version.server";
import { pageFormMessages } from "./page-form";
import { createPage, deletePage, isSlugTaken } from "./pages.server";
import { collectSitemapEntries } from "./sitemap.server";
import { slugMessages } from "./slug";
import { translationMessages } from "./translation-form";
import {
  findPublishedTranslationBySlug,
  findTranslation,
  listTranslations,
  managedPageAt,
  pageAddresses,
  saveTranslation,
  saveTranslationSchema,
  type TranslationLocale,
} from "./translations.server";

let counter = 0;
/** A page with a slug of its own, so the tests share one database. */
async function newPage(db: DatabaseHandle["db"], isPublished = true) {
  counter += 1;
  return createPage(db, { title: `Family visits ${counter}`, slug: `family-visits-${counter}`, content: "<p>English text</p>", isPublished, bannerImage: "", bannerAlt: null });
}

/** The translation form posted as a browser would, read the way its route reads it, then saved. */
async function postTranslation(db: DatabaseHandle["db"], pageId: string, locale: TranslationLocale, fields: Record<string, string>) {
  const body = new URLSearchParams(fields);
  const request = new Request(`http://localhost/admin/edit-page/${pageId}/translations/${locale}`, { method: "POST", body });
  const submission = await parseForm(request, saveTranslationSchema, { bodyLimit: "upload" });
  if (!submission.ok) return { ok: false as const, fieldErrors: submission.fieldErrors };
  return saveTranslation(db, pageId, locale, submission.data);
}

describe.each(testDatabases())("page translations on $engine", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  });
  afterAll(async () => {
    await handle.close();
  });

  it("saves a translation with its content sanitised and raises the content version, so kept pages refresh", async () => {
    const page = await newPage(handle.db);
    const before = await readContentVersion(handle.db);
    const saved = await postTranslation(handle.db, page.id, "ja", {
      title: "家族の訪問",
      slug: "kazoku-no-homon",
      content: '<p>日本語の本文</p><script>alert(1)</script><a href="javascript:alert(1)">リンク</a>',
      isPublished: "on",
    });
    expect(saved).toMatchObject({ ok: true, removedLinks: 1 });
    expect(await readContentVersion(handle.db)).toBeGreaterThan(before);
    const stored = await findTranslation(handle.db, page.id, "ja");
    expect(stored).toMatchObject({ title: "家族の訪問", slug: "kazoku-no-homon", isPublished: true });
    expect(stored?.content).toContain("日本語の本文");
    expect(stored?.content).not.toContain("script");
    expect(stored?.content).not.toContain("javascript:");
  });

  it("refuses an empty title, a malformed slug and empty content, each on its own field", async () => {
    const page = await newPage(handle.db);
    const result = await postTranslation(handle.db, page.id, "ko", { title: " ", slug: "가족", content: "<p><br></p>" });
    expect(result).toEqual({
      ok: false,
      fieldErrors: { title: pageFormMessages.titleRequired, slug: slugMessages.format, content: pageFormMessages.contentEmpty },
    });
    expect(await findTranslation(handle.db, page.id, "ko")).toBeUndefined();
  });

  it("saving again replaces the language's translation; each page has at most one per language", async () => {
    const page = await newPage(handle.db);
    await postTranslation(handle.db, page.id, "vi", { title: "Bản nháp", slug: "ban-nhap", content: "<p>Một</p>" });
    await postTranslation(handle.db, page.id, "vi", { title: "Thăm gia đình", slug: "tham-gia-dinh", content: "<p>Hai</p>", isPublished: "on" });
    await postTranslation(handle.db, page.id, "hi", { title: "परिवार", slug: page.slug, content: "<p>तीन</p>" });
    const translations = await listTranslations(handle.db, page.id);
    expect(translations.map((translation) => [translation.locale, translation.slug, translation.isPublished])).toEqual([
      ["hi", page.slug, false],
      ["vi", "tham-gia-dinh", true],
    ]);
  });

  it("a slug names one address per language: not another page's translation nor another page's English slug", async () => {
    const first = await newPage(handle.db);
    const second = await newPage(handle.db);
    expect(await postTranslation(handle.db, first.id, "id", { title: "Kunjungan", slug: "kunjungan-keluarga", content: "<p>a</p>" })).toMatchObject({ ok: true });
    const clash = { ok: false, fieldErrors: { slug: translationMessages.slugTaken } };
    expect(await postTranslation(handle.db, second.id, "id", { title: "Lain", slug: "kunjungan-keluarga", content: "<p>b</p>" })).toEqual(clash);
    expect(await postTranslation(handle.db, second.id, "id", { title: "Lain", slug: first.slug, content: "<p>b</p>" })).toEqual(clash);
    // Another language may use it, and a page's translation may keep the page's own English slug.
    expect(await postTranslation(handle.db, second.id, "vi", { title: "Khác", slug: "kunjungan-keluarga", content: "<p>b</p>" })).toMatchObject({ ok: true });
    expect(await postTranslation(handle.db, second.id, "id", { title: "Lain", slug: second.slug, content: "<p>b</p>" })).toMatchObject({ ok: true });
    // And a page cannot take, in English, another page's translated address.
    expect(await isSlugTaken(handle.db, "kunjungan-keluarga", second.id)).toBe(true);
    expect(await isSlugTaken(handle.db, "kunjungan-keluarga", first.id)).toBe(true);
  });

  it("is served only while both it and its page are published; the page's addresses lead to it", async () => {
    const page = await newPage(handle.db);
    await postTranslation(handle.db, page.id, "ja", { title: "下書き", slug: `shitagaki-${counter}`, content: "<p>下書き</p>" });
    expect(await findPublishedTranslationBySlug(handle.db, "ja", `shitagaki-${counter}`)).toBeUndefined();
    expect((await pageAddresses(handle.db, page)).ja).toBe(`/ja/${page.slug}`);

    await postTranslation(handle.db, page.id, "ja", { title: "公開", slug: `kokai-${counter}`, content: "<p>公開</p>", isPublished: "on" });
    const addresses = await pageAddresses(handle.db, page);
    expect(addresses).toMatchObject({ en: `/${page.slug}`, ja: `/ja/kokai-${counter}`, ko: `/ko/${page.slug}`, "zh-hans": `/zh-hans/${page.slug}` });
    // The switcher's lookups: from the English page, from the translation, from an untranslated language.
    for (const from of [`/${page.slug}`, `/ja/kokai-${counter}`, `/ko/${page.slug}`]) {
      expect((await managedPageAt(handle.db, from))?.addresses).toEqual(addresses);
    }
    expect(await managedPageAt(handle.db, "/ja/no-such-page")).toBeUndefined();
    expect(await managedPageAt(handle.db, "/ja/check")).toBeUndefined();

    const draftPage = await newPage(handle.db, false);
    await postTranslation(handle.db, draftPage.id, "ja", { title: "非公開", slug: `hikokai-${counter}`, content: "<p>x</p>", isPublished: "on" });
    expect(await findPublishedTranslationBySlug(handle.db, "ja", `hikokai-${counter}`)).toBeUndefined();
  });

  it("the sitemap lists a published translation at its address with the hreflang of every version, and no drafts", async () => {
    const page = await newPage(handle.db);
    await postTranslation(handle.db, page.id, "ja", { title: "地図", slug: `chizu-${counter}`, content: "<p>地図</p>", isPublished: "on" });
    await postTranslation(handle.db, page.id, "ko", { title: "초안", slug: `choan-${counter}`, content: "<p>초안</p>" });
    const entries = withLanguageVersions(await collectSitemapEntries(handle.db));
    const paths = entries.map((entry) => entry.path);
    expect(paths).toContain(`/ja/chizu-${counter}`);
    expect(paths).not.toContain(`/ja/${page.slug}`);
    expect(paths).toContain(`/ko/${page.slug}`);
    expect(paths).not.toContain(`/ko/choan-${counter}`);
    expect(paths.filter((path) => path === `/${page.slug}`)).toHaveLength(1);
    const english = entries.find((entry) => entry.path === `/${page.slug}`);
    expect(english?.alternates).toContainEqual({ hreflang: "ja", path: `/ja/chizu-${counter}` });
    expect(english?.alternates).toContainEqual({ hreflang: "ko", path: `/ko/${page.slug}` });
    expect(english?.alternates).toContainEqual({ hreflang: "x-default", path: `/${page.slug}` });
  });

  it("deleting a page deletes its translations", async () => {
    const page = await newPage(handle.db);
    await postTranslation(handle.db, page.id, "zh-hans", { title: "家庭探访", slug: `jiating-${counter}`, content: "<p>内容</p>", isPublished: "on" });
    await deletePage(handle.db, page.id);
    expect(await listTranslations(handle.db, page.id)).toEqual([]);
    expect(await findPublishedTranslationBySlug(handle.db, "zh-hans", `jiating-${counter}`)).toBeUndefined();
    expect(await saveTranslation(handle.db, page.id, "ja", { title: "x", slug: "x", content: "<p>x</p>", isPublished: true })).toEqual({ ok: false, notFound: true });
  });
});
