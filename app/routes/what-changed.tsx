import { FigureCheckNote } from "~/components/content/figure-check-note";
import { getDb } from "~/lib/db.server";
import { getPublicConfig } from "~/lib/public-config.server";
import { figuresToCheck } from "~/modules/figures/figure-check-wording";
import { figureLabels } from "~/modules/figures/figure-labels";
import { publicChanges } from "~/modules/figures/figures-store.server";
import { publicChange } from "~/modules/figures/public-changes";
import { serverTranslator } from "~/modules/i18n/catalogs.server";
import { formatDate } from "~/modules/i18n/format";
import { localeOfPath } from "~/modules/i18n/locales";
import { localizedSeoMeta } from "~/modules/i18n/page-seo";
import type { Route } from "./+types/what-changed";

// The page's words are put in its language here, on the server; the entries themselves are English data.
export async function loader({ url }: Route.LoaderArgs) {
  const locale = localeOfPath(url.pathname);
  const t = await serverTranslator(locale);
  const changes = (await publicChanges(getDb())).map(publicChange);
  return {
    meta: localizedSeoMeta({
      path: "/what-changed",
      title: t("changes.meta.title"),
      description: t("changes.meta.description"),
      origin: getPublicConfig().origin,
      locale,
      t,
    }),
    toCheck: figuresToCheck(t, locale).map(({ key, wording }) => ({ key, title: figureLabels[key], wording })),
    entries: changes.map((change) => ({
      id: change.id,
      date: change.date,
      dateText: t("changes.entry.effective", { date: formatDate(change.date, locale) }),
      kind: change.kind === "figure" ? t("changes.entry.figure") : t("changes.entry.rule"),
      title: change.title,
      fromTo: change.from !== null && change.to !== null ? t("changes.entry.from-to", { from: change.from, to: change.to }) : null,
      source: change.source,
      note: change.note,
    })),
    text: {
      title: t("changes.title"),
      intro: t("changes.intro"),
      follow: t("changes.follow"),
      feed: t("changes.feed"),
      json: t("changes.json"),
      toCheckTitle: t("changes.to-check.title"),
      toCheckIntro: t("changes.to-check.intro"),
      listTitle: t("changes.list.title"),
      englishNote: locale === "en" ? null : t("changes.english-note"),
      source: t("changes.entry.source"),
      empty: t("changes.empty"),
    },
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData.meta;
}

export default function WhatChanged({ loaderData }: Route.ComponentProps) {
  const { toCheck, entries, text } = loaderData;
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <header>
        <h1 className="text-4xl font-extrabold tracking-tight text-ocean-900">{text.title}</h1>
        <p className="mt-4 text-lg text-slate-700">{text.intro}</p>
        <p className="mt-3 text-slate-700">
          {text.follow}{" "}
          <a href="/what-changed/feed.atom" type="application/atom+xml" className="font-medium text-ocean-700 underline underline-offset-2">
            {text.feed}
          </a>
          {" · "}
          <a href="/api/changes" type="application/json" className="font-medium text-ocean-700 underline underline-offset-2">
            {text.json}
          </a>
        </p>
      </header>

      {toCheck.length > 0 ? (
        <section aria-labelledby="figures-to-check" className="mt-10">
          <h2 id="figures-to-check" className="text-2xl font-bold text-ocean-900">
            {text.toCheckTitle}
          </h2>
          <p className="mt-2 text-slate-700">{text.toCheckIntro}</p>
          <ul className="mt-4 grid gap-3">
            {toCheck.map((figure) => (
              <li key={figure.key} data-figure-check={figure.key}>
                <p lang="en" className="font-medium text-slate-900">
                  {figure.title}
                </p>
                <FigureCheckNote wording={figure.wording} className="mt-1" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="changes-list" className="mt-10">
        <h2 id="changes-list" className="text-2xl font-bold text-ocean-900">
          {text.listTitle}
        </h2>
        {text.englishNote ? <p className="mt-2 text-sm text-slate-600">{text.englishNote}</p> : null}
        {entries.length === 0 ? (
          <p className="mt-4 text-slate-700">{text.empty}</p>
        ) : (
          <ol className="mt-4 grid gap-4">
            {entries.map((entry) => (
              <li key={entry.id} id={entry.id} data-change={entry.id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                <p className="text-sm font-semibold text-ocean-700">
                  {entry.kind} · <time dateTime={entry.date}>{entry.dateText}</time>
                </p>
                <h3 lang="en" className="mt-1 text-lg font-semibold text-slate-900">
                  {entry.title}
                </h3>
                {entry.fromTo ? <p className="mt-1 text-slate-800">{entry.fromTo}</p> : null}
                {entry.note ? (
                  <p lang="en" className="mt-2 text-slate-700">
                    {entry.note}
                  </p>
                ) : null}
                {entry.source ? (
                  <p className="mt-2 text-sm text-slate-700">
                    {text.source}{" "}
                    <a href={entry.source.url} lang="en" className="underline underline-offset-2" rel="noreferrer">
                      {entry.source.name}
                    </a>
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
