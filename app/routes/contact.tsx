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
import { documentTitle } from "~/lib/seo";
import { serverTranslator } from "~/modules/i18n/catalogs.server";
import { formFieldErrors, formNotice, formText } from "~/modules/i18n/form-words";
import { localeOfPath } from "~/modules/i18n/locales";
import { localizedLinksFromRoot } from "~/modules/i18n/page-seo";
import type { Route } from "./+types/contact";

const pageTranslator = (url: URL) => serverTranslator(localeOfPath(url.pathname));

export async function loader({ url }: Route.LoaderArgs) {
  const t = await pageTranslator(url);
  return {
    supportEmail: businessIdentity()?.supportEmail ?? null,
    // A new one-time token with every render of the form, so each message is posted (and stored) once.
    submissionToken: newSubmissionToken(),
    title: documentTitle(t("contact.meta.title")),
    description: t("contact.meta.description"),
  };
}

/** The answer to a post names the sender: no cache keeps it, and a 429 keeps its Retry-After without JavaScript. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return privatePageHeaders(actionHeaders);
}

/** Stores the message for the admin inbox and e-mails it to the support mailbox. */
export async function action({ request, context, url }: Route.ActionArgs) {
  const submission = await parseForm(request, contactSchema);
  // The answer in the page's language: the toast, the alert and the messages under the fields.
  const t = await pageTranslator(url);
  if (!submission.ok) {
    const fieldErrors = formFieldErrors(submission.fieldErrors, t);
    const first = Object.values(fieldErrors)[0] ?? formText("Please try again.", t);
    return formFailure(submission, { fieldErrors, formError: { title: formText("Please check the form", t), message: first } });
  }
  const result = await submitContactMessage(getDb(), submission.data, {
    clientAddress: clientAddress(context),
    submissionToken: submissionToken(submission.formData),
  });
  if (result.status === "rate-limited") {
    return formFailure(submission, { formError: formNotice(TOO_MANY_REQUESTS, t), status: 429, headers: retryAfterHeaders({ allowed: false, ...result }) });
  }
  return formSuccess({ name: result.name });
}

export function meta({ loaderData: data, matches, location }: Route.MetaArgs) {
  return [
    ...localizedLinksFromRoot(matches, "/contact", localeOfPath(location.pathname)),
    { title: data?.title },
    { name: "description", content: data?.description },
  ];
}

/** The contact form in the page's language, posting to this route's action under the same address. */
export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  return <ContactForm supportEmail={loaderData.supportEmail} submissionToken={loaderData.submissionToken} reply={actionData} />;
}
