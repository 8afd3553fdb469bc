import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/lib/db-schema";
import { operatorInbox } from "~/modules/business/identity.server";
import { siteMailFrame } from "~/modules/mail/frame.server";
import type { MailPurpose, OutgoingMail } from "~/modules/mail/mail-types";
import { buildBookingConfirmation, buildBookingNotice } from "~/modules/mail/messages/booking-emails";
import { templateKindOf, templateTitles } from "~/modules/template-pdf/template-content";
import { buildReceipt, type Receipt } from "~/modules/receipts/receipt";
import { bookingDetails } from "./booking-details.server";
import { fulfilmentMailKeys } from "./fulfilment-keys";
import type { RecordTable } from "./lifecycle.server";
import { PRODUCTS, checkoutLineName, type ProductPrice } from "./products";
import type { BookingRow, OrderRow } from "./records.server";
import { buildTemplateMail, guideOrderOf } from "./template-mail.server";

type Executor = Kysely<Database> | Transaction<Database>;

/** One mail a settled payment queues, in the transaction that marks the row settled. */
export interface PlannedMail {
  mail: OutgoingMail;
  /** Queued once per key, however often the payment is settled. */
  dedupeKey: string;
  /** What the mail does for the purchase; the fulfilment rule counts the purposes sent. */
  purpose: MailPurpose;
}

/** A product's row, as every product reads it, with what the product says about that row. */
export interface PaidRecord {
  product: ProductEntry;
  id: string;
  status: string;
  email: string;
  amountCents: number;
  currency: string;
  provider: string;
  /** The Checkout Session opened for the row; a session naming the row must be this one. */
  checkoutSessionId: string | null;
  paidAt: string | null;
  createdAt: string;
  /** The line as checkout shows it and the receipt prints it. */
  lineName: string;
  receiptItem: string;
  /** The mails that deliver the purchase, rendered outside the transaction that queues them. */
  deliveryMails: (email: string, receipt: Receipt, now: Date) => Promise<PlannedMail[]>;
}

/**
 * A paid product: its kind (the Checkout Session's `metadata.kind`), the table its rows are kept in, its
 * server-side price, the session metadata key naming its row, how to read its row, the mails that
 * deliver it, and which of those must have been accepted by the mail server for the row to be
 * `fulfilled`. A payment settles it as its table says (an order `paid`, a booking `confirmed`).
 */
export interface ProductEntry {
  kind: string;
  table: RecordTable;
  price: ProductPrice;
  referenceKey: string;
  /** The row with this id, if it is one of this product's. */
  find: (db: Executor, id: string) => Promise<PaidRecord | undefined>;
  /** The row a demo Checkout Session was opened for, if it is one of this product's. */
  findDemo: (db: Executor, sessionId: string) => Promise<PaidRecord | undefined>;
  /** Every one of these purposes sent for the row makes it fulfilled. */
  fulfilledWhenSent: readonly MailPurpose[];
}

/** A product kept in `orders` (told apart by `orders.product`): its line, and the mails that deliver it. */
export interface OrderProductDefinition {
  kind: string;
  price: ProductPrice;
  lineName: (order: OrderRow) => string;
  deliveryMails: (order: OrderRow, email: string, receipt: Receipt, now: Date) => Promise<PlannedMail[]>;
  fulfilledWhenSent: readonly MailPurpose[];
}

/** Builds the entry of a product sold as an order: a new one-off product is one such definition. */
export function orderProduct(definition: OrderProductDefinition): ProductEntry {
  const record = (order: OrderRow): PaidRecord => ({
    product: entry,
    id: order.id,
    status: order.status,
    email: order.email,
    amountCents: order.amount_cents,
    currency: order.currency,
    provider: order.provider,
    checkoutSessionId: order.checkout_session_id,
    paidAt: order.paid_at,
    createdAt: order.created_at,
    lineName: definition.lineName(order),
    receiptItem: definition.lineName(order),
    deliveryMails: (email, receipt, now) => definition.deliveryMails(order, email, receipt, now),
  });
  const entry: ProductEntry = {
    kind: definition.kind,
    table: "orders",
    price: definition.price,
    referenceKey: "order_id",
    fulfilledWhenSent: definition.fulfilledWhenSent,
    find: async (db, id) => {
      const order = await db.selectFrom("orders").selectAll().where("id", "=", id).where("product", "=", definition.kind).executeTakeFirst();
      return order && record(order);
    },
    findDemo: async (db, sessionId) => {
      const order = await db
        .selectFrom("orders")
        .selectAll()
        .where("checkout_session_id", "=", sessionId)
        .where("provider", "=", "demo")
        .where("product", "=", definition.kind)
        .executeTakeFirst();
      return order && record(order);
    },
  };
  return entry;
}

/** The guide for the visa a result recommends: one e-mail with the PDF and a download link delivers it. */
const guide = orderProduct({
  kind: "template",
  price: PRODUCTS.template,
  lineName: (order) => {
    const template = templateKindOf(order.stream);
    return checkoutLineName("template", template && templateTitles[template]);
  },
  deliveryMails: async (order, email, receipt, now) => {
    const template = templateKindOf(order.stream);
    if (!template) throw new Error(`Order ${order.id} has an unknown template`);
    const mail = await buildTemplateMail({ to: email, template, ref: order.id, now, order: guideOrderOf(order), receipt });
    return [{ mail, dedupeKey: fulfilmentMailKeys.template(order.id), purpose: "purchase-delivery" }];
  },
  fulfilledWhenSent: ["purchase-delivery"],
});

function bookingRecord(booking: BookingRow): PaidRecord {
  const receiptItem = booking.agent_name ? `${PRODUCTS.consultation.name} with ${booking.agent_name}` : PRODUCTS.consultation.name;
  return {
    product: consultation,
    id: booking.id,
    status: booking.status,
    email: booking.email,
    amountCents: booking.amount_cents,
    currency: booking.currency,
    provider: booking.provider,
    checkoutSessionId: booking.checkout_session_id,
    paidAt: booking.paid_at,
    createdAt: booking.created_at,
    lineName: checkoutLineName("consultation"),
    receiptItem,
    deliveryMails: async (email, receipt, now) => {
      const frame = siteMailFrame(now);
      const details = bookingDetails(booking, email);
      return [
        {
          mail: { to: email, replyTo: frame.business?.supportEmail, ...buildBookingConfirmation(frame, details, receipt) },
          dedupeKey: fulfilmentMailKeys.bookingConfirmation(booking.id),
          purpose: "purchase-delivery",
        },
        {
          mail: { to: operatorInbox(), replyTo: email, ...buildBookingNotice(frame, details) },
          dedupeKey: fulfilmentMailKeys.bookingNotice(booking.id),
          purpose: "purchase-notice",
        },
      ];
    },
  };
}

/** A consultation: fulfilled once both the visitor's confirmation and the support mailbox's notice went out. */
const consultation: ProductEntry = {
  kind: "consultation",
  table: "bookings",
  price: PRODUCTS.consultation,
  referenceKey: "booking_id",
  fulfilledWhenSent: ["purchase-delivery", "purchase-notice"],
  find: async (db, id) => {
    const booking = await db.selectFrom("bookings").selectAll().where("id", "=", id).executeTakeFirst();
    return booking && bookingRecord(booking);
  },
  findDemo: async (db, sessionId) => {
    const booking = await db.selectFrom("bookings").selectAll().where("checkout_session_id", "=", sessionId).where("provider", "=", "demo").executeTakeFirst();
    return booking && bookingRecord(booking);
  },
};

const registry = new Map<string, ProductEntry>([guide, consultation].map((entry) => [entry.kind, entry]));

/** The product of a kind, or null: an unknown kind is refused, never taken for another product. */
export function productOf(kind: string | null | undefined): ProductEntry | null {
  return (kind && registry.get(kind)) || null;
}

/** The registered product of a kind; a kind nothing registered is a programming error. */
export function productFor(kind: string): ProductEntry {
  const entry = productOf(kind);
  if (!entry) throw new Error(`No product of kind ${kind} is registered`);
  return entry;
}

export function registeredProducts(): ProductEntry[] {
  return [...registry.values()];
}

/**
 * Adds a product (tests add one of their own this way). Returns the removal. A kind already registered
 * is refused, so no product quietly replaces another.
 */
export function registerProduct(entry: ProductEntry): () => void {
  if (registry.has(entry.kind)) throw new Error(`A product of kind ${entry.kind} is already registered`);
  registry.set(entry.kind, entry);
  return () => registry.delete(entry.kind);
}

/** The row with this id among every product's rows (ids are UUIDs, unique across tables). */
export async function findPaidRecord(db: Executor, id: string): Promise<PaidRecord | undefined> {
  for (const entry of registry.values()) {
    const record = await entry.find(db, id);
    if (record) return record;
  }
  return undefined;
}

/** What the Checkout Session carries: the kind, the row's id under the product's key, and the product's extras. */
export function checkoutMetadata(entry: ProductEntry, id: string, extra: Record<string, string> = {}): Record<string, string> {
  return { kind: entry.kind, [entry.referenceKey]: id, ...extra };
}

/** The receipt of a record; `paidAt` overrides the row's own date (the receipt sent on settling is dated then). */
export function receiptOf(business: Parameters<typeof buildReceipt>[0], record: PaidRecord, paidAt = record.paidAt): Receipt {
  return buildReceipt(business, {
    id: record.id,
    item: record.receiptItem,
    amountCents: record.amountCents,
    currency: record.currency,
    paidAt,
    createdAt: record.createdAt,
    demoPayment: record.provider === "demo",
  });
}
