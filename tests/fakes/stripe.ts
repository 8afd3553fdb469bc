import crypto from "node:crypto";
import http from "node:http";
import Stripe from "stripe";

/**
 * A local fake of the part of Stripe's HTTP API the site uses: creating and retrieving Checkout
 * Sessions. The real SDK talks to it (point STRIPE_API_BASE at `url`). Tests pay a session with
 * `markPaid` and sign events with Stripe's own test-header helper, exactly as Stripe would.
 */

type FormValue = string | FormValue[] | { [key: string]: FormValue };

export interface FakeSession {
  id: string;
  object: "checkout.session";
  mode: string;
  status: "open" | "complete" | "expired";
  payment_status: "paid" | "unpaid" | "no_payment_required";
  url: string | null;
  amount_total: number;
  amount_subtotal: number;
  currency: string;
  customer_email: string | null;
  customer_details: { email: string } | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  /** The language of Stripe's page, as asked for (null: Stripe's default). */
  locale: string | null;
  created: number;
  livemode: false;
  line_items_created: Array<{ quantity: number; unit_amount: number; currency: string; name: string }>;
  /** Set once paid: the PaymentIntent whose charge a refund event reports. */
  payment_intent: string | null;
  /** `payment_intent_data.metadata` as created; Stripe puts it on the PaymentIntent and so on its charge. */
  payment_intent_metadata: Record<string, string>;
}

export interface RecordedRequest {
  method: string;
  path: string;
  apiVersion: string | undefined;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  body: Record<string, FormValue>;
}

export interface FakeStripe {
  url: string;
  sessions: Map<string, FakeSession>;
  requests: RecordedRequest[];
  /** The next session creation fails with this Stripe error. */
  failNextCreate: (error: { type: string; message: string; status?: number; code?: string }) => void;
  markPaid: (id: string, email?: string) => FakeSession;
  /** Checkout finished but an asynchronous payment method (bank debit) has not settled. */
  markCompletedUnpaid: (id: string) => FakeSession;
  /** A webhook event for a session as Stripe sends it: payload text and a valid Stripe-Signature header. */
  signedEvent: (type: string, sessionId: string, secret: string, eventId?: string) => { payload: string; signature: string; eventId: string };
  /** `charge.refunded` for a paid session's charge, refunded in full unless `amountRefunded` says less. */
  signedRefundEvent: (sessionId: string, secret: string, options?: { amountRefunded?: number; eventId?: string }) => { payload: string; signature: string; eventId: string };
  stop: () => Promise<void>;
}

/** Parses Stripe's form encoding: `a[b][0][c]=1` into nested objects and arrays. */
export function parseStripeForm(body: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const path = rawKey.replace(/\]/g, "").split("[");
    let node: Record<string, FormValue> | FormValue[] = root;
    path.forEach((segment, index) => {
      const last = index === path.length - 1;
      const container = node as Record<string, FormValue>;
      if (last) {
        container[segment] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(path[index + 1] ?? "");
      container[segment] ??= nextIsIndex ? [] : {};
      node = container[segment] as Record<string, FormValue>;
    });
  }
  return root;
}

function stripeError(res: http.ServerResponse, status: number, error: Record<string, string>) {
  res.writeHead(status, { "Content-Type": "application/json", "Request-Id": `req_${crypto.randomBytes(6).toString("hex")}` });
  res.end(JSON.stringify({ error }));
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const sessions = new Map<string, FakeSession>();
  const byIdempotencyKey = new Map<string, FakeSession>();
  const requests: RecordedRequest[] = [];
  let nextError: { type: string; message: string; status?: number; code?: string } | undefined;
  let baseUrl = "";

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", baseUrl);
      const body = parseStripeForm(Buffer.concat(chunks).toString("utf8"));
      const header = (name: string) => {
        const value = req.headers[name];
        return Array.isArray(value) ? value[0] : value;
      };
      requests.push({
        method: req.method ?? "GET",
        path: url.pathname,
        apiVersion: header("stripe-version"),
        idempotencyKey: header("idempotency-key"),
        authorization: header("authorization"),
        body,
      });
      if (!header("authorization")?.startsWith("Bearer sk_test_")) {
        return stripeError(res, 401, { type: "invalid_request_error", message: "You did not provide an API key." });
      }

      if (req.method === "POST" && url.pathname === "/v1/checkout/sessions") {
        if (nextError) {
          const error = nextError;
          nextError = undefined;
          return stripeError(res, error.status ?? 400, { type: error.type, message: error.message, ...(error.code ? { code: error.code } : {}) });
        }
        const key = header("idempotency-key");
        const replay = key ? byIdempotencyKey.get(key) : undefined;
        if (replay) {
          res.writeHead(200, { "Content-Type": "application/json", "Idempotent-Replayed": "true" });
          return res.end(JSON.stringify(replay));
        }
        const items = (body.line_items as Array<Record<string, FormValue>> | undefined) ?? [];
        const lineItems = items.map((item) => {
          const price = item.price_data as Record<string, FormValue>;
          return {
            quantity: Number(item.quantity),
            unit_amount: Number(price.unit_amount),
            currency: String(price.currency),
            name: String((price.product_data as Record<string, FormValue>).name),
          };
        });
        const total = lineItems.reduce((sum, item) => sum + item.quantity * item.unit_amount, 0);
        const id = `cs_test_${crypto.randomBytes(16).toString("hex")}`;
        const session: FakeSession = {
          id,
          object: "checkout.session",
          mode: String(body.mode),
          status: "open",
          payment_status: "unpaid",
          url: `${baseUrl}/c/pay/${id}`,
          amount_total: total,
          amount_subtotal: total,
          currency: lineItems[0]?.currency ?? "aud",
          customer_email: typeof body.customer_email === "string" ? body.customer_email : null,
          customer_details: null,
          client_reference_id: typeof body.client_reference_id === "string" ? body.client_reference_id : null,
          metadata: (body.metadata as Record<string, string> | undefined) ?? {},
          success_url: String(body.success_url),
          cancel_url: String(body.cancel_url),
          locale: typeof body.locale === "string" ? body.locale : null,
          created: Math.floor(Date.now() / 1000),
          livemode: false,
          line_items_created: lineItems,
          payment_intent: null,
          payment_intent_metadata: ((body.payment_intent_data as Record<string, FormValue> | undefined)?.metadata as Record<string, string> | undefined) ?? {},
        };
        sessions.set(id, session);
        if (key) byIdempotencyKey.set(key, session);
        res.writeHead(200, { "Content-Type": "application/json" });
        return res.end(JSON.stringify(session));
      }

      const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
      if (req.method === "GET" && match) {
        const session = sessions.get(decodeURIComponent(match[1] as string));
        if (!session) {
          return stripeError(res, 404, {
            type: "invalid_request_error",
            code: "resource_missing",
            param: "session",
            message: `No such checkout.session: '${match[1]}'`,
          });
        }
        res.writeHead(200, { "Content-Type": "application/json" });
        return res.end(JSON.stringify(session));
      }
      return stripeError(res, 404, { type: "invalid_request_error", message: `Unrecognized request URL (${req.method}: ${url.pathname}).` });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const address = server.address();
  baseUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

  const mustGet = (id: string) => {
    const session = sessions.get(id);
    if (!session) throw new Error(`no fake session ${id}`);
    return session;
  };

  return {
    url: baseUrl,
    sessions,
    requests,
    failNextCreate: (error) => {
      nextError = error;
    },
    markPaid: (id, email) => {
      const session = mustGet(id);
      session.status = "complete";
      session.payment_status = "paid";
      session.payment_intent = `pi_${crypto.randomBytes(12).toString("hex")}`;
      session.url = null;
      session.customer_details = { email: email ?? session.customer_email ?? "buyer@example.com" };
      return session;
    },
    markCompletedUnpaid: (id) => {
      const session = mustGet(id);
      session.status = "complete";
      session.payment_status = "unpaid";
      session.url = null;
      session.customer_details = { email: session.customer_email ?? "buyer@example.com" };
      return session;
    },
    signedEvent: (type, sessionId, secret, eventId = `evt_${crypto.randomBytes(12).toString("hex")}`) => {
      const payload = JSON.stringify({
        id: eventId,
        object: "event",
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        type,
        data: { object: mustGet(sessionId) },
      });
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
      return { payload, signature, eventId };
    },
    signedRefundEvent: (sessionId, secret, options = {}) => {
      const session = mustGet(sessionId);
      if (!session.payment_intent) throw new Error(`fake session ${sessionId} was not paid`);
      const amountRefunded = options.amountRefunded ?? session.amount_total;
      const eventId = options.eventId ?? `evt_${crypto.randomBytes(12).toString("hex")}`;
      const payload = JSON.stringify({
        id: eventId,
        object: "event",
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        type: "charge.refunded",
        data: {
          object: {
            id: `ch_${session.payment_intent.slice(3)}`,
            object: "charge",
            amount: session.amount_total,
            amount_refunded: amountRefunded,
            refunded: amountRefunded >= session.amount_total,
            currency: session.currency,
            paid: true,
            status: "succeeded",
            payment_intent: session.payment_intent,
            metadata: session.payment_intent_metadata,
          },
        },
      });
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
      return { payload, signature, eventId };
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
