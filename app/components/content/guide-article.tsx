import type { CitedSource } from "~/content/facts";
import type { FaqItem } from "~/content/faq";
import type { Guide } from "~/content/guides";
import type { Crumb } from "~/lib/seo";
import { ContentsList, GlanceList } from "./at-a-glance";
import { Breadcrumbs } from "./breadcrumbs";
import { CheckCta } from "./check-cta";
import { FigureCheckNotes, type FigureCheck } from "./figure-check-note";
import { FiguresNote } from "./figures-note";
import { FaqAccordion } from "./faq-accordion";
import { GuideBlockView } from "./guide-blocks";
import { SourceLinks } from "./source-links";

interface GuideArticleProps {
  /** The guide, its questions with their links as the page shows them. */
  guide: Omit<Guide, "faq"> & { faq: FaqItem[] };
  crumbs: Crumb[];
  comparedOn: { iso: string; text: string };
  /** The sources of every figure the guide quotes. */
  figureSources: CitedSource[];
  /** Its figures that need checking, with what to say beside them. */
  figureChecks?: FigureCheck[];
}

/** A country guide: breadcrumbs, summary, sections, application steps, questions and the call to action. */
export function GuideArticle({ guide, crumbs, comparedOn, figureSources, figureChecks }: GuideArticleProps) {
  return (
    <article className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <Breadcrumbs crumbs={crumbs} />
      <header className="mt-6 max-w-3xl">
        <h1 className="text-4xl font-extrabold tracking-tight text-ocean-900">{guide.title}</h1>
        <p className="mt-4 text-lg text-slate-700">{guide.lead}</p>
        <FiguresNote comparedOn={comparedOn} className="mt-4">
          Their sources are listed under <a href="#figure-sources" className="text-ocean-700 underline underline-offset-2">Where the figures come from</a>.
        </FiguresNote>
      </header>

      <div className="mt-10 grid gap-10 lg:grid-cols-[1fr_20rem]">
        <aside aria-label="At a glance" className="lg:col-start-2 lg:row-start-1">
          <div className="rounded-2xl border border-slate-200 bg-ocean-50 p-6 shadow-sm lg:sticky lg:top-24">
            <h2 className="text-lg font-bold text-slate-900">At a glance</h2>
            <GlanceList rows={guide.atAGlance} />
            <FigureCheckNotes checks={figureChecks} className="mt-3" />
            <nav aria-label="On this page" className="mt-6 border-t border-ocean-200 pt-4">
              <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-700">On this page</h2>
              <ContentsList
                items={[...guide.sections.map((s) => ({ id: s.id, heading: s.heading })), { id: "how-to-apply", heading: "How to apply" }, { id: "figure-sources", heading: "Where the figures come from" }, { id: "questions", heading: "Frequently asked questions" }]}
              />
            </nav>
            <img
              src={guide.image.src}
              alt={guide.image.alt}
              width={400}
              height={224}
              loading="lazy"
              decoding="async"
              className="mt-6 hidden h-auto w-full rounded-xl lg:block"
            />
          </div>
        </aside>
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          {guide.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="mb-10">
              <h2 id={`${section.id}-heading`} className="text-2xl font-bold text-slate-900">
                {section.heading}
              </h2>
              {section.blocks.map((block, index) => (
                <GuideBlockView key={index} block={block} />
              ))}
            </section>
          ))}

          <section id="how-to-apply" aria-labelledby="how-to-apply-heading" className="mb-10">
            <h2 id="how-to-apply-heading" className="text-2xl font-bold text-slate-900">
              {guide.howTo.name}
            </h2>
            <p className="mt-4 text-slate-700">{guide.howTo.description}</p>
            <ol className="mt-6 space-y-4">
              {guide.howTo.steps.map((step, index) => (
                <li key={step.name} id={`step-${index + 1}`} className="flex gap-4">
                  <span
                    className="flex size-8 shrink-0 items-center justify-center rounded-full bg-ocean-700 text-sm font-bold text-white"
                    aria-hidden="true"
                  >
                    {index + 1}
                  </span>
                  <div>
                    <h3 className="font-semibold text-slate-900">{step.name}</h3>
                    <p className="mt-1 text-slate-700">{step.text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </section>

          <section id="figure-sources" aria-labelledby="figure-sources-heading" className="mb-10">
            <h2 id="figure-sources-heading" className="text-2xl font-bold text-slate-900">
              Where the figures come from
            </h2>
            <p className="mt-4 text-slate-700">
              Every fee, stay and processing time on this page comes from these official pages, with each page&apos;s own date as
              we read it. Visa charges change every 1 July: confirm them on the official page before you apply.
            </p>
            <SourceLinks sources={figureSources} className="mt-3 text-sm" />
          </section>

          <section id="questions" aria-labelledby="questions-heading" className="mb-10">
            <h2 id="questions-heading" className="text-2xl font-bold text-slate-900">
              Frequently asked questions
            </h2>
            <FaqAccordion items={guide.faq} className="mt-4" />
          </section>

          <CheckCta
            title={`Check your eligibility from ${guide.country} for free`}
            text="Answer a few questions about your trip and see in minutes whether you may qualify. No account, and your answers are not saved."
          />
        </div>

      </div>
    </article>
  );
}
