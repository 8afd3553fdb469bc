import { describe, expect, it } from "vitest";
import { pdfPageTexts } from "../../../tests/support/pdf-text";
import type { BusinessIdentity } from "~/modules/business/identity";
import { buildReceipt, gstIncluded, receiptFileName, receiptLines } from "./receipt";
import { renderReceiptPdf } from "./receipt-pdf.server";

const business: BusinessIdentity = {
  name: "Example Travel Pty Ltd",
  abn: "51 824 753 556",
  postalAddress: "PO Box 1, Sydney NSW 2001",
  supportEmail: "help@example.com",
};
const guide = {
  id: "3f2a9c1e-0000-4000-8000-000000000000",
  item: "Visa Application Template & Checklist: Visitor visa (subclass 600), Tourist stream",
  amountCents: 2900,
  currency: "aud",
  paidAt: "2026-11-27T03:00:00.000Z",
  createdAt: "2026-11-27T02:59:00.000Z",
};

describe("receipts", () => {
  it("name the seller, its ABN and address, the date, reference, item, amount in AUD, and say 'no GST' by default", () => {
    const receipt = buildReceipt(business, guide);
    expect(receipt.title).toBe("Receipt");
    expect(Object.fromEntries(receiptLines(receipt))).toEqual({
      Seller: "Example Travel Pty Ltd",
      ABN: "51 824 753 556",
      Address: "PO Box 1, Sydney NSW 2001",
      Date: "27 November 2026",
      Reference: "3F2A9C1E",
      Item: guide.item,
      "Amount paid": "$29 AUD",
      GST: "No GST: the seller is not registered for GST, so no GST is charged.",
    });
    expect(receipt.note).toBeUndefined();
    expect(receiptFileName(receipt)).toBe("receipt-3f2a9c1e.pdf");
  });

  it("state the GST included (one eleventh) when the seller is registered for GST", () => {
    expect(gstIncluded(19900)).toBe(1809);
    const receipt = buildReceipt({ ...business, gstRegistered: true }, { ...guide, amountCents: 19900 });
    expect(receipt.title).toBe("Tax invoice / receipt");
    expect(receipt.gst).toBe("Total includes GST of $18.09 AUD");
  });

  it("on a demo installation, name no seller and say it is a demo receipt", () => {
    const receipt = buildReceipt(null, guide);
    expect(receipt.title).toBe("Demo receipt");
    expect(receipt.seller).toBeNull();
    expect(receipt.note).toMatch(/^Demo receipt: .*No money was taken/);
  });

  it("paid through the demo checkout, name the seller but say it is a demo receipt and no money was taken", () => {
    const receipt = buildReceipt(business, { ...guide, demoPayment: true });
    expect(receipt.title).toBe("Demo receipt");
    expect(receipt.seller?.name).toBe("Example Travel Pty Ltd");
    expect(receipt.note).toBe("Demo receipt: paid through the demo checkout. No money was taken; this is not a tax invoice.");
  });

  it("draw as a one-page PDF with every line", async () => {
    const pages = await pdfPageTexts(await renderReceiptPdf(buildReceipt(business, guide)));
    expect(pages).toHaveLength(1);
    const text = pages[0]!.replace(/\s+/g, " ");
    for (const part of ["Receipt", "Example Travel Pty Ltd", "51 824 753 556", "PO Box 1, Sydney NSW 2001", "3F2A9C1E", "$29 AUD", "No GST"]) {
      expect(text).toContain(part);
    }
  });
});
