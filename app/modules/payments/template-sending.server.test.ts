import os from "node:os";
import { describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/support/test-databases";
import { deliverNow } from "~/modules/mail/outbox.server";
import { createMailTransport } from "~/modules/mail/transport.server";
import { verifyDownloadLink } from "./download-link.server";
import { firstErrors } from "~/lib/forms/field-errors";
import { adminTemplateSchema, sendTemplateFromAdmin as sendChecked } from "./template-sending.server";
import { useTestServices } from "../../../tests/support/test-services";

/** The page's form as posted, checked with its schema first, as `parseForm` does. */
const sendTemplateFromAdmin = (deps: Parameters<typeof sendChecked>[0], form: Record<string, string>, adminId: string) =>
  sendChecked(deps, adminTemplateSchema.parse(form), adminId);

describe.each(testDatabases())("purchase confirmation e-mail page on $engine", ({ open }) => {
  const svc = useTestServices(open, { mail: { from: "no-reply@example.com" }, signingSecret: true });
  const deps = () => ({ db: svc.handle.db, deliver: (id: string) => deliverNow(svc.handle.db, svc.transport, id) });

  it("requires a recipient with the page's message", () => {
    const parsed = adminTemplateSchema.safeParse({ recipientEmail: "" });
    expect(parsed.success ? {} : firstErrors(parsed.error)).toEqual({ recipientEmail: "Recipient email is required." });
  });

  it("sends the default subject and body with a working link when those fields are empty", async () => {
    const result = await sendTemplateFromAdmin(deps(), { recipientEmail: "customer@example.com", subject: "", body: "" }, "admin");
    expect(result).toEqual({ ok: true, title: "Email Sent!", message: "The template has been sent to customer@example.com" });
    const mail = svc.smtp.to("customer@example.com")[0];
    expect(mail?.subject).toBe("Your Visa Application Template is Here!");
    expect(mail?.text).toContain("Thank you for your purchase!");
    const link = /http\S+\/template\/download\?\S+/.exec(mail?.text ?? "")?.[0] as string;
    expect(verifyDownloadLink(new URL(link).searchParams)).toMatchObject({ ok: true, template: "visitor-600-tourist" });
  });

  it("sends a configured subject, body and template", async () => {
    await sendTemplateFromAdmin(deps(), { recipientEmail: "parents@example.com", subject: "Your family visa template", body: "Hello!\n\nGet it: {{download_link}}", template: "visitor-600-sponsored" }, "admin");
    const mail = svc.smtp.to("parents@example.com")[0];
    expect(mail?.subject).toBe("Your family visa template");
    expect(mail?.text).toMatch(/^Hello!\n\nGet it: http\S+stream=visitor-600-sponsored/);
    expect(mail?.attachments[0]?.filename).toBe("australian-visa-visitor-600-sponsored-template.pdf");
  });

  it("says so when the mail server refuses, in this page's own words", async () => {
    const down = createMailTransport({ smtpUrl: "smtp://127.0.0.1:1", from: "x@example.com", outboxDir: os.tmpdir() });
    const result = await sendTemplateFromAdmin({ db: svc.handle.db, deliver: (id) => deliverNow(svc.handle.db, down, id) }, { recipientEmail: "late@example.com" }, "admin");
    expect(result).toEqual({ ok: false, title: "Email Sending Failed", message: "Could not send the email. Please check your mail server configuration." });
    down.close();
  });
});
