import type { BusinessIdentity } from "~/modules/business/identity";
import { formatPrice } from "~/modules/payments/products";

/**
 * A receipt as an Australian business issues one: who sold (name, ABN, address), when, the order's
 * reference, what was bought, the amount in AUD and whether GST is in it. A demo installation has no
 * seller and no money changed hands, so its receipt says it is a demo and names no one.
 */
export interface Receipt {
  demo: boolean;
  title: string;
  seller: { name: string; abn: string; address: string } | null;
  /** The date of payment (or of the order, before it is paid), as 27 November 2026. */
  date: string;
  reference: string;
  item: string;
  amount: string;
  gst: string;
  /** What is printed under the lines: the demo warning, or nothing. */
  note?: string;
}

/** What a paid order or booking gives the receipt. */
export interface ReceiptSource {
  /** The row's id; its first eight characters are the reference the buyer sees everywhere. */
  id: string;
  item: string;
  amountCents: number;
  currency: string;
  paidAt: string | null;
  createdAt: string;
  /** Paid through the demo checkout (no payment provider configured): no money moved. */
  demoPayment?: boolean;
}

export const DEMO_RECEIPT_NOTE =
  "Demo receipt: this installation is a demonstration. No money was taken and no business is named; this is not a tax invoice.";
export const DEMO_PAYMENT_NOTE = "Demo receipt: paid through the demo checkout. No money was taken; this is not a tax invoice.";

/** The reference printed on receipts, e-mails, pages and in the admin. */
export function orderReference(id: string): string {
  return id.slice(0, 8).toUpperCase();
}

/** GST is one eleventh of a GST-inclusive price (A New Tax System (Goods and Services Tax) Act 1999, s 9-70). */
export function gstIncluded(amountCents: number): number {
  return Math.round(amountCents / 11);
}

function gstStatement(business: BusinessIdentity | null, source: ReceiptSource): string {
  if (business?.gstRegistered) return `Total includes GST of ${formatPrice(gstIncluded(source.amountCents), source.currency)}`;
  return "No GST: the seller is not registered for GST, so no GST is charged.";
}

function receiptDate(iso: string): string {
  return new Intl.DateTimeFormat("en-AU", { day: "numeric", month: "long", year: "numeric", timeZone: "Australia/Sydney" }).format(new Date(iso));
}

export function buildReceipt(business: BusinessIdentity | null, source: ReceiptSource): Receipt {
  const demo = business === null || source.demoPayment === true;
  const note = business === null ? DEMO_RECEIPT_NOTE : DEMO_PAYMENT_NOTE;
  return {
    demo,
    title: demo ? "Demo receipt" : business.gstRegistered ? "Tax invoice / receipt" : "Receipt",
    seller: business ? { name: business.name, abn: business.abn, address: business.postalAddress } : null,
    date: receiptDate(source.paidAt ?? source.createdAt),
    reference: orderReference(source.id),
    item: source.item,
    amount: formatPrice(source.amountCents, source.currency),
    gst: gstStatement(business, source),
    ...(demo ? { note } : {}),
  };
}

/** The receipt as label-value lines, for e-mails (text and table) and the PDF alike. */
export function receiptLines(receipt: Receipt): Array<[string, string]> {
  const seller: Array<[string, string]> = receipt.seller
    ? [
        ["Seller", receipt.seller.name],
        ["ABN", receipt.seller.abn],
        ["Address", receipt.seller.address],
      ]
    : [["Seller", "Demo installation (no business configured)"]];
  return [
    ...seller,
    ["Date", receipt.date],
    ["Reference", receipt.reference],
    ["Item", receipt.item],
    ["Amount paid", receipt.amount],
    ["GST", receipt.gst],
  ];
}

/** The file name a receipt downloads as. */
export function receiptFileName(receipt: Receipt): string {
  return `receipt-${receipt.reference.toLowerCase()}.pdf`;
}
