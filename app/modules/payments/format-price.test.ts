import { describe, expect, it } from "vitest";
import { formatPrice, PRODUCTS } from "./products";

describe("prices as the site writes them", () => {
  it("says '$29 AUD' and '$199 AUD' everywhere, as the offers' buttons do, and cents only when there are any", () => {
    expect(formatPrice(PRODUCTS.template.amountCents, PRODUCTS.template.currency)).toBe("$29 AUD");
    expect(formatPrice(PRODUCTS.consultation.amountCents, PRODUCTS.consultation.currency)).toBe("$199 AUD");
    expect(formatPrice(264)).toBe("$2.64 AUD");
    expect(formatPrice(1000, "nzd")).toBe("10 NZD");
  });
});
