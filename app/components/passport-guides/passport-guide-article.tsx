import { ExternalLinkIcon } from "lucide-react";
import type { ReactNode } from "react";
import { ContentsList, GlanceList } from "~/components/content/at-a-glance";
import { Breadcrumbs } from "~/components/content/breadcrumbs";
import { CheckCta } from "~/components/content/check-cta";
import { FigureCheckNotes } from "~/components/content/figure-check-note";
import type { Crumb } from "~/lib/seo";
import type { GuidePageText } from "~/modules/passport-guides/guide-page-text";
import type { GuideSection, GuideVisa, WordedPassportGuide } from "~/modules/passport-guides/guide-wording";

interface PassportGuideArticleProps {
  guide: WordedPassportGuide;
  crumbs: Crumb[];
  text: GuidePageText;
}

function OfficialLink({ visa, text }: { visa: GuideVisa; text: GuidePageText }) {
  return (
    <a
      href={visa.visa.officialUrl}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 font-semibold text-ocean-700 underline underline-offset-2 hover:text-ocean-900"
    >
      {text.officialPage}
      <span className="sr-only"> {visa.officialFor}</span>
      <ExternalLinkIcon className="size-4" aria-hidden="true" />
    </a>
  );
}

/** A visa's figures as the result lists them: what each is, and its value. */
function Figures({ visa }: { visa: GuideVisa }) {
  if (visa.visa.figures.length === 0) return null;
  return (
    <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      {visa.visa.figures.map((figure) => (
        <div key={figure.label} className="contents">
          <dt className="font-semibold text-slate-900">{figure.label}</dt>
          <dd className="text-slate-800">{figure.text}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One purpose of a trip: the visa the checker names, why, its figures, what to do next, what else may do, and its notes. */
function Answer({ section, text, depth }: { section: GuideSection; text: GuidePageText; depth: 2 | 3 }) {
  const { outcome, visa } = section;
  const Heading = depth === 2 ? "h2" : "h3";
  return (
    <section id={section.id} aria-labelledby={`${section.id}-heading`} className="rounded-xl border border-slate-200 bg-white p-5 text-slate-800" data-purpose={section.id} data-visa={visa?.visa.id ?? "none"}>
      <Heading id={`${section.id}-heading`} className="text-xl font-bold text-balance text-slate-900">
        {section.heading}
      </Heading>
      {visa && <p className="mt-2 text-lg font-bold text-ocean-900">{visa.visa.name}</p>}
      <p className="mt-2">{outcome.why}</p>
      {visa && (
        <>
          <p className="mt-2 text-slate-700">{visa.visa.summary}</p>
          <Figures visa={visa} />
          <p className="mt-3 text-sm" data-next-step>
            <span className="font-semibold text-slate-900">{text.nextStep} </span>
            {visa.visa.nextStep} <OfficialLink visa={visa} text={text} />
          </p>
        </>
      )}
      {section.alternatives.map((alternative) => (
        <div key={alternative.visa.id} className="mt-4 border-t border-slate-200 pt-4 text-sm" data-alternative={alternative.visa.id}>
          <p>
            <span className="font-semibold text-slate-900">{alternative.heading}</span> {alternative.when}
          </p>
          <Figures visa={alternative} />
          <p className="mt-1">
            <OfficialLink visa={alternative} text={text} />
          </p>
        </div>
      ))}
      {outcome.notes.map((note) => (
        <p key={note.text} className="mt-4 text-sm text-slate-700">
          {note.text}{" "}
          {note.link && (
            <a href={note.link.href} target="_blank" rel="noopener noreferrer" className="text-ocean-700 underline underline-offset-2">
              {note.link.label}
              <span className="sr-only"> {text.newTab}</span>
            </a>
          )}
        </p>
      ))}
    </section>
  );
}

/** A part of the guide under its heading, linked from 'On this page'. */
function Part({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-2xl font-bold text-balance text-slate-900">
        {heading}
      </h2>
      {children}
    </section>
  );
}

/**
 * A passport's guide: the answer for each purpose of a visit, where other trips are sent, how to apply,
 * the figures' sources with the day each was checked, the questions, and the checker with the passport
 * chosen. Every text arrives worded; nothing here needs the browser.
 */
export function PassportGuideArticle({ guide, crumbs, text }: PassportGuideArticleProps) {
  const contents = [
    ...guide.purposes.map((section) => ({ id: section.id, heading: section.heading })),
    { id: "other-trips", heading: text.pointers },
    { id: "how-to-apply", heading: text.apply },
    { id: "figure-sources", heading: text.sources },
    { id: "questions", heading: text.faq },
  ];
  return (
    <article className="mx-auto max-w-6xl px-4 py-10 sm:px-6" data-passport-guide={guide.passport}>
      <Breadcrumbs crumbs={crumbs} />
      <header className="mt-6 max-w-3xl">
        <h1 className="text-4xl font-extrabold tracking-tight text-balance text-ocean-900">{guide.title}</h1>
        <p className="mt-4 text-lg text-slate-700">{guide.lead}</p>
        <p className="mt-3 text-sm text-slate-600">{guide.assumes}</p>
      </header>

      <div className="mt-10 grid gap-10 lg:grid-cols-[1fr_20rem]">
        <aside aria-labelledby="glance-heading" className="lg:col-start-2 lg:row-start-1">
          <div className="rounded-2xl border border-slate-200 bg-ocean-50 p-6 shadow-sm lg:sticky lg:top-24">
            <h2 id="glance-heading" className="text-lg font-bold text-slate-900">
              {text.glance}
            </h2>
            <GlanceList rows={guide.glance} />
            <FigureCheckNotes checks={guide.figureChecks} className="mt-3" />
            <nav aria-labelledby="contents-heading" className="mt-6 border-t border-ocean-200 pt-4">
              <h2 id="contents-heading" className="text-sm font-semibold tracking-wide text-slate-700">
                {text.onThisPage}
              </h2>
              <ContentsList items={contents} />
            </nav>
          </div>
        </aside>

        <div className="min-w-0 space-y-10 lg:col-start-1 lg:row-start-1">
          <div className="space-y-6">
            {guide.purposes.map((section) => (
              <Answer key={section.id} section={section} text={text} depth={2} />
            ))}
          </div>

          <Part id="other-trips" heading={text.pointers}>
            <p className="mt-2 text-slate-700">{text.pointersIntro}</p>
            <div className="mt-4 space-y-4">
              {guide.pointers.map((section) => (
                <Answer key={section.id} section={section} text={text} depth={3} />
              ))}
            </div>
          </Part>

          <Part id="how-to-apply" heading={text.apply}>
            <ol className="mt-4 list-decimal space-y-2 pl-6 text-slate-800">
              {guide.apply.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <p className="mt-3">
              <a href={guide.apply.officialUrl} target="_blank" rel="noopener noreferrer" className="font-semibold text-ocean-700 underline underline-offset-2">
                {guide.apply.visa}
                <span className="sr-only"> {text.newTab}</span>
              </a>
            </p>
          </Part>

          <Part id="figure-sources" heading={text.sources}>
            <p className="mt-2 text-slate-700">{text.sourcesIntro}</p>
            <ul className="mt-3 space-y-2 text-sm text-slate-700">
              {guide.sources.map((source) => (
                <li key={`${source.url} ${source.name}`} data-source={source.url}>
                  {text.sourceLabel}{" "}
                  <a href={source.url} rel="noopener noreferrer" className="text-ocean-700 underline underline-offset-2 hover:text-ocean-900">
                    {source.name}
                  </a>
                  {source.dated && <> ({source.dated})</>}
                  {source.indexedEachJuly && <>; {source.indexedEachJuly}</>}
                  <br />
                  <time dateTime={source.checkedOn} className="text-slate-600">
                    {source.checked}
                  </time>
                </li>
              ))}
            </ul>
          </Part>

          <Part id="questions" heading={text.faq}>
            <dl className="mt-4 space-y-4">
              {guide.faq.map((item) => (
                <div key={item.q}>
                  <dt className="font-semibold text-slate-900">{item.q}</dt>
                  <dd className="mt-1 text-slate-700">{item.a}</dd>
                </div>
              ))}
            </dl>
          </Part>
        </div>
      </div>

      <CheckCta className="mt-12" title={text.ctaTitle} text={text.ctaText} button={text.ctaButton} to={guide.checkPath} />
    </article>
  );
}
