import type { ReactNode } from "react";
import { richContentClasses } from "~/components/admin/rich-content";
import { EnglishOnlyContent } from "~/components/content/english-only-notice";
import { markStoredContent } from "~/lib/stored-content";

/** What a managed page shows: its title, banner and sanitised HTML. */
export interface ManagedPageContent {
  title: string;
  bannerImage: string;
  bannerAlt: string;
  html: string;
}

/**
 * The page as its author wrote it, in English: other languages say so above it, in their own words. A
 * translation (`translated`) is in the page's language and needs no such notice; only its banner's
 * description, which pages have in English alone, is marked as English.
 */
export function ManagedPage({ page, notice, translated = false }: { page: ManagedPageContent; notice?: ReactNode; translated?: boolean }) {
  const body = (
    <>
      {notice}
      <header className="relative isolate flex h-64 items-end overflow-hidden bg-gradient-to-br from-ocean-800 to-ocean-600 md:h-96">
        {page.bannerImage ? <img src={page.bannerImage} alt={page.bannerAlt} lang={translated && page.bannerAlt ? "en" : undefined} className="absolute inset-0 -z-10 size-full object-cover" /> : null}
        <div className="absolute inset-0 -z-10 bg-gradient-to-t from-slate-950/80 via-slate-900/50 to-slate-900/20" aria-hidden="true" />
        <div className="mx-auto w-full max-w-3xl px-4 pb-8 sm:px-6 md:pb-12">
          <h1 className="text-3xl font-extrabold tracking-tight text-white drop-shadow sm:text-4xl md:text-5xl">{page.title}</h1>
        </div>
      </header>
      <article
        className={`mx-auto max-w-3xl px-4 py-10 text-slate-800 sm:px-6 md:py-14 ${richContentClasses}`}
        dangerouslySetInnerHTML={{ __html: markStoredContent(page.html) }}
      />
    </>
  );
  if (translated) return body;
  return (
    <EnglishOnlyContent kind="page" noticeClassName="mx-auto max-w-3xl px-4 pt-8 pb-6 sm:px-6">
      {body}
    </EnglishOnlyContent>
  );
}
