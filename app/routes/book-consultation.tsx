import { redirect } from "react-router";
import { BookingForm } from "~/components/payments/booking-form";
import { ConsultationUnavailable } from "~/components/payments/consultation-unavailable";
import { getDb } from "~/lib/db.server";
import { consultationOffer } from "~/modules/agents/consultation-offer.server";
import { agentCardWords } from "~/modules/agents/agent-card-words.server";
import { newSubmissionToken, submissionToken } from "~/lib/forms/once.server";
import { parseForm } from "~/lib/forms/parse-form.server";
import { clientAddress } from "~/lib/http/client-address.server";
import { privatePageHeaders } from "~/lib/http/private-page-headers";
import { hitFairLimits, retryAfterHeaders } from "~/modules/rate-limits/fair-limits.server";
import { TOO_MANY_REQUESTS } from "~/modules/rate-limits/rate-limit.server";
import { formFailure } from "~/lib/forms/reply.server";
import { startCheckoutOnce } from "~/modules/payments/checkout-form.server";
import { bookingSchema } from "~/modules/payments/checkout-schema";
import { getStripe } from "~/modules/payments/stripe.server";
import { documentTitle } from "~/lib/seo";
import { serverTranslator } from "~/modules/i18n/catalogs.server";
import { formFieldErrors, formNotice } from "~/modules/i18n/form-words";
import { localeOfPath } from "~/modules/i18n/locales";
import { localizedLinksFromRoot } from "~/modules/i18n/page-seo";
import type { Route } from "./+types/book-consultation";

/** A refused post keeps its Retry-After without JavaScript; no cache keeps a person's answer. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return privatePageHeaders(actionHeaders);
}

/** Validates the booking and starts its checkout: a 303 to the payment page, or the problems to show. */
export async function action({ request, context, url }: Route.ActionArgs) {
  const submission = await parseForm(request, bookingSchema(new Date()));
  // The answer in the page's language: the toast, the alert and the messages under the fields.
  const t = await serverTranslator(localeOfPath(url.pathname));
  if (!submission.ok) return formFailure(submission, { fieldErrors: formFieldErrors(submission.fieldErrors, t) });
  const limit = await hitFairLimits(getDb(), "booking", clientAddress(context));
  if (!limit.allowed) {
    return formFailure(submission, { formError: formNotice(TOO_MANY_REQUESTS, t), fieldErrors: {}, status: 429, headers: retryAfterHeaders(limit) });
  }
  const result = await startCheckoutOnce({ db: getDb(), stripe: getStripe(), locale: localeOfPath(url.pathname) }, { ...submission.data, product: "consultation" }, submissionToken(submission.formData));
  if (result.ok) throw redirect(result.url, 303);
  return formFailure(submission, { formError: formNotice(result.error, t), fieldErrors: formFieldErrors(result.fieldErrors ?? {}, t), status: result.status });
}

export async function loader({ url }: Route.LoaderArgs) {
  const { agents, offered } = await consultationOffer(getDb());
  const t = await serverTranslator(localeOfPath(url.pathname));
  // ?agent=<id> preselects an agent (an unknown one falls back to any available agent).
  const asked = url.searchParams.get("agent");
  const preselected = agents.some((agent) => agent.id === asked) ? (asked ?? undefined) : undefined;
  // A new one-time token with every render of the form, so each booking opens one checkout.
  return {
    agents,
    cardWords: agentCardWords(agents, t),
    offered,
    preselected,
    submissionToken: newSubmissionToken(),
    title: documentTitle(t("booking.meta.title")),
    description: t("booking.meta.description"),
  };
}

export function meta({ loaderData: data, matches, location }: Route.MetaArgs) {
  return [
    ...localizedLinksFromRoot(matches, "/book-consultation", localeOfPath(location.pathname)),
    { title: data?.title },
    { name: "description", content: data?.description },
  ];
}

/** The booking form in the page's language (where the result's offer leads), posting to this route's action. */
export default function BookConsultation({ loaderData, actionData }: Route.ComponentProps) {
  return loaderData.offered ? (
    <BookingForm
      reply={actionData}
      agents={loaderData.agents}
      cardWords={loaderData.cardWords}
      preselected={loaderData.preselected}
      submissionToken={loaderData.submissionToken}
    />
  ) : (
    <ConsultationUnavailable />
  );
}
