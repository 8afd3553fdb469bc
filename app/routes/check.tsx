import type { ShouldRevalidateFunctionArgs } from "react-router";
import { CheckerSection } from "~/components/eligibility/checker-section";
import { ResultView } from "~/components/eligibility/result-view";
import { getDb } from "~/lib/db.server";
import { consultationOffer } from "~/modules/agents/consultation-offer.server";
import { documentTitle } from "~/lib/seo";
import { resolveCheckRequest } from "~/modules/eligibility/check-request";
import { parseTripOnServer } from "~/modules/trip/trip-schema";
import { australianToday } from "~/lib/calendar-date";
import { serverTranslator } from "~/modules/i18n/catalogs.server";
import { localeOfPath } from "~/modules/i18n/locales";
import type { Route } from "./+types/check";

/**
 * The checker without JavaScript: each step is a GET form whose query carries the answers; this
 * loader works out the next step or the result. Nothing is stored, and the request log records the
 * path only, never the query.
 */
export async function loader({ url }: Route.LoaderArgs) {
  // The agents go with the page so the result rendered here lists them without a second request.
  const locale = localeOfPath(url.pathname);
  const t = await serverTranslator(locale);
  const { agents, offered } = await consultationOffer(getDb());
  const request_ = resolveCheckRequest(url.searchParams);
  // The trip (optional) under a result, read with the server's checks on the day in Australia the page is made.
  const today = australianToday();
  const trip = parseTripOnServer(url.searchParams, today, request_.answers.passport);
  return { ...request_, trip, today, agents, consultationOffered: offered, title: documentTitle(t("checker.heading")) };
}

export function headers() {
  // The page holds a person's answers: no shared cache may keep it.
  return { "Cache-Control": "private, no-store" };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData?.title ?? documentTitle("Visitor Visa Eligibility Check") },
    { name: "robots", content: "noindex" },
  ];
}

/** With JavaScript the wizard keeps its steps in browser history, so the loader need not run again. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.search === nextUrl.search ? false : defaultShouldRevalidate;
}

export default function Check({ loaderData }: Route.ComponentProps) {
  // The server renders the result here for people without JavaScript, so its code is part of this page.
  return <CheckerSection initial={loaderData} headingLevel={1} resultView={ResultView} />;
}
