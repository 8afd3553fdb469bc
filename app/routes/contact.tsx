import { ContactForm } from "~/components/contact/contact-form";
import { getDb } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { parseForm } from "~/lib/forms/parse-form.server";
import { formFailure, formSuccess } from "~/lib/forms/reply.server";
import { clientAddress } from "~/lib/http/client-address.server";
import { businessIdentity } from "~/modules/business/identity.server";
import { contactSchema } from "~/modules/contact/contact-schema";
import { submitContactMessage } from "~/modules/contact/contact.server";
import { TOO_MANY_REQUESTS } from "~/modules/mail/rate-limit.server";
import { canonicalFromRoot } from "~/lib/seo";
import type { Route } from "./+types/contact";

export function loader() {
  return { supportEmail: businessIdentity()?.supportEmail ?? null };
}

/** Stores the message for the admin inbox and e-mails it to the support mailbox. */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = await parseForm(request, contactSchema);
  if (!submission.ok) {
    const first = Object.values(submission.fieldErrors)[0] ?? "Please try again.";
    return formFailure(submission, { formError: { title: "Please check the form", message: first } });
  }
  const result = await submitContactMessage(getDb(), submission.data, {
    // The per-address limit applies behind a trusted proxy, as it always has; without one it is
    // part of the per-client limits still to be made fair for both set-ups.
    clientAddress: getEnv().TRUST_PROXY > 0 ? clientAddress(context) : undefined,
  });
  if (result.status === "rate-limited") return formFailure(submission, { formError: TOO_MANY_REQUESTS, status: 429 });
  return formSuccess({ name: result.name });
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...canonicalFromRoot(matches, "/contact"),
    { title: "Contact Us | Australia Visa Check" },
    { name: "description", content: "Questions about the free visa eligibility check, the template or a consultation? Send us a message." },
  ];
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  return <ContactForm supportEmail={loaderData.supportEmail} reply={actionData} />;
}
