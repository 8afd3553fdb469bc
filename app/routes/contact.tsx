import { ContactForm } from "~/components/contact/contact-form";
import { getDb } from "~/lib/db.server";
import { newSubmissionToken, submissionToken } from "~/lib/forms/once.server";
import { parseForm } from "~/lib/forms/parse-form.server";
import { formFailure, formSuccess } from "~/lib/forms/reply.server";
import { clientAddress } from "~/lib/http/client-address.server";
import { businessIdentity } from "~/modules/business/identity.server";
import { contactSchema } from "~/modules/contact/contact-schema";
import { submitContactMessage } from "~/modules/contact/contact.server";
import { privatePageHeaders } from "~/lib/http/private-page-headers";
import { retryAfterHeaders } from "~/modules/rate-limits/fair-limits.server";
import { TOO_MANY_REQUESTS } from "~/modules/rate-limits/rate-limit.server";
import { EnglishOnlyContent } from "~/components/content/english-only-notice";
import { localeOfPath } from "~/modules/i18n/locales";
import { localizedLinksFromRoot } from "~/modules/i18n/page-seo";
import type { Route } from "./+types/contact";

export function loader() {
  // A new one-time token with every render of the form, so each message is posted (and stored) once.
  return { supportEmail: businessIdentity()?.supportEmail ?? null, submissionToken: newSubmissionToken() };
}

/** The answer to a post names the sender: no cache keeps it, and a 429 keeps its Retry-After without JavaScript. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return privatePageHeaders(actionHeaders);
}

/** Stores the message for the admin inbox and e-mails it to the support mailbox. */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = await parseForm(request, contactSchema);
  if (!submission.ok) {
    const first = Object.values(submission.fieldErrors)[0] ?? "Please try again.";
    return formFailure(submission, { formError: { title: "Please check the form", message: first } });
  }
  const result = await submitContactMessage(getDb(), submission.data, {
    clientAddress: clientAddress(context),
    submissionToken: submissionToken(submission.formData),
  });
  if (result.status === "rate-limited") {
    return formFailure(submission, { formError: TOO_MANY_REQUESTS, status: 429, headers: retryAfterHeaders({ allowed: false, ...result }) });
  }
  return formSuccess({ name: result.name });
}

export function meta({ matches, location }: Route.MetaArgs) {
  return [
    ...localizedLinksFromRoot(matches, "/contact", localeOfPath(location.pathname)),
    { title: "Contact Us | Australia Visa Check" },
    { name: "description", content: "Questions about the free visa eligibility check, the template or a consultation? Send us a message." },
  ];
}

/**
 * The contact form, in English for now. Under a language's prefix ('/ja/contact') the layout is in that
 * language, a notice in it says the page is in English, and the form, marked as English, posts to the same
 * address as ever: this route's action.
 */
export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <EnglishOnlyContent kind="page" noticeClassName="mx-auto max-w-2xl px-4 pt-8">
      <ContactForm supportEmail={loaderData.supportEmail} submissionToken={loaderData.submissionToken} reply={actionData} />
    </EnglishOnlyContent>
  );
}
