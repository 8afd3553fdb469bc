import { redirect } from "react-router";
import { BookingForm } from "~/components/payments/booking-form";
import { ConsultationUnavailable } from "~/components/payments/consultation-unavailable";
import { getDb } from "~/lib/db.server";
import { consultationOffer } from "~/modules/agents/consultation-offer.server";
import { englishExperienceTexts } from "~/modules/agents/english-experience.server";
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
import { EnglishOnlyContent } from "~/components/content/english-only-notice";
import { localeOfPath } from "~/modules/i18n/locales";
import { localizedLinksFromRoot } from "~/modules/i18n/page-seo";
import type { Route } from "./+types/book-consultation";

/** A refused post keeps its Retry-After without JavaScript; no cache keeps a person's answer. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return privatePageHeaders(actionHeaders);
}

/** Validates the booking and starts its checkout: a 303 to the payment page, or the problems to show. */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = await parseForm(request, bookingSchema(new Date()));
  if (!submission.ok) return formFailure(submission);
  const limit = await hitFairLimits(getDb(), "booking", clientAddress(context));
  if (!limit.allowed) return formFailure(submission, { formError: TOO_MANY_REQUESTS, fieldErrors: {}, status: 429, headers: retryAfterHeaders(limit) });
  const result = await startCheckoutOnce({ db: getDb(), stripe: getStripe() }, { ...submission.data, product: "consultation" }, submissionToken(submission.formData));
  if (result.ok) throw redirect(result.url, 303);
  return formFailure(submission, { formError: result.error, fieldErrors: result.fieldErrors ?? {}, status: result.status });
}

export async function loader({ url }: Route.LoaderArgs) {
  const { agents, offered } = await consultationOffer(getDb());
  // ?agent=<id> preselects an agent (an unknown one falls back to any available agent).
  const asked = url.searchParams.get("agent");
  const preselected = agents.some((agent) => agent.id === asked) ? (asked ?? undefined) : undefined;
  // A new one-time token with every render of the form, so each booking opens one checkout.
  return { agents, experienceTexts: englishExperienceTexts(agents), offered, preselected, submissionToken: newSubmissionToken() };
}

export function meta({ matches, location }: Route.MetaArgs) {
  return [
    ...localizedLinksFromRoot(matches, "/book-consultation", localeOfPath(location.pathname)),
    { title: "Book a Consultation | Australia Visa Check" },
    { name: "description", content: "Book a 60-minute consultation with a registered migration agent about your Australian visitor visa." },
  ];
}

/**
 * The booking form, in English for now. Under a language's prefix ('/ja/book-consultation', where the
 * result's offer leads) the layout is in that language, a notice in it says the page is in English, and
 * the form, marked as English, posts to the same address as ever: this route's action.
 */
export default function BookConsultation({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <EnglishOnlyContent kind="page" noticeClassName="mx-auto max-w-xl px-4 pt-8">
      {loaderData.offered ? (
        <BookingForm reply={actionData} agents={loaderData.agents} experienceTexts={loaderData.experienceTexts} preselected={loaderData.preselected} submissionToken={loaderData.submissionToken} />
      ) : (
        <ConsultationUnavailable />
      )}
    </EnglishOnlyContent>
  );
}
