import crypto from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { escapeHtml } from "~/lib/escape-html";
import { processDueMail } from "~/modules/mail/outbox.server";
import { receiptForSession } from "~/modules/receipts/receipts.server";
import { testDatabases } from "../../../tests/support/test-databases";
import { openProductCheckout, type CheckoutDeps } from "./checkout.server";
import { findDemoCheckout, payDemoCheckout } from "./demo.server";
import { orderProduct, registerProduct } from "./product-registry.server";
import { findOrder } from "./records.server";
import { createStripeClient } from "./stripe.server";
import { handleStripeWebhook } from "./webhook.server";
import { useTestServices } from "../../../tests/support/test-services";

const secret = "whsec_test_third_product";

/**
 * A product the shipped site does not sell, added the way a new one would be: one registry entry (kept
 * as an order), its own mail with its own attachment, and its own start that records the row. Nothing
 * else in payments, mail or receipts knows about it.
 */
const documentReview = orderProduct({
  kind: "document-review",
  price: { name: "Document review", description: "A second look at your visa documents.", amountCents: 4900, currency: "aud" },
  lineName: () => "Document review",
  deliveryMails: async (order, email, receipt) => [
    {
      mail: {
        to: email,
        subject: `Your document review ${receipt.reference}`,
        text: `Your review checklist is attached. Amount: ${receipt.amount}.`,
        html: `<p>Your review checklist is attached. Amount: ${escapeHtml(receipt.amount)}.</p>`,
        attachments: [{ filename: "review.pdf", contentType: "application/pdf", contentBase64: Buffer.from("%PDF-1.4 review").toString("base64") }],
      },
      dedupeKey: `document-review:${order.id}`,
      purpose: "purchase-delivery",
    },
  ],
  fulfilledWhenSent: ["purchase-delivery"],
});

/** The product's own start: its row first, then the checkout the registry plans for it. */
async function startDocumentReview(deps: CheckoutDeps, email: string) {
  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  await deps.db
    .insertInto("orders")
    .values({
      id,
      product: documentReview.kind,
      email,
      stream: "",
      amount_cents: documentReview.price.amountCents,
      currency: documentReview.price.currency,
      status: "pending",
      provider: deps.stripe ? "stripe" : "demo",
      created_at: now,
      updated_at: now,
      answers: null,
    })
    .execute();
  const started = await openProductCheckout(deps, documentReview, id, { lineName: "Document review", email, clientReference: id });
  return { id, ...started };
}

describe.each(testDatabases())("a third product added through the registry alone, on $engine", ({ open }) => {
  const svc = useTestServices(open, { stripe: true, mail: { from: "Australia Visa Check <no-reply@example.com>" }, signingSecret: true });
  let unregister: () => void;
  beforeAll(() => {
    unregister = registerProduct(documentReview);
  });
  afterAll(() => unregister());
  afterEach(() => {
    svc.smtp.messages.length = 0;
  });

  it("goes from Stripe checkout to paid, then fulfilled once the mail server accepted its own mail", async () => {
    const stripe = createStripeClient("sk_test_third_product", svc.fake.url);
    const { id, sessionId } = await startDocumentReview({ db: svc.handle.db, stripe }, "dora@example.com");
    const session = svc.fake.sessions.get(sessionId)!;
    // Stripe is asked for the registry's price, with the product's kind and row in the metadata.
    expect(session.line_items_created).toEqual([{ quantity: 1, unit_amount: 4900, currency: "aud", name: "Document review" }]);
    expect(session.metadata).toMatchObject({ kind: "document-review", order_id: id });
    expect(session.cancel_url).toContain(`/payment/cancel?order=${id}`);

    svc.fake.markPaid(session.id);
    const completed = svc.fake.signedEvent("checkout.session.completed", session.id, secret);
    expect((await handleStripeWebhook(svc.handle.db, secret, completed.payload, completed.signature)).body).toEqual({ received: true, outcome: "fulfilled" });
    expect((await findOrder(svc.handle.db, id))?.status).toBe("paid");

    await processDueMail(svc.handle.db, svc.transport);
    const [mail] = svc.smtp.to("dora@example.com");
    expect(mail?.subject).toMatch(/^Your document review /);
    expect(mail?.text).toContain("Amount: $49 AUD.");
    expect(mail?.attachments.map((part) => [part.filename, part.body.toString()])).toEqual([["review.pdf", "%PDF-1.4 review"]]);
    expect((await findOrder(svc.handle.db, id))?.status).toBe("fulfilled");

    // The receipt behind its success link prints its own line.
    const receipt = await receiptForSession({ db: svc.handle.db, stripe, business: null }, session.id);
    expect(receipt).toMatchObject({ item: "Document review", amount: "$49 AUD" });
  });

  it("goes through the demo checkout the same way", async () => {
    const { id, sessionId } = await startDocumentReview({ db: svc.handle.db, stripe: null }, "demo-dora@example.com");
    expect(await findDemoCheckout(svc.handle.db, sessionId)).toMatchObject({ product: "document-review", name: "Document review", amountCents: 4900, open: true });
    expect(await payDemoCheckout(svc.handle.db, sessionId)).toBe(`/payment/success?session_id=${sessionId}`);
    expect((await findOrder(svc.handle.db, id))?.status).toBe("paid");
    await processDueMail(svc.handle.db, svc.transport);
    expect(svc.smtp.to("demo-dora@example.com")).toHaveLength(1);
    expect((await findOrder(svc.handle.db, id))?.status).toBe("fulfilled");
  });

  it("a session naming a kind nothing registered is refused, never taken for another product", async () => {
    const stripe = createStripeClient("sk_test_third_product", svc.fake.url);
    const { id, sessionId } = await startDocumentReview({ db: svc.handle.db, stripe }, "nobody@example.com");
    const session = svc.fake.sessions.get(sessionId)!;
    session.metadata = { ...session.metadata, kind: "gift-card" };
    svc.fake.markPaid(session.id);
    const completed = svc.fake.signedEvent("checkout.session.completed", session.id, secret);
    expect((await handleStripeWebhook(svc.handle.db, secret, completed.payload, completed.signature)).body).toEqual({ received: true, outcome: "unknown-session" });
    expect((await findOrder(svc.handle.db, id))?.status).toBe("pending");
    await processDueMail(svc.handle.db, svc.transport);
    expect(svc.smtp.to("nobody@example.com")).toEqual([]);
  });
});
