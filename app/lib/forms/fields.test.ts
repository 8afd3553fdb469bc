import { describe, expect, it } from "vitest";
import { contactSchema } from "~/modules/contact/contact-schema";
import { checkoutSchema } from "~/modules/payments/checkout-schema";
import { adminTemplateSchema, resendTemplateSchema } from "~/modules/payments/template-sending.server";
import { testSenderSchema } from "~/modules/mail/test-sender.server";
import { emailAddress } from "./fields";
import { MULTI_RECIPIENT_ATTACKS } from "../../../tests/support/multi-recipient.test-data";

const messages = { required: "required", invalid: "invalid" };

describe("emailAddress: exactly one recipient in every e-mail field", () => {
  it("refuses address lists and display names with the form's own invalid message, whatever the pattern", () => {
    for (const pattern of [undefined, /^\S+@\S+$/]) {
      const field = emailAddress(messages, pattern);
      for (const attack of MULTI_RECIPIENT_ATTACKS) {
        const parsed = field.safeParse(attack);
        expect(parsed.success, attack).toBe(false);
        expect(parsed.error?.issues[0]?.message, attack).toBe("invalid");
      }
      expect(field.parse(" ana@example.com ")).toBe("ana@example.com");
    }
  });

  it("holds in the forms that send mail: contact (Reply-To), checkout, resend, template sender, test sender", () => {
    const attack = "a@x.com,b@y.com";
    expect(contactSchema.safeParse({ name: "A", email: '"x"<a@b.com>', message: "Hi" }).success).toBe(false);
    expect(checkoutSchema(new Date()).safeParse({ product: "template", email: attack }).success).toBe(false);
    expect(resendTemplateSchema.safeParse({ email: attack }).success).toBe(false);
    expect(adminTemplateSchema.safeParse({ recipientEmail: attack }).success).toBe(false);
    expect(testSenderSchema.safeParse({ recipient: attack }).success).toBe(false);
  });
});
