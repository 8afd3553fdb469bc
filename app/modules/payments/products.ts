/**
 * The two paid extras. Prices are fixed here on the server side; whatever a visitor
 * posts, these amounts are what Stripe is asked to charge.
 */
export const PRODUCTS = {
  template: {
    name: "Visa Application Template & Checklist",
    description: "Application template and document checklist for the visa your result recommends, delivered instantly by email.",
    amountCents: 2900,
    currency: "aud",
  },
  consultation: {
    name: "Consultation with a registered migration agent (60 minutes)",
    description: "One 60-minute session with a registered migration agent.",
    amountCents: 19900,
    currency: "aud",
  },
} as const;

export type ProductKind = keyof typeof PRODUCTS;

/** What checkout charges for a product and shows of it. */
export interface ProductPrice {
  name: string;
  description: string;
  amountCents: number;
  currency: string;
}

/** A product's name at checkout; a template names the visa it is for. */
export function checkoutLineName(kind: ProductKind, forVisa?: string): string {
  return forVisa ? `${PRODUCTS[kind].name}: ${forVisa}` : PRODUCTS[kind].name;
}

/**
 * '$29 AUD', as the offers on the result say it: the same notation on the button, the checkout, the e-mails,
 * the receipts and the admin tables. Cents only when there are any ('$2.64 AUD').
 */
export function formatPrice(amountCents: number, currency = "aud"): string {
  const amount = amountCents % 100 === 0 ? String(amountCents / 100) : (amountCents / 100).toFixed(2);
  return currency.toLowerCase() === "aud" ? `$${amount} AUD` : `${amount} ${currency.toUpperCase()}`;
}
