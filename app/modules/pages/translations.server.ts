import type { Kysely, Selectable } from "kysely";
import type { Database, PageTranslationsTable } from "~/lib/db-schema";
import type { FieldErrors } from "~/lib/forms/reply";
import type { z } from "~/lib/zod";
import type { Alternate } from "~/lib/seo";
import { defaultLocale, isManagedPagePath, languageTags, locales, prefixedLocales, splitLocalePath, type Locale } from "~/modules/i18n/locales";
import { changeContent } from "./content-version.server";
import { findPageById, findPublishedPageBySlug, isUniqueViolation, toPageText, type ManagedPage, type PageText } from "./pages.server";
import { removedLinkCount, sanitizePageHtml } from "./sanitize.server";
import { savePageSchema } from "./save-page.server";
import { translationMessages, type TranslationFormField } from "./translation-form";

/** The languages a page may be translated into: every one but English, the language pages are written in. */
export type TranslationLocale = (typeof prefixedLocales)[number];
export const translationLocales: readonly TranslationLocale[] = prefixedLocales;

export function isTranslationLocale(value: unknown): value is TranslationLocale {
  return typeof value === "string" && (translationLocales as readonly string[]).includes(value);
}

/** A managed page in one other language: its own title, address, content and published state. */
export interface PageTranslation extends PageText {
  pageId: string;
  locale: TranslationLocale;
}

/** What the translation form saves. */
export interface TranslationInput {
  title: string;
  slug: string;
  content: string;
  isPublished: boolean;
}

/** Where a page is read in each language: English at '/<slug>', others at their translation or under their prefix. */
export type PageAddresses = Readonly<Record<Locale, string>>;

function toTranslation(row: Selectable<PageTranslationsTable>): PageTranslation {
  return {
    pageId: row.page_id,
    locale: row.locale as TranslationLocale,
    ...toPageText(row),
  };
}

/** A page's translations, in the order of the site's languages. */
export async function listTranslations(db: Kysely<Database>, pageId: string): Promise<PageTranslation[]> {
  const rows = await db.selectFrom("page_translations").selectAll().where("page_id", "=", pageId).execute();
  const order = (locale: string) => translationLocales.indexOf(locale as TranslationLocale);
  return rows.map(toTranslation).sort((a, b) => order(a.locale) - order(b.locale));
}

export async function findTranslation(db: Kysely<Database>, pageId: string, locale: TranslationLocale): Promise<PageTranslation | undefined> {
  const row = await db.selectFrom("page_translations").selectAll().where("page_id", "=", pageId).where("locale", "=", locale).executeTakeFirst();
  return row ? toTranslation(row) : undefined;
}

/**
 * A translation visitors may read at '/<locale>/<slug>': published, of a page that is published (a page
 * taken offline is offline in every language).
 */
export async function findPublishedTranslationBySlug(
  db: Kysely<Database>,
  locale: TranslationLocale,
  slug: string,
): Promise<{ page: ManagedPage; translation: PageTranslation } | undefined> {
  const row = await db
    .selectFrom("page_translations")
    .innerJoin("pages", "pages.id", "page_translations.page_id")
    .selectAll("page_translations")
    .where("page_translations.locale", "=", locale)
    .where("page_translations.slug", "=", slug)
    .where("page_translations.is_published", "=", 1)
    .where("pages.is_published", "=", 1)
    .executeTakeFirst();
  if (!row) return undefined;
  const page = await findPageById(db, row.page_id);
  return page ? { page, translation: toTranslation(row) } : undefined;
}

/**
 * The address of a published page in every language: its published translation's, or the English page
 * under the language's prefix (shown with the notice that it is in English).
 */
export async function pageAddresses(db: Kysely<Database>, page: Pick<ManagedPage, "id" | "slug">): Promise<PageAddresses> {
  const rows = await db
    .selectFrom("page_translations")
    .select(["locale", "slug"])
    .where("page_id", "=", page.id)
    .where("is_published", "=", 1)
    .execute();
  const translated = new Map(rows.map((row) => [row.locale, row.slug]));
  return Object.fromEntries(
    locales.map((locale) => {
      if (locale === defaultLocale) return [locale, `/${page.slug}`];
      const slug = translated.get(locale);
      return [locale, slug ? `/${locale}/${slug}` : `/${locale}/${page.slug}`];
    }),
  ) as Record<Locale, string>;
}

/** The hreflang alternates of a page's addresses, English as x-default. */
export function addressAlternates(addresses: PageAddresses): Alternate[] {
  return [...locales.map((locale) => ({ hreflang: languageTags[locale], path: addresses[locale] })), { hreflang: "x-default", path: addresses.en }];
}

/**
 * The published managed page a path shows, in any language ('/<slug>', '/ja/<translated slug>' or
 * '/ja/<English slug>'), with its addresses; undefined for any other path.
 */
export async function managedPageAt(db: Kysely<Database>, pathname: string): Promise<{ page: ManagedPage; addresses: PageAddresses } | undefined> {
  const { locale, path } = splitLocalePath(pathname);
  if (!isManagedPagePath(path)) return undefined;
  const slug = path.slice(1);
  const page = (isTranslationLocale(locale) ? (await findPublishedTranslationBySlug(db, locale, slug))?.page : undefined) ?? (await findPublishedPageBySlug(db, slug));
  return page ? { page, addresses: await pageAddresses(db, page) } : undefined;
}

/** Every published translation of a published page (for the sitemap). */
export async function listPublishedTranslations(db: Kysely<Database>): Promise<{ pageId: string; locale: TranslationLocale; slug: string; updatedAt: string }[]> {
  const rows = await db
    .selectFrom("page_translations")
    .innerJoin("pages", "pages.id", "page_translations.page_id")
    .select(["page_translations.page_id", "page_translations.locale", "page_translations.slug", "page_translations.updated_at"])
    .where("page_translations.is_published", "=", 1)
    .where("pages.is_published", "=", 1)
    .execute();
  return rows.map((row) => ({ pageId: row.page_id, locale: row.locale as TranslationLocale, slug: row.slug, updatedAt: row.updated_at }));
}

/**
 * Whether a slug is another address's in `locale`: another page's translation there, or another page's
 * English slug (which the language also answers under its prefix, with the English-only notice).
 */
export async function isTranslationSlugTaken(db: Kysely<Database>, locale: TranslationLocale, slug: string, pageId: string): Promise<boolean> {
  const translation = await db
    .selectFrom("page_translations")
    .select("page_id")
    .where("locale", "=", locale)
    .where("slug", "=", slug)
    .where("page_id", "!=", pageId)
    .executeTakeFirst();
  if (translation) return true;
  const page = await db.selectFrom("pages").select("id").where("slug", "=", slug).where("id", "!=", pageId).executeTakeFirst();
  return page !== undefined;
}

/**
 * Stores a page's translation into `locale` (new or replaced), its content sanitised, and raises the
 * content version so kept pages in every language are rendered anew. Undefined when the page is gone.
 */
export async function upsertTranslation(
  db: Kysely<Database>,
  pageId: string,
  locale: TranslationLocale,
  input: TranslationInput,
  now = new Date(),
): Promise<PageTranslation | undefined> {
  const at = now.toISOString();
  const fields = { title: input.title, slug: input.slug, content: sanitizePageHtml(input.content), is_published: input.isPublished ? 1 : 0, updated_at: at };
  const stored = await changeContent(db, async (trx) => {
    const page = await trx.selectFrom("pages").select("id").where("id", "=", pageId).executeTakeFirst();
    if (!page) return false;
    await trx
      .insertInto("page_translations")
      .values({ page_id: pageId, locale, created_at: at, ...fields })
      .onConflict((conflict) => conflict.columns(["page_id", "locale"]).doUpdateSet(fields))
      .execute();
    return true;
  });
  return stored ? findTranslation(db, pageId, locale) : undefined;
}

/** The translation form as the server checks it: the page form's title, slug, content and published switch. */
export const saveTranslationSchema = savePageSchema.pick({ title: true, slug: true, content: true, isPublished: true });

export type SaveTranslationResult =
  | { ok: true; translation: PageTranslation; removedLinks: number }
  | { ok: false; fieldErrors: FieldErrors<TranslationFormField> }
  | { ok: false; notFound: true };

/** Saves a checked translation form; a slug another address of the language holds is refused on the slug field. */
export async function saveTranslation(
  db: Kysely<Database>,
  pageId: string,
  locale: TranslationLocale,
  form: z.output<typeof saveTranslationSchema>,
): Promise<SaveTranslationResult> {
  if (!(await findPageById(db, pageId))) return { ok: false, notFound: true };
  const taken = { ok: false, fieldErrors: { slug: translationMessages.slugTaken } } as const;
  if (await isTranslationSlugTaken(db, locale, form.slug, pageId)) return taken;
  try {
    const translation = await upsertTranslation(db, pageId, locale, form);
    return translation ? { ok: true, translation, removedLinks: removedLinkCount(form.content) } : { ok: false, notFound: true };
  } catch (error) {
    // Two saves racing for one slug: the database's unique constraint decides.
    if (isUniqueViolation(error)) return taken;
    throw error;
  }
}
