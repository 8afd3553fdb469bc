import crypto from "node:crypto";
import type { Kysely } from "kysely";
import type Stripe from "stripe";
import type { Database } from "~/lib/db-schema";
import { getEnv } from "~/lib/env.server";
import { findBookableAgent, type AgentAudience } from "~/modules/agents/agents.server";
import { agentAudience, consultationOffer } from "~/modules/agents/consultation-offer.server";
import { ANY_AGENT } from "~/modules/agents/register";
import { AGENT_UNKNOWN, CONSULTATION_NOT_OFFERED, type ConsultationCheckout, type TemplateCheckout } from "./checkout-schema";
import { localizePath, type Locale } from "~/modules/i18n/locales";
import { templateTitles } from "~/modules/template-pdf/template-content";
import { cancelPathFor, type RecordTable } from "./lifecycle.server";
import { answersForOrder } from "./order-answers.server";
import { checkoutMetadata, productFor, type ProductEntry } from "./product-registry.server";
import { checkoutLineName } from "./products";

export interface CheckoutDeps {
  db: Kysely<Database>;
  /** Null runs the demo checkout. */
  stripe: Stripe | null;
  now?: Date;
  /** Whether sample agent profiles may be booked; unset, as this installation's business details say. */
  audience?: AgentAudience;
  /** The language the visitor pays in: Stripe's page and the pages it returns to are in it (English when unset). */
  locale?: Locale;
}

export interface StartedCheckout {
  /** Where to send the visitor: Stripe's hosted page, or the site's demo checkout. */
  url: string;
  sessionId: string;
}

export const DEMO_SESSION_PREFIX = "cs_demo_";

/** Stripe's limit for client_reference_id. */
const CLIENT_REFERENCE_MAX = 200;

/**
 * Stripe Checkout's name of each language; it offers no Hindi, so there the buyer's browser chooses
 * (Stripe's `auto`).
 */
const stripeLocales: Readonly<Record<Locale, Stripe.Checkout.SessionCreateParams.Locale>> = {
  en: "en",
  "zh-hans": "zh",
  "zh-hant": "zh-TW",
  ja: "ja",
  ko: "ko",
  hi: "auto",
  id: "id",
  vi: "vi",
};

/** Where a checkout returns, in the visitor's language. */
export function successPathFor(sessionId: string, locale: Locale = "en"): string {
  return `${localizePath("/payment/success", locale)}?session_id=${sessionId}`;
}

/** The cancel link names its row, so coming back through it marks the row cancelled. */
function returnUrls(table: RecordTable, id: string, locale: Locale) {
  const base = getEnv().PUBLIC_URL;
  return {
    success_url: `${base}${successPathFor("{CHECKOUT_SESSION_ID}", locale)}`,
    cancel_url: `${base}${localizePath(cancelPathFor(table, id), locale)}`,
  };
}

/** One line at the server's price; a guide's line names the visa it is for on the checkout page. */
function lineItem(product: ProductEntry, name: string): Stripe.Checkout.SessionCreateParams.LineItem {
  return {
    quantity: 1,
    price_data: {
      currency: product.price.currency,
      unit_amount: product.price.amountCents,
      product_data: { name, description: product.price.description },
    },
  };
}

/** The demo checkout is English; it carries the visitor's language to the pages it returns to. */
function demoSession(locale: Locale): StartedCheckout {
  const sessionId = `${DEMO_SESSION_PREFIX}${crypto.randomBytes(18).toString("base64url")}`;
  return { sessionId, url: `/checkout/demo/${sessionId}${locale === "en" ? "" : `?lang=${locale}`}` };
}

/** What a product puts into its Checkout Session besides the price: the line's name, who pays, and its own metadata. */
export interface CheckoutPlan {
  lineName: string;
  email: string;
  clientReference: string;
  /** Extra metadata the product wants on the session; `kind` and the row's id are always added. */
  metadata?: Record<string, string>;
}

/**
 * Opens the Checkout Session for a product's recorded row and links the two. The session's metadata and
 * the PaymentIntent's (which Stripe passes on to the charge, so a refund names the row too) say which
 * product and row it pays for. If Stripe refuses, the row is marked failed and the error goes to the
 * caller, which shows it to the visitor.
 */
export async function openProductCheckout(deps: CheckoutDeps, product: ProductEntry, id: string, plan: CheckoutPlan): Promise<StartedCheckout> {
  const { table } = product;
  const locale = deps.locale ?? "en";
  const metadata = checkoutMetadata(product, id, plan.metadata);
  let started: StartedCheckout;
  try {
    if (deps.stripe) {
      const params: Stripe.Checkout.SessionCreateParams = {
        mode: "payment",
        line_items: [lineItem(product, plan.lineName)],
        customer_email: plan.email,
        client_reference_id: plan.clientReference.slice(0, CLIENT_REFERENCE_MAX),
        metadata,
        payment_intent_data: { metadata },
        locale: stripeLocales[locale],
        ...returnUrls(table, id, locale),
      };
      // A retried request (network hiccup) must not open a second session for the same row.
      const session = await deps.stripe.checkout.sessions.create(params, { idempotencyKey: `checkout-${table}-${id}` });
      if (!session.url) throw new Error("Stripe returned a Checkout Session without a URL");
      started = { url: session.url, sessionId: session.id };
    } else {
      started = demoSession(locale);
    }
  } catch (error) {
    await deps.db.updateTable(table).set({ status: "failed", updated_at: new Date().toISOString() }).where("id", "=", id).execute();
    throw error;
  }
  await deps.db.updateTable(table).set({ checkout_session_id: started.sessionId }).where("id", "=", id).execute();
  return started;
}

/**
 * Starts a template purchase: the order is recorded first (so the payment always has a row to land
 * on), then the Checkout Session is created with the server's price and linked to the order.
 */
/** The checkout columns every product's record starts with: its price, pending, which provider, and when. */
function pendingCheckoutColumns(deps: CheckoutDeps, product: ProductEntry) {
  const now = (deps.now ?? new Date()).toISOString();
  return {
    amount_cents: product.price.amountCents,
    currency: product.price.currency,
    status: "pending" as const,
    provider: deps.stripe ? ("stripe" as const) : ("demo" as const),
    created_at: now,
    updated_at: now,
  };
}

export async function startTemplateCheckout(deps: CheckoutDeps, input: TemplateCheckout): Promise<StartedCheckout> {
  const id = crypto.randomUUID();
  const product = productFor("template");
  const answers = answersForOrder(input.answers, input.template);
  await deps.db
    .insertInto("orders")
    .values({
      id,
      product: product.kind,
      email: input.email,
      stream: input.template,
      ...pendingCheckoutColumns(deps, product),
      answers: answers ? JSON.stringify(answers) : null,
    })
    .execute();

  return openProductCheckout(deps, product, id, {
    lineName: checkoutLineName("template", templateTitles[input.template]),
    email: input.email,
    clientReference: id,
    metadata: { template: input.template },
  });
}

/** The client reference a consultation carries to Stripe: name, phone and preferred date-time together. */
export function consultationReference(input: Pick<ConsultationCheckout, "name" | "phone" | "preferredDateTime">): string {
  return `${input.name} | ${input.phone} | ${input.preferredDateTime}`.slice(0, CLIENT_REFERENCE_MAX);
}

/** The agent a booking names is not (or no longer) bookable: the visitor chooses again. */
export class AgentNotBookableError extends Error {
  constructor() {
    super(AGENT_UNKNOWN);
    this.name = "AgentNotBookableError";
  }
}

/** No agent can be booked on this installation now: nothing is sold. */
export class ConsultationNotOfferedError extends Error {
  constructor() {
    super(CONSULTATION_NOT_OFFERED);
    this.name = "ConsultationNotOfferedError";
  }
}

/** Starts a consultation booking: the booking row first (with the agent chosen, if any), then its Checkout Session. */
export async function startConsultationCheckout(deps: CheckoutDeps, input: ConsultationCheckout): Promise<StartedCheckout> {
  const id = crypto.randomUUID();
  const product = productFor("consultation");
  const audience = deps.audience ?? agentAudience();
  // A real installation sells a consultation only while a real agent is there to give it.
  if (!(await consultationOffer(deps.db, audience)).offered) throw new ConsultationNotOfferedError();
  const agent = input.agent ? await findBookableAgent(deps.db, input.agent, audience) : undefined;
  if (input.agent && !agent) throw new AgentNotBookableError();
  await deps.db
    .insertInto("bookings")
    .values({
      id,
      name: input.name,
      email: input.email,
      phone: input.phone,
      preferred_date_time: input.preferredDateTime,
      time_zone: input.timeZone ?? null,
      agent_id: agent?.id ?? null,
      agent_name: agent?.name ?? null,
      ...pendingCheckoutColumns(deps, product),
    })
    .execute();

  return openProductCheckout(deps, product, id, {
    lineName: checkoutLineName("consultation"),
    email: input.email,
    clientReference: consultationReference(input),
    metadata: {
      preferred_date_time: input.preferredDateTime,
      time_zone: input.timeZone ?? "",
      agent: agent?.name ?? ANY_AGENT.label,
    },
  });
}
