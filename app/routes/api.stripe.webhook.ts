import { getDb } from "~/lib/db.server";
import { getEnv } from "~/lib/env.server";
import { readBodyText } from "~/lib/forms/read-body.server";
import { handleStripeWebhook } from "~/modules/payments/webhook.server";
import type { Route } from "./+types/api.stripe.webhook";

/** POST /api/stripe/webhook. The raw body is read first and untouched: Stripe's signature covers its exact bytes. */
export async function action({ request }: Route.ActionArgs) {
  const rawBody = await readBodyText(request);
  if (request.method !== "POST") return Response.json({ error: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
  const result = await handleStripeWebhook(getDb(), getEnv().STRIPE_WEBHOOK_SECRET, rawBody, request.headers.get("stripe-signature"));
  return Response.json(result.body, { status: result.status, headers: { "Cache-Control": "no-store" } });
}

export function loader() {
  return Response.json({ error: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
}
