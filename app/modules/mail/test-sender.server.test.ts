import os from "node:os";
import { describe, expect, it } from "vitest";
import { testDatabases } from "../../../tests/support/test-databases";
import { deliverNow } from "./outbox.server";
import { firstErrors } from "~/lib/forms/field-errors";
import { sendTestEmail, testSenderSchema } from "./test-sender.server";
import { createMailTransport } from "./transport.server";
import { useTestServices } from "../../../tests/support/test-services";

describe.each(testDatabases())("test e-mail sender on $engine", ({ open }) => {
  const svc = useTestServices(open, { mail: { from: "no-reply@example.com" } });
  const deps = () => ({ db: svc.handle.db, deliver: (id: string) => deliverNow(svc.handle.db, svc.transport, id) });

  it("asks for a recipient with the page's message, and for a real address", () => {
    const problems = (form: Record<string, string>) => {
      const parsed = testSenderSchema.safeParse(form);
      return parsed.success ? {} : firstErrors(parsed.error);
    };
    expect(problems({ recipient: "  " })).toEqual({ recipient: "Please enter a recipient email address." });
    expect(problems({})).toEqual({ recipient: "Please enter a recipient email address." });
    expect(problems({ recipient: "ops@example" })).toEqual({ recipient: "Please enter a valid email address." });
    expect(testSenderSchema.parse({ recipient: " ops@example.com " })).toEqual({ recipient: "ops@example.com" });
  });

  it("sends the test message right away and says 'Test Email Sent!'", async () => {
    expect(await sendTestEmail(deps(), { recipient: "ops@example.com", adminId: "a1" })).toEqual({
      ok: true,
      title: "Test Email Sent!",
      message: "A test email was sent to ops@example.com.",
    });
    expect(svc.smtp.to("ops@example.com")[0]?.subject).toBe("Test email from Australia Visa Check");
  });

  it("reports a mail server that is down with the failure toast", async () => {
    const down = createMailTransport({ smtpUrl: "smtp://127.0.0.1:1", from: "x@example.com", outboxDir: os.tmpdir() });
    const result = await sendTestEmail({ db: svc.handle.db, deliver: (id) => deliverNow(svc.handle.db, down, id) }, { recipient: "ops@example.com", adminId: "a2" });
    expect(result).toEqual({
      ok: false,
      title: "Email Sending Failed",
      message: "Could not send the email. Error: Mail server unavailable. Please check your mail server configuration (SMTP_URL) or contact support.",
    });
    down.close();
  });

  it("is limited per administrator", async () => {
    const results = [];
    for (let i = 0; i < 21; i++) results.push(await sendTestEmail(deps(), { recipient: "bulk@example.com", adminId: "a3" }));
    expect(results.at(-1)).toMatchObject({ ok: false, title: "Too Many Requests" });
    expect(svc.smtp.to("bulk@example.com")).toHaveLength(20);
  });
});
