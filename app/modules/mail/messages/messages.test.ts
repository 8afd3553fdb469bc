import { describe, expect, it } from "vitest";
import { buildBookingConfirmation, buildBookingNotice } from "./booking-emails";
import { buildContactNotice } from "./contact-notice";
import type { MailFrame } from "./layout";
import { DEFAULT_TEMPLATE_SUBJECT, buildTemplateEmail } from "./template-email";
import { buildTestEmail } from "./test-email";

const frame: MailFrame = { siteUrl: "https://visa.example.com", business: null, year: 2031 };
const link = "https://visa.example.com/template/download?stream=tourist&ref=o1&expires=1&sig=abc";

describe("template e-mail", () => {
  it("uses the default subject and puts the signed link into the body and a button", () => {
    const mail = buildTemplateEmail(frame, { downloadUrl: link });
    expect(mail.subject).toBe(DEFAULT_TEMPLATE_SUBJECT);
    expect(mail.text).toContain(`Download it here: ${link}`);
    expect(mail.text).not.toContain("{{download_link}}");
    expect(mail.html).toContain(`href="${link.replaceAll("&", "&amp;")}"`);
    expect(mail.html).toContain("Download Your Template");
    expect(mail.html).toContain("The Australia Visa Check Team");
    expect(mail.html).toContain("&copy; 2031");
    expect(mail.html).toContain('href="https://visa.example.com/contact"');
  });

  it("takes a custom subject and body, escaping markup and line breaks", () => {
    const mail = buildTemplateEmail(frame, {
      subject: "Hello\r\nBcc: x@example.com",
      body: "Hi <b>there</b>\nLink: {{download_link}}",
      downloadUrl: link,
    });
    expect(mail.subject).toBe("Hello Bcc: x@example.com");
    expect(mail.html).toContain("Hi &lt;b&gt;there&lt;/b&gt;<br>Link: <a href=");
    expect(mail.text).toContain(`Link: ${link}`);
  });
});

describe("notices", () => {
  it("contact notice follows the contact page's subject and fields and escapes visitor input", () => {
    const mail = buildContactNotice(frame, { name: "Ann <img src=x>", email: "ann@example.com", phone: "", message: "Hi\nthere" });
    expect(mail.subject).toBe("Contact Form Submission from Ann <img src=x>");
    expect(mail.text).toContain("Name: Ann <img src=x>\nEmail: ann@example.com\nPhone: Not provided\nMessage: Hi\nthere");
    expect(mail.html).not.toContain("<img src=x>");
    expect(mail.html).toContain("Ann &lt;img src=x&gt;");
  });

  it("booking e-mails carry the booking details and the agent chosen", () => {
    const booking = {
      name: "Raj",
      email: "raj@example.com",
      phone: "+61 400 000 000",
      preferredTime: "Monday 1 December 2031, 10:00 (Asia/Kolkata)",
      agent: "Rahul Mehta",
      amount: "$199 AUD",
      reference: "b-1",
    };
    const confirmation = buildBookingConfirmation(frame, booking);
    expect(confirmation.subject).toBe("Your consultation is booked");
    expect(confirmation.text).toContain("Preferred date and time: Monday 1 December 2031, 10:00 (Asia/Kolkata)");
    expect(confirmation.text).toContain("Paid: $199 AUD");
    const notice = buildBookingNotice(frame, booking);
    expect(notice.subject).toBe("New consultation booking from Raj");
    expect(notice.html).toContain("+61 400 000 000");
    expect(confirmation.text).toContain("Agent: Rahul Mehta");
    expect(notice.html).toContain("Rahul Mehta");
  });

  it("test e-mail says what it is", () => {
    const mail = buildTestEmail(frame, new Date("2031-01-02T03:04:05Z"));
    expect(mail.subject).toBe("Test email from Australia Visa Check");
    expect(mail.text).toContain("2031-01-02T03:04:05.000Z");
  });
});
