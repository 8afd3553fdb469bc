import { describe, expect, it } from "vitest";
import { firstErrors } from "~/lib/forms/field-errors";
import { bookingSchema, checkoutSchema, consultationCheckoutSchema, templateCheckoutSchema } from "./checkout-schema";

const now = new Date("2031-06-01T12:00:00Z");

describe("template checkout input", () => {
  it("accepts the checker's fields and trims the address", () => {
    expect(templateCheckoutSchema.parse({ product: "template", email: " ann@example.com ", template: "visitor-600-tourist" })).toEqual({
      product: "template",
      email: "ann@example.com",
      template: "visitor-600-tourist",
    });
  });

  it("sells no guide for the ETA or the eVisitor (short online forms; the eVisitor is free)", () => {
    for (const template of ["eta-601", "evisitor-651"]) {
      expect(templateCheckoutSchema.safeParse({ product: "template", email: "ann@example.com", template }).success).toBe(false);
    }
  });

  it("reads the stream a page loaded before templates followed the visa posts as that stream's Visitor visa template", () => {
    expect(checkoutSchema(now).parse({ product: "template", email: "ann@example.com", stream: "sponsored" })).toEqual({
      product: "template",
      email: "ann@example.com",
      template: "visitor-600-sponsored",
    });
  });

  it.each(["", "ann", "ann@example", "ann @example.com", "@."])("refuses %j with the form's message", (email) => {
    const result = templateCheckoutSchema.safeParse({ product: "template", email, template: "visitor-600-tourist" });
    expect(result.success).toBe(false);
    const message = result.error?.issues[0]?.message;
    expect(["Please enter a valid email address.", "Email is required"]).toContain(message);
  });

  it("refuses an unknown template or stream, and the visa that needs none, with the message naming the template", () => {
    const unknown = checkoutSchema(now).safeParse({ product: "template", email: "a@b.co", template: "student" });
    expect(unknown.success ? {} : firstErrors(unknown.error)).toEqual({ template: "Please choose the template from your result in the checker." });
    expect(checkoutSchema(now).safeParse({ product: "template", email: "a@b.co", stream: "student" }).success).toBe(false);
    expect(templateCheckoutSchema.safeParse({ product: "template", email: "a@b.co", template: "special-category-444" }).success).toBe(false);
    expect(templateCheckoutSchema.safeParse({ product: "template", email: "a@b.co" }).success).toBe(false);
  });
});

describe("booking input", () => {
  it("names every missing field with the form's messages", () => {
    const result = bookingSchema(now).safeParse({ name: " ", email: "", phone: "", preferredDateTime: "" });
    expect(result.success).toBe(false);
    expect(firstErrors(result.error!)).toEqual({
      name: "Full name is required",
      email: "Email is required",
      phone: "Phone number is required",
      preferredDateTime: "Please select a date and time",
    });
  });

  it("refuses a time in the past and a malformed phone number", () => {
    const result = bookingSchema(now).safeParse({
      name: "Raj",
      email: "raj@example.com",
      phone: "call me",
      preferredDateTime: "2031-05-01T10:00",
      timeZone: "Asia/Kolkata",
    });
    expect(firstErrors(result.error!)).toEqual({
      phone: "Please enter a valid phone number.",
      preferredDateTime: "Please choose a date and time in the future.",
    });
  });

  it("accepts a complete booking for the checkout contract", () => {
    const parsed = consultationCheckoutSchema(now).parse({
      product: "consultation",
      name: "Raj",
      email: "raj@example.com",
      phone: "+91 98765 43210",
      preferredDateTime: "2031-06-10T10:00",
      timeZone: "",
    });
    expect(parsed).toMatchObject({ product: "consultation", timeZone: undefined, preferredDateTime: "2031-06-10T10:00" });
  });
});

describe("the checkout contract", () => {
  it("tells the two products apart by `product` and refuses anything else", () => {
    expect(checkoutSchema(now).parse({ product: "template", email: "a@b.co", stream: "business" })).toMatchObject({ product: "template" });
    expect(
      checkoutSchema(now).parse({ product: "consultation", name: "Raj", email: "raj@example.com", phone: "+91 98765 43210", preferredDateTime: "2031-06-10T10:00" }),
    ).toMatchObject({ product: "consultation", name: "Raj" });
    expect(checkoutSchema(now).safeParse({ product: "visa", email: "a@b.co" }).success).toBe(false);
  });

  it("still checks the consultation's time", () => {
    const result = checkoutSchema(now).safeParse({ product: "consultation", name: "Raj", email: "raj@example.com", phone: "+91 98765 43210", preferredDateTime: "2031-05-01T10:00" });
    expect(result.success ? {} : firstErrors(result.error)).toEqual({ preferredDateTime: "Please choose a date and time in the future." });
  });
});

describe("the booking's time zone", () => {
  const booking = (timeZone: string) => ({
    name: "Ana Reyes",
    email: "ana@example.com",
    phone: "+63 912 345 6789",
    preferredDateTime: "2026-03-01T10:00",
    timeZone,
  });

  it("refuses a zone the runtime does not know and keeps a known one", () => {
    const schema = bookingSchema(new Date("2026-01-01T00:00:00Z"));
    for (const bad of ["Mars/Base", "<script>", "Europe/Nowhere", "../../etc/passwd"]) {
      const parsed = schema.safeParse(booking(bad));
      expect(parsed.success, bad).toBe(false);
      expect(parsed.error?.issues.some((issue) => issue.path[0] === "timeZone")).toBe(true);
    }
    expect(schema.parse(booking("Asia/Kolkata")).timeZone).toBe("Asia/Kolkata");
    expect(schema.parse(booking("")).timeZone).toBeUndefined();
  });
});
