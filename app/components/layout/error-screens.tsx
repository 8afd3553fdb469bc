import { isRouteErrorResponse } from "react-router";
import { problemOf } from "~/lib/http/problem-body";
import { useI18n } from "~/modules/i18n/i18n";
import { localizePath } from "~/modules/i18n/locales";
import { NotFound } from "./not-found";

/** The screen the layout shows for an error: the 404 screen, or what went wrong. */
export default function ErrorScreens({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return <ErrorScreen error={error} />;
}

/** Problems (too large, malformed, database unavailable) say what happened in their own words; anything else in the page's language. */
function ErrorScreen({ error }: { error: unknown }) {
  const { locale, t } = useI18n();
  const problem = isRouteErrorResponse(error) ? problemOf(error.data) : undefined;
  const title = problem?.title ?? t("notfound.error.title");
  const message = problem?.message ?? (isRouteErrorResponse(error) && error.status === 503 ? t("notfound.error.unavailable") : t("notfound.error.text"));
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-700">{message}</p>
      <a href={localizePath("/", locale)} className="mt-8 inline-block font-semibold text-ocean-700 underline">
        {t("notfound.home")}
      </a>
    </section>
  );
}
