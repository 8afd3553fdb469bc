import { data } from "react-router";
import { DemoCheckoutCard } from "~/components/payments/demo-checkout-card";
import { getDb } from "~/lib/db.server";
import { parseForm } from "~/lib/forms/parse-form.server";
import { NO_STORE, privateRedirect } from "~/lib/http/private-page-headers";
import { problemResponse, problems } from "~/lib/http/problem";
import { z } from "~/lib/zod";
import { isLocale, type Locale } from "~/modules/i18n/locales";
import { successPathFor } from "~/modules/payments/checkout.server";
import { findDemoCheckout, payDemoCheckout } from "~/modules/payments/demo.server";
import { cancelCheckout } from "~/modules/payments/lifecycle.server";
import { getStripe } from "~/modules/payments/stripe.server";
import type { Route } from "./+types/checkout.demo";

/** A demo session that was cancelled or left open too long cannot be paid, as on Stripe. */
const CHECKOUT_CLOSED = {
  status: 410,
  title: "Checkout Closed",
  message: "This checkout was cancelled or has expired. Nothing was charged; start again from the home page.",
};

/** The language of the pages the checkout returns to (`?lang=`, set when it was opened); English otherwise. */
const returnLanguage = (url: URL): Locale => {
  const lang = url.searchParams.get("lang");
  return isLocale(lang) ? lang : "en";
};

/** The demo checkout exists only while no Stripe key is configured. */
async function demoCheckout(sessionId: string, locale: Locale) {
  if (getStripe()) throw data(null, { status: 404 });
  const checkout = await findDemoCheckout(getDb(), sessionId, locale);
  if (!checkout) throw data(null, { status: 404 });
  return checkout;
}

/** One buyer's checkout: no cache keeps it. */
export function headers() {
  return NO_STORE;
}

export async function loader({ params, url }: Route.LoaderArgs) {
  const locale = returnLanguage(url);
  const checkout = await demoCheckout(params.sessionId, locale);
  if (checkout.paid) throw privateRedirect(successPathFor(encodeURIComponent(checkout.sessionId), locale));
  if (!checkout.open) throw problemResponse(CHECKOUT_CLOSED);
  return { checkout };
}

const demoChoice = z.object({ intent: z.enum(["pay", "cancel"]) });

export async function action({ request, params, url }: Route.ActionArgs) {
  const locale = returnLanguage(url);
  const checkout = await demoCheckout(params.sessionId, locale);
  const submission = await parseForm(request, demoChoice);
  if (!submission.ok) throw problemResponse(problems.badRequest("Choose Pay or Cancel."));
  if (submission.data.intent === "cancel") {
    // Cancelled here, by the POST: the cancel page itself changes nothing (anyone may open its link).
    await cancelCheckout(getDb(), checkout.record);
    throw privateRedirect(checkout.cancelPath, { status: 303 });
  }
  if (!checkout.open && !checkout.paid) throw problemResponse(CHECKOUT_CLOSED);
  const next = await payDemoCheckout(getDb(), checkout.sessionId, locale);
  throw privateRedirect(next ?? "/payment/cancel", { status: 303 });
}

export function meta() {
  return [{ title: "Demo Checkout | Australia Visa Check" }, { name: "robots", content: "noindex" }];
}

export default function DemoCheckout({ loaderData }: Route.ComponentProps) {
  return <DemoCheckoutCard checkout={loaderData.checkout} />;
}
