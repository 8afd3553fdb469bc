import { Link } from "react-router";
import type { LegalDocument } from "~/content/legal/types";
import { formatIsoDate } from "~/content/format";
import { useI18n } from "~/modules/i18n/i18n";
import { localizePath } from "~/modules/i18n/locales";
import { EnglishOnlyContent } from "./english-only-notice";

/**
 * A legal text with its 'last updated' date (the date the text changed, not today's). The text is English
 * in every language: other languages put a notice in their own language above it, and mark the text as
 * English so screen readers pronounce it as such.
 */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  const { locale } = useI18n();
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <EnglishOnlyContent kind="legal" noticeClassName="mb-8">
        <h1 className="text-4xl font-extrabold tracking-tight text-ocean-900">{document.title}</h1>
        <p className="mt-3 text-sm text-slate-600">
          Last updated: <time dateTime={document.lastUpdated}>{formatIsoDate(document.lastUpdated)}</time>
        </p>
        <p className="mt-6 text-lg text-slate-700">{document.intro}</p>
        {document.sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="mt-10">
            <h2 id={`${section.id}-heading`} className="text-2xl font-bold text-slate-900">
              {section.heading}
            </h2>
            {section.blocks.map((block, index) =>
              block.type === "p" ? (
                <p key={index} className="mt-4 text-slate-700">
                  {block.text}
                  {block.link ? (
                    <>
                      {" "}
                      <Link to={localizePath(block.link.href, locale)} className="text-ocean-700 underline underline-offset-2 hover:text-ocean-800">
                        {block.link.label}
                      </Link>
                    </>
                  ) : null}
                </p>
              ) : (
                <ul key={index} className="mt-4 list-disc space-y-2 pl-6 text-slate-700 marker:text-ocean-600">
                  {block.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ),
            )}
          </section>
        ))}
      </EnglishOnlyContent>
    </article>
  );
}
