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

/** A product's name at checkout; a template names the visa it is for. */
export function checkoutLineName(kind: ProductKind, forVisa?: string): string {
  return forVisa ? `${PRODUCTS[kind].name}: ${forVisa}` : PRODUCTS[kind].name;
}

/** 'AUD 29.00', the way a checkout page shows an amount. */
export function formatPrice(amountCents: number, currency = "aud"): string {
  return `${currency.toUpperCase()} ${(amountCents / 100).toFixed(2)}`;
}
