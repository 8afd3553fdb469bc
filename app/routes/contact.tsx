import { data } from "react-router";
import { ContactForm } from "~/components/contact/contact-form";
import { getDb } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { submitContactMessage } from "~/modules/contact/contact.server";
import { clientAddress, TOO_MANY_REQUESTS } from "~/modules/mail/rate-limit.server";
import type { Route } from "./+types/contact";

export function loader() {
  return { supportEmail: getEnv().SUPPORT_EMAIL };
}

/** Stores the message for the admin inbox and e-mails it to the support mailbox. */
export async function action({ request }: Route.ActionArgs) {
  const form = Object.fromEntries(await request.formData());
  const result = await submitContactMessage(getDb(), form, { clientAddress: clientAddress(request) });
  if (result.status === "sent") {
    return { ok: true as const, name: result.name };
  }
  if (result.status === "rate-limited") {
    return data({ ok: false as const, error: TOO_MANY_REQUESTS, fieldErrors: {}, values: {} }, { status: 429 });
  }
  const text = (name: string) => (typeof form[name] === "string" ? form[name].slice(0, 5000) : "");
  return data(
    {
      ok: false as const,
      error: { title: "Please check the form", message: Object.values(result.fieldErrors)[0] ?? "Please try again." },
      fieldErrors: result.fieldErrors,
      values: { name: text("name"), email: text("email"), phone: text("phone"), message: text("message") },
    },
    { status: 400 },
  );
}

export function meta() {
  return [
    { title: "Contact Us | Australia Visa Check" },
    { name: "description", content: "Questions about the free visa eligibility check, the template or a consultation? Send us a message." },
  ];
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  return <ContactForm supportEmail={loaderData.supportEmail} result={actionData} />;
}
